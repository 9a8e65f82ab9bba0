import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** ffmpeg, quiet and overwriting `outFile`, given a minute at most. */
const ffmpeg = (ffmpegPath: string, args: string[], outFile: string) =>
  run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args, outFile], {
    timeout: 60_000,
  });

const CLIP_ENCODING =
  '-pix_fmt yuv420p -c:v libx264 -preset ultrafast -crf 30 -movflags +faststart'.split(' ');

/** A short H.264 clip from a lavfi source, small enough to seed in a blink. */
export async function generateClip(
  ffmpegPath: string,
  source: string,
  outFile: string,
  seconds = 4,
): Promise<void> {
  const input = ['-f', 'lavfi', '-i', source, '-t', String(seconds)];
  await ffmpeg(ffmpegPath, [...input, ...CLIP_ENCODING], outFile);
}

/** The clip's frame at one second, as a JPEG thumbnail. */
export async function generateThumbnail(
  ffmpegPath: string,
  clip: string,
  outFile: string,
): Promise<void> {
  await ffmpeg(ffmpegPath, ['-ss', '1', '-i', clip, '-frames:v', '1', '-q:v', '4'], outFile);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A round avatar with the channel's initials, rendered to WebP. */
export function generateAvatar(fullName: string, color: string): Promise<Buffer> {
  const initials = fullName
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<circle cx="128" cy="128" r="128" fill="${escapeXml(color)}"/>
<text x="128" y="150" font-family="sans-serif" font-size="96" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

export const clipPath = (dir: string, index: number) => path.join(dir, `clip-${index}.mp4`);
export const thumbPath = (dir: string, index: number) => path.join(dir, `thumb-${index}.jpg`);
export const streamsPath = (dir: string, index: number) => path.join(dir, `streams-${index}`);
