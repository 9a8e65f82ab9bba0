import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { unsupportedMediaType } from '../lib/http-error';

const run = promisify(execFile);

export interface VideoProbe {
  /** Seconds, to the millisecond. */
  duration: number;
  width: number;
  height: number;
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
  return {
    duration: Math.round(duration * 1000) / 1000,
    width: Number(video.width),
    height: Number(video.height),
  };
}
