import { inputArgs, type Demuxer } from '../ffmpeg-input';
import type { Rung } from './ladder';

export interface CommandInput {
  input: string;
  /** The container the upload was sniffed as; its demuxer is forced. */
  demuxer: Demuxer;
  outDir: string;
  rungs: Rung[];
  hasAudio: boolean;
  frameRate: number;
  /**
   * `event` rewrites each playlist (atomically, through a temporary file) after every piece, so
   * a rung can be published while it is made; `vod` (the default) writes it in full at the end.
   */
  playlistType?: 'vod' | 'event';
}

/** A sprite of thumbnails, one every `interval` seconds, `columns` wide. */
export interface StoryboardPlan {
  interval: number;
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

/** Seconds between keyframes: segments cut at keyframes, so every rung cuts at the same times. */
export const KEYFRAME_SECONDS = 2;
/**
 * The first keyframe interval is shorter: the first segment is all a player waits for before
 * the first frame, and on a slow link its size is most of that wait.
 */
export const FIRST_KEYFRAME_SECONDS = 1;
/** Served segments (the first is the first keyframe interval: see `closedGroups`). */
export const SEGMENT_SECONDS = 4;

/**
 * One rung's x264 settings; `stream` selects the output stream they apply to (`:v:2`, or `:v`
 * when one ffmpeg makes one rung, as the transcode benchmark's baseline does).
 */
export function rungEncoderArgs(rung: Rung, stream: string): string[] {
  return [
    `-c${stream}`,
    'libx264',
    `-profile${stream}`,
    'high',
    `-crf${stream}`,
    '23',
    `-maxrate${stream}`,
    `${rung.maxrateKbps}k`,
    `-bufsize${stream}`,
    `${rung.maxrateKbps * 2}k`,
  ];
}

/** x264's settings over its `veryfast` preset, every rung alike (see `commonEncoderArgs`). */
export const X264_PARAMS = 'subme=1:me=dia:partitions=none:bframes=2';

/** What every rung shares: pixel format, preset, keyframes aligned across rungs, AAC stereo. */
export function commonEncoderArgs(frameRate: number, hasAudio: boolean): string[] {
  const gop = Math.max(1, Math.round(frameRate * KEYFRAME_SECONDS));
  return [
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryfast',
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    // Keyframes at 0 s, at the end of the short first interval, then every KEYFRAME_SECONDS.
    '-force_key_frames',
    `expr:gte(t,max(0,${FIRST_KEYFRAME_SECONDS}+(n_forced-1)*${KEYFRAME_SECONDS}))`,
    // veryfast's costly steps that buy almost nothing at the ladder's capped rates, measured on
    // the transcode benchmark's source: subpixel refinement level 2 instead of 1 spends a
    // quarter of the encoder's time for 0.002 SSIM at 1080p; the hexagon motion search instead
    // of the diamond, the search of 8x8 and 4x4 intra partitions and a third B-frame spend
    // another sixth of the ladder's time together for less than 0.002 more.
    '-x264-params',
    X264_PARAMS,
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
  ];
}

/**
 * The filter graph: one decode feeding every rung, each rung scaled from the rung above it rather
 * than from the source. A 4K original is then scaled down once, not once per rung, and each
 * smaller scaler reads a smaller picture; a cascade of bicubic halvings loses nothing measurable
 * against scaling each rung straight from the source (SSIM equal to four decimals at 240p).
 * Outputs are labelled `[v0]`… in the rungs' own order.
 */
export function buildLadderFilter(rungs: Rung[]): string {
  const order = rungs
    .map((rung, index) => ({ rung, index }))
    .sort((a, b) => b.rung.height - a.rung.height);
  const filters: string[] = [];
  let from = '[0:v]';
  order.forEach(({ rung, index }, step) => {
    const scaled = `scale=${rung.frameWidth}:${rung.frameHeight},setsar=1`;
    if (step === order.length - 1) {
      filters.push(`${from}${scaled}[v${index}]`);
      return;
    }
    filters.push(`${from}${scaled},split=2[v${index}][c${step}]`);
    from = `[c${step}]`;
  });
  return filters.join(';');
}

/**
 * One ffmpeg run: one decode split into every rung's scaler and encoder, written as an fMP4 HLS
 * ladder in folders `v0`, `v1`… (one per rung, in order). Decoding once is most of the saving on a
 * small machine. The storyboard is not a branch of this graph: its single tiled picture only
 * exists at the end, and ffmpeg reports no progress until every output has started.
 */
export function buildFfmpegArgs({
  input,
  demuxer,
  outDir,
  rungs,
  hasAudio,
  frameRate,
  playlistType = 'vod',
}: CommandInput): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-xerror', ...inputArgs(demuxer, input)];
  args.push('-filter_complex', buildLadderFilter(rungs));
  rungs.forEach((rung, i) => {
    args.push('-map', `[v${i}]`);
    if (hasAudio) args.push('-map', '0:a:0');
    args.push(...rungEncoderArgs(rung, `:v:${i}`));
  });
  args.push(...commonEncoderArgs(frameRate, hasAudio));
  // Variants are numbered, not named: the ffmpeg an npm package ships (a 2018 build) knows no
  // `name:` key and crashes writing a master playlist, so the caller names the folders and
  // writes the master itself.
  const streamMap = rungs.map((_rung, i) => `v:${i}${hasAudio ? `,a:${i}` : ''}`).join(' ');
  args.push(
    '-f',
    'hls',
    // Cut at every keyframe (no interval is shorter than the first); `closedGroups` then serves
    // the short first segment and 4 s ones.
    '-hls_time',
    String(FIRST_KEYFRAME_SECONDS),
    '-hls_playlist_type',
    playlistType,
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'independent_segments',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    `${outDir}/v%v/seg_%05d.m4s`,
    '-var_stream_map',
    streamMap,
    `${outDir}/v%v/index.m3u8`,
  );
  args.push('-progress', 'pipe:1', '-nostats');
  return args;
}

/** A quiet, overwriting run that reads a rendition the ladder run wrote. */
const fromPlaylist = (playlist: string) => [
  '-hide_banner',
  '-nostdin',
  '-y',
  ...inputArgs('hls', playlist),
];

/**
 * The progressive MP4 from one rendition's HLS playlist, written by the ladder run: a remux, not
 * another encode.
 */
export function buildProgressiveArgs(playlist: string, output: string): string[] {
  return [...fromPlaylist(playlist), '-c', 'copy', '-movflags', '+faststart', output];
}

/**
 * The storyboard sprite from the lowest rendition's HLS playlist once the ladder is written:
 * decoding 240p again costs a fraction of a second per minute, and the tiles are smaller than
 * that anyway.
 */
export function buildStoryboardArgs(
  playlist: string,
  output: string,
  plan: StoryboardPlan,
): string[] {
  const { interval, columns, rows, tileWidth, tileHeight } = plan;
  return [
    ...fromPlaylist(playlist),
    '-vf',
    `fps=1/${interval},scale=${tileWidth}:${tileHeight},tile=${columns}x${rows}`,
    '-frames:v',
    '1',
    '-update',
    '1',
    '-q:v',
    '5',
    output,
  ];
}
