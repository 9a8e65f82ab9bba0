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
import { SITE_ADMINS_ONLY_TITLE } from '../texts';
import { savedSettings } from './site-settings-fixtures';
import { SiteSettingsPage } from './site-settings-page';
import type { SiteSettings, User } from '@kinora/shared';

const server = setupApiServer();
const admin = makeUser({ username: 'root', role: 'admin' });

function serveSettings(settings: SiteSettings = savedSettings) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl('/admin/settings'), () => {
      calls.push('settings');
      return ok(settings);
    }),
    http.get(apiUrl('/admin/applications'), () => {
      calls.push('applications');
      return ok(page([]));
    }),
  );
  return calls;
}

function renderPage(session: User = admin) {
  return renderWithProviders(<SiteSettingsPage />, {
    route: '/admin/settings',
    path: '/admin/settings',
    session,
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('SiteSettingsPage', () => {
  it('is for admins only: moderators see what it is for and no call is made', async () => {
    const calls = serveSettings();
    renderPage(makeUser({ role: 'moderator' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Site settings' })).toBeInTheDocument();
    expect(screen.getByText(SITE_ADMINS_ONLY_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('loads the settings into the form, with nothing to save yet', async () => {
    serveSettings();
    renderPage();
    expect(screen.getByText('Loading the site settings...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Trainspotters');
    expect(screen.getByLabelText('Short description')).toHaveValue(savedSettings.description);
    expect(screen.getByLabelText('Rules')).toHaveValue('Be kind.\n\nNo spam.');
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Approval required' })).toHaveAccessibleDescription(
      'People apply with a few words about why; an admin approves each account below.',
    );
    expect(screen.getByLabelText('Blocked words, one per line')).toHaveValue('spam\nfree money');
    expect(
      screen.getByText(/contain one of these words wait for the moderators’ review/),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(document.title).toBe('Site settings · Kinora');
  });

  it('saves the edited settings, trimmed, the words one a line without blanks or repeats', async () => {
    serveSettings();
    const sent: SiteSettings[] = [];
    server.use(
      http.put(apiUrl('/admin/settings'), async ({ request }) => {
        const body = (await request.json()) as SiteSettings;
        sent.push(body);
        return ok(body);
      }),
    );
    const { user } = renderPage();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Rail Club ');
    await user.type(screen.getByLabelText('Rules'), '{Enter}{Enter}Credit the filmer.');
    await user.click(screen.getByRole('radio', { name: 'Approval required' }));
    const words = screen.getByLabelText('Blocked words, one per line');
    await user.clear(words);
    await user.type(words, 'scam{Enter}{Enter} SCAM {Enter}crypto giveaway');
    await user.click(saveButton());

    expect(await screen.findByText('Site settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Rail Club',
        description: savedSettings.description,
        rules: 'Be kind.\n\nNo spam.\n\nCredit the filmer.',
        registration: 'approval',
        sensitiveContent: 'blur',
        blockedWords: ['scam', 'crypto giveaway'],
      },
    ]);
    expect(screen.getByLabelText('Name')).toHaveValue('Rail Club');
    expect(screen.getByLabelText('Blocked words, one per line')).toHaveValue(
      'scam\ncrypto giveaway',
    );
    expect(saveButton()).toBeDisabled();
  });

  it('sets what visitors get of sensitive videos', async () => {
    serveSettings({ ...savedSettings, sensitiveContent: 'show' });
    const sent: SiteSettings[] = [];
    server.use(
      http.put(apiUrl('/admin/settings'), async ({ request }) => {
        const body = (await request.json()) as SiteSettings;
        sent.push(body);
        return ok(body);
      }),
    );
    const { user } = renderPage();
    const select = await screen.findByRole('combobox', { name: 'Sensitive videos for visitors' });
    expect(select).toHaveValue('show');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Blur and warn', 'Show', 'Hide']);
    expect(select).toHaveAccessibleDescription(/Hide leaves them out of every list/);

    await user.selectOptions(select, 'Hide');
    await user.click(saveButton());
    expect(await screen.findByText('Site settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ ...savedSettings, sensitiveContent: 'hide' }]);
    expect(select).toHaveValue('hide');
  });

  it('asks for a name before sending, and shows why the server refused a save', async () => {
    serveSettings();
    let puts = 0;
    server.use(
      http.put(apiUrl('/admin/settings'), () => {
        puts += 1;
        return fail(400, 'The rules are too long.');
      }),
    );
    const { user } = renderPage();
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(saveButton());
    expect(screen.getByText('Enter a name for the site.')).toBeInTheDocument();
    expect(puts).toBe(0);

    await user.type(screen.getByLabelText('Name'), 'Rail Club');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The rules are too long.');
    expect(puts).toBe(1);
    // Cancel puts back what is saved.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Trainspotters'));
  });
});
