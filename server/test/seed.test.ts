import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_EMAIL_DOMAIN } from '../src/seed/demo-data';
import { seedIfEmpty } from '../src/seed/seed-if-empty';
import { createTestApp, dataOf, type TestApp } from './helpers/app';
import type {
  ChannelProfile,
  DashboardStats,
  LoginResponse,
  Page,
  Post,
  Video,
} from '@kinora/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo seed', () => {
  // Ten clips, each made, framed and transcoded by ffmpeg: slow on a busy machine.
  it('fills an empty database once with channels, playable videos, posts and 30 days of activity', async () => {
    const summary = await seedIfEmpty(t.app);
    expect(summary).toMatchObject({ videos: 10, users: 11 });
    expect(await seedIfEmpty(t.app)).toBeNull();
    if (!summary) throw new Error('not seeded');
    // A password of this install's own, written for its owner only.
    expect(summary.password).toMatch(/^[\w-]{16}$/);
    expect(summary.password).not.toBe('kinora-demo');
    const credentials = await fs.readFile(summary.credentialsFile, 'utf8');
    expect(credentials).toContain(`password: ${summary.password}`);
    expect((await fs.stat(summary.credentialsFile)).mode & 0o077).toBe(0);

    const videos = dataOf<Page<Video>>(await t.inject({ method: 'GET', url: '/videos?limit=50' }));
    expect(videos.totalDocs).toBe(10);
    const first = videos.docs[0];
    if (!first) throw new Error('no video');
    expect(first.duration).toBeGreaterThan(3);
    expect(first.views).toBeGreaterThan(0);
    const file = await t.app.inject({
      method: 'GET',
      url: first.videofile,
      headers: { range: 'bytes=0-9' },
    });
    expect(file.statusCode).toBe(206);
    // Every demo video went through the pipeline: HLS renditions, the progressive MP4 as its file.
    for (const video of videos.docs) {
      expect(video.videofile).toMatch(/\/progressive\.mp4$/);
      expect(video.streams?.renditions.length).toBeGreaterThan(0);
    }
    const hls = first.streams?.hls ?? '';
    const master = await t.app.inject({ method: 'GET', url: hls });
    expect(master.statusCode).toBe(200);
    const variant = master.body.split('\n').find((l) => l.endsWith('.m3u8')) ?? '';
    const variantUrl = hls.replace(/master\.m3u8$/, variant);
    const playlist = await t.app.inject({ method: 'GET', url: variantUrl });
    const segment = playlist.body.split('\n').find((l) => l.endsWith('.m4s')) ?? '';
    const segmentUrl = variantUrl.replace(/index\.m3u8$/, segment);
    expect((await t.app.inject({ method: 'GET', url: segmentUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first.thumbnail })).statusCode).toBe(200);
    const smallest = first.thumbnailSources?.jpeg[0];
    expect(smallest?.width).toBeGreaterThan(0);
    const jpeg = await t.app.inject({ method: 'GET', url: smallest?.url ?? '' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');

    const channel = dataOf<ChannelProfile>(
      await t.inject({ method: 'GET', url: '/users/c/kinora' }),
    );
    expect(channel.avatar).toMatch(/^\/api\/v1\/media\/avatars\//);
    expect((await t.app.inject({ method: 'GET', url: channel.avatar })).statusCode).toBe(200);

    const posts = dataOf<Page<Post>>(await t.inject({ method: 'GET', url: '/tweets' }));
    expect(posts.totalDocs).toBeGreaterThan(5);

    const login = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: `kinora@${DEMO_EMAIL_DOMAIN}`, password: summary.password },
    });
    expect(login.statusCode).toBe(200);
    // Nobody reads the demo domain's mail: the demo accounts count as verified.
    expect(dataOf<LoginResponse>(login).user.emailVerified).toBe(true);
    const unverified = await t.app.db
      .selectFrom('users')
      .select('username')
      .where('email_verified_at', 'is', null)
      .execute();
    expect(unverified).toEqual([]);
    const { accessToken } = dataOf<LoginResponse>(login);
    const stats = dataOf<DashboardStats>(
      await t.inject({
        method: 'GET',
        url: '/dashboard/stats',
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    );
    expect(stats.totalVideos).toBe(2);
    expect(stats.viewsLast30Days.filter((d) => d.views > 0).length).toBeGreaterThan(10);
    expect(stats.totalViews).toBe(stats.viewsLast30Days.reduce((sum, d) => sum + d.views, 0));
  }, 90_000);
});

describe('seeding by default', () => {
  it('seeds a first start, but not under NODE_ENV=production unless SEED=true', () => {
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });
});
