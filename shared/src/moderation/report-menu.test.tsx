import { screen, waitFor } from '@testing-library/react';
import { http as mock } from 'msw';
import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { ReportMenu, type ReportTarget } from './report-menu';
import type { CreateReportRequest, User } from '@kinora/shared';

const me = makeUser({ username: 'bob' });
const server = setupApiServer();

/** Answers `POST /reports` and keeps what each report sent. */
function acceptReports() {
  const sent: CreateReportRequest[] = [];
  server.use(
    mock.post(apiUrl('/reports'), async ({ request }) => {
      sent.push((await request.json()) as CreateReportRequest);
      return ok({ reportId: 'r1' }, 201);
    }),
  );
  return sent;
}

function renderMenu(target: ReportTarget, session: User | null = me) {
  return renderWithProviders(<ReportMenu target={target} label="More actions for this comment" />, {
    route: '/watch/v1',
    path: '/watch/:videoId',
    session,
  });
}

async function openReport(user: ReturnType<typeof renderMenu>['user']) {
  await user.click(screen.getByRole('button', { name: 'More actions for this comment' }));
  await user.click(screen.getByRole('menuitem', { name: 'Report' }));
  return screen.findByRole('dialog', { name: /^Report / });
}

describe('ReportMenu', () => {
  it('asks a visitor to sign in, and brings them back afterwards', async () => {
    const { user, router } = renderMenu({ kind: 'comment', id: 'c1' }, null);
    await user.click(screen.getByRole('button', { name: 'More actions for this comment' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign in to report' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/watch/v1', search: '', hash: '' },
    });
  });

  it('offers nothing on one’s own things', () => {
    renderMenu({ kind: 'comment', id: 'c1', ownerId: me._id });
    expect(
      screen.queryByRole('button', { name: 'More actions for this comment' }),
    ).not.toBeInTheDocument();
  });

  it('closes the menu on Escape and gives focus back to its button', async () => {
    const { user } = renderMenu({ kind: 'comment', id: 'c1' });
    const button = screen.getByRole('button', { name: 'More actions for this comment' });
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('sends the reason and the details, then thanks the reporter', async () => {
    const sent = acceptReports();
    const { user } = renderMenu({ kind: 'comment', id: 'c1', ownerId: 'someone-else' });
    const dialog = await openReport(user);
    expect(dialog).toHaveAccessibleName('Report comment');
    const reasons = screen
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(reasons).toEqual([
      'Spam',
      'Harassment or bullying',
      'Hateful content',
      'Violence or dangerous acts',
      'Sexual content',
      'Misleading or false information',
      'Copyright infringement',
      'Something else',
    ]);

    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(screen.getByRole('textbox', { name: 'Details (optional)' }), '  Insults  ');
    expect(screen.getByText('11 / 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('Thanks for reporting')).toBeInTheDocument();
    expect(sent).toEqual([
      { itemKind: 'comment', itemId: 'c1', reason: 'harassment', text: 'Insults' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'More actions for this comment' })).toHaveFocus();
  });

  it('names the moment of a video when asked to', async () => {
    const sent = acceptReports();
    const { user } = renderMenu({ kind: 'video', id: 'v1', currentTime: () => 83.6 });
    const dialog = await openReport(user);
    expect(dialog).toHaveAccessibleName('Report video');
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('checkbox', { name: 'At 1:23 in the video' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByText('Thanks for reporting');
    expect(sent).toEqual([{ itemKind: 'video', itemId: 'v1', reason: 'spam', startAt: 83 }]);
  });

  it('offers no moment before the video has played', async () => {
    const { user } = renderMenu({ kind: 'video', id: 'v1', currentTime: () => 0 });
    await openReport(user);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows why the server refused the report, and keeps the dialog open', async () => {
    server.use(
      mock.post(apiUrl('/reports'), () => fail(409, 'You have already reported this comment.')),
    );
    const { user } = renderMenu({ kind: 'comment', id: 'c1' });
    await openReport(user);
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reported this comment.',
    );
    expect(screen.getByRole('dialog', { name: 'Report comment' })).toBeInTheDocument();
    expect(screen.queryByText('Thanks for reporting')).not.toBeInTheDocument();
  });
});
