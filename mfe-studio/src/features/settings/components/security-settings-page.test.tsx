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
import { makeSecurity, renderSecurityPage } from './security-fixtures';
import { SecuritySettingsPage } from './security-settings-page';

const server = setupApiServer();

const region = (name: string) => screen.findByRole('region', { name });

describe('SecuritySettingsPage', () => {
  it('is a tab of the settings, loading what protects the account', async () => {
    renderSecurityPage(server);
    expect(screen.getByText('Loading your security settings...')).toBeInTheDocument();
    expect(await region('Two-factor authentication')).toBeInTheDocument();
    expect(await region('Passkeys')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(tabs).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/settings/security',
    );
    expect(document.title).toBe('Security settings · Kinora');
  });

  it('says the address is verified', async () => {
    renderSecurityPage(server);
    const email = await region('Email');
    expect(within(email).getByText('ann@example.test')).toBeInTheDocument();
    expect(within(email).getByText('This address is verified.')).toBeInTheDocument();
    expect(within(email).queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  });

  it('says the address is not verified, and which new one waits for its link', async () => {
    renderSecurityPage(
      server,
      makeSecurity({ emailVerified: false }),
      makeUser({ username: 'ann', email: 'ann@example.test', pendingEmail: 'ann@new.test' }),
    );
    const email = await region('Email');
    expect(
      within(email).getByText(
        'This address is not verified yet: open the link we mailed to it to confirm it is yours.',
      ),
    ).toBeInTheDocument();
    expect(within(email).getByText(/Waiting for confirmation:/)).toHaveTextContent(
      'Waiting for confirmation: ann@new.test.',
    );
    expect(within(email).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
  });

  it('offers Retry when the security settings cannot be loaded', async () => {
    server.use(http.get(apiUrl('/users/security'), () => fail(500, 'Server error')));
    const { user } = renderWithProviders(<SecuritySettingsPage />, {
      route: '/settings/security',
      session: makeUser(),
    });
    expect(await screen.findByText('Could not load your security settings.')).toBeInTheDocument();
    server.use(http.get(apiUrl('/users/security'), () => ok(makeSecurity())));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await region('Two-factor authentication')).toBeInTheDocument();
  });
});
