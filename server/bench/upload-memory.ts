/**
 * Memory of a large resumable upload: the bundled server on plain node, embedded PGlite, a fresh
 * data directory; one user sends a video of UPLOAD_GIB GiB (default 4) as a tus client does, in
 * 8 MiB PATCHes (`UPLOAD_CHUNK_BYTES`), and the server's resident set is printed along the way.
 *
 *   pnpm --filter @kinora/server bench:upload-memory
 *   UPLOAD_GIB=1 pnpm --filter @kinora/server bench:upload-memory
 *
 * The file is a real two-second MP4 (made with ffmpeg, as the tests make theirs) followed by zero
 * padding up to the size: the first chunk passes the type sniff, the last byte makes the server
 * store and probe it as an upload. Needs as much free disk as the upload under the temp folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, UPLOAD_CHUNK_BYTES, UPLOADS_PATH } from '@kinora/contract';
import { FASTSTART, H264, writeTestVideo } from '../test/media/test-video';
import { buildBundledServer, freePort, serverDir, waitForHttp } from './bench-kit';
import type { ApiSuccess, RegisterResponse } from '@kinora/contract';

const GIB = 1024 ** 3;
const UPLOAD_BYTES = Math.round(Number(process.env.UPLOAD_GIB ?? 4) * GIB);
/** A line of figures every this many bytes. */
const REPORT_EVERY = 256 * 1024 ** 2;

/** VmRSS and VmHWM (the peak) of a process, in MiB. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-upload-memory-'));
  let server: ChildProcess | null = null;
  try {
    const clipFile = path.join(dataDir, 'clip.mp4');
    await writeTestVideo(clipFile, { source: 'testsrc', size: '160x120', seconds: 2, rate: 10 }, [
      ...H264,
      ...FASTSTART,
    ]);
    const clip = await fs.readFile(clipFile);
    const serverJs = await buildBundledServer('dist-bench-upload-memory');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [serverJs], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'data'),
        SEED: 'false',
        RATE_LIMITS: 'off',
        // The bench user has no mailbox to verify its address with.
        REQUIRE_EMAIL_VERIFICATION: 'false',
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
        MAX_VIDEO_BYTES: String(UPLOAD_BYTES + GIB),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const pid = server.pid;
    if (pid === undefined) throw new Error('the server did not start');
    await waitForHttp(`${base}${API_BASE}/healthcheck`);

    const registered = await fetch(`${base}${API_BASE}/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'uploader',
        email: 'uploader@example.com',
        fullName: 'Uploader',
        password: 'upload-memory-password',
      }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
    const { accessToken } = ((await registered.json()) as ApiSuccess<RegisterResponse>).data;
    const auth = { authorization: `Bearer ${accessToken}`, 'tus-resumable': '1.0.0' };

    const created = await fetch(`${base}${API_BASE}${UPLOADS_PATH}`, {
      method: 'POST',
      headers: {
        ...auth,
        'upload-length': String(UPLOAD_BYTES),
        'upload-metadata': `filename ${Buffer.from('big.mp4').toString('base64')}`,
      },
    });
    const location = created.headers.get('location');
    if (created.status !== 201 || !location) throw new Error(`create: ${created.status}`);
    const before = await memoryOf(pid);
    process.stdout.write(
      `upload of ${(UPLOAD_BYTES / GIB).toFixed(2)} GiB in ${UPLOAD_CHUNK_BYTES / 1024 ** 2} MiB PATCHes; server RSS before: ${before.rss} MiB (peak so far, start-up: ${before.peak} MiB)\n`,
    );

    const chunk = Buffer.alloc(UPLOAD_CHUNK_BYTES);
    const started = Date.now();
    let maxRss = before.rss;
    for (let offset = 0; offset < UPLOAD_BYTES; offset += UPLOAD_CHUNK_BYTES) {
      const length = Math.min(UPLOAD_CHUNK_BYTES, UPLOAD_BYTES - offset);
      const body = chunk.subarray(0, length);
      // The file: the clip, then zeros (the buffer is zeroed again after the first chunk).
      if (offset === 0) clip.copy(body);
      const res = await fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });
      if (offset === 0) body.fill(0, 0, clip.length);
      if (res.status !== 204)
        throw new Error(`PATCH at ${offset}: ${res.status} ${await res.text()}`);
      const sent = offset + length;
      const { rss } = await memoryOf(pid);
      maxRss = Math.max(maxRss, rss);
      if (sent % REPORT_EVERY === 0 || sent === UPLOAD_BYTES) {
        const seconds = (Date.now() - started) / 1000;
        process.stdout.write(
          `  ${(sent / GIB).toFixed(2)} GiB  RSS ${rss} MiB  (${Math.round(sent / 1024 ** 2 / seconds)} MiB/s)\n`,
        );
      }
    }
    const after = await memoryOf(pid);
    process.stdout.write(
      `finished in ${Math.round((Date.now() - started) / 1000)} s; RSS now ${after.rss} MiB, highest seen between chunks ${maxRss} MiB, peak (VmHWM) ${after.peak} MiB\n`,
    );
  } finally {
    if (server) await stop(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
