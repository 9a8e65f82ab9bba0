import webApps from './remotes.json';

/**
 * The platform's public routes: the paths other remotes, bookmarks and search engines rely on, so
 * removing or changing one is a major change of this package. Which remote serves a path is not
 * written here: each remote declares its pages in its own route record (see `route-record.ts`),
 * and a remote's new page needs nothing from this list. Links use the `hrefs` helpers, never
 * string concatenation.
 */
export const ROUTES = {
  home: '/',
  explore: '/explore',
  results: '/results',
  watch: '/watch/:videoId',
  channel: '/channel/:username',
  channelPlaylists: '/channel/:username/playlists',
  channelAbout: '/channel/:username/about',
  searchChannels: '/search-channels',
  community: '/community',
  // The new-post composer: its key and path are older than the name "post" and stay, since
  // bookmarks link to the path and the deploy tool reads the key.
  addTweet: '/add-tweet',
  channelCommunity: '/channel/:username/community',
  post: '/post/:postId',
  dashboard: '/creator/dashboard',
  uploadVideo: '/upload-video',
  myVideos: '/my-videos',
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsAccount: '/settings/account',
  settingsSessions: '/settings/sessions',
  settingsNotifications: '/settings/notifications',
  platform: '/platform',
  moderation: '/moderation',
  moderationLog: '/moderation/log',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
  adminJobs: '/admin/jobs',
  about: '/about',
  subscriptions: '/subscriptions',
  history: '/history',
  playlists: '/playlists',
  playlist: '/playlist/:playlistId',
  watchLater: '/watch-later',
  likedVideos: '/liked-videos',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  // The pages the links of the site's mails open (`?token=`): mails already sent keep them.
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;

export type RouteKey = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteKey];

/**
 * The remotes, in the order the shell registers them. The list lives in `remotes.json`, which the
 * build, dev and start scripts, e2e and lint read too. JSON imports type their strings as
 * `string`, so the union is spelled here as well; `scripts/web-apps.test.mjs` fails when
 * the two disagree.
 */
export type RemoteName = 'watch' | 'community' | 'studio' | 'library';
export const REMOTE_NAMES = webApps.remotes.map((remote) => remote.name) as readonly RemoteName[];

/** Where a remote's dev server serves its manifest, for standalone hosts that mount another one. */
export function devManifestUrl(remote: RemoteName): string {
  const port = webApps.remotes.find((candidate) => candidate.name === remote)?.devPort;
  if (port === undefined) throw new Error(`No dev port for the remote "${remote}".`);
  return `http://localhost:${port}/mf-manifest.json`;
}

const enc = encodeURIComponent;

/** The element id of a reply on its post's page, which `hrefs.post(postId, replyId)` links to. */
export const postReplyAnchorId = (replyId: string) => `reply-${replyId}`;

/** The results page's filters as they appear in its URL; absent means the default. */
export interface ResultsFilters {
  type?: string;
  upload_date?: string;
  sort?: string;
}

/** The moderation log's filters as they appear in its URL. */
export interface ModerationLogFilters {
  moderator?: string;
  kind?: string;
  item?: string;
}

