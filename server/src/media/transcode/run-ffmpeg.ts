import { spawn } from 'node:child_process';

/** ffmpeg stopped on an error in the input: retrying cannot help. */
export class InputError extends Error {
  override name = 'InputError';
}

export interface RunOptions {
  /** Seconds of output written so far, from `-progress pipe:1` (about twice a second). */
  onProgress?: (outSeconds: number) => void;
  signal?: AbortSignal;
  /** Stopped (SIGKILL) after this long, failing with an `InputError` that says so. */
  timeLimitMs?: number;
}

/**
 * How long one ffmpeg run on a video may take: a multiple of its duration, never under a minimum
 * (start-up, a short clip on a busy machine). A file that costs far more to decode than its
 * length says (a huge picture, a pathological stream) is stopped rather than holding a worker.
 */
export function transcodeTimeLimitMs(
  duration: number,
  limit: { secondsPerVideoSecond: number; minSeconds: number },
): number {
  return Math.ceil(Math.max(limit.minSeconds, limit.secondsPerVideoSecond * duration) * 1000);
}

/** The last meaningful line ffmpeg wrote, short enough to show a person. */
export function shortReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.replace(/^\[[^\]]+\]\s*/, '').trim())
    .filter((l) => l && !/^(Conversion failed!|Exiting normally)/.test(l));
  const line = lines.findLast((l) => /error|invalid|partial|truncat|corrupt|no such/i.test(l));
  return (line ?? lines.at(-1) ?? 'ffmpeg failed').slice(0, 200);
}

/**
 * Runs ffmpeg and resolves when it exits cleanly. A non-zero exit is the input's fault
 * (`InputError`, with ffmpeg's reason), and so is a run past its time limit; death by another
 * signal or a failed spawn is the machine's (a plain Error, worth another attempt).
 */
export function runFfmpeg(
  ffmpegPath: string,
  args: string[],
  opts: RunOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    let stderr = '';
    let pending = '';
    let timedOut = false;
    const timer =
      opts.timeLimitMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, opts.timeLimitMs);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // The end of stderr holds the reason; keep a bounded tail.
      stderr = (stderr + chunk).slice(-16_384);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && opts.onProgress) opts.onProgress(Number(match[1]) / 1_000_000);
      }
    });
    // Settled on 'close' only: a stopped ffmpeg may still be writing when 'error' reports the
    // abort, and the caller removes its folder next.
    let failure: Error | null = null;
    child.on('error', (error) => {
      failure = error;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut)
        reject(
          new InputError(
            `processing took longer than its limit of ${Math.ceil((opts.timeLimitMs ?? 0) / 1000)} s`,
          ),
        );
      else if (failure) reject(failure);
      else if (code === 0) resolve();
      else if (signal || code === null)
        reject(new Error(`ffmpeg was stopped (${signal ?? 'unknown'})`));
      else reject(new InputError(shortReason(stderr)));
    });
  });
}
