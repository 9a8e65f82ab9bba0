import { expect } from 'vitest';
import { dataOf, type TestApp, type TestUser } from './app';
import type { Post } from '@kinora/contract';

/** Posts `content` as `user` (a reply with `parentId`) and answers the created post. */
export async function postAs(t: TestApp, user: TestUser, content: string, parentId?: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/tweets',
    headers: user.headers,
    payload: { content, ...(parentId ? { parentId } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return dataOf<Post>(res);
}

/** Likes or unlikes a post as `user` (the route is a toggle). */
export const toggleLike = (t: TestApp, user: TestUser, postId: string) =>
  t.inject({ method: 'POST', url: `/likes/toggle/t/${postId}`, headers: user.headers });
