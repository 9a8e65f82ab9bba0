import { useCallback, useState } from 'react';

const SHOWN_KEY = 'kinora:sensitive-shown';
/** Where the ids are kept when the browser gives no session storage (some private modes). */
const shownInMemory = new Set<string>();

/** The sensitive videos the viewer chose to see in this tab's session. */
function shownVideos(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : []);
  } catch {
    return shownInMemory;
  }
}

function rememberShown(videoId: string): void {
  const shown = shownVideos();
  shown.add(videoId);
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shown]));
  } catch {
    shownInMemory.add(videoId);
  }
}

/**
 * Whether the viewer already chose to see this sensitive video, and `show` to choose it. The
 * choice holds for the visit (the tab's session): coming back to the video, or reloading it,
 * does not ask again; a new visit does.
 */
export function useShownSensitiveVideo(videoId: string): [shown: boolean, show: () => void] {
  const [shown, setShown] = useState(() => shownVideos().has(videoId));
  const show = useCallback(() => {
    rememberShown(videoId);
    setShown(true);
  }, [videoId]);
  return [shown, show];
}
