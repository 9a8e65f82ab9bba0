import {
  Link,
  useNavigate,
  Avatar,
  canModerate,
  hrefs,
  MenuItem,
  MenuPanel,
  usePopover,
  useSession,
  type User,
  displayNameOf,
  handleOf,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import {
  JobsIcon,
  LogoutIcon,
  ModerationIcon,
  PlatformIcon,
  SettingsIcon,
  SiteSettingsIcon,
  StudioIcon,
  UsersIcon,
} from '../../../lib/icons';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

/**
 * Avatar button opening a menu with the username, Studio, Settings (Moderation for moderators
 * and admins; Users, Site settings and Platform for admins), the theme, the language and Logout. The server checks the role again on
 * every one of those pages' calls.
 */
export function UserMenu({ user }: { user: User }) {
  const t = useT();
  const { open, setOpen, popupId, wrapperRef, popupRef, buttonProps } = usePopover();
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();

  const signOut = async () => {
    setOpen(false);
    await logout();
    void navigate(hrefs.home());
  };

  return (
    <Wrapper ref={wrapperRef}>
      <AvatarButton
        {...buttonProps}
        type="button"
        aria-label={t('Account menu for {{username}}', { username: user.username })}
        aria-haspopup="menu"
      >
        <Avatar src={user.avatar} alt="" size={32} />
      </AvatarButton>
      {open && (
        <Menu ref={popupRef} id={popupId} role="menu" aria-label={t('Account')}>
          <Header>
            <Avatar src={user.avatar} alt="" size={40} />
            <div>
              <strong>{displayNameOf(user)}</strong>
              <span>{handleOf(user)}</span>
            </div>
          </Header>
          <MenuItem as={Link} role="menuitem" to={hrefs.dashboard()} onClick={() => setOpen(false)}>
            <StudioIcon width={20} height={20} /> {t('Studio')}
          </MenuItem>
          <MenuItem
            as={Link}
            role="menuitem"
            to={hrefs.settingsProfile()}
            onClick={() => setOpen(false)}
          >
            <SettingsIcon width={20} height={20} /> {t('Settings')}
          </MenuItem>
          {canModerate(user) ? (
            <MenuItem
              as={Link}
              role="menuitem"
              to={hrefs.moderation()}
              onClick={() => setOpen(false)}
            >
              <ModerationIcon width={20} height={20} /> {t('Moderation')}
            </MenuItem>
          ) : null}
          {user.isAdmin ? (
            <>
              <MenuItem
                as={Link}
                role="menuitem"
                to={hrefs.adminUsers()}
                onClick={() => setOpen(false)}
              >
                <UsersIcon width={20} height={20} /> {t('Users')}
              </MenuItem>
              <MenuItem
                as={Link}
                role="menuitem"
                to={hrefs.adminSettings()}
                onClick={() => setOpen(false)}
              >
                <SiteSettingsIcon width={20} height={20} /> {t('Site settings')}
              </MenuItem>
              <MenuItem
                as={Link}
                role="menuitem"
                to={hrefs.platform()}
                onClick={() => setOpen(false)}
              >
                <PlatformIcon width={20} height={20} /> {t('Platform')}
              </MenuItem>
              <MenuItem
                as={Link}
                role="menuitem"
                to={hrefs.adminJobs()}
                onClick={() => setOpen(false)}
              >
                <JobsIcon width={20} height={20} /> {t('Jobs')}
              </MenuItem>
            </>
          ) : null}
          <Divider role="separator" />
          <ThemeSwitch />
          <LanguageSwitch />
          <Divider role="separator" />
          <MenuItem as="button" type="button" role="menuitem" onClick={() => void signOut()}>
            <LogoutIcon width={20} height={20} /> {t('Logout')}
          </MenuItem>
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

const Menu = styled(MenuPanel)`
  right: 0;
  top: calc(100% + 8px);
  min-width: 240px;
  border-radius: 12px;
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

const Divider = styled.div`
  margin: 8px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
