import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { newUser, registerByApi } from '../support/users';
import { LoginPage } from '../pages/login-page';
import { ShellFrame } from '../pages/shell-frame';

const HOME_ROWS = [
  'Latest Movie Trailers',
  'Top Music Videos India',
  'Tech Reviews',
  'Live Gaming Streams',
];

test('a visitor browses home, search, an external video, explore, a channel and the community', async ({
  page,
  request,
}) => {
  // A channel of its own, so the channel screens have something to show whatever else runs.
  const creator = newUser('chan');
  const token = await registerByApi(request, creator);
  const videoTitle = `Visitor sees ${creator.username}`;
  await uploadByApi(request, token, videoTitle);

  const shell = new ShellFrame(page);
  await page.goto('/');
  for (const row of HOME_ROWS) {
    await expect(shell.main.getByRole('heading', { name: row })).toBeVisible();
  }
  await shell.expectSignedOut();

  await shell.search('  trailer  ');
  await expect(page).toHaveURL(/\/results\?search_query=trailer$/);
  await expect(shell.heading('Results for: "trailer"')).toBeVisible();
  await expect(shell.searchBox).toHaveValue('trailer');

  const firstResult = shell.main.locator('a[href^="/watch/"]').first();
  await firstResult.click();
  await expect(page).toHaveURL(/\/watch\/[\w-]{11}$/);
  await expect(shell.searchBox, 'away from the results the box is empty').toHaveValue('');
  await expect(shell.main.locator('iframe')).toBeVisible();
  await expect(shell.main.getByRole('button', { name: /^Like \(/ })).toBeDisabled();
  await expect(shell.main.getByText('Log in to add a comment.').first()).toBeVisible();
  // YouTube videos can be saved too (by reference): Save takes a visitor to sign in first.
  await shell.main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await shell.sidebarLink('Explore').click();
  await expect(shell.heading('Explore All Videos')).toBeVisible();
  await expect(shell.main.getByRole('link', { name: videoTitle }).first()).toBeVisible();

  await page.goto(`/channel/${creator.username}`);
  await expect(shell.heading(creator.fullName)).toBeVisible();
  await expect(shell.main.getByText(`@${creator.username}`).first()).toBeVisible();
  await expect(shell.main.getByRole('link', { name: videoTitle }).first()).toBeVisible();

  await page.goto(`/search-channels?query=${creator.username}`);
  await expect(shell.heading(`Channels for "${creator.username}"`)).toBeVisible();
  await shell.main.getByRole('link', { name: creator.fullName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/channel/${creator.username}$`));

  await shell.sidebarLink('Community').click();
  await expect(shell.heading('Community')).toBeVisible();
  await expect(shell.main.getByRole('link', { name: 'Add Post' })).toHaveCount(0);
});

test('a protected route sends a visitor to /login and back after signing in', async ({
  page,
  request,
}) => {
  const user = newUser('back');
  await registerByApi(request, user);
  const shell = new ShellFrame(page);

  await page.goto('/playlists');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await login.login(user.email, user.password);

  await expect(page).toHaveURL(/\/playlists$/);
  await expect(shell.heading('My Playlists')).toBeVisible();
  await expect(shell.toast(`Welcome back, ${user.fullName}!`)).toBeVisible();
  await expect(shell.sidebarLink('My Videos')).toBeVisible();
});
