import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadGuard, UPLOADS_IN_FLIGHT } from '../src/media/upload-guard';
import { createStoredObjectRepository } from '../src/storage/stored-object-repository';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { alreadyStoring } from './helpers/data';
import { waitForVideo } from './helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './media/fixtures';
import type { FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Video } from '@kinora/contract';

let fx: MediaFixtures;
beforeAll(async () => {
  fx = await createMediaFixtures();
});
afterAll(async () => {
  await fx.cleanup();
});

const videoForm = () =>
  buildForm(
    { title: 'Clip', description: 'A clip' },
    {
      videoFile: [fx.video, 'clip.mp4', 'video/mp4'],
      thumbnail: [fx.png, 'thumb.png', 'image/png'],
    },
  );

const upload = (t: TestApp, user: TestUser, payload: FormData = videoForm()) =>
  t.inject({ method: 'POST', url: '/videos', headers: user.headers, payload });

const slotsOf = async (t: TestApp, user: TestUser) =>
  (await t.app.db.selectFrom('upload_slots').where('user_id', '=', user.user._id).execute()).length;

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('uploads in flight', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** An upload that sends its first bytes and then nothing, holding its slot. */
  function stalledUpload(user: TestUser) {
    const boundary = '----kinora-stalled';
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/v1/videos',
      headers: {
        ...user.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(50 * 1024 * 1024),
      },
    });
    request.on('error', () => {});
    request.write(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="videoFile"; filename="big.mp4"',
        'Content-Type: video/mp4',
        '',
        '',
      ].join('\r\n'),
    );
    request.write(fx.video);
    return request;
  }

  it('are at most two per user: a third is refused with 429 until one is over', async () => {
    const user = await t.registerUser();
    const running = [stalledUpload(user), stalledUpload(user)];
    await waitFor(async () => (await slotsOf(t, user)) === UPLOADS_IN_FLIGHT, 'two uploads');

    const third = await upload(t, user);
    expect(third.statusCode).toBe(429);
    expect(errorOf(third).message).toBe(
      'You already have 2 uploads in progress. Wait for one to finish before starting another.',
    );
    // Someone else is not held up by them.
    expect((await upload(t, await t.registerUser())).statusCode).toBe(201);

    for (const request of running) request.destroy();
    await waitFor(async () => (await slotsOf(t, user)) === 0, 'the slots to be given back');
    expect((await upload(t, user)).statusCode).toBe(201);
  });

  it('are counted in the database, so two instances share one count; dead slots expire', async () => {
    const user = await t.registerUser();
    const request = { userId: user.user._id, ip: '127.0.0.1' } as FastifyRequest;
    const log = { warn: () => undefined };
    const suspensions = {
      onSuspended: () => undefined,
      find: (userId: string) => t.app.repos.users.findSuspension(userId),
    };
    const instance = () =>
      createUploadGuard({ db: t.app.db, quotaBytes: null, rateLimiter: null, log, suspensions });
    const [a, b] = [instance(), instance()];
    const held = [await a.admit(request), await a.admit(request)];
    await expect(b.admit(request)).rejects.toMatchObject({ statusCode: 429 });
    await held[0]?.release();
    const third = await b.admit(request);
    await third.release();
    await held[1]?.release();

    // An instance that died mid-upload never gives its slots back: untouched, they expire.
    await t.app.db
      .insertInto('upload_slots')
      .values([
        {
          id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
          user_id: user.user._id,
          seen_at: sql`now() - interval '10 minutes'`,
        },
        {
          id: 'aaaaaaaaaaaaaaaaaaaaaaa2',
          user_id: user.user._id,
          seen_at: sql`now() - interval '10 minutes'`,
        },
      ])
      .execute();
    const afterCrash = await b.admit(request);
    expect(await slotsOf(t, user)).toBe(1);
    await afterCrash.release();
  });
});

describe('the upload rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a user who started 30 uploads within the hour', async () => {
    const user = await t.registerUser();
    for (let i = 0; i < 30; i += 1) {
      const res = await upload(t, user, buildForm({}, {}));
      expect(res.statusCode, `upload ${i + 1}`).toBe(400);
    }
    const over = await upload(t, user, buildForm({}, {}));
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).message).toMatch(/^Too many uploads, please try again in \d+ minutes\.$/);
    expect((await upload(t, await t.registerUser(), buildForm({}, {}))).statusCode).toBe(400);
  });
});

describe('the storage quota (USER_STORAGE_QUOTA_BYTES)', () => {
  const quota = 1024 * 1024;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { USER_STORAGE_QUOTA_BYTES: String(quota) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts originals, renditions and images, and gives the space back on delete', async () => {
    const user = await t.registerUser();
    const usage = () => createStoredObjectRepository(t.app.db).usageOf(user.user._id);
    expect(await usage()).toBe(0);
    const res = await upload(t, user);
    expect(res.statusCode).toBe(201);
    const uploaded = await usage();
    // The original and every size of the thumbnail.
    expect(uploaded).toBeGreaterThan(fx.video.length);
    const video = dataOf<Video>(res);
    expect((await waitForVideo(t, video._id, user.headers)).status).toBe('ready');
    // The renditions, progressive file and storyboard the transcoder stored.
    const { stream_dir: streamDir } = await t.app.db
      .selectFrom('videos')
      .select('stream_dir')
      .where('id', '=', video._id)
      .executeTakeFirstOrThrow();
    const streams = await t.app.db
      .selectFrom('stored_objects')
      .select((eb) => eb.fn.sum<string>('bytes').as('bytes'))
      .where('folder', '=', streamDir)
      .executeTakeFirstOrThrow();
    expect(Number(streams.bytes)).toBeGreaterThan(0);
    expect(await usage()).toBeGreaterThan(fx.video.length + Number(streams.bytes));
    const avatar = await t.inject({
      method: 'PATCH',
      url: '/users/avatar',
      headers: user.headers,
      payload: buildForm({}, { avatar: [fx.png, 'me.png', 'image/png'] }),
    });
    expect(avatar.statusCode).toBe(200);
    const withAvatar = await usage();
    await t.inject({ method: 'DELETE', url: `/videos/${video._id}`, headers: user.headers });
    const afterDelete = await usage();
    expect(afterDelete).toBeGreaterThan(0);
    expect(afterDelete).toBeLessThan(withAvatar - fx.video.length);
  });

  it('answers 413 when a file does not fit in what is left, and stores nothing', async () => {
    const user = await t.registerUser();
    await alreadyStoring(t, user, quota - 1000);
    const res = await upload(t, user);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe(
      'The video file does not fit in your storage: 1000 bytes of your 1 MB are left.',
    );
    const [count] = await t.app.db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('owner_id', '=', user.user._id)
      .execute();
    expect(Number(count?.n)).toBe(0);
  });

  it('answers 413 to any upload once the storage is full', async () => {
    const user = await t.registerUser();
    await alreadyStoring(t, user, quota);
    const res = await t.inject({
      method: 'PATCH',
      url: '/users/avatar',
      headers: user.headers,
      payload: buildForm({}, { avatar: [fx.png, 'me.png', 'image/png'] }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe(
      'Your storage is full (1 MB of your 1 MB are used). Delete some videos to upload more.',
    );
  });
});
