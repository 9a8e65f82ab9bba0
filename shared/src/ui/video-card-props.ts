import { displayNameOf } from '../format/display-name';
import type { ThumbnailSources, Video } from '../contract/video';
import type { ExternalVideo } from '../contract/youtube';

/** What a video card shows, whichever kind of video it came from. */
export interface VideoCardData {
  /** The id `/watch/:videoId` takes: ours (24 hex) or the external one. */
  id: string;
  title: string;
  thumbnail: string;
  /** The thumbnail's sizes; none for older uploads and external videos the provider has none of. */
  thumbnailSources?: ThumbnailSources | null;
  /** Seconds; no badge when unknown or zero. */
  duration?: number | null;
  views: number;
  /** The owner's display name (own videos) or the external channel title. */
  channelName: string;
  /** Set only when the owner is a channel of this site: the name then links to it. */
  channelUsername?: string | null;
  channelAvatar?: string | null;
  /** ISO date; the card shows a relative time when known. */
  publishedAt?: string | null;
  /** 0..1: how far the signed-in viewer got (a red bar on the thumbnail); none when unknown. */
  watched?: number | null;
  /** Marked sensitive by its owner or a moderator (own videos only): blurred for who chose so. */
  sensitive?: boolean;
}

/** `resumePosition` over `duration`, or null when there is nothing to show. */
export function watchedFraction(position: number | undefined, duration: number): number | null {
  if (position === undefined || !(position > 0) || !(duration > 0)) return null;
  return Math.min(1, position / duration);
}

export function isExternalVideo(video: Video | ExternalVideo): video is ExternalVideo {
  return 'videoId' in video;
}

/** The id `/watch/:videoId` takes for a video of either kind. */
export function watchIdOf(video: Video | ExternalVideo): string {
  return isExternalVideo(video) ? video.videoId : video._id;
}

/** Normalises an own `Video` or an `ExternalVideo` for `VideoCard`. */
export function toCardProps(video: Video | ExternalVideo): VideoCardData {
  if (isExternalVideo(video)) {
    return {
      id: video.videoId,
      title: video.title,
      thumbnail: video.thumbnail,
      thumbnailSources: video.thumbnailSources ?? null,
      duration: video.duration,
      views: video.views,
      channelName: video.channelTitle,
      channelUsername: null,
      channelAvatar: null,
      publishedAt: video.publishedAt || null,
    };
  }
  return {
    id: video._id,
    title: video.title,
    thumbnail: video.thumbnail,
    thumbnailSources: video.thumbnailSources ?? null,
    duration: video.duration,
    views: video.views,
    channelName: displayNameOf(video.owner),
    channelUsername: video.owner.username,
    channelAvatar: video.owner.avatar,
    publishedAt: video.createdAt,
    watched: watchedFraction(video.resumePosition, video.duration),
    sensitive: video.sensitive,
  };
}
