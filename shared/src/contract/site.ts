export type {
  Application,
  ApplicationDecision,
  ApplicationQuery,
  ApplicationReceipt,
  ApplicationRequest,
  SiteInfo,
  SiteSettings,
} from '@kinora/contract';
export {
  APPLICATION_REASON_MAX_LENGTH,
  APPLICATION_STATUSES,
  BLOCKED_WORD_MAX_LENGTH,
  BLOCKED_WORDS_MAX,
  REGISTRATION_MODES,
  SITE_DESCRIPTION_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
  SITE_RULES_MAX_LENGTH,
  type ApplicationStatus,
  type RegistrationMode,
} from '@kinora/contract/constants';
