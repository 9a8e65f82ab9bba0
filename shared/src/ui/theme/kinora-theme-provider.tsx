import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import type { ReactNode } from 'react';

/** The theme alone (no global CSS): for remotes' standalone hosts and tests. */
export function KinoraThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
