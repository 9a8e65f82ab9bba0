import { sql, type Kysely } from 'kysely';
import { newObjectId } from '../lib/object-id';
import type { Database } from '../db/schema';

/** The uploads users have in flight (migration 070), shared by every instance. */
export function createUploadSlotRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes one of the user's `max` slots and answers its id, or null when all are taken. Slots
     * not touched for `staleMs` by the database's clock (their instance died) are dropped first. The user's lock makes
     * two instances asking at the same moment take turns, so neither can see a slot free that
     * the other is taking.
     */
    async acquire(userId: string, max: number, staleMs: number): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`upload-slots:${userId}`}))`.execute(trx);
        await trx
          .deleteFrom('upload_slots')
          .where('user_id', '=', userId)
          .where('seen_at', '<', sql<Date>`now() - ${staleMs} * interval '1 millisecond'`)
          .execute();
        const { count } = await trx
          .selectFrom('upload_slots')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return null;
        const id = newObjectId();
        await trx.insertInto('upload_slots').values({ id, user_id: userId }).execute();
        return id;
      });
    },

    async touch(id: string): Promise<void> {
      await db
        .updateTable('upload_slots')
        .set({ seen_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async release(id: string): Promise<void> {
      await db.deleteFrom('upload_slots').where('id', '=', id).execute();
    },
  };
}

export type UploadSlotRepository = ReturnType<typeof createUploadSlotRepository>;
