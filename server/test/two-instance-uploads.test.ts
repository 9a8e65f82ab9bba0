import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_VIDEO_ID_HEADER, type RegisterResponse } from '@kinora/contract';
import { API, dataOf, type TestUser } from './helpers/app';
import { twoInstances } from './helpers/instance-pair';
import { partialPatch, tusClient, waitUntil } from './helpers/tus-client';
import { waitForVideo } from './helpers/wait-for-video';
import { createMediaFixtures, type MediaFixtures } from './media/fixtures';
import type { InjectOptions } from 'fastify';

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite is one process by nature.
describe('a resumable upload on two instances sharing PostgreSQL and the data folder', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  let media: MediaFixtures;
  beforeAll(async () => {
    [pair, media] = await Promise.all([twoInstances({}), createMediaFixtures()]);
  }, 120_000);
  afterAll(async () => {
    pair.apps[0].server.closeAllConnections();
    await pair.close();
    await media.cleanup();
  });

  async function register(name: string): Promise<TestUser> {
    const registered = await pair.apps[0].inject({
      method: 'POST',
      url: `${API}/users/register`,
      payload: {
        username: name,
        email: `${name}@example.com`,
        fullName: 'T',
        password: 'pass-word-1',
      },
    });
    const { user, accessToken } = dataOf<RegisterResponse>(registered);
    return { user, headers: { authorization: `Bearer ${accessToken}` } } as TestUser;
  }

  it('is created on one, continued on the other and finished on the first', async () => {
    const [a, b] = pair.apps;
    const owner = await register('twoup');
    const created = await tusClient(a).create(owner, media.video.length);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const videoId = String(created.headers[UPLOAD_VIDEO_ID_HEADER.toLowerCase()]);

    const third = Math.floor(media.video.length / 3);
    const onB = await tusClient(b).patch(owner, location, 0, media.video.subarray(0, third));
    expect(onB.statusCode).toBe(204);
    const head = await tusClient(a).head(owner, location);
    expect(head.headers['upload-offset']).toBe(String(third));
    const rest = await tusClient(a).patch(owner, location, third, media.video.subarray(third));
    expect(rest.statusCode).toBe(204);

    const inject = (options: InjectOptions & { url: string }) =>
      b.inject({ ...options, url: `${API}${options.url}` });
    expect((await waitForVideo({ inject }, videoId, owner.headers)).status).toBe('ready');
  }, 120_000);

  it("shares each upload's lock: a resume through the other instance ends the stalled PATCH holding it", async () => {
    const [a, b] = pair.apps;
    await a.listen({ port: 0, host: '127.0.0.1' });
    const owner = await register('twolock');
    const created = await tusClient(a).create(owner, media.video.length);
    const location = String(created.headers.location);
    const third = Math.floor(media.video.length / 3);
    expect(
      (await tusClient(a).patch(owner, location, 0, media.video.subarray(0, third))).statusCode,
    ).toBe(204);

    // A chunk that stalls on A, over a real socket: tus holds the upload's lock while it arrives.
    const stalled = partialPatch(
      a,
      owner,
      location,
      third,
      media.video.subarray(third, third + 4000),
      media.video.length - third,
    );
    const stalledEnded = new Promise<number | undefined>((resolve) => {
      stalled.request.on('response', (response) => resolve(response.statusCode));
      stalled.request.on('close', () => resolve(undefined));
    });
    const partFile = path.join(pair.dataDir, 'media', 'uploads', path.basename(location));
    await waitUntil(
      async () => (await fs.stat(partFile)).size === third + 4000,
      'the stalled chunk to be written',
    );

    // The client resumes through B: B waits for the lock, asks A to let go, and A ends the
    // stalled request (with tus's in-process lock, B would answer at once while A still writes,
    // and A's request would stay open).
    const head = await tusClient(b).head(owner, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(third + 4000));
    // A's request was answered (what arrived is kept), not left hanging.
    expect(await stalledEnded).toBe(204);

    const rest = await tusClient(b).patch(
      owner,
      location,
      third + 4000,
      media.video.subarray(third + 4000),
    );
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(media.video.length));
  }, 120_000);
});
