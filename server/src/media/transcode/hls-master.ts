import fs from 'node:fs/promises';
import path from 'node:path';

/** One rendition as the master playlist announces it. */
export interface Variant {
  /** Its playlist, relative to the master. */
  uri: string;
  /** Peak segment bit rate (what players budget for), bits per second. */
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  codecs: string;
  frameRate: number;
}

/**
 * `avc1.PPCCLL` from an fMP4 init segment: profile, constraint flags and level are the three
 * bytes after the version byte of the `avcC` box, exactly the fields RFC 6381 names.
 */
export function avcCodecOf(init: Buffer): string | null {
  const at = init.indexOf('avcC');
  if (at < 0 || at + 8 > init.length) return null;
  const hex = (byte: number | undefined) => (byte ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(init[at + 5])}${hex(init[at + 6])}${hex(init[at + 7])}`;
}

/**
 * Peak and average bit rate of a media playlist's segments. A segment much shorter than the
 * target (the short first one, or a closing fraction of a second) is mostly its keyframe: it
 * would inflate the peak without saying anything about what the player must sustain, so short
 * ones count only when every segment is short (a clip of a few seconds).
 */
export async function bitRatesOf(
  dir: string,
  playlist: string,
): Promise<{ peak: number; average: number }> {
  const segments: { seconds: number; uri: string }[] = [];
  let pending: number | null = null;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) pending = Number(extinf[1]);
    else if (line && !line.startsWith('#') && pending !== null) {
      segments.push({ seconds: pending, uri: line });
      pending = null;
    }
  }
  const target = Number(/^#EXT-X-TARGETDURATION:(\d+)/m.exec(playlist)?.[1] ?? 0);
  const allShort = segments.every((segment) => segment.seconds < target / 2);
  let bits = 0;
  let seconds = 0;
  let peak = 0;
  for (const segment of segments) {
    const size = (await fs.stat(path.join(dir, segment.uri))).size * 8;
    bits += size;
    seconds += segment.seconds;
    const counts = allShort || segment.seconds >= target / 2;
    if (counts && segment.seconds > 0) peak = Math.max(peak, size / segment.seconds);
  }
  return { peak: Math.ceil(peak), average: seconds > 0 ? Math.ceil(bits / seconds) : 0 };
}

const MASTER_HEADER = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];

/** The two lines announcing one variant. */
function variantLines(v: Variant, hasAudio: boolean): string[] {
  const codecs = hasAudio ? `${v.codecs},mp4a.40.2` : v.codecs;
  return [
    `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},` +
      `RESOLUTION=${v.width}x${v.height},FRAME-RATE=${v.frameRate.toFixed(3)},CODECS="${codecs}"`,
    v.uri,
  ];
}

/** The master playlist of an fMP4 ladder (version 7: fMP4 segments need it). */
export function masterPlaylist(variants: Variant[], hasAudio: boolean): string {
  return `${[...MASTER_HEADER, ...variants.flatMap((v) => variantLines(v, hasAudio))].join('\n')}\n`;
}
