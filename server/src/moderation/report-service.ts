import { REPORTS_PER_HOUR, type CreateReportRequest, type ReportItemKind } from '@kinora/contract';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/db-errors';
import {
  badRequest,
  conflict,
  fieldError,
  message,
  notFound,
  tooManyRequests,
  type Message,
} from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import type { AttemptCounters } from '../lib/attempt-counters';
import type { ItemSubject, ModeratedItemRepository } from './moderated-item-repository';
import type { ReportRepository } from './report-repository';

const HOUR_MS = 60 * 60_000;

/** "Video not found.", "Channel not found.", …: what the other routes answer for each kind. */
const NOT_FOUND: Record<ReportItemKind, Message> = {
  video: message('Video not found.'),
  comment: message('Comment not found.'),
  post: message('Post not found.'),
  channel: message('Channel not found.'),
};
export const itemNotFound = (kind: ReportItemKind) => notFound(NOT_FOUND[kind]);

/** Each kind's sentences whole, as a language with genders needs them. */
const OWN_ITEM: Record<ReportItemKind, Message> = {
  video: message('You cannot report your own video.'),
  comment: message('You cannot report your own comment.'),
  post: message('You cannot report your own post.'),
  channel: message('You cannot report your own channel.'),
};
const REPORTED_ALREADY: Record<ReportItemKind, Message> = {
  video: message('You have already reported this video; the moderators will look at it.'),
  comment: message('You have already reported this comment; the moderators will look at it.'),
  post: message('You have already reported this post; the moderators will look at it.'),
  channel: message('You have already reported this channel; the moderators will look at it.'),
};

/**
 * Whether the reporter may see the item at all: one they cannot see (removed, private, on a
 * private video, or a suspended owner's, which is hidden from everyone else) answers 404 like
 * one that never existed, so reporting cannot tell hidden things from made-up ids. A comment or
 * post held for review is not published yet: its reviewer decides on it, nobody reports it.
 */
function isVisibleTo(subject: ItemSubject, reporterId: string): boolean {
  if (subject.removed || subject.held) return false;
  if (subject.ownerId === reporterId) return true;
  if (subject.ownerSuspended) return false;
  return subject.isPublic || subject.seenBy === reporterId;
}

export interface ReportServiceDeps {
  reports: ReportRepository;
  items: ModeratedItemRepository;
  /** Shared by every instance, so the hourly cap holds across them. */
  counters: AttemptCounters;
}

/** Users report videos, comments, posts and channels to the moderators. */
export function createReportService({ reports, items, counters }: ReportServiceDeps) {
  /** Counts a report against the reporter's hourly share; 429 once it is used up. */
  async function reserveShare(reporterId: string) {
    const share = await counters.reserve(`reports:${reporterId}`, REPORTS_PER_HOUR, HOUR_MS);
    if (!share.allowed)
      throw tooManyRequests(
        message('You have sent too many reports, please try again in {{count}} minutes.', {
          count: Math.max(1, Math.ceil(share.retryAfterMs / 60_000)),
        }),
      );
    return share;
  }

  return {
    /**
     * Files a report of an item the reporter can see and does not own; one open report per
     * reporter and item (409), `REPORTS_PER_HOUR` an hour (429). Only a report that is filed
     * uses up the hourly share.
     */
    async report(reporterId: string, input: CreateReportRequest): Promise<{ reportId: string }> {
      const { itemKind: kind, itemId } = input;
      if (input.startAt !== undefined && kind !== 'video') {
        const said = message('startAt is only for a video.');
        throw badRequest(said, [fieldError('startAt', said)]);
      }
      const subject = await items.findSubject(kind, itemId);
      if (!subject || !isVisibleTo(subject, reporterId)) throw itemNotFound(kind);
      if (subject.ownerId === reporterId) throw badRequest(OWN_ITEM[kind]);
      const alreadyReported = conflict(REPORTED_ALREADY[kind]);
      if (await reports.hasOpen(reporterId, { kind, id: itemId })) throw alreadyReported;
      const share = await reserveShare(reporterId);
      const reportId = newObjectId();
      try {
        await reports.create({
          id: reportId,
          reporterId,
          itemKind: kind,
          itemId,
          itemOwnerId: subject.ownerId,
          reason: input.reason,
          text: input.text ?? '',
          startAt: input.startAt ?? null,
        });
      } catch (error) {
        await share.release();
        // The same report sent twice at once: the unique index keeps one.
        if (isUniqueViolation(error)) throw alreadyReported;
        // The owner's account went meanwhile, and the item with it.
        if (isForeignKeyViolation(error)) throw itemNotFound(kind);
        throw error;
      }
      return { reportId };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
