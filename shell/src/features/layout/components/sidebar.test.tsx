import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from '@kinora/shared/test-utils';
import { Sidebar } from './sidebar';

const noop = () => undefined;

test('shows Home, Explore and Community to everyone, and nothing personal to visitors', () => {
  renderWithProviders(<Sidebar open overlay={false} onNavigate={noop} onClose={noop} />);
  for (const name of ['Home', 'Explore', 'Community']) {
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
});

test('adds the personal links for a signed-in person', () => {
  renderWithProviders(<Sidebar open overlay={false} onNavigate={noop} onClose={noop} />, {
    session: makeUser(),
  });
  expect(screen.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
    'href',
    '/subscriptions',
  );
  expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
  expect(screen.getByRole('link', { name: 'Playlists' })).toHaveAttribute('href', '/playlists');
  expect(screen.getByRole('link', { name: 'Watch later' })).toHaveAttribute('href', '/watch-later');
  expect(screen.getByRole('link', { name: 'Liked videos' })).toHaveAttribute(
    'href',
    '/liked-videos',
  );
  expect(screen.getByRole('link', { name: 'My Videos' })).toHaveAttribute('href', '/my-videos');
});

test('is hidden when closed', () => {
  renderWithProviders(<Sidebar open={false} overlay={false} onNavigate={noop} onClose={noop} />);
  expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
});
