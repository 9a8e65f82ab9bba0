import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo } from './helpers/data';
import { waitForVideo } from './helpers/wait-for-video';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './media/fixtures';
import type {
  ChannelProfile,
  DashboardStats,
  LikeStatus,
  Page,
  Playlist,
  User,
  Video,
} from '@kinora/contract';
import type { LightMyRequestResponse } from 'fastify';

/** `DELETE /users`: the account goes with everything of it, and nothing keeps counting it. */

let t: TestApp;
let fx: MediaFixtures;
beforeAll(async () => {
  fx = await createMediaFixtures();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await fx.cleanup();
});

const mediaFiles = () => listFiles(path.join(t.config.dataDir, 'media'));

async function asOk<T>(res: Promise<LightMyRequestResponse>): Promise<T> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return dataOf<T>(answer);
}

async function image(field: string, url: string, user: TestUser) {
  const png = await sharp({
    create: { width: 600, height: 200, channels: 3, background: '#884422' },
  })
    .png()
    .toBuffer();
  const form = buildForm({}, { [field]: [png, 'i.png', 'image/png'] });
  return asOk<User>(t.inject({ method: 'PATCH', url, headers: user.headers, payload: form }));
}

const publishedCount = async () =>
  Number(
    (await t.app.db.selectFrom('video_counters').select('published').executeTakeFirstOrThrow())
      .published,
  );

