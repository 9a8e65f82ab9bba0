import { useSession } from '@kinora/shared';
import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { AccountSettingsPage } from './account-settings-page';

const ann = makeUser({ username: 'ann', email: 'ann@example.test' });
// A 401 may also mean an expired access token: the client refreshes once and asks again, so a
// wrong password costs one refresh and ends with the server's message.
const server = setupApiServer(
  http.post(apiUrl('/users/refresh-token'), () => ok({ accessToken: 'fresh' })),
  // The sensitive videos section names the site's own choice.
  http.get(apiUrl('/site'), () =>
    ok({
      name: 'Kinora',
      description: '',
      rules: '',
      registration: 'open',
      sensitiveContent: 'blur',
      requireEmailVerification: false,
    }),
  ),
);

function renderPage(account = ann) {
  server.use(http.get(apiUrl('/users/current-user'), () => ok(account)));
  return renderWithProviders(<AccountSettingsPage />, {
    route: '/settings/account',
    session: account,
  });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('AccountSettingsPage: role', () => {
  it('shows an admin the Administrator badge and the way to the platform page', async () => {
    renderPage(makeUser({ username: 'root', role: 'admin' }));
    const role = await screen.findByRole('region', { name: 'Role' });
    expect(within(role).getByText('Administrator')).toBeInTheDocument();
    expect(within(role).getByRole('link', { name: 'platform page' })).toHaveAttribute(
      'href',
      '/platform',
    );
  });

  it('shows a moderator the Moderator badge and the way to the queue', async () => {
    renderPage(makeUser({ username: 'mo', role: 'moderator' }));
    const role = await screen.findByRole('region', { name: 'Role' });
    expect(within(role).getByText('Moderator')).toBeInTheDocument();
    expect(within(role).getByRole('link', { name: 'moderation queue' })).toHaveAttribute(
      'href',
      '/moderation',
    );
  });

  it('shows no role to an account that is neither admin nor moderator', async () => {
    renderPage();
    await screen.findByText('ann@example.test');
    expect(screen.queryByRole('region', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
  });
});

describe('AccountSettingsPage: email', () => {
  it('says whether the address is verified', async () => {
    renderPage(makeUser({ username: 'ann', email: 'ann@example.test', emailVerified: false }));
    await screen.findByText('ann@example.test');
    expect(
      within(region('Email')).getByText(
        'This address is not verified yet: open the link we mailed to it to confirm it is yours.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the new address with the current password, which then waits for its link', async () => {
    let body: unknown;
    server.use(
      http.patch(apiUrl('/users/update-account'), async ({ request }) => {
        body = await request.json();
        return ok({ ...ann, pendingEmail: 'ann@new.test' });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('ann@example.test');
    const email = region('Email');
    expect(within(email).getByText('This address is verified.')).toBeInTheDocument();
    expect(within(email).queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    await user.type(within(email).getByLabelText('New email'), ' ann@new.test ');
    await user.type(within(email).getByLabelText('Current password'), 'secret1');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));

    expect(
      await screen.findByText(
        'Check ann@new.test and open the link we sent to confirm the change.',
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({ email: 'ann@new.test', currentPassword: 'secret1' });
    expect(within(email).getByText('Waiting for confirmation: ann@new.test')).toBeInTheDocument();
    // The account still signs in with its old address until the link is opened.
    expect(within(email).getByText('ann@example.test')).toBeInTheDocument();
    expect(within(email).getByLabelText('Current password')).toHaveValue('');
    expect(useSession.getState().user).toMatchObject({
      email: 'ann@example.test',
      pendingEmail: 'ann@new.test',
    });
  });

  it('cancels a change that waits for its confirmation', async () => {
    let cancelled = false;
    server.use(
      http.delete(apiUrl('/users/pending-email'), () => {
        cancelled = true;
        return ok({ ...ann, pendingEmail: null });
      }),
    );
    const { user } = renderPage({ ...ann, pendingEmail: 'ann@new.test' });
    const email = await screen.findByRole('region', { name: 'Email' });
    const notice = await within(email).findByRole('group', { name: 'Change of address' });
    expect(notice).toHaveTextContent('Waiting for confirmation: ann@new.test');
    await user.click(within(notice).getByRole('button', { name: 'Cancel change' }));

    expect(await screen.findByText('The change of address was cancelled.')).toBeInTheDocument();
    expect(cancelled).toBe(true);
    expect(within(email).queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    expect(within(email).getByLabelText('New email')).toHaveFocus();
    expect(useSession.getState().user?.pendingEmail).toBeNull();
  });

  it('keeps the waiting change and says why when it cannot be cancelled', async () => {
    server.use(
      http.delete(apiUrl('/users/pending-email'), () =>
        fail(503, 'The server is busy; try again in a minute.'),
      ),
    );
    const { user } = renderPage({ ...ann, pendingEmail: 'ann@new.test' });
    const notice = await screen.findByRole('group', { name: 'Change of address' });
    await user.click(within(notice).getByRole('button', { name: 'Cancel change' }));
    expect(
      await screen.findByText('The server is busy; try again in a minute.'),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent('Waiting for confirmation: ann@new.test');
    expect(within(notice).getByRole('button', { name: 'Cancel change' })).toBeEnabled();
  });

  it('asks for the current password before sending', async () => {
    const { user } = renderPage();
    await screen.findByText('ann@example.test');
    const email = region('Email');
    await user.type(within(email).getByLabelText('New email'), 'ann@new.test');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(within(email).getByRole('alert')).toHaveTextContent(
      'Enter your current password to change your email.',
    );
  });

  it('shows what the server says about a wrong password or a taken address', async () => {
    server.use(
      http.patch(apiUrl('/users/update-account'), () =>
        fail(401, 'Current password is incorrect.'),
      ),
    );
    const { user } = renderPage();
    await screen.findByText('ann@example.test');
    const email = region('Email');
    await user.type(within(email).getByLabelText('New email'), 'ann@new.test');
    await user.type(within(email).getByLabelText('Current password'), 'wrong1');
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent(
      'Current password is incorrect.',
    );
    expect(useSession.getState().status).toBe('authenticated');
  });
});

describe('AccountSettingsPage: password', () => {
  it('changes the password and says the other devices were signed out', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/users/change-password'), async ({ request }) => {
        body = await request.json();
        return ok({});
      }),
    );
    const { user } = renderPage();
    await screen.findByText('ann@example.test');
    const password = region('Password');
    await user.type(within(password).getByLabelText('Current password'), 'secret1');
    await user.type(within(password).getByLabelText('New password'), 'better-secret');
    await user.type(within(password).getByLabelText('Confirm new password'), 'better-secret');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await within(password).findByRole('status')).toHaveTextContent(
      'Every other device was signed out',
    );
    expect(body).toEqual({ oldPassword: 'secret1', newPassword: 'better-secret' });
    expect(within(password).getByLabelText('New password')).toHaveValue('');
  });

  it('checks the length and the repeat before sending', async () => {
    const { user } = renderPage();
    await screen.findByText('ann@example.test');
    const password = region('Password');
    await user.type(within(password).getByLabelText('Current password'), 'secret1');
    await user.type(within(password).getByLabelText('New password'), 'short');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    await user.type(within(password).getByLabelText('New password'), 'er-one');
    await user.type(within(password).getByLabelText('Confirm new password'), 'shorter-two');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByRole('alert')).toHaveTextContent(
      'The new passwords do not match.',
    );
  });
});

describe('AccountSettingsPage: deleting the account', () => {
  it('asks for the typed username and the password, then signs out and goes home', async () => {
    let body: unknown;
    server.use(
      http.delete(apiUrl('/users'), async ({ request }) => {
        body = await request.json();
        return ok({});
      }),
    );
    const { user, router } = renderPage();
    await screen.findByText('ann@example.test');
    await user.click(
      within(region('Delete account')).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(within(dialog).getByLabelText('Type ann to confirm')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type ann to confirm'), 'ann');
    await user.click(confirm);

    expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
    expect(body).toEqual({ password: 'secret1' });
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('keeps the dialog open with the server’s message when the password is wrong', async () => {
    let refreshes = 0;
    server.use(
      http.delete(apiUrl('/users'), () => fail(401, 'Password is incorrect.')),
      http.post(apiUrl('/users/refresh-token'), () => {
        refreshes += 1;
        return ok({ accessToken: 'fresh' });
      }),
    );
    const { user } = renderPage();
    await screen.findByText('ann@example.test');
    await user.click(
      within(region('Delete account')).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Type ann to confirm'), 'ann');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is incorrect.');
    expect(refreshes).toBe(1);
    expect(useSession.getState().status).toBe('authenticated');
  });
});
