import he from 'he';
import { OWN_VIDEO_ID_PATTERN, type LanguageCode } from '@kinora/contract';
import { message, translate } from '../i18n/translate';
import { toVideo, type MediaLinkSigner } from '../videos';
import { createUserRepository } from '../accounts';
import { createVideoRepository } from '../videos';
import { avatarUrl, pageUrl } from '../lib/public-urls';
import type { ShareKind } from '@kinora/shared/routing';
import type { RecordedPage } from './first-screen';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The site's name in titles and `og:site_name`. */
export const SITE_NAME = 'Kinora';
const GENERIC_DESCRIPTION = message('Watch and share videos on Kinora.');
/** Chat apps cut descriptions short anyway; a long one only makes the page heavier. */
const DESCRIPTION_LIMIT = 200;

/** What a link preview says about a page; rendered into the shell's `<head>` by `renderShareTags`. */
export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute URLs from here on; each is left out without a configured base (see `shareMetaFor`). */
  url?: string;
  image?: string;
  type: 'website' | 'video.other' | 'profile';
  /** An own public video's progressive MP4, for players that unfurl it inline. */
  video?: { url: string; width: number; height: number };
  /** Unlisted: shareable, but search engines must not index it. */
  noindex?: boolean;
  /**
   * Not part of the preview: the image the page itself shows first and largest (the player's
   * poster), as the page requests it, so the shell page can ask for it early.
   */
  leadImage?: string;
}

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LIMIT ? `${flat.slice(0, DESCRIPTION_LIMIT - 1)}…` : flat;
};

/**
 * The preview of a video's or a channel's page (the kind its remote's route record gives it,
 * `share`, and the route's parameter: the video's id or the channel's username), at `pathname`;
 * null for anything else. A private,
 * unready or missing video gets the generic preview, the same for all three, so a link never
 * tells who does not own a video whether it exists or what it is called.
 *
 * `siteUrl` is PUBLIC_URL, never the request's host (see `pagesBaseOf`). Without it the preview
 * has no `og:url`, `og:image` or `og:video`: they must be absolute, and nothing the request says
 * may make them so. The site's own words are in `language`, the request's.
 */
export async function shareMetaFor(
  db: Kysely<Database>,
  signer: MediaLinkSigner,
  siteUrl: string | null,
  { kind, param }: RecordedPage<ShareKind>,
  pathname: string,
  language: LanguageCode,
): Promise<ShareMeta | null> {
  const genericDescription = translate(GENERIC_DESCRIPTION, language);
  // The page's own path as the request named it; media links as the mappers made them (paths on
  // the API, or a CDN's absolute URLs).
  const page = (path: string) => (siteUrl ? { url: pageUrl(siteUrl, path) } : {});
  const media = (url: string) =>
    /^https?:\/\//.test(url) ? url : siteUrl ? `${siteUrl}${url}` : undefined;
  const generic: ShareMeta = {
    title: SITE_NAME,
    description: genericDescription,
    ...page(pathname),
    type: 'website',
  };
  if (kind === 'video' && param) {
    const id = param;
    if (!OWN_VIDEO_ID_PATTERN.test(id)) return generic;
    const row = await createVideoRepository(db).findById(id);
    if (!row?.is_watchable) return generic;
    // Public files get their public (cacheable, never expiring) URLs; an unlisted video's are
    // signed for a few hours, which is what anyone opening the link receives too.
    const video = toVideo(row, signer);
    const isPublic = row.visibility === 'public';
    // A sensitive video is shown only after a warning: neither its picture nor its file go in
    // the preview, and the page draws no poster before its script can warn.
    const pictured = !video.sensitive;
    // The largest JPEG: not every chat app shows WebP.
    const image = pictured
      ? media(video.thumbnailSources?.jpeg.at(-1)?.url ?? video.thumbnail)
      : undefined;
    const videofile = pictured ? media(video.videofile) : undefined;
    return {
      title: row.title,
      description: clip(row.description) || genericDescription,
      ...page(`/watch/${id}`),
      ...(image ? { image } : {}),
      type: 'video.other',
      ...(isPublic
        ? {
            ...(videofile
              ? { video: { url: videofile, width: row.width, height: row.height } }
              : {}),
            ...(pictured ? { leadImage: video.thumbnail } : {}),
          }
        : { noindex: true }),
    };
  }
  if (kind === 'channel' && param) {
    const user = await createUserRepository(db).findPublicByUsername(param);
    if (!user) return generic;
    const name = user.full_name || user.username;
    const image = media(avatarUrl(user.avatar_key));
    return {
      title: `${name} (@${user.username})`,
      description:
        clip(user.description) ||
        translate(message('Videos by {{name}} on {{site}}.', { name, site: SITE_NAME }), language),
      ...page(`/channel/${user.username}`),
      ...(image ? { image } : {}),
      type: 'profile',
    };
  }
  return null;
}

const meta = (attribute: 'property' | 'name', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${he.escape(value)}">`;

/** The tags of a preview, every value escaped: titles and descriptions are anyone's text. */
export function renderShareTags(share: ShareMeta): string {
  const tags = [
    `<title>${he.escape(share.title === SITE_NAME ? SITE_NAME : `${share.title} - ${SITE_NAME}`)}</title>`,
    meta('name', 'description', share.description),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', share.title),
    meta('property', 'og:description', share.description),
    meta('property', 'og:type', share.type),
    meta('name', 'twitter:card', share.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', share.title),
    meta('name', 'twitter:description', share.description),
  ];
  if (share.url) tags.push(meta('property', 'og:url', share.url));
  if (share.image)
    tags.push(
      meta('property', 'og:image', share.image),
      meta('name', 'twitter:image', share.image),
    );
  if (share.video)
    tags.push(
      meta('property', 'og:video', share.video.url),
      meta('property', 'og:video:type', 'video/mp4'),
      meta('property', 'og:video:width', String(share.video.width)),
      meta('property', 'og:video:height', String(share.video.height)),
    );
  if (share.noindex) tags.push(meta('name', 'robots', 'noindex'));
  return tags.join('\n    ');
}

/** The shell page with the preview in its head, replacing the page's own `<title>`. */
export function withShareTags(indexHtml: string, share: ShareMeta): string {
  const tags = renderShareTags(share);
  const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, '');
  return withoutTitle.includes('</head>')
    ? // A function, so a `$&` in someone's title is not read as a replacement pattern.
      withoutTitle.replace('</head>', () => `    ${tags}\n  </head>`)
    : `${tags}\n${withoutTitle}`;
}
