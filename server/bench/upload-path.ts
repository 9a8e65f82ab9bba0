/**
 * Upload path, server side: which of the server's own source files one video upload runs, from
 * the multipart request to the player reading the ready video. Counted, not timed.
 *
 *   pnpm --filter @kinora/server bench:upload-path
 *
 * V8's precise coverage counts calls per function. The app is built in this process (as the tests
 * build it, on in-memory PGlite, transcode worker included), a user registers and signs in, and the
 * counters are reset; then one upload (`POST /videos`, multipart through `app.inject`), the worker's
 * transcode while the owner polls `GET /videos/:id` as the studio does, and one last
 * `GET /videos/:id` as the player makes it. A file counts when at least one of its functions ran
 * in that window. Then the counters are reset again and the app idles for as long as that window
 * took: files that also ran with no upload (timers, the job queue's polling) are marked with `*`
 * (still counted: the worker finds its job through that same polling).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiSuccess, RegisterResponse, Video } from '@kinora/contract';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(serverDir, '..');
const srcDir = path.join(serverDir, 'src');
const API = '/api/v1';

interface ScriptCoverage {
  url: string;
  functions: { ranges: { count: number }[] }[];
}

/** Absolute paths of the project's own files (no dependency) with a function called since the last take. */
async function filesRunSinceLastTake(session: Session): Promise<Set<string>> {
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as {
    result: ScriptCoverage[];
  };
  const files = new Set<string>();
  for (const script of result) {
    // tsx loads sources under their own file URLs, sometimes with a query it added.
    const url = script.url.replace(/[?#].*$/, '');
    let file: string;
    if (url.startsWith('file:')) file = fileURLToPath(url);
    else if (path.isAbsolute(url)) file = url;
    else continue;
    if (!file.startsWith(repoDir + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`))
      continue;
    // With `detailed: false` a function's first range is its whole body, with its call count.
    if (script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0))
      files.add(path.normalize(file));
  }
  return files;
}

function printGrouped(files: string[], base: string, marked: Set<string>): void {
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const relative = path.relative(base, file);
    const folder = path.dirname(relative);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), relative]);
  }
  for (const folder of [...byFolder.keys()].sort()) {
    const inFolder = byFolder.get(folder) ?? [];
    process.stdout.write(`  ${folder}/ (${inFolder.length})\n`);
    for (const relative of inFolder.sort())
      process.stdout.write(
        `    ${marked.has(path.join(base, relative)) ? '*' : ' '} ${path.basename(relative)}\n`,
      );
  }
}

async function main(): Promise<void> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // Before any source is loaded, so every function of ours is counted from the start.
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

  // Loaded only now, after coverage started.
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { createDatabase } = await import('../src/db/create-database');
  const { generateSecrets } = await import('../src/lib/secrets');
  const { writeTestVideo, H264, FASTSTART } = await import('../test/media/test-video');

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-upload-path-'));
  const videoFile = path.join(dataDir, 'clip.mp4');
  const thumbnailFile = path.join(dataDir, 'thumb.png');
  const clip = { source: 'testsrc', size: '160x120', seconds: 2, rate: 10 } as const;
  await writeTestVideo(videoFile, clip, [...H264, ...FASTSTART]);
  await writeTestVideo(thumbnailFile, { ...clip, size: '320x240' }, ['-frames:v', '1']);

  const config = loadConfig({
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    DATA_DIR: dataDir,
  });
  const database = await createDatabase({ databaseUrl: null, pgliteDir: null });
  const app = await buildApp(config, { database, secrets: generateSecrets(), logger: false });
  try {
    await app.ready();
    const password = 'upload-path-password';
    const username = `uploader${randomBytes(3).toString('hex')}`;
    const registered = await app.inject({
      method: 'POST',
      url: `${API}/users/register`,
      payload: { username, email: `${username}@example.com`, fullName: 'Uploader', password },
    });
    if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode}`);
    const login = await app.inject({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { username, password },
    });
    if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
    const { accessToken } = login.json<ApiSuccess<RegisterResponse>>().data;
    const headers = { authorization: `Bearer ${accessToken}` };

    await filesRunSinceLastTake(session);
    const started = Date.now();

    const form = new FormData();
    form.append('title', 'Upload path');
    form.append('description', 'One upload, counted');
    const bytes = async (file: string) => new Uint8Array(await fs.readFile(file));
    form.append('videoFile', new Blob([await bytes(videoFile)], { type: 'video/mp4' }), 'clip.mp4');
    form.append(
      'thumbnail',
      new Blob([await bytes(thumbnailFile)], { type: 'image/png' }),
      'thumb.png',
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/videos`,
      headers,
      payload: form,
    });
    if (uploaded.statusCode !== 201)
      throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    const videoId = uploaded.json<ApiSuccess<Video>>().data._id;

    // As test/helpers/wait-for-video.ts polls (that helper needs the vitest runner).
    const readVideo = async () => {
      const res = await app.inject({ method: 'GET', url: `${API}/videos/${videoId}`, headers });
      if (res.statusCode !== 200) throw new Error(`GET /videos/${videoId}: ${res.statusCode}`);
      return res.json<ApiSuccess<Video>>().data;
    };
    const deadline = Date.now() + 120_000;
    while ((await readVideo()).status === 'processing') {
      if (Date.now() > deadline) throw new Error('still processing after 120 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const played = await readVideo();
    if (played.status !== 'ready') throw new Error(`video ended ${played.status}`);
    const onPath = await filesRunSinceLastTake(session);
    const windowMs = Date.now() - started;

    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const idle = await filesRunSinceLastTake(session);

    const inSrc = [...onPath].filter((file) => file.startsWith(srcDir + path.sep));
    const elsewhere = [...onPath].filter(
      (file) => !file.startsWith(srcDir + path.sep) && !file.startsWith(serverDir + path.sep),
    );
    const idleInSrc = inSrc.filter((file) => idle.has(file)).length;
    process.stdout.write(
      `Upload path, server: ${inSrc.length} files of server/src ran ` +
        `(upload, transcode, GET /videos/:id; ${(windowMs / 1000).toFixed(1)} s window; ` +
        `* = ${idleInSrc} of them also ran while idle)\n`,
    );
    printGrouped(inSrc, srcDir, idle);
    process.stdout.write(
      `\nOther project files the server ran in that window (outside server/): ${elsewhere.length}\n`,
    );
    printGrouped(elsewhere, repoDir, idle);
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    await session.post('Profiler.stopPreciseCoverage');
    session.disconnect();
  }
}

await main();
