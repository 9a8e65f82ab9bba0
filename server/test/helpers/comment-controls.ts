import { expect } from 'vitest';
import { dataOf, type TestApp, type TestUser } from './app';
import { siteSettings } from './site';
import type {
  ChannelCommentSettings,
  HeldItem,
  HeldItemKind,
  Page,
  Post,
  SiteComment,
} from '@kinora/contract';

/** Sets the site's blocked words as `admin`, keeping the other settings. */
export async function setSiteWords(t: TestApp, admin: TestUser, blockedWords: string[]) {
  const res = await t.inject({
    method: 'PUT',
    url: '/admin/settings',
    headers: admin.headers,
    payload: { ...(await siteSettings(t, admin)), blockedWords },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Sets `creator`'s channel policy and words. */
export async function setChannelControls(
  t: TestApp,
  creator: TestUser,
  settings: ChannelCommentSettings,
): Promise<ChannelCommentSettings> {
  const res = await t.inject({
    method: 'PUT',
    url: '/dashboard/comment-settings',
    headers: creator.headers,
    payload: settings,
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<ChannelCommentSettings>(res);
}

/** Comments as `user` (a reply with `parentId`); the answer, to check its status. */
export const sendComment = (
  t: TestApp,
  user: TestUser,
  videoId: string,
  content: string,
  parentId?: string,
) =>
  t.inject({
    method: 'POST',
    url: `/comments/${videoId}`,
    headers: user.headers,
    payload: { content, ...(parentId ? { parentId } : {}) },
  });

/** Comments as `user` and answers the created comment (published or held). */
export async function commentOn(
  t: TestApp,
  user: TestUser,
  videoId: string,
  content: string,
  parentId?: string,
): Promise<SiteComment> {
  const res = await sendComment(t, user, videoId, content, parentId);
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<SiteComment>(res);
}

/** A video's top-level comments as `viewer` reads them (null: a visitor). */
export async function commentsOf(
  t: TestApp,
  videoId: string,
  viewer: TestUser | null,
): Promise<Page<SiteComment>> {
  const res = await t.inject({
    method: 'GET',
    url: `/comments/${videoId}?limit=50`,
    ...(viewer ? { headers: viewer.headers } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Page<SiteComment>>(res);
}

/** A list of held items (`/dashboard/held` or `/moderation/held`) as `user`. */
export async function heldList(
  t: TestApp,
  user: TestUser,
  list: 'dashboard' | 'moderation',
  query = '',
): Promise<Page<HeldItem>> {
  const res = await t.inject({
    method: 'GET',
    url: `/${list}/held${query}`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Page<HeldItem>>(res);
}

/** Approves or removes a held item as `user`; the answer, to check its status. */
export const review = (
  t: TestApp,
  user: TestUser | null,
  kind: HeldItemKind,
  id: string,
  outcome: 'approve' | 'remove',
) =>
  t.inject({
    method: 'POST',
    url: `/held/${kind}/${id}/${outcome}`,
    ...(user ? { headers: user.headers } : {}),
  });

/** A post's replies as `viewer` reads them. */
export async function repliesOf(
  t: TestApp,
  postId: string,
  viewer: TestUser | null,
): Promise<Page<Post>> {
  const res = await t.inject({
    method: 'GET',
    url: `/tweets/${postId}/replies?limit=50`,
    ...(viewer ? { headers: viewer.headers } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<Page<Post>>(res);
}
