import { sharedT } from '../i18n/shared-catalogue';
import { notify } from '../stores/notify';
import { useSession } from '../stores/use-session';
import type { NotificationStreamSessionEnded } from '../contract/notification';

/**
 * What a page is told when its session was ended elsewhere, or found ended at a refresh, in
 * English; the toast says it in the interface's language.
 */
export const SIGNED_OUT_ELSEWHERE = 'You were signed out on another device';

/**
 * The live stream says this page's session has ended: it is signed out here (and in this
 * browser's other tabs) as a Sign out would, without asking the server, whose tokens of it no
 * longer work anyway. Signed-in pages then send the person to /login; visitors' pages stay. Its
 * own Sign out needs no word; a suspension is told as a sign-in would be refused.
 */
export function endSessionEndedElsewhere(ended: NotificationStreamSessionEnded): void {
  const { status, forget } = useSession.getState();
  if (status === 'anonymous') return;
  forget();
  if (ended.reason !== 'logged-out')
    notify.info(ended.message ?? sharedT('You were signed out on another device'));
}
