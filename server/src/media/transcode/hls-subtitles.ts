/** One language's captions as the master playlist announces them. */
export interface SubtitleRendition {
  /** Its media playlist, relative to the master. */
  uri: string;
  language: string;
  name: string;
}

/** The group every variant names for its subtitles. */
export const SUBTITLES_GROUP = 'subs';

/** A quoted-string attribute may hold neither a double quote nor a line break (RFC 8216 §4.2). */
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, "'")}"`;

/**
 * A master playlist with its captions: a `SUBTITLES` group of one rendition per language (never
 * on by default: the viewer turns them on), named by every variant. Without captions, the master
 * as it is.
 */
export function withSubtitles(master: string, subtitles: readonly SubtitleRendition[]): string {
  if (subtitles.length === 0) return master;
  const media = subtitles.map(
    (s) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=${quoted(SUBTITLES_GROUP)},LANGUAGE=${quoted(s.language)},` +
      `NAME=${quoted(s.name)},DEFAULT=NO,AUTOSELECT=YES,URI=${quoted(s.uri)}`,
  );
  const lines = master
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .filter((l) => !l.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'));
  const firstVariant = lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF:'));
  const at = firstVariant < 0 ? lines.length : firstVariant;
  const variants = lines
    .slice(at)
    .map((l) =>
      l.startsWith('#EXT-X-STREAM-INF:') && !l.includes('SUBTITLES=')
        ? `${l},SUBTITLES=${quoted(SUBTITLES_GROUP)}`
        : l,
    );
  return `${[...lines.slice(0, at), ...media, ...variants].join('\n')}\n`;
}

/**
 * The media playlist of one language's captions: the whole WebVTT file as one segment spanning
 * the video (valid HLS: the target duration is at least the segment's).
 */
export function subtitlePlaylist(vttUri: string, durationSeconds: number): string {
  const seconds = durationSeconds > 0 ? durationSeconds : 1;
  return `${[
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(3)},`,
    vttUri,
    '#EXT-X-ENDLIST',
  ].join('\n')}\n`;
}
