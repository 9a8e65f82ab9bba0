import { forbidden, message, notFound } from './http-error';

/** The owned things a mutation names, each with its own sentences (a language may inflect). */
export type OwnedThing = 'Video' | 'Playlist' | 'Comment' | 'Post';

const NOT_FOUND = {
  Video: message('Video not found.'),
  Playlist: message('Playlist not found.'),
  Comment: message('Comment not found.'),
  Post: message('Post not found.'),
};

const NOT_OWNER = {
  Video: message('Only the owner can change this video.'),
  Playlist: message('Only the owner can change this playlist.'),
  Comment: message('Only the owner can change this comment.'),
  Post: message('Only the owner can change this post.'),
};

/** What decides whether a row is public: videos carry it, the other owned rows are always public. */
interface Visibility {
  owner_id: string;
  /** A video's: published and ready, not removed, its owner not suspended (see `findMeta`). */
  is_listed?: boolean;
}

/** A video is public once listed; playlists, comments and posts always are. */
function isPublic(row: Visibility): boolean {
  return row.is_listed ?? true;
}

/** Whether `viewerId` (null: anonymous) may see the row at all. */
export function isVisibleTo(row: Visibility, viewerId: string | null): boolean {
  return isPublic(row) || row.owner_id === viewerId;
}

/**
 * The one authorization rule of every mutation: the thing must exist (404) and belong to the
 * signed-in user (403). Something the user may not even see answers 404 as well, so a stranger
 * cannot tell a hidden video from an id that was never used. Returns the row narrowed to non-null.
 */
export function assertOwner<T extends Visibility>(
  row: T | null | undefined,
  userId: string,
  what: OwnedThing,
): T {
  if (!row || !isVisibleTo(row, userId)) throw notFound(NOT_FOUND[what]);
  if (row.owner_id !== userId) throw forbidden(NOT_OWNER[what]);
  return row;
}
