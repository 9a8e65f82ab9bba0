/**
 * The limits, names and patterns of the API that browsers need too. This file imports nothing, so
 * web bundles that use these values never pull in the schema runtime.
 */

/**
 * Where the API lives. Every call goes to `${API_BASE}${path}`; the server mounts every route
 * under this prefix, and the frontends' single axios instance uses it as its base URL.
 */
export const API_BASE = '/api/v1';

/** Own-site video ids are exactly 24 hexadecimal characters; anything else is a YouTube id. */
export const OWN_VIDEO_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

/** YouTube's own id format, so malformed ids never reach upstream. */
export const YOUTUBE_VIDEO_ID_PATTERN = '^[A-Za-z0-9_-]{11}$';

/** Page sizes the server accepts. */
export const PAGE_LIMIT_MAX = 50;
export const PAGE_LIMIT_DEFAULT = 12;

/** Usernames appear in URLs, so the alphabet is small; they are stored lowercased. */
export const USERNAME_PATTERN = '^[a-z0-9_.-]{3,30}$';
export const MIN_PASSWORD_LENGTH = 6;

/** `PATCH /users/avatar` is multipart with one `avatar` image file; answers the updated `User`. */
export const AVATAR_FIELD = 'avatar';
/** `PATCH /users/cover-image` is multipart with one `coverImage` file (the channel banner). */
export const COVER_IMAGE_FIELD = 'coverImage';
/** The channel description shown on the channel profile. */
export const CHANNEL_DESCRIPTION_MAX_LENGTH = 1000;
/** The channel's links on its About tab: at most this many, each an http(s) URL with a title. */
export const CHANNEL_LINKS_MAX = 5;
export const CHANNEL_LINK_TITLE_MAX_LENGTH = 50;
export const CHANNEL_LINK_URL_MAX_LENGTH = 500;

