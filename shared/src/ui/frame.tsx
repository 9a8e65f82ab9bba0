import styled, { css } from 'styled-components';
import { theme } from './theme/theme';
import type { ReactNode } from 'react';

/**
 * The frame around every page: the top bar, the sidebar and the content area. The shell, a
 * remote on its own dev server and the server's first paint all draw it with `Frame`, so the
 * page does not move when the app takes over from the first paint. Its sizes are the theme's.
 */
export const TOP_BAR_HEIGHT = theme.layout.topBarHeight;
/** The sidebar's width, beside the content or floating over it. */
export const SIDEBAR_WIDTH = theme.layout.sidebarWidth;
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
  max-width: ${({ theme: t }) => t.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: 24px clamp(12px, 3vw, 32px);
`;

/** The top bar fixed over every page. */
export const topBarStyles = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme: t }) => t.zIndices.topBar};
  height: ${({ theme: t }) => t.layout.topBarHeight}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 clamp(8px, 2vw, 16px);
  background: ${({ theme: t }) => t.colors.background};
  border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
`;

/** The sidebar's column under the top bar, whether beside the content or floating over it. */
export const sidebarStyles = css`
  position: fixed;
  top: ${({ theme: t }) => t.layout.topBarHeight}px;
  bottom: 0;
  left: 0;
  z-index: ${({ theme: t }) => t.zIndices.sidebar};
  width: ${({ theme: t }) => t.layout.sidebarWidth}px;
  background: ${({ theme: t }) => t.colors.background};
  border-right: 1px solid ${({ theme: t }) => t.colors.border};
`;

export interface FrameProps {
  /** What the top bar holds (menu button, logo, search, account). */
  topBar: ReactNode;
  /** The sidebar, drawn with `sidebarStyles`; none for a frame without one. */
  sidebar?: ReactNode;
  /**
   * Whether the content makes room for the sidebar beside it: the app knows whether it is open;
   * a drawing without a script (`'wide'`) leaves room from the width where it opens beside.
   */
  sidebarBeside?: boolean | 'wide';
  /** Under the content column (the footer). */
  footer?: ReactNode;
  /** The content column's id, for a skip link (it then takes focus from the link). */
  mainId?: string;
  children: ReactNode;
}

/** The top bar, the sidebar and the content column, laid out with the theme's sizes. */
export function Frame({
  topBar,
  sidebar,
  sidebarBeside = false,
  footer,
  mainId,
  children,
}: FrameProps) {
  return (
    <>
      <TopBar>{topBar}</TopBar>
      {sidebar}
      <Content $beside={sidebarBeside}>
        <Main id={mainId} tabIndex={mainId ? -1 : undefined}>
          {children}
        </Main>
        {footer}
      </Content>
    </>
  );
}

const TopBar = styled.header`
  ${topBarStyles}
`;

const beside = css`
  margin-left: ${({ theme: t }) => t.layout.sidebarWidth}px;
`;

const Content = styled.div<{ $beside: boolean | 'wide' }>`
  padding-top: ${({ theme: t }) => t.layout.topBarHeight}px;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  transition: margin-left 0.2s ease;
  ${({ $beside }) => ($beside === true ? beside : '')}

  @media ${SIDEBAR_BESIDE_QUERY} {
    ${({ $beside }) => ($beside === 'wide' ? beside : '')}
  }
`;

const Main = styled.main`
  ${mainColumnStyles}

  &:focus {
    outline: none;
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

  ${({ theme: t }) => t.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 402px);
  }
`;
