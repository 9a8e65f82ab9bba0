import type { Id, IsoDate } from './envelope';

/** The signed-in person's own account, as `GET /users/current-user` returns it. */
export interface User {
  _id: Id;
  username: string;
  fullName: string;
  email: string;
  /** Absolute path or URL; the server substitutes its default avatar when none was uploaded. */
  avatar: string;
  createdAt: IsoDate;
}

/** What anybody may see of a user: never the email, a hash or a token. */
export interface PublicUser {
  _id: Id;
  username: string;
  fullName: string;
  avatar: string;
}

/** `GET /users/c/:username` */
export interface ChannelProfile extends PublicUser {
  subscribersCount: number;
  /** Always false for anonymous viewers. */
  isSubscribed: boolean;
  createdAt: IsoDate;
}

/** `GET /users/search-channels?query=` items and `GET /subscriptions/u/:userId` items. */
export type ChannelSummary = PublicUser;

export interface LoginRequest {
  email: string;
  password: string;
}

/** `POST /users/login` */
export interface LoginResponse {
  user: User;
  accessToken: string;
  refreshToken: string;
}

/** `POST /users/register` is multipart: username, email, fullName, password, optional `avatar` file. */
export interface RegisterFields {
  username: string;
  email: string;
  fullName: string;
  password: string;
}

/** `POST /users/register` (201) */
export interface RegisterResponse {
  user: User;
  accessToken: string;
}

/** `POST /users/refresh-token`: the new refresh token travels only in the httpOnly cookie. */
export interface RefreshResponse {
  accessToken: string;
}

/** `PATCH /users/update-account` */
export interface UpdateAccountRequest {
  fullName?: string;
  email?: string;
}

/** `PATCH /users/avatar` is multipart with one `avatar` image file; answers the updated `User`. */
export const AVATAR_FIELD = 'avatar';

/** Cookie and header names of the session. */
export const REFRESH_COOKIE = 'refreshToken';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const MIN_PASSWORD_LENGTH = 6;
