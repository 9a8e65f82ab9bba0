import { expect } from 'vitest';
import { dataOf, type TestApp, type TestUser } from './app';
import type { Block, BlockScope, UnblockResult } from '@kinora/contract';

/** `POST /users/blocks/:userId` as `blocker`; the answer, to check its status. */
export const sendBlock = (t: TestApp, blocker: TestUser, userId: string, payload: object = {}) =>
  t.inject({
    method: 'POST',
    url: `/users/blocks/${userId}`,
    headers: blocker.headers,
    payload,
  });

/** Blocks `blocked` as `blocker` (everywhere unless `scope` says otherwise); the block. */
export async function blockAs(
  t: TestApp,
  blocker: TestUser,
  blocked: TestUser,
  scope?: BlockScope,
): Promise<Block> {
  const res = await sendBlock(t, blocker, blocked.user._id, scope ? { scope } : {});
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Block>(res);
}

/** Lifts `blocker`'s block of `blocked`; whether there was one. */
export async function unblockAs(t: TestApp, blocker: TestUser, blocked: TestUser) {
  const res = await t.inject({
    method: 'DELETE',
    url: `/users/blocks/${blocked.user._id}`,
    headers: blocker.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<UnblockResult>(res).unblocked;
}

/** `GET url` as `viewer` (null: a visitor), expecting 200; the data. */
export async function readAs<T>(t: TestApp, viewer: TestUser | null, url: string): Promise<T> {
  const res = await t.inject({
    method: 'GET',
    url,
    ...(viewer ? { headers: viewer.headers } : {}),
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return dataOf<T>(res);
}
