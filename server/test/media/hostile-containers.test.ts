import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFfmpegArgs,
  buildProgressiveArgs,
  buildStoryboardArgs,
} from '../../src/media/transcode/ffmpeg-command';
import { planLadder } from '../../src/media/transcode/ladder';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../helpers/app';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { writeTestVideo } from './test-video';

/**
 * Files whose first bytes pass the type sniffing as MP4, Ogg or WebM but which ffmpeg's format
 * auto-detection reads as a DASH manifest, an HLS playlist, a concat script or an SDP session:
 * each names a sentinel video outside the upload's folder, which would then be probed (and its
 * dimensions taken) instead of the upload.
 */
function hostileFiles(sentinel: string): Array<[string, Buffer, string]> {
  const b = (text: string) => Buffer.from(text, 'latin1');
  // An ID3v2.4 tag with the footer flag: the type sniffing reads on after 10 + size bytes,
  // ffmpeg's probe after 20 + size, so each sees a different file.
  const behindId3 = (head: Buffer) =>
    Buffer.concat([
      Buffer.from([0x49, 0x44, 0x33, 4, 0, 0x10, 0, 0, 0, 64]),
      Buffer.alloc(64, 0x20),
      head,
    ]);
  const segments = `#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:2,\n${sentinel}\n#EXT-X-ENDLIST\n`;
  // The playlist hides in an EBML Void element; the DocType after it says WebM.
  const inVoid = b(`  #EXTM3U\n${segments}#`);
  return [
    [
      'a DASH manifest',
      b(
        `<!--ftypjp2 0000isom -->\n<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011" type="static" mediaPresentationDuration="PT2S" minBufferTime="PT1S"><Period><AdaptationSet mimeType="video/mp4"><Representation id="1" bandwidth="100000" width="320" height="240" codecs="avc1.42c00d"><BaseURL>${sentinel}</BaseURL><SegmentBase/></Representation></AdaptationSet></Period></MPD>\n`,
      ),
      'video/mp4',
    ],
    [
      'an HLS playlist sniffed as MP4',
      behindId3(b(`\0\0\0\x18ftypis#EXTM3U\n${segments}`)),
      'video/mp4',
    ],
    [
      'an HLS playlist sniffed as Ogg',
      behindId3(b(`OggS\0\x02\0\0\0\0#EXTM3U\n#ogg-pad:1\x80theora\n${segments}`)),
      'video/ogg',
    ],
    [
      'an HLS playlist sniffed as WebM',
      behindId3(
        Buffer.concat([
          b('\x1a\x45\xdf\xa3\x9f\xec'),
          Buffer.from([0x40, inVoid.length]),
          inVoid,
          b('\x42\x82\x84webm\n'),
        ]),
      ),
      'video/webm',
    ],
    [
      'a concat script',
      behindId3(b(`\0\0\0\x18ftypis\nffconcat version 1.0\nfile '${sentinel}'\n`)),
      'video/mp4',
    ],
    [
      'an SDP session',
      b(
        '<!--ftypjp2 0000isom -->\nv=0\no=- 0 0 IN IP4 127.0.0.1\ns=x\nc=IN IP4 127.0.0.1\nt=0 0\nm=video 5004 RTP/AVP 96\na=rtpmap:96 H264/90000\n',
      ),
      'video/mp4',
    ],
  ];
}

let fx: MediaFixtures;
let sentinelDir: string;
let sentinel: string;
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  fx = await createMediaFixtures();
  // Another user's video, as the manifests would find it: 320x240, unlike any upload here.
  sentinelDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-sentinel-'));
  sentinel = path.join(sentinelDir, 'progressive.mp4');
  const pattern = { source: 'testsrc', size: '320x240', seconds: 2, rate: 10 } as const;
  await writeTestVideo(sentinel, pattern);
  t = await createTestApp();
  user = await t.registerUser();
});
afterAll(async () => {
  await t.close();
  await fx.cleanup();
  await fs.rm(sentinelDir, { recursive: true, force: true });
});

describe('uploads that are really playlists, manifests or scripts', () => {
  // The names only: the files are made once the sentinel exists.
  it.each(hostileFiles('').map(([name]) => name))('are refused: %s', async (name) => {
    const [, file, type] = hostileFiles(sentinel).find(([n]) => n === name) ?? [];
    if (!file || !type) throw new Error(`no file for ${name}`);
    const res = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: user.headers,
      payload: buildForm(
        { title: 'Hostile', description: name },
        { videoFile: [file, 'clip.mp4', type], thumbnail: [fx.png, 'thumb.png', 'image/png'] },
      ),
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).message).toMatch(/video/i);
    // No record took the sentinel's picture (or any other).
    const rows = await t.app.db
      .selectFrom('videos')
      .select(['width', 'height'])
      .where('owner_id', '=', user.user._id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('still accepts the real video the manifests pointed at', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: user.headers,
      payload: buildForm(
        { title: 'Real', description: 'A real MP4' },
        {
          videoFile: [await fs.readFile(sentinel), 'clip.mp4', 'video/mp4'],
          thumbnail: [fx.png, 'thumb.png', 'image/png'],
        },
      ),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('every ffmpeg input is read with a forced demuxer and local files only', () => {
  /** The options before each `-i`: a demuxer and the protocol whitelist, and a `file:` input. */
  function expectSafeInputs(args: string[]) {
    const inputs = args.flatMap((arg, i) => (arg === '-i' ? [i] : []));
    expect(inputs.length).toBeGreaterThan(0);
    for (const i of inputs) {
      const before = args.slice(0, i);
      expect(before[before.lastIndexOf('-f') + 1]).toMatch(/^(mov|matroska|ogg|hls)$/);
      expect(before[before.lastIndexOf('-protocol_whitelist') + 1]).toBe('file');
      expect(args[i + 1]).toMatch(/^file:\//);
    }
  }

  it('holds for the ladder, the progressive remux and the storyboard', () => {
    expectSafeInputs(
      buildFfmpegArgs({
        input: 'in.upload',
        demuxer: 'mov',
        outDir: '/out',
        rungs: planLadder(640, 360),
        hasAudio: false,
        frameRate: 25,
      }),
    );
    expectSafeInputs(buildProgressiveArgs('/out/v360/index.m3u8', '/out/progressive.mp4'));
    expectSafeInputs(
      buildStoryboardArgs('/out/v240/index.m3u8', '/out/storyboard.jpg', {
        interval: 2,
        columns: 1,
        rows: 1,
        tileWidth: 160,
        tileHeight: 90,
      }),
    );
  });
});
