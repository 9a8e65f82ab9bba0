import path from 'node:path';
import type { VideoContainer } from './formats';

/** What our own commands read: an upload's container, or the HLS ladder a transcode wrote. */
export type Demuxer = VideoContainer['demuxer'] | 'hls';

/**
 * The input options of every ffprobe and ffmpeg run: the demuxer forced, so no file can pass for
 * a playlist, manifest or script (hls, dash, concat, sdp, image2) that opens other files; only
 * the `file` protocol, so nothing it names can reach the network or `data:`/`concat:` URLs; and
 * the path as an explicit `file:` URL, so no part of it is read as a protocol prefix.
 */
export function inputArgs(demuxer: Demuxer, file: string): string[] {
  return ['-protocol_whitelist', 'file', '-f', demuxer, '-i', `file:${path.resolve(file)}`];
}
