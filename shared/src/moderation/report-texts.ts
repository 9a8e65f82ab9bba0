import { sharedT, type ReportItemKind, type ReportReason } from '@kinora/shared';

/*
 * The words of a report, each read in the interface's language: the maps are read where a label
 * is shown, never copied at load (the catalogue of another language arrives after the modules).
 */

/** What the report dialog and the moderation queue call each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  get spam() {
    return sharedT('Spam');
  },
  get harassment() {
    return sharedT('Harassment or bullying');
  },
  get hate() {
    return sharedT('Hateful content');
  },
  get violence() {
    return sharedT('Violence or dangerous acts');
  },
  get sexual() {
    return sharedT('Sexual content');
  },
  get misleading() {
    return sharedT('Misleading or false information');
  },
  get copyright() {
    return sharedT('Copyright infringement');
  },
  get other() {
    return sharedT('Something else');
  },
};

/** The thing reported, as a sentence names it: "Report this comment". */
export const REPORT_ITEM_NOUNS: Record<ReportItemKind, string> = {
  get video() {
    return sharedT('video');
  },
  get comment() {
    return sharedT('comment');
  },
  get post() {
    return sharedT('post');
  },
  get channel() {
    return sharedT('channel');
  },
};

/** The menu item that asks a visitor to sign in, in English; shown in the interface's language. */
export const REPORT_SIGN_IN = 'Sign in to report';
/** The toast after a report, in English; shown in the interface's language. */
export const REPORT_THANKS = 'Thanks for reporting';
