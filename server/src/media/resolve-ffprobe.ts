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

/** The binary shipped inside an installer package's platform package, when this platform has one. */
async function bundled(load: () => Promise<{ default: { path: string } }>): Promise<string | null> {
  try {
    return (await load()).default.path;
  } catch {
    return null;
  }
}

/**
 * One of the ffmpeg tools: the configured one (`<TOOL>_PATH`, default the system's binary on
 * PATH) when it runs, else the binary an npm package carries in its tarball. Resolved once at
 * start-up, so a server that could not use it refuses to start and says why.
 */
async function resolveTool(
  name: 'ffprobe' | 'ffmpeg',
  configured: string,
  load: () => Promise<{ default: { path: string } }>,
): Promise<string> {
  if (await runs(configured)) return configured;
  const fallback = await bundled(load);
  if (fallback && (await runs(fallback))) return fallback;
  throw new Error(
    `${name} not found: "${configured}" does not run and no bundled ${name} is available. ` +
      `Install ffmpeg (it provides ffprobe) or set ${name.toUpperCase()}_PATH.`,
  );
}

/** The ffprobe uploads are checked with. */
export function resolveFfprobe(configured: string): Promise<string> {
  return resolveTool('ffprobe', configured, () => import('@ffprobe-installer/ffprobe'));
}

/** The ffmpeg videos are transcoded with. */
export function resolveFfmpeg(configured: string): Promise<string> {
  return resolveTool('ffmpeg', configured, () => import('@ffmpeg-installer/ffmpeg'));
}
