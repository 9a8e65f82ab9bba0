import { act } from '@testing-library/react';
import { colorSchemeOf, THEME_STORAGE_KEY, useThemePreference } from './use-theme-preference';

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

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  useThemePreference.setState({ preference: 'system' });
  systemPrefers('dark');
});

test('the system setting decides until a scheme is chosen', () => {
  expect(colorSchemeOf('system', true)).toBe('light');
  expect(colorSchemeOf('system', false)).toBe('dark');
  expect(colorSchemeOf('light', false)).toBe('light');
  expect(colorSchemeOf('dark', true)).toBe('dark');
});

test('a choice is kept in this browser and repaints the page at once', () => {
  act(() => useThemePreference.getState().setPreference('light'));
  expect(useThemePreference.getState().preference).toBe('light');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  expect(pageScheme()).toBe('light');

  act(() => useThemePreference.getState().setPreference('dark'));
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(pageScheme()).toBe('dark');
});

test('choosing System forgets the choice and follows the system again', () => {
  systemPrefers('light');
  act(() => useThemePreference.getState().setPreference('dark'));
  act(() => useThemePreference.getState().setPreference('system'));
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  expect(pageScheme()).toBe('light');
});

test("another tab's choice reaches the switch in this one", () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
  });
  expect(useThemePreference.getState().preference).toBe('light');
});
