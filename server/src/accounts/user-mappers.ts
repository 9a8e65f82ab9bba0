import { avatarUrl, mediaUrl } from '../lib/public-urls';
import type { ChannelLinkRow } from '../db/core-tables';
import type { PublicUser, SensitiveContentMode, User, UserRole } from '@kinora/contract';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  full_name: string;
  avatar_key: string | null;
  cover_key: string | null;
  description: string;
  links: ChannelLinkRow[];
  role: UserRole;
  /** How the account wants sensitive videos shown; null follows the site. */
  sensitive_content: SensitiveContentMode | null;
  email_verified_at: Date | null;
  /** A new address waiting for its confirmation (the newest live change link), if any. */
  pending_email: string | null;
  created_at: Date;
}

export interface PublicUserRow {
  id: string;
  username: string;
  full_name: string;
  avatar_key: string | null;
}

/** The account as its owner sees it, its role included. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    avatar: avatarUrl(row.avatar_key),
    coverImage: row.cover_key ? mediaUrl(row.cover_key) : null,
    description: row.description,
    links: row.links,
    createdAt: row.created_at.toISOString(),
    role: row.role,
    isAdmin: row.role === 'admin',
    sensitiveContent: row.sensitive_content,
    emailVerified: row.email_verified_at !== null,
    pendingEmail: row.pending_email,
  };
}

/** What anybody may see of a user. */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.full_name,
    avatar: avatarUrl(row.avatar_key),
  };
}
