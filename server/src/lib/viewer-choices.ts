import { sql, type RawBuilder } from 'kysely';
import type { SensitiveContentMode } from '@kinora/contract';

/**
 * What a viewer chose not to see (migrations 119 and 120): the users they blocked, and videos
 * marked sensitive when they hide those. Like the moderation predicates, each takes the
 * qualified columns it applies to, so queries with aliases use the same words. `viewerId` is
 * null for an anonymous viewer, who has blocked nobody.
 */

/**
 * The account `ownerColumn` names is one `viewerId` blocked everywhere. A count of what a viewer
 * does not see (`AND isBlockedBy`) is planned from their few blocks, then the owners' indexes.
 */
export function isBlockedBy(viewerId: string | null, ownerColumn: string): RawBuilder<boolean> {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`EXISTS (SELECT 1 FROM user_blocks AS viewer_block
    WHERE viewer_block.blocker_id = ${viewerId}
      AND viewer_block.blocked_id = ${sql.ref(ownerColumn)}
      AND viewer_block.scope = 'everywhere')`;
}

/** The account `ownerColumn` names is not one `viewerId` blocked everywhere. */
export function isNotBlockedBy(viewerId: string | null, ownerColumn: string): RawBuilder<boolean> {
  if (viewerId === null) return sql<boolean>`true`;
  return sql<boolean>`NOT ${isBlockedBy(viewerId, ownerColumn)}`;
}

/**
 * A comment or reply whose author the place's owner (the video's, or the post's) blocked, in
 * either scope, is seen by its author alone. `placeOwner` is a column, or an expression where
 * the place is looked up per row (null: a YouTube video, which has no owner here).
 */
export function isNotHiddenByPlaceOwner(
  authorColumn: string,
  placeOwner: string | RawBuilder<string | null>,
  viewerId: string | null,
): RawBuilder<boolean> {
  const owner = typeof placeOwner === 'string' ? sql.ref(placeOwner) : placeOwner;
  const notBlocked = sql<boolean>`NOT EXISTS (SELECT 1 FROM user_blocks AS owner_block
    WHERE owner_block.blocker_id = ${owner}
      AND owner_block.blocked_id = ${sql.ref(authorColumn)})`;
  if (viewerId === null) return notBlocked;
  return sql<boolean>`(${notBlocked} OR ${sql.ref(authorColumn)} = ${viewerId})`;
}

/** The video `table` names is marked sensitive, by its owner or a moderator. */
export function isSensitiveVideo(table = 'videos'): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.sensitive`)} OR ${sql.ref(`${table}.sensitive_by_moderator`)})`;
}

/**
 * The video is not left out for a viewer who hides sensitive videos: their own choice, else the
 * site's (`siteMode`, what visitors get). Owners always see their own videos.
 */
export function isNotHiddenSensitive(
  viewerId: string | null,
  siteMode: SensitiveContentMode,
  table = 'videos',
): RawBuilder<boolean> {
  if (viewerId === null) {
    return siteMode === 'hide' ? sql<boolean>`NOT ${isSensitiveVideo(table)}` : sql<boolean>`true`;
  }
  return sql<boolean>`(NOT ${isSensitiveVideo(table)}
    OR ${sql.ref(`${table}.owner_id`)} = ${viewerId}
    OR COALESCE((SELECT sensitive_viewer.sensitive_content FROM users AS sensitive_viewer
        WHERE sensitive_viewer.id = ${viewerId}), ${siteMode}) <> 'hide')`;
}
