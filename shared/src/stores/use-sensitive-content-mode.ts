import { DEFAULT_SENSITIVE_CONTENT_MODE } from '../ui/sensitive-content';
import { useSession } from './use-session';
import { useSiteInfo } from './use-site-info';
import type { SensitiveContentMode } from '../contract/video';

/**
 * How videos marked sensitive are shown to the person here: their own choice when they are
 * signed in and made one, else the site's, which is what visitors get (`GET /site`, asked only
 * then). Until the site answers, and if it cannot, blur: a moment's blur is harmless, a moment's
 * sensitive thumbnail is not.
 */
export function useSensitiveContentMode(): SensitiveContentMode {
  const own = useSession((session) => session.user?.sensitiveContent ?? null);
  // While the session is restored the person's own choice is not known yet.
  const settled = useSession((session) => session.status !== 'initializing');
  const { state } = useSiteInfo(own === null && settled);
  if (own !== null) return own;
  return state.status === 'success' ? state.data.sensitiveContent : DEFAULT_SENSITIVE_CONTENT_MODE;
}
