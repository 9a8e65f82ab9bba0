import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, TOP_BAR_HEIGHT, useLocation, useNavigationType } from '@kinora/shared';

/** How long a restore waits for the page to grow tall enough: a remote's content loading. */
export const RESTORE_TIMEOUT_MS = 1500;

/** What stops a restore still waiting: the person has started to scroll on their own. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The element a hash names, by id (`#comments`), as the browser itself would find it. */
function anchorOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  const id = hash.slice(1);
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return document.getElementById(id);
  }
}

/**
 * Where the window goes to show `anchor` under the fixed top bar (or its own `scroll-margin-top`);
 * where it is, when the page has already brought the anchor into view itself (a linked reply
 * is centred by its page).
 */
function anchorTop(anchor: HTMLElement): number {
  const { top, bottom } = anchor.getBoundingClientRect();
  if (top >= TOP_BAR_HEIGHT && bottom <= window.innerHeight) return window.scrollY;
  const margin = parseFloat(getComputedStyle(anchor).scrollMarginTop) || TOP_BAR_HEIGHT;
  return Math.max(0, top + window.scrollY - margin);
}

/**
 * Keeps each on-screen page's scroll position the way the browser does for pages it loads
 * itself: a new page starts at the top (or at the anchor its hash names), and back and forward
 * return to where that entry was left. React Router's `<ScrollRestoration />` would do this, but
 * it needs a data router, which the site does not use. Positions are remembered per history
 * entry (the location's key). The remotes draw their pages after their code and data arrive, so
 * a restore or an anchor keeps trying on each frame for a short while until the page is tall
 * enough or the element is there. A change of only the query on the same page (a filter, a tab
 * such as `?tab=`) leaves the scroll alone.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const previous = useRef<{ key: string; pathname: string; hash: string } | null>(null);

  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    // Scroll events of a page arrive before the navigation away from it, so the last one seen
    // for an entry is where it was left.
    const onScroll = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname, hash: location.hash };
    // The first page of a visit: the browser put it where it belongs.
    if (!before || before.key === location.key) return undefined;

    let target: (() => number | null) | null = null;
    if (navigationType === NavigationType.Pop) {
      const saved = positions.current.get(location.key);
      target = () => saved ?? 0;
    } else if (location.hash) {
      if (location.hash === before.hash && location.pathname === before.pathname) return undefined;
      const { hash } = location;
      target = () => {
        const anchor = anchorOf(hash);
        return anchor ? anchorTop(anchor) : null;
      };
    } else if (location.pathname !== before.pathname) {
      target = () => 0;
    }
    if (!target) return undefined;
    return keepScrolling(target);
  }, [location, navigationType]);
}

/**
 * Scrolls to where `target` says, now and on each frame until the page can show it there, the
 * time runs out, or the person scrolls themselves. `target` gives null while the element it
 * points at is not drawn yet. Returns the function that stops it.
 */
function keepScrolling(target: () => number | null): () => void {
  const deadline = performance.now() + RESTORE_TIMEOUT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const top = target();
    if (top !== null) {
      window.scrollTo(0, top);
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
      if (reachable && Math.abs(window.scrollY - top) <= 1) {
        stop();
        return;
      }
    }
    if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    else stop();
  };
  for (const type of USER_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { passive: true });
  }
  attempt();
  return stop;
}
