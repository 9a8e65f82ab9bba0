import {
  apiUrl,
  fail,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { AdminJobsPage, JOBS_ADMINS_ONLY_TITLE } from './admin-jobs-page';
import type { Job, JobQueues, User } from '@kinora/shared';

const server = setupApiServer();
const admin = makeUser({ username: 'root', isAdmin: true });

const queues: JobQueues = {
  queues: [
    { name: 'mail', label: 'Mail', waiting: 0, running: 0, failed: 0, oldestWaitingSeconds: null },
    {
      name: 'transcode',
      label: 'Video processing',
      waiting: 2,
      running: 1,
      failed: 1,
      oldestWaitingSeconds: 95,
    },
  ],
};

function makeJob(id: string, overrides: Partial<Job> = {}): Job {
  return {
    id,
    queue: 'transcode',
    state: 'failed',
    subject: `“Clip ${id}”`,
    createdAt: '2026-11-27T10:00:00.000Z',
    startedAt: '2026-11-27T10:00:05.000Z',
    attempts: 3,
    maxAttempts: 3,
    failureReason: 'This video could not be processed: no frames',
    ...overrides,
  };
}

function serveJobs(jobs: Job[]) {
  const queries: string[] = [];
  server.use(
    http.get(apiUrl('/admin/jobs/queues'), () => ok(queues)),
    http.get(apiUrl('/admin/jobs'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok(page(jobs));
    }),
  );
  return queries;
}

function renderJobs(session: User = admin) {
  return renderWithProviders(<AdminJobsPage />, {
    route: '/admin/jobs',
    path: '/admin/jobs',
    session,
  });
}

const rowOf = (subject: string) =>
  within(screen.getByRole('region', { name: 'Jobs' }))
    .getByRole('rowheader', { name: new RegExp(subject) })
    .closest('tr') as HTMLElement;

describe('AdminJobsPage', () => {
  it('is for admins only', async () => {
    const queries = serveJobs([]);
    renderJobs(makeUser({ role: 'moderator' }));
    expect(screen.getByText(JOBS_ADMINS_ONLY_TITLE)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queries).toEqual([]);
  });

  it('shows the queues’ figures and opens on the failed jobs with their reason', async () => {
    const queries = serveJobs([makeJob('a')]);
    renderJobs();
    const queueRow = within(await screen.findByRole('region', { name: 'Queues' }))
      .getByRole('rowheader', { name: /Video processing/ })
      .closest('tr') as HTMLElement;
    expect(queueRow).toHaveTextContent('1:35');
    await screen.findByRole('region', { name: 'Jobs' });
    expect(queries[0]).toBe('?page=1&state=failed');
    expect(rowOf('Clip a')).toHaveTextContent('3 of 3');
    expect(rowOf('Clip a')).toHaveTextContent('This video could not be processed: no frames');
  });

  it('filters by state and queue', async () => {
    const queries = serveJobs([makeJob('a')]);
    const { user, router } = renderJobs();
    await screen.findByRole('region', { name: 'Jobs' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Waiting');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&state=waiting'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Queue' }), 'Video processing');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&state=waiting&queue=transcode'));
    expect(router.state.location.search).toBe('?state=waiting&queue=transcode');
  });

  it('retries a failed job, which leaves the list', async () => {
    serveJobs([makeJob('a'), makeJob('b')]);
    const retried: string[] = [];
    server.use(
      http.post(apiUrl('/admin/jobs/:jobId/retry'), ({ params }) => {
        retried.push(String(params.jobId));
        return ok({ jobId: String(params.jobId) });
      }),
    );
    const { user } = renderJobs();
    await screen.findByRole('region', { name: 'Jobs' });
    await user.click(screen.getByRole('button', { name: 'Retry “Clip a”' }));
    expect(await screen.findByText('“Clip a” is queued again')).toBeInTheDocument();
    expect(retried).toEqual(['a']);
    expect(screen.queryByRole('button', { name: 'Retry “Clip a”' })).not.toBeInTheDocument();
    expect(rowOf('Clip b')).toBeInTheDocument();
  });

  it('asks before stopping a running job, and says why a stop was refused', async () => {
    serveJobs([makeJob('r', { state: 'running', failureReason: null, attempts: 1 })]);
    server.use(
      http.post(apiUrl('/admin/jobs/:jobId/cancel'), () =>
        fail(404, 'Job not found: it may have finished or been removed.'),
      ),
    );
    const { user } = renderJobs();
    await screen.findByRole('region', { name: 'Jobs' });
    await user.click(screen.getByRole('button', { name: 'Stop “Clip r”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop this job?' });
    expect(dialog).toHaveTextContent('its owner sees that it failed');
    await user.click(within(dialog).getByRole('button', { name: 'Stop job' }));
    expect(
      await screen.findByText('Job not found: it may have finished or been removed.'),
    ).toBeInTheDocument();
    expect(rowOf('Clip r')).toBeInTheDocument();
  });
});
