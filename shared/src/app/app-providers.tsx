import { GlobalStyle } from '../ui/theme/global-style';
import { KinoraThemeProvider } from '../ui/theme/kinora-theme-provider';
import type { ReactNode } from 'react';

/**
 * Theme and global CSS for a whole page: the shell, and each remote's standalone host. The toast
 * container is separate (`ToastHost`) because only the shell may render it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <KinoraThemeProvider>
      <GlobalStyle />
      {children}
    </KinoraThemeProvider>
  );
}
