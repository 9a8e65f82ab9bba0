import fs from 'node:fs/promises';
import path from 'node:path';

export interface FfmpegCall {
  pid: number;
  args: string;
}

export interface FfmpegSpy {
  /** What to give as `FFMPEG_PATH`. */
  path: string;
  /** Every run so far, `-version` checks included. */
  calls: () => Promise<FfmpegCall[]>;
  /**
   * Runs that wrote a video (the HLS ladder or the progressive remux), not the quick ones before
   * them that take the frames offered as thumbnails.
   */
  transcodes: () => Promise<FfmpegCall[]>;
  /** Switches real-time reading on or off for the runs that start from now on. */
  setRealTime: (on: boolean) => Promise<void>;
}

/**
 * An `FFMPEG_PATH` that notes each run (its pid and arguments) in `dir`, then becomes the real
 * ffmpeg (`exec`, so the pid is ffmpeg's own). With `realTime`, inputs are read at their native
 * rate (`-re`): a transcode then lasts at least the clip's duration on any machine, long enough
 * for a test to act while it runs.
 */
export async function createFfmpegSpy(
  dir: string,
  name: string,
  { realTime = false } = {},
): Promise<FfmpegSpy> {
  const log = path.join(dir, `${name}.calls`);
  const slow = path.join(dir, `${name}.realtime`);
  const script = path.join(dir, `${name}.sh`);
  await fs.writeFile(log, '');
  await fs.writeFile(
    script,
    [
      '#!/bin/sh',
      `printf '%s\\t%s\\n' "$$" "$*" >> '${log}'`,
      `if [ -e '${slow}' ]; then exec ffmpeg -re "$@"; fi`,
      'exec ffmpeg "$@"',
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  const setRealTime = async (on: boolean) => {
    if (on) await fs.writeFile(slow, '');
    else await fs.rm(slow, { force: true });
  };
  await setRealTime(realTime);
  const calls = async () =>
    (await fs.readFile(log, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [pid = '', args = ''] = line.split('\t');
        return { pid: Number(pid), args };
      });
  return {
    path: script,
    calls,
    transcodes: async () =>
      (await calls()).filter((c) => !/^-version\b/.test(c.args) && !/ thumbnail=/.test(c.args)),
    setRealTime,
  };
}

/** True while the process runs (signal 0 only checks). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
