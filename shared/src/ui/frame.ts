import { css } from 'styled-components';

/**
 * The geometry of the frame around every page (the shell's top bar, sidebar and content area).
 * The server's first paint draws the same frame before any script runs, so both read it here:
 * the page must not move when the app takes over.
 */
export const TOP_BAR_HEIGHT = 56;
/** The sidebar's width, beside the content or floating over it. */
export const SIDEBAR_WIDTH = 232;
/** Below this width the sidebar floats over the page, closed at first, instead of pushing it. */
export const SIDEBAR_OVERLAY_QUERY = '(max-width: 1023px)';
/** From this width up the sidebar is open beside the content. */
export const SIDEBAR_BESIDE_QUERY = '(min-width: 1024px)';

/** The content column inside the frame: the padding and width every page is laid out in. */
export const mainColumnStyles = css`
  flex: 1;
  /* The footer starts below the fold: a page whose content arrives late fills the space instead
     of pushing a visible footer down (a layout shift). */
  min-height: 100vh;
  width: 100%;
  max-width: 1800px;
  margin: 0 auto;
  padding: 24px clamp(12px, 3vw, 32px);
`;

/** The top bar fixed over every page. */
export const topBarStyles = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${TOP_BAR_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 clamp(8px, 2vw, 16px);
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The logo in the top bar: the red mark, and the word from phones up. */
export const logoStyles = css`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 700;
  font-size: 1.2rem;
  letter-spacing: -0.02em;

  .mark {
    width: 28px;
    height: 20px;
    border-radius: 6px;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }

  @media (max-width: 480px) {
    .word {
      display: none;
    }
  }
`;

/**
 * The watch page's grid: the player and the details in one column, Up Next beside them from the
 * large breakpoint up. The first paint lays its poster and title out on the same grid.
 */
export const watchGridStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  max-width: 1720px;
  margin: 0 auto;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 402px);
  }
`;
