import { ROUTER_LINKS } from '../routing/router-links';
import { useSensitiveContentMode } from '../stores/use-sensitive-content-mode';
import { LinkProvider } from '../ui/link';
import { SensitiveContentProvider } from '../ui/sensitive-content';
import { GlobalStyle } from '../ui/theme/global-style';
import { KinoraThemeProvider } from '../ui/theme/kinora-theme-provider';
import type { ReactNode } from 'react';

/**
 * Theme, global CSS, the router's links and how sensitive videos are shown to this viewer, for a
 * whole page: the shell, and each remote's standalone host. The toast container is separate
 * (`ToastHost`) because only the shell may render it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <KinoraThemeProvider>
      <GlobalStyle />
      <LinkProvider value={ROUTER_LINKS}>
        <ViewerSensitiveContent>{children}</ViewerSensitiveContent>
      </LinkProvider>
    </KinoraThemeProvider>
  );
}

/** The viewer's mode for the kit's cards, which draw it without asking anyone themselves. */
function ViewerSensitiveContent({ children }: { children: ReactNode }) {
  return (
    <SensitiveContentProvider value={useSensitiveContentMode()}>
      {children}
    </SensitiveContentProvider>
  );
}
