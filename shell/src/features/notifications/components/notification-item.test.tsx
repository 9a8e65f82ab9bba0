import { makeId, makePublicUser, renderWithProviders } from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { NotificationItem } from './notification-item';
import type { Notification } from '@kinora/shared';

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: makeId(),
    kind: 'report_outcome',
    actor: null,
    video: null,
    comment: null,
    post: null,
    report: { itemKind: 'comment', outcome: 'removed' },
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function renderItem(notification: Notification) {
  const onOpen = jest.fn<void, [Notification]>();
  const view = renderWithProviders(
    <ul>
      <NotificationItem notification={notification} onOpen={onOpen} />
    </ul>,
  );
  return { ...view, onOpen };
}

describe('NotificationItem', () => {
  it.each([
    ['comment', 'We removed the comment you reported'],
    ['video', 'We removed the video you reported'],
    ['post', 'We removed the post you reported'],
    ['channel', 'We removed the channel you reported'],
  ] as const)('tells the reporter a removed %s, naming nobody', (itemKind, sentence) => {
    const { container } = renderItem(
      makeNotification({ report: { itemKind, outcome: 'removed' } }),
    );
    expect(screen.getByRole('button', { name: /We removed/ })).toHaveTextContent(
      `Unread: ${sentence}5 minutes ago`,
    );
    // The site's mark stands where a person's avatar would.
    expect(container.querySelector('img')).toBeNull();
  });

  it('tells the reporter a report was reviewed when nothing was removed', () => {
    renderItem(makeNotification({ report: { itemKind: 'video', outcome: 'reviewed' } }));
    expect(screen.getByRole('button', { name: /We reviewed your report/ })).toBeInTheDocument();
  });

  it('leads nowhere: opening it only marks it read', async () => {
    const notification = makeNotification({ read: true });
    const { user, onOpen } = renderItem(notification);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /We removed the comment you reported/ }));
    expect(onOpen).toHaveBeenCalledWith(notification);
  });

  it('tells of a reply to my post, quoting it, and leads to it on its post’s page', () => {
    const ann = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
    const [postId, replyId] = [makeId(), makeId()];
    renderItem(
      makeNotification({
        kind: 'post_reply',
        actor: ann,
        post: { _id: replyId, excerpt: 'Same here!', threadId: postId },
        report: undefined,
      }),
    );
    const link = screen.getByRole('link', { name: /Ann Lee replied to your post/ });
    expect(link).toHaveTextContent('Unread: Ann Lee replied to your post“Same here!”5 minutes ago');
    expect(link).toHaveAttribute('href', `/post/${postId}#reply-${replyId}`);
  });

  it('still shows a person’s notification with their avatar and name, as a link', () => {
    const ann = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
    const { container } = renderItem(
      makeNotification({ kind: 'new_subscriber', actor: ann, report: undefined }),
    );
    expect(
      screen.getByRole('link', { name: /Ann Lee subscribed to your channel/ }),
    ).toHaveAttribute('href', '/channel/ann');
    expect(container.querySelector('img')).not.toBeNull();
  });
});
