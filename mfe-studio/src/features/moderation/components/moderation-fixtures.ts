import { makeId, makePost, makePublicUser, makeVideo } from '@kinora/shared/test-utils';
import type { ModerationItem, Report, ReportedItem, Video } from '@kinora/shared';

const AN_HOUR_AGO = () => new Date(Date.now() - 3600_000).toISOString();

/** One report, by a new reporter unless told. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    _id: makeId(),
    reason: 'spam',
    text: '',
    startAt: null,
    reporter: makePublicUser(),
    createdAt: AN_HOUR_AGO(),
    ...overrides,
  };
}

/** A line of the queue: an open item with the reports given (one spam report by default). */
export function makeReportedItem(
  item: Partial<ModerationItem> & Pick<ModerationItem, 'kind'>,
  overrides: Partial<ReportedItem> = {},
): ReportedItem {
  const reports = overrides.reports ?? [makeReport()];
  return {
    item: {
      _id: makeId(),
      owner: makePublicUser(),
      ownerSuspendedUntil: null,
      removedAt: null,
      removedReason: null,
      ...item,
    },
    status: 'open',
    reportCount: reports.length,
    reasons: [{ reason: 'spam', count: reports.length }],
    reports,
    latestReportAt: AN_HOUR_AGO(),
    ...overrides,
  };
}

/** A reported video of `owner`; `videoFields` set the video's own (its sensitive marks). */
export function reportedVideo(
  overrides: Partial<ReportedItem> = {},
  title = 'Kites at dusk',
  videoFields: Partial<Video> = {},
) {
  const owner = makePublicUser({ username: 'ann' });
  const video = makeVideo({ title, owner, ...videoFields });
  return makeReportedItem({ kind: 'video', _id: video._id, owner, video }, overrides);
}

/** A reported post of `owner`. */
export function reportedPost(content = 'Buy followers here') {
  const owner = makePublicUser({ username: 'cal' });
  const post = makePost({ content, owner });
  return makeReportedItem({ kind: 'post', _id: post._id, owner, post });
}
