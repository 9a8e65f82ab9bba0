import { avatarOrDefault } from './mappers';
import type { Video } from '@kinora/shared/contract';

/** A video row joined with its owner (see `selectVideoWithOwner`). */
export interface VideoWithOwnerRow {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  video_url: string;
  thumbnail_url: string;
  duration: number;
  width: number;
  height: number;
  views: number;
  is_published: boolean;
  created_at: Date;
  updated_at: Date;
  owner_username: string;
  owner_full_name: string;
  owner_avatar_url: string | null;
}

/**
 * `signMedia` signs the file links of an unpublished video: only its owner ever receives one,
 * and their `<video>` and `<img>` elements cannot send a Bearer token.
 */
export function toVideo(row: VideoWithOwnerRow, signMedia?: (url: string) => string): Video {
  const link = (url: string) => (!row.is_published && signMedia ? signMedia(url) : url);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: link(row.thumbnail_url),
    videofile: link(row.video_url),
    duration: Number(row.duration),
    width: row.width,
    height: row.height,
    views: Number(row.views),
    isPublished: row.is_published,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    owner: {
      _id: row.owner_id,
      username: row.owner_username,
      fullName: row.owner_full_name,
      avatar: avatarOrDefault(row.owner_avatar_url),
    },
  };
}
