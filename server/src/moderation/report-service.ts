import { REPORTS_PER_HOUR, type CreateReportRequest, type ReportItemKind } from '@kinora/contract';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/db-errors';
import { badRequest, conflict, notFound, tooManyRequests } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import type { AttemptCounters } from '../lib/attempt-counters';
import type { ItemSubject, ModeratedItemRepository } from './moderated-item-repository';
import type { ReportRepository } from './report-repository';

const HOUR_MS = 60 * 60_000;

/** "Video not found.", "Channel not found.", …: what the other routes answer for each kind. */
export const itemNotFound = (kind: ReportItemKind) =>
  notFound(`${kind.charAt(0).toUpperCase()}${kind.slice(1)} not found.`);

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
        `You have sent too many reports, please try again in ${Math.max(1, Math.ceil(share.retryAfterMs / 60_000))} minutes.`,
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
        const message = 'startAt is only for a video.';
        throw badRequest(message, [{ field: 'startAt', message }]);
      }
      const subject = await items.findSubject(kind, itemId);
      if (!subject || !isVisibleTo(subject, reporterId)) throw itemNotFound(kind);
      if (subject.ownerId === reporterId) throw badRequest(`You cannot report your own ${kind}.`);
      const alreadyReported = conflict(
        `You have already reported this ${kind}; the moderators will look at it.`,
      );
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
