import { type Kysely, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
import { suspensionEnd, type SuspensionEnd } from '../lib/suspension';
import type { ModerationAction, ReportItemKind } from '@kinora/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewLogEntry {
  id: string;
  moderatorId: string;
  action: ModerationAction;
  itemKind: ReportItemKind;
  itemId: string;
  ownerId: string;
  note: string;
  reason: string;
  suspendedUntil: SuspensionEnd | null;
}

export interface LogFilter {
  moderatorId?: string;
  itemKind?: ReportItemKind;
  itemId?: string;
}

/**
 * What moderators did. Entries are only ever appended: nothing here updates or deletes one, and
 * the moderator's and owner's accounts going leaves them in place (their ids become null).
 */
export function createModerationLogRepository(db: Kysely<Database>) {
  return {
    async append(entry: NewLogEntry, trx: Db = db): Promise<void> {
      await trx
        .insertInto('moderation_log')
        .values({
          id: entry.id,
          moderator_id: entry.moderatorId,
          action: entry.action,
          item_kind: entry.itemKind,
          item_id: entry.itemId,
          owner_id: entry.ownerId,
          note: entry.note,
          reason: entry.reason,
          suspended_until: entry.suspendedUntil,
        })
        .execute();
    },

    /** A page of entries, newest first, with the moderator and the owner when still there. */
    async list(filter: LogFilter, limit: number, offset: number, trx: Db = db) {
      let filtered = trx.selectFrom('moderation_log as l');
      if (filter.moderatorId) filtered = filtered.where('l.moderator_id', '=', filter.moderatorId);
      if (filter.itemKind) filtered = filtered.where('l.item_kind', '=', filter.itemKind);
      if (filter.itemId) filtered = filtered.where('l.item_id', '=', filter.itemId);
      return readPage(
        filtered
          .leftJoin('users as m', 'm.id', 'l.moderator_id')
          .leftJoin('users as o', 'o.id', 'l.owner_id')
          .select([
            'l.id',
            'l.action',
            'l.item_kind',
            'l.item_id',
            'l.note',
            'l.reason',
            'l.created_at',
            suspensionEnd('l.suspended_until').as('suspended_until'),
            'm.id as moderator_id',
            'm.username as moderator_username',
            'm.full_name as moderator_full_name',
            'm.avatar_key as moderator_avatar_key',
            'o.id as owner_id',
            'o.username as owner_username',
            'o.full_name as owner_full_name',
            'o.avatar_key as owner_avatar_key',
          ])
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc'),
        filtered,
        limit,
        offset,
      );
    },
  };
}

export type ModerationLogRepository = ReturnType<typeof createModerationLogRepository>;
export type LogEntryRow = Awaited<ReturnType<ModerationLogRepository['list']>>['docs'][number];
