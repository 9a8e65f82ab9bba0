import {
  type ModerationActionRequest,
  type ModerationLogEntry,
  type ReportedItem,
  type ReportItemKind,
  type SuspensionDuration,
} from '@kinora/contract';
import {
  badRequest,
  conflict,
  fieldError,
  forbidden,
  message,
  notFound,
  unauthorized,
  type Message,
} from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { toLogEntry } from './moderation-mappers';
import { itemNotFound } from './report-service';
import type { Kysely } from 'kysely';
import type { SuspensionEnd } from '../lib/suspension';
import type { Database } from '../db/schema';
import type { SessionService, UserRepository } from '../accounts';
import type { NotificationService } from '../notifications';
import type { ItemSubject, ModeratedItemRepository } from './moderated-item-repository';
import type { LogFilter, ModerationLogRepository } from './moderation-log-repository';
import type { ReadReportedItems } from './reported-items';
import type { ItemRef, QueueFilter, ReportOutcome, ReportRepository } from './report-repository';

const DAY_MS = 24 * 60 * 60_000;
const SUSPENSION_DAYS: Record<Exclude<SuspensionDuration, 'permanent'>, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
};

export interface ModerationServiceDeps {
  db: Kysely<Database>;
  reports: ReportRepository;
  log: ModerationLogRepository;
  items: ModeratedItemRepository;
  users: UserRepository;
  sessions: Pick<SessionService, 'endAllIn' | 'announceEnded'>;
  notifications: Pick<NotificationService, 'reportsResolved'>;
  readReportedItems: ReadReportedItems;
}

/** What an action will do, once it is known to be allowed. */
interface Plan {
  outcome: ReportOutcome;
  reason: string;
  suspendedUntil: SuspensionEnd | null;
}

const refuseField = (field: string, said: Message) => badRequest(said, [fieldError(field, said)]);

/** Each kind's sentences whole, as a language with genders needs them. */
const REMOVED_ALREADY: Record<ReportItemKind, Message> = {
  video: message('This video is removed already.'),
  comment: message('This comment is removed already.'),
  post: message('This post is removed already.'),
  channel: message('This channel is removed already.'),
};
const NOT_REMOVED: Record<ReportItemKind, Message> = {
  video: message('This video is not removed.'),
  comment: message('This comment is not removed.'),
  post: message('This post is not removed.'),
  channel: message('This channel is not removed.'),
};
const OWN_ITEM: Record<ReportItemKind, Message> = {
  video: message('You cannot moderate your own video.'),
  comment: message('You cannot moderate your own comment.'),
  post: message('You cannot moderate your own post.'),
  channel: message('You cannot moderate your own channel.'),
};
const ADMINS_ITEM: Record<ReportItemKind, Message> = {
  video: message("Only an admin can act on an admin's video."),
  comment: message("Only an admin can act on an admin's comment."),
  post: message("Only an admin can act on an admin's post."),
  channel: message("Only an admin can act on an admin's channel."),
};
const RESOLVED_ALREADY: Record<ReportItemKind, Message> = {
  video: message('The reports of this video are resolved already.'),
  comment: message('The reports of this comment are resolved already.'),
  post: message('The reports of this post are resolved already.'),
  channel: message('The reports of this channel are resolved already.'),
};

const removedAlready = (kind: ReportItemKind) => conflict(REMOVED_ALREADY[kind]);
const notRemoved = (kind: ReportItemKind) => conflict(NOT_REMOVED[kind]);
const notSuspended = () => conflict(message('The owner is not suspended.'));
const markedAlready = () => conflict(message('This video is marked sensitive already.'));
const notMarked = () => conflict(message('This video is not marked sensitive by a moderator.'));

/**
 * Refuses what the action cannot do to this item in its state (400, 409), and says what it will
 * record: the reporters' outcome, the reason shown to the owner, the suspension's end.
 */
function planOf(
  request: ModerationActionRequest,
  kind: ReportItemKind,
  subject: ItemSubject,
): Plan {
  const { action } = request;
  const reason = request.reason ?? '';
  if (request.duration !== undefined && action !== 'suspend')
    throw refuseField('duration', message('duration is only for suspend.'));
  switch (action) {
    case 'dismiss':
      return { outcome: 'reviewed', reason, suspendedUntil: null };
    case 'remove':
      if (kind === 'channel')
        throw badRequest(message('A channel cannot be removed: suspend its owner instead.'));
      if (subject.removed) throw removedAlready(kind);
      return { outcome: 'removed', reason, suspendedUntil: null };
    case 'restore':
      if (kind === 'channel')
        throw badRequest(message('A channel is never removed: lift its suspension instead.'));
      if (!subject.removed) throw notRemoved(kind);
      return { outcome: 'reviewed', reason, suspendedUntil: null };
    case 'suspend': {
      if (!reason)
        throw refuseField(
          'reason',
          message('Give the reason for the suspension: the account is shown it.'),
        );
      const { duration } = request;
      if (!duration)
        throw refuseField('duration', message('Choose how long the suspension lasts.'));
      return {
        // Suspending a reported channel is what removes it.
        outcome: kind === 'channel' ? 'removed' : 'reviewed',
        reason,
        suspendedUntil:
          duration === 'permanent'
            ? 'infinity'
            : new Date(Date.now() + SUSPENSION_DAYS[duration] * DAY_MS),
      };
    }
    case 'unsuspend':
      if (!subject.ownerSuspended) throw notSuspended();
      return { outcome: 'reviewed', reason, suspendedUntil: null };
    case 'mark-sensitive':
      if (kind !== 'video') throw badRequest(message('Only videos can be marked sensitive.'));
      if (subject.sensitiveByModerator) throw markedAlready();
      return { outcome: 'reviewed', reason, suspendedUntil: null };
    case 'unmark-sensitive':
      if (kind !== 'video') throw badRequest(message('Only videos can be marked sensitive.'));
      if (!subject.sensitiveByModerator) throw notMarked();
      return { outcome: 'reviewed', reason, suspendedUntil: null };
  }
}

