import fs from 'node:fs/promises';
import path from 'node:path';
import { SEGMENT_SECONDS } from './ffmpeg-command';

export interface Entry {
  seconds: number;
  uri: string;
}

export interface MediaPlaylist {
  /** Everything before the first segment but the target duration, which depends on them. */
  header: string[];
  entries: Entry[];
  /** What follows the last segment (`#EXT-X-ENDLIST`). */
  trailer: string[];
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const header: string[] = [];
  const entries: Entry[] = [];
  const trailer: string[] = [];
  let pending: number | null = null;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#EXT-X-TARGETDURATION')) continue;
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) pending = Number(extinf[1]);
    else if (!line.startsWith('#') && pending !== null) {
      entries.push({ seconds: pending, uri: line });
      pending = null;
    } else (entries.length === 0 ? header : trailer).push(line);
  }
  return { header, entries, trailer };
}

/** Served segments that later pieces can no longer change, and the pieces of the one still open. */
export interface Grouping {
  closed: Entry[][];
  open: Entry[];
}

/**
 * Which of ffmpeg's keyframe-long pieces make each served segment: the first alone, then enough
 * to fill a full segment each (a little short of it still counts, as timestamps rarely land on
 * the exact boundary). A group closes as soon as it is full, so the groups of a rendition still
 * being written are the first groups of the finished one: a growing playlist only ever gains
 * segments.
 */
export function closedGroups(entries: Entry[], segmentSeconds = SEGMENT_SECONDS): Grouping {
  const [first, ...rest] = entries;
  if (!first) return { closed: [], open: [] };
  const closed: Entry[][] = [[first]];
  let current: Entry[] = [];
  let seconds = 0;
  for (const entry of rest) {
    current.push(entry);
    seconds += entry.seconds;
    if (seconds >= segmentSeconds * 0.9) {
      closed.push(current);
      current = [];
      seconds = 0;
    }
  }
  return { closed, open: current };
}

/**
 * The served playlist of `groups`. `minTarget` keeps a growing playlist's target duration from
 * changing as segments join it (players pace their reloads by it).
 */
export function renderMediaPlaylist(
  playlist: MediaPlaylist,
  groups: Entry[][],
  minTarget = 1,
): string {
  const durations = groups.map((group) => group.reduce((sum, entry) => sum + entry.seconds, 0));
  const target = Math.max(minTarget, ...durations.map((seconds) => Math.round(seconds)));
  const lines = [...playlist.header];
  const version = lines.findIndex((line) => line.startsWith('#EXT-X-VERSION'));
  lines.splice(version + 1, 0, `#EXT-X-TARGETDURATION:${target}`);
  groups.forEach((group, index) => {
    lines.push(`#EXTINF:${(durations[index] ?? 0).toFixed(6)},`, segmentName(index));
  });
  lines.push(...playlist.trailer);
  return `${lines.join('\n')}\n`;
}

export const segmentName = (index: number) => `seg_${String(index).padStart(5, '0')}.m4s`;

/**
 * One fMP4 piece without its `styp` and `sidx` boxes: a served segment is one `styp` followed by
 * its pieces' movie fragments (`moof` + `mdat` pairs, which HLS allows several of). The `sidx`
 * boxes would only index one piece each, and no HLS player reads them.
 */
export function fragmentsOf(piece: Buffer, keepType: boolean): Buffer {
  const kept: Buffer[] = [];
  let at = 0;
  while (at + 8 <= piece.length) {
    const size = piece.readUInt32BE(at);
    const type = piece.toString('latin1', at + 4, at + 8);
    if (size < 8 || at + size > piece.length)
      throw new Error(`Malformed box "${type}" in a segment.`);
    if (type !== 'sidx' && (type !== 'styp' || keepType)) kept.push(piece.subarray(at, at + size));
    at += size;
  }
  return Buffer.concat(kept);
}

/** One served segment from its group of pieces in `dir`, written to `file`. */
export async function writeServedSegment(dir: string, group: Entry[], file: string): Promise<void> {
  const pieces = await Promise.all(group.map((entry) => fs.readFile(path.join(dir, entry.uri))));
  const segment =
    pieces.length === 1 && pieces[0]
      ? pieces[0]
      : Buffer.concat(pieces.map((piece, i) => fragmentsOf(piece, i === 0)));
  await fs.writeFile(file, segment);
}
