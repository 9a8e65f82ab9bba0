import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Page, SiteComment } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer] = await Promise.all([t.registerUser(), t.registerUser()]);
});
afterAll(async () => {
  await t.close();
});

const comment = async (videoId: string, content: string, parentId?: string) =>
  dataOf<SiteComment>(
    await t.inject({
      method: 'POST',
      url: `/comments/${videoId}`,
      headers: viewer.headers,
      payload: { content, ...(parentId ? { parentId } : {}) },
    }),
  );
const pin = (commentId: string, user: TestUser, method: 'POST' | 'DELETE' = 'POST') =>
  t.inject({ method, url: `/comments/c/${commentId}/pin`, headers: user.headers });
const contents = async (url: string) =>
  dataOf<Page<SiteComment>>(await t.inject({ method: 'GET', url })).docs.map((c) => [
    c.content,
    c.isPinned,
  ]);

describe('pinned comments', () => {
  it('lists the pinned comment first in both sorts; pinning another unpins the first', async () => {
    const video = await insertVideo(t, owner.user._id);
    const older = await comment(video._id, 'older');
    const other = await comment(video._id, 'other');
    await comment(video._id, 'newest');

    const pinned = await pin(older._id, owner);
    expect(pinned.statusCode).toBe(200);
    expect(dataOf<SiteComment>(pinned).isPinned).toBe(true);
    expect(await contents(`/comments/${video._id}`)).toEqual([
      ['older', true],
      ['newest', false],
      ['other', false],
    ]);
    expect((await contents(`/comments/${video._id}?sort=top`))[0]).toEqual(['older', true]);

    await pin(other._id, owner);
    expect(await contents(`/comments/${video._id}`)).toEqual([
      ['other', true],
      ['newest', false],
      ['older', false],
    ]);

    expect(dataOf<SiteComment>(await pin(other._id, owner, 'DELETE')).isPinned).toBe(false);
    expect((await contents(`/comments/${video._id}`))[0]).toEqual(['newest', false]);
  });

  it('refuses to pin a reply, and forgets the pin when the comment is deleted', async () => {
    const video = await insertVideo(t, owner.user._id);
    const top = await comment(video._id, 'top');
    const reply = await comment(video._id, 'reply', top._id);
    const refused = await pin(reply._id, owner);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toMatch(/top-level/);
    await pin(top._id, owner);
    await t.inject({ method: 'DELETE', url: `/comments/c/${top._id}`, headers: viewer.headers });
    const pins = await t.app.db
      .selectFrom('comment_pins')
      .where('video_id', '=', video._id)
      .execute();
    expect(pins).toEqual([]);
  });
});
