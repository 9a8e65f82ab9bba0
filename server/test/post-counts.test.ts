import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { postAs, toggleLike } from './helpers/posts';
import type { Page, Post } from '@kinora/contract';

// A post's reply and like counts are kept on its row by triggers (migration 112): these follow
// them through every way replies and likes come and go, and compare them with a real count.
let t: TestApp;
let author: TestUser;
let fans: [TestUser, TestUser, TestUser, TestUser];
beforeAll(async () => {
  t = await createTestApp();
  const register = () => t.registerUser();
  [author, ...fans] = await Promise.all([
    register(),
    register(),
    register(),
    register(),
    register(),
  ]);
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser, content: string, parentId?: string) =>
  postAs(t, user, content, parentId);
const like = (user: TestUser, postId: string) => toggleLike(t, user, postId);
const read = async (postId: string, user?: TestUser) => {
  const res = await t.inject({ method: 'GET', url: `/tweets/${postId}`, headers: user?.headers });
  expect(res.statusCode).toBe(200);
  return dataOf<Post>(res);
};

/** Posts whose kept counts differ from their replies and likes (there should be none). */
const miscounted = async () => {
  const { rows } = await sql<{ id: string }>`
    SELECT t.id FROM tweets t
    WHERE t.reply_count <> (SELECT count(*) FROM tweets r WHERE r.parent_id = t.id)
       OR t.likes_count <> (SELECT count(*) FROM tweet_likes l WHERE l.tweet_id = t.id)
  `.execute(t.app.db);
  return rows;
};

describe("a post's kept counts", () => {
  it('follow replies, likes and unlikes, also when many arrive at once', async () => {
    const topic = await post(author, 'What should I film next?');
    expect(topic).toMatchObject({ replyCount: 0, likesCount: 0, isLiked: false });

    await Promise.all(fans.map((fan, index) => post(fan, `Idea ${index}`, topic._id)));
    const responses = await Promise.all(fans.map((fan) => like(fan, topic._id)));
    for (const res of responses) expect(res.statusCode).toBe(200);
    expect(await read(topic._id, fans[0])).toMatchObject({
      replyCount: fans.length,
      likesCount: fans.length,
      isLiked: true,
    });

    // An unlike takes one away; the like status answer and the post agree.
    const unliked = await like(fans[0], topic._id);
    expect(dataOf<{ likesCount: number; isLiked: boolean }>(unliked)).toMatchObject({
      likesCount: fans.length - 1,
      isLiked: false,
    });
    expect(await read(topic._id, fans[0])).toMatchObject({
      likesCount: fans.length - 1,
      isLiked: false,
    });

    // The lists read the same counts: the channel's posts and the author's feed.
    const list = await t.inject({
      method: 'GET',
      url: `/tweets/user/${author.user._id}`,
    });
    expect(dataOf<Page<Post>>(list).docs[0]).toMatchObject({
      _id: topic._id,
      replyCount: fans.length,
      likesCount: fans.length - 1,
    });
    expect(await miscounted()).toEqual([]);
  });

  it('lose a deleted reply, and the replies and likes of a deleted account', async () => {
    const topic = await post(author, 'Thanks for watching');
    const leaving = await t.registerUser();
    const reply = await post(fans[1], 'Great video', topic._id);
    await post(leaving, 'Bye', topic._id);
    await like(leaving, topic._id);
    await like(fans[1], reply._id);
    expect(await read(topic._id)).toMatchObject({ replyCount: 2, likesCount: 1 });
    expect(await read(reply._id)).toMatchObject({ likesCount: 1 });

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/tweets/${reply._id}`,
      headers: fans[1].headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await read(topic._id)).toMatchObject({ replyCount: 1, likesCount: 1 });

    await sql`DELETE FROM users WHERE id = ${leaving.user._id}`.execute(t.app.db);
    expect(await read(topic._id)).toMatchObject({ replyCount: 0, likesCount: 0 });

    // A post deleted with its replies and likes leaves no count behind anywhere.
    await t.inject({ method: 'DELETE', url: `/tweets/${topic._id}`, headers: author.headers });
    expect(await miscounted()).toEqual([]);
  });

  it('are filled for the posts already there when the migration runs', async () => {
    const topic = await post(author, 'Before the counts');
    await post(fans[2], 'A reply', topic._id);
    await like(fans[3], topic._id);
    const before = await read(topic._id);

    const migration = readFileSync(
      path.join(import.meta.dirname, '..', 'src', 'migrations', '112_tweet_counts.sql'),
      'utf8',
    );
    const backfill = migration.slice(migration.lastIndexOf('-- The counts as they are today.'));
    await sql`UPDATE tweets SET reply_count = 0, likes_count = 0`.execute(t.app.db);
    expect(await read(topic._id)).toMatchObject({ replyCount: 0, likesCount: 0 });
    await sql.raw(backfill).execute(t.app.db);
    expect(await read(topic._id)).toEqual(before);
    expect(await miscounted()).toEqual([]);
  });
});
