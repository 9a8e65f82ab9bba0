import { LoginPage } from '../pages/login-page';
import { ShellFrame } from '../pages/shell-frame';
import { UploadPage } from '../pages/upload-page';
import { WatchPage } from '../pages/watch-page';
import { testMedia } from '../support/media';
import { PASSWORD, register } from './support/api';
import { expect, test } from './support/fixtures';

test('web, API and media on three origins: sign in, watch, comment, edit, delete, upload', async ({
  cluster,
  page,
}) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /CORS|Content Security Policy/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const media = testMedia();
  const web = cluster.web;
  expect(new URL(web).origin).not.toBe(new URL(cluster.api).origin);

  // Signed up by the API; signed in through the page on the web origin, as a person would.
  const account = await register(cluster.api);
  const login = new LoginPage(page);
  await page.goto(`${web}/login`);
  await login.heading.waitFor();
  await login.login(account.email, PASSWORD);
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();

  const upload = new UploadPage(page);
  await page.goto(`${web}/upload-video`);
  await upload.heading.waitFor();
  const title = `Three origins ${account.userId}`;
  await upload.title.fill(title);
  await upload.description.fill('Uploaded from the web origin.');
  await upload.videoFile.setInputFiles(media.video);
  await upload.thumbnail.setInputFiles(media.image);
  await upload.submit.click();
  await expect(page).toHaveURL(/\/watch\/[0-9a-f]{24}$/, { timeout: 60_000 });
  const videoId = page.url().split('/').pop() ?? '';

  const watch = new WatchPage(page);
  const shell = new ShellFrame(page);
  // Transcoded by the worker; the owner's page plays it once ready, from the bucket.
  await expect
    .poll(
      async () => {
        await page.goto(`${web}/watch/${videoId}`);
        await watch.title(title).waitFor();
        return watch.video.evaluate((element) => (element as HTMLVideoElement).currentSrc);
      },
      { timeout: 90_000, intervals: [3000] },
    )
    .not.toBe('');
  await watch.playAndExpectProgress();

  const text = `Seen from another origin ${account.userId}`;
  await watch.postComment(text);
  await expect(shell.toast('Your comment was posted!')).toBeVisible();
  const comment = watch.comment(text);
  await comment.getByRole('button', { name: 'Edit' }).click();
  const edited = `${text} (edited)`;
  await comment.getByRole('textbox', { name: 'Edit comment' }).fill(edited);
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast('Comment updated')).toBeVisible();
  const editedComment = watch.comment(edited);
  await editedComment.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Comment' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(shell.toast('Comment deleted')).toBeVisible();
  await expect(watch.commentsHeading(0)).toBeVisible();

  expect(problems).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`watch-split-origins-${width}.png`) });
  }
});
