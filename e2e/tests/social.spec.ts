import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { commentByApi, createPostByApi, uploadByApi } from '../support/content';
import { newUser, openSignedIn, registerByApi, signedIn } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';
import { WatchPage } from '../pages/watch-page';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

test('a subscriber hears of a new video live, replies to a comment, and keeps a YouTube video for later', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENS_DIR, { recursive: true });

  // B, the creator, in a browser of their own.
  const creatorContext = await browser.newContext({ baseURL });
  const creatorPage = await creatorContext.newPage();
  try {
    const creator = newUser('creator');
    const token = await registerByApi(creatorPage.request, creator);
    await openSignedIn(creatorPage, creator.username);
    const creatorShell = new ShellFrame(creatorPage);

    // A subscribes to B from B's channel page.
    const viewer = await signedIn(page, 'viewer');
    const shell = new ShellFrame(page);
    await page.goto(`/channel/${creator.username}`);
    await page.getByRole('main').getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Subscribed', exact: true }),
    ).toBeVisible();
    const bell = shell.topBar.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    // B uploads; once it is processed, A's bell counts it without a reload.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });
    const title = `New from ${creator.username}`;
    const videoId = await uploadByApi(creatorPage.request, token, title);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      'the count arrived without a reload',
    ).toBe(true);

    // B starts the conversation under the video.
    const opening = `What should I film next? (${creator.username})`;
    await commentByApi(creatorPage.request, token, videoId, opening);

    // A opens the notification: it leads to the video and is read.
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: new RegExp(title) });
    await expect(item).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS_DIR, 'notifications-panel.png') });
    await item.click();
    const watch = new WatchPage(page);
    await expect(watch.title(title)).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await watch.playAndExpectProgress();

    // A replies to B's comment from the inline box.
    const thread = watch.main.getByRole('listitem').filter({ hasText: opening }).first();
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    const replyBox = watch.main.getByRole('textbox', { name: 'Add a reply' });
    await replyBox.fill(`A cooking video, please! — ${viewer.username}`);
    await replyBox
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: 'Reply', exact: true })
      .click();
    await expect(
      watch.main.getByText(`A cooking video, please! — ${viewer.username}`),
    ).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS_DIR, 'comment-reply.png'), fullPage: true });

    // B hears of the reply live, and its link opens the thread with the reply showing.
    const creatorBell = creatorShell.topBar.getByRole('button', { name: /^Notifications/ });
    await expect(creatorBell).toHaveAccessibleName(/Notifications, [1-9]\d* unread/, {
      timeout: 30_000,
    });
    await creatorBell.click();
    const creatorPanel = creatorPage.getByRole('dialog', { name: 'Notifications' });
    const replyItem = creatorPanel.getByRole('link', { name: /replied to your comment/ });
    await expect(replyItem).toBeVisible();
    await replyItem.click();
    await expect(creatorPage).toHaveURL(new RegExp(`/watch/${videoId}#comment-`));
    await expect(
      creatorPage.getByRole('main').getByText(`A cooking video, please! — ${viewer.username}`),
    ).toBeVisible();

    // A keeps a YouTube video for later and finds it in Watch later.
    await page.goto('/');
    // A YouTube row (the community's own row comes first on the home page).
    const youtubeLink = shell.main
      .getByRole('region', { name: 'Latest Movie Trailers' })
      .locator('a[href^="/watch/"]')
      .first();
    await youtubeLink.click();
    await expect(page).toHaveURL(/\/watch\/[\w-]{11}$/);
    const youtubeTitle = (await watch.main.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(youtubeTitle).not.toBe('');
    await watch.saveButton.click();
    const dialog = page.getByRole('dialog', { name: 'Save to playlist' });
    await dialog.getByRole('button', { name: 'Add: Watch later' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove: Watch later' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await shell.sidebarLink('Watch later').click();
    await expect(shell.main.getByRole('heading', { name: 'Watch later' })).toBeVisible();
    const saved = shell.main.getByRole('link', { name: youtubeTitle, exact: true }).first();
    await expect(saved).toBeVisible();
    await expect(shell.main.getByText('YouTube', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS_DIR, 'watch-later.png'), fullPage: true });

    // The session survives a reload with the list intact (it is on the server).
    await openSignedIn(page, viewer.username, '/watch-later');
    await expect(
      shell.main.getByRole('link', { name: youtubeTitle, exact: true }).first(),
    ).toBeVisible();
  } finally {
    await creatorContext.close();
  }
});

