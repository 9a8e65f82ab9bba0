import { http, unwrap } from './http';
import type { Page, PageQuery } from '../contract/envelope';
import type { Session, SessionsRevoked } from '../contract/session';

const enc = encodeURIComponent;

/** The account's signed-in devices, most recently used first; `current` marks this one. */
export function listSessions(query: PageQuery = {}): Promise<Page<Session>> {
  return unwrap(http.get('/users/sessions', { params: query }));
}

/** Signs one device out: its refresh cookie and its access tokens stop working at once. */
export async function revokeSession(sessionId: string): Promise<void> {
  await http.delete(`/users/sessions/${enc(sessionId)}`);
}

/** Signs out every device but this one. */
export function revokeOtherSessions(): Promise<SessionsRevoked> {
  return unwrap(http.delete('/users/sessions'));
}
