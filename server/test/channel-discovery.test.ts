import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { ChannelProfile, Page, Playlist, User, Video } from '@kinora/contract';

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (qs: string) => {
  const res = await t.inject({ method: 'GET', url: `/videos${qs}` });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<Video>>(res);
};
const ids = (page: Page<Video>) => page.docs.map((video) => video._id);

async function videoAged(owner: TestUser, hoursOld: number, views: number, isPublished = true) {
  const video = await insertVideo(t, owner.user._id, {
    createdAt: new Date(Date.now() - hoursOld * HOUR),
    isPublished,
  });
  await t.app.db.updateTable('videos').set({ views }).where('id', '=', video._id).execute();
  return video;
}

describe('GET /videos?username=', () => {
  it('lists that channel like userId does, and nothing for an unknown username', async () => {
    const owner = await t.registerUser();
    const other = await t.registerUser();
    const mine = await insertVideo(t, owner.user._id);
    await insertVideo(t, other.user._id);
    await insertVideo(t, owner.user._id, { isPublished: false });
    const byName = await list(`?username=${owner.user.username.toUpperCase()}`);
    expect(ids(byName)).toEqual([mine._id]);
    expect(ids(byName)).toEqual(ids(await list(`?userId=${owner.user._id}`)));
    expect(await list('?username=nobody-here')).toMatchObject({ docs: [], totalDocs: 0 });
  });
});

describe('sorting', () => {
  it('trending ranks recent videos by views weighted by age and leaves old ones out', async () => {
    const owner = await t.registerUser();
    // Scores (views / (hours + 2)^1.5): 1.92, 0.57, 0.27; the 40-day-old hit is out of the window.
    const fresh = await videoAged(owner, 1, 10);
    const dayOld = await videoAged(owner, 48, 200);
    const tenDays = await videoAged(owner, 240, 1000);
    await videoAged(owner, 40 * 24, 100_000);
    await videoAged(owner, 1, 5000, false);
    const trending = await list(`?username=${owner.user.username}&sortBy=trending`);
    expect(ids(trending)).toEqual([fresh._id, dayOld._id, tenDays._id]);
    expect(trending.totalDocs).toBe(3);
    // The whole catalogue's trending list holds them in the same order.
    const all = ids(await list('?sortBy=trending&limit=50'));
    expect(all.filter((id) => [fresh._id, dayOld._id, tenDays._id].includes(id))).toEqual([
      fresh._id,
      dayOld._id,
      tenDays._id,
    ]);
  });

  it('sorts a channel newest, most viewed and oldest first', async () => {
    const owner = await t.registerUser();
    const a = await videoAged(owner, 30, 5);
    const b = await videoAged(owner, 20, 50);
    const c = await videoAged(owner, 10, 1);
    const q = `?username=${owner.user.username}`;
    expect(ids(await list(q))).toEqual([c._id, b._id, a._id]);
    expect(ids(await list(`${q}&sortBy=views&sortType=desc`))).toEqual([b._id, a._id, c._id]);
    expect(ids(await list(`${q}&sortBy=createdAt&sortType=asc`))).toEqual([a._id, b._id, c._id]);
  });

  it('refuses an unknown sort with a 400 envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/videos?sortBy=random' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, statusCode: 400 });
  });
});

describe('GET /users/c/:username (About)', () => {
  it('counts only listed videos and their views, and gives the joined date and links', async () => {
    const owner = await t.registerUser();
    await videoAged(owner, 5, 100);
    await videoAged(owner, 6, 23);
    await videoAged(owner, 7, 1000, false);
    const processing = await videoAged(owner, 8, 500);
    await t.app.db
      .updateTable('videos')
      .set({ status: 'processing' })
      .where('id', '=', processing._id)
      .execute();
    const channel = dataOf<ChannelProfile>(
      await t.inject({ method: 'GET', url: `/users/c/${owner.user.username}` }),
    );
    expect(channel).toMatchObject({
      videosCount: 2,
      totalViews: 123,
      links: [],
      createdAt: owner.user.createdAt,
    });
    const empty = await t.registerUser();
    expect(
      dataOf<ChannelProfile>(
        await t.inject({ method: 'GET', url: `/users/c/${empty.user.username}` }),
      ),
    ).toMatchObject({ videosCount: 0, totalViews: 0 });
  });
});

describe('channel links', () => {
  const update = (user: TestUser, links: unknown) =>
    t.inject({
      method: 'PATCH',
      url: '/users/update-account',
      headers: user.headers,
      payload: { links },
    });

  it('saves up to five http(s) links and shows them on the channel', async () => {
    const owner = await t.registerUser();
    const links = [
      { title: '  Website ', url: 'https://example.org' },
      { title: 'Shop', url: 'http://shop.example.org/a?b=1' },
    ];
    const res = await update(owner, links);
    expect(res.statusCode).toBe(200);
    expect(dataOf<User>(res).links).toEqual([
      { title: 'Website', url: 'https://example.org/' },
      { title: 'Shop', url: 'http://shop.example.org/a?b=1' },
    ]);
    const channel = dataOf<ChannelProfile>(
      await t.inject({ method: 'GET', url: `/users/c/${owner.user.username}` }),
    );
    expect(channel.links.map((link) => link.title)).toEqual(['Website', 'Shop']);
    expect((await update(owner, [])).statusCode).toBe(200);
  });

  it.each([
    ['a javascript: URL', [{ title: 'x', url: 'javascript:alert(1)' }]],
    ['a relative URL', [{ title: 'x', url: '/channel/me' }]],
    ['a URL without a host', [{ title: 'x', url: 'https://' }]],
    ['an empty title', [{ title: '  ', url: 'https://example.org' }]],
    ['six links', Array.from({ length: 6 }, (_, i) => ({ title: `L${i}`, url: 'https://a.org' }))],
  ])('answers 400 for %s', async (_name, links) => {
    const owner = await t.registerUser();
    const res = await update(owner, links);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, statusCode: 400 });
    const me = dataOf<User>(
      await t.inject({ method: 'GET', url: '/users/current-user', headers: owner.headers }),
    );
    expect(me.links).toEqual([]);
  });
});

describe('the Playlists tab', () => {
  it('never shows private playlists (nor Watch later) to others', async () => {
    const owner = await t.registerUser();
    const viewer = await t.registerUser();
    const create = (name: string, isPrivate: boolean) =>
      t.inject({
        method: 'POST',
        url: '/playlist',
        headers: owner.headers,
        payload: { name, description: '', isPrivate },
      });
    const open = dataOf<Playlist>(await create('Open', false));
    await create('Secret', true);
    const url = `/playlist/user/${owner.user._id}`;
    for (const headers of [{}, viewer.headers]) {
      const page = dataOf<Page<Playlist>>(await t.inject({ method: 'GET', url, headers }));
      expect(page.docs.map((p) => p._id)).toEqual([open._id]);
      expect(page.totalDocs).toBe(1);
    }
    const own = dataOf<Page<Playlist>>(
      await t.inject({ method: 'GET', url, headers: owner.headers }),
    );
    expect(own.docs.map((p) => p.name).sort()).toEqual(['Open', 'Secret', 'Watch later']);
  });
});
