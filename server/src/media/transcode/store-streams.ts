import path from 'node:path';
import { streamContentType, streamPrefix, type Storage } from '../../storage/storage';
import type { TranscodeOutput } from './transcode-video';

/**
 * Moves a finished transcode's files from `outDir` into storage under `streams/<dir>/`, telling
 * `onStored` each key as it lands (so a caller that fails later can remove them).
 */
export async function storeStreams(
  storage: Storage,
  dir: string,
  outDir: string,
  output: Pick<TranscodeOutput, 'files'>,
  onStored: (key: string) => void = () => undefined,
): Promise<void> {
  for (const file of output.files) {
    const key = `${streamPrefix(dir)}${file}`;
    await storage.putFile(key, path.join(outDir, ...file.split('/')), streamContentType(key));
    onStored(key);
  }
}

/** The progressive MP4 of a stored transcode: what `videofile` points to once ready. */
export const progressiveKeyOf = (dir: string): string => `${streamPrefix(dir)}progressive.mp4`;
