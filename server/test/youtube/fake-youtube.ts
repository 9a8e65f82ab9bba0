import http from 'node:http';

/**
 * A local stand-in for https://www.googleapis.com/youtube/v3 answering in YouTube's own response
 * shapes, with a switch for each failure the real one produces.
 */
export interface FakeVideo {
  id: string;
  title: string;
  channelTitle: string;
  description: string;
  publishedAt: string;
  viewCount?: string;
  likeCount?: string;
  duration: string;
}

export interface FakeComment {
  id: string;
  author: string;
  text: string;
  publishedAt: string;
}

/** `hang`: never answers; `stall`: sends headers and half a body, then nothing. */
export type FakeAnswer = { status: number; body: unknown } | 'hang' | 'stall';
export type FakeOverride = (endpoint: string, params: URLSearchParams) => FakeAnswer | undefined;

export interface FakeYoutube {
  baseUrl: string;
  /** Every request received: endpoint (`search`, `videos`, `commentThreads`) and query. */
  calls: { endpoint: string; params: URLSearchParams }[];
  callsTo: (endpoint: string) => number;
  /** Answers this instead of the normal behaviour while it returns something. */
  override: FakeOverride | null;
  /** How long every answer takes (a slow upstream, so concurrent look-ups overlap). */
  delayMs: number;
  close: () => Promise<void>;
}

export const errorBody = (code: number, reason: string, message = reason) => ({
  error: { code, message, errors: [{ message, domain: 'youtube.quota', reason }] },
});

const PAGE_PREFIX = 'FAKEPAGE';

function page<T>(items: T[], params: URLSearchParams, fallbackSize: number) {
  const size = Number(params.get('maxResults') ?? fallbackSize);
  const token = params.get('pageToken');
  const offset = token ? Number(token.slice(PAGE_PREFIX.length)) : 0;
  const slice = items.slice(offset, offset + size);
  const nextPageToken = offset + size < items.length ? `${PAGE_PREFIX}${offset + size}` : undefined;
  return { slice, nextPageToken, offset };
}

function videoResource(v: FakeVideo) {
  return {
    kind: 'youtube#video',
    etag: `etag-${v.id}`,
    id: v.id,
    snippet: {
      publishedAt: v.publishedAt,
      channelId: 'UCfakechannel000000000000',
      title: v.title,
      description: v.description,
      thumbnails: {
        default: { url: `https://i.ytimg.com/vi/${v.id}/default.jpg`, width: 120, height: 90 },
        high: { url: `https://i.ytimg.com/vi/${v.id}/hqdefault.jpg`, width: 480, height: 360 },
      },
      channelTitle: v.channelTitle,
      liveBroadcastContent: 'none',
    },
    contentDetails: { duration: v.duration, dimension: '2d', definition: 'hd', caption: 'false' },
    statistics: {
      ...(v.viewCount === undefined ? {} : { viewCount: v.viewCount }),
      ...(v.likeCount === undefined ? {} : { likeCount: v.likeCount }),
      favoriteCount: '0',
      commentCount: '3',
    },
  };
}

export async function startFakeYoutube(
  videos: FakeVideo[],
  comments: Record<string, FakeComment[] | 'disabled'>,
): Promise<FakeYoutube> {
  const calls: FakeYoutube['calls'] = [];
  const fake: FakeYoutube = {
    baseUrl: '',
    calls,
    callsTo: (endpoint) => calls.filter((c) => c.endpoint === endpoint).length,
    override: null,
    delayMs: 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function answer(endpoint: string, params: URLSearchParams): FakeAnswer {
    const overridden = fake.override?.(endpoint, params);
    if (overridden) return overridden;
    if (params.get('key') !== 'test-key')
      return { status: 400, body: errorBody(400, 'keyInvalid') };
    if (endpoint === 'search') {
      // Any word of the query in the title, like a (very) loose relevance search.
      const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = videos.filter((v) => words.some((w) => v.title.toLowerCase().includes(w)));
      const { slice, nextPageToken } = page(found, params, 5);
      return {
        status: 200,
        body: {
          kind: 'youtube#searchListResponse',
          ...(nextPageToken ? { nextPageToken } : {}),
          regionCode: 'US',
          pageInfo: { totalResults: found.length, resultsPerPage: slice.length },
          items: slice.map((v) => ({
            kind: 'youtube#searchResult',
            etag: 'x',
            id: { kind: 'youtube#video', videoId: v.id },
          })),
        },
      };
    }
    if (endpoint === 'videos') {
      const ids = (params.get('id') ?? '').split(',');
      // Like YouTube: its own order, unknown ids silently left out.
      const items = videos
        .filter((v) => ids.includes(v.id))
        .reverse()
        .map(videoResource);
      return {
        status: 200,
        body: {
          kind: 'youtube#videoListResponse',
          items,
          pageInfo: { totalResults: items.length },
        },
      };
    }
    if (endpoint === 'commentThreads') {
      const list = comments[params.get('videoId') ?? ''];
      if (list === undefined) return { status: 404, body: errorBody(404, 'videoNotFound') };
      if (list === 'disabled') return { status: 403, body: errorBody(403, 'commentsDisabled') };
      const { slice, nextPageToken } = page(list, params, 20);
      return {
        status: 200,
        body: {
          kind: 'youtube#commentThreadListResponse',
          ...(nextPageToken ? { nextPageToken } : {}),
          pageInfo: { totalResults: slice.length, resultsPerPage: 20 },
          items: slice.map((c) => ({
            kind: 'youtube#commentThread',
            id: c.id,
            snippet: {
              videoId: params.get('videoId'),
              topLevelComment: {
                kind: 'youtube#comment',
                id: c.id,
                snippet: {
                  authorDisplayName: c.author,
                  authorProfileImageUrl: `https://yt3.ggpht.com/${c.author}.jpg`,
                  authorChannelId: { value: `UC${c.author.padEnd(22, 'x').slice(0, 22)}` },
                  textDisplay: c.text.replace(/&/g, '&amp;'),
                  textOriginal: c.text,
                  likeCount: 1,
                  publishedAt: c.publishedAt,
                  updatedAt: c.publishedAt,
                },
              },
              totalReplyCount: 0,
            },
          })),
        },
      };
    }
    return { status: 404, body: errorBody(404, 'notFound') };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const endpoint = url.pathname.replace(/^\/youtube\/v3\//, '');
    calls.push({ endpoint, params: url.searchParams });
    const result = answer(endpoint, url.searchParams);
    if (result === 'hang') return;
    if (result === 'stall') {
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      res.write('{"items": [');
      return;
    }
    setTimeout(() => {
      res.writeHead(result.status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(result.body));
    }, fake.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string')
    throw new Error('the fake YouTube is not listening on TCP');
  fake.baseUrl = `http://127.0.0.1:${address.port}/youtube/v3`;
  return fake;
}
