import { toPublicUser } from '../accounts';
import { avatarUrl } from '../lib/public-urls';
import { toVideo, type MediaLinkSigner } from '../videos';
import type {
  AdminUser,
  ModerationItem,
  ModerationLogEntry,
  PublicUser,
  Report,
} from '@kinora/contract';
import type { AdminUserRow } from './admin-user-repository';
import type {
  ChannelItemRow,
  CommentItemRow,
  ItemRows,
  OwnerColumns,
  PostItemRow,
  RemovableColumns,
  VideoItemRow,
} from './moderated-item-repository';
import type { LogEntryRow } from './moderation-log-repository';
import type { ReportRow } from './report-repository';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A user read as `<prefix>_id`, `<prefix>_username`, …; null when the account is gone. */
function userOf(
  id: string | null,
  username: string | null,
  fullName: string | null,
  avatarKey: string | null,
): PublicUser | null {
  if (id === null || username === null || fullName === null) return null;
  return toPublicUser({ id, username, full_name: fullName, avatar_key: avatarKey });
}

const ownerFields = (ownerId: string, row: OwnerColumns) => ({
  owner: toPublicUser({
    id: ownerId,
    username: row.owner_username,
    full_name: row.owner_full_name,
    avatar_key: row.owner_avatar_key,
  }),
  ownerSuspendedUntil: iso(row.owner_suspended_until),
});

/** What an item that can be removed (all but a channel) says of its owner and its removal. */
const removableFields = (row: RemovableColumns) => ({
  _id: row.id,
  ...ownerFields(row.owner_id, row),
  removedAt: iso(row.removed_at),
  removedReason: row.removed_at ? row.removed_reason : null,
});

/**
 * Moderators play a video in any state, so its links are signed as for its owner; like its
 * owner, they learn whether a moderator marked it sensitive, which only they can undo.
 */
function videoItem(row: VideoItemRow, signer: MediaLinkSigner): ModerationItem {
  return {
    kind: 'video',
    ...removableFields(row),
    video: { ...toVideo(row, signer), sensitiveByModerator: row.sensitive_by_moderator },
  };
}

/**
 * A removed comment keeps its words here (its removal is the item's `removedAt`): moderators
 * judge it and may restore it.
 */
function commentItem(row: CommentItemRow): ModerationItem {
  return {
    kind: 'comment',
    ...removableFields(row),
    comment: {
      _id: row.id,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      owner: {
        _id: row.owner_id,
        username: row.owner_username,
        avatar: avatarUrl(row.owner_avatar_key),
      },
      isExternal: false,
      parentId: row.parent_id,
      isEdited: row.edited_at !== null,
      videoId: row.video_id,
    },
  };
}

function postItem(row: PostItemRow): ModerationItem {
  const fields = removableFields(row);
  return {
    kind: 'post',
    ...fields,
    post: {
      _id: row.id,
      content: row.content,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      owner: fields.owner,
      parentId: row.parent_id,
      replyCount: Number(row.reply_count),
      likesCount: Number(row.likes_count),
      isLiked: false,
      ...(row.removed_at ? { removed: true } : {}),
    },
  };
}

function channelItem(row: ChannelItemRow): ModerationItem {
  const owner = ownerFields(row.id, row);
  return {
    kind: 'channel',
    _id: row.id,
    ...owner,
    removedAt: null,
    removedReason: null,
    channel: owner.owner,
  };
}

/** The items read, keyed by `itemKey`. */
export function toModerationItems(
  rows: ItemRows,
  signer: MediaLinkSigner,
): Map<string, ModerationItem> {
  const items = [
    ...rows.videos.map((row) => videoItem(row, signer)),
    ...rows.comments.map(commentItem),
    ...rows.posts.map(postItem),
    ...rows.channels.map(channelItem),
  ];
  return new Map(items.map((item) => [itemKey(item.kind, item._id), item]));
}

export const itemKey = (kind: string, id: string) => `${kind}:${id}`;

export function toReport(row: ReportRow): Report {
  return {
    _id: row.id,
    reason: row.reason,
    text: row.text,
    startAt: row.start_at,
    reporter: toPublicUser({
      id: row.reporter_id,
      username: row.reporter_username,
      full_name: row.reporter_full_name,
      avatar_key: row.reporter_avatar_key,
    }),
    createdAt: row.created_at.toISOString(),
  };
}

export function toLogEntry(row: LogEntryRow): ModerationLogEntry {
  return {
    _id: row.id,
    action: row.action,
    moderator: userOf(
      row.moderator_id,
      row.moderator_username,
      row.moderator_full_name,
      row.moderator_avatar_key,
    ),
    itemKind: row.item_kind,
    itemId: row.item_id,
    owner: userOf(row.owner_id, row.owner_username, row.owner_full_name, row.owner_avatar_key),
    note: row.note,
    reason: row.reason,
    suspendedUntil: iso(row.suspended_until),
    createdAt: row.created_at.toISOString(),
  };
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    user: toPublicUser(row),
    email: row.email,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    suspendedUntil: iso(row.suspended_until),
    suspensionReason: row.suspended_until ? row.suspension_reason : null,
  };
}
