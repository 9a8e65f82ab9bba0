import {
  apiUrl,
  fail,
  makeExternalVideo,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { mergeRecommendations, relatedQuery } from '../hooks/use-up-next';
import { UpNext } from './up-next';

const server = setupApiServer();

describe('mergeRecommendations', () => {
  it('merges, drops duplicates and the current video, and keeps at most 10', () => {
    const current = makeVideo();
    const own = [current, ...Array.from({ length: 9 }, () => makeVideo())];
    const ext = Array.from({ length: 10 }, () => makeExternalVideo());
    const merged = mergeRecommendations([...own, own[1] ?? current], [...ext, ...ext], current._id);
    expect(merged).toHaveLength(10);
    const ids = merged.map((card) => card.id);
    expect(new Set(ids).size).toBe(10);
    expect(ids).not.toContain(current._id);
  });

  it('shuffles', () => {
    const own = Array.from({ length: 5 }, () => makeVideo());
    const inOrder = mergeRecommendations(own, [], 'x', () => 0.999);
    const reversed = mergeRecommendations(own, [], 'x', () => 0);
    expect(inOrder.map((c) => c.id)).toEqual(own.map((v) => v._id));
    expect(reversed.map((c) => c.id)).not.toEqual(own.map((v) => v._id));
  });

  it('derives the related search from the title', () => {
    expect(relatedQuery('How to build a birdhouse: part 2!')).toBe('How build birdhouse part');
    expect(relatedQuery('')).toBe('Latest Movie Trailers');
  });
});

describe('UpNext', () => {
  it('asks for 10 own and 10 related external videos and lists them', async () => {
    const asked: string[] = [];
    server.use(
      mock.get(apiUrl('/videos'), ({ request }) => {
        asked.push(`videos limit=${new URL(request.url).searchParams.get('limit')}`);
        return ok(page([makeVideo({ title: 'Own pick' })]));
      }),
      mock.get(apiUrl('/youtube/search'), ({ request }) => {
        const url = new URL(request.url);
        asked.push(
          `youtube ${url.searchParams.get('query')} ${url.searchParams.get('maxResults')}`,
        );
        return ok({
          videos: [makeExternalVideo({ title: 'YouTube pick' })],
          nextPageToken: null,
          hasNextPage: false,
        });
      }),
    );
    renderWithProviders(<UpNext videoId="current" title="Garden birds in spring" />);
    const column = screen.getByRole('complementary', { name: 'Up Next' });
    expect(await within(column).findByRole('link', { name: 'Own pick' })).toBeInTheDocument();
    expect(within(column).getByRole('link', { name: 'YouTube pick' })).toBeInTheDocument();
    expect(asked.sort()).toEqual(['videos limit=10', 'youtube Garden birds spring 10']);
  });

  it('tolerates a failing source silently', async () => {
    server.use(
      mock.get(apiUrl('/videos'), () => fail(500, 'Boom')),
      mock.get(apiUrl('/youtube/search'), () =>
        ok({
          videos: [makeExternalVideo({ title: 'Still here' })],
          nextPageToken: null,
          hasNextPage: false,
        }),
      ),
    );
    renderWithProviders(<UpNext videoId="current" title="Anything" />);
    expect(await screen.findByRole('link', { name: 'Still here' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says No recommendations found. when both sources give nothing', async () => {
    server.use(
      mock.get(apiUrl('/videos'), () => ok(page([]))),
      mock.get(apiUrl('/youtube/search'), () => fail(429, 'Quota')),
    );
    renderWithProviders(<UpNext videoId="current" title="Anything" />);
    expect(await screen.findByText('No recommendations found.')).toBeInTheDocument();
  });

  it('keeps the same order for a video throughout the session', async () => {
    const own = Array.from({ length: 8 }, (_, index) => makeVideo({ title: `Pick ${index}` }));
    server.use(
      mock.get(apiUrl('/videos'), () => ok(page(own))),
      mock.get(apiUrl('/youtube/search'), () =>
        ok({ videos: [], nextPageToken: null, hasNextPage: false }),
      ),
    );
    const order = async () => {
      const column = screen.getByRole('complementary', { name: 'Up Next' });
      await within(column).findByRole('link', { name: 'Pick 0' });
      return within(column)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .filter((text) => text?.startsWith('Pick'));
    };
    const first = renderWithProviders(<UpNext videoId="stable" title="Birds" />);
    const before = await order();
    first.unmount();
    renderWithProviders(<UpNext videoId="stable" title="Birds" />);
    expect(await order()).toEqual(before);
  });
});
