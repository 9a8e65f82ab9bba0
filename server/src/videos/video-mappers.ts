import { avatarUrl, mediaUrl } from '../lib/public-urls';
import { streamPrefix, thumbnailSetKey, type ThumbnailFormat } from '../storage/storage';
import type { Caption, CommentPolicy, Video } from '@kinora/contract';
import type { CaptionRow } from './caption-repository';
import type { StoredRendition } from '../db/core-tables';
import type { MediaSigner } from '../media/media-signature';

/** A resumable upload's progress as the database answers it (bigints may come as strings). */
export interface UploadProgressColumn {
  received: number | string;
  total: number | string;
  expiresAt: string;
}

/** A video row joined with its owner (see `selectVideoWithOwner`). */
export interface VideoWithOwnerRow {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  video_key: string;
  thumbnail_key: string | null;
  thumbnail_dir: string | null;
  thumbnail_widths: number[] | null;
  thumbnail_width: number | null;
  thumbnail_height: number | null;
  duration: number;
  width: number;
  height: number;
  views: number;
  is_published: boolean;
  is_listed: boolean;
  visibility: Video['visibility'];
  visibility_generation: number;
  is_watchable: boolean;
  status: Video['status'];
  processing_stage: NonNullable<Video['processing']>['stage'];
  processing_progress: number;
  /** Ready while its ladder is still being made: `processing` stays present. */
  adding_rungs: boolean;
  /** Storage keys of the frames offered as the thumbnail (owner only). */
  thumbnail_choices: string[] | null;
  failure_reason: string | null;
  stream_dir: string | null;
  renditions: StoredRendition[] | null;
  has_storyboard: boolean;
  progressive_key: string | null;
  created_at: Date;
  updated_at: Date;
  /** Set while a moderator has removed it: only its owner is ever given such a row. */
  removed_at: Date | null;
  removed_reason: string | null;
  owner_username: string;
  owner_full_name: string;
  owner_avatar_key: string | null;
  /** The video's own comment policy (null: its channel's) and its channel's. */
  comment_policy: CommentPolicy | null;
  owner_comment_policy: CommentPolicy;
  /** The owner's own sensitive mark, and a moderator's, which the owner cannot take off. */
  sensitive: boolean;
  sensitive_by_moderator: boolean;
  /** A draft's chosen visibility; null once published (absent in rows read without it). */
  draft_visibility?: Video['visibility'] | null;
  /** The resumable upload still filling it, if any (absent in rows read without it). */
  upload?: UploadProgressColumn | null;
  /** Where the viewer the rows were read for stopped watching; null for anyone else. */
  resume_position: number | null;
}

/** Stream file names inside a stream folder (the transcoder writes them). */
export const STREAM_FILES = {
  master: 'master.m3u8',
  progressive: 'progressive.mp4',
  storyboard: 'storyboard.vtt',
  sprite: 'storyboard.jpg',
} as const;

/** What `toVideo` needs to sign links: only the owner of a video that is not listed gets them. */
export type MediaLinkSigner = Pick<MediaSigner, 'sign' | 'signFolder' | 'expiryOfNewLinks'>;

function streamsOf(
  row: VideoWithOwnerRow,
  folderUrl: (prefix: string) => string,
): Video['streams'] {
  if (row.status !== 'ready' || !row.stream_dir || !row.renditions) return undefined;
  const folder = folderUrl(streamPrefix(row.stream_dir));
  return {
    hls: `${folder}${STREAM_FILES.master}`,
    renditions: row.renditions.map(({ height, bandwidth }) => ({ height, bandwidth })),
    ...(row.has_storyboard ? { storyboard: `${folder}${STREAM_FILES.storyboard}` } : {}),
  };
}

/** The responsive sizes of the thumbnail; none for rows stored before thumbnail sets. */
function thumbnailSourcesOf(
  row: VideoWithOwnerRow,
  link: (key: string) => string,
): Video['thumbnailSources'] {
  const { thumbnail_dir: dir, thumbnail_widths: widths } = row;
  if (!dir || !widths || row.thumbnail_width === null || row.thumbnail_height === null)
    return undefined;
  const files = (format: ThumbnailFormat) =>
    widths.map((width) => ({ url: link(thumbnailSetKey(dir, width, format)), width }));
  return {
    width: row.thumbnail_width,
    height: row.thumbnail_height,
    webp: files('webp'),
    jpeg: files('jpg'),
  };
}

/**
 * `signer` signs the file links of a video others cannot see (unpublished, or not ready yet):
 * only its owner ever receives one, and their `<video>` and `<img>` elements cannot send a Bearer
 * token. Without a signer the links are the plain public ones.
 */
