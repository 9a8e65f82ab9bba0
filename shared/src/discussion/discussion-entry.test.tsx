import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@kinora/shared/test-utils';
import { TimestampSeekProvider } from '@kinora/shared';
import { DiscussionEntry, type DiscussionEntryProps } from './discussion-entry';

const author = { name: '@ann', href: '/channel/ann', avatar: null };

function renderEntry(props: Partial<DiscussionEntryProps> = {}) {
  return renderWithProviders(
    <DiscussionEntry
      author={author}
      content={'Two lines\n<b>as typed</b>'}
      createdAt="2026-11-20T10:00:00.000Z"
      edited={false}
      {...props}
    />,
  );
}

describe('DiscussionEntry', () => {
  it('is named by its author, links to their channel and shows the text as typed', () => {
    renderEntry();
    const entry = screen.getByRole('article', { name: '@ann' });
    expect(within(entry).getByRole('link', { name: '@ann' })).toHaveAttribute(
      'href',
      '/channel/ann',
    );
    expect(within(entry).getByText(/<b>as typed<\/b>/)).toBeInTheDocument();
    // Without permissions, nothing but what the discussion adds.
    expect(within(entry).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads "@handle · time (edited)", the time and the mark apart from the handle that may be shortened', () => {
    renderEntry({
      author: {
        name: 'Ann Lee',
        handle: '@ann-with-a-long-handle',
        href: '/channel/ann',
        avatar: null,
      },
      edited: true,
    });
    const handle = screen.getByRole('link', { name: '@ann-with-a-long-handle' });
    const time = screen.getByRole('time');
    expect(handle.parentElement).toHaveTextContent(/^@ann-with-a-long-handle · .+ \(edited\)$/);
    expect(handle).not.toContainElement(time);
    expect(screen.getByText('(edited)')).not.toContainElement(handle);
  });

  it('links the addresses in its text, and seeks from its timestamps where a player is', async () => {
    const seekTo = jest.fn();
    const { user } = renderWithProviders(
      <TimestampSeekProvider value={{ seekTo, duration: 60 }}>
        <DiscussionEntry
          author={author}
          content="see 0:03 and https://example.com/x"
          createdAt="2026-11-20T10:00:00.000Z"
          edited={false}
        />
      </TimestampSeekProvider>,
    );
    expect(screen.getByRole('link', { name: 'https://example.com/x' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener noreferrer',
    );
    await user.click(screen.getByRole('button', { name: '0:03' }));
    expect(seekTo).toHaveBeenCalledWith(3);
  });

  it('leaves timestamps as text where no player is (a post)', () => {
    renderEntry({ content: 'at 0:03, https://example.com/x' });
    expect(screen.getByRole('link', { name: 'https://example.com/x' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '0:03' })).not.toBeInTheDocument();
  });

  it('marks a pinned entry, and offers Unpin only to who may pin', () => {
    const pin = { pinned: true, by: 'creator', canPin: false, onToggle: jest.fn() };
    renderEntry({ pin });
    const badge = screen.getByText('Pinned by creator');
    // Drawn, not the emoji, which shows as an empty box where no emoji font exists.
    expect(badge.querySelector('svg')).toBeInTheDocument();
    expect(badge.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(screen.queryByRole('button', { name: 'Unpin' })).not.toBeInTheDocument();
  });

  it('offers Pin, Edit and Delete when given', async () => {
    const onToggle = jest.fn(() => Promise.resolve(true));
    const { user } = renderEntry({
      pin: { pinned: false, by: 'creator', canPin: true, onToggle },
      edit: { label: 'Edit comment', emptyMessage: 'Empty.', onSave: jest.fn() },
      remove: { texts: { title: 'Delete', question: 'Sure?' }, onDelete: jest.fn() },
    });
    expect(screen.queryByText(/Pinned by/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toHaveFocus();
  });

  it('labels an entry awaiting review, and leaves out liking, replying and pinning', () => {
    renderEntry({
      heldLabel: 'Your comment is awaiting review',
      actions: <button type="button">Reply</button>,
      pin: { pinned: false, by: 'creator', canPin: true, onToggle: jest.fn() },
      edit: { label: 'Edit comment', emptyMessage: 'Empty.', onSave: jest.fn() },
    });
    const entry = screen.getByRole('article', { name: '@ann' });
    expect(within(entry).getByText('Your comment is awaiting review')).toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(entry).queryByRole('button', { name: 'Pin' })).not.toBeInTheDocument();
    // Its author may still change it.
    expect(within(entry).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
