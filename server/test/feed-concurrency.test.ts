import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from './helpers/instance-pair';
import { registerOn } from './helpers/notification-pair';
import type { FastifyInstance } from 'fastify';

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite runs one statement at a
// time, so a post and a follow can never overlap there.
describe('the community feed on two instances', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({});
  }, 120_000);
  afterAll(async () => {
    await pair.close();
  });

  const register = async (app: FastifyInstance) => (await registerOn(app)).user._id;

  it('a post and a follow of its channel at the same moment leave the post in the feed', async () => {
    const [a, b] = pair.apps;
    const channel = await register(a);
    const reader = await register(b);
    const postId = randomBytes(12).toString('hex');

    let followed: Promise<unknown> = Promise.resolve();
    await a.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tweets')
        .values({ id: postId, owner_id: channel, content: 'posted while followed' })
        .execute();
      // The follow runs on the other instance while the post is not yet committed.
      followed = b.db
        .insertInto('subscriptions')
        .values({ subscriber_id: reader, channel_id: channel })
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await followed;

    const { rows } = await sql<{ tweet_id: string }>`
      SELECT tweet_id FROM feed_entries WHERE user_id = ${reader}
    `.execute(a.db);
    expect(rows.map((row) => row.tweet_id)).toEqual([postId]);
    const counts = await a.db
      .selectFrom('feed_counts')
      .select('entries')
      .where('user_id', '=', reader)
      .executeTakeFirstOrThrow();
    expect(Number(counts.entries)).toBe(1);
  });
});
