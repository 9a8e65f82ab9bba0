import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { queueSchemaFor } from '../../src/plugins/job-tables';
import { TRANSCODE_QUEUE } from '../../src/videos/transcode-queue';
import type { FastifyInstance } from 'fastify';

/** The states of the video's rows in pg-boss's job table, oldest first. */
export async function jobStatesOf(app: FastifyInstance, videoId: string): Promise<string[]> {
  const table = `"${queueSchemaFor(app.database)}".job`;
  const { rows } = await sql<{ state: string }>`SELECT state FROM ${sql.raw(table)}
    WHERE name = ${TRANSCODE_QUEUE} AND singleton_key = ${videoId}
    ORDER BY created_on`.execute(app.db);
  return rows.map((r) => r.state);
}

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * True once ffmpeg has written the first HLS init file in the video's scratch folder, so it has
 * opened the input and is encoding. (Its progress reports cannot tell: with the storyboard among
 * the outputs, ffmpeg reports nothing until the end.)
 */
export async function isEncoding(dataDir: string, videoId: string): Promise<boolean> {
  const dir = path.join(dataDir, 'tmp', 'transcode', videoId);
  const entries = await fs.readdir(dir, { recursive: true }).catch(() => []);
  return entries.some((entry) => path.basename(entry) === 'init.mp4');
}
