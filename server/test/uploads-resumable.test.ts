import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXPIRY_HOURS, UPLOAD_VIDEO_ID_HEADER, type Video } from '@kinora/contract';
import { sql } from 'kysely';
import { translate } from '../src/i18n/translate';
import { UPLOAD_EXPIRED } from '../src/videos/resumable-uploads';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { partialPatch, tusClient, waitUntil } from './helpers/tus-client';
import { waitForVideo } from './helpers/wait-for-video';
import { createMediaFixtures, listFiles, type MediaFixtures } from './media/fixtures';
import type { LightMyRequestResponse } from 'fastify';

let t: TestApp;
let media: MediaFixtures;
let owner: TestUser;
let tus: ReturnType<typeof tusClient>;
let partsDir: string;

beforeAll(async () => {
  [t, media] = await Promise.all([createTestApp(), createMediaFixtures()]);
  owner = await t.registerUser();
  tus = tusClient(t.app);
  partsDir = path.join(t.config.dataDir, 'media', 'uploads');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // Chunks cut on purpose may leave their sockets to time out.
  t.app.server.closeAllConnections();
  await t.close();
  await media.cleanup();
});

const locationOf = (res: LightMyRequestResponse): string => {
  const location = res.headers.location;
  if (typeof location !== 'string') throw new Error(`no Location: ${res.statusCode} ${res.body}`);
  return location;
};
const videoIdOf = (res: LightMyRequestResponse) =>
  String(res.headers[UPLOAD_VIDEO_ID_HEADER.toLowerCase()]);

async function dashboardVideo(user: TestUser, videoId: string): Promise<Video | undefined> {
  const res = await t.inject({ method: 'GET', url: '/dashboard/videos', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return dataOf<{ docs: Video[] }>(res).docs.find((video) => video._id === videoId);
}

async function created(user: TestUser = owner, length = media.video.length) {
  const res = await tus.create(user, length);
  expect(res.statusCode).toBe(201);
  return { location: locationOf(res), videoId: videoIdOf(res) };
}

describe('creating a resumable upload', () => {
  it('answers 201 with its Location, its draft and its expiry; the draft shows in the studio', async () => {
    const before = Date.now();
    const res = await tus.create(owner, media.video.length, {
      filename: '  Holiday at the sea.final.mp4',
      filetype: 'video/mp4',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(locationOf(res)).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}$/);
    const expires = Date.parse(String(res.headers['upload-expires']));
    expect(expires).toBeGreaterThanOrEqual(before + UPLOAD_EXPIRY_HOURS * 3_600_000 - 1000);

    const draft = await dashboardVideo(owner, videoIdOf(res));
    expect(draft).toMatchObject({
      title: 'Holiday at the sea.final',
      description: '',
      status: 'uploading',
      visibility: 'private',
      draft: true,
      thumbnail: '',
      duration: 0,
      upload: { received: 0, total: media.video.length },
    });
    // Nobody else sees it.
    const other = await t.registerUser();
    const look = await t.inject({
      method: 'GET',
      url: `/videos/${videoIdOf(res)}`,
      headers: other.headers,
    });
    expect(look.statusCode).toBe(404);
  });

  it('takes the title from the metadata, else "Untitled video"', async () => {
    const titled = await tus.create(owner, 10, { filename: 'a.mp4', title: ' My   trip ' });
    expect((await dashboardVideo(owner, videoIdOf(titled)))?.title).toBe('My trip');
    const nameless = await tus.create(owner, 10, { filetype: 'video/mp4' });
    expect((await dashboardVideo(owner, videoIdOf(nameless)))?.title).toBe('Untitled video');
  });

  it('tells what it offers on OPTIONS: tus 1.0, its extensions, the largest size', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/uploads' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['tus-version']).toBe('1.0.0');
    expect(res.headers['tus-extension']).toBe('creation,termination,expiration');
    expect(res.headers['tus-max-size']).toBe(String(t.config.media.maxVideoBytes));
  });

  it('needs a signed-in user and a declared length (400, no deferred length)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(anonymous.statusCode).toBe(401);
    const noLength = await tus.create(owner, null);
    expect(noLength.statusCode).toBe(400);
    expect(errorOf(noLength).message).toBe(
      'Upload-Length is required: the size of the file in bytes.',
    );
    const deferred = await tus.create(owner, null, {}, { 'upload-defer-length': '1' });
    expect(deferred.statusCode).toBe(400);
    expect(errorOf(deferred).success).toBe(false);
  });

  it('refuses a declared length over the largest video (413) before anything is created', async () => {
    const user = await t.registerUser();
    const res = await tus.create(user, 3 * 1024 ** 3);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe('The video file is too large (at most 2 GB).');
    const list = await t.inject({ method: 'GET', url: '/dashboard/videos', headers: user.headers });
    expect(dataOf<{ docs: Video[] }>(list).docs).toEqual([]);
  });
});

