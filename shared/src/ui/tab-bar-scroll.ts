import { type RefObject, useLayoutEffect, useState } from 'react';
import { css } from 'styled-components';

/** Which edges of a tab bar hide tabs beyond them, for the fade that says there is more. */
export type TabBarFade = 'none' | 'start' | 'end' | 'both';

/** How wide the fade at a hiding edge is. */
const FADE = '32px';

/**
 * A row of tabs that never cuts a label: on a narrow screen it scrolls sideways (by touch,
 * trackpad or keyboard, without a scrollbar taking room), and fades out at each edge that has
 * tabs beyond it.
 */
export const tabBarStyles = css`
  position: relative;
  display: flex;
  gap: 4px;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  &[data-fade='start'] {
    mask-image: linear-gradient(to left, #000 calc(100% - ${FADE}), transparent);
  }

  &[data-fade='end'] {
    mask-image: linear-gradient(to right, #000 calc(100% - ${FADE}), transparent);
  }

  &[data-fade='both'] {
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 ${FADE},
      #000 calc(100% - ${FADE}),
      transparent
    );
  }
`;

/** The selected tab of a bar: a tab list's or a navigation's current page. */
const CURRENT_TAB = '[aria-selected="true"], [aria-current="page"]';

function fadeOf(bar: HTMLElement): TabBarFade {
  const hiddenBefore = bar.scrollLeft > 1;
  const hiddenAfter = bar.scrollLeft < bar.scrollWidth - bar.clientWidth - 1;
  if (hiddenBefore && hiddenAfter) return 'both';
  if (hiddenBefore) return 'start';
  return hiddenAfter ? 'end' : 'none';
}

/** Scrolls the bar, not the page, until its selected tab is in view clear of the fade. */
function bringCurrentIntoView(bar: HTMLElement) {
  const tab = bar.querySelector<HTMLElement>(CURRENT_TAB);
  if (!tab) return;
  // The bar is positioned, so a tab's offset is its place along the bar's scrolled content.
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  // The fade would cover a tab just at the edge: leave it that much room.
  const margin = 32;
  if (start - margin < bar.scrollLeft) bar.scrollLeft = Math.max(0, start - margin);
  else if (end + margin > bar.scrollLeft + bar.clientWidth) {
    bar.scrollLeft = end + margin - bar.clientWidth;
  }
}

/**
 * Keeps the selected tab of the bar in view (on first draw and whenever another tab becomes the
 * selected one or the current page) and says which edges hide tabs. The selection is read from
 * the tabs' own ARIA state, so a bar of links follows the router without the kit depending on it
 * (the server's first paint draws these tabs with no router at all).
 */
export function useTabBarScroll(barRef: RefObject<HTMLElement | null>): TabBarFade {
  const [fade, setFade] = useState<TabBarFade>('none');

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return undefined;
    const measure = () => setFade(fadeOf(bar));
    bringCurrentIntoView(bar);
    measure();
    bar.addEventListener('scroll', measure, { passive: true });
    const selection = new MutationObserver(() => {
      bringCurrentIntoView(bar);
      measure();
    });
    selection.observe(bar, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-current', 'aria-selected'],
    });
    // Fonts arriving and the window turning change how much fits.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(bar);
    for (const tab of bar.children) resize?.observe(tab);
    return () => {
      bar.removeEventListener('scroll', measure);
      selection.disconnect();
      resize?.disconnect();
    };
  }, [barRef]);

  return fade;
}
