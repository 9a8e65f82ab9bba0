// Reporting to the moderators, the moderators' own calls, creators' comment controls and each
// person's blocks: a kit the remotes bundle, not part of the federated package, so a first visit
// downloads none of it. The report dialog is a chunk of its own, loaded when someone reports.
export {
  channelReportMenu,
  ReportMenu,
  type ReportMenuBlock,
  type ReportMenuRemove,
  type ReportMenuProps,
  type ReportTarget,
} from './report-menu';
export {
  REPORT_ITEM_NOUNS,
  REPORT_REASON_LABELS,
  REPORT_SIGN_IN,
  REPORT_THANKS,
} from './report-texts';
export * from './api';
export { changeBlock, type BlockedUser } from './change-block';
export { channelBlockedNotice } from './channel-blocked-notice';
export { BLOCK_SCOPE_LABELS } from './block-texts';
// Creators' comment controls: the constants stay out of the federated entry (their types are in it).
export {
  COMMENT_POLICIES,
  HELD_ITEM_KINDS,
  HOLD_CAUSES,
  VIDEO_COMMENT_POLICY_SETTINGS,
} from '@kinora/contract/constants';
