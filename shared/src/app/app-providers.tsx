import { ROUTER_LINKS } from '../routing/router-links';
import { LinkProvider } from '../ui/link';
import { GlobalStyle } from '../ui/theme/global-style';
import { KinoraThemeProvider } from '../ui/theme/kinora-theme-provider';
import type { ReactNode } from 'react';

/**
 * Theme, global CSS and the router's links for a whole page: the shell, and each remote's
 * standalone host. The toast container is separate (`ToastHost`) because only the shell may
 * render it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <KinoraThemeProvider>
      <GlobalStyle />
      <LinkProvider value={ROUTER_LINKS}>{children}</LinkProvider>
    </KinoraThemeProvider>
  );
}
