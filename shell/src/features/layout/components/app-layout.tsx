import { mainColumnStyles, Outlet, SIDEBAR_WIDTH, TOP_BAR_HEIGHT, ToastHost } from '@kinora/shared';
import styled from 'styled-components';
import { useSidebar } from '../hooks/use-sidebar';
import { Footer } from './footer';
import { ScrollToTopButton } from './scroll-to-top-button';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import type { ReactNode } from 'react';

/** The frame around every page: fixed top bar, toggleable sidebar, content, footer, toasts. */
export function AppLayout({ topBarActions }: { topBarActions?: ReactNode }) {
  const sidebar = useSidebar();
  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <TopBar
        onToggleSidebar={sidebar.toggle}
        sidebarOpen={sidebar.open}
        signedInActions={topBarActions}
      />
      <Sidebar
        open={sidebar.open}
        overlay={sidebar.overlay}
        onNavigate={sidebar.closeIfOverlay}
        onClose={sidebar.close}
      />
      <Content $shifted={sidebar.open && !sidebar.overlay}>
        <Main id="main-content" tabIndex={-1}>
          <Outlet />
        </Main>
        <Footer />
      </Content>
      <ScrollToTopButton />
      <ToastHost />
    </>
  );
}

const SkipLink = styled.a`
  position: fixed;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    top: 8px;
  }
`;

const Content = styled.div<{ $shifted: boolean }>`
  padding-top: ${TOP_BAR_HEIGHT}px;
  margin-left: ${({ $shifted }) => ($shifted ? `${SIDEBAR_WIDTH}px` : '0')};
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  transition: margin-left 0.2s ease;
`;

const Main = styled.main`
  ${mainColumnStyles}

  &:focus {
    outline: none;
  }
`;
