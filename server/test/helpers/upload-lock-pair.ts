import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { partialPatch, tusClient, waitUntil } from './tus-client';
import { API, dataOf, type TestUser } from './app';
import type { RegisterResponse } from '@kinora/contract';
import type { FastifyInstance } from 'fastify';
import type { twoInstances } from './instance-pair';
import type { MediaFixtures } from '../media/fixtures';

/**
 * One upload's tus lock is shared by two instances: a chunk stalls on the first (its request
 * holds the lock), the client resumes through the second, which waits for the lock, asks the
 * first to let go, and goes on from what the first stored. With tus's in-process lock the second
 * would answer at once while the first still writes, and the first request would stay open.
 */
export async function expectUploadLockShared(
  pair: Awaited<ReturnType<typeof twoInstances>>,
  media: MediaFixtures,
  owner: TestUser,
): Promise<void> {
  const [a, b] = pair.apps;
  if (!a.server.listening) await a.listen({ port: 0, host: '127.0.0.1' });
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

  // The client resumes through B: B waits for the lock, asks A to let go, A ends the request.
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
}

/** A new user signed up on `app`, with the headers of their session. */
export async function registerOn(app: FastifyInstance, name: string): Promise<TestUser> {
  const registered = await app.inject({
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
