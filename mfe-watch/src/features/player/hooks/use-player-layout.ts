import { type RefObject, useLayoutEffect, useState } from 'react';
import { choosePlayerLayout, type PlayerLayout } from '../player-layout';

/** A finger and no pointer that hovers: phones and tablets. */
const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * The layout for the player's measured width, measured before the first paint (no desktop bar
 * flashes on a phone) and again whenever the player changes size: a rotated phone, a resized
 * window, theatre mode, full screen. A phone or tablet gets the touch layout at any width.
 */
export function usePlayerLayout(frameRef: RefObject<HTMLElement | null>): PlayerLayout {
  const [layout, setLayout] = useState<PlayerLayout>('full');
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    // Read from the document, not from React state: the size changes in the same frame as the
    // full screen does, before a state update could land.
    const update = (width: number) =>
      setLayout((current) =>
        choosePlayerLayout({
          width,
          fullscreen: document.fullscreenElement === frame,
          touchOnly: window.matchMedia?.(TOUCH_ONLY_QUERY).matches ?? false,
          current,
        }),
      );
    update(frame.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef]);
  return layout;
}
