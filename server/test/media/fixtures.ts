import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FASTSTART, H264, ffmpeg, writeTestVideo } from './test-video';

/** Real media made on the spot with ffmpeg and sharp, so the tests need no binary fixtures. */
export interface MediaFixtures {
  dir: string;
  /** 2 s, 160x120, H.264 in MP4. */
  video: Buffer;
  /** 1 s, 64x48, VP9 in WebM. */
  webm: Buffer;
  /** An MP4 with an audio track and no video stream. */
  audioOnly: Buffer;
  /** 320x240 PNG. */
  png: Buffer;
  /** 2000x1000 JPEG carrying EXIF with a GPS position. */
  jpegWithGps: Buffer;
  text: Buffer;
  cleanup: () => Promise<void>;
}

export async function createMediaFixtures(): Promise<MediaFixtures> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-media-fixtures-'));
  const out = (name: string) => path.join(dir, name);
  const video = { source: 'testsrc', size: '160x120', seconds: 2, rate: 10 } as const;
  await writeTestVideo(out('video.mp4'), video, [...H264, ...FASTSTART]);
  const webm = { source: 'testsrc', size: '64x48', seconds: 1, rate: 5 } as const;
  await writeTestVideo(out('video.webm'), webm, ['-c:v', 'libvpx-vp9', '-deadline', 'realtime']);
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'];
  await ffmpeg([...tone, '-c:a', 'aac', out('audio.mp4')]);
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const jpegWithGps = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#cc6633' },
  })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner', ImageDescription: 'home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
      },
    })
    .toBuffer();
  return {
    dir,
    video: await fs.readFile(out('video.mp4')),
    webm: await fs.readFile(out('video.webm')),
    audioOnly: await fs.readFile(out('audio.mp4')),
    png,
    jpegWithGps,
    text: Buffer.from('This is not a video, only text pretending to be one.\n'.repeat(50)),
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** A multipart form as browsers send it; `files` values are [bytes, client file name, declared type]. */
export function buildForm(
  fields: Record<string, string>,
  files: Record<string, [Buffer, string, string]>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [bytes, fileName, type]] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(bytes)], { type }), fileName);
  }
  return form;
}

/** Every regular file under `dir` (recursively), as paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
