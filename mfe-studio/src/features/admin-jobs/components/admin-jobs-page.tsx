import {
  getErrorMessage,
  JOB_STATES,
  notify,
  numberedPages,
  PageHeader,
  useAsync,
  useCurrentUser,
  useDocumentTitle,
  usePagedList,
  usePolling,
  type Job,
  type JobState,
  type Translate,
} from '@kinora/shared';
import { cancelJob, getJobQueues, getJobs, retryJob } from '@kinora/shared/moderation';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { FilterSelect } from '../../../lib/filter-select';
import { Filters, PagedResults, useUrlFilters } from '../../../lib/paged-results';
import { RoleGate } from '../../../lib/role-gate';
import { JobsTable } from './jobs-table';
import { QueuesTable } from './queues-table';

/** The English of the page's title for those it turns away (the catalogue's key), as tests find it. */
export const JOBS_ADMINS_ONLY_TITLE = 'For the site’s administrators';
/** Queues move on their own; the figures follow without a reload. */
export const JOBS_REFRESH_MS = 10_000;

const stateLabels = (t: Translate): Record<JobState, string> => ({
  waiting: t('Waiting'),
  running: t('Running'),
  failed: t('Failed'),
});

/** What a list with nothing in it says, by state. */
const emptyTexts = (t: Translate): Record<JobState, { title: string; message: string }> => ({
  failed: {
    title: t('Nothing failed'),
    message: t('Every job that ran has succeeded or will be retried.'),
  },
  waiting: { title: t('Nothing waiting'), message: t('Every queue is caught up.') },
  running: { title: t('Nothing running'), message: t('No job is being worked on right now.') },
});

const readFilters = (params: URLSearchParams) => ({
  state: JOB_STATES.find((candidate) => candidate === params.get('state')) ?? null,
  queue: params.get('queue'),
});

/** `/admin/jobs` (admins): the queues, what failed and why; retry what failed, stop what runs. */
export function AdminJobsPage() {
  const t = useT();
  useDocumentTitle(t('Jobs'));
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={user?.isAdmin === true}
      title={t('Jobs')}
      deniedTitle={t('For the site’s administrators')}
      deniedMessage={t(
        'This page lists the site’s background work: video processing and mail. Your account is not one of the administrators.',
      )}
    >
      <AdminJobs />
    </RoleGate>
  );
}

function AdminJobs() {
  const t = useT();
  const [filters, setFilters] = useUrlFilters(readFilters);
  // Failed jobs are what an admin comes for: the list opens on them.
  const state = filters.state ?? 'failed';
  const { queue } = filters;
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const queues = useAsync(getJobQueues, []);
  const jobs = usePagedList(
    numberedPages((page) => getJobs({ page, state, ...(queue ? { queue } : {}) })),
    { keyOf: (job: Job) => job.id, deps: [state, queue] },
  );
  usePolling(async () => {
    const next = await getJobQueues();
    queues.setData(() => next);
  }, JOBS_REFRESH_MS);

  const act = async (job: Job, action: 'retry' | 'stop') => {
    setBusy((current) => new Set(current).add(job.id));
    try {
      if (action === 'retry') await retryJob(job.id);
      else await cancelJob(job.id);
      // It left this list either way: a retried job waits, a stopped one is gone.
      jobs.update((items, total) => ({
        items: items.filter((item) => item.id !== job.id),
        total: Math.max(0, total - 1),
      }));
      queues.reload();
      notify.success(
        action === 'retry'
          ? t('{{subject}} is queued again', { subject: job.subject })
          : t('{{subject}} was stopped', { subject: job.subject }),
      );
    } catch (failure) {
      notify.error(
        getErrorMessage(
          failure,
          action === 'retry'
            ? t('Could not retry the job. Please try again.')
            : t('Could not stop the job. Please try again.'),
        ),
      );
    } finally {
      setBusy((current) => {
        const left = new Set(current);
        left.delete(job.id);
        return left;
      });
    }
  };

  const queueOptions =
    queues.state.status === 'success'
      ? queues.state.data.queues.map(({ name, label }) => ({ value: name, label }))
      : [];
  const labelOf = (name: string) =>
    queueOptions.find((option) => option.value === name)?.label ?? name;
  const stateOptions = JOB_STATES.map((value) => ({ value, label: stateLabels(t)[value] }));

  return (
    <div>
      <PageHeader
        title={t('Jobs')}
        subtitle={t(
          'The site’s background work. Retry what failed once its cause is fixed; stop what should not run.',
        )}
      />
      {queues.state.status === 'success' ? (
        <Summary>
          <QueuesTable queues={queues.state.data.queues} />
        </Summary>
      ) : null}
      <Filters>
        <FilterSelect<JobState>
          label={t('State')}
          anyLabel={t('Failed')}
          options={stateOptions.filter((option) => option.value !== 'failed')}
          value={state === 'failed' ? null : state}
          onChange={(value) => setFilters({ state: value })}
        />
        <FilterSelect<string>
          label={t('Queue')}
          anyLabel={t('All queues')}
          options={queueOptions}
          value={queue}
          onChange={(value) => setFilters({ queue: value })}
        />
      </Filters>
      <PagedResults
        list={jobs}
        loadingLabel={t('Loading the jobs...')}
        failedMessage={t('Could not load the jobs.')}
        empty={emptyTexts(t)[state]}
        moreFailedMessage={t('Could not load more jobs.')}
      >
        <JobsTable
          jobs={jobs.items}
          queueLabel={labelOf}
          busy={busy}
          onRetry={(job) => void act(job, 'retry')}
          onStop={(job) => void act(job, 'stop')}
        />
      </PagedResults>
    </div>
  );
}

/** The figures stand apart from the list's filters below them. */
const Summary = styled.div`
  margin-bottom: 24px;
`;
