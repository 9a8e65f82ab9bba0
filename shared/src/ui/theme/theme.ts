/**
 * Kinora's theme: two colour schemes from one set of design tokens, a dark one in the family of
 * the big video sites (the default) and a light one, with the brand red of the logo. Every app
 * reads it through styled-components' `theme` prop; nothing hard-codes colours.
 *
 * `theme.colors.x` is a CSS custom property (`var(--k-x)`), not a colour: the global style sets
 * both schemes' values under `:root[data-theme="dark"]` and `:root[data-theme="light"]`, so the
 * page changes scheme by an attribute on `<html>`, with no re-render, and the server-drawn first
 * screen is right before any script runs.
 */
const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1440 } as const;

const darkColors = {
  background: '#0f0f0f',
  surface: '#181818',
  surfaceRaised: '#272727',
  /** Menus, dialogs, toasts and panels that float over the page. */
  surfaceFloating: '#272727',
  surfaceHover: 'rgba(255, 255, 255, 0.1)',
  surfaceActive: 'rgba(255, 255, 255, 0.18)',
  overlay: 'rgba(0, 0, 0, 0.72)',
  border: 'rgba(255, 255, 255, 0.14)',
  borderStrong: 'rgba(255, 255, 255, 0.28)',
  text: '#f1f1f1',
  textMuted: '#aaaaaa',
  textInverse: '#0f0f0f',
  /** The primary button (text-coloured) under the pointer. */
  textInverseHover: '#d9d9d9',
  /** The secondary button (`surfaceRaised`) under the pointer. */
  surfaceRaisedHover: '#3f3f3f',
  accent: '#e5484d',
  accentHover: '#f0575c',
  onAccent: '#ffffff',
  link: '#3ea6ff',
  /** A faint wash of the link colour: unread rows, tags. */
  linkTint: 'rgba(62, 166, 255, 0.16)',
  focus: '#3ea6ff',
  danger: '#ff4e45',
  dangerHover: '#ff6a62',
  /** Behind an error message or a reported item. */
  dangerTint: 'rgba(255, 78, 69, 0.1)',
  /** Fills behind white text (destructive buttons): 4.98:1 against white, AA. */
  dangerFill: '#d32f2f',
  dangerFillHover: '#c62828',
  success: '#2ba640',
  successTint: 'rgba(43, 166, 64, 0.12)',
  warning: '#f5b83d',
  warningTint: 'rgba(245, 184, 61, 0.08)',
  inputBackground: '#121212',
  skeleton: '#272727',
  skeletonShine: '#333333',
  badge: 'rgba(0, 0, 0, 0.8)',
};

/** The tokens' names: one value of each per scheme. */
export type ColorToken = keyof typeof darkColors;
export type ColorSchemeName = 'dark' | 'light';

/**
 * The light scheme, after the big video sites' light theme. Text, muted text, links, accents and
 * status colours are at least 4.5:1 on the background and on `surfaceRaised` (WCAG AA), the
 * strong border and the focus ring at least 3:1.
 */
const lightColors: Record<ColorToken, string> = {
  background: '#ffffff',
  surface: '#f7f7f7',
  surfaceRaised: '#f2f2f2',
  surfaceFloating: '#ffffff',
  surfaceHover: 'rgba(0, 0, 0, 0.06)',
  surfaceActive: 'rgba(0, 0, 0, 0.12)',
  overlay: 'rgba(0, 0, 0, 0.5)',
  border: 'rgba(0, 0, 0, 0.14)',
  borderStrong: 'rgba(0, 0, 0, 0.45)',
  text: '#0f0f0f',
  textMuted: '#606060',
  textInverse: '#ffffff',
  textInverseHover: '#272727',
  surfaceRaisedHover: '#e5e5e5',
  accent: '#c4262e',
  accentHover: '#a81f26',
  onAccent: '#ffffff',
  link: '#065fd4',
  linkTint: 'rgba(6, 95, 212, 0.08)',
  focus: '#065fd4',
  danger: '#cc0000',
  dangerHover: '#a50000',
  dangerTint: 'rgba(204, 0, 0, 0.06)',
  dangerFill: '#cc0000',
  dangerFillHover: '#a50000',
  success: '#107c2e',
  successTint: 'rgba(16, 124, 46, 0.08)',
  warning: '#8a5a00',
  warningTint: 'rgba(245, 184, 61, 0.16)',
  inputBackground: '#ffffff',
  skeleton: '#ececec',
  skeletonShine: '#f6f6f6',
  badge: 'rgba(0, 0, 0, 0.8)',
};

/** Each scheme's value of every token (the dark one is the default). */
export const colorSchemes: Readonly<Record<ColorSchemeName, Readonly<Record<ColorToken, string>>>> =
  { dark: darkColors, light: lightColors };

/** `surfaceRaised` → `--k-surface-raised`. */
const propertyOf = (token: string) =>
  `--k-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** One scheme as CSS declarations of the tokens' custom properties. */
export function colorSchemeDeclarations(scheme: ColorSchemeName): string {
  return Object.entries(colorSchemes[scheme])
    .map(([token, value]) => `${propertyOf(token)}: ${value};`)
    .join(' ');
}

const colors = Object.fromEntries(
  Object.keys(darkColors).map((token) => [token, `var(${propertyOf(token)})`]),
) as Readonly<Record<ColorToken, string>>;

export const theme = {
  colors,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  /** 4px scale: `theme.space[4]` is 16px. */
  space: [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const,
  radii: { sm: '6px', md: '10px', lg: '14px', pill: '999px', round: '50%' },
  shadows: {
    raised: '0 4px 16px rgba(0, 0, 0, 0.4)',
    dialog: '0 16px 48px rgba(0, 0, 0, 0.6)',
  },
  breakpoints,
  /** Mobile first: `${theme.media.md} { … }` applies from 768px up. */
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  /** The sidebar floats under the top bar's menus; a floating sidebar's scrim is just below it. */
  zIndices: { sticky: 10, scrim: 44, sidebar: 45, topBar: 50, dialog: 1000, toast: 1100 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
  /** The frame around every page, in pixels (see `ui/frame.tsx`). */
  layout: { topBarHeight: 56, sidebarWidth: 232, contentMaxWidth: 1800 },
} as const;

export type KinoraTheme = typeof theme;

declare module 'styled-components' {
  // Augmentation: it gives every styled component the theme's keys.
  export interface DefaultTheme extends KinoraTheme {}
}
