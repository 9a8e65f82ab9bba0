import type { ApplicationStatus, RegistrationMode } from '@kinora/shared';

export const SITE_SETTINGS_TITLE = 'Site settings';
export const SITE_ADMINS_ONLY_TITLE = 'For the site’s administrators';
export const SITE_ADMINS_ONLY_MESSAGE =
  'This page sets the site’s name, rules and registration, and reviews applications for an account. Your account is not one of the administrators.';

/** Each registration mode as the settings offer it, with what it means for a newcomer. */
export const REGISTRATION_MODE_TEXT: Record<RegistrationMode, { label: string; hint: string }> = {
  open: { label: 'Open', hint: 'Anyone can create an account and sign in at once.' },
  approval: {
    label: 'Approval required',
    hint: 'People apply with a few words about why; an admin approves each account below.',
  },
  closed: {
    label: 'Closed',
    hint: 'Nobody can create an account; existing accounts sign in as before.',
  },
};

/** Each status of an application, as the filter and the list name it. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  refused: 'Refused',
};

export const DECISION_FAILED = 'Could not decide on the application. Please try again.';
