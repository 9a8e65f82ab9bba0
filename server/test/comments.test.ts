import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Comment, Page } from '@kinora/contract';

let t: TestApp;
let author: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await t.registerUser();
  other = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

const post = (videoId: string, payload: object, user: TestUser = author) =>
  t.inject({ method: 'POST', url: `/comments/${videoId}`, headers: user.headers, payload });

describe('comments on own videos', () => {
  it('adds a trimmed comment with its owner and lists newest first in pages', async () => {
    const video = await insertVideo(t, other.user._id);
    const first = await post(video._id, { content: '  first!  ', isExternal: false });
    expect(first.statusCode).toBe(201);
    expect(dataOf(first)).toMatchObject({
      content: 'first!',
      owner: {
        _id: author.user._id,
        username: author.user.username,
        fullName: author.user.fullName,
        avatar: author.user.avatar,
      },
      isExternal: false,
    });
    for (let i = 0; i < 11; i += 1)
      await post(video._id, { content: `comment ${i}`, isExternal: false });
    const page1 = await t.inject({ method: 'GET', url: `/comments/${video._id}` });
    const body = dataOf<Page<Comment>>(page1);
    expect(body).toMatchObject({ totalDocs: 12, hasNextPage: true, nextPage: 2, limit: 10 });
    expect(body.docs[0]?.content).toBe('comment 10');
    const page2 = dataOf<Page<Comment>>(
      await t.inject({ method: 'GET', url: `/comments/${video._id}?page=2` }),
    );
    expect(page2.docs.map((c) => c.content)).toEqual(['comment 0', 'first!']);
    expect(page2.hasNextPage).toBe(false);
  });

  it('validates content (blank, over 10,000 characters) and answers 401 anonymous, 404 unknown video', async () => {
    const video = await insertVideo(t, other.user._id);
    const blank = await post(video._id, { content: '   ', isExternal: false });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).errors[0]?.field).toBe('content');
    expect(
      (await post(video._id, { content: 'x'.repeat(10_001), isExternal: false })).statusCode,
    ).toBe(400);
    expect(
      (await post(video._id, { content: 'x'.repeat(10_000), isExternal: false })).statusCode,
    ).toBe(201);
    expect((await post(video._id, { isExternal: false })).statusCode).toBe(400);
    const anon = await t.inject({
      method: 'POST',
      url: `/comments/${video._id}`,
      payload: { content: 'hi', isExternal: false },
    });
    expect(anon.statusCode).toBe(401);
    expect(
      (await post('0123456789abcdef01234567', { content: 'hi', isExternal: false })).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: '/comments/0123456789abcdef01234567' })).statusCode,
    ).toBe(404);
  });

  it('refuses comments on a video hidden from the commenter', async () => {
    const hidden = await insertVideo(t, other.user._id, { isPublished: false });
    expect((await post(hidden._id, { content: 'hi', isExternal: false })).statusCode).toBe(404);
    expect((await post(hidden._id, { content: 'mine', isExternal: false }, other)).statusCode).toBe(
      201,
    );
  });
});

describe('comments on external videos', () => {
  it('stores them against the external id and lists them under /comments/yt/:videoId', async () => {
    const created = await post('dQw4w9WgXcQ', { content: 'classic', isExternal: true });
    expect(created.statusCode).toBe(201);
    const list = await t.inject({ method: 'GET', url: '/comments/yt/dQw4w9WgXcQ' });
    expect(list.statusCode).toBe(200);
    expect(dataOf<Page<Comment>>(list)).toMatchObject({
      totalDocs: 1,
      hasNextPage: false,
      nextPage: null,
    });
    expect(dataOf<Page<Comment>>(list).docs[0]).toMatchObject({
      content: 'classic',
      owner: { _id: author.user._id },
    });
    const empty = await t.inject({ method: 'GET', url: '/comments/yt/otherVideo1' });
    expect(dataOf<Page<Comment>>(empty).totalDocs).toBe(0);
  });

  it('lists a comment posted to /comments/:youtubeId at that same path too', async () => {
    const created = await post('jNQXAC9IVRw', { content: 'posted without the flag' });
    expect(created.statusCode).toBe(201);
    for (const url of ['/comments/jNQXAC9IVRw', '/comments/yt/jNQXAC9IVRw']) {
      const list = await t.inject({ method: 'GET', url });
      expect(list.statusCode, url).toBe(200);
      expect(
        dataOf<Page<Comment>>(list).docs.map((c) => c.content),
        url,
      ).toEqual(['posted without the flag']);
    }
    const ownVideoId = '0123456789abcdef01234567';
    expect((await t.inject({ method: 'GET', url: `/comments/${ownVideoId}` })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ method: 'GET', url: '/comments/bad%20id' })).statusCode).toBe(400);
  });

  it('rejects inconsistent isExternal flags and odd ids', async () => {
    expect(
      (await post('0123456789abcdef01234567', { content: 'x', isExternal: true })).statusCode,
    ).toBe(400);
    expect((await post('dQw4w9WgXcQ', { content: 'x', isExternal: false })).statusCode).toBe(400);
    expect((await post('bad%20id', { content: 'x', isExternal: true })).statusCode).toBe(400);
  });
});

describe('editing and deleting comments', () => {
  it('lets the author edit and delete; others get 403 and nothing changes', async () => {
    // The video's owner may delete comments on it: the stranger here owns nothing.
    const video = await insertVideo(t, (await t.registerUser()).user._id);
    const comment = dataOf<Comment>(
      await post(video._id, { content: 'original', isExternal: false }),
    );
    const stranger = await t.inject({
      method: 'PATCH',
      url: `/comments/c/${comment._id}`,
      headers: other.headers,
      payload: { content: 'hacked' },
    });
    expect(stranger.statusCode).toBe(403);
    const strangerDelete = await t.inject({
      method: 'DELETE',
      url: `/comments/c/${comment._id}`,
      headers: other.headers,
    });
    expect(strangerDelete.statusCode).toBe(403);

    const edited = await t.inject({
      method: 'PATCH',
      url: `/comments/c/${comment._id}`,
      headers: author.headers,
      payload: { content: ' edited ' },
    });
    expect(edited.statusCode).toBe(200);
    expect(dataOf<Comment>(edited).content).toBe('edited');
    const blank = await t.inject({
      method: 'PATCH',
      url: `/comments/c/${comment._id}`,
      headers: author.headers,
      payload: { content: ' ' },
    });
    expect(blank.statusCode).toBe(400);

    const removed = await t.inject({
      method: 'DELETE',
      url: `/comments/c/${comment._id}`,
      headers: author.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/comments/c/${comment._id}`,
          headers: author.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/comments/c/${comment._id}`,
          payload: { content: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
