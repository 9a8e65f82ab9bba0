import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closedGroups,
  fragmentsOf,
  parseMediaPlaylist,
  renderMediaPlaylist,
  writeServedSegment,
} from './segment-groups';

const box = (type: string, body: string) => {
  const payload = Buffer.from(body, 'latin1');
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};
const piece = (n: number) =>
  Buffer.concat([
    box('styp', 'msdh'),
    box('sidx', `i${n}`),
    box('moof', `f${n}`),
    box('mdat', `d${n}`),
  ]);

const ffmpegPlaylist = (durations: number[]) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXT-X-MAP:URI="init.mp4"',
    ...durations.flatMap((seconds, i) => [
      `#EXTINF:${seconds.toFixed(6)},`,
      `seg_${String(i).padStart(5, '0')}.m4s`,
    ]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

const allGroups = (entries: { seconds: number; uri: string }[]) => {
  const { closed, open } = closedGroups(entries);
  return open.length > 0 ? [...closed, open] : closed;
};

describe('closedGroups', () => {
  const entries = (durations: number[]) =>
    durations.map((seconds, i) => ({ seconds, uri: `${i}` }));
  const shape = (durations: number[]) =>
    allGroups(entries(durations)).map((group) => group.map((entry) => entry.uri).join('+'));

  it('keeps the first piece alone and pairs the rest into 4 s segments', () => {
    expect(shape([2, 2, 2, 2, 2, 1.5])).toEqual(['0', '1+2', '3+4', '5']);
  });

  it('closes a segment on a piece ffmpeg already cut long', () => {
    expect(shape([2, 4, 2, 2])).toEqual(['0', '1', '2+3']);
  });

  it('leaves a one-piece video as it is', () => {
    expect(shape([1.2])).toEqual(['0']);
  });

  it('closes groups that later pieces never change, so a growing rendition only gains segments', () => {
    const durations = [2, 2, 2, 2, 2, 2, 1];
    const whole = closedGroups(entries(durations)).closed;
    for (let n = 1; n <= durations.length; n += 1) {
      const { closed, open } = closedGroups(entries(durations.slice(0, n)));
      expect(whole.slice(0, closed.length)).toEqual(closed);
      // What is still open holds less than a served segment.
      expect(open.reduce((sum, entry) => sum + entry.seconds, 0)).toBeLessThan(3.6);
    }
  });
});

describe('fragmentsOf', () => {
  it('drops the segment index boxes, and the type box unless asked to keep it', () => {
    const types = (buffer: Buffer) => {
      const found: string[] = [];
      for (let at = 0; at < buffer.length; at += buffer.readUInt32BE(at))
        found.push(buffer.toString('latin1', at + 4, at + 8));
      return found;
    };
    expect(types(fragmentsOf(piece(1), true))).toEqual(['styp', 'moof', 'mdat']);
    expect(types(fragmentsOf(piece(1), false))).toEqual(['moof', 'mdat']);
  });

  it('refuses a box that runs past the end', () => {
    expect(() => fragmentsOf(piece(1).subarray(0, 30), true)).toThrow(/Malformed box/);
  });
});

describe('writeServedSegment', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps a lone piece whole and joins several into one type box and their fragments', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-segments-'));
    const durations = [2, 2, 2];
    await fs.writeFile(path.join(dir, 'index.m3u8'), ffmpegPlaylist(durations));
    await Promise.all(
      durations.map((_s, i) =>
        fs.writeFile(path.join(dir, `seg_${String(i).padStart(5, '0')}.m4s`), piece(i)),
      ),
    );
    const playlist = parseMediaPlaylist(await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8'));
    const [first, second] = allGroups(playlist.entries);
    await writeServedSegment(dir, first ?? [], path.join(dir, 'a.m4s'));
    await writeServedSegment(dir, second ?? [], path.join(dir, 'b.m4s'));

    expect(await fs.readFile(path.join(dir, 'a.m4s'))).toEqual(piece(0));
    expect(await fs.readFile(path.join(dir, 'b.m4s'))).toEqual(
      Buffer.concat([
        box('styp', 'msdh'),
        box('moof', 'f1'),
        box('mdat', 'd1'),
        box('moof', 'f2'),
        box('mdat', 'd2'),
      ]),
    );
  });
});

describe('renderMediaPlaylist', () => {
  it('announces the longest segment, rounded, as the target duration', () => {
    const playlist = parseMediaPlaylist(ffmpegPlaylist([2, 2, 2.4]));
    const text = renderMediaPlaylist(playlist, allGroups(playlist.entries));
    expect(text).toContain('#EXT-X-TARGETDURATION:4');
    expect(text).toContain('#EXTINF:4.400000,\nseg_00001.m4s');
    expect(text).toContain('#EXT-X-ENDLIST');
  });

  it("keeps a growing playlist's target duration at the served segment length", () => {
    const playlist = parseMediaPlaylist(ffmpegPlaylist([2]));
    const text = renderMediaPlaylist(playlist, allGroups(playlist.entries), 4);
    expect(text).toContain('#EXT-X-TARGETDURATION:4');
  });
});