describe('sending the bytes', () => {
  it('resumes from HEAD after a cut connection, then finishes: processing, then ready', async () => {
    const { location, videoId } = await created();
    const half = Math.floor(media.video.length / 2);
    const first = await tus.patch(owner, location, 0, media.video.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect(first.headers['upload-expires']).toBeDefined();
    expect((await dashboardVideo(owner, videoId))?.upload?.received).toBe(half);

    // The next chunk is cut after a few bytes: what arrived is kept.
    const sent = media.video.subarray(half, half + 1000);
    const cut = partialPatch(t.app, owner, location, half, sent, media.video.length - half);
    // Watched on disk: a HEAD now would tell tus the chunk is abandoned, and stop it.
    const partFile = path.join(partsDir, path.basename(location));
    await waitUntil(
      async () => (await fs.stat(partFile)).size === half + 1000,
      'the cut chunk to be stored',
    );
    cut.cut();
    await waitUntil(
      async () => (await dashboardVideo(owner, videoId))?.upload?.received === half + 1000,
      'the offset to be noted',
    );

    const head = await tus.head(owner, location);
    expect(head.statusCode).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(head.headers['upload-length']).toBe(String(media.video.length));
    expect(Date.parse(String(head.headers['upload-expires']))).toBeGreaterThan(Date.now());
    const last = await tus.patch(owner, location, offset, media.video.subarray(offset));
    expect(last.statusCode).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(media.video.length));

    const queued = await dashboardVideo(owner, videoId);
    expect(queued).toMatchObject({ status: 'processing', width: 160, height: 120, draft: true });
    expect(queued?.upload).toBeUndefined();
    const ready = await waitForVideo(t, videoId, owner.headers);
    expect(ready.status).toBe('ready');
    // The upload is over: its parts are gone and its URL with them.
    expect(await listFiles(partsDir)).not.toContain(path.basename(location));
    expect((await tus.head(owner, location)).statusCode).toBe(404);
  });

  it('keeps nothing of a first chunk cut before its type could be told; it is sent again from 0', async () => {
    const { location, videoId } = await created();
    const cut = partialPatch(t.app, owner, location, 0, media.video.subarray(0, 1000), 9000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    cut.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await tus.head(owner, location)).headers['upload-offset']).toBe('0');
    const again = await tus.patch(owner, location, 0, media.video.subarray(0, 9000));
    expect(again.statusCode).toBe(204);
    expect((await dashboardVideo(owner, videoId))?.upload?.received).toBe(9000);
  });

  it('answers 409 to a chunk at the wrong offset, and 413 to one past the declared length', async () => {
    const { location } = await created(owner, 5000);
    const first = await tus.patch(owner, location, 0, media.video.subarray(0, 4500));
    expect(first.statusCode).toBe(204);
    const wrong = await tus.patch(owner, location, 100, media.video.subarray(100, 200));
    expect(wrong.statusCode).toBe(409);
    const past = await tus.patch(owner, location, 4500, media.video.subarray(4500, 5100));
    expect(past.statusCode).toBe(413);
    expect((await tus.head(owner, location)).headers['upload-offset']).toBe('4500');
  });

  it('sniffs the first bytes: no video ends the upload and its draft (415)', async () => {
    const { location, videoId } = await created(owner, media.text.length);
    expect(await listFiles(partsDir)).toContain(path.basename(location));
    const res = await tus.patch(owner, location, 0, media.text);
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).message).toBe(
      'The video file must be a video (MP4, WebM, MOV, MKV or Ogg).',
    );
    expect(await dashboardVideo(owner, videoId)).toBeUndefined();
    expect((await tus.head(owner, location)).statusCode).toBe(404);
    expect(await listFiles(partsDir)).not.toContain(path.basename(location));
  });

  it('refuses a file that only looks like a video when it ends, with its draft', async () => {
    // A real MP4's first box (its type), then noise: the sniff passes, ffprobe does not.
    const fake = Buffer.concat([
      media.video.subarray(0, media.video.readUInt32BE(0)),
      Buffer.alloc(20_000, 7),
    ]);
    const videosBefore = await listFiles(path.join(t.config.dataDir, 'media', 'videos'));
    const { location, videoId } = await created(owner, fake.length);
    const res = await tus.patch(owner, location, 0, fake);
    expect([415, 422]).toContain(res.statusCode);
    expect(errorOf(res).success).toBe(false);
    expect(await dashboardVideo(owner, videoId)).toBeUndefined();
    expect(await listFiles(partsDir)).not.toContain(path.basename(location));
    // Nor is the file kept as a video.
    expect(await listFiles(path.join(t.config.dataDir, 'media', 'videos'))).toEqual(videosBefore);
  });
});

