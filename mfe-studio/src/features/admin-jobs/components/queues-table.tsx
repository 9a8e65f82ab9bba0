import { formatDuration, type JobQueue } from '@kinora/shared';
import { useT } from '../../../i18n';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';

/** Each queue's figures; the oldest wait says whether the workers keep up. */
export function QueuesTable({ queues }: { queues: readonly JobQueue[] }) {
  const t = useT();
  const columns: readonly DataColumn<JobQueue>[] = [
    {
      label: t('Queue'),
      cell: (queue) => (
        <>
          {queue.label}
          <Muted>{queue.name}</Muted>
        </>
      ),
    },
    { label: t('Waiting'), numeric: true, cell: (queue) => queue.waiting },
    { label: t('Running'), numeric: true, cell: (queue) => queue.running },
    { label: t('Failed'), numeric: true, cell: (queue) => queue.failed },
    {
      label: t('Oldest waiting'),
      numeric: true,
      cell: (queue) =>
        queue.oldestWaitingSeconds === null ? '—' : formatDuration(queue.oldestWaitingSeconds),
    },
  ];
  return (
    <DataTable label={t('Queues')} columns={columns} rows={queues} rowKey={(queue) => queue.name} />
  );
}
