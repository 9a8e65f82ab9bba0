import { Frame, Outlet, ToastHost } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useSidebar } from '../hooks/use-sidebar';
import { Footer } from './footer';
import { ScrollToTopButton } from './scroll-to-top-button';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import type { ReactNode } from 'react';

export interface AppLayoutProps {
  /** The signed-in person's controls in the top bar (notifications). */
  topBarActions?: ReactNode;
  /** Over every page's content: what the account must see wherever it is. */
  notice?: ReactNode;
  /** Over every page, in a corner: what goes on while the person browses (the uploads panel). */
  floating?: ReactNode;
}

/** The frame around every page: fixed top bar, toggleable sidebar, content, footer, toasts, uploads. */
export function AppLayout({ topBarActions, notice, floating }: AppLayoutProps) {
  const t = useT();
  const sidebar = useSidebar();
  return (
    <>
      <SkipLink href="#main-content">{t('Skip to content')}</SkipLink>
      <Frame
        topBar={
          <TopBar
            onToggleSidebar={sidebar.toggle}
            sidebarOpen={sidebar.open}
            signedInActions={topBarActions}
          />
        }
        sidebar={
          <Sidebar
            open={sidebar.open}
            overlay={sidebar.overlay}
            onNavigate={sidebar.closeIfOverlay}
            onClose={sidebar.close}
          />
        }
        sidebarBeside={sidebar.open && !sidebar.overlay}
        footer={<Footer />}
        mainId="main-content"
      >
        {notice}
        <Outlet />
      </Frame>
      <ScrollToTopButton />
      {floating}
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
