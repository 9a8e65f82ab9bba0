import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { notificationsOf } from './helpers/notifications';
import { waitForVideo } from './helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './media/fixtures';
import type { Page, Video } from '@kinora/contract';

let t: TestApp;
let media: MediaFixtures;
let owner: TestUser;
let fan: TestUser;
beforeAll(async () => {
  [t, media] = await Promise.all([createTestApp(), createMediaFixtures()]);
  [owner, fan] = await Promise.all([t.registerUser(), t.registerUser()]);
  await t.inject({
    method: 'POST',
    url: `/subscriptions/c/${owner.user._id}`,
    headers: fan.headers,
  });
});
afterAll(async () => {
  await t.close();
  await media.cleanup();
});

const upload = (fields: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title: 'Clip', description: 'A clip', ...fields },
      {
        videoFile: [media.video, 'clip.mp4', 'video/mp4'],
        thumbnail: [media.png, 'thumb.png', 'image/png'],
      },
    ),
  });

const edit = (videoId: string, payload: object, user: TestUser = owner) =>
  t.inject({ method: 'PATCH', url: `/videos/${videoId}`, headers: user.headers, payload });

const toggle = (videoId: string) =>
  t.inject({ method: 'PATCH', url: `/videos/toggle/publish/${videoId}`, headers: owner.headers });

const newVideoNotices = async (videoId: string) =>
  (await notificationsOf(t.app, fan)).docs.filter(
    (n) => n.kind === 'new_video' && n.video?._id === videoId,
  );

async function catalogueTotal(): Promise<number> {
  return dataOf<Page<Video>>(await t.inject({ method: 'GET', url: '/videos' })).totalDocs;
}

describe('POST /videos with a visibility', () => {
  it('is public by default and takes unlisted; an unlisted upload never reaches subscribers', async () => {
    const plain = dataOf<Video>(await upload({}));
    expect(plain).toMatchObject({ visibility: 'public', isPublished: true });

    const res = await upload({ visibility: 'unlisted' });
    expect(res.statusCode).toBe(201);
    const unlisted = dataOf<Video>(res);
    expect(unlisted).toMatchObject({ visibility: 'unlisted', isPublished: false });
    expect((await waitForVideo(t, unlisted._id, owner.headers)).status).toBe('ready');
    await t.app.services.notifications.settled();
    expect(await newVideoNotices(unlisted._id)).toEqual([]);
    // Ready: anyone with the link may watch it.
    expect((await t.inject({ method: 'GET', url: `/videos/${unlisted._id}` })).statusCode).toBe(
      200,
    );
  });

  it('refuses an unknown visibility with 400 before storing anything', async () => {
    const res = await upload({ visibility: 'friends' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.[0]?.field).toBe('visibility');
  });
});

describe('PATCH /videos/:id with a visibility', () => {
  it('moves between the three, keeping isPublished, the catalogue count and notifications right', async () => {
    const video = await insertVideo(t, owner.user._id, { visibility: 'private' });
    const total = await catalogueTotal();

    const unlisted = await edit(video._id, { visibility: 'unlisted' });
    expect(dataOf<Video>(unlisted)).toMatchObject({ visibility: 'unlisted', isPublished: false });
    await t.app.services.notifications.settled();
    expect(await newVideoNotices(video._id)).toEqual([]);
    expect(await catalogueTotal()).toBe(total);

    const shown = await edit(video._id, { visibility: 'public' });
    expect(dataOf<Video>(shown)).toMatchObject({ visibility: 'public', isPublished: true });
    await t.app.services.notifications.settled();
    expect(await newVideoNotices(video._id)).toHaveLength(1);
    expect(await catalogueTotal()).toBe(total + 1);

    // Unlisted again: it leaves the lists and the fan's notification no longer shows it.
    await edit(video._id, { visibility: 'unlisted' });
    await t.app.services.notifications.settled();
    expect(await newVideoNotices(video._id)).toEqual([]);
    expect(await catalogueTotal()).toBe(total);
  });

  it('answers 400 for an unknown visibility and 403 for a stranger', async () => {
    const video = await insertVideo(t, owner.user._id);
    const bad = await edit(video._id, { visibility: 'everyone' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/visibility/);
    const stranger = await edit(video._id, { visibility: 'private' }, fan);
    expect(stranger.statusCode).toBe(403);
    const after = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${video._id}` }));
    expect(after.visibility).toBe('public');
  });
});

describe('the publish toggle', () => {
  it('flips public and private, and makes an unlisted video public', async () => {
    const video = await insertVideo(t, owner.user._id);
    expect(dataOf<Video>(await toggle(video._id))).toMatchObject({
      visibility: 'private',
      isPublished: false,
    });
    expect(dataOf<Video>(await toggle(video._id))).toMatchObject({
      visibility: 'public',
      isPublished: true,
    });
    await edit(video._id, { visibility: 'unlisted' });
    expect(dataOf<Video>(await toggle(video._id)).visibility).toBe('public');
  });

  it('keeps both columns in step for writers that set only is_published', async () => {
    const video = await insertVideo(t, owner.user._id);
    await sql`UPDATE videos SET is_published = false WHERE id = ${video._id}`.execute(t.app.db);
    const row = await t.app.db
      .selectFrom('videos')
      .select(['visibility', 'is_published', 'is_listed', 'is_watchable'])
      .where('id', '=', video._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      visibility: 'private',
      is_published: false,
      is_listed: false,
      is_watchable: false,
    });
  });
});
