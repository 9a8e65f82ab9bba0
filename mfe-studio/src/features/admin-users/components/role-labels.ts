import type { Translate, UserRole } from '@kinora/shared';

/** Each role as the users page names it. */
export const roleLabels = (t: Translate): Record<UserRole, string> => ({
  user: t('User'),
  moderator: t('Moderator'),
  admin: t('Admin'),
});
