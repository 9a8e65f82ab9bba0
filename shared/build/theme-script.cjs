'use strict';
const { createHash } = require('node:crypto');

/**
 * The colour scheme before first paint. This script is inlined at the top of the page's `<head>`
 * (index.html), so `<html data-theme>` is set before the server-drawn first screen or the app is
 * painted: no flash of the other scheme. It reads the person's choice as `useThemePreference`
 * stores it ('light', 'dark', or nothing for the system's), and keeps following the system's
 * setting and other tabs' choices while the page is open. The app's code sets the attribute
 * itself when the choice changes in this tab.
 */
const THEME_STORAGE_KEY = 'kinora.theme';

const themeScript =
  '(function(){var d=document.documentElement,m=matchMedia("(prefers-color-scheme: light)");' +
  'function a(){var p=null;try{p=localStorage.getItem("' +
  THEME_STORAGE_KEY +
  '")}catch(e){}' +
  'd.setAttribute("data-theme",p==="light"||p==="dark"?p:m.matches?"light":"dark")}' +
  'a();m.addEventListener("change",a);addEventListener("storage",a)})()';

/** Its hash, for the page's Content-Security-Policy (`script-src`): inline scripts stay banned. */
const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

module.exports = { THEME_STORAGE_KEY, themeScript, themeScriptHash };
