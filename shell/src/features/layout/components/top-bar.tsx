import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ButtonLink, hrefs, Logo, usePopover, useSession } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ArrowBackIcon, CreateIcon, MenuIcon, MoreIcon, SearchIcon } from '../../../lib/icons';
import { SearchBox } from './search-box';

// Visitors never open the account menu: its code comes with the signed-in top bar only.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));

/**
 * Fetches the account menu's code now: for someone whose session is being restored, so it comes
 * beside the session instead of after it.
 */
export function preloadUserMenu(): void {
  loadUserMenu().catch(() => undefined);
}
// Nor the settings menu visitors have (the theme, the language) until it is first opened.
const VisitorMenu = lazy(async () => ({ default: (await import('./visitor-menu')).VisitorMenu }));

interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** More buttons for signed-in people beside Create (the notification bell), from the app. */
  signedInActions?: ReactNode;
}

export function TopBar({ sidebarOpen, onToggleSidebar, signedInActions }: TopBarProps) {
  const t = useT();
  const user = useSession((state) => state.user);
  // On phones the search box opens over the whole bar, as on the big video sites.
  const [searching, setSearching] = useState(false);
  if (searching) {
    return (
      <>
        <RoundButton
          type="button"
          aria-label={t('Close search')}
          onClick={() => setSearching(false)}
        >
          <ArrowBackIcon />
        </RoundButton>
        <SearchBox autoFocus onSearched={() => setSearching(false)} />
      </>
    );
  }
  return (
    <>
      <Start>
        <MenuButton
          type="button"
          aria-label={sidebarOpen ? t('Close menu') : t('Open menu')}
          aria-expanded={sidebarOpen}
          aria-controls="app-sidebar"
          onClick={onToggleSidebar}
        >
          <MenuIcon />
        </MenuButton>
        <Logo />
      </Start>
      <WideOnly>
        <SearchBox />
      </WideOnly>
      <End>
        <NarrowOnly>
          <RoundButton
            type="button"
            aria-label={t('Open search')}
            onClick={() => setSearching(true)}
          >
            <SearchIcon />
          </RoundButton>
        </NarrowOnly>
        {user ? (
          <>
            <CreateLink to={hrefs.uploadVideo()} $variant="secondary" $size="sm">
              <CreateIcon />
              <span className="label">{t('Create')}</span>
            </CreateLink>
            {signedInActions}
            <Suspense fallback={<AvatarSpace />}>
              <UserMenu user={user} />
            </Suspense>
          </>
        ) : (
          <>
            <VisitorSettings />
            <VisitorLink to={hrefs.login()} $variant="ghost" $size="sm">
              {t('Login')}
            </VisitorLink>
            <VisitorLink to={hrefs.register()} $size="sm">
              {t('Register')}
            </VisitorLink>
          </>
        )}
      </End>
    </>
  );
}

/** A visitor's settings button and its menu, loaded when it first opens. */
function VisitorSettings() {
  const t = useT();
  const { open, popupId, wrapperRef, buttonProps } = usePopover();
  return (
    <div ref={wrapperRef} style={{ position: 'relative' }}>
      <RoundButton {...buttonProps} type="button" aria-label={t('Settings')} aria-haspopup="menu">
        <MoreIcon />
      </RoundButton>
      {open && (
        <Suspense fallback={null}>
          <VisitorMenu id={popupId} />
        </Suspense>
      )}
    </div>
  );
}

const Start = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-shrink: 0;
`;

const NARROW = '(max-width: 599px)';

// A phone's bar holds a visitor's two links in the longer languages too ("Se connecter").
const End = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 8px;
  flex-shrink: 0;

  @media ${NARROW} {
    gap: 2px;
  }
`;

const VisitorLink = styled(ButtonLink)`
  @media ${NARROW} {
    padding: 0 10px;
  }
`;

const WideOnly = styled.div`
  flex: 1;
  display: flex;
  min-width: 0;

  @media ${NARROW} {
    display: none;
  }
`;

const NarrowOnly = styled.div`
  display: none;

  @media ${NARROW} {
    display: block;
  }
`;

/** Upload, as the big video sites put it: a labelled pill on wide screens, the icon on phones. */
const CreateLink = styled(ButtonLink)`
  @media ${NARROW} {
    width: 40px;
    min-height: 40px;
    padding: 0;
    border-radius: 50%;
    background: transparent;

    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    svg {
      width: 24px;
      height: 24px;
    }
  }
`;

const MenuButton = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  place-items: center;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const RoundButton = styled(MenuButton)``;

/** The avatar button's size while the account menu's code loads, so the top bar does not move. */
const AvatarSpace = styled.span`
  display: block;
  width: 32px;
  height: 32px;
`;
