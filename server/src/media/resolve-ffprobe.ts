import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function runs(command: string): Promise<boolean> {
  try {
    await run(command, ['-version'], { timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

/** The binary shipped inside @ffprobe-installer's platform package, when this platform has one. */
async function bundledFfprobe(): Promise<string | null> {
  try {
    const { default: installer } = await import('@ffprobe-installer/ffprobe');
    return installer.path;
  } catch {
    return null;
  }
}

/**
 * The ffprobe uploads are checked with: the configured one (`FFPROBE_PATH`, default the system's
 * `ffprobe`) when it runs, else the binary an npm package carries in its tarball. Resolved once at
 * start-up, so a server that could not check videos refuses to start and says why.
 */
export async function resolveFfprobe(configured: string): Promise<string> {
  if (await runs(configured)) return configured;
  const bundled = await bundledFfprobe();
  if (bundled && (await runs(bundled))) return bundled;
  throw new Error(
    `ffprobe not found: "${configured}" does not run and no bundled ffprobe is available. ` +
      'Install ffmpeg (it provides ffprobe) or set FFPROBE_PATH.',
  );
}
