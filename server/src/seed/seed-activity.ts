import { newObjectId } from '../lib/object-id';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { VideoProbe } from '../media/probe-video';
import type { ThumbnailSet } from '../media/thumbnail-set';
import type { DemoChannel } from './demo-data';

const DAY = 86_400_000;

export interface SeededUser {
  id: string;
  username: string;
  fullName: string;
  avatarKey: string;
  joined: Date;
}

export interface SeededVideo {
  id: string;
  ownerId: string;
  createdAt: Date;
  title: string;
  description: string;
  videoKey: string;
  thumbnail: ThumbnailSet;
  probe: VideoProbe;
}

/** A small deterministic generator (mulberry32), so every seeded demo looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export interface DemoActivityInput {
  users: SeededUser[];
  videos: SeededVideo[];
  channels: DemoChannel[];
  comments: string[];
  playlists: Array<{ owner: string; name: string; description: string }>;
  now: Date;
}

/** Views per day, likes, comments, subscriptions, playlists, posts and history for the demo. */
export async function insertDemoActivity(
  trx: Transaction<Database>,
  input: DemoActivityInput,
): Promise<void> {
  const { users, videos, now } = input;
  const rand = random(20_261_122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const byName = new Map(users.map((u) => [u.username, u]));
  const between = (from: Date, to: Date) =>
    new Date(from.getTime() + rand() * (to.getTime() - from.getTime()));

  const dailyViews = videos.flatMap((video) => {
    const rows = [];
    for (let t = video.createdAt.getTime(); t <= now.getTime(); t += DAY) {
      // Popular right after release, then a long tail.
      const age = (t - video.createdAt.getTime()) / DAY;
      rows.push({
        video_id: video.id,
        day: utcDay(new Date(t)),
        views: Math.round((40 * rand() + 5) / (1 + age / 4)),
      });
    }
    return rows;
  });
  if (dailyViews.length > 0) {
    await trx
      .insertInto('video_daily_views')
      .values(dailyViews)
      .onConflict((oc) =>
        oc.columns(['video_id', 'day']).doUpdateSet((eb) => ({
          views: eb('video_daily_views.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
  }

  const likes = videos.flatMap((video) =>
    users
      .filter((u) => u.id !== video.ownerId && rand() < 0.6)
      .map((u) => ({
        video_id: video.id,
        user_id: u.id,
        created_at: between(video.createdAt, now),
      })),
  );
  if (likes.length > 0) await trx.insertInto('likes').values(likes).execute();

  const subscriptions = users.flatMap((u) =>
    input.channels
      .map((c) => byName.get(c.username))
      .filter((c): c is SeededUser => c !== undefined && c.id !== u.id && rand() < 0.55)
      .map((c) => ({
        subscriber_id: u.id,
        channel_id: c.id,
        created_at: between(new Date(now.getTime() - 30 * DAY), now),
      })),
  );
  if (subscriptions.length > 0)
    await trx.insertInto('subscriptions').values(subscriptions).execute();

  const comments = videos.flatMap((video) =>
    Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const author = pick(users.filter((u) => u.id !== video.ownerId));
      const createdAt = between(video.createdAt, now);
      return {
        id: newObjectId(createdAt),
        video_id: video.id,
        is_external: false,
        owner_id: author.id,
        content: pick(input.comments),
        created_at: createdAt,
        updated_at: createdAt,
      };
    }),
  );
  if (comments.length > 0) await trx.insertInto('comments').values(comments).execute();

  for (const playlist of input.playlists) {
    const owner = byName.get(playlist.owner);
    if (!owner) continue;
    const createdAt = between(new Date(now.getTime() - 20 * DAY), now);
    const id = newObjectId(createdAt);
    await trx
      .insertInto('playlists')
      .values({
        id,
        owner_id: owner.id,
        name: playlist.name,
        description: playlist.description,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    const chosen = videos.filter(() => rand() < 0.4).slice(0, 4);
    if (chosen.length > 0) {
      await trx
        .insertInto('playlist_videos')
        .values(
          chosen.map((v, i) => ({
            playlist_id: id,
            video_id: v.id,
            position: i + 1,
            added_at: new Date(createdAt.getTime() + i * 60_000),
          })),
        )
        .execute();
    }
  }

  const posts = input.channels.flatMap((c) => {
    const owner = byName.get(c.username);
    if (!owner) return [];
    return c.posts.map((content) => {
      const createdAt = between(new Date(now.getTime() - 14 * DAY), now);
      return {
        id: newObjectId(createdAt),
        owner_id: owner.id,
        content,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
  });
  if (posts.length > 0) await trx.insertInto('tweets').values(posts).execute();

  const history = users.flatMap((u) =>
    videos
      .filter((v) => v.ownerId !== u.id && rand() < 0.35)
      .map((v) => ({ user_id: u.id, video_id: v.id, watched_at: between(v.createdAt, now) })),
  );
  if (history.length > 0) await trx.insertInto('watch_history').values(history).execute();
}