function linksOf(row: VideoWithOwnerRow, signer?: MediaLinkSigner) {
  const by = !row.is_listed ? signer : undefined;
  const generation = row.visibility_generation;
  return {
    signer: by,
    link: (key: string) => (by ? by.sign(key, generation) : mediaUrl(key)),
    folderUrl: (prefix: string) => (by ? by.signFolder(prefix, generation) : mediaUrl(prefix)),
  };
}

/**
 * The frames offered as the thumbnail; they live in the stream folder, so they are linked as its
 * other files are (a signed folder link covers them).
 */
function thumbnailChoicesOf(row: VideoWithOwnerRow, signer?: MediaLinkSigner): string[] {
  const { folderUrl } = linksOf(row, signer);
  const prefix = row.stream_dir ? streamPrefix(row.stream_dir) : null;
  return (row.thumbnail_choices ?? []).flatMap((key) =>
    prefix && key.startsWith(prefix) ? [`${folderUrl(prefix)}${key.slice(prefix.length)}`] : [],
  );
}

/** A video's captions, each file linked as the video's other files are. */
export function captionsOf(
  row: VideoWithOwnerRow,
  captions: readonly Pick<CaptionRow, 'id' | 'language' | 'label' | 'storage_key' | 'created_at'>[],
  signer?: MediaLinkSigner,
): Caption[] {
  const { link } = linksOf(row, signer);
  return captions.map((caption) => ({
    id: caption.id,
    language: caption.language,
    label: caption.label,
    url: link(caption.storage_key),
    createdAt: caption.created_at.toISOString(),
  }));
}

export function toVideo(row: VideoWithOwnerRow, signer?: MediaLinkSigner): Video {
  const { signer: signedBy, link, folderUrl } = linksOf(row, signer);
  const streams = streamsOf(row, folderUrl);
  const thumbnailSources = thumbnailSourcesOf(row, link);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail_key ? link(row.thumbnail_key) : '',
    ...(thumbnailSources ? { thumbnailSources } : {}),
    // Until processing is done the owner plays the original; afterwards the progressive MP4.
    videofile: link(
      row.status === 'ready' && row.progressive_key ? row.progressive_key : row.video_key,
    ),
    duration: Number(row.duration),
    width: row.width,
    height: row.height,
    views: Number(row.views),
    isPublished: row.is_published,
    visibility: row.visibility,
    status: row.status,
    ...(row.status === 'processing' || row.adding_rungs
      ? { processing: { progress: row.processing_progress, stage: row.processing_stage } }
      : {}),
    ...(row.status === 'failed' && row.failure_reason ? { failureReason: row.failure_reason } : {}),
    ...(streams ? { streams } : {}),
    // A player asks for the video again before then, to go on playing with fresh links.
    ...(signedBy ? { linksExpireAt: signedBy.expiryOfNewLinks().toISOString() } : {}),
    ...(row.resume_position !== null ? { resumePosition: row.resume_position } : {}),
    sensitive: row.sensitive || row.sensitive_by_moderator,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    // Drafts are private, so, like a removal, only their owner is ever given these.
    ...(row.draft_visibility ? { draft: true } : {}),
    ...(row.upload && row.status === 'uploading'
      ? {
          upload: {
            received: Number(row.upload.received),
            total: Number(row.upload.total),
            expiresAt: new Date(row.upload.expiresAt).toISOString(),
          },
        }
      : {}),
    ...(row.removed_at
      ? { removal: { reason: row.removed_reason ?? '', removedAt: row.removed_at.toISOString() } }
      : {}),
    owner: {
      _id: row.owner_id,
      username: row.owner_username,
      fullName: row.owner_full_name,
      avatar: avatarUrl(row.owner_avatar_key),
    },
  };
}

/** Who may comment on the video now: its own policy, else its channel's. */
export function commentPolicyOf(
  row: Pick<VideoWithOwnerRow, 'comment_policy' | 'owner_comment_policy'>,
): CommentPolicy {
  return row.comment_policy ?? row.owner_comment_policy;
}

/**
 * The video with its comment policy, for a watch page or its owner's lists; its owner also
 * learns the settings behind what others see: whether the video follows the channel's comment
 * policy, and whether a moderator marked it sensitive (a mark the owner cannot take off), and the
 * frames processing offers as its thumbnail (linked as `signer` links the video's other files).
 */
export function withViewerDetails(
  video: Video,
  row: VideoWithOwnerRow,
  viewerId: string | null,
  signer?: MediaLinkSigner,
): Video {
  const choices = row.owner_id === viewerId ? thumbnailChoicesOf(row, signer) : [];
  return {
    ...video,
    commentPolicy: commentPolicyOf(row),
    ...(row.owner_id === viewerId
      ? {
          commentPolicySetting: row.comment_policy ?? 'channel',
          sensitiveByModerator: row.sensitive_by_moderator,
          ...(choices.length > 0 ? { thumbnailChoices: choices } : {}),
        }
      : {}),
  };
}
