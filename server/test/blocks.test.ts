import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { blockAs, readAs, sendBlock, unblockAs } from './helpers/blocks';
import { commentOn, sendComment } from './helpers/comment-controls';
import { insertVideo } from './helpers/data';
import {
  MODERATION_TEST_ENV,
  registerAdmin,
  registerModerator,
  setSuspended,
} from './helpers/moderation';
import { postAs } from './helpers/posts';
import type { Block, ChannelProfile, Page, SubscriptionStatus } from '@kinora/contract';

/**
 * The block endpoints (who may call them, what they refuse, scopes, paging), the refusals a
 * block makes in either scope (no comments on the blocker's videos, no replies to them), and the
 * viewer's block on a channel's profile. What a block hides from lists is in
 * blocks-effects.test.ts.
 */
let t: TestApp;
let viewer: TestUser;
let troll: TestUser;
let other: TestUser;

const UNKNOWN_ID = '0123456789abcdef01234567';

beforeAll(async () => {
  t = await createTestApp({ env: MODERATION_TEST_ENV });
  [viewer, troll, other] = await Promise.all([
    t.registerUser(),
    t.registerUser(),
    t.registerUser(),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('the block endpoints', () => {
  it('answer 401 to a visitor', async () => {
    const calls = [
      { method: 'GET', url: '/users/blocks' },
      { method: 'POST', url: `/users/blocks/${troll.user._id}`, payload: {} },
      { method: 'DELETE', url: `/users/blocks/${troll.user._id}` },
    ] as const;
    for (const call of calls) expect((await t.inject(call)).statusCode, call.url).toBe(401);
  });

  it('block everywhere by default, change the scope when sent again, and unblock once', async () => {
    const user = await t.registerUser();
    const blocked = await blockAs(t, user, troll);
    expect(blocked).toMatchObject({ user: { _id: troll.user._id }, scope: 'everywhere' });

    const res = await sendBlock(t, user, troll.user._id, { scope: 'channel' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('User hidden from your channel');
    expect(dataOf<Block>(res)).toEqual({ ...blocked, scope: 'channel' });
    const list = await readAs<Page<Block>>(t, user, '/users/blocks');
    expect(list.docs).toEqual([{ ...blocked, scope: 'channel' }]);

    const again = await sendBlock(t, user, troll.user._id, { scope: 'everywhere' });
    expect(again.json<{ message: string }>().message).toBe('User blocked');
    expect(await unblockAs(t, user, troll)).toBe(true);
    expect(await unblockAs(t, user, troll)).toBe(false);
    expect((await readAs<Page<Block>>(t, user, '/users/blocks')).totalDocs).toBe(0);
  });

  it('take a request without a body as a block everywhere', async () => {
    const user = await t.registerUser();
    const res = await t.inject({
      method: 'POST',
      url: `/users/blocks/${troll.user._id}`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Block>(res).scope).toBe('everywhere');
  });

  it('refuse oneself, an unknown user, a bad scope and a bad id', async () => {
    const self = await sendBlock(t, viewer, viewer.user._id);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe("You can't block yourself.");
    const unknown = await sendBlock(t, viewer, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('User not found.');
    expect((await sendBlock(t, viewer, troll.user._id, { scope: 'forever' })).statusCode).toBe(400);
    expect((await sendBlock(t, viewer, troll.user._id, { extra: true })).statusCode).toBe(400);
    expect((await sendBlock(t, viewer, 'not-an-id')).statusCode).toBe(400);
    const badDelete = await t.inject({
      method: 'DELETE',
      url: '/users/blocks/not-an-id',
      headers: viewer.headers,
    });
    expect(badDelete.statusCode).toBe(400);
    expect((await readAs<Page<Block>>(t, viewer, '/users/blocks')).totalDocs).toBe(0);
  });

  it('let anyone block moderators and admins', async () => {
    const admin = await registerAdmin(t);
    const moderator = await registerModerator(t, admin);
    const user = await t.registerUser();
    expect((await blockAs(t, user, admin)).scope).toBe('everywhere');
    expect((await blockAs(t, user, moderator, 'channel')).scope).toBe('channel');
  });

  it('list one page at a time, newest first, suspended accounts included', async () => {
    const user = await t.registerUser();
    const [first, second, third] = await Promise.all([
      t.registerUser(),
      t.registerUser(),
      t.registerUser(),
    ]);
    for (const blocked of [first, second, third]) await blockAs(t, user, blocked);
    await setSuspended(t, second.user._id, 'infinity');

    const page1 = await readAs<Page<Block>>(t, user, '/users/blocks?limit=2');
    expect(page1.docs.map((b) => b.user._id)).toEqual([third.user._id, second.user._id]);
    expect(page1).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true, nextPage: 2 });
    const page2 = await readAs<Page<Block>>(t, user, '/users/blocks?limit=2&page=2');
    expect(page2.docs.map((b) => b.user._id)).toEqual([first.user._id]);
    expect(page2.hasNextPage).toBe(false);
    expect(
      (await t.inject({ method: 'GET', url: '/users/blocks?limit=0', headers: user.headers }))
        .statusCode,
    ).toBe(400);

    // Only one's own blocks.
    expect((await readAs<Page<Block>>(t, first, '/users/blocks')).totalDocs).toBe(0);
    await setSuspended(t, second.user._id, null);
  });
});

describe('a channel profile', () => {
  it("tells the signed-in viewer's block of it, and nobody else's", async () => {
    const user = await t.registerUser();
    const profileUrl = `/users/c/${troll.user.username}`;
    expect((await readAs<ChannelProfile>(t, user, profileUrl)).blockScope).toBeNull();
    await blockAs(t, user, troll);
    expect((await readAs<ChannelProfile>(t, user, profileUrl)).blockScope).toBe('everywhere');
    await blockAs(t, user, troll, 'channel');
    expect((await readAs<ChannelProfile>(t, user, profileUrl)).blockScope).toBe('channel');
    expect((await readAs<ChannelProfile>(t, other, profileUrl)).blockScope).toBeNull();
    expect((await readAs<ChannelProfile>(t, null, profileUrl)).blockScope).toBeNull();
    // The blocked user is not told either.
    const own = await readAs<ChannelProfile>(t, troll, `/users/c/${user.user.username}`);
    expect(own.blockScope).toBeNull();
    await unblockAs(t, user, troll);
    expect((await readAs<ChannelProfile>(t, user, profileUrl)).blockScope).toBeNull();
  });
});

describe.each(['everywhere', 'channel'] as const)('a block (%s)', (scope) => {
  let blocker: TestUser;
  let videoId: string;
  let otherVideoId: string;
  let blockerComment: string;
  let otherComment: string;
  let otherReply: string;
  let blockerPost: string;

  const COMMENT_REFUSED = "You can't comment on this channel's videos.";
  const REPLY_REFUSED = "You can't reply to this user.";

  beforeAll(async () => {
    blocker = await t.registerUser();
    videoId = (await insertVideo(t, blocker.user._id))._id;
    otherVideoId = (await insertVideo(t, other.user._id))._id;
    otherComment = (await commentOn(t, other, videoId, 'On the blocked channel'))._id;
    blockerComment = (await commentOn(t, blocker, otherVideoId, 'My thoughts'))._id;
    otherReply = (await commentOn(t, other, otherVideoId, 'Agreed', blockerComment))._id;
    blockerPost = (await postAs(t, blocker, 'My news'))._id;
    await blockAs(t, blocker, troll, scope);
  });

  it("refuses the blocked user's comments on the blocker's videos, replies there included", async () => {
    const comment = await sendComment(t, troll, videoId, 'Hello');
    expect(comment.statusCode).toBe(403);
    expect(errorOf(comment).message).toBe(COMMENT_REFUSED);
    const reply = await sendComment(t, troll, videoId, 'Hello', otherComment);
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply).message).toBe(COMMENT_REFUSED);
  });

  it("refuses replies to the blocker's comments and posts, anywhere in their threads", async () => {
    const direct = await sendComment(t, troll, otherVideoId, 'Nope', blockerComment);
    expect(direct.statusCode).toBe(403);
    expect(errorOf(direct).message).toBe(REPLY_REFUSED);
    // A reply to someone else's reply joins the blocker's thread: still a reply to them.
    const inThread = await sendComment(t, troll, otherVideoId, 'Nope', otherReply);
    expect(inThread.statusCode).toBe(403);
    expect(errorOf(inThread).message).toBe(REPLY_REFUSED);
    const toPost = await t.inject({
      method: 'POST',
      url: '/tweets',
      headers: troll.headers,
      payload: { content: 'Nope', parentId: blockerPost },
    });
    expect(toPost.statusCode).toBe(403);
    expect(errorOf(toPost).message).toBe(REPLY_REFUSED);
  });

  it('leaves everyone else, and the blocked user elsewhere, free to write', async () => {
    expect((await sendComment(t, other, videoId, 'Still here')).statusCode).toBe(201);
    expect((await sendComment(t, troll, otherVideoId, 'Elsewhere')).statusCode).toBe(201);
    const elsewhere = await commentOn(t, other, otherVideoId, 'A thread of my own');
    expect((await sendComment(t, troll, otherVideoId, 'To you', elsewhere._id)).statusCode).toBe(
      201,
    );
    expect((await postAs(t, other, 'Replying', blockerPost)).content).toBe('Replying');
  });

  it("keeps the blocked user's subscription, as YouTube and PeerTube do", async () => {
    const subscribe = await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${blocker.user._id}`,
      headers: troll.headers,
    });
    expect(dataOf<SubscriptionStatus>(subscribe).isSubscribed).toBe(true);
    await blockAs(t, blocker, troll, scope);
    const status = await readAs<SubscriptionStatus>(
      t,
      troll,
      `/subscriptions/c/${blocker.user._id}`,
    );
    expect(status).toEqual({ isSubscribed: true, subscribersCount: 1 });
  });

  it('lets them write again once lifted', async () => {
    expect(await unblockAs(t, blocker, troll)).toBe(true);
    expect((await sendComment(t, troll, videoId, 'Back')).statusCode).toBe(201);
    expect((await sendComment(t, troll, otherVideoId, 'Back', blockerComment)).statusCode).toBe(
      201,
    );
    expect((await postAs(t, troll, 'Back', blockerPost)).parentId).toBe(blockerPost);
  });
});
