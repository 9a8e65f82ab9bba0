import { useCallback, useState } from 'react';

const AUTOPLAY_KEY = 'kinora:autoplay';

function readAutoplay(): boolean {
  try {
    return localStorage.getItem(AUTOPLAY_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the first Up Next recommendation plays when a video ends. Off until the viewer turns
 * it on (nobody is surprised by a video they did not pick), then remembered in this browser.
 */
export function useAutoplay(): [boolean, () => void] {
  const [autoplay, setAutoplay] = useState(readAutoplay);
  const toggle = useCallback(() => {
    setAutoplay((current) => {
      const next = !current;
      try {
        if (next) localStorage.setItem(AUTOPLAY_KEY, '1');
        else localStorage.removeItem(AUTOPLAY_KEY);
      } catch {
        // Without storage the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return [autoplay, toggle];
}
