'use strict';
const schemes = require('../src/ui/theme/color-schemes.json');

/**
 * What the page's `<head>` (index.html) carries for its colour scheme, so the first paint (the
 * server's drawing of the first screen, or the app) is in the right one with no flash of the
 * other.
 *
 * The style: each scheme's value of every colour token (`theme.colors.x` is `var(--k-x)`, see
 * src/ui/theme/theme.ts) under `:root[data-theme="dark"]` and `:root[data-theme="light"]`. Dark
 * is the default (a page whose script could not run follows the system's setting). The light
 * scheme is after the big video sites' light theme: text, muted text, links, the accent and the
 * status colours are at least 4.5:1 on the background and on `surfaceRaised` (WCAG AA), the
 * strong border and the focus ring at least 3:1.
 */
const declarations = (scheme) =>
  Object.entries(schemes[scheme])
    .map(
      ([token, value]) => `--k-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value};`,
    )
    .join('');

/** react-toastify reads these: toasts in the site's colours, in either scheme. */
const TOASTS =
  ':root{--toastify-color-dark:var(--k-surface-floating);--toastify-text-color-dark:var(--k-text);' +
  '--toastify-color-success:var(--k-success);--toastify-color-error:var(--k-danger);' +
  '--toastify-color-info:var(--k-link);--toastify-color-warning:var(--k-warning)}';

const themeStyle =
  `:root,:root[data-theme=dark]{${declarations('dark')}color-scheme:dark}` +
  `:root[data-theme=light]{${declarations('light')}color-scheme:light}` +
  `@media (prefers-color-scheme:light){:root:not([data-theme]){${declarations('light')}color-scheme:light}}` +
  TOASTS;

/**
 * The script, first in the head: sets `<html data-theme>` from the person's choice as
 * `useThemePreference` (@kinora/shared/appearance) stores it ('light', 'dark', or nothing for the
 * system's), and keeps following the system's setting and other tabs' choices while the page is
 * open. It sets `color-scheme` too, so the browser's own canvas is in the right scheme before any
 * stylesheet arrives. The app sets both itself when the choice changes in this tab. The page's
 * Content-Security-Policy allows it by its hash (server/src/web/csp.ts).
 */
const THEME_STORAGE_KEY = 'kinora.theme';

const themeScript =
  '(function(){var d=document.documentElement,m=matchMedia("(prefers-color-scheme: light)");' +
  'function a(){var p=null;try{p=localStorage.getItem("' +
  THEME_STORAGE_KEY +
  '")}catch(e){}' +
  'var t=p==="light"||p==="dark"?p:m.matches?"light":"dark";' +
  'd.setAttribute("data-theme",t);d.style.colorScheme=t}' +
  'a();m.addEventListener("change",a);addEventListener("storage",a)})()';

module.exports = { THEME_STORAGE_KEY, themeStyle, themeScript };
