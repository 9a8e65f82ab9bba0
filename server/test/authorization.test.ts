import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo, listIds } from './helpers/data';
import type { Comment, Page, Playlist, Post, User, Video } from '@kinora/contract';

/**
 * A second user attempts every mutation on the first user's things: each is refused with 403 or
 * 404, and afterwards everything reads exactly as before.
 */
let t: TestApp;
let victim: TestUser;
let attacker: TestUser;
let videoId: string;
let otherVideoId: string;
let commentId: string;
let playlistId: string;
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  [victim, attacker] = await Promise.all([t.registerUser(), t.registerUser()]);
  videoId = (await insertVideo(t, victim.user._id))._id;
  otherVideoId = (await insertVideo(t, victim.user._id))._id;
  const comment = await t.inject({
    method: 'POST',
    url: `/comments/${videoId}`,
    headers: victim.headers,
    payload: { content: 'mine', isExternal: false },
  });
  commentId = dataOf<Comment>(comment)._id;
  const playlist = await t.inject({
    method: 'POST',
    url: '/playlist',
    headers: victim.headers,
    payload: { name: 'Private mix' },
  });
  playlistId = dataOf<Playlist>(playlist)._id;
  await t.inject({
    method: 'PATCH',
    url: `/playlist/add/${videoId}/${playlistId}`,
    headers: victim.headers,
  });
  const post = await t.inject({
    method: 'POST',
    url: '/tweets',
    headers: victim.headers,
    payload: { content: 'my post' },
  });
  postId = dataOf<Post>(post)._id;
  await t.inject({ method: 'GET', url: `/videos/${videoId}`, headers: victim.headers });
});
afterAll(async () => {
  await t.close();
});

async function snapshot() {
  const get = async <T>(url: string, headers: Record<string, string> = victim.headers) =>
    dataOf<T>(await t.inject({ method: 'GET', url, headers }));
  const ids = (page: Page<{ _id: string }>) => page.docs.map((d) => d._id);
  const [video, comments, playlist, posts, me, history, mine] = await Promise.all([
    get<Video>(`/videos/${videoId}`, {}),
    get<Page<Comment>>(`/comments/${videoId}`),
    get<Playlist>(`/playlist/${playlistId}`),
    get<Page<Post>>(`/tweets/user/${victim.user._id}`),
    get<User>('/users/current-user'),
    get<Page<Video>>('/users/history'),
    get<Page<Video>>('/dashboard/videos'),
  ]);
  // Viewing counts views; compare everything but the counter.
  const { views: _views, ...videoRest } = video;
  return {
    videoRest,
    comments,
    playlist: { ...playlist, videos: listIds(playlist.videos) },
    posts,
    me,
    history: ids(history),
    mine: mine.docs.map((v) => [v._id, v.title, v.isPublished, v.thumbnail]),
  };
}

describe('authorization matrix', () => {
  it('refuses every mutation of another user’s things and changes nothing', async () => {
    const before = await snapshot();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const thumbForm = new FormData();
    thumbForm.append('title', 'pwned');
    thumbForm.append('thumbnail', new Blob([new Uint8Array(png)], { type: 'image/png' }), 't.png');

    const h = attacker.headers;
    const attempts: Array<[string, string, object | FormData | undefined]> = [
      ['PATCH', `/videos/${videoId}`, { title: 'pwned' }],
      ['PATCH', `/videos/${videoId}`, thumbForm],
      ['DELETE', `/videos/${videoId}`, undefined],
      ['PATCH', `/videos/toggle/publish/${videoId}`, undefined],
      ['PATCH', `/comments/c/${commentId}`, { content: 'pwned' }],
      ['DELETE', `/comments/c/${commentId}`, undefined],
      ['PATCH', `/playlist/${playlistId}`, { name: 'pwned' }],
      ['DELETE', `/playlist/${playlistId}`, undefined],
      ['PATCH', `/playlist/add/${otherVideoId}/${playlistId}`, undefined],
      ['PATCH', `/playlist/remove/${videoId}/${playlistId}`, undefined],
      ['PATCH', `/tweets/${postId}`, { content: 'pwned' }],
      ['DELETE', `/tweets/${postId}`, undefined],
      ['GET', `/subscriptions/u/${victim.user._id}`, undefined],
      [
        'PATCH',
        '/users/update-account',
        { email: victim.user.email, currentPassword: attacker.password },
      ],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await t.inject({
        method: method,
        url,
        headers: h,
        ...(payload ? { payload } : {}),
      });
      expect([403, 404, 409], `${method} ${url}`).toContain(res.statusCode);
      expect(errorOf(res).success, `${method} ${url}`).toBe(false);
    }
    // The attacker's own history and account calls never reach the victim's rows.
    await t.inject({ method: 'DELETE', url: '/users/history', headers: h });
    await t.inject({ method: 'DELETE', url: `/users/history/${videoId}`, headers: h });
    await t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: h,
      payload: { fullName: 'Attacker' },
    });

    expect(await snapshot()).toEqual(before);
  });

  it('refuses every mutation without a token (401) and with a forged one', async () => {
    const forged = { authorization: `Bearer ${victim.accessToken.slice(0, -4)}AAAA` };
    for (const headers of [{}, forged]) {
      // Each with a body the route takes: a field it does not take is a 400 before anything else.
      for (const [method, url, payload] of [
        ['PATCH', `/videos/${videoId}`, { title: 'x' }],
        ['DELETE', `/videos/${videoId}`, undefined],
        ['DELETE', `/comments/c/${commentId}`, undefined],
        ['DELETE', `/playlist/${playlistId}`, undefined],
        ['DELETE', `/tweets/${postId}`, undefined],
        ['PATCH', '/users/update-account', { fullName: 'x' }],
      ] as const) {
        const res = await t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });
});
