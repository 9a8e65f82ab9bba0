import type { User } from '../contract/user';

/**
 * Works the moderation queue: moderators and admins. The web only hides what a role cannot use;
 * the server checks the role on every moderation call.
 */
export function canModerate(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'moderator' || user?.role === 'admin';
}
