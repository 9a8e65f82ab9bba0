import { callApi } from '@kinora/shared';
import type { Page, PageQuery, Session, SessionsRevoked } from '@kinora/shared';

/** The account's signed-in devices, most recently used first; `current` marks this one. */
export function listSessions(query: PageQuery = {}): Promise<Page<Session>> {
  return callApi('GET /users/sessions', { query });
}

/** Signs one device out: its refresh cookie and its access tokens stop working at once. */
export async function revokeSession(sessionId: string): Promise<void> {
  await callApi('DELETE /users/sessions/:sessionId', { params: { sessionId } });
}

/** Signs out every device but this one. */
export function revokeOtherSessions(): Promise<SessionsRevoked> {
  return callApi('DELETE /users/sessions');
}
