import { useCallback, useState } from 'react';

const THEATRE_KEY = 'kinora:theatre';

function readTheatre(): boolean {
  try {
    return localStorage.getItem(THEATRE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The wide player, remembered in this browser like the big sites do. */
export function useTheatreMode(): [boolean, () => void] {
  const [theatre, setTheatre] = useState(readTheatre);
  const toggle = useCallback(() => {
    setTheatre((current) => {
      const next = !current;
      try {
        if (next) localStorage.setItem(THEATRE_KEY, '1');
        else localStorage.removeItem(THEATRE_KEY);
      } catch {
        // Without storage the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return [theatre, toggle];
}
