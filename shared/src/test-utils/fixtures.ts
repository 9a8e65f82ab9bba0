import type { DashboardStats } from '../contract/dashboard';
import type { Comment, Playlist, Post } from '../contract/social';
import type { ChannelProfile, PublicUser, User } from '../contract/user';
import type { Video } from '../contract/video';
import type { ExternalVideo } from '../contract/youtube';

let counter = 0;

/** A fresh 24-hex id (an own-site id) per call, so fixtures never collide. */
export function makeId(): string {
  counter += 1;
  return counter.toString(16).padStart(24, '0');
}

const BASE_DATE = '2026-11-20T10:00:00.000Z';

export function makeUser(overrides: Partial<User> = {}): User {
  const _id = overrides._id ?? makeId();
  const username = overrides.username ?? `user${_id.slice(-4)}`;
  // An admin fixture may say so either way; the two always agree, as the server's answers do.
  const role = overrides.role ?? (overrides.isAdmin ? 'admin' : 'user');
  return {
    _id,
    username,
    fullName: `Test ${username}`,
    email: `${username}@example.test`,
    avatar: '',
    coverImage: null,
    description: '',
    links: [],
    createdAt: BASE_DATE,
    sensitiveContent: null,
    emailVerified: true,
    pendingEmail: null,
    ...overrides,
    role,
    isAdmin: role === 'admin',
  };
}

/** A channel as `GET /users/c/:username` answers it: no banner, no videos, nobody subscribed. */
export function makeChannel(overrides: Partial<ChannelProfile> = {}): ChannelProfile {
  const { _id, username, fullName, avatar } = makeUser(overrides);
  return {
    _id,
    username,
    fullName,
    avatar,
    subscribersCount: 0,
    isSubscribed: false,
    coverImage: null,
    description: '',
    links: [],
    createdAt: BASE_DATE,
    videosCount: 0,
    totalViews: 0,
    blockScope: null,
    ...overrides,
  };
}

export function makePublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  const { _id, username, fullName, avatar } = makeUser(overrides);
  return { _id, username, fullName, avatar };
}

export function makeVideo(overrides: Partial<Video> = {}): Video {
  const _id = overrides._id ?? makeId();
  // Tests written before visibility ask for a private video with `isPublished: false`.
  const visibility =
    overrides.visibility ?? (overrides.isPublished === false ? 'private' : 'public');
  return {
    _id,
    title: `Video ${_id.slice(-4)}`,
    description: 'A short description.',
    thumbnail: `/media/thumbnails/${_id}.jpg`,
    videofile: `/media/videos/${_id}.mp4`,
    duration: 125,
    width: 1280,
    height: 720,
    views: 1500,
    isPublished: visibility === 'public',
    visibility,
    status: 'ready',
    createdAt: BASE_DATE,
    updatedAt: BASE_DATE,
    owner: makePublicUser(),
    sensitive: false,
    ...overrides,
  };
}

export function makeExternalVideo(overrides: Partial<ExternalVideo> = {}): ExternalVideo {
  counter += 1;
  return {
    videoId: `yt${counter.toString(36).padStart(9, '0')}`,
    title: `External video ${counter}`,
    thumbnail: `https://i.ytimg.com/vi/yt${counter}/hqdefault.jpg`,
    channelTitle: 'Some Channel',
    views: 250_000,
    description: 'An external description.',
    publishedAt: BASE_DATE,
    duration: 213,
    ...overrides,
  };
}

/** One of the site's own comments, with the counts every `/comments` answer carries. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  const owner = makePublicUser();
  return {
    _id: makeId(),
    content: 'Nice video!',
    createdAt: BASE_DATE,
    owner: {
      _id: owner._id,
      username: owner.username,
      fullName: owner.fullName,
      avatar: owner.avatar,
    },
    isExternal: false,
    parentId: null,
    replyCount: 0,
    likesCount: 0,
    isLiked: false,
    isPinned: false,
    isEdited: false,
    ...overrides,
  };
}

export function makePlaylist(overrides: Partial<Playlist> = {}): Playlist {
  const owner = makePublicUser();
  const videos = overrides.videos ?? [];
  return {
    _id: makeId(),
    name: 'Watch later',
    description: 'Things to see',
    totalVideos: videos.length,
    videos,
    owner: { _id: owner._id, username: owner.username },
    isPrivate: false,
    isWatchLater: false,
    createdAt: BASE_DATE,
    updatedAt: BASE_DATE,
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: makeId(),
    content: 'Hello, Kinora!',
    createdAt: BASE_DATE,
    updatedAt: BASE_DATE,
    owner: makePublicUser(),
    parentId: null,
    replyCount: 0,
    likesCount: 0,
    isLiked: false,
    ...overrides,
  };
}

/** 30 zero-filled days ending on `end` (YYYY-MM-DD), like `GET /dashboard/stats`. */
export function makeDashboardStats(
  overrides: Partial<DashboardStats> = {},
  end = '2026-11-22',
): DashboardStats {
  const endMs = Date.parse(`${end}T00:00:00.000Z`);
  const days = Array.from({ length: 30 }, (_, i) =>
    new Date(endMs - (29 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  return {
    totalViews: 0,
    totalSubscribers: 0,
    totalLikes: 0,
    totalVideos: 0,
    viewsLast30Days: days.map((date) => ({ date, views: 0 })),
    likesLast30Days: days.map((date) => ({ date, likes: 0 })),
    ...overrides,
  };
}
