import type { ReportItemKind, ReportReason } from '@kinora/shared';

/** What the report dialog and the moderation queue call each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hateful content',
  violence: 'Violence or dangerous acts',
  sexual: 'Sexual content',
  misleading: 'Misleading or false information',
  copyright: 'Copyright infringement',
  other: 'Something else',
};

/** The thing reported, as a sentence names it: "Report this comment". */
export const REPORT_ITEM_NOUNS: Record<ReportItemKind, string> = {
  video: 'video',
  comment: 'comment',
  post: 'post',
  channel: 'channel',
};

export const REPORT_SIGN_IN = 'Sign in to report';
export const REPORT_THANKS = 'Thanks for reporting';
