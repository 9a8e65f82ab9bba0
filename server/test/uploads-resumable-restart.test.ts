import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_VIDEO_ID_HEADER, type RegisterResponse } from '@kinora/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { generateSecrets } from '../src/lib/secrets';
import { API, dataOf, type TestUser } from './helpers/app';
import { durableDatabase } from './helpers/login-attempts';
import { tusClient } from './helpers/tus-client';
import { waitForVideo } from './helpers/wait-for-video';
import { createMediaFixtures, type MediaFixtures } from './media/fixtures';
import type { FastifyInstance, InjectOptions } from 'fastify';

let media: MediaFixtures;
beforeAll(async () => {
  media = await createMediaFixtures();
});
afterAll(async () => {
  await media.cleanup();
});

describe('a resumable upload across a restart', () => {
  it('is resumed by the next server on the same data: HEAD gives the offset, PATCH finishes', async () => {
    const storage = await durableDatabase();
    const secrets = generateSecrets();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED: 'false',
      RATE_LIMITS: 'off',
      DATA_DIR: storage.dir,
      DATABASE_URL: process.env.DATABASE_URL,
    });
    const start = async (): Promise<FastifyInstance> => {
      const app = await buildApp(config, {
        database: await storage.open(),
        secrets,
        logger: false,
      });
      await app.ready();
      return app;
    };
    try {
      const first = await start();
      const registered = await first.inject({
        method: 'POST',
        url: `${API}/users/register`,
        payload: {
          username: 'restarter',
          email: 'r@example.com',
          fullName: 'R',
          password: 'pass-word-1',
        },
      });
      const { user, accessToken } = dataOf<RegisterResponse>(registered);
      const owner = { user, headers: { authorization: `Bearer ${accessToken}` } } as TestUser;
      const created = await tusClient(first).create(owner, media.video.length);
      expect(created.statusCode).toBe(201);
      const location = String(created.headers.location);
      const videoId = String(created.headers[UPLOAD_VIDEO_ID_HEADER.toLowerCase()]);
      const half = Math.floor(media.video.length / 2);
      expect(
        (await tusClient(first).patch(owner, location, 0, media.video.subarray(0, half)))
          .statusCode,
      ).toBe(204);
      await first.close();

      const second = await start();
      try {
        const tus = tusClient(second);
        const head = await tus.head(owner, location);
        expect(head.statusCode).toBe(200);
        expect(head.headers['upload-offset']).toBe(String(half));
        const rest = await tus.patch(owner, location, half, media.video.subarray(half));
        expect(rest.statusCode).toBe(204);
        const inject = (options: InjectOptions & { url: string }) =>
          second.inject({ ...options, url: `${API}${options.url}` });
        const video = await waitForVideo({ inject }, videoId, owner.headers);
        expect(video).toMatchObject({ status: 'ready', width: 160, height: 120 });
      } finally {
        await second.close();
      }
    } finally {
      await storage.drop();
    }
  }, 180_000);
});
