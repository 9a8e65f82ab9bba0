import { AVATAR_FIELD } from '../contract/user';
import { http, unwrap } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type {
  ChannelProfile,
  ChannelSummary,
  LoginRequest,
  LoginResponse,
  RegisterResponse,
  UpdateAccountRequest,
  User,
} from '../contract/user';
import type { HistoryEntry } from '../contract/video';

const enc = encodeURIComponent;

export function login(body: LoginRequest): Promise<LoginResponse> {
  return unwrap(http.post('/users/login', body));
}

/** Multipart: username, email, fullName, password and an optional `avatar` image. */
export function register(form: FormData): Promise<RegisterResponse> {
  return unwrap(http.post('/users/register', form));
}

export async function logout(): Promise<void> {
  await http.post('/users/logout');
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

export function getWatchHistory(query: PageQuery = {}): Promise<Page<HistoryEntry>> {
  return unwrap(http.get('/users/history', { params: query }));
}

export async function deleteHistoryEntry(videoId: string): Promise<void> {
  await http.delete(`/users/history/${enc(videoId)}`);
}

export async function clearWatchHistory(): Promise<void> {
  await http.delete('/users/history');
}

export function getChannel(username: string): Promise<ChannelProfile> {
  return unwrap(http.get(`/users/c/${enc(username)}`));
}

export function searchChannels(query: string, page: PageQuery = {}): Promise<Page<ChannelSummary>> {
  return unwrap(http.get('/users/search-channels', { params: { query, ...page } }));
}
