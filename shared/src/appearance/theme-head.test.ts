import { act } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- the head's script, which reads what this kit writes
import { THEME_STORAGE_KEY as SCRIPT_KEY, themeScript } from '../../build/theme-head.cjs';
import { THEME_STORAGE_KEY, useThemePreference } from './use-theme-preference';

/** The system's setting, as `matchMedia('(prefers-color-scheme: light)')` answers it. */
function systemPrefers(scheme: 'light' | 'dark') {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-color-scheme: light)' && scheme === 'light',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const pageScheme = () => document.documentElement.getAttribute('data-theme');

/** What the page's head does before first paint, run as the page runs it. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the head's own inline script
const runHeadScript = new Function(themeScript) as () => void;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  useThemePreference.setState({ preference: 'system' });
  systemPrefers('dark');
});

test("the head's script reads the store's choice, or the system's setting without one", () => {
  expect(SCRIPT_KEY).toBe(THEME_STORAGE_KEY);
  systemPrefers('light');
  runHeadScript();
  expect(pageScheme()).toBe('light');

  act(() => useThemePreference.getState().setPreference('dark'));
  document.documentElement.removeAttribute('data-theme');
  runHeadScript();
  expect(pageScheme()).toBe('dark');

  localStorage.setItem(THEME_STORAGE_KEY, 'not-a-scheme');
  runHeadScript();
  expect(pageScheme()).toBe('light');
});
