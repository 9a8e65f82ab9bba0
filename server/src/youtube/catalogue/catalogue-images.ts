import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { runMediaWork } from '../../media/media-work';
import type { CatalogueRecord } from './catalogue-record';

/**
 * Thumbnails and commenter avatars for the offline catalogue, drawn locally (an SVG rasterised by
 * sharp) so the pages look alive with no network. The thumbnail comes in the widths and formats
 * of an uploaded video's (a srcset). The most recently asked images are kept rendered; browsers
 * keep them for a week anyway.
 */
const WIDTH = 640;
const HEIGHT = 360;
/** A few MB at most (the largest image is about 30 KB): every size of the first pages. */
const KEPT_IMAGES = 160;
const rendered = new Map<string, Promise<Buffer>>();

export type ThumbnailFormat = 'webp' | 'jpeg';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Two hues derived from the id: every video gets its own, stable colours. */
function palette(seed: string): [string, string] {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = ((bytes[0] ?? 0) * 360) / 256;
  return [`hsl(${hue.toFixed(0)}, 70%, 45%)`, `hsl(${((hue + 50) % 360).toFixed(0)}, 65%, 22%)`];
}

/** Greedy word wrap; the last line gets an ellipsis when the text does not fit. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, maxChars - 1)}…`;
  return kept;
}

/**
 * The thumbnail's drawing: the title over the video's colours, and its channel. No duration: the
 * cards draw the real one over the image, as for every other video.
 */
export function thumbnailSvg(record: CatalogueRecord): string {
  const [from, to] = palette(record.videoId);
  const lines = wrap(record.title, 24, 3);
  const top = HEIGHT / 2 - ((lines.length - 1) * 48) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${top + i * 48}" font-size="40" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#ffffff">${text}
<text x="40" y="${HEIGHT - 28}" font-size="22" fill-opacity="0.85">${escapeXml(record.channelTitle)}</text>
</g></svg>`;
}

function avatarSvg(channelId: string, name: string): string {
  const [from, to] = palette(channelId);
  const initial = escapeXml((name.replace(/^@/, '').at(0) ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="44" cy="44" r="44" fill="url(#g)"/>
<text x="44" y="58" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${initial}</text>
</svg>`;
}

function once(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const existing = rendered.get(key);
  if (existing) {
    // Most recently used last: the first key is the one to drop.
    rendered.delete(key);
    rendered.set(key, existing);
    return existing;
  }
  const started = render().catch((error: unknown) => {
    rendered.delete(key);
    throw error;
  });
  rendered.set(key, started);
  if (rendered.size > KEPT_IMAGES) {
    const oldest = rendered.keys().next();
    if (!oldest.done) rendered.delete(oldest.value);
  }
  return started;
}

/**
 * One thumbnail at `width` (its height keeps 16:9): the drawing is a vector, rasterised at the
 * density that gives that width, so every size is sharp.
 */
export const renderThumbnail = (
  record: CatalogueRecord,
  width: number = WIDTH,
  format: ThumbnailFormat = 'jpeg',
) =>
  once(`thumb:${record.videoId}:${width}:${format}`, () =>
    runMediaWork(() => {
      const image = sharp(Buffer.from(thumbnailSvg(record)), {
        density: (72 * width) / WIDTH,
      }).resize(width, Math.round((width * HEIGHT) / WIDTH));
      return (
        format === 'webp' ? image.webp({ quality: 78 }) : image.jpeg({ quality: 82, mozjpeg: true })
      ).toBuffer();
    }),
  );

export const renderAvatar = (channelId: string, name: string) =>
  once(`avatar:${channelId}`, () =>
    runMediaWork(() =>
      sharp(Buffer.from(avatarSvg(channelId, name)))
        .png()
        .toBuffer(),
    ),
  );
