import { type RefObject, useEffect, useRef } from 'react';
import { handlePlayerKey, type PlayerKeyActions } from '../player-shortcuts';

/**
 * Listens on the whole document while the player is on the page, so the keys work wherever
 * focus is (the description, a comment's Like button), except in text fields.
 */
export function usePlayerShortcuts(
  videoRef: RefObject<HTMLVideoElement | null>,
  actions: PlayerKeyActions,
): void {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const video = videoRef.current;
      if (!video || event.defaultPrevented) return;
      if (handlePlayerKey(event, video, latest.current)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [videoRef]);
}