describe('DELETE /users', () => {
  it('names the missing password when the request has no body at all', async () => {
    const user = await t.registerUser();
    const expected = {
      statusCode: 400,
      message: 'password is required',
      errors: [{ field: 'password', message: 'password is required' }],
      success: false,
    };
    const bare = await t.inject({ method: 'DELETE', url: '/users', headers: user.headers });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual(expected);
    const empty = await t.inject({
      method: 'DELETE',
      url: '/users',
      headers: user.headers,
      payload: {},
    });
    expect(empty.json()).toEqual(expected);
    const me = await t.inject({ method: 'GET', url: '/users/current-user', headers: user.headers });
    expect(me.statusCode).toBe(200);
  });

  it('asks for the password, then deletes the account, its videos and files, and everything that refers to it', async () => {
    const doomed = await t.registerUser();
    const other = await t.registerUser();
    const as = (u: TestUser) => u.headers;

    // The account's own things: a transcoded video with files, another video, images.
    const uploaded = await asOk<Video>(
      t.inject({
        method: 'POST',
        url: '/videos',
        headers: as(doomed),
        payload: buildForm(
          { title: 'Going away', description: 'With its files' },
          {
            videoFile: [fx.video, 'clip.mp4', 'video/mp4'],
            thumbnail: [fx.png, 'thumb.png', 'image/png'],
          },
        ),
      }),
    );
    expect((await waitForVideo(t, uploaded._id, as(doomed))).status).toBe('ready');
    const plain = await insertVideo(t, doomed.user._id);
    await image('avatar', '/users/avatar', doomed);
    await image('coverImage', '/users/cover-image', doomed);
    const playlist = await asOk<Playlist>(
      t.inject({
        method: 'POST',
        url: '/playlist',
        headers: as(doomed),
        payload: { name: 'Mine' },
      }),
    );
    await asOk(
      t.inject({
        method: 'PATCH',
        url: `/playlist/add/${plain._id}/${playlist._id}`,
        headers: as(doomed),
      }),
    );
    await asOk(
      t.inject({
        method: 'POST',
        url: '/tweets',
        headers: as(doomed),
        payload: { content: 'Bye' },
      }),
    );

    // What it did to others, and others to it.
    const othersVideo = await insertVideo(t, other.user._id);
    const othersPlaylist = await asOk<Playlist>(
      t.inject({
        method: 'POST',
        url: '/playlist',
        headers: as(other),
        payload: { name: 'Saved' },
      }),
    );
    await asOk(
      t.inject({
        method: 'PATCH',
        url: `/playlist/add/${plain._id}/${othersPlaylist._id}`,
        headers: as(other),
      }),
    );
    for (const [who, videoId] of [
      [doomed, othersVideo._id],
      [other, plain._id],
    ] as const) {
      await asOk(t.inject({ method: 'POST', url: `/likes/toggle/v/${videoId}`, headers: as(who) }));
      await asOk(
        t.inject({
          method: 'POST',
          url: `/comments/${videoId}`,
          headers: as(who),
          payload: { content: 'Hello', isExternal: false },
        }),
      );
    }
    await asOk(
      t.inject({ method: 'POST', url: `/subscriptions/c/${other.user._id}`, headers: as(doomed) }),
    );
    await asOk(
      t.inject({ method: 'POST', url: `/subscriptions/c/${doomed.user._id}`, headers: as(other) }),
    );
    await asOk(
      t.inject({ method: 'POST', url: `/videos/${othersVideo._id}/views`, headers: as(doomed) }),
    );

    const published = await publishedCount();
    const filesBefore = await mediaFiles();
    expect(filesBefore.length).toBeGreaterThan(4);
    const cancel = vi.spyOn(t.app.transcodeQueue, 'cancel');

    const wrong = await t.inject({
      method: 'DELETE',
      url: '/users',
      headers: as(doomed),
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Password is incorrect.');
    const missing = await t.inject({
      method: 'DELETE',
      url: '/users',
      headers: as(doomed),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: '/users/current-user', headers: as(doomed) }))
        .statusCode,
    ).toBe(200);

    const res = await t.inject({
      method: 'DELETE',
      url: '/users',
      headers: as(doomed),
      payload: { password: doomed.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');

    // Signed out everywhere, and cannot sign in again.
    expect(
      (await t.inject({ method: 'GET', url: '/users/current-user', headers: as(doomed) }))
        .statusCode,
    ).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: doomed.user.email, password: doomed.password },
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: `/users/c/${doomed.user.username}` })).statusCode,
    ).toBe(404);

    // Videos through the video deletion path: rows, queued jobs, every file and stream.
    for (const id of [uploaded._id, plain._id]) {
      expect((await t.inject({ method: 'GET', url: `/videos/${id}` })).statusCode).toBe(404);
      expect(cancel).toHaveBeenCalledWith(id);
    }
    expect(await publishedCount()).toBe(published - 2);
    expect(await mediaFiles()).toEqual([]);

    // Nothing of it counts anywhere any more.
    const db = t.app.db;
    const left = async (
      table:
        | 'comments'
        | 'likes'
        | 'playlists'
        | 'tweets'
        | 'watch_history'
        | 'sessions'
        | 'refresh_tokens',
      column: string,
    ) =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column as never, '=', doomed.user._id as never)
          .executeTakeFirstOrThrow()
      ).n;
    for (const [table, column] of [
      ['comments', 'owner_id'],
      ['likes', 'user_id'],
      ['playlists', 'owner_id'],
      ['tweets', 'owner_id'],
      ['watch_history', 'user_id'],
      ['sessions', 'user_id'],
      ['refresh_tokens', 'user_id'],
    ] as const) {
      expect(Number(await left(table, column)), table).toBe(0);
    }
    const othersComments = await db
      .selectFrom('comments')
      .select('video_id')
      .where('owner_id', '=', other.user._id)
      .execute();
    expect(othersComments).toEqual([]);
    const marks = await db
      .selectFrom('video_view_marks')
      .select('viewer_key')
      .where('viewer_key', '=', `u:${doomed.user._id}`)
      .execute();
    expect(marks).toEqual([]);

    const likes = await asOk<LikeStatus>(
      t.inject({ method: 'GET', url: `/likes/video/${othersVideo._id}`, headers: as(other) }),
    );
    expect(likes.likesCount).toBe(0);
    const channel = await asOk<ChannelProfile>(
      t.inject({ method: 'GET', url: `/users/c/${other.user.username}` }),
    );
    expect(channel.subscribersCount).toBe(0);
    const following = await asOk<Page<User>>(
      t.inject({ method: 'GET', url: `/subscriptions/u/${other.user._id}`, headers: as(other) }),
    );
    expect(following.docs).toEqual([]);
    const saved = await asOk<Playlist>(
      t.inject({ method: 'GET', url: `/playlist/${othersPlaylist._id}`, headers: as(other) }),
    );
    expect(saved.videos).toEqual([]);
    expect(saved.totalVideos).toBe(0);
    const stats = await asOk<DashboardStats>(
      t.inject({ method: 'GET', url: '/dashboard/stats', headers: as(other) }),
    );
    expect(stats).toMatchObject({ totalLikes: 0, totalSubscribers: 0 });

    // The other account is untouched.
    expect(
      (await t.inject({ method: 'GET', url: '/users/current-user', headers: as(other) }))
        .statusCode,
    ).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/videos/${othersVideo._id}` })).statusCode).toBe(
      200,
    );
  }, 120_000);
});
