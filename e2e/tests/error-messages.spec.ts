import { expect, test } from '../support/fixtures';
import { startSite, stopSite, type RunningSite } from '../support/site';
import { newUser, registerByApi, signedIn } from '../support/users';
import { NewPostPage } from '../pages/community-pages';
import { LoginPage } from '../pages/login-page';
import { RegisterPage } from '../pages/register-page';
import { ShellFrame } from '../pages/shell-frame';
import { UploadPage } from '../pages/upload-page';
import { testMedia } from '../support/media';

test('a wrong password is refused inline and in a toast', async ({ page, request }) => {
  const user = newUser('wrongpw');
  await registerByApi(request, user);
  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, 'not-the-password');
  await expect(login.error).toBeVisible();
  await expect(new ShellFrame(page).toast('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a short password blocks registration before any request', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.open();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/users/register')) calls.push(request.url());
  });
  await register.fill({ ...newUser('shortpw'), password: '12345' });
  await register.submit.click();
  await expect(
    page.getByRole('main').getByText('Password must be at least 6 characters long.'),
  ).toBeVisible();
  expect(calls).toEqual([]);
});

test('an empty post is refused', async ({ page }) => {
  await signedIn(page, 'tweeter', '/add-tweet');
  const composer = new NewPostPage(page);
  await composer.content.fill('   ');
  await composer.post.click();
  await expect(new ShellFrame(page).toast('Post cannot be empty.')).toBeVisible();
  await expect(page).toHaveURL(/\/add-tweet$/);
});

test('an empty playlist name is refused with an alert', async ({ page }) => {
  await signedIn(page, 'lister', '/playlists');
  const shell = new ShellFrame(page);
  await expect(shell.heading('My Playlists')).toBeVisible();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await shell.main.getByRole('button', { name: 'New playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'New playlist' });
  await expect(dialog.getByRole('checkbox', { name: /^Private/ })).toBeChecked();
  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Create Playlist' }).click();
  await expect.poll(() => alerts).toEqual(['Playlist name cannot be empty.']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    shell.main.getByText('No playlists found. Create your first one above!'),
  ).toBeVisible();
});

for (const id of ['%%%', 'not-a-real-id!']) {
  test(`a malformed video id (${id}) is a video that is not there, not a network error`, async ({
    page,
  }) => {
    await page.goto(`/watch/${id}`);
    const shell = new ShellFrame(page);
    await expect(shell.main.getByText('Video not found.')).toBeVisible();
    await expect(shell.main.getByText('Could not fetch video details.')).toHaveCount(0);
    await expect(page).toHaveTitle(/Video not found\./);
  });
}

test('an upload with missing fields is refused', async ({ page }) => {
  await signedIn(page, 'uploader', '/upload-video');
  const upload = new UploadPage(page);
  await upload.title.fill('Only a title');
  await upload.videoFile.setInputFiles(testMedia().video);
  await upload.submit.click();
  await expect(page.getByRole('main').getByText('All fields are required.')).toBeVisible();
  // Still on the upload page: the picked file started uploading as a draft, named in the address.
  await expect(page).toHaveURL(/\/upload-video(\?draft=[0-9a-f]{24})?$/);
});

test.describe('with the day’s YouTube quota spent', () => {
  let quotaSite: RunningSite | null = null;

  test.beforeAll(async () => {
    // A real key path with a zero daily search budget: the server itself answers 429, before
    // anything would leave the machine (the base URL points nowhere).
    quotaSite = await startSite({
      YOUTUBE_API_KEY: 'e2e-key-never-sent',
      YOUTUBE_API_BASE_URL: 'http://127.0.0.1:9',
      YOUTUBE_SEARCH_DAILY_BUDGET: '0',
    });
  });

  test.afterAll(async () => {
    if (quotaSite) await stopSite(quotaSite);
  });

  test('the home page shows the quota banner', async ({ page }) => {
    if (!quotaSite) throw new Error('The quota site did not start.');
    await page.goto(`${quotaSite.url}/`);
    const banner = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'API Limit Reached' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      'The daily YouTube API quota has been exceeded. Public video data will not be available until tomorrow.',
    );
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Latest Movie Trailers' }),
    ).toHaveCount(0);
  });
});
