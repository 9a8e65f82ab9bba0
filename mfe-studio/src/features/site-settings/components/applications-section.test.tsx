import {
  apiUrl,
  fail,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ApplicationsSection } from './applications-section';
import { makeApplication } from './site-settings-fixtures';
import type { Application, ApplicationDecision, ApplicationStatus } from '@kinora/shared';

const server = setupApiServer();

const ann = makeApplication('ann', { reason: 'I film the night trains.\nAnd the freight ones.' });
const bob = makeApplication('bob');
const cy = makeApplication('cy', {
  status: 'refused',
  refusalReason: 'We only take local filmers.',
  decidedAt: '2026-11-22T10:00:00.000Z',
});

function serveApplications(byStatus: Partial<Record<ApplicationStatus, Application[]>>) {
  const queries: string[] = [];
  server.use(
    http.get(apiUrl('/admin/applications'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      const status = (query.get('status') ?? 'pending') as ApplicationStatus;
      return ok(page(byStatus[status] ?? []));
    }),
  );
  return queries;
}

function serveDecisions() {
  const sent: { id: string; body: ApplicationDecision }[] = [];
  server.use(
    http.post(
      apiUrl('/admin/applications/:applicationId/decision'),
      async ({ request, params }) => {
        const body = (await request.json()) as ApplicationDecision;
        const id = String(params.applicationId);
        sent.push({ id, body });
        const application = [ann, bob].find((candidate) => candidate._id === id) ?? ann;
        return ok<Application>({
          ...application,
          status: body.decision === 'approve' ? 'approved' : 'refused',
          refusalReason: body.reason ?? null,
          decidedAt: '2026-11-23T10:00:00.000Z',
        });
      },
    ),
  );
  return sent;
}

const cardOf = (username: string) =>
  screen.getByRole('article', { name: new RegExp(`@${username}$`) });

describe('ApplicationsSection', () => {
  it('lists the pending applications with who, when and why, and filters by status', async () => {
    const queries = serveApplications({ pending: [ann, bob], refused: [cy] });
    const { user } = renderWithProviders(<ApplicationsSection />);
    expect(screen.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await screen.findByRole('list', { name: 'Pending applications' });
    const card = cardOf('ann');
    expect(card).toHaveTextContent('Ann Doe');
    expect(card).toHaveTextContent('ann@example.test');
    expect(card).toHaveTextContent('Applied on Nov 20, 2026');
    expect(card).toHaveTextContent('I film the night trains. And the freight ones.');
    expect(within(card).getByRole('button', { name: 'Approve @ann' })).toBeEnabled();
    expect(queries).toEqual(['page=1&status=pending']);

    await user.click(screen.getByRole('radio', { name: 'Refused' }));
    await screen.findByRole('list', { name: 'Refused applications' });
    expect(cardOf('cy')).toHaveTextContent('Refused: We only take local filmers.');
    expect(within(cardOf('cy')).queryByRole('button')).not.toBeInTheDocument();
    expect(queries.at(-1)).toBe('page=1&status=refused');

    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    expect(await screen.findByText('No approved applications')).toBeInTheDocument();
  });

  it('approves an application: it leaves the pending list and the admin is told', async () => {
    serveApplications({ pending: [ann, bob] });
    const sent = serveDecisions();
    const { user } = renderWithProviders(<ApplicationsSection />);
    await screen.findByRole('list', { name: 'Pending applications' });
    await user.click(screen.getByRole('button', { name: 'Approve @ann' }));
    expect(await screen.findByText('Approved @ann: they can sign in now')).toBeInTheDocument();
    expect(sent).toEqual([{ id: ann._id, body: { decision: 'approve' } }]);
    expect(screen.queryByRole('article', { name: /@ann$/ })).not.toBeInTheDocument();
    expect(cardOf('bob')).toBeInTheDocument();
  });

  it('refuses with an optional reason in a dialog', async () => {
    serveApplications({ pending: [ann, bob] });
    const sent = serveDecisions();
    const { user } = renderWithProviders(<ApplicationsSection />);
    await screen.findByRole('list', { name: 'Pending applications' });

    await user.click(screen.getByRole('button', { name: 'Refuse @bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse @bob' });
    await user.type(
      within(dialog).getByLabelText('Reason shown to the applicant (optional)'),
      '  Local filmers only.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Refused the application of @bob')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /@bob$/ })).not.toBeInTheDocument();

    // Without a reason, none is sent.
    await user.click(screen.getByRole('button', { name: 'Refuse @ann' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Refuse @ann' })).getByRole('button', {
        name: 'Refuse',
      }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { id: bob._id, body: { decision: 'refuse', reason: 'Local filmers only.' } },
      { id: ann._id, body: { decision: 'refuse' } },
    ]);
  });

  it('keeps the application and says why when a decision fails', async () => {
    serveApplications({ pending: [ann] });
    server.use(
      http.post(apiUrl('/admin/applications/:applicationId/decision'), () =>
        fail(409, 'This application was already decided.'),
      ),
    );
    const { user } = renderWithProviders(<ApplicationsSection />);
    await screen.findByRole('list', { name: 'Pending applications' });
    await user.click(screen.getByRole('button', { name: 'Approve @ann' }));
    expect(await screen.findByText('This application was already decided.')).toBeInTheDocument();
    expect(within(cardOf('ann')).getByRole('button', { name: 'Approve @ann' })).toBeEnabled();
  });
});
