import type { UserRole } from '@kinora/shared';

/** Each role as the users page names it. */
export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'User',
  moderator: 'Moderator',
  admin: 'Admin',
};
