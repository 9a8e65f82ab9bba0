import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fragmentsOf,
  groupEntries,
  parseMediaPlaylist,
  regroupSegments,
  renderMediaPlaylist,
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

describe('groupEntries', () => {
  const entries = (durations: number[]) =>
    durations.map((seconds, i) => ({ seconds, uri: `${i}` }));
  const shape = (durations: number[]) =>
    groupEntries(entries(durations)).map((group) => group.map((entry) => entry.uri).join('+'));

  it('keeps the first piece alone and pairs the rest into 4 s segments', () => {
    expect(shape([2, 2, 2, 2, 2, 1.5])).toEqual(['0', '1+2', '3+4', '5']);
  });

  it('closes a segment on a piece ffmpeg already cut long', () => {
    expect(shape([2, 4, 2, 2])).toEqual(['0', '1', '2+3']);
  });

  it('leaves a one-piece video as it is', () => {
    expect(shape([1.2])).toEqual(['0']);
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

describe('regroupSegments', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('rewrites the folder as served: files, durations and target duration', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-segments-'));
    const durations = [2, 2, 2, 2, 2, 0.5];
    await fs.writeFile(path.join(dir, 'index.m3u8'), ffmpegPlaylist(durations));
    await Promise.all(
      durations.map((_s, i) =>
        fs.writeFile(path.join(dir, `seg_${String(i).padStart(5, '0')}.m4s`), piece(i)),
      ),
    );

    await regroupSegments(dir);

    expect((await fs.readdir(dir)).sort()).toEqual([
      'index.m3u8',
      'seg_00000.m4s',
      'seg_00001.m4s',
      'seg_00002.m4s',
      'seg_00003.m4s',
    ]);
    const playlist = parseMediaPlaylist(await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8'));
    expect(playlist.entries.map((entry) => entry.seconds)).toEqual([2, 4, 4, 0.5]);
    expect(playlist.header).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(playlist.trailer).toEqual(['#EXT-X-ENDLIST']);
    expect(await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8')).toContain(
      '#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n',
    );
    expect(await fs.readFile(path.join(dir, 'seg_00000.m4s'))).toEqual(piece(0));
    expect(await fs.readFile(path.join(dir, 'seg_00001.m4s'))).toEqual(
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
    const text = renderMediaPlaylist(playlist, groupEntries(playlist.entries));
    expect(text).toContain('#EXT-X-TARGETDURATION:4');
    expect(text).toContain('#EXTINF:4.400000,\nseg_00001.m4s');
  });
});
