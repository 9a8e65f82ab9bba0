import { useSession } from '@kinora/shared';
import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { makeFile } from '../../../test/make-file';
import { ProfileSettingsPage } from './profile-settings-page';

const ann = makeUser({
  username: 'ann',
  fullName: 'Ann Lee',
  description: 'Films about trains.',
  avatar: '/api/v1/media/avatars/ann.webp',
});
const server = setupApiServer();

function renderPage(account = ann) {
  server.use(http.get(apiUrl('/users/current-user'), () => ok(account)));
  return renderWithProviders(<ProfileSettingsPage />, {
    route: '/settings/profile',
    session: account,
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('ProfileSettingsPage', () => {
  it('loads the profile under the settings tabs, with nothing to save yet', async () => {
    renderPage();
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Ann Lee');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Devices' })).toHaveAttribute(
      'href',
      '/settings/sessions',
    );
    expect(screen.getByLabelText('Description')).toHaveValue('Films about trains.');
    expect(screen.getByText('19 / 1000')).toBeInTheDocument();
    expect(screen.getByText('No banner yet')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your channel picture' })).toHaveAttribute(
      'src',
      '/api/v1/media/avatars/ann.webp',
    );
    expect(saveButton()).toBeDisabled();
    expect(document.title).toBe('Profile settings · Kinora');
  });

  it('previews the channel header with the chosen images and text before anything is sent, and Undo puts them back', async () => {
    const { user } = renderPage();
    await user.upload(
      await screen.findByLabelText('Banner image'),
      makeFile('wide.png', 4096, 'image/png'),
    );
    await user.upload(
      screen.getByLabelText('Profile picture'),
      makeFile('me.jpg', 2048, 'image/jpeg'),
    );
    expect(screen.getByRole('img', { name: 'Preview of wide.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByRole('img', { name: 'Preview of me.jpg' })).toBeInTheDocument();
    expect(screen.getByTestId('channel-banner')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByRole('img', { name: 'Your channel picture' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ann on Rails');
    expect(screen.getByText('Ann on Rails')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    const [undoBanner] = screen.getAllByRole('button', { name: 'Undo' });
    if (!undoBanner) throw new Error('No Undo button.');
    await user.click(undoBanner);
    expect(screen.queryByRole('img', { name: 'Preview of wide.png' })).not.toBeInTheDocument();
    expect(screen.getByText('No banner yet')).toBeInTheDocument();
  });

  it('saves the banner, the picture and the text, then shows the saved account everywhere', async () => {
    const sent: string[] = [];
    let details: unknown;
    server.use(
      http.patch(apiUrl('/users/cover-image'), async ({ request }) => {
        const form = await request.formData();
        sent.push(`cover:${(form.get('coverImage') as File).name}`);
        return ok({ ...ann, coverImage: '/api/v1/media/covers/new.webp' });
      }),
      http.patch(apiUrl('/users/avatar'), async ({ request }) => {
        const form = await request.formData();
        sent.push(`avatar:${(form.get('avatar') as File).name}`);
        return ok({
          ...ann,
          coverImage: '/api/v1/media/covers/new.webp',
          avatar: '/api/v1/media/avatars/new.webp',
        });
      }),
      http.patch(apiUrl('/users/update-account'), async ({ request }) => {
        details = await request.json();
        sent.push('details');
        return ok({
          ...ann,
          fullName: 'Ann B. Lee',
          description: 'Films about trams.',
          coverImage: '/api/v1/media/covers/new.webp',
          avatar: '/api/v1/media/avatars/new.webp',
        });
      }),
    );
    const { user } = renderPage();
    await user.upload(
      await screen.findByLabelText('Banner image'),
      makeFile('wide.png', 4096, 'image/png'),
    );
    await user.upload(
      screen.getByLabelText('Profile picture'),
      makeFile('me.jpg', 2048, 'image/jpeg'),
    );
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), ' Ann B. Lee ');
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Films about trams.');
    await user.click(saveButton());

    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(sent).toEqual(['cover:wide.png', 'avatar:me.jpg', 'details']);
    expect(details).toEqual({ fullName: 'Ann B. Lee', description: 'Films about trams.' });
    expect(useSession.getState().user).toMatchObject({
      fullName: 'Ann B. Lee',
      avatar: '/api/v1/media/avatars/new.webp',
    });
    expect(screen.getByTestId('channel-banner')).toHaveAttribute(
      'src',
      '/api/v1/media/covers/new.webp',
    );
    expect(saveButton()).toBeDisabled();
  });

  it('shows the server’s message when a part is refused, keeping what was saved before it', async () => {
    server.use(
      http.patch(apiUrl('/users/cover-image'), () =>
        ok({ ...ann, coverImage: '/api/v1/media/covers/new.webp' }),
      ),
      http.patch(apiUrl('/users/avatar'), () =>
        fail(415, 'The avatar must be a JPEG, PNG, WebP or GIF image.'),
      ),
    );
    const { user } = renderPage();
    await user.upload(
      await screen.findByLabelText('Banner image'),
      makeFile('wide.png', 4096, 'image/png'),
    );
    await user.upload(
      screen.getByLabelText('Profile picture'),
      makeFile('me.png', 2048, 'image/png'),
    );
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The avatar must be a JPEG, PNG, WebP or GIF image.',
    );
    expect(screen.getByTestId('channel-banner')).toHaveAttribute(
      'src',
      '/api/v1/media/covers/new.webp',
    );
    expect(screen.getByRole('img', { name: 'Preview of me.png' })).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('asks for a name instead of sending an empty one, and refuses a file that is no image', async () => {
    let sent = false;
    server.use(
      http.patch(apiUrl('/users/update-account'), () => {
        sent = true;
        return ok(ann);
      }),
    );
    const { user } = renderPage();
    await user.clear(await screen.findByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(saveButton());
    expect(screen.getByText('Enter a name for your channel.')).toBeInTheDocument();
    expect(sent).toBe(false);

    // The picker offers images only; a file dropped past that filter is still refused.
    fireEvent.change(screen.getByLabelText('Banner image'), {
      target: { files: [makeFile('notes.txt', 20, 'text/plain')] },
    });
    expect(screen.getByText('Choose an image file (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded, and Retry loads it', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/users/current-user'), () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Down') : ok(ann);
      }),
    );
    const { user } = renderWithProviders(<ProfileSettingsPage />, {
      route: '/settings/profile',
      session: ann,
    });
    expect(await screen.findByText('Could not load your profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ann Lee');
  });
});
