import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeImage } from '../src/media/normalize-image';
import { storeThumbnail } from '../src/media/thumbnail-set';
import { createStorageKey } from '../src/storage/storage';
import { waitForVideo } from './helpers/wait-for-video';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './media/fixtures';
import type { Video } from '@kinora/contract';

let t: TestApp;
let media: MediaFixtures;
let owner: TestUser;
let mediaDir: string;
beforeAll(async () => {
  [t, media] = await Promise.all([createTestApp(), createMediaFixtures()]);
  owner = await t.registerUser();
  mediaDir = path.join(t.config.dataDir, 'media');
});
afterAll(async () => {
  await t.close();
  await media.cleanup();
});

const upload = (
  fields: Record<string, string>,
  files: Parameters<typeof buildForm>[1],
  user: TestUser = owner,
) =>
  t.inject({
    method: 'POST',
    url: '/videos',
    headers: user.headers,
    payload: buildForm(fields, files),
  });

const fullUpload = () =>
  upload(
    { title: ' My clip ', description: 'A test clip' },
    {
      videoFile: [media.video, 'clip.mp4', 'video/mp4'],
      thumbnail: [media.png, 'thumb.png', 'image/png'],
    },
  );

describe('POST /videos', () => {
  it('stores the files, probes the video and answers 201 with the new video', async () => {
    const res = await fullUpload();
    expect(res.statusCode).toBe(201);
    const video = dataOf<Video>(res);
    expect(video).toMatchObject({
      title: 'My clip',
      description: 'A test clip',
      width: 160,
      height: 120,
      views: 0,
      isPublished: true,
      status: 'processing',
    });
    expect(video.duration).toBeCloseTo(2, 0);
    expect(video.owner._id).toBe(owner.user._id);
    const file = await t.app.inject({
      method: 'GET',
      url: video.videofile,
      headers: { range: 'bytes=0-99' },
    });
    expect(file.statusCode).toBe(206);
    const thumb = await t.app.inject({ method: 'GET', url: video.thumbnail });
    expect(thumb.statusCode).toBe(200);
    // Others see it once it is transcoded.
    expect((await t.inject({ method: 'GET', url: `/videos/${video._id}` })).statusCode).toBe(404);
    expect((await waitForVideo(t, video._id, owner.headers)).status).toBe('ready');
    expect((await t.inject({ method: 'GET', url: `/videos/${video._id}` })).statusCode).toBe(200);
  });

  it("answers 400 'All fields are required.' for a missing field, leaving no file behind", async () => {
    const before = await listFiles(mediaDir);
    const noThumb = await upload(
      { title: 't', description: 'd' },
      { videoFile: [media.video, 'clip.mp4', 'video/mp4'] },
    );
    expect(noThumb.statusCode).toBe(400);
    expect(errorOf(noThumb).message).toBe('All fields are required.');
    const noTitle = await upload(
      { description: 'd' },
      {
        videoFile: [media.video, 'clip.mp4', 'video/mp4'],
        thumbnail: [media.png, 't.png', 'image/png'],
      },
    );
    expect(noTitle.statusCode).toBe(400);
    const longTitle = await upload(
      { title: 'x'.repeat(201), description: 'd' },
      {
        videoFile: [media.video, 'clip.mp4', 'video/mp4'],
        thumbnail: [media.png, 't.png', 'image/png'],
      },
    );
    expect(longTitle.statusCode).toBe(400);
    expect(errorOf(longTitle).errors[0]?.field).toBe('title');
    expect(await listFiles(mediaDir)).toEqual(before);
  });

  it('answers 415 for a file that is not a video, 401 anonymous, 400 for a JSON body', async () => {
    const fake = await upload(
      { title: 't', description: 'd' },
      {
        videoFile: [media.text, 'clip.mp4', 'video/mp4'],
        thumbnail: [media.png, 't.png', 'image/png'],
      },
    );
    expect(fake.statusCode).toBe(415);
    const anon = await t.inject({
      method: 'POST',
      url: '/videos',
      payload: buildForm({ title: 't' }, {}),
    });
    expect(anon.statusCode).toBe(401);
    const json = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: owner.headers,
      payload: { title: 't' },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('PATCH /videos/:videoId with a thumbnail, and DELETE', () => {
  it('replaces the thumbnail (deleting the old file) and deleting the video removes its files', async () => {
    const video = dataOf<Video>(await fullUpload());
    const oldThumb = video.thumbnail;
    const patched = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: owner.headers,
      payload: buildForm(
        { description: 'new description' },
        { thumbnail: [media.jpegWithGps, 'new.jpg', 'image/jpeg'] },
      ),
    });
    expect(patched.statusCode).toBe(200);
    const updated = dataOf<Video>(patched);
    expect(updated.description).toBe('new description');
    expect(updated.thumbnail).not.toBe(oldThumb);
    expect((await t.app.inject({ method: 'GET', url: oldThumb })).statusCode).toBe(404);

    // Ready and published, so a stranger is told it is not theirs (a hidden one would be a 404).
    await waitForVideo(t, video._id, owner.headers);
    const stranger = await t.registerUser();
    const before = await listFiles(mediaDir);
    const refused = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: stranger.headers,
      payload: buildForm({}, { thumbnail: [media.png, 'x.png', 'image/png'] }),
    });
    expect(refused.statusCode).toBe(403);
    expect(await listFiles(mediaDir)).toEqual(before);

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: video.videofile })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: updated.thumbnail })).statusCode).toBe(404);
  });
});

describe('a failed database write after an upload', () => {
  it('removes the stored files again, every thumbnail size included', async () => {
    const video = { key: createStorageKey('videos', 'mp4'), contentType: 'video/mp4' };
    await t.app.storage.put(video.key, media.video, 'video/mp4', media.video.length);
    const png = path.join(media.dir, 'failed-write.png');
    await fs.writeFile(png, media.png);
    const thumbnail = await storeThumbnail(
      t.app.storage,
      await normalizeImage(png, 'thumbnail', 'thumbnail'),
      () => undefined,
    );
    expect(thumbnail.files).toHaveLength(2);
    const service = t.app.services.videos;
    // No such owner: the foreign key refuses the row.
    await expect(
      service.create(
        'ffffffffffffffffffffffff',
        {
          title: 't',
          description: 'd',
          video: {
            ...video,
            size: media.video.length,
            duration: 2,
            width: 160,
            height: 120,
            hasAudio: false,
            frameRate: 10,
            reservedBytes: 0,
          },
          thumbnail,
        },
        t.app.log,
      ),
    ).rejects.toThrow();
    expect(await t.app.storage.exists(video.key)).toBe(false);
    for (const file of thumbnail.files) expect(await t.app.storage.exists(file.key)).toBe(false);
  });
});
