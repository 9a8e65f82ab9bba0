import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import { registerAdmin, registerModerator } from './helpers/moderation';
import { postAs } from './helpers/posts';
import { commentOn, review, setChannelControls, setSiteWords } from './helpers/comment-controls';
import type { InjectOptions } from 'fastify';

/**
 * Who may call each comment-control endpoint, and the creator's delete: visitors none (401); the
 * settings and the creator's held list are every user's own; the moderators' list is theirs;
 * a held item is reviewed by the owner of its place for what their policy or words held, by
 * moderators and admins for the site's words (and for anything held). Nobody else, the author
 * included (403).
 */
let t: TestApp;
let admin: TestUser;
let moderator: TestUser;
let user: TestUser;
let author: TestUser;
let owner: TestUser;
let heldVideoId: string;
let openVideoId: string;
let ownerPostId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
  moderator = await registerModerator(t, admin);
  [user, author, owner] = await Promise.all([t.registerUser(), t.registerUser(), t.registerUser()]);
  await setSiteWords(t, admin, ['sitebanned']);
  await setChannelControls(t, owner, { commentPolicy: 'on', blockedWords: ['rudeword'] });
  heldVideoId = (await insertVideo(t, owner.user._id))._id;
  openVideoId = (await insertVideo(t, owner.user._id))._id;
  const patched = await t.inject({
    method: 'PATCH',
    url: `/videos/${heldVideoId}`,
    headers: owner.headers,
    payload: { commentPolicy: 'held' },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  ownerPostId = (await postAs(t, owner, 'my post'))._id;
});
afterAll(async () => {
  await t.close();
});

type Role = 'visitor' | 'user' | 'author' | 'owner' | 'moderator' | 'admin';

interface Case {
  name: string;
  request: () =>
    | (Omit<InjectOptions, 'headers'> & { url: string })
    | Promise<Omit<InjectOptions, 'headers'> & { url: string }>;
  expected: Record<Role, number>;
}

const headersOf = (role: Role) =>
  role === 'visitor' ? {} : { user, author, owner, moderator, admin }[role].headers;

/** A fresh comment by the author, held by the video's policy. */
const policyHeldComment = async () => {
  const comment = await commentOn(t, author, heldVideoId, 'a thought');
  expect(comment.held).toBe(true);
  return comment._id;
};
/** A fresh comment by the author on an open video, held by the site's words. */
const siteHeldComment = async () => {
  const comment = await commentOn(t, author, openVideoId, 'this is sitebanned talk');
  expect(comment.held).toBe(true);
  return comment._id;
};
/** A fresh reply by the author to the owner's post, held by the owner's words. */
const channelHeldReply = async () => {
  const post = await postAs(t, author, 'what a rudeword', ownerPostId);
  expect(post.held).toBe(true);
  return post._id;
};
/** A fresh post by the author, held by the site's words. */
const siteHeldPost = async () => {
  const post = await postAs(t, author, 'Sitebanned!');
  expect(post.held).toBe(true);
  return post._id;
};

const reviewedByPlace = {
  visitor: 401,
  user: 403,
  author: 403,
  owner: 200,
  moderator: 200,
  admin: 200,
};
const reviewedBySite = {
  visitor: 401,
  user: 403,
  author: 403,
  owner: 403,
  moderator: 200,
  admin: 200,
};

