import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { newUser, registerByApi, signedIn } from '../support/users';
import { NewPostPage } from '../pages/community-pages';
import { SaveDialog } from '../pages/save-dialog';
import { ShellFrame } from '../pages/shell-frame';
import { WatchPage } from '../pages/watch-page';

test('a viewer likes, subscribes, comments, saves to a playlist and finds it all again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const creator = newUser('maker');
  const creatorToken = await registerByApi(request, creator);
  const title = `Watch me ${creator.username}`;
  const videoId = await uploadByApi(request, creatorToken, title);

  const viewer = await signedIn(page, 'viewer');
  const shell = new ShellFrame(page);
  const watch = new WatchPage(page);
  await watch.open(videoId);
  await expect(watch.title(title)).toBeVisible();

  await expect(watch.likeButton).toHaveAttribute('aria-pressed', 'false');
  await watch.likeButton.click();
  await expect(watch.likeButton).toHaveAttribute('aria-pressed', 'true');
  await expect(watch.likeButton).toHaveAccessibleName('Like (1 like)');

  await watch.subscribeButton.click();
  await expect(watch.subscribedButton).toBeVisible();
  await expect(watch.main.getByText('1 subscriber', { exact: true })).toBeVisible();

  const text = `Nice one from ${viewer.username}`;
  await watch.postComment(text);
  await expect(shell.toast('Your comment was posted!')).toBeVisible();
  await expect(watch.commentsHeading(1)).toBeVisible();
  const comment = watch.comment(text);
  await comment.getByRole('button', { name: 'Edit' }).click();
  const edited = `${text} (edited)`;
  await comment.getByRole('textbox', { name: 'Edit comment' }).fill(edited);
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast('Comment updated')).toBeVisible();
  const editedComment = watch.comment(edited);
  await expect(editedComment.getByText(edited, { exact: true })).toBeVisible();
  await editedComment.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Comment' });
  await expect(confirm).toContainText('Are you sure you want to permanently delete this comment?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(shell.toast('Comment deleted')).toBeVisible();
  await expect(watch.commentsHeading(0)).toBeVisible();

  const playlist = `Keepers ${viewer.username}`;
  await watch.saveButton.click();
  const save = new SaveDialog(page);
  await expect(save.dialog).toBeVisible();
  await save.createPlaylist(playlist, 'Videos worth a second look');
  await expect(shell.toast('Video added successfully!')).toBeVisible();
  await expect(save.removeButton(playlist)).toBeVisible();
  // A new playlist is private until its owner shares it.
  await expect(
    save.dialog
      .getByRole('listitem')
      .filter({ hasText: playlist })
      .getByText(/· Private$/),
  ).toBeVisible();
  // Toggling keeps focus on the playlist's button, in the dialog, where Escape still closes it.
  await save.removeButton(playlist).click();
  await expect(shell.toast('Video removed successfully!')).toBeVisible();
  const addButton = save.dialog.getByRole('button', { name: `Add: ${playlist}` });
  await expect(addButton).toBeFocused();
  await addButton.click();
  await expect(save.removeButton(playlist)).toBeFocused();
  await expect(save.removeButton(playlist)).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Escape');
  await expect(save.dialog).toBeHidden();
  await expect(watch.saveButton).toBeFocused();

  await shell.sidebarLink('Playlists').click();
  await expect(shell.heading('My Playlists')).toBeVisible();
  await shell.main
    .getByRole('link', { name: new RegExp(playlist) })
    .first()
    .click();
  await expect(shell.heading(playlist)).toBeVisible();
  await expect(shell.main.getByText(`Created by ${viewer.username} • 1 video`)).toBeVisible();
  await expect(shell.main.getByRole('link', { name: title }).first()).toBeVisible();

  await shell.sidebarLink('History').click();
  await expect(shell.heading('Watch History')).toBeVisible();
  await expect(shell.main.getByRole('link', { name: title }).first()).toBeVisible();

  await shell.sidebarLink('Subscriptions').click();
  await expect(shell.heading('My Subscriptions')).toBeVisible();
  // The strip of channels; the feed below it names the channel on the video's card too.
  const channels = shell.main.getByRole('list', { name: 'Channels you follow' });
  await expect(channels.getByRole('link', { name: creator.fullName })).toHaveAttribute(
    'href',
    `/channel/${creator.username}`,
  );
  await expect(channels.getByText(`@${creator.username}`)).toBeVisible();
});

test('a post to the community shows in a subscriber’s feed', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const author = await signedIn(page, 'author');
  const subscriberContext = await browser.newContext();
  const subscriberPage = await subscriberContext.newPage();
  try {
    await signedIn(subscriberPage, 'fan', `/channel/${author.username}`);
    const subscriberShell = new ShellFrame(subscriberPage);
    await subscriberShell.main.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(subscriberShell.toast('Subscribed!')).toBeVisible();

    const content = `Hello subscribers, from ${author.username}`;
    const shell = new ShellFrame(page);
    await shell.sidebarLink('Community').click();
    await expect(shell.heading('Your Feed')).toBeVisible();
    await shell.main.getByRole('link', { name: 'Add Post' }).click();
    const composer = new NewPostPage(page);
    await expect(composer.heading).toBeVisible();
    // The address keeps its old name; everything the person reads says post.
    await expect(page).toHaveURL(/\/add-tweet$/);
    await expect(composer.post).toHaveText('Post');
    await expect(shell.main.getByText(/tweet/i)).toHaveCount(0);
    await composer.content.fill(content);
    await expect(page.getByRole('main').getByText(`${content.length} / 280`)).toBeVisible();
    await composer.post.click();
    await expect(shell.toast('Post published successfully!')).toBeVisible();
    await expect(page.getByText(/tweet/i)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/channel/${author.username}/community$`));
    await expect(shell.main.getByText(content)).toBeVisible();

    await subscriberPage.goto('/community');
    await expect(subscriberShell.heading('Your Feed')).toBeVisible();
    const post = subscriberShell.main.getByRole('article').filter({ hasText: content });
    await expect(post).toBeVisible();
    await expect(post.getByRole('link', { name: `@${author.username}` })).toHaveAttribute(
      'href',
      `/channel/${author.username}`,
    );
  } finally {
    await subscriberContext.close();
  }
});
