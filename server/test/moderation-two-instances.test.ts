import { randomBytes } from 'node:crypto';
import { REPORTS_PER_HOUR } from '@kinora/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdminCommand } from '../src/cli/admin-command';
import { newObjectId } from '../src/lib/object-id';
import { createStorageKey, createThumbnailDir, thumbnailSetKey } from '../src/storage/storage';
import { createVideoRepository } from '../src/videos/video-repository';
import { API, dataOf, markEmailVerified } from './helpers/app';
import { twoInstances } from './helpers/instance-pair';
import { openStream } from './helpers/notifications';
import { startUpload } from './helpers/upload-in-flight';
import { createMediaFixtures, listFiles, type MediaFixtures } from './media/fixtures';
import type { FastifyInstance } from 'fastify';
import type { RegisterResponse } from '@kinora/contract';

/**
 * Moderation on two instances sharing PostgreSQL: a suspension made on one signs the owner out
 * on the other too (within its read of the revocations, at once with Redis) and stops what they
 * have running there, and the hourly cap on reports is one cap, wherever the reports arrive.
 */

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite is one process by nature.
let pair: Awaited<ReturnType<typeof twoInstances>>;
let fx: MediaFixtures;
beforeAll(async () => {
  [pair, fx] = await Promise.all([twoInstances({}), createMediaFixtures()]);
}, 120_000);
afterAll(async () => {
  await pair.close();
  await fx.cleanup();
});

interface Account {
  id: string;
  username: string;
  headers: { authorization: string };
}

async function register(app: FastifyInstance): Promise<Account> {
  const username = `mod${randomBytes(4).toString('hex')}`;
  const res = await app.inject({
    method: 'POST',
    url: `${API}/users/register`,
    payload: {
      username,
      email: `${username}@example.com`,
      fullName: 'Two',
      password: 'secret-password',
    },
  });
  expect(res.statusCode).toBe(201);
  const body = dataOf<RegisterResponse>(res);
  return {
    id: body.user._id,
    username,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

/** A ready, public video of `ownerId`, straight in the shared database. */
async function insertVideo(app: FastifyInstance, ownerId: string): Promise<string> {
  const id = newObjectId();
  const thumbnailDir = createThumbnailDir();
  await createVideoRepository(app.db).create({
    id,
    ownerId,
    title: 'Video',
    description: '',
    videoKey: createStorageKey('videos', 'mp4'),
    thumbnail: {
      key: thumbnailSetKey(thumbnailDir, 160, 'webp'),
      dir: thumbnailDir,
      widths: [160],
      width: 160,
      height: 120,
    },
    duration: 10,
    width: 160,
    height: 120,
    status: 'ready',
  });
  return id;
}

const report = (app: FastifyInstance, reporter: Account, itemKind: string, itemId: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/reports`,
    headers: reporter.headers,
    payload: { itemKind, itemId, reason: 'spam' },
  });

describe('moderation on two instances', () => {
  it('a suspension on one instance signs the owner out on the other within 5 s', async () => {
    const [a, b] = pair.apps;
    const [admin, owner, reporter] = [await register(a), await register(b), await register(a)];
    const granted = await runAdminCommand(a.db, ['grant', admin.username]);
    expect(granted.ok).toBe(true);
    const me = () =>
      b.inject({ method: 'GET', url: `${API}/users/current-user`, headers: owner.headers });
    expect((await me()).statusCode).toBe(200);

    const filed = await report(a, reporter, 'channel', owner.id);
    expect(filed.statusCode).toBe(201);
    const reportId = dataOf<{ reportId: string }>(filed).reportId;
    const suspended = await a.inject({
      method: 'POST',
      url: `${API}/moderation/reports/${reportId}/actions`,
      headers: admin.headers,
      payload: { action: 'suspend', duration: '1d', reason: 'Spam' },
    });
    expect(suspended.statusCode).toBe(200);
    const at = Date.now();
    for (;;) {
      if ((await me()).statusCode === 401) break;
      if (Date.now() - at > 5_000) throw new Error('the other instance still accepts the token');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('a suspension on one instance stops the upload and the stream the owner has on the other', async () => {
    const [a, b] = pair.apps;
    const [admin, owner, reporter] = [await register(a), await register(b), await register(a)];
    // The file's second admin: its address must be verified.
    await markEmailVerified(a.db, admin.id);
    expect((await runAdminCommand(a.db, ['grant', admin.username])).ok).toBe(true);
    await b.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(b, owner);
    await stream.waitForEvent('ready');
    const upload = startUpload(
      b,
      { method: 'POST', url: `${API}/videos`, headers: owner.headers },
      [
        { name: 'title', value: 'Caught mid-way' },
        { name: 'description', value: 'On the other instance' },
        { name: 'videoFile', value: { bytes: fx.video, fileName: 'clip.mp4', type: 'video/mp4' } },
      ],
    );
    try {
      await vi.waitFor(
        async () => {
          const slots = await b.db
            .selectFrom('upload_slots')
            .select('id')
            .where('user_id', '=', owner.id)
            .execute();
          expect(slots).toHaveLength(1);
        },
        { timeout: 10_000, interval: 25 },
      );
      const filed = await report(a, reporter, 'channel', owner.id);
      const suspended = await a.inject({
        method: 'POST',
        url: `${API}/moderation/reports/${dataOf<{ reportId: string }>(filed).reportId}/actions`,
        headers: admin.headers,
        payload: { action: 'suspend', duration: 'permanent', reason: 'Spam' },
      });
      expect(suspended.statusCode).toBe(200);
      const at = Date.now();
      // The upload is never sent in full: only the suspension ends it.
      const { status, body } = await upload.answered;
      expect(status).toBe(401);
      expect(JSON.parse(body)).toMatchObject({ message: 'Your account is suspended: Spam' });
      await vi.waitFor(() => expect(stream.isEnded()).toBe(true), { timeout: 5000, interval: 20 });
      expect(Date.now() - at).toBeLessThan(5000);
      const slots = await b.db
        .selectFrom('upload_slots')
        .select('id')
        .where('user_id', '=', owner.id)
        .execute();
      expect(slots).toEqual([]);
      await vi.waitFor(async () => expect(await listFiles(b.uploadDeps.tempDir)).toEqual([]));
    } finally {
      upload.destroy();
      stream.close();
    }
  });

  it(`counts one cap of ${REPORTS_PER_HOUR} reports an hour across the instances`, async () => {
    const [a, b] = pair.apps;
    const [owner, reporter] = [await register(a), await register(b)];
    const videos = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR + 1 }, () => insertVideo(a, owner.id)),
    );
    for (const [index, videoId] of videos.slice(0, REPORTS_PER_HOUR).entries()) {
      const res = await report(index % 2 === 0 ? a : b, reporter, 'video', videoId);
      expect(res.statusCode, res.body).toBe(201);
    }
    const last = videos[REPORTS_PER_HOUR] ?? '';
    expect((await report(a, reporter, 'video', last)).statusCode).toBe(429);
    expect((await report(b, reporter, 'video', last)).statusCode).toBe(429);
  });
});
