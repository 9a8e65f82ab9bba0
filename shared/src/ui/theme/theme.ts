/**
 * Kinora's theme: two colour schemes from one set of design tokens, a dark one in the family of
 * the big video sites (the default) and a light one, with the brand red of the logo. Every app
 * reads it through styled-components' `theme` prop; nothing hard-codes colours.
 *
 * `theme.colors.x` is a CSS custom property (`var(--k-x)`), not a colour. Each scheme's values are
 * in color-schemes.json; the page's head declares them (shared/build/theme-head.cjs) under
 * `:root[data-theme="dark"]` and `:root[data-theme="light"]`, so the scheme changes with an
 * attribute on `<html>`, with no re-render, is right before any script runs, and no script the
 * first visit downloads carries the colours.
 */
import type schemes from './color-schemes.json';

const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1440 } as const;

/** The tokens' names: each scheme has a value of every one. */
export type ColorToken = keyof (typeof schemes)['dark'];
export type ColorSchemeName = keyof typeof schemes;

/**
 * The tokens, in the schemes' order. Some of their uses: `surfaceFloating` is behind menus,
 * dialogs, toasts and panels over the page; `textInverseHover` and `surfaceRaisedHover` are the
 * primary (text-coloured) and secondary buttons under the pointer; `dangerFill` is behind white
 * text (destructive buttons), AA in both schemes; `badge` is behind white text over thumbnails,
 * dark in both.
 */
const TOKENS = (
  'background surface surfaceRaised surfaceFloating surfaceHover surfaceActive ' +
  'overlay border borderStrong text textMuted textInverse textInverseHover ' +
  'surfaceRaisedHover accent accentHover onAccent link focus danger dangerHover ' +
  'dangerFill dangerFillHover success warning inputBackground skeleton ' +
  'skeletonShine badge'
).split(' ') as ColorToken[];

/** `surfaceRaised` is `var(--k-surface-raised)`. */
const colors = Object.fromEntries(
  TOKENS.map((token) => [
    token,
    `var(--k-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)})`,
  ]),
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
