import { badRequest } from './http-error';
import type { ChannelLink } from '@kinora/contract';

/**
 * The schema already requires `http(s)://` and no spaces; this also parses each URL, so what is
 * stored is one a browser opens as a web page (a host is required, and `https://` alone is not
 * one), normalised the way the browser would show it.
 */
export function normalizeChannelLinks(links: ChannelLink[]): ChannelLink[] {
  return links.map((link, index) => {
    const title = link.title.trim();
    if (!title) {
      const message = `Link ${index + 1} needs a title.`;
      throw badRequest(message, [{ field: `links.${index}.title`, message }]);
    }
    const field = `links.${index}.url`;
    let parsed: URL;
    try {
      parsed = new URL(link.url);
    } catch {
      const message = `Link ${index + 1} is not a valid URL.`;
      throw badRequest(message, [{ field, message }]);
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
      const message = `Link ${index + 1} must be an http:// or https:// web address.`;
      throw badRequest(message, [{ field, message }]);
    }
    return { title, url: parsed.href };
  });
}
