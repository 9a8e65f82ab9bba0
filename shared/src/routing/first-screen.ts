/**
 * What the first screen of a page asks the API for. The pages ask with these, and the server
 * names the same requests in the shell page it sends to a visitor (`<link rel="preload">`), so
 * the answers are on their way with the page instead of after its scripts have run. A request
 * only meets its preload when the two URLs are the same to the character: both are built here.
 * The server reads it through `@kinora/shared/routing`: it imports only constants and types.
 */
import { API_BASE, PAGE_LIMIT_DEFAULT } from '@kinora/contract/constants';
import type { VideoSortField } from '../contract/video';

/**
 * A list query as the pages send it: its keys in this order make the query string, and a key
 * whose value is absent is not written.
 */
export type FirstScreenQuery = Readonly<Record<string, string | number | undefined>>;

/** The home page's row of this site's trending videos (`GET /videos`). */
export const COMMUNITY_ROW_QUERY: { readonly sortBy: VideoSortField; readonly limit: number } = {
  sortBy: 'trending',
  limit: 12,
};

/** An order a list of own videos offers (Explore and a channel's Videos tab). */
export type VideoOrder = 'newest' | 'popular' | 'oldest';
/** The orders, as the lists offer them. */
export const VIDEO_ORDERS: readonly VideoOrder[] = ['newest', 'popular', 'oldest'];

/** How `GET /videos` is asked to sort for an order (a type, so it serves as a query's record). */
export type VideoOrderQuery = {
  sortBy: VideoSortField;
  sortType: 'asc' | 'desc';
};

/** The address parameter that keeps a list's order (`?sort=popular`); newest when absent. */
export const VIDEO_ORDER_PARAM = 'sort';

const ORDER_QUERIES: Record<VideoOrder, VideoOrderQuery> = {
  newest: { sortBy: 'createdAt', sortType: 'desc' },
  popular: { sortBy: 'views', sortType: 'desc' },
  oldest: { sortBy: 'createdAt', sortType: 'asc' },
};

/** What `GET /videos` is asked for an order. */
export function videoOrderQuery(order: VideoOrder): VideoOrderQuery {
  return ORDER_QUERIES[order];
}

/** The order an address asks for: its `sort` parameter when it names one, else newest. */
export function videoOrderOf(raw: string | null | undefined): VideoOrder {
  return VIDEO_ORDERS.find((order) => order === raw) ?? 'newest';
}

/** Explore shows every published video, this many at a time. */
export const EXPLORE_PAGE_SIZE = PAGE_LIMIT_DEFAULT;

/** Explore's `GET /videos` for one page in one order. */
export function exploreQuery(
  order: VideoOrder,
  page: number,
): { page: number; limit: number } & VideoOrderQuery {
  return { page, limit: EXPLORE_PAGE_SIZE, ...videoOrderQuery(order) };
}

/** A channel's profile (`GET /users/c/:username`), which every tab of the channel asks for first. */
export function channelProfilePath(username: string): string {
  return `/users/c/${encodeURIComponent(username)}`;
}

/** A channel's Videos tab: its published videos, one page in one order. */
export function channelVideosQuery(
  channelId: string,
  order: VideoOrder,
  page: number,
): { userId: string; page: number } & VideoOrderQuery {
  return { userId: channelId, page, ...videoOrderQuery(order) };
}

/**
 * How wide a grid card's thumbnail is drawn, as its `<img sizes>` says it: the whole width on a
 * phone, about half of it while two or three columns fit, never much more than 400px on wider
 * screens. The browser picks the file from it, and a preload of the thumbnail must say the same
 * to fetch the same file.
 */
export const GRID_THUMBNAIL_SIZES = '(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 400px';

/**
 * A query value as the web app's HTTP client (axios) writes it: URI-encoded, then `:`, `$` and `,`
 * left as they are and a space written as `+`. A search term can hold any of them.
 */
const encodeQueryValue = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');

/**
 * `API_BASE + path` with the query as the web app's HTTP client writes it: the keys in order, each
 * key and value encoded as it encodes them, absent values left out.
 */
export function apiRequestPath(path: string, query: FirstScreenQuery = {}): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeQueryValue(key)}=${encodeQueryValue(String(value))}`],
  );
  return `${API_BASE}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}
