import { http } from '../api/http';
import {
  apiRequestPath,
  channelProfilePath,
  channelVideosQuery,
  COMMUNITY_ROW_QUERY,
  exploreQuery,
  VIDEO_ORDERS,
} from './first-screen';

// The server preloads these requests with the shell page; the browser serves the page's own
// request from that preload only when the two URLs are the same to the character.
describe('a first screen’s request, as the server names it', () => {
  it('is the URL the web app’s HTTP client requests for the same query', () => {
    const queries = [
      COMMUNITY_ROW_QUERY,
      ...VIDEO_ORDERS.map((order) => exploreQuery(order, 1)),
      exploreQuery('popular', 7),
      channelVideosQuery('0123456789abcdef01234567', 'popular', 1),
    ];
    for (const params of queries) {
      expect(apiRequestPath('/videos', params)).toBe(http.getUri({ url: '/videos', params }));
    }
    for (const username of ['ada.l', 'Ada Lovelace', 'x/y?z']) {
      expect(apiRequestPath(channelProfilePath(username))).toBe(
        http.getUri({ url: channelProfilePath(username) }),
      );
    }
    expect(apiRequestPath('/videos/0123456789abcdef01234567')).toBe(
      http.getUri({ url: '/videos/0123456789abcdef01234567' }),
    );
  });

  it('writes the keys in the order the query lists them', () => {
    expect(apiRequestPath('/videos', exploreQuery('oldest', 2))).toBe(
      '/api/v1/videos?page=2&limit=12&sortBy=createdAt&sortType=asc',
    );
  });
});
