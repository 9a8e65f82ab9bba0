/**
 * "Watchable in seconds": a long 1080p30 source through the real app's transcode queue and
 * worker (embedded PGlite, local storage, one transcode at a time as by default), timing from the
 * moment the video is queued to the moment it is `ready` (the first seconds of every rung are
 * stored and named by its playlists: a player can start at the beginning), and to the moment its
 * whole ladder is stored, its playlists ended, with the progressive MP4 beside it.
 *
 *   pnpm --filter @kinora/server bench:first-playable                     (SOURCE_SECONDS=600)
 *   SOURCE_SECONDS=120 ROUNDS=2 pnpm --filter @kinora/server bench:first-playable
 *
 * The source is the transcode benchmark's (testsrc2 with temporal noise, a tone, H.264 at a
 * phone's rate), made once per length and kept in the temp folder.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { newObjectId } from '../src/lib/object-id';
import { probeVideo } from '../src/media/probe-video';
import { MOV_CONTAINER } from '../src/media/formats';
import { renditionBudget } from '../src/media/transcode/rendition-budget';
import { resolveFfmpeg, resolveFfprobe } from '../src/media/resolve-ffprobe';
import { createStorageKey } from '../src/storage/storage';
import { initialState } from '../src/videos/processing-state';
import { makeSource } from './transcode-source';

const SOURCE_SECONDS = Number(process.env.SOURCE_SECONDS ?? 600);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const POLL_MS = 100;

async function main() {
  const ffmpegPath = await resolveFfmpeg(process.env.FFMPEG_PATH ?? 'ffmpeg');
  const ffprobePath = await resolveFfprobe(process.env.FFPROBE_PATH ?? 'ffprobe');
  const work = path.join(os.tmpdir(), 'kinora-bench-transcode');
  await fs.mkdir(work, { recursive: true });
  const source = await makeSource(ffmpegPath, work, SOURCE_SECONDS);
  const probe = await probeVideo(ffprobePath, source, MOV_CONTAINER);
  console.log(`source: ${source} (${probe.duration.toFixed(0)} s, ${probe.width}x${probe.height})`);

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-bench-first-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
  });
  const app = await buildApp(config);
  await app.ready();
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {
        username: 'bench',
        email: 'bench@example.com',
        fullName: 'Bench',
        password: 'secret-password',
      },
    });
    const ownerId = res.json<{ data: { user: { _id: string } } }>().data.user._id;
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Stored as an upload leaves it (a copy: storing moves the file).
      const key = createStorageKey('videos', 'mp4');
      const copy = path.join(dataDir, 'upload.mp4');
      await fs.copyFile(source, copy);
      await app.storage.putFile(key, copy, 'video/mp4');
      const id = newObjectId();
      await app.db
        .insertInto('videos')
        .values({
          id,
          owner_id: ownerId,
          title: `Bench ${round}`,
          description: 'First playable',
          video_key: key,
          thumbnail_key: null,
          duration: probe.duration,
          width: probe.width,
          height: probe.height,
          reserved_bytes: renditionBudget(probe),
          ...initialState('processing'),
        })
        .execute();
      const queued = performance.now();
      await app.transcodeQueue.enqueue(id);
      let ready: number | null = null;
      for (;;) {
        const row = await app.db
          .selectFrom('videos')
          .select(['status', 'adding_rungs', 'renditions', 'failure_reason'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (row.status === 'failed') throw new Error(row.failure_reason ?? 'failed');
        if (row.status === 'ready' && ready === null) ready = performance.now();
        if (row.status === 'ready' && !row.adding_rungs) {
          const since = (at: number | null) => ((at ?? performance.now()) - queued) / 1000;
          const full = since(performance.now());
          const rungs = (row.renditions ?? []).map((r) => `${r.height}p`).join(', ');
          console.log(
            `round ${round}: ready (plays from the start) ${since(ready).toFixed(1)} s after ` +
              `queueing; full ladder (${rungs}) ${full.toFixed(1)} s, ` +
              `${(probe.duration / full).toFixed(2)}x realtime`,
          );
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
