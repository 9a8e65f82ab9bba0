import { DEFAULT_AVATAR_PATH } from '../routes/static/default-avatar';
import type { PublicUser, User } from '@kinora/shared/contract';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  full_name: string;
  avatar_url: string | null;
  created_at: Date;
}

export interface PublicUserRow {
  id: string;
  username: string;
  full_name: string;
  avatar_url: string | null;
}

export const avatarOrDefault = (url: string | null): string => url ?? DEFAULT_AVATAR_PATH;

/** The account as its owner sees it. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    avatar: avatarOrDefault(row.avatar_url),
    createdAt: row.created_at.toISOString(),
  };
}

/** What anybody may see of a user. */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.full_name,
    avatar: avatarOrDefault(row.avatar_url),
  };
}
