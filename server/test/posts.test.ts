import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf } from './helpers/app';
import type { Page, Post } from '@kinora/contract';
import type { LightMyRequestResponse } from 'fastify';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = await Promise.all([t.registerUser(), t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t.close();
});

const submitPost = (user: TestUser, content: string) =>
  t.inject({ method: 'POST', url: '/tweets', headers: user.headers, payload: { content } });
const contents = (res: LightMyRequestResponse) =>
  dataOf<Page<Post>>(res).docs.map((d) => d.content);

describe('posts', () => {
  it('posts trimmed content with the public owner', async () => {
    const res = await submitPost(alice, '  hello world  ');
    expect(res.statusCode).toBe(201);
    expect(dataOf(res)).toMatchObject({
      content: 'hello world',
      owner: {
        _id: alice.user._id,
        username: alice.user.username,
        fullName: alice.user.fullName,
        avatar: alice.user.avatar,
      },
    });
    expect(res.body).not.toContain(alice.user.email);
  });

  it('validates 1 to 280 characters after trimming; 401 anonymous', async () => {
    expect((await submitPost(alice, '   ')).statusCode).toBe(400);
    expect((await submitPost(alice, 'x'.repeat(281))).statusCode).toBe(400);
    expect((await submitPost(alice, `  ${'x'.repeat(280)}  `)).statusCode).toBe(201);
    expect(
      (await t.inject({ method: 'POST', url: '/tweets', payload: { content: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('refuses a field it does not take, naming it, instead of posting without it', async () => {
    const [author, replier] = await Promise.all([t.registerUser(), t.registerUser()]);
    const parent = dataOf<Post>(await submitPost(author, 'parent'));
    const res = await t.inject({
      method: 'POST',
      url: '/tweets',
      headers: replier.headers,
      payload: { content: 'a reply?', parentTweetId: parent._id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'Unknown field "parentTweetId".',
      errors: [{ field: 'parentTweetId', message: 'Unknown field "parentTweetId".' }],
      success: false,
    });
    const posted = await t.inject({ method: 'GET', url: `/tweets/user/${replier.user._id}` });
    expect(contents(posted)).toEqual([]);

    const several = await t.inject({
      method: 'PATCH',
      url: `/tweets/${parent._id}`,
      headers: author.headers,
      payload: { content: 'edited', pinned: true, visibility: 'private' },
    });
    expect(several.statusCode).toBe(400);
    expect(several.json()).toMatchObject({
      message: 'Unknown fields "pinned", "visibility".',
      errors: [{ field: 'pinned' }, { field: 'visibility' }],
    });
  });

  it('refuses a body on a route that takes none', async () => {
    const [author, liker] = await Promise.all([t.registerUser(), t.registerUser()]);
    const post = dataOf<Post>(await submitPost(author, 'like me'));
    const res = await t.inject({
      method: 'POST',
      url: `/likes/toggle/t/${post._id}`,
      headers: liker.headers,
      payload: { liked: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown field "liked".' });
  });

  it('lists all posts, a channel’s posts and the feed of subscriptions plus own, newest first', async () => {
    await submitPost(bob, 'bob 1');
    await submitPost(carol, 'carol 1');
    await submitPost(bob, 'bob 2');
    await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${bob.user._id}`,
      headers: alice.headers,
    });
    await submitPost(alice, 'alice own');

    const all = await t.inject({ method: 'GET', url: '/tweets?limit=4' });
    expect(contents(all)).toEqual(['alice own', 'bob 2', 'carol 1', 'bob 1']);

    const bobs = await t.inject({ method: 'GET', url: `/tweets/user/${bob.user._id}` });
    expect(contents(bobs)).toEqual(['bob 2', 'bob 1']);

    const feed = await t.inject({ method: 'GET', url: '/tweets/feed', headers: alice.headers });
    expect(contents(feed).filter((c) => !c.startsWith('x') && c !== 'hello world')).toEqual([
      'alice own',
      'bob 2',
      'bob 1',
    ]);
    expect(contents(feed)).not.toContain('carol 1');
    expect((await t.inject({ method: 'GET', url: '/tweets/feed' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/tweets/user/0123456789abcdef01234567' })).statusCode,
    ).toBe(404);
  });

  it('lets only the owner edit and delete', async () => {
    const post = dataOf<Post>(await submitPost(carol, 'mine'));
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/tweets/${post._id}`,
          headers: bob.headers,
          payload: { content: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'DELETE', url: `/tweets/${post._id}`, headers: bob.headers }))
        .statusCode,
    ).toBe(403);
    const edited = await t.inject({
      method: 'PATCH',
      url: `/tweets/${post._id}`,
      headers: carol.headers,
      payload: { content: 'edited' },
    });
    expect(dataOf<Post>(edited).content).toBe('edited');
    expect(
      (await t.inject({ method: 'DELETE', url: `/tweets/${post._id}`, headers: carol.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/tweets/${post._id}`,
          headers: carol.headers,
          payload: { content: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
