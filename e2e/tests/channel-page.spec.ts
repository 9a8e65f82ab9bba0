import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ChannelPage } from '../pages/channel-page';
import { LoginPage } from '../pages/login-page';
import { ShellFrame } from '../pages/shell-frame';
import { brandChannelByApi, createPlaylistByApi, uploadByApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { newUser, registerAccount } from '../support/users';
import type { APIRequestContext, Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

interface ListBody {
  data: { docs: { _id: string; title: string }[] };
}

/** A playlist of `token`'s owner holding `videoId`; answers its id. */
async function playlistByApi(
  request: APIRequestContext,
  token: string,
  name: string,
  videoId: string,
  isPrivate: boolean,
): Promise<string> {
  const id = await createPlaylistByApi(request, token, name, { isPrivate });
  const added = await request.patch(`/api/v1/playlist/add/${videoId}/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(added.ok()).toBe(true);
  return id;
}

async function shoot(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

for (const width of [1280, 390]) {
  test(`home community row, channel banner, Playlists and About at ${width}px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    mkdirSync(SCREENS_DIR, { recursive: true });

    const creator = newUser('about');
    const account = await registerAccount(request, creator);
    const title = `Community pick ${creator.username}`;
    const videoId = await uploadByApi(request, account.token, title);
    // One view (a watch page reports it) makes the fresh upload trend above videos nobody watched.
    expect((await request.post(`/api/v1/videos/${videoId}/views`)).ok()).toBe(true);
    const description = `Woodwork and birdhouses, by ${creator.fullName}.`;
    await brandChannelByApi(request, account.token, description);
    const links = await request.patch('/api/v1/users/update-account', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { links: [{ title: 'Workshop blog', url: 'https://workshop.example.org/' }] },
    });
    expect(links.ok()).toBe(true);
    await playlistByApi(request, account.token, 'Open builds', videoId, false);
    const secretId = await playlistByApi(request, account.token, 'Secret drafts', videoId, true);

    // Home: the community row comes first and holds the upload.
    await page.goto('/');
    const row = page.getByRole('region', { name: 'From the community' });
    await expect(row.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
    await shoot(page, `home-${width}`);

    const channel = new ChannelPage(page);
    // The parts are spaced by the layout (flex gaps), not by text.
    const meta = new RegExp(`^@${creator.username}\\s*•\\s*0 subscribers\\s*•\\s*1 video$`);
    await channel.open(creator.username);
    await expect(channel.name).toHaveText(creator.fullName);
    await expect(channel.banner).toBeVisible();
    await expect(channel.meta).toHaveText(meta);
    await expect(channel.main.getByRole('link', { name: title }).first()).toBeVisible();
    await shoot(page, `channel-videos-${width}`);

    await channel.tab('Playlists').click();
    await expect(page).toHaveURL(new RegExp(`/channel/${creator.username}/playlists$`));
    await expect(channel.main.getByRole('link', { name: 'Open builds' })).toBeVisible();
    await expect(channel.main.getByText('Secret drafts')).toHaveCount(0);
    await expect(channel.banner).toBeVisible();
    await shoot(page, `channel-playlists-${width}`);

    // A public playlist opens for a visitor, never the login page; a private one stays private.
    await channel.main.getByRole('link', { name: 'Open builds' }).click();
    await expect(page).toHaveURL(/\/playlist\/[0-9a-f]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Open builds' })).toBeVisible();
    await expect(channel.main.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(channel.main.getByRole('link', { name: 'Play all' })).toBeVisible();
    await page.goto(`/playlist/${secretId}`);
    await expect(page.getByRole('heading', { name: 'Playlist not found.' })).toBeVisible();
    await expect(channel.main.getByText(title)).toHaveCount(0);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/channel/${creator.username}/playlists$`));

    await channel.tab('About').click();
    await expect(page).toHaveURL(new RegExp(`/channel/${creator.username}/about$`));
    await expect(channel.region('Description')).toContainText(description);
    const blog = channel.region('Links').getByRole('link', { name: 'workshop.example.org' });
    await expect(blog).toHaveAttribute('href', 'https://workshop.example.org/');
    await expect(blog).toHaveAttribute('rel', 'noopener nofollow ugc');
    const stats = channel.region('Stats');
    await expect(stats.getByRole('term')).toHaveText(['Joined', 'Total views', 'Videos']);
    // Views are counted once a day per viewer, only from a watch page: the tab shows what the
    // API sums, which is at least the view above.
    const profile = await request.get(`/api/v1/users/c/${creator.username}`);
    const { totalViews } = ((await profile.json()) as { data: { totalViews: number } }).data;
    expect(totalViews).toBeGreaterThanOrEqual(1);
    await expect(stats.getByRole('definition').nth(1)).toHaveText(String(totalViews));
    await expect(channel.meta).toHaveText(meta);
    await shoot(page, `channel-about-${width}`);
  });
}

for (const width of [1280, 390]) {
  test(`a visitor’s Subscribe on a channel asks them to sign in and brings them back at ${width}px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    mkdirSync(SCREENS_DIR, { recursive: true });
    const creator = newUser('subme');
    await registerAccount(request, creator);
    // Registered apart from the page: the page stays a visitor's.
    const fan = newUser('fan');
    await registerAccount(request, fan);

    const channel = new ChannelPage(page);
    await channel.open(creator.username);
    await expect(channel.name).toHaveText(creator.fullName);
    const subscribe = channel.main.getByRole('button', { name: 'Subscribe', exact: true });
    await expect(subscribe).toBeVisible();
    // A real button under the description, not squeezed: the watch page's size.
    const box = await subscribe.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(32);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(80);
    await shoot(page, `channel-visitor-subscribe-${width}`);

    await subscribe.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(new ShellFrame(page).toast('Please log in to subscribe.')).toBeVisible();
    const login = new LoginPage(page);
    await login.login(fan.username, fan.password);

    // Back on the channel, signed in: the same button now subscribes.
    await expect(page).toHaveURL(new RegExp(`/channel/${creator.username}$`));
    await expect(
      page.getByRole('button', { name: `Account menu for ${fan.username}` }),
    ).toBeVisible();
    await subscribe.click();
    await expect(
      channel.main.getByRole('button', { name: 'Subscribed', exact: true }),
    ).toBeVisible();
    await expect(channel.meta).toContainText('1 subscriber');
  });
}

test('Explore sorts by newest, most viewed and oldest, kept in the address', async ({
  page,
  request,
}) => {
  const creator = newUser('explore');
  const account = await registerAccount(request, creator);
  await uploadByApi(request, account.token, `Explore sort ${creator.username}`);

  const firstOf = async (query: string) => {
    const response = await request.get(`/api/v1/videos?limit=1&${query}`);
    return ((await response.json()) as ListBody).data.docs[0]?.title ?? '';
  };
  const firstCard = page.getByRole('main').locator('article').first();

  await page.goto('/explore');
  const sort = page.getByRole('radiogroup', { name: 'Sort videos' });
  await expect(sort.getByRole('radio', { name: 'Newest' })).toHaveAttribute('aria-checked', 'true');
  await expect(firstCard).toContainText(await firstOf('sortBy=createdAt&sortType=desc'));

  await sort.getByRole('radio', { name: 'Oldest' }).click();
  await expect(page).toHaveURL(/\/explore\?sort=oldest$/);
  await expect(firstCard).toContainText(await firstOf('sortBy=createdAt&sortType=asc'));

  await sort.getByRole('radio', { name: 'Most viewed' }).click();
  await expect(page).toHaveURL(/\/explore\?sort=popular$/);
  await expect(firstCard).toContainText(await firstOf('sortBy=views&sortType=desc'));

  // The order survives a reload.
  await page.reload();
  await expect(
    page
      .getByRole('radiogroup', { name: 'Sort videos' })
      .getByRole('radio', { name: 'Most viewed' }),
  ).toHaveAttribute('aria-checked', 'true');
});
