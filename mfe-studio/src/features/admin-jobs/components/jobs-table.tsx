import { Button, ConfirmDialog, formatDate, formatRelativeTime, type Job } from '@kinora/shared';
import { useState } from 'react';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';

interface JobsTableProps {
  jobs: readonly Job[];
  /** A queue's name in words. */
  queueLabel: (name: string) => string;
  /** Ids whose retry or stop is under way. */
  busy: ReadonlySet<string>;
  onRetry: (job: Job) => void;
  onStop: (job: Job) => void;
}

/**
 * One state's jobs: what each is about, its attempts, when it was queued, why it failed, and
 * the one thing to do with it. Stopping asks first: a stopped video fails for its owner.
 */
export function JobsTable({ jobs, queueLabel, busy, onRetry, onStop }: JobsTableProps) {
  const [stopping, setStopping] = useState<Job | null>(null);
  const columns: readonly DataColumn<Job>[] = [
    {
      label: 'Job',
      cell: (job) => (
        <>
          {job.subject}
          <Muted>{queueLabel(job.queue)}</Muted>
        </>
      ),
    },
    {
      label: 'Attempts',
      cell: (job) => `${job.attempts} of ${job.maxAttempts}`,
    },
    {
      label: 'Queued',
      cell: (job) => (
        <time dateTime={job.createdAt} title={formatDate(job.createdAt)}>
          {formatRelativeTime(job.createdAt)}
        </time>
      ),
    },
    { label: 'Reason', cell: (job) => job.failureReason ?? '—' },
    {
      label: 'Action',
      actions: true,
      cell: (job) =>
        job.state === 'failed' ? (
          <Button
            $variant="secondary"
            $size="sm"
            disabled={busy.has(job.id)}
            aria-label={`Retry ${job.subject}`}
            onClick={() => onRetry(job)}
          >
            Retry
          </Button>
        ) : (
          <Button
            $variant="ghost"
            $size="sm"
            disabled={busy.has(job.id)}
            aria-label={`Stop ${job.subject}`}
            onClick={() => setStopping(job)}
          >
            Stop
          </Button>
        ),
    },
  ];
  return (
    <>
      <DataTable label="Jobs" columns={columns} rows={jobs} rowKey={(job) => job.id} />
      <ConfirmDialog
        open={stopping !== null}
        title="Stop this job?"
        message={
          stopping?.queue === 'transcode'
            ? 'The video stops processing and its owner sees that it failed. They, or you, can retry it later.'
            : 'The job will not run again.'
        }
        confirmLabel="Stop job"
        onCancel={() => setStopping(null)}
        onConfirm={() => {
          if (stopping) onStop(stopping);
          setStopping(null);
        }}
      />
    </>
  );
}
