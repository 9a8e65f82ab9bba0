import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from './helpers/app';
import { waitForVideo } from './helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './media/fixtures';

/**
 * DATABASE_READ_URL: the catalogue and search read from the replica's pool; everything else
 * (writes, one video, the owner's own reads) stays on the primary. Pointed here at the same
 * PostgreSQL, which is what a replica looks like with no lag.
 */

// Only included when DATABASE_URL is set (see vitest.config.ts): a replica needs PostgreSQL.
let t: TestApp;
let owner: TestUser;
let fx: MediaFixtures;
beforeAll(async () => {
  fx = await createMediaFixtures();
  t = await createTestApp({ env: { DATABASE_READ_URL: process.env.DATABASE_URL ?? '' } });
  owner = await t.registerUser();
}, 120_000);
afterAll(async () => {
  await t.close();
  await fx.cleanup();
});

describe('a read replica', () => {
  it('is its own pool, and the catalogue and search read from it', async () => {
    expect(t.app.readDb).not.toBe(t.app.db);
    const upload = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: owner.headers,
      payload: buildForm(
        { title: 'Replicated rivers', description: 'Read from the replica' },
        { videoFile: [fx.video, 'v.mp4', 'video/mp4'], thumbnail: [fx.png, 't.png', 'image/png'] },
      ),
    });
    expect(upload.statusCode).toBe(201);
    // The transcode reads the video from the primary in the background: let it finish first, so
    // what the spies see is the requests' own reads.
    await waitForVideo(t, dataOf<{ _id: string }>(upload)._id, owner.headers);

    const replicaReads = vi.spyOn(t.app.readDb, 'selectFrom');
    const primaryReads = vi.spyOn(t.app.db, 'selectFrom');
    const list = await t.inject({ method: 'GET', url: `/videos?userId=${owner.user._id}` });
    expect(list.statusCode).toBe(200);
    expect(replicaReads).toHaveBeenCalled();
    // The instance's own timers (the poll of ended sessions, among others) read the primary now
    // and then, whatever the request does: only reads of the catalogue's tables count here.
    const catalogueTables = (spy: typeof primaryReads) =>
      spy.mock.calls
        .map(([from]): unknown => from)
        .filter((from): from is string => typeof from === 'string' && /^videos\b/.test(from));
    expect(catalogueTables(replicaReads)).not.toEqual([]);
    expect(catalogueTables(primaryReads)).toEqual([]);

    replicaReads.mockClear();
    const search = await t.inject({ method: 'GET', url: '/search?query=rivers' });
    expect(search.statusCode).toBe(200);
    expect(replicaReads).toHaveBeenCalled();

    // A write and the owner's own reads stay on the primary.
    replicaReads.mockClear();
    const me = await t.inject({
      method: 'GET',
      url: '/users/current-user',
      headers: owner.headers,
    });
    expect(me.statusCode).toBe(200);
    expect(replicaReads).not.toHaveBeenCalled();
    expect(primaryReads).toHaveBeenCalled();
    replicaReads.mockRestore();
    primaryReads.mockRestore();
  }, 90_000);
});
