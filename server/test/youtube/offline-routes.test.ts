import { HOME_CATEGORIES } from '@kinora/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/youtube/catalogue/catalogue-data';
import { createTestApp, type TestApp } from '../helpers/app';
import type {
  ApiErrorBody,
  ApiSuccess,
  ExternalCommentPage,
  ExternalSearchResult,
  ExternalVideoDetails,
} from '@kinora/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const first = CATALOGUE[0];
if (!first) throw new Error('the catalogue is empty');

describe('YouTube routes on the offline catalogue (no key)', () => {
  it('answers each home row with 12 videos in the contract shape', async () => {
    for (const category of HOME_CATEGORIES) {
      const res = await t.inject({
        method: 'GET',
        url: `/youtube/search?query=${encodeURIComponent(category)}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<ApiSuccess<ExternalSearchResult>>();
      expect(body).toMatchObject({ statusCode: 200, success: true });
      expect(body.data.videos).toHaveLength(12);
      expect(body.data.hasNextPage).toBe(true);
      expect(body.data.nextPageToken).toEqual(expect.any(String));
      const video = body.data.videos[0];
      expect(Object.keys(video ?? {}).sort()).toEqual([
        'channelTitle',
        'description',
        'duration',
        'publishedAt',
        'thumbnail',
        'thumbnailSources',
        'title',
        'videoId',
        'views',
      ]);
    }
  });

  it('pages a search with the token it handed out', async () => {
    const one = await t.inject({ method: 'GET', url: '/youtube/search?query=review&maxResults=5' });
    const page1 = one.json<ApiSuccess<ExternalSearchResult>>().data;
    const two = await t.inject({
      method: 'GET',
      url: `/youtube/search?query=review&maxResults=5&pageToken=${page1.nextPageToken ?? ''}`,
    });
    const page2 = two.json<ApiSuccess<ExternalSearchResult>>().data;
    expect(page2.videos).toHaveLength(5);
    const ids = new Set([...page1.videos, ...page2.videos].map((v) => v.videoId));
    expect(ids.size).toBe(10);
  });

  it('refuses an empty or whitespace query, a bad size and a forged page token with 400', async () => {
    for (const url of [
      '/youtube/search?query=%20%20',
      '/youtube/search',
      '/youtube/search?query=x&maxResults=51',
      '/youtube/search?query=x&maxResults=0',
      '/youtube/search?query=x&pageToken=bm90LW91cnM',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ApiErrorBody>()).toMatchObject({ statusCode: 400, success: false });
    }
  });

  it('answers a video with its likes, 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await t.inject({ method: 'GET', url: `/youtube/video/${first.videoId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiSuccess<ExternalVideoDetails>>().data).toEqual({
      videoId: first.videoId,
      title: first.title,
      thumbnail: `/api/v1/youtube/thumbnails/${first.videoId}.jpg`,
      thumbnailSources: {
        width: 1280,
        height: 720,
        webp: [320, 640, 1280].map((width) => ({
          url: `/api/v1/youtube/thumbnails/${first.videoId}/${width}.webp`,
          width,
        })),
        jpeg: [320, 640, 1280].map((width) => ({
          url: `/api/v1/youtube/thumbnails/${first.videoId}/${width}.jpg`,
          width,
        })),
      },
      channelTitle: first.channelTitle,
      views: first.views,
      likes: first.likes,
      description: first.description,
      publishedAt: first.publishedAt,
      duration: first.duration,
    });
    expect((await t.inject({ method: 'GET', url: '/youtube/video/AAAAAAAAAAA' })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ method: 'GET', url: '/youtube/video/not-an-id' })).statusCode).toBe(
      400,
    );
  });

  it('answers comments as an external comment page', async () => {
    const res = await t.inject({ method: 'GET', url: `/youtube/comments/${first.videoId}` });
    expect(res.statusCode).toBe(200);
    const page = res.json<ApiSuccess<ExternalCommentPage>>().data;
    expect(page.docs).toHaveLength(first.comments.length);
    expect(page.pageInfo.totalResults).toBe(first.comments.length);
    expect(page).toMatchObject({ hasNextPage: false, nextPageToken: null });
    expect(page.docs[0]).toMatchObject({ content: first.comments[0]?.text, isExternal: true });
    expect(page.docs[0]?.owner.avatar).toMatch(/^\/api\/v1\/youtube\/avatars\/UC[\w-]{22}\.png$/);
  });

  it('serves generated thumbnails and avatars with caching headers', async () => {
    const res = await t.inject({ method: 'GET', url: `/youtube/thumbnails/${first.videoId}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const again = await t.inject({
      method: 'GET',
      url: `/youtube/thumbnails/${first.videoId}.jpg`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const comment = first.comments[0];
    const avatar = await t.inject({
      method: 'GET',
      url: `/youtube/avatars/${comment?.authorChannelId ?? ''}.png`,
    });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');

    expect(
      (await t.inject({ method: 'GET', url: '/youtube/thumbnails/AAAAAAAAAAA.jpg' })).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/youtube/thumbnails/..%2Fetc.jpg' })).statusCode,
    ).toBe(400);
  });

  it('serves every size of the srcset in WebP and JPEG, at the size it names', async () => {
    for (const [extension, type] of [
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      for (const width of [320, 640, 1280]) {
        const url = `/youtube/thumbnails/${first.videoId}/${width}.${extension}`;
        const res = await t.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe(type);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format, url).toBe(extension === 'jpg' ? 'jpeg' : 'webp');
        expect([meta.width, meta.height], url).toEqual([width, (width * 9) / 16]);
      }
    }
    // Only the widths of the srcset, of catalogue videos.
    for (const [url, status] of [
      [`/youtube/thumbnails/${first.videoId}/500.webp`, 404],
      [`/youtube/thumbnails/AAAAAAAAAAA/320.webp`, 404],
      [`/youtube/thumbnails/${first.videoId}/wide.webp`, 400],
      [`/youtube/thumbnails/${first.videoId}/999999.jpg`, 400],
    ] as const) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    }
  });
});
