/**
 * Kinora's one theme: a dark scheme in the family of the big video sites, with the brand red of
 * the logo. Every app reads it through styled-components' `theme` prop; nothing hard-codes colours.
 */
const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1440 } as const;

export const theme = {
  colors: {
    background: '#0f0f0f',
    surface: '#181818',
    surfaceRaised: '#272727',
    surfaceHover: 'rgba(255, 255, 255, 0.1)',
    surfaceActive: 'rgba(255, 255, 255, 0.18)',
    overlay: 'rgba(0, 0, 0, 0.72)',
    border: 'rgba(255, 255, 255, 0.14)',
    borderStrong: 'rgba(255, 255, 255, 0.28)',
    text: '#f1f1f1',
    textMuted: '#aaaaaa',
    textInverse: '#0f0f0f',
    accent: '#e5484d',
    accentHover: '#f0575c',
    onAccent: '#ffffff',
    link: '#3ea6ff',
    focus: '#3ea6ff',
    danger: '#ff4e45',
    dangerHover: '#ff6a62',
    /** Fills behind white text (destructive buttons): 4.98:1 against white, AA. */
    dangerFill: '#d32f2f',
    dangerFillHover: '#c62828',
    success: '#2ba640',
    warning: '#f5b83d',
    inputBackground: '#121212',
    skeleton: '#272727',
    skeletonShine: '#333333',
    badge: 'rgba(0, 0, 0, 0.8)',
  },
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
