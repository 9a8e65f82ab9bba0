import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { LikeStatus, SubscriptionStatus } from '@kinora/contract';

let t: TestApp;
let creator: TestUser;
let fans: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  creator = await t.registerUser();
  fans = [];
  // Registration hashes a password: a few at a time keeps the two cores responsive.
  for (let i = 0; i < 50; i += 10) {
    fans.push(...(await Promise.all(Array.from({ length: 10 }, () => t.registerUser()))));
  }
});
afterAll(async () => {
  await t.close();
});

describe('likes', () => {
  it('toggles a like and reports the status; anonymous can read, not toggle', async () => {
    const video = await insertVideo(t, creator.user._id);
    const fan = fans[0] as TestUser;
    const liked = await t.inject({
      method: 'POST',
      url: `/likes/toggle/v/${video._id}`,
      headers: fan.headers,
    });
    expect(liked.statusCode).toBe(200);
    expect(dataOf(liked)).toEqual({ isLiked: true, likesCount: 1 });
    const status = await t.inject({
      method: 'GET',
      url: `/likes/video/${video._id}`,
      headers: fan.headers,
    });
    expect(dataOf(status)).toEqual({ isLiked: true, likesCount: 1 });
    const anon = await t.inject({ method: 'GET', url: `/likes/video/${video._id}` });
    expect(dataOf(anon)).toEqual({ isLiked: false, likesCount: 1 });
    expect(
      (await t.inject({ method: 'POST', url: `/likes/toggle/v/${video._id}` })).statusCode,
    ).toBe(401);
    const unliked = await t.inject({
      method: 'POST',
      url: `/likes/toggle/v/${video._id}`,
      headers: fan.headers,
    });
    expect(dataOf(unliked)).toEqual({ isLiked: false, likesCount: 0 });
  });

  it('answers 404 for unknown or unpublished videos of others, 400 for malformed ids', async () => {
    const hidden = await insertVideo(t, creator.user._id, { isPublished: false });
    const fan = fans[1] as TestUser;
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/likes/toggle/v/${hidden._id}`,
          headers: fan.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/likes/video/0123456789abcdef01234567' })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/likes/video/dQw4w9WgXcQ' })).statusCode).toBe(
      400,
    );
  });

  it('stays consistent under 50 parallel likes by different users', async () => {
    const video = await insertVideo(t, creator.user._id);
    const results = await Promise.all(
      fans.map((fan) =>
        t.inject({ method: 'POST', url: `/likes/toggle/v/${video._id}`, headers: fan.headers }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const status = await t.inject({ method: 'GET', url: `/likes/video/${video._id}` });
    expect(dataOf<LikeStatus>(status).likesCount).toBe(50);
  });

  it('stays consistent under 50 parallel toggles by one user: at most one like, matching the status', async () => {
    const video = await insertVideo(t, creator.user._id);
    const fan = fans[2] as TestUser;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.inject({ method: 'POST', url: `/likes/toggle/v/${video._id}`, headers: fan.headers }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const status = dataOf<LikeStatus>(
      await t.inject({ method: 'GET', url: `/likes/video/${video._id}`, headers: fan.headers }),
    );
    expect(status.likesCount).toBe(status.isLiked ? 1 : 0);
    const rows = await t.app.db
      .selectFrom('likes')
      .select('user_id')
      .where('video_id', '=', video._id)
      .execute();
    expect(rows.length).toBe(status.likesCount);
  });
});

describe('subscriptions', () => {
  it('toggles a subscription, reports the status and lists the channels', async () => {
    const fan = fans[3] as TestUser;
    const on = await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${creator.user._id}`,
      headers: fan.headers,
    });
    expect(on.statusCode).toBe(200);
    expect(dataOf(on)).toEqual({ isSubscribed: true, subscribersCount: 1 });
    const status = await t.inject({
      method: 'GET',
      url: `/subscriptions/c/${creator.user._id}`,
      headers: fan.headers,
    });
    expect(dataOf(status)).toEqual({ isSubscribed: true, subscribersCount: 1 });
    const profile = await t.inject({
      method: 'GET',
      url: `/users/c/${creator.user.username}`,
      headers: fan.headers,
    });
    expect(dataOf(profile)).toMatchObject({ subscribersCount: 1, isSubscribed: true });

    const list = await t.inject({
      method: 'GET',
      url: `/subscriptions/u/${fan.user._id}`,
      headers: fan.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(dataOf(list)).toMatchObject({
      totalDocs: 1,
      docs: [
        {
          _id: creator.user._id,
          username: creator.user.username,
          fullName: creator.user.fullName,
          avatar: creator.user.avatar,
        },
      ],
    });
    expect(list.body).not.toContain('@example.com');

    const off = await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${creator.user._id}`,
      headers: fan.headers,
    });
    expect(dataOf(off)).toEqual({ isSubscribed: false, subscribersCount: 0 });
  });

  it('refuses subscribing to yourself (400), unknown channels (404), anonymous toggles (401)', async () => {
    const self = await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${creator.user._id}`,
      headers: creator.headers,
    });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe('You cannot subscribe to your own channel.');
    const unknown = await t.inject({
      method: 'POST',
      url: '/subscriptions/c/0123456789abcdef01234567',
      headers: creator.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'POST', url: `/subscriptions/c/${creator.user._id}` })).statusCode,
    ).toBe(401);
  });

  it("keeps a user's subscription list to that user (403 for others, 401 anonymous)", async () => {
    const fan = fans[4] as TestUser;
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/subscriptions/u/${fan.user._id}`,
          headers: creator.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: `/subscriptions/u/${fan.user._id}` })).statusCode,
    ).toBe(401);
  });

  it('stays consistent under 50 parallel subscription toggles', async () => {
    const channel = await t.registerUser();
    await Promise.all(
      fans.map((fan) =>
        t.inject({
          method: 'POST',
          url: `/subscriptions/c/${channel.user._id}`,
          headers: fan.headers,
        }),
      ),
    );
    const status = await t.inject({ method: 'GET', url: `/subscriptions/c/${channel.user._id}` });
    expect(dataOf<SubscriptionStatus>(status).subscribersCount).toBe(50);

    const fan = fans[5] as TestUser;
    await Promise.all(
      Array.from({ length: 50 }, () =>
        t.inject({
          method: 'POST',
          url: `/subscriptions/c/${creator.user._id}`,
          headers: fan.headers,
        }),
      ),
    );
    const mine = dataOf<SubscriptionStatus>(
      await t.inject({
        method: 'GET',
        url: `/subscriptions/c/${creator.user._id}`,
        headers: fan.headers,
      }),
    );
    const rows = await t.app.db
      .selectFrom('subscriptions')
      .select('subscriber_id')
      .where('channel_id', '=', creator.user._id)
      .where('subscriber_id', '=', fan.user._id)
      .execute();
    expect(rows.length).toBe(mine.isSubscribed ? 1 : 0);
  });
});
