import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf } from './helpers/app';
import { postAs } from './helpers/posts';
import type { Page, Post } from '@kinora/contract';

// The feed is kept ready by triggers (migrations 111, 117 and 122): these follow it through every
// change that moves a post in or out of someone's feed.
let t: TestApp;
let reader: TestUser;
let channel: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [reader, channel, other] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser, content: string, parentId?: string) =>
  postAs(t, user, content, parentId);
const feedOf = async (user: TestUser, query = '') => {
  const res = await t.inject({ method: 'GET', url: `/tweets/feed${query}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<Post>>(res);
};
const contents = (page: Page<Post>) => page.docs.map((doc) => doc.content);
/** Subscribing is a toggle: the same call follows and unfollows. */
const toggleFollow = (user: TestUser, of: TestUser) =>
  t.inject({ method: 'POST', url: `/subscriptions/c/${of.user._id}`, headers: user.headers });

/** Feeds whose kept count differs from their rows (there should be none). */
const miscounted = async () => {
  const { rows } = await sql<{ user_id: string }>`
    SELECT c.user_id FROM feed_counts c
    WHERE c.entries <> (SELECT count(*) FROM feed_entries e WHERE e.user_id = c.user_id)
  `.execute(t.app.db);
  return rows;
};

describe('the community feed', () => {
  it('follows subscriptions both ways, keeps replies out and drops deleted posts', async () => {
    await post(channel, 'before following');
    await post(other, 'not followed');
    await post(reader, 'my own');
    expect(contents(await feedOf(reader))).toEqual(['my own']);

    // Following brings the channel's earlier posts in, in time order with the reader's own.
    const subscribed = await toggleFollow(reader, channel);
    expect(subscribed.statusCode).toBe(200);
    expect(contents(await feedOf(reader))).toEqual(['my own', 'before following']);

    // A new post reaches the follower at once; a reply never shows as a post of its own.
    const fresh = await post(channel, 'after following');
    await post(other, 'a reply', fresh._id);
    const feed = await feedOf(reader);
    expect(contents(feed)).toEqual(['after following', 'my own', 'before following']);
    expect(feed.totalDocs).toBe(3);
    expect(feed.docs[0]).toMatchObject({ replyCount: 1, owner: { _id: channel.user._id } });

    // Paging walks the same order.
    const second = await feedOf(reader, '?page=2&limit=2');
    expect(contents(second)).toEqual(['before following']);
    expect(second).toMatchObject({ totalDocs: 3, page: 2, totalPages: 2 });

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/tweets/${fresh._id}`,
      headers: channel.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(contents(await feedOf(reader))).toEqual(['my own', 'before following']);

    // Unfollowing takes the channel's posts out; its own feed still has them.
    expect((await toggleFollow(reader, channel)).statusCode).toBe(200);
    expect(contents(await feedOf(reader))).toEqual(['my own']);
    expect(contents(await feedOf(channel))).toEqual(['before following']);
    expect(await miscounted()).toEqual([]);
  });

  it('is built for the posts and subscriptions already there when the migration runs', async () => {
    await toggleFollow(reader, other);
    const before = await feedOf(reader);
    expect(contents(before)).toContain('not followed');

    // The migration's last statement fills the feeds; run it again on an emptied table.
    const migration = readFileSync(
      path.join(import.meta.dirname, '..', 'src', 'migrations', '111_feed_entries.sql'),
      'utf8',
    );
    const backfill = migration.slice(
      migration.indexOf(
        'INSERT INTO feed_entries',
        migration.lastIndexOf('-- The feeds as they are today.'),
      ),
    );
    await sql`DELETE FROM feed_entries`.execute(t.app.db);
    expect(contents(await feedOf(reader))).toEqual([]);
    await sql.raw(backfill).execute(t.app.db);
    expect(await feedOf(reader)).toEqual(before);
    expect(await miscounted()).toEqual([]);
  });

  it('keeps the posts held for review when migration 122 runs in their owners’ feeds alone', async () => {
    const waiting = await post(channel, 'waiting for review');
    expect((await toggleFollow(other, channel)).statusCode).toBe(200);
    // Held the way migration 118 left it: in nobody's feed, not even its owner's.
    await sql`UPDATE tweets SET held_at = now(), held_cause = 'site_word'
      WHERE id = ${waiting._id}`.execute(t.app.db);
    await sql`DELETE FROM feed_entries WHERE tweet_id = ${waiting._id}`.execute(t.app.db);

    const migration = readFileSync(
      path.join(
        import.meta.dirname,
        '..',
        'src',
        'migrations',
        '122_held_posts_for_their_author.sql',
      ),
      'utf8',
    );
    const start = migration.indexOf('-- The posts held today');
    const backfill = migration.slice(start, migration.indexOf('-- ', start + 3));
    await sql.raw(backfill).execute(t.app.db);
    expect(contents(await feedOf(channel))).toContain('waiting for review');
    expect(contents(await feedOf(other))).not.toContain('waiting for review');
    expect(await miscounted()).toEqual([]);
  });

  it('keeps the counts when an account and its posts are deleted', async () => {
    const leaving = await t.registerUser();
    await post(leaving, 'soon gone');
    await toggleFollow(reader, leaving);
    expect(contents(await feedOf(reader))).toContain('soon gone');
    const total = (await feedOf(reader)).totalDocs;

    await sql`DELETE FROM users WHERE id = ${leaving.user._id}`.execute(t.app.db);
    const after = await feedOf(reader);
    expect(contents(after)).not.toContain('soon gone');
    expect(after.totalDocs).toBe(total - 1);
    expect(await miscounted()).toEqual([]);
  });
});
