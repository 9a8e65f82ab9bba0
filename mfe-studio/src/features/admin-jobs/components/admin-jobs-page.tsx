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
} from '@kinora/shared';
import { cancelJob, getJobQueues, getJobs, retryJob } from '@kinora/shared/moderation';
import { useState } from 'react';
import styled from 'styled-components';
import { FilterSelect } from '../../../lib/filter-select';
import { Filters, PagedResults, useUrlFilters } from '../../../lib/paged-results';
import { RoleGate } from '../../../lib/role-gate';
import { JobsTable } from './jobs-table';
import { QueuesTable } from './queues-table';

export const JOBS_TITLE = 'Jobs';
export const JOBS_ADMINS_ONLY_TITLE = 'For the site’s administrators';
export const JOBS_ADMINS_ONLY_MESSAGE =
  'This page lists the site’s background work: video processing and mail. Your account is not one of the administrators.';
export const JOBS_LOADING = 'Loading the jobs...';
export const JOBS_LOAD_FAILED = 'Could not load the jobs.';
export const RETRY_FAILED = 'Could not retry the job. Please try again.';
export const STOP_FAILED = 'Could not stop the job. Please try again.';
/** Queues move on their own; the figures follow without a reload. */
export const JOBS_REFRESH_MS = 10_000;

export const STATE_LABELS: Record<JobState, string> = {
  waiting: 'Waiting',
  running: 'Running',
  failed: 'Failed',
};
const STATE_OPTIONS = JOB_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

/** What a list with nothing in it says, by state. */
const EMPTY: Record<JobState, { title: string; message: string }> = {
  failed: {
    title: 'Nothing failed',
    message: 'Every job that ran has succeeded or will be retried.',
  },
  waiting: { title: 'Nothing waiting', message: 'Every queue is caught up.' },
  running: { title: 'Nothing running', message: 'No job is being worked on right now.' },
};

const readFilters = (params: URLSearchParams) => ({
  state: JOB_STATES.find((candidate) => candidate === params.get('state')) ?? null,
  queue: params.get('queue'),
});

/** `/admin/jobs` (admins): the queues, what failed and why; retry what failed, stop what runs. */
export function AdminJobsPage() {
  useDocumentTitle(JOBS_TITLE);
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={user?.isAdmin === true}
      title={JOBS_TITLE}
      deniedTitle={JOBS_ADMINS_ONLY_TITLE}
      deniedMessage={JOBS_ADMINS_ONLY_MESSAGE}
    >
      <AdminJobs />
    </RoleGate>
  );
}

function AdminJobs() {
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
        action === 'retry' ? `${job.subject} is queued again` : `${job.subject} was stopped`,
      );
    } catch (failure) {
      notify.error(getErrorMessage(failure, action === 'retry' ? RETRY_FAILED : STOP_FAILED));
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

  return (
    <div>
      <PageHeader
        title={JOBS_TITLE}
        subtitle="The site’s background work. Retry what failed once its cause is fixed; stop what should not run."
      />
      {queues.state.status === 'success' ? (
        <Summary>
          <QueuesTable queues={queues.state.data.queues} />
        </Summary>
      ) : null}
      <Filters>
        <FilterSelect<JobState>
          label="State"
          anyLabel="Failed"
          options={STATE_OPTIONS.filter((option) => option.value !== 'failed')}
          value={state === 'failed' ? null : state}
          onChange={(value) => setFilters({ state: value })}
        />
        <FilterSelect<string>
          label="Queue"
          anyLabel="All queues"
          options={queueOptions}
          value={queue}
          onChange={(value) => setFilters({ queue: value })}
        />
      </Filters>
      <PagedResults
        list={jobs}
        loadingLabel={JOBS_LOADING}
        failedMessage={JOBS_LOAD_FAILED}
        empty={EMPTY[state]}
        moreFailedMessage="Could not load more jobs."
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
