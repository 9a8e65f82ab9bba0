import type {
  CommentPolicy,
  Processing,
  Caption,
  Streams,
  VideoStatus,
  VideoVisibility,
} from '@kinora/shared';

/** What the watch page shows, whichever kind of video it is. */
export interface WatchVideo {
  id: string;
  /** A YouTube video: embedded player, read-only (no like, no save). */
  external: boolean;
  title: string;
  description: string;
  thumbnail: string;
  /** The progressive MP4 of an own video: played when there is no HLS ladder. */
  src: string | null;
  /** External videos are always 'ready'. */
  status: VideoStatus;
  /** Who may watch it; YouTube videos are always 'public'. */
  visibility: VideoVisibility;
  processing: Processing | null;
  failureReason: string | null;
  streams: Streams | null;
  /** Its captions, one per language; none for YouTube videos. */
  captions: readonly Caption[];
  /** When the media links stop working (signed ones); null when they last. */
  linksExpireAt: string | null;
  /** Seconds where the signed-in viewer stopped last time. */
  resumePosition: number | null;
  views: number;
  /** Seconds, when known: timestamps past the end stay text. */
  duration: number | null;
  publishedAt: string | null;
  likesCount: number;
  owner: {
    /** The site's user id; null for a YouTube channel. */
    id: string | null;
    /** Set when the channel lives on this site, so its name links to it. */
    username: string | null;
    /** How the page names the channel: its display name here, the title YouTube gives. */
    name: string;
    avatar: string | null;
  };
  subscribersCount: number | null;
  /** Who may comment on it now; YouTube videos are always 'on' (for the site's comments). */
  commentPolicy: CommentPolicy;
  /** Marked sensitive by its owner or a moderator: others are warned before it plays. */
  sensitive: boolean;
}
