import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from '@kinora/shared/test-utils';
import { DiscussionThread, type DiscussionThreadTexts } from './discussion-thread';

const texts: DiscussionThreadTexts = {
  heading: 'Comments',
  loadFailed: 'Could not load.',
  empty: 'Nothing yet.',
  signIn: 'Log in to comment.',
};
const list = { status: 'success' as const, items: ['one'], reload: jest.fn() };

function renderThread(extra: Partial<DiscussionThreadTexts> = {}) {
  return renderWithProviders(
    <DiscussionThread
      headingId="thread"
      texts={{ ...texts, ...extra }}
      list={list}
      loading={<p>Loading</p>}
      toolbar={<button type="button">Sort</button>}
      composer={<textarea aria-label="Add a comment" />}
    >
      <p>The entries</p>
    </DiscussionThread>,
    { session: makeUser() },
  );
}

describe('DiscussionThread', () => {
  it('shows the composer and the entries of an open discussion', () => {
    renderThread();
    expect(screen.getByRole('region', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toBeInTheDocument();
    expect(screen.getByText('The entries')).toBeInTheDocument();
  });

  it('says a closed discussion is closed, in place of the composer, the sort and the entries', () => {
    renderThread({ closed: 'Comments are turned off.' });
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveTextContent(
      'Comments are turned off.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sort' })).not.toBeInTheDocument();
    expect(screen.queryByText('The entries')).not.toBeInTheDocument();
  });
});
