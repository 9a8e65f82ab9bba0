import {
  apiUrl,
  fail,
  makePublicUser,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { AdminUsersPage, USERS_ADMINS_ONLY_TITLE } from './admin-users-page';
import type { AdminUser, SetRoleRequest, User } from '@kinora/shared';

const server = setupApiServer();
const admin = makeUser({ username: 'root', isAdmin: true });

function makeAccount(username: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    user: makePublicUser({ username, fullName: `${username} Doe` }),
    email: `${username}@example.test`,
    role: 'user',
    createdAt: '2026-11-01T10:00:00.000Z',
    suspendedUntil: null,
    suspensionReason: null,
    ...overrides,
  };
}

const ann = makeAccount('ann');
const mo = makeAccount('mo', { role: 'moderator' });
const root = makeAccount('root', { role: 'admin' });
const spammer = makeAccount('spammer', {
  suspendedUntil: '2026-12-04T10:00:00.000Z',
  suspensionReason: 'Spam',
});

function serveUsers(accounts: AdminUser[] = [ann, mo, root, spammer]) {
  const queries: string[] = [];
  server.use(
    http.get(apiUrl('/admin/users'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok(page(accounts));
    }),
  );
  return queries;
}

function renderUsers(session: User = admin, route = '/admin/users') {
  return renderWithProviders(<AdminUsersPage />, { route, path: '/admin/users', session });
}

const rowOf = (username: string) =>
  within(screen.getByRole('region', { name: 'Accounts' }))
    .getByRole('rowheader', { name: new RegExp(`@${username}`) })
    .closest('tr') as HTMLElement;

describe('AdminUsersPage', () => {
  it('is for admins only: moderators are turned away too', async () => {
    const queries = serveUsers();
    renderUsers(makeUser({ role: 'moderator' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText(USERS_ADMINS_ONLY_TITLE)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queries).toEqual([]);
  });

  it('lists the accounts with their email, role and suspension', async () => {
    serveUsers();
    renderUsers();
    await screen.findByRole('region', { name: 'Accounts' });
    expect(rowOf('ann')).toHaveTextContent('ann@example.test');
    expect(rowOf('ann')).toHaveTextContent('User');
    expect(within(rowOf('ann')).getByRole('link', { name: '@ann' })).toHaveAttribute(
      'href',
      '/channel/ann',
    );
    expect(rowOf('mo')).toHaveTextContent('Moderator');
    expect(rowOf('root')).toHaveTextContent('Admins moderate already');
    expect(within(rowOf('root')).queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf('spammer')).toHaveTextContent('until Dec 4, 2026');
    expect(rowOf('spammer')).toHaveTextContent('Spam');
  });

  it('searches by username and filters by role', async () => {
    const queries = serveUsers();
    const { user, router } = renderUsers();
    await screen.findByRole('region', { name: 'Accounts' });
    expect(queries).toEqual(['?page=1']);
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'an');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&query=an'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Moderator');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&query=an&role=moderator'));
    expect(router.state.location.search).toBe('?q=an&role=moderator');
  });

  it('grants and takes the moderator role, and shows the new role in place', async () => {
    serveUsers();
    const sent: { userId: string; body: SetRoleRequest }[] = [];
    server.use(
      http.put(apiUrl('/admin/users/:userId/role'), async ({ request, params }) => {
        const body = (await request.json()) as SetRoleRequest;
        const userId = String(params.userId);
        sent.push({ userId, body });
        const account = [ann, mo].find((candidate) => candidate.user._id === userId) ?? ann;
        return ok({ ...account, role: body.role });
      }),
    );
    const { user } = renderUsers();
    await screen.findByRole('region', { name: 'Accounts' });

    await user.click(screen.getByRole('button', { name: 'Make @ann a moderator' }));
    expect(await screen.findByText('@ann is now a moderator')).toBeInTheDocument();
    expect(rowOf('ann')).toHaveTextContent('Moderator');
    expect(
      within(rowOf('ann')).getByRole('button', { name: 'Take the moderator role from @ann' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take the moderator role from @mo' }));
    expect(await screen.findByText('@mo is no longer a moderator')).toBeInTheDocument();
    expect(sent).toEqual([
      { userId: ann.user._id, body: { role: 'moderator' } },
      { userId: mo.user._id, body: { role: 'user' } },
    ]);
  });

  it('says why a role change was refused', async () => {
    serveUsers();
    server.use(
      http.put(apiUrl('/admin/users/:userId/role'), () =>
        fail(409, 'A suspended account cannot be made a moderator.'),
      ),
    );
    const { user } = renderUsers();
    await screen.findByRole('region', { name: 'Accounts' });
    await user.click(screen.getByRole('button', { name: 'Make @spammer a moderator' }));
    expect(
      await screen.findByText('A suspended account cannot be made a moderator.'),
    ).toBeInTheDocument();
    expect(rowOf('spammer')).toHaveTextContent('User');
  });
});
