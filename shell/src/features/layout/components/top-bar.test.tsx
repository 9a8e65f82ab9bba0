import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@kinora/shared';
import { THEME_STORAGE_KEY, useThemePreference } from '@kinora/shared/appearance';
import { http } from 'msw';
import {
  apiUrl,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { TopBar } from './top-bar';

const server = setupApiServer();
const noop = () => undefined;

test('offers Login and Register to visitors, and no Create', () => {
  renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />);
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Kinora home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
});

test('offers signed-in people Create, which opens the upload page', () => {
  renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />, {
    session: makeUser({ username: 'ada' }),
  });
  expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/upload-video');
});

test('toggles the sidebar from the menu button', async () => {
  const onToggle = jest.fn();
  const { user } = renderWithProviders(<TopBar sidebarOpen onToggleSidebar={onToggle} />);
  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(onToggle).toHaveBeenCalledTimes(1);
});

test('the avatar menu shows the username, Studio, Settings and Logout; Logout signs out and goes home', async () => {
  let loggedOut = false;
  server.use(
    http.post(apiUrl('/users/logout'), () => {
      loggedOut = true;
      return ok({});
    }),
  );
  const ada = makeUser({ username: 'ada', fullName: 'Ada Lovelace' });
  const { user, router } = renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />, {
    route: '/explore',
    session: ada,
  });
  await user.click(screen.getByRole('button', { name: 'Account menu for ada' }));
  const menu = screen.getByRole('menu', { name: 'Account' });
  expect(menu).toHaveTextContent('@ada');
  expect(screen.getByRole('menuitem', { name: 'Studio' })).toHaveAttribute(
    'href',
    '/creator/dashboard',
  );
  expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/settings/profile',
  );
  // The platform, users and moderation pages are for admins and moderators: others are not shown
  // the way there.
  expect(screen.queryByRole('menuitem', { name: 'Platform' })).toBeNull();
  expect(screen.queryByRole('menuitem', { name: 'Users' })).toBeNull();
  expect(screen.queryByRole('menuitem', { name: 'Site settings' })).toBeNull();
  expect(screen.queryByRole('menuitem', { name: 'Moderation' })).toBeNull();
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(loggedOut).toBe(true);
  expect(useSession.getState().user).toBeNull();
});

test('an admin’s avatar menu leads to the moderation, users, site settings and platform pages', async () => {
  const { user } = renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />, {
    session: makeUser({ username: 'root', isAdmin: true }),
  });
  await user.click(screen.getByRole('button', { name: 'Account menu for root' }));
  expect(screen.getByRole('menuitem', { name: 'Moderation' })).toHaveAttribute(
    'href',
    '/moderation',
  );
  expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  expect(screen.getByRole('menuitem', { name: 'Site settings' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  expect(screen.getByRole('menuitem', { name: 'Platform' })).toHaveAttribute('href', '/platform');
});

test('a moderator’s avatar menu leads to the moderation page only', async () => {
  const { user } = renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />, {
    session: makeUser({ username: 'mo', role: 'moderator' }),
  });
  await user.click(screen.getByRole('button', { name: 'Account menu for mo' }));
  expect(screen.getByRole('menuitem', { name: 'Moderation' })).toHaveAttribute(
    'href',
    '/moderation',
  );
  expect(screen.queryByRole('menuitem', { name: 'Users' })).toBeNull();
  expect(screen.queryByRole('menuitem', { name: 'Site settings' })).toBeNull();
  expect(screen.queryByRole('menuitem', { name: 'Platform' })).toBeNull();
});

test('Escape closes the avatar menu and returns focus to its button', async () => {
  const { user } = renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />, {
    session: makeUser({ username: 'ada' }),
  });
  const button = screen.getByRole('button', { name: 'Account menu for ada' });
  await user.click(button);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('on phones the search opens over the bar, searches, and closes again', async () => {
  const { user, router } = renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />, {
    path: '/*',
  });
  // jsdom applies no media queries, so the phone-only button counts as hidden here.
  await user.click(screen.getByRole('button', { name: 'Open search', hidden: true }));
  const input = screen.getByRole('combobox', { name: 'Search videos' });
  expect(input).toHaveFocus();
  await user.type(input, 'trailers{Enter}');
  expect(router.state.location.search).toBe('?search_query=trailers');
  expect(screen.getByRole('button', { name: 'Open search', hidden: true })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close search' })).not.toBeInTheDocument();
});

describe('the theme switch', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    useThemePreference.setState({ preference: 'system' });
  });

  test("visitors choose it in the settings menu; it starts on the system's", async () => {
    const { user } = renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu', { name: 'Settings' });
    const system = within(menu).getByRole('menuitemradio', { name: 'System' });
    expect(system).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(system).toHaveFocus());

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Light' }));
    expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(system).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  test('signed-in people find it in the account menu', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    useThemePreference.setState({ preference: 'light' });
    const { user } = renderWithProviders(<TopBar sidebarOpen onToggleSidebar={noop} />, {
      session: makeUser({ username: 'ada' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu for ada' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    const theme = within(menu).getByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(theme).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // The menu stays open: the page is seen changing.
    expect(menu).toBeVisible();
  });
});
