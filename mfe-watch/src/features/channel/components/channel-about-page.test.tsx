import {
  apiUrl,
  fail,
  makeChannel,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { ChannelAboutPage } from './channel-about-page';

const server = setupApiServer();

const renderAbout = () =>
  renderWithProviders(<ChannelAboutPage />, {
    route: '/channel/ann/about',
    path: '/channel/:username/about',
  });

describe('ChannelAboutPage', () => {
  it('shows the description, the links, the joined date and the totals under the header', async () => {
    const channel = makeChannel({
      username: 'ann',
      fullName: 'Ann Lee',
      description: 'Cooking at home.\\nEvery Sunday.',
      links: [
        { title: 'Blog', url: 'https://ann.example.org/' },
        { title: 'Shop', url: 'http://shop.example.org/ann' },
      ],
      createdAt: '2025-03-14T12:00:00.000Z',
      totalViews: 12345,
      videosCount: 3,
      subscribersCount: 8,
    });
    server.use(mock.get(apiUrl('/users/c/ann'), () => ok(channel)));
    renderAbout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    // The one header, with the About tab marked.
    const tabs = screen.getByRole('navigation', { name: 'Channel sections' });
    expect(within(tabs).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('3 videos')).toBeInTheDocument();

    const links = screen.getByRole('region', { name: 'Links' });
    const blog = within(links).getByRole('link', { name: 'ann.example.org' });
    expect(blog).toHaveAttribute('href', 'https://ann.example.org/');
    expect(blog).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(within(links).getByText('Shop')).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(stats).getByText('12,345')).toBeInTheDocument();
    expect(document.title).toBe('Ann Lee - About · Kinora');
  });

  it('links the addresses in the description', async () => {
    const channel = makeChannel({
      username: 'ann',
      description: 'Recipes at https://ann.example.org/recipes. New ones weekly.',
    });
    server.use(mock.get(apiUrl('/users/c/ann'), () => ok(channel)));
    renderAbout();
    const description = await screen.findByRole('region', { name: 'Description' });
    expect(
      within(description).getByRole('link', { name: 'https://ann.example.org/recipes' }),
    ).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  });

  it('says when there is no description and shows no Links section without links', async () => {
    server.use(mock.get(apiUrl('/users/c/ann'), () => ok(makeChannel({ username: 'ann' }))));
    renderAbout();
    expect(await screen.findByText('This channel has no description yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Links' })).not.toBeInTheDocument();
    // No views and no videos yet.
    expect(within(screen.getByRole('region', { name: 'Stats' })).getAllByText('0')).toHaveLength(2);
  });

  it('answers an unknown channel with Channel not found.', async () => {
    server.use(mock.get(apiUrl('/users/c/ann'), () => fail(404, 'Channel not found.')));
    renderAbout();
    expect(await screen.findByText('Channel not found.')).toBeInTheDocument();
  });
});
