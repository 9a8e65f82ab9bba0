import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_VIDEO_ID_HEADER } from '@kinora/contract';
import { API } from './helpers/app';
import { twoInstances } from './helpers/instance-pair';
import { tusClient } from './helpers/tus-client';
import { expectUploadLockShared, registerOn } from './helpers/upload-lock-pair';
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

  it('is created on one, continued on the other and finished on the first', async () => {
    const [a, b] = pair.apps;
    const owner = await registerOn(pair.apps[0], 'twoup');
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
    await expectUploadLockShared(pair, media, await registerOn(pair.apps[0], 'twolock'));
  }, 120_000);
});
