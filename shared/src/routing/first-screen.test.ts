import { http } from '../api/http';
import {
  communityVideosQuery,
  externalSearchQuery,
  searchCorrectionQuery,
  searchResultsFiltersOf,
} from './results';
import {
  apiRequestPath,
  channelProfilePath,
  channelVideosQuery,
  COMMUNITY_ROW_QUERY,
  exploreQuery,
  VIDEO_ORDERS,
  type FirstScreenQuery,
} from './first-screen';

const filtersOf = (search: string) => searchResultsFiltersOf(new URLSearchParams(search));

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

  it('is the URL the HTTP client requests for a search, whatever the words hold', () => {
    // Spaces, the characters axios leaves as they are (`:$,`), ones it encodes, and non-ASCII.
    const terms = ['trailer', 'tech  reviews', 'a:b $5, c+d', '[x]&y=z?#/%', "café ~!*'()"];
    for (const term of terms) {
      const filters = filtersOf('sort=views&upload_date=week');
      const requests: [string, FirstScreenQuery][] = [
        ['/search/correction', searchCorrectionQuery(term)],
        ['/search', communityVideosQuery(term, filters, 1)],
        ['/search', communityVideosQuery(term, { sort: 'relevance', uploadDate: null }, 3)],
        ['/youtube/search', externalSearchQuery(term)],
        ['/youtube/search', externalSearchQuery(term, 'CAwQAA')],
      ];
      for (const [url, params] of requests) {
        expect(apiRequestPath(url, params)).toBe(http.getUri({ url, params }));
      }
    }
    expect(apiRequestPath('/search', communityVideosQuery('a b', filtersOf(''), 1))).toBe(
      '/api/v1/search?query=a+b&sort=relevance&page=1&limit=8&type=videos',
    );
  });

  it('writes the keys in the order the query lists them', () => {
    expect(apiRequestPath('/videos', exploreQuery('oldest', 2))).toBe(
      '/api/v1/videos?page=2&limit=12&sortBy=createdAt&sortType=asc',
    );
  });
});
