import { createContext, useContext } from 'react';
import type { SensitiveContentMode } from '../contract/video';

/** What a visitor gets of sensitive videos until the site says otherwise: the careful way. */
export const DEFAULT_SENSITIVE_CONTENT_MODE: SensitiveContentMode = 'blur';

const SensitiveContentContext = createContext<SensitiveContentMode>(DEFAULT_SENSITIVE_CONTENT_MODE);

/**
 * Names how the cards below show videos marked sensitive: `AppProviders` hands in the viewer's
 * mode; the server's first paint, which has no session, the one visitors get.
 */
export const SensitiveContentProvider = SensitiveContentContext.Provider;

/** The mode the kit's components draw sensitive videos in (see `SensitiveContentProvider`). */
export function useProvidedSensitiveContentMode(): SensitiveContentMode {
  return useContext(SensitiveContentContext);
}
