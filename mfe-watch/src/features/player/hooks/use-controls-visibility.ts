import { type RefObject, useCallback, useEffect, useState } from 'react';

/** How long the touch controls stay up while a video plays and nobody touches them. */
export const CONTROLS_HIDE_AFTER_MS = 3000;

/**
 * Whether the touch layout's controls are up. A tap on the picture shows or hides them; while
 * the video plays they go away by themselves after a few quiet seconds, as on the big sites'
 * phone players. A paused video keeps them up, and so does an open menu.
 */
export function useControlsVisibility(paused: boolean, layerRef: RefObject<HTMLElement | null>) {
  const [shown, setShown] = useState(true);
  // Bumped by every touch of a control: the quiet seconds start over.
  const [activity, setActivity] = useState(0);
  const visible = shown || paused;

  useEffect(() => {
    if (!visible || paused) return undefined;
    const timer = setTimeout(() => {
      if (layerRef.current?.querySelector('[role="menu"]')) setActivity((count) => count + 1);
      else setShown(false);
    }, CONTROLS_HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [visible, paused, activity, layerRef]);

  const toggle = useCallback(() => {
    setShown((current) => paused || !current);
    setActivity((count) => count + 1);
  }, [paused]);
  const keepShown = useCallback(() => {
    setShown(true);
    setActivity((count) => count + 1);
  }, []);

  return { visible, toggle, keepShown };
}
