import { create } from 'zustand';
import type { ColorSchemeName } from '@kinora/shared';

/** The person's choice of colour scheme: the system's (the default), or always one of the two. */
export type ThemePreference = 'system' | ColorSchemeName;

/** Where the choice is kept; the head's script (shared/build/theme-head.cjs) reads the same key. */
export const THEME_STORAGE_KEY = 'kinora.theme';

const LIGHT_QUERY = '(prefers-color-scheme: light)';

/** The scheme a choice comes to: the system's setting decides 'system'. */
export function colorSchemeOf(
  preference: ThemePreference,
  systemPrefersLight: boolean,
): ColorSchemeName {
  if (preference !== 'system') return preference;
  return systemPrefersLight ? 'light' : 'dark';
}

function storedPreference(): ThemePreference {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system'; // storage blocked: the system's setting, as on a first visit
  }
}

const systemPrefersLight = () =>
  typeof matchMedia === 'function' && matchMedia(LIGHT_QUERY).matches;

interface ThemePreferenceState {
  preference: ThemePreference;
  /** Keeps the choice in this browser and repaints the page in its scheme at once. */
  setPreference: (preference: ThemePreference) => void;
}

/**
 * The colour scheme the person chose, kept in this browser (localStorage), for signed-in people
 * and visitors alike. The page's scheme is `<html data-theme>`: the head's script sets it before
 * first paint and follows the system's setting and other tabs; `setPreference` sets it here.
 */
export const useThemePreference = create<ThemePreferenceState>()((set) => ({
  preference: typeof window === 'undefined' ? 'system' : storedPreference(),
  setPreference: (preference) => {
    try {
      if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
    const scheme = colorSchemeOf(preference, systemPrefersLight());
    document.documentElement.setAttribute('data-theme', scheme);
    document.documentElement.style.colorScheme = scheme;
    set({ preference });
  },
}));

// A choice made in another tab: the head's script repaints this page; the switch shows it too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null)
      useThemePreference.setState({ preference: storedPreference() });
  });
}
