import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Frame,
  hrefs,
  NavLink,
  Outlet,
  ToastHost,
  useSession,
  useSharedT,
  type RemoteRouteObject,
} from '@kinora/shared';

interface StandaloneFrameProps {
  title: string;
  routes: RemoteRouteObject[];
}

/**
 * A plain stand-in for the shell around one remote on its own dev server: links to the remote's
 * parameter-free routes and the session, so its team can work without the other apps.
 */
export function StandaloneFrame({ title, routes }: StandaloneFrameProps) {
  const t = useSharedT();
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const links = routes.filter((route) => !route.path.includes(':'));
  return (
    <>
      <Frame
        topBar={
          <>
            <strong>{title}</strong>
            <Nav aria-label={t('Remote routes')}>
              {links.map((route) => (
                <NavLink key={route.path} to={route.path} end>
                  {route.path}
                </NavLink>
              ))}
            </Nav>
            <Session>
              {user ? (
                <>
                  <span>{user.username}</span>
                  <Button $variant="ghost" $size="sm" onClick={() => void logout()}>
                    {t('Logout')}
                  </Button>
                </>
              ) : (
                <ButtonLink to={hrefs.login()} $size="sm">
                  {t('Login')}
                </ButtonLink>
              )}
            </Session>
          </>
        }
      >
        <Outlet />
      </Frame>
      <ToastHost />
    </>
  );
}

/** One line in the bar's height: a remote with many routes scrolls them sideways. */
const Nav = styled.nav`
  display: flex;
  gap: 4px;
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  white-space: nowrap;

  a {
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a:hover,
  a.active {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Session = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;
