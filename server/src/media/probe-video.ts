import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { unsupportedMediaType } from '../lib/http-error';

const run = promisify(execFile);

export interface VideoProbe {
  /** Seconds, to the millisecond. */
  duration: number;
  /** As displayed: a phone video recorded sideways with a 90° rotation reports 1080x1920. */
  width: number;
  height: number;
  hasAudio: boolean;
  /** Frames per second of the video stream (25 when the file does not say). */
  frameRate: number;
}

/** Degrees the player must turn the picture, from the display matrix or the old `rotate` tag. */
function rotationOf(video: JsonRecord): number {
  const sideData = Array.isArray(video.side_data_list) ? video.side_data_list.filter(isRecord) : [];
  const matrix = sideData.find((d) => typeof d.rotation === 'number');
  const tags = isRecord(video.tags) ? video.tags : {};
  const degrees = Number(matrix?.rotation ?? tags.rotate ?? 0);
  return Number.isFinite(degrees) ? ((Math.round(degrees) % 360) + 360) % 360 : 0;
}

function frameRateOf(video: JsonRecord): number {
  for (const field of ['avg_frame_rate', 'r_frame_rate']) {
    const [num, den] = (typeof video[field] === 'string' ? video[field] : '')
      .split('/')
      .map(Number);
    if (num && den && num / den > 0 && num / den <= 240) return num / den;
  }
  return 25;
}

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NOT_A_VIDEO = 'The video file does not contain a playable video stream.';

function positiveNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Asks ffprobe what the file really holds. A file it cannot parse, or one without a real video
 * stream (audio only, a lone cover picture), is refused with a 415.
 */
export async function probeVideo(ffprobePath: string, filePath: string): Promise<VideoProbe> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', filePath],
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024, encoding: 'utf8' },
    ));
  } catch (err) {
    // ffprobe missing is a server fault; ffprobe failing on the file is the file's fault.
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') {
      throw new Error(`ffprobe not found at "${ffprobePath}" (set FFPROBE_PATH).`, { cause: err });
    }
    throw unsupportedMediaType(NOT_A_VIDEO);
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    throw unsupportedMediaType(NOT_A_VIDEO);
  }
  const streams =
    isRecord(parsed) && Array.isArray(parsed.streams) ? parsed.streams.filter(isRecord) : [];
  const format = isRecord(parsed) && isRecord(parsed.format) ? parsed.format : {};
  const video = streams.find(
    (s) =>
      s.codec_type === 'video' &&
      !(isRecord(s.disposition) && s.disposition.attached_pic === 1) &&
      positiveNumber(s.width) !== null &&
      positiveNumber(s.height) !== null,
  );
  if (!video) throw unsupportedMediaType(NOT_A_VIDEO);

  const duration = positiveNumber(format.duration) ?? positiveNumber(video.duration) ?? 0;
  const sideways = rotationOf(video) % 180 === 90;
  return {
    duration: Math.round(duration * 1000) / 1000,
    width: Number(sideways ? video.height : video.width),
    height: Number(sideways ? video.width : video.height),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    frameRate: frameRateOf(video),
  };
}