for (const width of [1280, 390]) {
  test(`a reply to a post lights its author’s bell, and the item opens the reply at ${width}px`, async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SCREENS_DIR, { recursive: true });
    const viewport = { width, height: width > 800 ? 800 : 844 };
    await page.setViewportSize(viewport);

    // B, the post's author, in a browser of their own.
    const authorContext = await browser.newContext({ baseURL, viewport });
    const authorPage = await authorContext.newPage();
    try {
      const author = newUser('poster');
      const token = await registerByApi(authorPage.request, author);
      const postText = `Which trail next weekend? (${author.username})`;
      const postId = await createPostByApi(authorPage.request, token, postText);
      await openSignedIn(authorPage, author.username);
      const authorShell = new ShellFrame(authorPage);
      const bell = authorShell.topBar.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications');

      // A replies from the post's page.
      const replier = await signedIn(page, 'replier', `/post/${postId}`);
      const replyText = `The ridge loop, at dawn — ${replier.username}`;
      const box = page.getByRole('main').getByRole('textbox', { name: 'Reply to this post' });
      await box.fill(replyText);
      await box.locator('xpath=ancestor::form').getByRole('button', { name: 'Reply' }).click();
      // In the list of replies; the box holds the text until the reply is saved, then empties.
      const replies = page.getByRole('main').getByRole('list', { name: 'Replies' });
      await expect(replies.getByText(replyText)).toBeVisible();
      await expect(box).toHaveValue('');

      // B's bell counts it live; the item says who replied and quotes the reply.
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
      await bell.click();
      const panel = authorPage.getByRole('dialog', { name: 'Notifications' });
      const item = panel.getByRole('link', {
        name: new RegExp(`${replier.fullName} replied to your post`),
      });
      await expect(item).toBeVisible();
      await expect(item).toContainText(`“${replyText}”`);
      await authorPage.screenshot({
        path: path.join(SCREENS_DIR, `post-reply-notification-${width}.png`),
      });

      // It opens the post's page brought to the reply, which is marked, and is read.
      await item.click();
      await expect(authorPage).toHaveURL(new RegExp(`/post/${postId}#reply-[0-9a-f]{24}$`));
      const replyId = new URL(authorPage.url()).hash.slice('#reply-'.length);
      const reply = authorPage.locator(`[id="reply-${replyId}"]`);
      await expect(reply).toContainText(replyText);
      await expect(reply).toHaveAttribute('data-highlighted', 'true');
      await expect(reply).toBeInViewport();
      await expect(bell).toHaveAccessibleName('Notifications');
      await authorPage.screenshot({
        path: path.join(SCREENS_DIR, `post-reply-opened-${width}.png`),
      });

      // A like of the post lights the bell; taken back, its notification goes, unread or not.
      const likePost = page
        .getByRole('main')
        .getByRole('button', { name: /^Like post \(/ })
        .first();
      await likePost.click();
      await expect(likePost).toHaveAttribute('aria-pressed', 'true');
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
      await bell.click();
      const liked = panel.getByRole('link', {
        name: new RegExp(`${replier.fullName} liked your post`),
      });
      await expect(liked).toBeVisible();
      await authorPage.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await likePost.click();
      await expect(likePost).toHaveAttribute('aria-pressed', 'false');
      await expect(bell).toHaveAccessibleName('Notifications', { timeout: 30_000 });
      await bell.click();
      await expect(panel.getByRole('link', { name: /replied to your post/ })).toBeVisible();
      await expect(liked).toHaveCount(0);
    } finally {
      await authorContext.close();
    }
  });
}
