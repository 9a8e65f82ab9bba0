import { useLayoutEffect } from 'react';

/**
 * For the first load of some pages the server sends the first screen already drawn
 * (`#first-paint`, styled by `#first-paint-css`), so the page shows before any script has
 * downloaded. The app renders hidden beside it, and takes over the moment its own first screen
 * is ready: both elements are removed in the same frame, so nothing blinks and nothing moves.
 */
export const FIRST_PAINT_ID = 'first-paint';
/** The drawing's stylesheet, which also keeps the app's root hidden while the drawing shows. */
export const FIRST_PAINT_STYLE_ID = 'first-paint-css';

/** Removes the server's first paint, if the page has one: the app is shown from now on. */
export function handOverFirstPaint(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(FIRST_PAINT_ID)?.remove();
  // Its stylesheet also hides the app's root; with it gone the app is on screen.
  document.getElementById(FIRST_PAINT_STYLE_ID)?.remove();
}

/**
 * A page the server may paint first calls this with whether its own first screen is there (its
 * data arrived, or failed). Layout effect: the swap happens before the browser paints the frame.
 */
export function useFirstScreenReady(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) handOverFirstPaint();
  }, [ready]);
}