const cases: Case[] = [
  {
    name: 'GET /dashboard/comment-settings',
    request: () => ({ method: 'GET', url: '/dashboard/comment-settings' }),
    expected: { visitor: 401, user: 200, author: 200, owner: 200, moderator: 200, admin: 200 },
  },
  {
    name: 'PUT /dashboard/comment-settings',
    request: () => ({
      method: 'PUT',
      url: '/dashboard/comment-settings',
      // The owner's own settings stay as the other cases need them.
      payload: { commentPolicy: 'on', blockedWords: ['rudeword'] },
    }),
    expected: { visitor: 401, user: 200, author: 200, owner: 200, moderator: 200, admin: 200 },
  },
  {
    name: 'GET /dashboard/held',
    request: () => ({ method: 'GET', url: '/dashboard/held' }),
    expected: { visitor: 401, user: 200, author: 200, owner: 200, moderator: 200, admin: 200 },
  },
  {
    name: 'GET /moderation/held',
    request: () => ({ method: 'GET', url: '/moderation/held' }),
    expected: { visitor: 401, user: 403, author: 403, owner: 403, moderator: 200, admin: 200 },
  },
  {
    name: 'POST /held/comment/:id/approve (the video’s policy)',
    request: async () => ({
      method: 'POST',
      url: `/held/comment/${await policyHeldComment()}/approve`,
    }),
    expected: reviewedByPlace,
  },
  {
    name: 'POST /held/comment/:id/remove (the video’s policy)',
    request: async () => ({
      method: 'POST',
      url: `/held/comment/${await policyHeldComment()}/remove`,
    }),
    expected: reviewedByPlace,
  },
  {
    name: 'POST /held/comment/:id/approve (the site’s words)',
    request: async () => ({
      method: 'POST',
      url: `/held/comment/${await siteHeldComment()}/approve`,
    }),
    expected: reviewedBySite,
  },
  {
    name: 'POST /held/post/:id/approve (the post owner’s words)',
    request: async () => ({
      method: 'POST',
      url: `/held/post/${await channelHeldReply()}/approve`,
    }),
    expected: reviewedByPlace,
  },
  {
    name: 'POST /held/post/:id/remove (the site’s words)',
    request: async () => ({
      method: 'POST',
      url: `/held/post/${await siteHeldPost()}/remove`,
    }),
    expected: reviewedBySite,
  },
  {
    name: 'DELETE /comments/c/:id (a comment on the owner’s video)',
    request: async () => ({
      method: 'DELETE',
      url: `/comments/c/${(await commentOn(t, author, openVideoId, 'hello'))._id}`,
    }),
    expected: { visitor: 401, user: 403, author: 200, owner: 200, moderator: 403, admin: 403 },
  },
];

describe.each(cases)('$name', ({ request, expected }) => {
  it.each(Object.keys(expected) as Role[])('answers %s as the matrix says', async (role) => {
    const res = await t.inject({ ...(await request()), headers: headersOf(role) });
    expect(res.statusCode, res.body).toBe(expected[role]);
    if (res.statusCode >= 400)
      expect(errorOf(res)).toMatchObject({ statusCode: expected[role], success: false });
  });
});

describe('reviewing', () => {
  it('answers 409 for an item that is not held, to its reviewer only', async () => {
    const published = await commentOn(t, author, openVideoId, 'fine words');
    expect(published.held).toBeUndefined();
    for (const [who, outcome] of [
      [owner, 'approve'],
      [moderator, 'remove'],
    ] as const) {
      const res = await review(t, who, 'comment', published._id, outcome);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe('This comment is not waiting for review.');
    }
    expect((await review(t, user, 'comment', published._id, 'approve')).statusCode).toBe(403);
    const post = await postAs(t, author, 'a fine reply', ownerPostId);
    const res = await review(t, owner, 'post', post._id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('This post is not waiting for review.');
  });

  it('answers 409 to a second review of the same item', async () => {
    const id = await policyHeldComment();
    const first = await review(t, owner, 'comment', id, 'approve');
    expect(dataOf(first)).toEqual({ kind: 'comment', _id: id, outcome: 'approved' });
    expect((await review(t, moderator, 'comment', id, 'approve')).statusCode).toBe(409);
    const removed = await policyHeldComment();
    expect(dataOf(await review(t, owner, 'comment', removed, 'remove'))).toEqual({
      kind: 'comment',
      _id: removed,
      outcome: 'removed',
    });
    expect((await review(t, owner, 'comment', removed, 'remove')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown item and 400 for an unknown kind', async () => {
    const unknown = '0123456789abcdef01234567';
    expect(errorOf(await review(t, moderator, 'comment', unknown, 'approve')).message).toBe(
      'Comment not found.',
    );
    expect(errorOf(await review(t, moderator, 'post', unknown, 'remove')).message).toBe(
      'Post not found.',
    );
    const res = await t.inject({
      method: 'POST',
      url: `/held/video/${unknown}/approve`,
      headers: moderator.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the creator’s delete', () => {
  it('takes a comment on their video with its replies, never one on another’s video', async () => {
    const comment = await commentOn(t, author, openVideoId, 'top');
    const reply = await commentOn(t, user, openVideoId, 'under it', comment._id);
    const deleteAs = (who: TestUser, id: string) =>
      t.inject({ method: 'DELETE', url: `/comments/c/${id}`, headers: who.headers });
    expect((await deleteAs(owner, reply._id)).statusCode).toBe(200);
    const second = await commentOn(t, user, openVideoId, 'again', comment._id);
    expect((await deleteAs(owner, comment._id)).statusCode).toBe(200);
    expect((await deleteAs(user, second._id)).statusCode).toBe(404);

    const elsewhere = (await insertVideo(t, user.user._id))._id;
    const theirs = await commentOn(t, author, elsewhere, 'on someone else’s video');
    const refused = await deleteAs(owner, theirs._id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(
      "Only the comment's author or the video's owner can delete it.",
    );
  });
});
