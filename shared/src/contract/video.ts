import type { Id, IsoDate, PageQuery } from './envelope';

export interface VideoOwner {
  _id: Id;
  username: string;
  fullName: string;
  avatar: string;
}

/** A video hosted on this site. */
export interface Video {
  _id: Id;
  title: string;
  description: string;
  /** URL of the thumbnail image (served by the media routes). */
  thumbnail: string;
  /** URL of the video file (served with HTTP range support). */
  videofile: string;
  /** Seconds, from ffprobe. */
  duration: number;
  width: number;
  height: number;
  views: number;
  isPublished: boolean;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  owner: VideoOwner;
  /** Present on `GET /videos/:id`. */
  subscribersCount?: number;
}

export const VIDEO_SORT_FIELDS = ['createdAt', 'views', 'title', 'duration'] as const;
export type VideoSortField = (typeof VIDEO_SORT_FIELDS)[number];

/** `GET /videos` query: published videos only, newest first by default. */
export interface VideoListQuery extends PageQuery {
  userId?: Id;
  query?: string;
  sortBy?: VideoSortField;
  sortType?: 'asc' | 'desc';
}

/** `POST /videos` multipart field names; all required. Answers 201 with the new `Video`. */
export const VIDEO_UPLOAD_FIELDS = {
  title: 'title',
  description: 'description',
  videoFile: 'videoFile',
  thumbnail: 'thumbnail',
} as const;

/** `PATCH /videos/:id`: JSON `{ title?, description? }`, or multipart with an optional `thumbnail` file. */
export interface UpdateVideoRequest {
  title?: string;
  description?: string;
}

/** `GET /users/history` items: newest first. */
export interface HistoryEntry extends Video {
  watchedAt: IsoDate;
}

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
