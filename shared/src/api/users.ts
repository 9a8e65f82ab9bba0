import { AVATAR_FIELD, COVER_IMAGE_FIELD } from '../contract/user';
import { channelProfilePath } from '../routing/first-screen';
import { http, unwrap } from './http';
import { forgetXsrfToken } from './token-storage';
import type { Page, PageQuery } from '../contract/envelope';
import type {
  ChangePasswordRequest,
  ChannelProfile,
  ChannelSummary,
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  RegisterResponse,
  UpdateAccountRequest,
  User,
} from '../contract/user';
import type { HistoryEntry } from '../contract/social';
import type { WatchPositionRequest } from '../contract/video';

const enc = encodeURIComponent;

export function login(body: LoginRequest): Promise<LoginResponse> {
  return unwrap(http.post('/users/login', body));
}

/** Multipart: username, email, fullName, password and an optional `avatar` image. */
export function register(form: FormData): Promise<RegisterResponse> {
  return unwrap(http.post('/users/register', form));
}

export async function logout(): Promise<void> {
  try {
    await http.post('/users/logout');
  } finally {
    // The session it protected is over, whatever the answer.
    forgetXsrfToken();
  }
}

export function getCurrentUser(options: { silentSessionExpiry?: boolean } = {}): Promise<User> {
  return unwrap(http.get('/users/current-user', options));
}

export function updateAccount(body: UpdateAccountRequest): Promise<User> {
  return unwrap(http.patch('/users/update-account', body));
}

export function updateAvatar(file: Blob): Promise<User> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return unwrap(http.patch('/users/avatar', form));
}

/** `PATCH /users/cover-image`: the channel banner, multipart with one `coverImage` image. */
export function updateCoverImage(file: Blob): Promise<User> {
  const form = new FormData();
  form.append(COVER_IMAGE_FIELD, file);
  return unwrap(http.patch('/users/cover-image', form));
}

/** Every other session of the account is signed out; this one stays. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await http.post('/users/change-password', body);
}

/** Deletes the account and everything of it; the server ends its sessions and cookies. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await http.delete('/users', { data: body });
}

export function getWatchHistory(query: PageQuery = {}): Promise<Page<HistoryEntry>> {
  return unwrap(http.get('/users/history', { params: query }));
}

export async function deleteHistoryEntry(videoId: string): Promise<void> {
  await http.delete(`/users/history/${enc(videoId)}`);
}

/**
 * `PUT /users/history/:videoId/position`, sent while the signed-in viewer watches. `keepalive`
 * lets the last save outlive the page (pagehide): axios's fetch adapter passes it on.
 */
export async function saveWatchPosition(
  videoId: string,
  position: number,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  const body: WatchPositionRequest = { position };
  await http.put(
    `/users/history/${enc(videoId)}/position`,
    body,
    keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : undefined,
  );
}

export async function clearWatchHistory(): Promise<void> {
  await http.delete('/users/history');
}

/** Also preloaded with a visitor's channel page: the path is the contract's, to the letter. */
export function getChannel(username: string): Promise<ChannelProfile> {
  return unwrap(http.get(channelProfilePath(username)));
}

export function searchChannels(query: string, page: PageQuery = {}): Promise<Page<ChannelSummary>> {
  return unwrap(http.get('/users/search-channels', { params: { query, ...page } }));
}

/** Records that the signed-in viewer watched a YouTube video (it then shows in their history). */
export async function recordExternalWatch(videoId: string): Promise<void> {
  await http.post(`/users/history/external/${enc(videoId)}`);
}
