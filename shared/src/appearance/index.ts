// The colour scheme a person chose: a kit the shell bundles with its menus that offer the choice,
// so the federated entry every first visit downloads carries none of it (the page's head applies
// the choice before first paint, see shared/build/theme-head.cjs).
export {
  useThemePreference,
  colorSchemeOf,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './use-theme-preference';
