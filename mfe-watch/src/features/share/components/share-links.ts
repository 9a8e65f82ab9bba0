import { hrefs } from '@kinora/shared';

/** Escapes text for a double-quoted HTML attribute of the embed code people paste elsewhere. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The link to the watch page, starting `start` seconds in when given. */
export function shareUrl(origin: string, videoId: string, start: number | null): string {
  return (
    origin + (start !== null && start >= 1 ? hrefs.watchAt(videoId, start) : hrefs.watch(videoId))
  );
}

/** An `<iframe>` of the server's embed page, 16:9 at the size other sites usually give players. */
export function embedCode(
  origin: string,
  videoId: string,
  title: string,
  start: number | null,
): string {
  const src = origin + hrefs.embed(videoId, start ?? 0);
  return `<iframe width="560" height="315" src="${attribute(src)}" title="${attribute(title)}" frameborder="0" allow="fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}
