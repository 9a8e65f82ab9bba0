import { describe, expect, it } from 'vitest';
import { withPublicUrls } from './public-urls';

describe('withPublicUrls', () => {
  it('makes served paths in URL fields absolute, at any depth, and leaves text alone', () => {
    const base = 'https://api.example';
    const answer = {
      data: {
        docs: [
          {
            title: '/api/v1/media/videos/x.mp4',
            thumbnail: '/api/v1/media/thumbnails/a.webp',
            thumbnailSources: {
              webp: [{ url: '/api/v1/media/thumbnails/a/320.webp', width: 320 }],
            },
            streams: { hls: '/api/v1/media/s/1.sig/streams/d/master.m3u8' },
            owner: { avatar: '/api/v1/static/default-avatar.svg' },
            createdAt: new Date(0),
          },
        ],
      },
      links: [{ title: 'site', url: 'https://elsewhere.example/' }],
    };
    expect(withPublicUrls(answer, base)).toEqual({
      data: {
        docs: [
          {
            title: '/api/v1/media/videos/x.mp4',
            thumbnail: `${base}/api/v1/media/thumbnails/a.webp`,
            thumbnailSources: {
              webp: [{ url: `${base}/api/v1/media/thumbnails/a/320.webp`, width: 320 }],
            },
            streams: { hls: `${base}/api/v1/media/s/1.sig/streams/d/master.m3u8` },
            owner: { avatar: `${base}/api/v1/static/default-avatar.svg` },
            createdAt: new Date(0),
          },
        ],
      },
      links: [{ title: 'site', url: 'https://elsewhere.example/' }],
    });
  });
});
