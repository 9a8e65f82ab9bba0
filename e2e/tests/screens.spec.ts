import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { seriousViolations, type AxeFinding } from '../support/axe';
import {
  brandChannelByApi,
  commentByApi,
  createPlaylistByApi,
  createPostByApi,
  subscribeByApi,
  uploadByApi,
} from '../support/content';
import { newUser, registerAccount, signIn } from '../support/users';
import { DashboardPage } from '../pages/dashboard-page';
import { EditVideoDialog } from '../pages/edit-video-dialog';
import { VideoPlayer } from '../pages/video-player';
import type { Locator, Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

interface Screen {
  name: string;
  path: string;
  /** Visible once the screen has finished loading. */
  ready: (page: Page) => Locator;
  /** Something to do once it is ready (open a dialog, switch a tab). */
  act?: (page: Page) => Promise<Locator>;
}

const main = (page: Page) => page.getByRole('main');

/**
 * Collects the page's Content-Security-Policy violations, as the browser reports them to the
 * page (`securitypolicyviolation`, registered before any script of the site runs) and on the
 * console, so a blocked script, style, image, frame or connection fails the tour.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__kinoraCspViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`;
      (window as unknown as { __kinoraCspViolation: (r: string) => void }).__kinoraCspViolation(
        report,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
const h1 = (name: string | RegExp) => (page: Page) =>
  main(page).getByRole('heading', { level: 1, name });

/**
 * Both widths in both themes. The system's setting picks the theme, as it does for anyone who has
 * not chosen one; contrast is checked on every screen of the desktop tours (it does not depend
 * on the width), everything else on all four.
 */
const TOURS = [
  { width: 1280, scheme: 'dark' },
  { width: 390, scheme: 'dark' },
  { width: 1280, scheme: 'light' },
  { width: 390, scheme: 'light' },
] as const;

for (const { width, scheme } of TOURS) {
  const theme = scheme === 'light' ? ' in the light theme' : '';
  test(`every screen at ${width}px${theme}: axe finds nothing serious, screenshots saved`, async ({
    page,
    request,
  }) => {
    // About 45 screens, each loaded, drawn whole and checked by axe: near five minutes for a
    // desktop tour beside another on two cores, and CI machines have run twice as slow.
    test.setTimeout(720_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    mkdirSync(SCREENS_DIR, { recursive: true });
    const cspViolations = await watchCsp(page);
    // The policy is really there: zero violations would prove nothing without it.
    const shellPage = await page.goto('/');
    expect(shellPage?.headers()['content-security-policy']).toMatch(/script-src 'self'[;\s]/);

    const creator = newUser('studio');
    const account = await registerAccount(request, creator);
    // A banner and a description, so the channel screens show the whole header.
    await brandChannelByApi(
      request,
      account.token,
      `Short films and long walks, made at home by ${creator.fullName}. New videos most weeks; ask for anything in the comments and it may be next. This line runs long on purpose so the header folds it.`,
    );
    const title = `Screens tour ${creator.username}`;
    const videoId = await uploadByApi(
      request,
      account.token,
      title,
      'A video to look at every screen with.',
    );
    const postId = await createPostByApi(
      request,
      account.token,
      `A post to show on the community screens, ${creator.username}`,
    );
    // A follower both ways, so subscriptions and the subscriber tile have something to show.
    const fan = newUser('fan');
    const fanAccount = await registerAccount(request, fan);
    await subscribeByApi(request, fanAccount.token, account.id);
    await subscribeByApi(request, account.token, fanAccount.id);
    // The subscriptions feed shows what the followed channel uploaded, and the bell has news.
    const fanTitle = `Fan upload ${fan.username}`;
    const fanVideoId = await uploadByApi(
      request,
      fanAccount.token,
      fanTitle,
      'For the subscriptions feed.',
    );
    const liked = await request.post(`/api/v1/likes/toggle/v/${fanVideoId}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(liked.ok()).toBe(true);
    await commentByApi(request, fanAccount.token, videoId, 'Lovely light in this one.');
    // Someone else's post, for the community page of an account that follows nobody yet; with a
    // web address, so axe judges a link inside running text.
    const fanPost = `What the fan saw today, ${fan.username}: https://example.org/walks`;
    await createPostByApi(request, fanAccount.token, fanPost);

    const search = await request.get('/api/v1/youtube/search?query=trailer&maxResults=1');
    const externalId = JSON.stringify(await search.json()).match(/"videoId":"([\w-]{11})"/)?.[1];
    if (!externalId) throw new Error('The offline catalogue found no trailer.');

    const anonymous: Screen[] = [
      {
        name: 'home',
        path: '/',
        ready: (p) => main(p).getByRole('heading', { name: 'Latest Movie Trailers' }),
      },
      {
        name: 'explore',
        path: '/explore',
        ready: (p) => main(p).getByRole('link', { name: title }).first(),
      },
      {
        name: 'results',
        path: '/results?search_query=trailer',
        ready: h1('Results for: "trailer"'),
      },
      {
        name: 'results-empty',
        path: '/results?search_query=zzqxjvw',
        ready: (p) => main(p).getByText('Try a different search term.'),
      },
      { name: 'watch-own', path: `/watch/${videoId}`, ready: h1(title) },
      {
        name: 'watch-external',
        path: `/watch/${externalId}`,
        ready: (p) => main(p).locator('iframe'),
      },
      { name: 'channel', path: `/channel/${creator.username}`, ready: h1(creator.fullName) },
      {
        name: 'channel-missing',
        path: '/channel/nobody-here-zz',
        ready: (p) => main(p).getByText('Channel not found.'),
      },
      { name: 'search-channels', path: '/search-channels', ready: h1('Search Channels') },
      {
        name: 'search-channels-query',
        path: `/search-channels?query=${creator.username}`,
        ready: (p) => main(p).getByRole('link', { name: creator.fullName }).first(),
      },
      { name: 'community-signed-out', path: '/community', ready: h1('Community') },
      {
        name: 'login',
        path: '/login',
        ready: (p) => p.getByRole('heading', { name: 'Welcome Back' }),
      },
      {
        name: 'register',
        path: '/register',
        ready: (p) => p.getByRole('heading', { name: 'Create your account' }),
      },
      {
        name: 'forgot-password',
        path: '/forgot-password',
        ready: (p) => p.getByRole('heading', { name: 'Forgot your password?' }),
      },
      {
        name: 'not-found',
        path: '/no-such-page',
        ready: (p) => main(p).getByRole('heading').first(),
      },
    ];
    const signedInScreens: Screen[] = [
      {
        name: 'watch-save-dialog',
        path: `/watch/${videoId}`,
        ready: h1(title),
        act: async (p) => {
          await main(p).getByRole('button', { name: 'Save', exact: true }).click();
          return p
            .getByRole('dialog', { name: 'Save to playlist' })
            .getByRole('button', { name: 'New playlist' });
        },
      },
      {
        name: 'watch-player-controls',
        path: `/watch/${videoId}`,
        ready: h1(title),
        // Paused, the player keeps its controls shown: the phone's touch layout or the desktop bar.
        act: async (p) => {
          const player = new VideoPlayer(p);
          await expect(player.video).toBeVisible();
          await expect(player.speedButton).toBeVisible();
          return p.getByRole('main').getByRole('button', { name: 'Full screen' });
        },
      },
      { name: 'community-feed', path: '/community', ready: h1('Your Feed') },
      { name: 'add-tweet', path: '/add-tweet', ready: h1('Create a New Post') },
      {
        name: 'channel-own',
        path: `/channel/${creator.username}`,
        ready: (p) => main(p).getByRole('link', { name: 'Manage My Videos' }),
      },
      {
        name: 'channel-community',
        path: `/channel/${creator.username}/community`,
        ready: (p) =>
          main(p).getByText(`A post to show on the community screens, ${creator.username}`),
      },
      {
        name: 'dashboard-content',
        path: '/creator/dashboard',
        ready: (p) => main(p).getByRole('region', { name: 'Your videos' }),
      },
      {
        name: 'studio-edit-dialog',
        path: '/creator/dashboard',
        ready: (p) => new DashboardPage(p).editButton(title),
        act: async (p) => {
          await new DashboardPage(p).editButton(title).click();
          const dialog = new EditVideoDialog(p);
          await expect(dialog.title).toHaveValue(title);
          await expect(dialog.cancel).toBeVisible();
          return dialog.save;
        },
      },
      {
        name: 'dashboard-analytics',
        path: '/creator/dashboard',
        ready: h1('Creator Dashboard'),
        act: async (p) => {
          await main(p).getByRole('tab', { name: 'Analytics' }).click();
          return main(p).getByText('Total Views', { exact: true });
        },
      },
      { name: 'upload-video', path: '/upload-video', ready: h1('Upload Video') },
      {
        name: 'my-videos',
        path: '/my-videos',
        ready: (p) => main(p).getByRole('link', { name: title }).first(),
      },
      {
        name: 'subscriptions',
        path: '/subscriptions',
        ready: (p) => main(p).getByRole('link', { name: fanTitle }).first(),
      },
      {
        name: 'notifications-panel',
        path: '/subscriptions',
        ready: (p) => main(p).getByRole('link', { name: fanTitle }).first(),
        act: async (p) => {
          await p.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
          return p.getByRole('dialog', { name: 'Notifications' }).getByRole('link').first();
        },
      },
      {
        name: 'post',
        path: `/post/${postId}`,
        ready: (p) =>
          main(p).getByText(`A post to show on the community screens, ${creator.username}`),
      },
      { name: 'watch-later', path: '/watch-later', ready: h1('Watch later') },
      {
        name: 'liked-videos',
        path: '/liked-videos',
        ready: (p) => main(p).getByRole('link', { name: fanTitle }).first(),
      },
      {
        name: 'history',
        path: '/history',
        ready: (p) => main(p).getByRole('link', { name: title }).first(),
      },
      {
        name: 'settings-profile',
        path: '/settings/profile',
        ready: (p) => main(p).getByRole('button', { name: 'Save changes' }),
      },
      {
        name: 'settings-account',
        path: '/settings/account',
        ready: (p) => main(p).getByRole('button', { name: 'Change password' }),
      },
      {
        name: 'settings-account-delete-dialog',
        path: '/settings/account',
        ready: (p) => main(p).getByRole('button', { name: 'Change password' }),
        act: async (p) => {
          await main(p)
            .getByRole('region', { name: 'Delete account' })
            .getByRole('button', { name: 'Delete account' })
            .click();
          return p.getByRole('alertdialog', { name: 'Delete your account?' });
        },
      },
      {
        name: 'settings-notifications',
        path: '/settings/notifications',
        ready: (p) => main(p).getByRole('switch').first(),
      },
      {
        name: 'settings-sessions',
        path: '/settings/sessions',
        ready: (p) => main(p).getByText('This device'),
      },
      {
        name: 'settings-blocked',
        path: '/settings/blocked',
        ready: (p) => main(p).getByRole('heading', { level: 2, name: 'Blocked users' }),
      },
      {
        name: 'settings-security',
        path: '/settings/security',
        ready: (p) => main(p).getByRole('region', { name: 'Two-factor authentication' }),
      },
      {
        name: 'settings-security-enrol-dialog',
        path: '/settings/security',
        ready: (p) => main(p).getByRole('region', { name: 'Two-factor authentication' }),
        act: async (p) => {
          await main(p)
            .getByRole('region', { name: 'Two-factor authentication' })
            .getByRole('button', { name: 'Turn on' })
            .click();
          return p.getByRole('dialog', { name: 'Turn on two-factor authentication' });
        },
      },
    ];

    const findings: Record<string, AxeFinding[]> = {};
    const visit = async (screen: Screen) => {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible({ timeout: 15_000 });
      // A visitor's first screen may still be the server's drawing, which shows the same heading
      // and cards: the tour looks at the app, once it has taken over.
      await expect(page.locator('#first-paint')).toHaveCount(0);
      if (screen.act) await expect(await screen.act(page)).toBeVisible();
      // Skeletons and spinners gone: the screen shows its settled state.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.screenshot({
        path: path.join(
          SCREENS_DIR,
          `${screen.name}-${width}${scheme === 'light' ? '-light' : ''}.png`,
        ),
        fullPage: true,
      });
      expect(await page.locator('html').getAttribute('data-theme')).toBe(scheme);
      // Colour contrast (most of axe's time) depends on the theme, not the width: the desktop
      // tours check it on every screen, in each theme.
      const violations = await seriousViolations(page, {
        skipRules: width < 800 ? ['color-contrast'] : [],
      });
      if (violations.length > 0) findings[screen.name] = violations;
    };

    for (const screen of anonymous) await visit(screen);
    // Signed in as the creator: their studio, their library, their own channel.
    await signIn(page, creator);
    await visit({
      name: 'channel-other',
      path: `/channel/${fan.username}`,
      ready: (p) => main(p).getByRole('button', { name: 'Subscribed', exact: true }),
    });
    for (const screen of signedInScreens) await visit(screen);
    const playlistName = `Tour ${creator.username}`;
    await page.goto('/playlists');
    await main(page).getByRole('button', { name: 'New playlist' }).click();
    const newPlaylist = page.getByRole('dialog', { name: 'New playlist' });
    await newPlaylist.getByLabel('Name').fill(playlistName);
    await newPlaylist.getByRole('button', { name: 'Create Playlist' }).click();
    await main(page)
      .getByRole('link', { name: new RegExp(playlistName) })
      .first()
      .click();
    await expect(h1(playlistName)(page)).toBeVisible();
    const playlistPath = new URL(page.url()).pathname;
    await visit({ name: 'playlist', path: playlistPath, ready: h1(playlistName) });
    await visit({
      name: 'playlists-with-one',
      path: '/playlists',
      ready: (p) =>
        main(p)
          .getByRole('link', { name: new RegExp(playlistName) })
          .first(),
    });
    // Full: three playlists of the creator's and their Watch later.
    const morePlaylists = [`Road trips ${creator.username}`, `Rainy days ${creator.username}`];
    for (const name of morePlaylists) await createPlaylistByApi(request, account.token, name);
    await visit({
      name: 'playlists-full',
      path: '/playlists',
      ready: (p) => main(p).getByRole('heading', { level: 2, name: 'Your playlists · 3' }),
      act: async (p) => {
        for (const name of [playlistName, ...morePlaylists]) {
          await expect(
            main(p)
              .getByRole('link', { name: new RegExp(name) })
              .first(),
          ).toBeVisible();
        }
        return main(p)
          .getByRole('region', { name: 'Saved for later' })
          .getByRole('link', { name: /Watch later/ });
      },
    });

    // A new account: it follows nobody and has made no playlist.
    const newcomer = newUser('newcomer');
    await registerAccount(request, newcomer);
    await signIn(page, newcomer);
    await visit({
      name: 'community-new-account',
      path: '/community',
      ready: h1('Your Feed'),
      // Following nobody, it opens on All, with other people's posts rather than an empty feed.
      act: async (p) => {
        await expect(main(p).getByRole('tab', { name: 'All' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(main(p).getByRole('tab', { name: 'Following' })).toHaveAttribute(
          'aria-selected',
          'false',
        );
        await expect(main(p).getByText('The feed is quiet')).toHaveCount(0);
        const post = main(p).getByRole('article').filter({ hasText: fanPost });
        await expect(post.getByRole('link', { name: 'https://example.org/walks' })).toBeVisible();
        return post;
      },
    });
    await visit({
      name: 'playlists',
      path: '/playlists',
      ready: (p) => main(p).getByText('No playlists found. Create your first one above!'),
      // Watch later comes with the account but is none of its own: no count beside the heading.
      act: async (p) => {
        await expect(
          main(p).getByRole('heading', { level: 2, name: /^Your playlists/ }),
        ).toHaveAccessibleName('Your playlists');
        return main(p).getByRole('button', { name: 'New playlist' });
      },
    });

    expect(findings, JSON.stringify(findings, null, 2)).toEqual({});
    expect(cspViolations).toEqual([]);
  });
}
