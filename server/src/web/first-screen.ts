import {
  OWN_VIDEO_ID_PATTERN,
  type ChannelProfile,
  type ExternalSearchResult,
  type ExternalVideo,
  type Page,
  type SearchCorrection,
  type SearchResult,
  type SensitiveContentMode,
  type Video,
} from '@kinora/contract';
import {
  apiRequestPath,
  channelProfilePath,
  channelVideosQuery,
  communityVideosQuery,
  COMMUNITY_ROW_QUERY,
  exploreQuery,
  externalSearchQuery,
  GRID_THUMBNAIL_SIZES,
  searchCorrectionQuery,
  searchResultsFiltersOf,
  searchTermOf,
  videoHitsOf,
  videoOrderOf,
  VIDEO_ORDER_PARAM,
  type FirstScreenKind,
} from '@kinora/shared/routing';
import type { FirstPaintScreen } from '@kinora/shared/first-paint';

/** The first thumbnail of a page as its `<img>` asks for it: the same file, chosen the same way. */
export interface LeadThumbnail {
  /** The one URL every video has; the file itself when there are no sizes. */
  href: string;
  /** The WebP sizes, `url 320w, …`, with the `sizes` of the card that shows them. */
  srcset?: string;
  sizes?: string;
}

export interface FirstScreen {
  /** API URLs the page requests first, as it requests them. */
  requests: string[];
  leadThumbnail?: LeadThumbnail;
  /**
   * The HLS master playlist of the video the page plays, the same for everyone who may see the
   * page: its player fetches it first, so the page can ask for it before any script runs.
   */
  playlist?: string;
  /** What the server can draw of the page before any script runs, from those answers. */
  paint?: FirstPaintScreen;
}

/** Who a page goes to: someone signed in, or a visitor. */
export type Viewer = 'signed-in' | 'visitor';

/**
 * How a drawing shows sensitive videos. A visitor gets the site's choice. Someone signed in may
 * have a choice of their own that the server does not know before their session is restored, so
 * they never see them plainly before the app knows: a moment's blur is harmless, a moment's
 * sensitive thumbnail is not.
 */
export const drawnSensitiveContent = (
  siteChoice: SensitiveContentMode,
  viewer: Viewer,
): SensitiveContentMode => (viewer === 'signed-in' && siteChoice === 'show' ? 'blur' : siteChoice);

/** Reads an API answer the way a visitor's browser would get it; null unless it is a 200. */
export type ApiReader = (url: string) => Promise<unknown>;

/**
 * A page as a remote's route record describes it to the server: the kind of its first screen
 * (`firstScreen`) or preview (`share`), and the value of its route's parameter, if it has one.
 */
export interface RecordedPage<Kind extends string> {
  kind: Kind;
  param?: string;
}

const videosOf = (page: unknown): Video[] =>
  (page as { data?: Page<Video> } | null)?.data?.docs ?? [];

/** What an API answer carries, or undefined unless it is a 200. */
const dataOf = <T>(answer: unknown): T | undefined =>
  (answer as { data?: T } | null)?.data ?? undefined;

function leadThumbnailOf(videos: Array<Video | ExternalVideo>): LeadThumbnail | undefined {
  const first = videos[0];
  if (!first?.thumbnail) return undefined;
  const webp = first.thumbnailSources?.webp ?? [];
  if (webp.length === 0) return { href: first.thumbnail };
  return {
    href: first.thumbnail,
    srcset: webp.map((file) => `${file.url} ${file.width}w`).join(', '),
    sizes: GRID_THUMBNAIL_SIZES,
  };
}

/**
 * What the first screen of a page needs from the API, by the kind its remote's route record gives
 * it (`firstScreen`), so the shell page can ask for it at once: the home page's community row,
 * Explore's first page and a channel's profile with its first page of videos (each with the first
 * card's thumbnail, the likely largest paint), and an own video's watch answer (its poster is the
 * share preview's lead image) with its HLS master playlist. Null for anything else. Home, Explore
 * and a channel come with what the server draws of them from those answers (`paint`), for
 * visitors and for people signed in alike (the parts that are a person's own, such as Subscribe,
 * are kept unseen); an own video's page is drawn from its preview. `sensitiveContent` says how
 * the drawing shows sensitive videos (see `drawnSensitiveContent`).
 */
