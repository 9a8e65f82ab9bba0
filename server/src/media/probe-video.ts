import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { message, unsupportedMediaType } from '../lib/http-error';
import { inputArgs } from './ffmpeg-input';
import type { VideoContainer } from './formats';

const run = promisify(execFile);

export interface VideoProbe {
  /** Seconds, to the millisecond: where the streams' last packets end, whatever the header says. */
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

/**
 * The average rate when the file gives one; else the guessed base rate, unless it is a container's
 * time base (Matroska's 1000/1) rather than a frame rate.
 */
function frameRateOf(video: JsonRecord): number {
  const rate = (field: string) => {
    const [num, den] = (typeof video[field] === 'string' ? video[field] : '')
      .split('/')
      .map(Number);
    return num && den && num / den > 0 ? num / den : null;
  };
  const base = rate('r_frame_rate');
  return rate('avg_frame_rate') ?? (base !== null && base <= 240 ? base : 25);
}

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NOT_A_VIDEO = message('The video file does not contain a playable video stream.');

function positiveNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** ffprobe missing is a server fault; ffprobe failing on the file is the file's fault. */
function probeFailure(ffprobePath: string, err: unknown): Error {
  if (err instanceof Error && 'code' in err && err.code === 'ENOENT')
    return new Error(`ffprobe not found at "${ffprobePath}" (set FFPROBE_PATH).`, { cause: err });
  return unsupportedMediaType(NOT_A_VIDEO);
}

/** Seconds before the claimed end where the packets are read from. */
const TAIL_SECONDS = 30;

/**
 * Where the streams' packets really end, in seconds from the start: the container's header
 * (`mvhd`, a Matroska `Duration`) is only a claim, and a 2 s file can claim 12 hours. Cheap for an
 * honest file: ffprobe seeks to a little before the claimed end and lists the packets from there
 * (a claim past the end lands on the last keyframe). Only a file whose header claims less than
 * it holds is listed to its end, which the ffprobe time limit bounds.
 */
function streamsEnd(
  ffprobePath: string,
  filePath: string,
  container: VideoContainer,
  { claimed, startTime }: { claimed: number; startTime: number },
): Promise<number> {
  const from = Math.max(0, claimed - TAIL_SECONDS).toFixed(3);
  const args = [
    '-v',
    'error',
    '-show_entries',
    'packet=pts_time,duration_time',
    '-of',
    'csv=p=0',
    '-read_intervals',
    `${from}%`,
    ...inputArgs(container.demuxer, filePath),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffprobePath, args, {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 60_000,
    });
    let end = Number.NEGATIVE_INFINITY;
    let pending = '';
    const take = (line: string) => {
      const [pts, duration] = line.split(',').map(Number);
      if (pts !== undefined && Number.isFinite(pts))
        end = Math.max(
          end,
          pts + (duration !== undefined && Number.isFinite(duration) ? duration : 0),
        );
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(take);
    });
    child.on('error', (err) => reject(probeFailure(ffprobePath, err)));
    child.on('close', (code) => {
      take(pending);
      if (code !== 0 || !Number.isFinite(end)) reject(probeFailure(ffprobePath, null));
      else resolve(Math.max(0, end - startTime));
    });
  });
}

/**
 * Asks ffprobe what the file really holds, read as the container its first bytes were sniffed
 * as. A file it cannot parse as that container, or one without a real video stream (audio only,
 * a lone cover picture), is refused with a 415. The duration is where the streams' packets end:
 * a header can claim hours for a file of seconds.
 */
export async function probeVideo(
  ffprobePath: string,
  filePath: string,
  container: VideoContainer,
): Promise<VideoProbe> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      ffprobePath,
      [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        ...inputArgs(container.demuxer, filePath),
      ],
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024, encoding: 'utf8' },
    ));
  } catch (err) {
    throw probeFailure(ffprobePath, err);
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
  // With the demuxer forced this holds; checked all the same, as what the file was read as.
  if (!video || format.format_name !== container.formatName)
    throw unsupportedMediaType(NOT_A_VIDEO);

  const claimed = Math.max(
    positiveNumber(format.duration) ?? 0,
    positiveNumber(video.duration) ?? 0,
  );
  const duration = await streamsEnd(ffprobePath, filePath, container, {
    claimed,
    startTime: Number(format.start_time) || 0,
  });
  const sideways = rotationOf(video) % 180 === 90;
  return {
    duration: Math.round(duration * 1000) / 1000,
    width: Number(sideways ? video.height : video.width),
    height: Number(sideways ? video.width : video.height),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    frameRate: frameRateOf(video),
  };
}