function definedOnly(filters: ResultsFilters | ModerationLogFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export const hrefs = {
  home: () => ROUTES.home,
  explore: () => ROUTES.explore,
  /** Filters travel in the URL too (`type`, `upload_date`, `sort`), so a filtered search can be shared. */
  results: (term: string, filters: ResultsFilters = {}) =>
    `${ROUTES.results}?${new URLSearchParams({ search_query: term, ...definedOnly(filters) })}`,
  /** With `list`, the watch page plays the video within that playlist (Up Next follows it). */
  watch: (videoId: string, list?: string) =>
    list ? `/watch/${enc(videoId)}?${new URLSearchParams({ list })}` : `/watch/${enc(videoId)}`,
  /** A shared link that starts playing `seconds` in (the watch page reads `?t=`). */
  watchAt: (videoId: string, seconds: number) =>
    `/watch/${enc(videoId)}?${new URLSearchParams({ t: String(Math.floor(seconds)) })}`,
  /**
   * The server-rendered player other sites frame (not a route of the shell: the server answers
   * it itself, see server/src/videos/routes/embed.ts).
   */
  embed: (videoId: string, seconds = 0) =>
    seconds >= 1
      ? `/embed/${enc(videoId)}?${new URLSearchParams({ t: String(Math.floor(seconds)) })}`
      : `/embed/${enc(videoId)}`,
  channel: (username: string) => `/channel/${enc(username)}`,
  channelCommunity: (username: string) => `/channel/${enc(username)}/community`,
  channelPlaylists: (username: string) => `/channel/${enc(username)}/playlists`,
  channelAbout: (username: string) => `/channel/${enc(username)}/about`,
  /** With `replyId`, the post's page brings that reply of it into view and marks it. */
  post: (postId: string, replyId?: string) =>
    replyId ? `/post/${enc(postId)}#${enc(postReplyAnchorId(replyId))}` : `/post/${enc(postId)}`,
  searchChannels: (query?: string) =>
    query ? `${ROUTES.searchChannels}?${new URLSearchParams({ query })}` : ROUTES.searchChannels,
  community: () => ROUTES.community,
  newPost: () => ROUTES.addTweet,
  dashboard: () => ROUTES.dashboard,
  /**
   * Where the owner edits a video: the creator dashboard's content list, which opens that
   * video's Edit dialog when `edit` names it.
   */
  editVideo: (videoId: string) => `${ROUTES.dashboard}?${new URLSearchParams({ edit: videoId })}`,
  /** The upload page; with a draft's id, that draft's details and Publish. */
  uploadVideo: (draftId?: string) =>
    draftId
      ? `${ROUTES.uploadVideo}?${new URLSearchParams({ draft: draftId })}`
      : ROUTES.uploadVideo,
  myVideos: () => ROUTES.myVideos,
  settingsProfile: () => ROUTES.settingsProfile,
  settingsAccount: () => ROUTES.settingsAccount,
  settingsSessions: () => ROUTES.settingsSessions,
  settingsNotifications: () => ROUTES.settingsNotifications,
  /** Admins: how each remote is deployed and loads. */
  platform: () => ROUTES.platform,
  /** Moderators and admins: the queue of reported items. */
  moderation: () => ROUTES.moderation,
  /** Moderators and admins: the audit log, filtered by moderator and item when given. */
  moderationLog: (filters: ModerationLogFilters = {}) => {
    const query = new URLSearchParams(definedOnly(filters)).toString();
    return query ? `${ROUTES.moderationLog}?${query}` : ROUTES.moderationLog;
  },
  /** Admins: accounts and their roles. */
  adminUsers: () => ROUTES.adminUsers,
  /** Admins: the site's name, rules, registration and blocked words, and the applications. */
  adminSettings: () => ROUTES.adminSettings,
  /** Admins: the background jobs (video processing, mail), with retry and stop. */
  adminJobs: () => ROUTES.adminJobs,
  /** The site's name, description and rules, for anyone. */
  about: () => ROUTES.about,
  subscriptions: () => ROUTES.subscriptions,
  history: () => ROUTES.history,
  playlists: () => ROUTES.playlists,
  playlist: (playlistId: string) => `/playlist/${enc(playlistId)}`,
  watchLater: () => ROUTES.watchLater,
  likedVideos: () => ROUTES.likedVideos,
  login: () => ROUTES.login,
  register: () => ROUTES.register,
  forgotPassword: () => ROUTES.forgotPassword,
  /** The link of a password reset mail. */
  resetPassword: (token: string) => `${ROUTES.resetPassword}?${new URLSearchParams({ token })}`,
  /** The link of a mail that confirms an address (the account's own, or a new one). */
  verifyEmail: (token: string) => `${ROUTES.verifyEmail}?${new URLSearchParams({ token })}`,
} as const;