/**
 * The moderators' side: the queue of reported items, what they do to an item (each action
 * resolves its open reports, tells each reporter what came of theirs and is logged), and the log.
 */
export function createModerationService(deps: ModerationServiceDeps) {
  const { db, reports, log, items, users, sessions, notifications, readReportedItems } = deps;

  /** The item's line of the queue as it stands after an action: its resolved reports. */
  async function resolvedLine(item: ItemRef): Promise<ReportedItem> {
    const summary = await reports.summaryOf(item, 'resolved');
    const [line] = summary.latest
      ? await readReportedItems(
          [
            {
              item_kind: item.kind,
              item_id: item.id,
              report_count: summary.count,
              latest_report_at: summary.latest,
            },
          ],
          'resolved',
        )
      : [];
    if (!line) throw itemNotFound(item.kind);
    return line;
  }

  /** 403 for one's own items, and for a moderator on an admin's. */
  async function assertMayAct(moderatorId: string, kind: ReportItemKind, subject: ItemSubject) {
    const moderator = await users.findById(moderatorId);
    if (!moderator) throw unauthorized(message('Account no longer exists.'));
    if (subject.ownerId === moderatorId) throw forbidden(OWN_ITEM[kind]);
    if (subject.ownerRole === 'admin' && moderator.role !== 'admin')
      throw forbidden(ADMINS_ITEM[kind]);
  }

  return {
    async queue(filter: QueueFilter, page: { limit: number; offset: number }) {
      const { docs, total } = await reports.listItems(filter, page.limit, page.offset);
      return { docs: await readReportedItems(docs, filter.status), total };
    },

    /** Acts on the item report `reportId` names; answers its line of the queue afterwards. */
    async act(
      reportId: string,
      moderatorId: string,
      request: ModerationActionRequest,
    ): Promise<ReportedItem> {
      const item = await reports.findItem(reportId);
      if (!item) throw notFound(message('Report not found.'));
      const subject = await items.findSubject(item.kind, item.id);
      if (!subject) throw itemNotFound(item.kind);
      await assertMayAct(moderatorId, item.kind, subject);
      const plan = planOf(request, item.kind, subject);
      const { action } = request;
      const { resolved, ended } = await db.transaction().execute(async (trx) => {
        let ended: string[] = [];
        // Each change is made only from the state the plan saw: of two moderators acting at
        // once, the second gets the 409 the first one's change now calls for.
        if (action === 'remove' || action === 'restore') {
          const kind = item.kind === 'channel' ? null : item.kind;
          const removal = action === 'remove' ? { reason: plan.reason || null } : null;
          if (!kind || !(await items.setRemoved(kind, item.id, removal, trx)))
            throw action === 'remove' ? removedAlready(item.kind) : notRemoved(item.kind);
        } else if (action === 'suspend' && plan.suspendedUntil) {
          if (!(await items.suspend(subject.ownerId, plan.suspendedUntil, plan.reason, trx)))
            throw itemNotFound(item.kind);
          ended = await sessions.endAllIn(subject.ownerId, trx);
        } else if (action === 'unsuspend') {
          if (!(await items.unsuspend(subject.ownerId, trx))) throw notSuspended();
        } else if (action === 'mark-sensitive' || action === 'unmark-sensitive') {
          const marked = action === 'mark-sensitive';
          if (!(await items.setSensitiveByModerator(item.id, marked, trx)))
            throw marked ? markedAlready() : notMarked();
        }
        const resolved = await reports.resolveOpen(item, plan.outcome, trx);
        if (action === 'dismiss' && resolved.length === 0)
          throw conflict(RESOLVED_ALREADY[item.kind]);
        await log.append(
          {
            id: newObjectId(),
            moderatorId,
            action,
            itemKind: item.kind,
            itemId: item.id,
            ownerId: subject.ownerId,
            note: request.note ?? '',
            reason: plan.reason,
            suspendedUntil: plan.suspendedUntil,
          },
          trx,
        );
        return { resolved, ended };
      });
      // Committed: every instance reads the suspensions again (the owner's access tokens are
      // refused, what they have running stops; a lift lets their videos be processed again),
      // and the reporters hear what came of their reports.
      if (action === 'suspend' || action === 'unsuspend')
        await sessions.announceEnded(ended, 'suspended');
      await notifications.reportsResolved(resolved);
      return resolvedLine(item);
    },

    async log(
      filter: LogFilter,
      page: { limit: number; offset: number },
    ): Promise<{ docs: ModerationLogEntry[]; total: number }> {
      const { docs, total } = await log.list(filter, page.limit, page.offset);
      return { docs: docs.map(toLogEntry), total };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
