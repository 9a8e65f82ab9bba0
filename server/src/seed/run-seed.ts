import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { newObjectId } from '../lib/object-id';
import { hashPassword } from '../lib/passwords';
import { normalizeImage } from '../media/normalize-image';
import { MOV_CONTAINER } from '../media/formats';
import { probeVideo, type VideoProbe } from '../media/probe-video';
import { deleteStoredFiles } from '../media/stored-files';
import { storeThumbnail } from '../media/thumbnail-set';
import { progressiveKeyOf, storeStreams } from '../media/transcode/store-streams';
import { readyColumns } from '../videos';
import { transcodeVideo, type TranscodeOutput } from '../media/transcode/transcode-video';
import { thumbnailColumns } from '../videos';
import { createStorageKey, createStreamDir } from '../storage/storage';
import {
  DEMO_CHANNELS,
  DEMO_COMMENTS,
  DEMO_EMAIL_DOMAIN,
  DEMO_PLAYLISTS,
  type DemoVideo,
} from './demo-data';
import {
  clipPath,
  generateAvatar,
  generateClip,
  generateThumbnail,
  streamsPath,
  thumbPath,
} from './generate-media';
import { insertDemoActivity, type SeededUser, type SeededVideo } from './seed-activity';
import type { FastifyInstance } from 'fastify';

const DAY = 86_400_000;

/** People who watch, like, comment and subscribe, without channels of their own. */
const VIEWERS = [
  ['sam_reads', 'Sam Reed', '#475569'],
  ['lea_b', 'Léa Bernard', '#0f766e'],
  ['omar_k', 'Omar Khalil', '#7c2d12'],
  ['jules', 'Jules Martin', '#4338ca'],
  ['nora_v', 'Nora Virtanen', '#a21caf'],
  ['tomas', 'Tomás Ruiz', '#854d0e'],
] as const;

async function inBatches<T>(
  items: T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, i) => work(item, start + i)));
  }
}

export interface SeedSummary {
  users: number;
  videos: number;
  password: string;
}

/**
 * Fills an empty database with a living demo: channels with avatars, real (tiny, generated) videos
 * and thumbnails in storage, 30 days of views and likes, comments, playlists, posts and
 * subscriptions. Files stored before a failure are removed again.
 */
export async function runSeed(
  app: FastifyInstance,
  password: string,
  now = new Date(),
): Promise<SeedSummary> {
  const { storage } = app;
  const ffmpeg = app.config.media.ffmpegPath;
  const work = path.join(app.config.dataDir, 'tmp', `seed-${newObjectId()}`);
  await fs.mkdir(work, { recursive: true });
  const storedKeys: string[] = [];
  try {
    const videos: Array<DemoVideo & { channel: string }> = DEMO_CHANNELS.flatMap((c) =>
      c.videos.map((v) => ({ ...v, channel: c.username })),
    );
    // Two ffmpeg processes at a time: the machine may be small. Each clip goes through the
    // uploads' own transcode, here rather than through the queue: a 4 s clip at 320x180 takes
    // about a second, so the first start waits a few seconds, and the demo plays HLS from the
    // moment the server answers (the queue would leave the home page empty for a while, and
    // with KINORA_ROLE=web, or the seed command, no worker is in this process).
    const transcoded: Array<{ probe: VideoProbe; output: TranscodeOutput }> = [];
    await inBatches(videos, 2, async (video, i) => {
      await generateClip(ffmpeg, video.source, clipPath(work, i));
      await generateThumbnail(ffmpeg, clipPath(work, i), thumbPath(work, i));
      const probe = await probeVideo(
        app.uploadDeps.media.ffprobePath,
        clipPath(work, i),
        MOV_CONTAINER,
      );
      const outDir = streamsPath(work, i);
      transcoded[i] = {
        probe,
        output: await transcodeVideo({
          ffmpegPath: ffmpeg,
          input: clipPath(work, i),
          container: MOV_CONTAINER,
          outDir,
          probe,
        }),
      };
    });
    const passwordHash = await hashPassword(password);

    const people = [
      ...DEMO_CHANNELS.map((c) => [c.username, c.fullName, c.color] as const),
      ...VIEWERS,
    ];
    const users: SeededUser[] = [];
    for (const [index, [username, fullName, color]] of people.entries()) {
      const key = createStorageKey('avatars', 'webp');
      const avatar = await generateAvatar(fullName, color);
      storedKeys.push(key);
      await storage.put(key, avatar, 'image/webp', avatar.length);
      const joined = new Date(now.getTime() - (60 - index) * DAY);
      users.push({ id: newObjectId(joined), username, fullName, avatarKey: key, joined });
    }

    const seededVideos: Array<SeededVideo & { streamDir: string; output: TranscodeOutput }> = [];
    for (const [i, video] of videos.entries()) {
      const { probe, output } = transcoded[i] ?? {};
      if (!probe || !output) throw new Error(`Seed clip ${i} was not transcoded.`);
      const streamDir = createStreamDir();
      await storeStreams(storage, streamDir, streamsPath(work, i), output, (key) =>
        storedKeys.push(key),
      );
      // The frame is sized like an uploaded thumbnail, so demo cards load responsive sizes too.
      const thumbnail = await storeThumbnail(
        storage,
        await normalizeImage(thumbPath(work, i), 'thumbnail', 'thumbnail'),
        (key) => storedKeys.push(key),
      );
      // Spread over the last four weeks, newest last in the list.
      const createdAt = new Date(now.getTime() - (28 - i * (27 / videos.length)) * DAY);
      const owner = users.find((u) => u.username === video.channel);
      if (!owner) throw new Error(`Seed video owner ${video.channel} missing.`);
      seededVideos.push({
        id: newObjectId(createdAt),
        ownerId: owner.id,
        createdAt,
        title: video.title,
        description: video.description,
        // The generated clip is no one's original: the progressive MP4 stands in for it.
        videoKey: progressiveKeyOf(streamDir),
        thumbnail,
        probe,
        streamDir,
        output,
      });
    }

    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          users.map((u) => ({
            id: u.id,
            username: u.username,
            email: `${u.username.replace(/_/g, '.')}@${DEMO_EMAIL_DOMAIN}`,
            full_name: u.fullName,
            password_hash: passwordHash,
            avatar_key: u.avatarKey,
            // Nobody reads the demo domain's mail: its accounts count as verified, so a site
            // that requires verification still lets them post.
            email_verified_at: u.joined,
            created_at: u.joined,
            updated_at: u.joined,
          })),
        )
        .execute();
      await trx
        .insertInto('videos')
        .values(
          seededVideos.map((v) => ({
            id: v.id,
            owner_id: v.ownerId,
            title: v.title,
            description: v.description,
            video_key: v.videoKey,
            ...thumbnailColumns(v.thumbnail),
            duration: v.probe.duration,
            width: v.probe.width,
            height: v.probe.height,
            ...readyColumns(v.streamDir, v.output),
            created_at: v.createdAt,
            updated_at: v.createdAt,
          })),
        )
        .execute();
      await insertDemoActivity(trx, {
        users,
        videos: seededVideos,
        channels: DEMO_CHANNELS,
        comments: DEMO_COMMENTS,
        playlists: DEMO_PLAYLISTS,
        now,
      });
      // The denormalised counter follows the per-day series.
      await sql`update videos set views = coalesce((select sum(views) from video_daily_views d where d.video_id = videos.id), 0)`.execute(
        trx,
      );
    });
    return { users: users.length, videos: seededVideos.length, password };
  } catch (error) {
    await deleteStoredFiles(storage, storedKeys, app.log);
    throw error;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
