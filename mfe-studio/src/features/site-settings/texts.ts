import type { ApplicationStatus, RegistrationMode, Translate } from '@kinora/shared';

/** The English of the title for those the page turns away (the catalogue's key), for tests. */
export const SITE_ADMINS_ONLY_TITLE = 'For the site’s administrators';

/**
 * Each registration mode as the settings offer it, with what it means for a newcomer. 'Open' has a
 * context: the moderation queue's 'Open' (reports) reads differently in other languages.
 */
export const registrationModeTexts = (
  t: Translate,
): Record<RegistrationMode, { label: string; hint: string }> => ({
  open: {
    label: t('Open', { context: 'registration' }),
    hint: t('Anyone can create an account and sign in at once.'),
  },
  approval: {
    label: t('Approval required'),
    hint: t('People apply with a few words about why; an admin approves each account below.'),
  },
  closed: {
    label: t('Closed'),
    hint: t('Nobody can create an account; existing accounts sign in as before.'),
  },
});

/** Each status of an application, as the filter and the list name it. */
export const applicationStatusLabels = (t: Translate): Record<ApplicationStatus, string> => ({
  pending: t('Pending'),
  approved: t('Approved'),
  refused: t('Refused'),
});