export async function firstScreenOf(
  { kind, param }: RecordedPage<FirstScreenKind>,
  search: URLSearchParams,
  read: ApiReader,
  sensitiveContent: SensitiveContentMode,
): Promise<FirstScreen | null> {
  const list = async (url: string, paint?: (videos: Video[]) => FirstPaintScreen) => {
    const videos = videosOf(await read(url));
    // An empty list is drawn by the page (an empty state, or other rows in its place).
    const painted =
      paint && videos.length > 0 ? { paint: { ...paint(videos), sensitiveContent } } : {};
    return { requests: [url], leadThumbnail: leadThumbnailOf(videos), ...painted };
  };
  if (kind === 'home') {
    return list(apiRequestPath('/videos', COMMUNITY_ROW_QUERY), (videos) => ({
      page: 'home',
      videos,
    }));
  }
  if (kind === 'explore') {
    const order = videoOrderOf(search.get(VIDEO_ORDER_PARAM));
    return list(apiRequestPath('/videos', exploreQuery(order, 1)), (videos) => ({
      page: 'explore',
      order,
      videos,
    }));
  }
  if (kind === 'channel' && param) {
    // The page asks for the profile, then for the videos of the id it names: both are asked for
    // here at once.
    const profileUrl = apiRequestPath(channelProfilePath(param));
    const profile = (await read(profileUrl)) as { data?: ChannelProfile } | null;
    const channelProfile = profile?.data;
    if (!channelProfile?._id) return { requests: [profileUrl] };
    const order = videoOrderOf(search.get(VIDEO_ORDER_PARAM));
    const videos = await list(
      apiRequestPath('/videos', channelVideosQuery(channelProfile._id, order, 1)),
      (docs) => ({ page: 'channel', channel: channelProfile, order, videos: docs }),
    );
    return { ...videos, requests: [profileUrl, ...videos.requests] };
  }
  if (kind === 'results') return resultsScreenOf(search, read, sensitiveContent);
  if (kind === 'watch' && param && OWN_VIDEO_ID_PATTERN.test(param)) {
    const url = apiRequestPath(`/videos/${param}`);
    // Only a public video's playlist link is the same for everyone: an unlisted one's links are
    // signed per answer (`linksExpireAt`), so the page's own answer would name another URL.
    const video = ((await read(url)) as { data?: Video } | null)?.data;
    const playlist =
      video?.visibility === 'public' && !video.linksExpireAt ? video.streams?.hls : undefined;
    return { requests: [url], ...(playlist ? { playlist } : {}) };
  }
  return null;
}

/** How long the results page's drawing waits for the public search before it is sent without. */
export const EXTERNAL_SEARCH_WAIT_MS = 800;

/** The promise's answer, or null once `ms` have passed without one. */
function withinDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The results page's first screen: the three lists its page asks for at once ("Did you mean", the
 * community's first matches, the first public results), drawn when something was found. A search
 * of channels is left to the page (it is a list of names). The public search is read through the
 * API like the page's own, so it is cached for the page's request and counted against the
 * client's share of the YouTube quota (the reader asks as the client).
 */
async function resultsScreenOf(
  search: URLSearchParams,
  read: ApiReader,
  sensitiveContent: SensitiveContentMode,
): Promise<FirstScreen | null> {
  const term = searchTermOf(search);
  const filters = searchResultsFiltersOf(search);
  if (!term || filters.type !== 'videos') return null;
  const correctionUrl = apiRequestPath('/search/correction', searchCorrectionQuery(term));
  const communityUrl = apiRequestPath('/search', communityVideosQuery(term, filters, 1));
  const externalUrl = apiRequestPath('/youtube/search', externalSearchQuery(term));
  const requests = [correctionUrl, communityUrl, externalUrl];
  const [correction, community, external] = await Promise.all([
    read(correctionUrl),
    read(communityUrl),
    // A search the cache cannot answer goes to YouTube: the page is not held for it past a
    // moment. It goes on all the same, so the page's own request meets its answer in the cache.
    withinDeadline(read(externalUrl), EXTERNAL_SEARCH_WAIT_MS),
  ]);
  const suggestion = dataOf<SearchCorrection>(correction);
  const found = dataOf<Page<SearchResult>>(community);
  const publicResults = dataOf<ExternalSearchResult>(external);
  if (!suggestion || !found || !publicResults) return { requests };
  const hits = videoHitsOf(found.docs);
  // With nothing found anywhere the page says so in a line or two: nothing worth drawing.
  if (hits.length === 0 && publicResults.videos.length === 0) return { requests };
  return {
    requests,
    leadThumbnail: leadThumbnailOf(hits.length > 0 ? hits : publicResults.videos),
    paint: {
      page: 'results',
      term,
      filters,
      correction: suggestion.suggestion,
      community: { videos: hits, total: found.totalDocs, hasMore: found.hasNextPage },
      external: {
        videos: publicResults.videos,
        hasMore: publicResults.hasNextPage && publicResults.nextPageToken !== null,
      },
      sensitiveContent,
    },
  };
}
