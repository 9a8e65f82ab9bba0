import { AVATAR_FIELD, COVER_IMAGE_FIELD } from '../contract/user';
import { callApi } from './http';
import { forgetXsrfToken } from './token-storage';
import type { Page, PageQuery } from '../contract/envelope';
import type {
  ChangePasswordRequest,
  ChannelProfile,
  ChannelSummary,
  DeleteAccountRequest,
  LoginRequest,
  LoginResult,
  RegisterResponse,
  UpdateAccountRequest,
  User,
} from '../contract/user';
import type { HistoryEntry } from '../contract/social';
import type { WatchPositionRequest } from '../contract/video';

export function login(body: LoginRequest): Promise<LoginResult> {
  return callApi('POST /users/login', { body });
}

/** Multipart: username, email, fullName, password and an optional `avatar` image. */
export function register(form: FormData): Promise<RegisterResponse> {
  return callApi('POST /users/register', { body: form });
}

export async function logout(): Promise<void> {
  try {
    await callApi('POST /users/logout');
  } finally {
    // The session it protected is over, whatever the answer.
    forgetXsrfToken();
  }
}

export function getCurrentUser(options: { silentSessionExpiry?: boolean } = {}): Promise<User> {
  return callApi('GET /users/current-user', options);
}

export function updateAccount(body: UpdateAccountRequest): Promise<User> {
  return callApi('PATCH /users/update-account', { body });
}

export function updateAvatar(file: Blob): Promise<User> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return callApi('PATCH /users/avatar', { body: form });
}

/** `PATCH /users/cover-image`: the channel banner, multipart with one `coverImage` image. */
export function updateCoverImage(file: Blob): Promise<User> {
  const form = new FormData();
  form.append(COVER_IMAGE_FIELD, file);
  return callApi('PATCH /users/cover-image', { body: form });
}

/** Every other session of the account is signed out; this one stays. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await callApi('POST /users/change-password', { body });
}

/** Deletes the account and everything of it; the server ends its sessions and cookies. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await callApi('DELETE /users', { body });
}

export function getWatchHistory(query: PageQuery = {}): Promise<Page<HistoryEntry>> {
  return callApi('GET /users/history', { query });
}

export async function deleteHistoryEntry(videoId: string): Promise<void> {
  await callApi('DELETE /users/history/:videoId', { params: { videoId } });
}

/**
 * `PUT /users/history/:videoId/position`, sent while the signed-in viewer watches. `keepalive`
 * lets the last save outlive the page (pagehide).
 */
export async function saveWatchPosition(
  videoId: string,
  position: number,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  const body: WatchPositionRequest = { position };
  await callApi('PUT /users/history/:videoId/position', {
    params: { videoId },
    body,
    ...(keepalive ? { keepalive } : {}),
  });
}

export async function clearWatchHistory(): Promise<void> {
  await callApi('DELETE /users/history');
}

/**
 * Also preloaded with a visitor's channel page: the server names the same URL
 * (`channelProfilePath`), and the browser serves this request from that preload only when the two
 * are the same to the letter.
 */
export function getChannel(username: string): Promise<ChannelProfile> {
  return callApi('GET /users/c/:username', { params: { username } });
}

export function searchChannels(query: string, page: PageQuery = {}): Promise<Page<ChannelSummary>> {
  return callApi('GET /users/search-channels', { query: { query, ...page } });
}

/** Records that the signed-in viewer watched a YouTube video (it then shows in their history). */
export async function recordExternalWatch(videoId: string): Promise<void> {
  await callApi('POST /users/history/external/:videoId', { params: { videoId } });
}
