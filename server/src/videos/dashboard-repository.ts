import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The last N UTC days, oldest first, as `YYYY-MM-DD`. */
export function lastDays(days: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export function createDashboardRepository(db: Kysely<Database>) {
  return {
    async totals(ownerId: string, trx: Db = db) {
      const row = await trx
        .selectNoFrom((eb) => [
          eb
            .selectFrom('videos')
            .select(sql<number>`coalesce(sum(views), 0)`.as('v'))
            .where('owner_id', '=', ownerId)
            .as('totalViews'),
          eb
            .selectFrom('videos')
            .select(sql<number>`count(*)`.as('v'))
            .where('owner_id', '=', ownerId)
            .as('totalVideos'),
          eb
            .selectFrom('subscriptions')
            .select(sql<number>`count(*)`.as('v'))
            .where('channel_id', '=', ownerId)
            .as('totalSubscribers'),
          eb
            .selectFrom('likes')
            .innerJoin('videos', 'videos.id', 'likes.video_id')
            .select(sql<number>`count(*)`.as('v'))
            .where('videos.owner_id', '=', ownerId)
            .as('totalLikes'),
        ])
        .executeTakeFirstOrThrow();
      return {
        totalViews: Number(row.totalViews),
        totalVideos: Number(row.totalVideos),
        totalSubscribers: Number(row.totalSubscribers),
        totalLikes: Number(row.totalLikes),
      };
    },

    /** Views per UTC day over the window (days without views are absent; the caller zero-fills). */
    async dailyViews(ownerId: string, since: string, trx: Db = db): Promise<Map<string, number>> {
      const rows = await trx
        .selectFrom('video_daily_views')
        .innerJoin('videos', 'videos.id', 'video_daily_views.video_id')
        .select([
          sql<string>`to_char(video_daily_views.day, 'YYYY-MM-DD')`.as('day'),
          sql<number>`sum(video_daily_views.views)`.as('count'),
        ])
        .where('videos.owner_id', '=', ownerId)
        .where('video_daily_views.day', '>=', since)
        .groupBy('video_daily_views.day')
        .execute();
      return new Map(rows.map((r) => [r.day, Number(r.count)]));
    },

    async dailyLikes(ownerId: string, since: string, trx: Db = db): Promise<Map<string, number>> {
      const day = sql<string>`to_char((likes.created_at at time zone 'utc')::date, 'YYYY-MM-DD')`;
      const rows = await trx
        .selectFrom('likes')
        .innerJoin('videos', 'videos.id', 'likes.video_id')
        .select([day.as('day'), sql<number>`count(*)`.as('count')])
        .where('videos.owner_id', '=', ownerId)
        .where('likes.created_at', '>=', new Date(`${since}T00:00:00.000Z`))
        .groupBy(day)
        .execute();
      return new Map(rows.map((r) => [r.day, Number(r.count)]));
    },
  };
}
