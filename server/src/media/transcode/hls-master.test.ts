import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avcCodecOf, bitRatesOf, masterPlaylist } from './hls-master';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-hls-master-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('avcCodecOf', () => {
  it('reads profile, constraints and level after the avcC version byte', () => {
    const init = Buffer.concat([
      Buffer.from('....ftypisom....moov....avcC'),
      Buffer.from([0x01, 0x64, 0x00, 0x1f, 0xff]),
    ]);
    expect(avcCodecOf(init)).toBe('avc1.64001f');
  });

  it('answers null for an init segment without an avcC box', () => {
    expect(avcCodecOf(Buffer.from('....ftypisom....moov'))).toBeNull();
  });
});

describe('bitRatesOf', () => {
  it('takes the peak over full segments and the average over all of them', async () => {
    await fs.writeFile(path.join(dir, 'a.m4s'), Buffer.alloc(500_000));
    await fs.writeFile(path.join(dir, 'b.m4s'), Buffer.alloc(250_000));
    // A 0.1 s closing segment with a keyframe: 40 kB would read as 3.2 Mbit/s.
    await fs.writeFile(path.join(dir, 'c.m4s'), Buffer.alloc(40_000));
    const playlist = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:4',
      '#EXTINF:4.000000,',
      'a.m4s',
      '#EXTINF:4.000000,',
      'b.m4s',
      '#EXTINF:0.100000,',
      'c.m4s',
      '#EXT-X-ENDLIST',
    ].join('\n');
    const rates = await bitRatesOf(dir, playlist);
    expect(rates.peak).toBe(1_000_000);
    expect(rates.average).toBe(Math.ceil((790_000 * 8) / 8.1));
  });

  it('leaves out the short first segment, unless every segment is short', async () => {
    // The 1 s first segment is mostly its keyframe: 150 kB would read as 1.2 Mbit/s.
    await fs.writeFile(path.join(dir, 'first.m4s'), Buffer.alloc(150_000));
    await fs.writeFile(path.join(dir, 'full.m4s'), Buffer.alloc(400_000));
    const playlist = (entries: [number, string][]) =>
      [
        '#EXTM3U',
        '#EXT-X-TARGETDURATION:4',
        ...entries.flatMap(([seconds, uri]) => [`#EXTINF:${seconds.toFixed(6)},`, uri]),
        '#EXT-X-ENDLIST',
      ].join('\n');
    const long = await bitRatesOf(
      dir,
      playlist([
        [1, 'first.m4s'],
        [4, 'full.m4s'],
      ]),
    );
    expect(long.peak).toBe(800_000);
    // A clip of two seconds has only short segments: its peak is theirs.
    const clip = await bitRatesOf(
      dir,
      playlist([
        [1, 'first.m4s'],
        [1, 'c.m4s'],
      ]),
    );
    expect(clip.peak).toBe(1_200_000);
  });
});

describe('masterPlaylist', () => {
  it('announces each variant with bandwidths, resolution, frame rate and codecs', () => {
    const text = masterPlaylist(
      [
        {
          uri: 'v240/index.m3u8',
          bandwidth: 400_000,
          averageBandwidth: 300_000,
          width: 426,
          height: 240,
          codecs: 'avc1.640015',
          frameRate: 30,
        },
      ],
      true,
    );
    expect(text).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=400000,AVERAGE-BANDWIDTH=300000,RESOLUTION=426x240,' +
        'FRAME-RATE=30.000,CODECS="avc1.640015,mp4a.40.2"\nv240/index.m3u8\n',
    );
  });
});
