import { formatDuration, type JobQueue } from '@kinora/shared';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';

/** Each queue's figures; the oldest wait says whether the workers keep up. */
export function QueuesTable({ queues }: { queues: readonly JobQueue[] }) {
  const columns: readonly DataColumn<JobQueue>[] = [
    {
      label: 'Queue',
      cell: (queue) => (
        <>
          {queue.label}
          <Muted>{queue.name}</Muted>
        </>
      ),
    },
    { label: 'Waiting', numeric: true, cell: (queue) => queue.waiting },
    { label: 'Running', numeric: true, cell: (queue) => queue.running },
    { label: 'Failed', numeric: true, cell: (queue) => queue.failed },
    {
      label: 'Oldest waiting',
      numeric: true,
      cell: (queue) =>
        queue.oldestWaitingSeconds === null ? '—' : formatDuration(queue.oldestWaitingSeconds),
    },
  ];
  return (
    <DataTable label="Queues" columns={columns} rows={queues} rowKey={(queue) => queue.name} />
  );
}
