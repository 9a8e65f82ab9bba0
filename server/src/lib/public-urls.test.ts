import { describe, expect, it } from 'vitest';
import { pagesBaseOf, pageUrl, withPublicUrls } from './public-urls';

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

describe('pages of the site', () => {
  const web = { shellDir: null, remotes: {}, deployDir: null, publicSourceMaps: false };

  it('live under PUBLIC_URL, or the first web origin when this server serves no web app', () => {
    const site = 'https://kinora.example';
    expect(pagesBaseOf({ publicUrl: site, webOrigins: [], web })).toBe(site);
    expect(pagesBaseOf({ publicUrl: site, webOrigins: ['https://web.example'], web })).toBe(
      'https://web.example',
    );
    expect(
      pagesBaseOf({
        publicUrl: site,
        webOrigins: ['https://web.example'],
        web: { ...web, shellDir: '/srv/shell' },
      }),
    ).toBe(site);
    expect(pagesBaseOf({ publicUrl: null, webOrigins: [], web })).toBeNull();
  });

  it('keep a path on the base’s host, below its path, and are bare paths without a base', () => {
    expect(pageUrl('https://kinora.example/site', '/watch/abc')).toBe(
      'https://kinora.example/site/watch/abc',
    );
    expect(pageUrl('https://kinora.example', '//evil.example/x')).toBe(
      'https://kinora.example//evil.example/x',
    );
    expect(pageUrl('https://kinora.example', '/watch/a b?x=1')).toBe(
      'https://kinora.example/watch/a%20b%3Fx=1',
    );
    expect(pageUrl(null, '/watch/abc')).toBe('/watch/abc');
    expect(pageUrl(null, '//evil.example/x')).toBe('/evil.example/x');
  });
});
