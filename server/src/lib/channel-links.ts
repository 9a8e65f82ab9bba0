import { badRequest, fieldError, message } from './http-error';
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
      const said = message('Link {{number}} needs a title.', { number: index + 1 });
      throw badRequest(said, [fieldError(`links.${index}.title`, said)]);
    }
    const field = `links.${index}.url`;
    let parsed: URL;
    try {
      parsed = new URL(link.url);
    } catch {
      const said = message('Link {{number}} is not a valid URL.', { number: index + 1 });
      throw badRequest(said, [fieldError(field, said)]);
    }
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
      const said = message('Link {{number}} must be an http:// or https:// web address.', {
        number: index + 1,
      });
      throw badRequest(said, [fieldError(field, said)]);
    }
    return { title, url: parsed.href };
  });
}