/** Cookie and header names of the session. */
export const REFRESH_COOKIE = 'refreshToken';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * Readable and secret-free ("1", or "unverified" while the account's address is not verified):
 * set and cleared together with the refresh cookie, so a page knows at once whether there is a
 * session to restore, and a visitor without one is never held behind the start-up gate.
 */
export const SESSION_HINT_COOKIE = 'kinora-session';
/**
 * The session hint of an account whose address is not verified yet: its pages carry a notice
 * above their content. The server draws no first screen for it (the page would move down when the
 * app takes over), and the page fetches the notice's code while the session is restored.
 */
export const UNVERIFIED_SESSION_HINT = 'unverified';

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;

/**
 * `trending` ranks recent videos (the last `TRENDING_WINDOW_DAYS`) by views weighted by age:
 * views / (age in hours + 2)^1.5, so a fresh video with some views outranks an old hit.
 */
export const VIDEO_SORT_FIELDS = ['createdAt', 'views', 'title', 'duration', 'trending'] as const;
export const TRENDING_WINDOW_DAYS = 30;

/**
 * Where a video is in the media pipeline. `uploading` while a resumable upload is still receiving
 * its bytes. Only `ready` videos are listed, counted and watchable by others; their owner sees the
 * other states in the studio and on the watch page.
 */
export const VIDEO_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;

/**
 * Who may watch a video: `public` (listed everywhere), `unlisted` (anyone holding the link, never
 * in a list, search, feed or recommendation) or `private` (its owner only). Public is the default.
 */
export const VIDEO_VISIBILITIES = ['public', 'unlisted', 'private'] as const;

/**
 * What an account may do beyond its own content: `admin` sees the platform page (deployments,
 * remote overrides, remote-load telemetry). Only the operator grants it, with
 * `pnpm kinora admin grant <username>`; nothing an account does by itself makes it an admin.
 */
export const USER_ROLES = ['user', 'moderator', 'admin'] as const;

/** What a processing video is doing now, for the studio's "Processing 45%". */
export const PROCESSING_STAGES = ['queued', 'transcoding', 'packaging'] as const;

/**
 * The rungs of the H.264 ladder, each named by its picture's shorter side (a landscape video's
 * height, a portrait one's width), so a 1080×1920 phone video's top rung is 1080 as on the big
 * sites. Never above the source's shorter side. Players name and match renditions by this rule.
 */
export const RENDITION_HEIGHTS = [240, 360, 480, 720, 1080] as const;

/**
 * Widths of the stored thumbnail sizes, each in WebP and JPEG. None is wider than the uploaded
 * image: a narrower upload gets the widths below its own and its own width as the largest.
 */
export const THUMBNAIL_WIDTHS = [320, 640, 1280] as const;

/**
 * `POST /videos` multipart field names; all required but `visibility` (public when absent).
 * Answers 201 with the new `Video`.
 */
export const VIDEO_UPLOAD_FIELDS = {
  title: 'title',
  description: 'description',
  visibility: 'visibility',
  videoFile: 'videoFile',
  thumbnail: 'thumbnail',
} as const;

/**
 * Resumable uploads (tus 1.0 with the creation, termination and expiration extensions) are
 * created at `POST <API base>/uploads` and each lives at the URL of its `Location` header. The
 * answer to the creation also names the draft video it fills, in `UPLOAD_VIDEO_ID_HEADER`.
 */
export const UPLOADS_PATH = '/uploads';
export const UPLOAD_VIDEO_ID_HEADER = 'Kinora-Video-Id';
/**
 * The `Upload-Metadata` keys a creation may carry: the file's name (a draft's title is made from
 * it unless `title` is given), its type as the browser reports it, and an optional title.
 */
export const UPLOAD_METADATA_KEYS = ['filename', 'filetype', 'title'] as const;
/** How long an unfinished resumable upload is kept after its last byte arrived. */
export const UPLOAD_EXPIRY_HOURS = 24;
/**
 * The size of the chunks a client sends (one PATCH each), and of the parts an S3 store writes:
 * above S3's 5 MiB minimum part, small enough that a dropped connection loses little.
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/**
 * The jobs the admins' jobs page lists, by state: `waiting` (new, or to be retried after a
 * failed attempt), `running`, and `failed` (every attempt used).
 */
export const JOB_STATES = ['waiting', 'running', 'failed'] as const;

/**
 * "Download your data": one archive at a time per account, `preparing` while a job writes it,
 * then `ready` for `DATA_EXPORT_VALID_DAYS` (its link is mailed), or `failed`; `none` before the
 * first request and after the archive expired.
 */
export const DATA_EXPORT_STATES = ['none', 'preparing', 'ready', 'failed'] as const;
export const DATA_EXPORT_VALID_DAYS = 7;

/** How many frames processing offers as thumbnails for a video uploaded without one. */
export const THUMBNAIL_CHOICE_COUNT = 3;

export const COMMENT_MAX_LENGTH = 10_000;
/** How a video's comments can be ordered; `top` is likes, then replies, then newest. */
export const COMMENT_SORTS = ['top', 'newest'] as const;
export const PLAYLIST_NAME_MAX_LENGTH = 120;
export const PLAYLIST_DESCRIPTION_MAX_LENGTH = 1000;
export const POST_MAX_LENGTH = 280;

/** The creator dashboard's series cover this many days. */
export const ANALYTICS_WINDOW_DAYS = 30;

/** The four home rows, each one fixed search query (the row title). */
export const HOME_CATEGORIES = [
  'Latest Movie Trailers',
  'Top Music Videos India',
  'Tech Reviews',
  'Live Gaming Streams',
] as const;

/** The built-in playlist every user has; it cannot be renamed, made public or deleted. */
export const WATCH_LATER_NAME = 'Watch later';
/** How many videos `PATCH /playlist/:id/order` may name (the detail shows at most this many). */
export const PLAYLIST_MAX_VIDEOS = 500;

/**
 * What a notification can be about: a new video from a subscribed channel, a comment on one's
 * video, a reply to one's comment, a new subscriber, a like on one's community post, what came of
 * a report one made (the site's own notice: it names no moderator), and a reply to one's
 * community post (or to one's reply under a post).
 */
export const NOTIFICATION_KINDS = [
  'new_video',
  'video_comment',
  'comment_reply',
  'new_subscriber',
  'post_liked',
  'report_outcome',
  'post_reply',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Server-sent events of `GET /notifications/stream`: one per new notification, one per change. */
export const NOTIFICATION_STREAM_EVENTS = {
  /** The stream is open; data: `NotificationStreamState`. */
  ready: 'ready',
  /** data: `NotificationStreamItem`, a new notification and the unread count after it. */
  notification: 'notification',
  /** data: `NotificationStreamState`, when notifications were read elsewhere. */
  unread: 'unread',
  /**
   * The user opened more streams (tabs) than an instance keeps for one person, and this one, the
   * oldest, is closed right after; data: `{}`. A client should not come back until its page is
   * looked at again, or the tabs would take turns closing each other.
   */
  superseded: 'superseded',
  /**
   * The stream's session has ended (signed out from another device, the password changed, the
   * account suspended or deleted), and the stream is closed right after; data:
   * `NotificationStreamSessionEnded`. The client is signed out: its tokens no longer work.
   */
  sessionEnded: 'session-ended',
} as const;

/**
 * Why a session ended, as its streams are told: `logged-out` by itself (its own Sign out),
 * `signed-out` from another of the account's devices, `password-changed` (a change or a reset),
 * `suspended` by a moderator, `deleted` with the account, `revoked` when its refresh token was
 * used twice (a copy of it is about).
 */
export const SESSION_END_REASONS = [
  'logged-out',
  'signed-out',
  'password-changed',
  'suspended',
  'deleted',
  'revoked',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Search (`GET /search`): what to look for, how recent, in which order. */
export const SEARCH_TYPES = ['videos', 'channels'] as const;
export const SEARCH_UPLOAD_DATES = ['today', 'week', 'month', 'year'] as const;
export const SEARCH_SORTS = ['relevance', 'date', 'views'] as const;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Suggestions under the search box: a few of each kind, so the list stays short to scan. */
export const SEARCH_SUGGESTION_LIMIT = 8;

/**
 * Remote-load telemetry (`POST /platform/remote-loads`): what the shell reports of each remote it
 * loads. A failure is `network` (manifest or entry unreachable), `timeout` (no answer in time),
 * `skew` (its `@kinora/shared` need is not met: the contract clash) or `runtime` (it threw while
 * starting). Batches are small: the shell sends at most this many loads at once.
 */
export const REMOTE_LOAD_OUTCOMES = ['ok', 'failed'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];
export const REMOTE_LOAD_FAILURE_KINDS = ['network', 'timeout', 'skew', 'runtime'] as const;
export type RemoteLoadFailureKind = (typeof REMOTE_LOAD_FAILURE_KINDS)[number];
export const REMOTE_LOAD_BATCH_MAX = 20;
/** The platform page's statistics cover this window; housekeeping keeps reports twice as long. */
export const REMOTE_LOAD_WINDOW_MINUTES = 60;

/** What can be reported to the moderators. */
export const REPORT_ITEM_KINDS = ['video', 'comment', 'post', 'channel'] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

/** Why, as the report dialog offers it. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'misleading',
  'copyright',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX_LENGTH = 1000;
/** Reports one account may send an hour. */
export const REPORTS_PER_HOUR = 20;

/** What a moderator can do with a reported item (and undo later). */
export const MODERATION_ACTIONS = [
  'dismiss',
  'remove',
  'restore',
  'suspend',
  'unsuspend',
  'mark-sensitive',
  'unmark-sensitive',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** How long a suspension lasts. */
export const SUSPENSION_DURATIONS = ['1d', '7d', '30d', 'permanent'] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];
/** A moderator's note on an action, and the reason shown to the owner. */
export const MODERATION_NOTE_MAX_LENGTH = 1000;
export const MODERATION_REASON_MAX_LENGTH = 300;

/**
 * Who may comment on a video: everyone (`on`), everyone but each comment waits for the owner's
 * approval (`held`), or nobody (`off`: the comments already there are hidden too).
 */
export const COMMENT_POLICIES = ['on', 'held', 'off'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];
/** A video follows its channel's policy until its owner sets one of its own. */
export const VIDEO_COMMENT_POLICY_SETTINGS = ['channel', ...COMMENT_POLICIES] as const;
export type VideoCommentPolicySetting = (typeof VIDEO_COMMENT_POLICY_SETTINGS)[number];
/** Comments and posts that wait for review: what held them. */
export const HOLD_CAUSES = ['policy', 'channel_word', 'site_word'] as const;
export type HoldCause = (typeof HOLD_CAUSES)[number];
export const HELD_ITEM_KINDS = ['comment', 'post'] as const;
export type HeldItemKind = (typeof HELD_ITEM_KINDS)[number];
/** A blocked word or phrase, and how many one list holds (a channel's, or the site's). */
export const BLOCKED_WORD_MAX_LENGTH = 60;
export const BLOCKED_WORDS_MAX = 300;

/** Who may open an account: anyone, anyone an admin accepts, or nobody. */
export const REGISTRATION_MODES = ['open', 'approval', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_REASON_MAX_LENGTH = 1000;
export const SITE_NAME_MAX_LENGTH = 60;
export const SITE_DESCRIPTION_MAX_LENGTH = 300;
export const SITE_RULES_MAX_LENGTH = 10_000;

/**
 * What a block covers: `everywhere` (the blocker no longer sees the blocked user's videos,
 * comments and posts anywhere, and the blocked user cannot comment on the blocker's videos or
 * reply to them), or `channel` ("hide user from channel": the second half only).
 */
export const BLOCK_SCOPES = ['everywhere', 'channel'] as const;
export type BlockScope = (typeof BLOCK_SCOPES)[number];

/**
 * How videos marked sensitive are shown: behind a blurred thumbnail and a warning before they
 * play (`blur`), like any other (`show`), or left out of every list (`hide`).
 */
export const SENSITIVE_CONTENT_MODES = ['blur', 'show', 'hide'] as const;
export type SensitiveContentMode = (typeof SENSITIVE_CONTENT_MODES)[number];

/**
 * How a session was signed in, as the sessions list says: at registration, with the password
 * alone, the password and a second factor (an authenticator app's code, a recovery code or a
 * passkey), a passkey alone, or by setting a new password from a reset link.
 */
export const SIGN_IN_METHODS = [
  'registration',
  'password',
  'password_totp',
  'password_recovery_code',
  'password_passkey',
  'passkey',
  'password_reset',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** How often mail goes out for one kind of notification: never, at once, or in a daily digest. */
export const EMAIL_FREQUENCIES = ['none', 'immediate', 'daily'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** Recovery codes issued when two-factor sign-in is turned on (or the codes are renewed). */
export const RECOVERY_CODE_COUNT = 10;
/** Digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** How long a password reset link works, and an email verification or change link. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_CONFIRMATION_TTL_HOURS = 48;
/**
 * What an account whose email is not verified may not do while the site requires verification
 * (`REQUIRE_EMAIL_VERIFICATION`): the actions that publish something under its name.
 */
export const VERIFIED_EMAIL_ACTIONS = ['upload', 'comment', 'post'] as const;
export type VerifiedEmailAction = (typeof VERIFIED_EMAIL_ACTIONS)[number];

/** The largest caption file taken, in bytes (WebVTT or SRT text). */
export const CAPTION_MAX_BYTES = 1024 * 1024;
/** How many languages one video may have captions in. */
export const CAPTION_MAX_LANGUAGES = 20;
export const CAPTION_LABEL_MAX_LENGTH = 60;
/**
 * Seconds a cue may end after the video's duration: a probed duration is rounded, and subtitle
 * tools often let the last cue run a little past the final frame.
 */
export const CAPTION_END_SLACK_SECONDS = 5;

/**
 * The interface's languages, each named in itself so a person who cannot read the page finds
 * theirs (the catalogue check reads this list too). English is the source: its texts are the keys
 * of every catalogue, so it needs no catalogue of its own beyond plural forms. A third language is
 * one line here and one `locales/<code>.json` in each app (see docs/translations.md).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
] as const satisfies readonly { code: string; name: string }[];

/** A language the interface speaks: English, or one with catalogues. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The cookie that keeps a person's choice: the server reads it for the pages it draws and the
 * messages it answers with, the browser for the interface. Without it, the browser's languages
 * decide (`Accept-Language` on the server, `navigator.languages` here), as they do for a visitor.
 */
export const LANGUAGE_COOKIE = 'kinora_lang';

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  LANGUAGES.some((language) => language.code === value);

/**
 * The first of the person's languages the interface speaks, by its primary subtag
 * ('fr-CA' → 'fr'), else English.
 */
export function pickLanguage(candidates: readonly string[]): LanguageCode {
  for (const candidate of candidates) {
    const primary = candidate.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
