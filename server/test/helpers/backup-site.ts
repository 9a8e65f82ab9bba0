import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { newObjectId } from '../../src/lib/object-id';
import { createStorageKey } from '../../src/storage/storage';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiSuccess, LoginResponse, RegisterResponse } from '@kinora/contract';

/**
 * A whole site on disk for the backup tests: an app on the embedded database in a data folder (as
 * `pnpm start` runs it), and `kinora backup|restore` run as the operator does, in a process of
 * its own.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `kinora <args…>` with the site's environment: embedded and local unless `env` says otherwise. */
export function kinora(args: string[], env: Record<string, string>): Promise<CommandRun> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/cli/kinora.ts', ...args], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      STORAGE_DRIVER: 'local',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => proc.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** The app `pnpm start` would run on `dataDir` with `env` (embedded database unless told). */
export async function openSite(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...env,
    DATA_DIR: dataDir,
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return app;
}

export interface SiteContent {
  username: string;
  password: string;
  /** An access token of the session the site had when it was backed up. */
  accessToken: string;
  videoId: string;
  videoKey: string;
  thumbnailKey: string;
  videoBytes: Buffer;
  thumbnailBytes: Buffer;
  commentId: string;
}

/** A registered account with a public video (its file and thumbnail stored) and a comment on it. */
export async function fillSite(app: FastifyInstance): Promise<SiteContent> {
  const tag = randomBytes(3).toString('hex');
  const password = 'backed-up-password';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: {
      username: `keeper${tag}`,
      email: `keeper${tag}@example.com`,
      fullName: 'Keeper',
      password,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const { user, accessToken } = registered.json<ApiSuccess<RegisterResponse>>().data;

  const videoKey = createStorageKey('videos', 'mp4');
  const thumbnailKey = createStorageKey('thumbnails', 'webp');
  const videoBytes = randomBytes(48 * 1024);
  const thumbnailBytes = randomBytes(2 * 1024);
  await app.storage.put(videoKey, videoBytes, 'video/mp4');
  await app.storage.put(thumbnailKey, thumbnailBytes, 'image/webp');
  const videoId = newObjectId();
  await app.db
    .insertInto('videos')
    .values({
      id: videoId,
      owner_id: user._id,
      title: 'Kept safe',
      description: 'Backed up and restored',
      video_key: videoKey,
      thumbnail_key: thumbnailKey,
      duration: 2,
      width: 160,
      height: 120,
      is_published: true,
      status: 'ready',
    })
    .execute();
  const comment = await app.inject({
    method: 'POST',
    url: `/api/v1/comments/${videoId}`,
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { content: 'Still here after the move', isExternal: false },
  });
  expect(comment.statusCode, comment.body).toBe(201);
  const commentId = comment.json<ApiSuccess<{ _id: string }>>().data._id;
  return {
    username: user.username,
    password,
    accessToken,
    videoId,
    videoKey,
    thumbnailKey,
    videoBytes,
    thumbnailBytes,
    commentId,
  };
}

const bytesOf = (res: LightMyRequestResponse) => res.rawPayload;

/**
 * The restored site has what the backed-up one had: the video with its very bytes, the comment,
 * the account with its password; and no session: the old access token is refused, and signing in
 * starts the only one.
 */
export async function expectSameSite(app: FastifyInstance, site: SiteContent): Promise<void> {
  const video = await app.inject({ method: 'GET', url: `/api/v1/videos/${site.videoId}` });
  expect(video.statusCode, video.body).toBe(200);
  expect(video.json<ApiSuccess<{ title: string }>>().data.title).toBe('Kept safe');
  const file = await app.inject({ method: 'GET', url: `/api/v1/media/${site.videoKey}` });
  expect(file.statusCode).toBe(200);
  expect(bytesOf(file).equals(site.videoBytes)).toBe(true);
  const thumbnail = await app.inject({ method: 'GET', url: `/api/v1/media/${site.thumbnailKey}` });
  expect(thumbnail.statusCode).toBe(200);
  expect(bytesOf(thumbnail).equals(site.thumbnailBytes)).toBe(true);
  const comments = await app.inject({ method: 'GET', url: `/api/v1/comments/${site.videoId}` });
  expect(comments.body).toContain(site.commentId);

  expect(await app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  expect(await app.db.selectFrom('refresh_tokens').selectAll().execute()).toEqual([]);
  const stale = await app.inject({
    method: 'GET',
    url: '/api/v1/users/current-user',
    headers: { authorization: `Bearer ${site.accessToken}` },
  });
  expect(stale.statusCode).toBe(401);

  const wrong = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { username: site.username, password: 'not-the-password' },
  });
  expect(wrong.statusCode).toBe(401);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { username: site.username, password: site.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { accessToken } = login.json<ApiSuccess<LoginResponse>>().data;
  const me = await app.inject({
    method: 'GET',
    url: '/api/v1/users/current-user',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(me.statusCode).toBe(200);
  expect(await app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
}