describe('whose upload it is', () => {
  it("answers 404 to another user's HEAD, PATCH and DELETE", async () => {
    const { location } = await created();
    const stranger = await t.registerUser();
    expect((await tus.head(stranger, location)).statusCode).toBe(404);
    const patch = await tus.patch(stranger, location, 0, media.video.subarray(0, 5000));
    expect(patch.statusCode).toBe(404);
    expect(errorOf(patch).message).toBe('Upload not found.');
    expect((await tus.terminate(stranger, location)).statusCode).toBe(404);
    expect((await tus.head(owner, location)).statusCode).toBe(200);
  });
});

describe('ending an upload', () => {
  it('DELETE /uploads/:id removes its parts and its draft', async () => {
    const { location, videoId } = await created();
    await tus.patch(owner, location, 0, media.video.subarray(0, 5000));
    expect(await listFiles(partsDir)).toContain(path.basename(location));
    const res = await tus.terminate(owner, location);
    expect(res.statusCode).toBe(204);
    expect(await dashboardVideo(owner, videoId)).toBeUndefined();
    expect(await listFiles(partsDir)).not.toContain(path.basename(location));
  });

  it('DELETE /videos/:id of an uploading draft ends its upload', async () => {
    const { location, videoId } = await created();
    await tus.patch(owner, location, 0, media.video.subarray(0, 5000));
    const res = await t.inject({
      method: 'DELETE',
      url: `/videos/${videoId}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await listFiles(partsDir)).not.toContain(path.basename(location));
    expect((await tus.head(owner, location)).statusCode).toBe(404);
  });

  it('answers 410 Gone at once to HEAD and PATCH of an upload whose time is up, before the sweep', async () => {
    const { location, videoId } = await created();
    expect((await tus.patch(owner, location, 0, media.video.subarray(0, 5000))).statusCode).toBe(
      204,
    );
    // The database's clock decides, as for the sweep: the expiry is set a second before now().
    await t.app.db
      .updateTable('resumable_uploads')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('video_id', '=', videoId)
      .execute();
    const head = await tus.head(owner, location);
    expect(head.statusCode).toBe(410);
    const patch = await tus.patch(owner, location, 5000, media.video.subarray(5000, 9000));
    expect(patch.statusCode).toBe(410);
    expect(errorOf(patch).message).toBe(translate(UPLOAD_EXPIRED));
    // Nothing was written past the refusal: the store still holds the first chunk only.
    const row = await t.app.db
      .selectFrom('resumable_uploads')
      .select('received')
      .where('video_id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(Number(row.received)).toBe(5000);
    // Someone else's is still not found, expired or not.
    const stranger = await t.registerUser();
    expect((await tus.head(stranger, location)).statusCode).toBe(404);
    // Its owner may still end it, and the sweep finds nothing more to do for it.
    expect((await tus.terminate(owner, location)).statusCode).toBe(204);
    expect(await dashboardVideo(owner, videoId)).toBeUndefined();
  });

  it('keeps an upload whose expiry is ahead writable (the expiry moves on with each chunk)', async () => {
    const { location, videoId } = await created();
    await t.app.db
      .updateTable('resumable_uploads')
      .set({ expires_at: sql<Date>`now() + interval '1 minute'` })
      .where('video_id', '=', videoId)
      .execute();
    expect((await tus.head(owner, location)).statusCode).toBe(200);
    expect((await tus.patch(owner, location, 0, media.video.subarray(0, 5000))).statusCode).toBe(
      204,
    );
    const row = await t.app.db
      .selectFrom('resumable_uploads')
      .select(sql<boolean>`expires_at > now() + interval '1 hour'`.as('pushed'))
      .where('video_id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(row.pushed).toBe(true);
  });

  it('expires unfinished uploads: the sweep removes their parts and drafts', async () => {
    const { location, videoId } = await created();
    await tus.patch(owner, location, 0, media.video.subarray(0, 5000));
    const fresh = await created();
    await t.app.db
      .updateTable('resumable_uploads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('video_id', '=', videoId)
      .execute();
    expect(await t.app.resumableUploads.sweepExpired()).toBe(1);
    expect(await dashboardVideo(owner, videoId)).toBeUndefined();
    expect(await listFiles(partsDir)).not.toContain(path.basename(location));
    expect(await dashboardVideo(owner, fresh.videoId)).toBeDefined();
  });
});

describe('editing a draft', () => {
  it('PATCH /videos/:id edits it while it uploads; its visibility waits for publishing', async () => {
    const { videoId } = await created();
    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/${videoId}`,
      headers: owner.headers,
      payload: { title: 'Named', description: 'Words', visibility: 'unlisted' },
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Video>(res)).toMatchObject({
      title: 'Named',
      visibility: 'private',
      draft: true,
    });
    const published = await t.inject({
      method: 'POST',
      url: `/videos/${videoId}/publish`,
      headers: owner.headers,
    });
    expect(dataOf<Video>(published)).toMatchObject({ visibility: 'unlisted' });
    expect(dataOf<Video>(published).draft).toBeUndefined();
  });
});

describe('limits while bytes arrive', () => {
  it('a chunk holds one of the two upload slots: a third upload is refused (429)', async () => {
    const user = await t.registerUser();
    const uploads = [await created(user), await created(user)];
    const running = uploads.map(({ location }) =>
      partialPatch(t.app, user, location, 0, media.video.subarray(0, 5000), media.video.length),
    );
    const slots = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('upload_slots')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', user.user._id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await waitUntil(async () => (await slots()) === 2, 'two chunks arriving');
    const third = await tus.create(user, media.video.length);
    expect(third.statusCode).toBe(429);
    expect(errorOf(third).message).toBe(
      'You already have 2 uploads in progress. Wait for one to finish before starting another.',
    );
    for (const request of running) request.cut();
    await waitUntil(async () => (await slots()) === 0, 'the slots to be given back');
    expect((await tus.create(user, media.video.length)).statusCode).toBe(201);
  });
});

describe('the multipart upload', () => {
  it('keeps its own folder untouched by resumable uploads', async () => {
    expect(await fs.stat(partsDir)).toBeTruthy();
  });
});

describe('with a storage quota', () => {
  it('refuses a declared length that does not fit in what is left (413), as the multipart path does', async () => {
    const quoted = await createTestApp({ env: { USER_STORAGE_QUOTA_BYTES: '1000000' } });
    try {
      const user = await quoted.registerUser();
      const res = await tusClient(quoted.app).create(user, 2_000_000);
      expect(res.statusCode).toBe(413);
      expect(errorOf(res).message).toBe(
        'The video file does not fit in your storage: 976.5 KB of your 976.5 KB are left.',
      );
      expect((await tusClient(quoted.app).create(user, 500_000)).statusCode).toBe(201);
    } finally {
      await quoted.close();
    }
  });
});
