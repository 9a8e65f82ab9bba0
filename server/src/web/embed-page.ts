import he from 'he';
import { message, translate, type Message } from '../i18n/translate';
import { SITE_NAME } from './share-meta';
import type { LanguageCode, Video } from '@kinora/contract';

/**
 * The embed page's policy: nothing but its own inline style and the site's media, and any site
 * may frame it (the one page that allows it; the shell says `frame-ancestors 'self'`).
 */
export const EMBED_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "media-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** Black, full-frame, the title over the top edge: how embedded players look elsewhere. */
const STYLE = `
  html, body { margin: 0; height: 100%; background: #000; overflow: hidden; }
  body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #fff; }
  video { display: block; width: 100%; height: 100%; object-fit: contain; background: #000; }
  .title { position: absolute; top: 0; left: 0; right: 0; padding: 10px 14px 24px;
    background: linear-gradient(rgba(0, 0, 0, .7), transparent); pointer-events: none; }
  .title a { pointer-events: auto; color: #fff; text-decoration: none; font-weight: 600;
    display: block; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .title a:hover, .title a:focus-visible { text-decoration: underline; }
  .unavailable { display: flex; height: 100%; align-items: center; justify-content: center;
    flex-direction: column; gap: 8px; color: #ccc; }
  .unavailable a { color: #fff; }
  .warning { text-align: center; padding: 0 24px; }
  .warning h1 { margin: 0; font-size: 18px; color: #fff; }
  .warning p { margin: 0; max-width: 36em; }
  .warning .show { margin-top: 8px; padding: 8px 16px; border-radius: 18px; background: #272727;
    font-weight: 600; text-decoration: none; }
  .warning .show:hover, .warning .show:focus-visible { background: #3f3f3f; }
`;

/** A text of the page in its language, escaped for the HTML around it. */
const textOf = (said: Message, language: LanguageCode) => he.escape(translate(said, language));

const page = (language: LanguageCode, title: string, body: string) => `<!doctype html>
<html lang="${he.escape(language)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${he.escape(title)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    ${body}
  </body>
</html>
`;

/**
 * A player for one video and nothing else: no scripts, so it needs no remote and no bundle. The
 * title links to the watch page in a new tab (the embedding site keeps its visitor). `start`
 * (seconds, from `?t=`) becomes a media fragment, which browsers seek to on load. The page is in
 * the viewer's `language`.
 */
export function renderEmbedPage(
  video: Video,
  watchUrl: string,
  start: number,
  language: LanguageCode,
): string {
  const source = start > 0 ? `${video.videofile}#t=${start}` : video.videofile;
  return page(
    language,
    `${video.title} - ${SITE_NAME}`,
    `<video controls playsinline preload="metadata" poster="${he.escape(video.thumbnail)}" src="${he.escape(source)}"></video>
    <div class="title"><a href="${he.escape(watchUrl)}" target="_blank" rel="noopener">${he.escape(video.title)}</a></div>`,
  );
}

/**
 * A sensitive video's warning in the player's place: no poster and no file until the viewer
 * follows "Show video" (`showUrl`, the same page that then plays it). The title still links to
 * the watch page.
 */
export function renderSensitiveEmbedPage(
  video: Video,
  watchUrl: string,
  showUrl: string,
  language: LanguageCode,
): string {
  return page(
    language,
    `${video.title} - ${SITE_NAME}`,
    `<div class="unavailable warning">
      <h1>${textOf(message('Sensitive content'), language)}</h1>
      <p>${textOf(message('The creator or a moderator marked this video as sensitive. It may not suit everyone.'), language)}</p>
      <a class="show" href="${he.escape(showUrl)}">${textOf(message('Show video'), language)}</a>
    </div>
    <div class="title"><a href="${he.escape(watchUrl)}" target="_blank" rel="noopener">${he.escape(video.title)}</a></div>`,
  );
}

/** The same answer for a private, unready or missing video: none of them may be told apart. */
export function renderUnavailablePage(siteUrl: string, language: LanguageCode): string {
  return page(
    language,
    translate(message('Video unavailable - {{site}}', { site: SITE_NAME }), language),
    `<div class="unavailable"><p>${textOf(message('This video is unavailable'), language)}</p><a href="${he.escape(siteUrl)}" target="_blank" rel="noopener">${SITE_NAME}</a></div>`,
  );
}
