import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Page, SearchResult, Video } from '@kinora/contract';

/** A long cache, so only an invalidation can explain a fresh answer. */
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { LIST_CACHE_MS: '60000' } });
  owner = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

/** Renames a video behind the API's back: nothing announces it. */
async function renameDirectly(id: string, title: string): Promise<void> {
  await t.app.db.updateTable('videos').set({ title }).where('id', '=', id).execute();
}

async function titles(headers: Record<string, string> = {}): Promise<string[]> {
  const res = await t.inject({ method: 'GET', url: '/videos?limit=50', headers });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<Video>>(res).docs.map((v) => v.title);
}

describe('the anonymous list micro-cache', () => {
  it('answers anonymous pages from memory, never a signed-in viewer’s', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Before' });
    expect(await titles()).toContain('Before');
    // Only the signed-in list, which is never kept, sees the change.
    await renameDirectly(video._id, 'Behind the back');
    expect(await titles()).not.toContain('Behind the back');
    expect(await titles(owner.headers)).toContain('Behind the back');
  });

  it('is dropped by a write through the API, before its answer is sent', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Old title' });
    expect(await titles()).toContain('Old title');
    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: owner.headers,
      payload: { title: 'New title' },
    });
    expect(res.statusCode).toBe(200);
    const now = await titles();
    expect(now).toContain('New title');
    expect(now).not.toContain('Old title');
  });

  it('is kept through a refused write', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Shown' });
    expect(await titles()).toContain('Shown');
    await renameDirectly(video._id, 'Still hidden');
    const refused = await t.inject({ method: 'POST', url: '/tweets', payload: { content: 'x' } });
    expect(refused.statusCode).toBe(401);
    expect(await titles()).not.toContain('Still hidden');
  });

  it('never hands a viewer’s own data to someone else', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Resumed', duration: 600 });
    const saved = await t.inject({
      method: 'PUT',
      url: `/users/history/${video._id}/position`,
      headers: owner.headers,
      payload: { position: 42 },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const signedIn = await t.inject({
      method: 'GET',
      url: '/videos?limit=50',
      headers: owner.headers,
    });
    const mine = dataOf<Page<Video>>(signedIn).docs.find((v) => v._id === video._id);
    expect(mine?.resumePosition).toBe(42);
    const anonymous = await t.inject({ method: 'GET', url: '/videos?limit=50' });
    const theirs = dataOf<Page<Video>>(anonymous).docs.find((v) => v._id === video._id);
    expect(theirs).toBeDefined();
    expect(theirs?.resumePosition).toBeUndefined();
    // And the other way round: the kept anonymous page is not what the owner gets.
    const again = await t.inject({
      method: 'GET',
      url: '/videos?limit=50',
      headers: owner.headers,
    });
    expect(dataOf<Page<Video>>(again).docs.find((v) => v._id === video._id)?.resumePosition).toBe(
      42,
    );
  });
});

describe('with LIST_CACHE_MS=0', () => {
  it('reads every page from the database', async () => {
    const direct = await createTestApp({ env: { LIST_CACHE_MS: '0' } });
    try {
      const someone = await direct.registerUser();
      const list = async () =>
        dataOf<Page<Video>>(await direct.inject({ method: 'GET', url: '/videos' })).docs.map(
          (v) => v.title,
        );
      const video = await insertVideo(direct, someone.user._id, { title: 'First' });
      expect(await list()).toEqual(['First']);
      await direct.app.db
        .updateTable('videos')
        .set({ title: 'Second' })
        .where('id', '=', video._id)
        .execute();
      expect(await list()).toEqual(['Second']);
    } finally {
      await direct.close();
    }
  });
});

describe('the watch answer', () => {
  /** A watch page: its view reported, then the video read. */
  const watch = async (id: string, ip: string) => {
    const view = await t.inject({
      method: 'POST',
      url: `/videos/${id}/views`,
      headers: { 'x-forwarded-for': ip },
      remoteAddress: ip,
    });
    expect(view.statusCode).toBe(200);
    const res = await t.inject({
      method: 'GET',
      url: `/videos/${id}`,
      headers: { 'x-forwarded-for': ip },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    return dataOf<Video>(res);
  };

  it('is read once for every anonymous viewer, while each one’s view still counts', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Watched' });
    expect((await watch(video._id, '203.0.113.1')).title).toBe('Watched');
    await renameDirectly(video._id, 'Renamed meanwhile');
    const second = await watch(video._id, '203.0.113.2');
    expect(second.title).toBe('Watched');
    // Two viewers, two views, though the video was read once.
    expect(second.views).toBe(2);
  });

  it('is forgotten once the views are written, so the count never steps back', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Counted' });
    await watch(video._id, '203.0.113.3');
    expect((await watch(video._id, '203.0.113.4')).views).toBe(2);
    await t.app.services.viewCounter.flush();
    // The stored count now holds both views and the buffer none: a kept answer would say 0.
    expect((await watch(video._id, '203.0.113.5')).views).toBe(3);
  });

  /** A signed-in viewer's read of the video, with where they left it. */
  const watchAs = async (id: string, viewer: TestUser) => {
    const res = await t.inject({ method: 'GET', url: `/videos/${id}`, headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    return dataOf<Video>(res);
  };

  it('is the same kept read for people signed in, each with their own resume position', async () => {
    const [first, second] = [await t.registerUser(), await t.registerUser()];
    const video = await insertVideo(t, owner.user._id, { title: 'Shared', duration: 600 });
    for (const [viewer, position] of [
      [first, 120],
      [second, 300],
    ] as const) {
      const saved = await t.inject({
        method: 'PUT',
        url: `/users/history/${video._id}/position`,
        headers: viewer.headers,
        payload: { position },
      });
      expect(saved.statusCode).toBe(200);
    }
    expect(await watchAs(video._id, first)).toMatchObject({ title: 'Shared', resumePosition: 120 });
    await renameDirectly(video._id, 'Renamed meanwhile');
    // Kept: the title everyone sees, with the second viewer's own position, not the first's.
    expect(await watchAs(video._id, second)).toMatchObject({
      title: 'Shared',
      resumePosition: 300,
    });
    // A viewer who never watched it has no position, though the kept read came after others.
    const third = await t.registerUser();
    expect((await watchAs(video._id, third)).resumePosition).toBeUndefined();
    // Its owner reads it as it is now: their answer carries more than everyone's.
    expect((await watchAs(video._id, owner)).title).toBe('Renamed meanwhile');
  });
});

describe('the anonymous search answer', () => {
  const searchTitles = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.inject({
      method: 'GET',
      url: `/search?query=${encodeURIComponent(query)}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return dataOf<Page<SearchResult>>(res).docs.flatMap((r) =>
      r.kind === 'video' ? [r.video.title] : [],
    );
  };

  it('is kept a moment for the next anonymous search of the same words, never for a signed-in one', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Zeppelin harbour' });
    expect(await searchTitles('zeppelin')).toEqual(['Zeppelin harbour']);
    await renameDirectly(video._id, 'Zeppelin airfield');
    expect(await searchTitles('zeppelin')).toEqual(['Zeppelin harbour']);
    expect(await searchTitles('zeppelin', owner.headers)).toEqual(['Zeppelin airfield']);
    // A write through the API drops it.
    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: owner.headers,
      payload: { description: 'Moored' },
    });
    expect(res.statusCode).toBe(200);
    expect(await searchTitles('zeppelin')).toEqual(['Zeppelin airfield']);
  });
});
