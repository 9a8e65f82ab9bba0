import { Button, ConfirmDialog, formatDate, formatRelativeTime, type Job } from '@kinora/shared';
import { useState } from 'react';
import { useT } from '../../../i18n';
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
  const t = useT();
  const [stopping, setStopping] = useState<Job | null>(null);
  const columns: readonly DataColumn<Job>[] = [
    {
      label: t('Job'),
      cell: (job) => (
        <>
          {job.subject}
          <Muted>{queueLabel(job.queue)}</Muted>
        </>
      ),
    },
    {
      label: t('Attempts'),
      cell: (job) => t('{{attempts}} of {{max}}', { attempts: job.attempts, max: job.maxAttempts }),
    },
    {
      label: t('Queued'),
      cell: (job) => (
        <time dateTime={job.createdAt} title={formatDate(job.createdAt)}>
          {formatRelativeTime(job.createdAt)}
        </time>
      ),
    },
    { label: t('Reason'), cell: (job) => job.failureReason ?? '—' },
    {
      label: t('Action'),
      actions: true,
      cell: (job) =>
        job.state === 'failed' ? (
          <Button
            $variant="secondary"
            $size="sm"
            disabled={busy.has(job.id)}
            aria-label={t('Retry {{subject}}', { subject: job.subject })}
            onClick={() => onRetry(job)}
          >
            {t('Retry')}
          </Button>
        ) : (
          <Button
            $variant="ghost"
            $size="sm"
            disabled={busy.has(job.id)}
            aria-label={t('Stop {{subject}}', { subject: job.subject })}
            onClick={() => setStopping(job)}
          >
            {t('Stop')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <DataTable label={t('Jobs')} columns={columns} rows={jobs} rowKey={(job) => job.id} />
      <ConfirmDialog
        open={stopping !== null}
        title={t('Stop this job?')}
        message={
          stopping?.queue === 'transcode'
            ? t(
                'The video stops processing and its owner sees that it failed. They, or you, can retry it later.',
              )
            : t('The job will not run again.')
        }
        confirmLabel={t('Stop job')}
        onCancel={() => setStopping(null)}
        onConfirm={() => {
          if (stopping) onStop(stopping);
          setStopping(null);
        }}
      />
    </>
  );
}
