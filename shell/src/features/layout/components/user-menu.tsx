import { useEffect, useId, useRef, useState } from 'react';
import {
  Link,
  useNavigate,
  Avatar,
  canModerate,
  hrefs,
  useSession,
  type User,
} from '@kinora/shared';
import styled from 'styled-components';
import {
  LogoutIcon,
  ModerationIcon,
  PlatformIcon,
  SettingsIcon,
  SiteSettingsIcon,
  StudioIcon,
  UsersIcon,
} from '../../../lib/icons';

/**
 * Avatar button opening a menu with the username, Studio, Settings (Moderation for moderators
 * and admins; Users, Site settings and Platform for admins) and Logout. The server checks the role again on
 * every one of those pages' calls.
 */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    wrapper.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await logout();
    void navigate(hrefs.home());
  };

  return (
    <Wrapper ref={wrapper}>
      <AvatarButton
        ref={button}
        type="button"
        aria-label={`Account menu for ${user.username}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={user.avatar} alt="" size={32} />
      </AvatarButton>
      {open && (
        <Menu id={menuId} role="menu" aria-label="Account">
          <Header>
            <Avatar src={user.avatar} alt="" size={40} />
            <div>
              <strong>{user.fullName}</strong>
              <span>@{user.username}</span>
            </div>
          </Header>
          <Item as={Link} role="menuitem" to={hrefs.dashboard()} onClick={() => setOpen(false)}>
            <StudioIcon width={20} height={20} /> Studio
          </Item>
          <Item
            as={Link}
            role="menuitem"
            to={hrefs.settingsProfile()}
            onClick={() => setOpen(false)}
          >
            <SettingsIcon width={20} height={20} /> Settings
          </Item>
          {canModerate(user) ? (
            <Item as={Link} role="menuitem" to={hrefs.moderation()} onClick={() => setOpen(false)}>
              <ModerationIcon width={20} height={20} /> Moderation
            </Item>
          ) : null}
          {user.isAdmin ? (
            <>
              <Item
                as={Link}
                role="menuitem"
                to={hrefs.adminUsers()}
                onClick={() => setOpen(false)}
              >
                <UsersIcon width={20} height={20} /> Users
              </Item>
              <Item
                as={Link}
                role="menuitem"
                to={hrefs.adminSettings()}
                onClick={() => setOpen(false)}
              >
                <SiteSettingsIcon width={20} height={20} /> Site settings
              </Item>
              <Item as={Link} role="menuitem" to={hrefs.platform()} onClick={() => setOpen(false)}>
                <PlatformIcon width={20} height={20} /> Platform
              </Item>
            </>
          ) : null}
          <Item as="button" type="button" role="menuitem" onClick={() => void signOut()}>
            <LogoutIcon width={20} height={20} /> Logout
          </Item>
        </Menu>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const AvatarButton = styled.button`
  border: 0;
  padding: 0;
  background: transparent;
  border-radius: 50%;
  cursor: pointer;
  display: grid;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 240px;
  padding: 8px 0;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 32px rgb(0 0 0 / 45%);
`;

const Header = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 8px 16px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 8px;

  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  text-align: left;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
    outline: none;
  }
`;
