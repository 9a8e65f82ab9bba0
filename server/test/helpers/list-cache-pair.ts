import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { newObjectId } from '../../src/lib/object-id';
import { createVideoRepository } from '../../src/videos/video-repository';
import { createThumbnailDir, thumbnailSetKey } from '../../src/storage/storage';
import { API, dataOf } from './app';
import type { FastifyInstance } from 'fastify';
import type { Page, RegisterResponse, Video } from '@kinora/contract';

async function listedTitle(app: FastifyInstance, id: string): Promise<string | undefined> {
  const res = await app.inject({ method: 'GET', url: `${API}/videos?limit=50` });
  return dataOf<Page<Video>>(res).docs.find((v) => v._id === id)?.title;
}

/**
 * Fills both instances' anonymous list caches, proves `b` answers from its cache, then edits the
 * video through `a` and measures how long `b` still shows the old title.
 */
export async function listCacheFreshAfterWrite(
  a: FastifyInstance,
  b: FastifyInstance,
): Promise<number> {
  const tag = randomBytes(4).toString('hex');
  const registered = await a.inject({
    method: 'POST',
    url: `${API}/users/register`,
    payload: {
      username: `lc${tag}`,
      email: `lc${tag}@example.com`,
      fullName: 'Lists',
      password: 'secret-password',
    },
  });
  const { user, accessToken } = dataOf<RegisterResponse>(registered);
  const id = newObjectId();
  const dir = createThumbnailDir();
  await createVideoRepository(a.db).create({
    id,
    ownerId: user._id,
    title: 'Listed',
    description: '',
    videoKey: `videos/${tag}.mp4`,
    thumbnail: {
      key: thumbnailSetKey(dir, 160, 'webp'),
      dir,
      widths: [160],
      width: 160,
      height: 90,
    },
    duration: 10,
    width: 160,
    height: 90,
    status: 'ready',
  });
  // The registration above was announced too: wait until both read the new row, then keep it.
  await expect.poll(() => listedTitle(a, id)).toBe('Listed');
  await expect.poll(() => listedTitle(b, id)).toBe('Listed');
  await a.db.updateTable('videos').set({ title: 'Behind the back' }).where('id', '=', id).execute();
  expect(await listedTitle(b, id)).toBe('Listed');

  const edited = await a.inject({
    method: 'PATCH',
    url: `${API}/videos/${id}`,
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { title: 'Through the API' },
  });
  expect(edited.statusCode).toBe(200);
  const start = Date.now();
  expect(await listedTitle(a, id)).toBe('Through the API');
  await expect
    .poll(() => listedTitle(b, id), { timeout: 5_000, interval: 20 })
    .toBe('Through the API');
  return Date.now() - start;
}
