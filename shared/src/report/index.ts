// Reporting to the moderators. Only the small "…" menu is part of a page's first download: the
// dialog is a chunk of its own, loaded when someone reports.
export { ReportMenu, type ReportMenuProps, type ReportTarget } from './report-menu';
export {
  REPORT_ITEM_NOUNS,
  REPORT_REASON_LABELS,
  REPORT_SIGN_IN,
  REPORT_THANKS,
} from './report-texts';
