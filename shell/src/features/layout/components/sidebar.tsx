import { NavLink, hrefs, sidebarStyles, useSession } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import {
  CommunityIcon,
  ExploreIcon,
  HistoryIcon,
  HomeIcon,
  LikedIcon,
  MyVideosIcon,
  PlaylistIcon,
  SubscriptionsIcon,
  WatchLaterIcon,
} from '../../../lib/icons';
import type { ComponentType, SVGProps } from 'react';

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

interface SidebarProps {
  open: boolean;
  overlay: boolean;
  onNavigate: () => void;
  onClose: () => void;
}

export function Sidebar({ open, overlay, onNavigate, onClose }: SidebarProps) {
  const t = useT();
  const signedIn = useSession((state) => state.user !== null);
  const publicItems: NavItem[] = [
    { to: hrefs.home(), label: t('Home'), Icon: HomeIcon },
    { to: hrefs.explore(), label: t('Explore'), Icon: ExploreIcon },
    { to: hrefs.community(), label: t('Community'), Icon: CommunityIcon },
  ];
  const personalItems: NavItem[] = [
    { to: hrefs.subscriptions(), label: t('Subscriptions'), Icon: SubscriptionsIcon },
    { to: hrefs.history(), label: t('History'), Icon: HistoryIcon },
    { to: hrefs.playlists(), label: t('Playlists'), Icon: PlaylistIcon },
    { to: hrefs.watchLater(), label: t('Watch later'), Icon: WatchLaterIcon },
    { to: hrefs.likedVideos(), label: t('Liked videos'), Icon: LikedIcon },
    { to: hrefs.myVideos(), label: t('My Videos'), Icon: MyVideosIcon },
  ];
  const renderItem = ({ to, label, Icon }: NavItem) => (
    <li key={to}>
      <NavLink to={to} end onClick={onNavigate}>
        <Icon width={22} height={22} />
        <span>{label}</span>
      </NavLink>
    </li>
  );

  return (
    <>
      {overlay && open && <Scrim aria-hidden="true" onClick={onClose} />}
      <Aside id="app-sidebar" $open={open} aria-label={t('Main')} hidden={!open}>
        <nav aria-label={t('Main navigation')}>
          <ul>{publicItems.map(renderItem)}</ul>
          {signedIn && (
            <>
              <Heading>{t('You')}</Heading>
              <ul>{personalItems.map(renderItem)}</ul>
            </>
          )}
        </nav>
      </Aside>
    </>
  );
}

const Aside = styled.aside<{ $open: boolean }>`
  ${sidebarStyles}
  overflow-y: auto;
  padding: 12px;

  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    margin-bottom: 12px;
  }

  a {
    display: flex;
    align-items: center;
    gap: 20px;
    padding: 10px 12px;
    border-radius: 10px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: 0.95rem;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  a.active {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Heading = styled.h2`
  margin: 0;
  padding: 4px 12px 8px;
  font-size: 1rem;
`;

const Scrim = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.layout.topBarHeight}px 0 0 0;
  z-index: ${({ theme }) => theme.zIndices.scrim};
  background: rgb(0 0 0 / 50%);
`;
