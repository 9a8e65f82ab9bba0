/**
 * Media benchmark: a ~1 GiB real video uploaded through the real app (server in a child process,
 * its RSS sampled from /proc), then HTTP range streaming from the app's media route beside a bare
 * `node:http` server doing `fs.createReadStream` on the same file, in the same run.
 *
 *   pnpm --filter @kinora/server bench:media          (embedded PGlite)
 *   DATABASE_URL=postgres://… pnpm --filter @kinora/server bench:media
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import parseRange from 'range-parser';
import { buildBundledServer, freePort, scratchDatabase, serverDir, waitForHttp } from './bench-kit';

const run = promisify(execFile);
const MiB = 1024 * 1024;

/** Current and peak resident set of a process, in MiB (Linux /proc). */
async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Samples a process's RSS every 50 ms until stopped; returns the highest sample. */
function sampleRss(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    memoryOf(pid).then(
      (m) => (peak = Math.max(peak, m.rss)),
      () => {},
    );
  }, 50);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

function request(
  options: http.RequestOptions,
  body?: Readable,
): Promise<{ status: number; bytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(options, (res) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (chunks.length < 64) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body) pipeline(body, req).catch(reject);
    else req.end();
  });
}

/** The baseline: bare node:http, range-parser and fs.createReadStream, nothing else. */
function runBareServer(file: string): void {
  void fs.stat(file).then(({ size }) => {
    const server = http.createServer((req, res) => {
      const ranges = req.headers.range ? parseRange(size, req.headers.range) : -2;
      if (Array.isArray(ranges) && ranges.length === 1 && ranges[0]) {
        const { start, end } = ranges[0];
        res.writeHead(206, {
          'content-range': `bytes ${start}-${end}/${size}`,
          'content-length': end - start + 1,
        });
        createReadStream(file, { start, end }).pipe(res);
      } else {
        res.writeHead(200, { 'content-length': size });
        createReadStream(file).pipe(res);
      }
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address !== 'string') process.stdout.write(`${address.port}\n`);
    });
  });
}

/** `count` range GETs of `chunk` bytes at spread offsets, `concurrency` at a time, over keep-alive. */
async function rangeRun(
  port: number,
  urlPath: string,
  size: number,
  chunk: number,
  count: number,
  concurrency: number,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        // Golden-ratio stepping spreads the offsets over the whole file, like a viewer seeking.
        const start = Math.floor(((i * 0.6180339887) % 1) * (size - chunk));
        const t0 = performance.now();
        const res = await request({
          port,
          host: '127.0.0.1',
          path: urlPath,
          agent,
          headers: { range: `bytes=${start}-${start + chunk - 1}` },
        });
        latencies.push(performance.now() - t0);
        if (res.status !== 206 || res.bytes !== chunk)
          throw new Error(`range answered ${res.status} with ${res.bytes} bytes`);
        bytes += res.bytes;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    mibPerSec: bytes / MiB / seconds,
    reqPerSec: count / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-bench-media-'));
  const children: ChildProcess[] = [];
  const database = await scratchDatabase('media');
  try {
    console.log(
      'generating a ~1 GiB H.264 video (4 s of lossless noise, stream-copied in a loop)…',
    );
    const chunkFile = path.join(work, 'chunk.mp4');
    const bigFile = path.join(work, 'big.mp4');
    const thumbFile = path.join(work, 'thumb.png');
    const ff = ['-hide_banner', '-loglevel', 'error', '-y'];
    await run('ffmpeg', [
      ...ff,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'yuv420p',
      '-s',
      '640x360',
      '-r',
      '25',
      '-i',
      '/dev/urandom',
      '-t',
      '4',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-qp',
      '0',
      chunkFile,
    ]);
    await run('ffmpeg', [
      ...ff,
      '-stream_loop',
      '-1',
      '-i',
      chunkFile,
      '-t',
      '78',
      '-c',
      'copy',
      bigFile,
    ]);
    await run('ffmpeg', [
      ...ff,
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180',
      '-frames:v',
      '1',
      thumbFile,
    ]);
    const videoSize = (await fs.stat(bigFile)).size;
    const thumb = await fs.readFile(thumbFile);

    // Measure the server as it runs in production (bundled, plain node), not under the tsx loader.
    const serverJs = await buildBundledServer('dist-bench');

    const port = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SEED: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    };
    const server = spawn(process.execPath, [serverJs], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(server);
    const pid = server.pid;
    if (!pid) throw new Error('server did not start');
    await waitForHttp(`http://127.0.0.1:${port}/api/v1/healthcheck`);

    const base = { host: '127.0.0.1', port };
    const registered = await request(
      {
        ...base,
        method: 'POST',
        path: '/api/v1/users/register',
        headers: { 'content-type': 'application/json' },
      },
      Readable.from([
        JSON.stringify({
          username: 'benchuser',
          email: 'bench@example.com',
          fullName: 'Bench',
          password: 'bench-password',
        }),
      ]),
    );
    const token = (JSON.parse(registered.text) as { data: { accessToken: string } }).data
      .accessToken;

    const boundary = '----kinora-bench';
    const part = (name: string, file?: string, type?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: ${type}` : ''}\r\n\r\n`;
    const head = Buffer.from(
      `${part('title')}Bench upload\r\n${part('description')}1 GiB\r\n${part('thumbnail', 't.png', 'image/png')}`,
    );
    const videoHead = Buffer.from(`\r\n${part('videoFile', 'big.mp4', 'video/mp4')}`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const upload = (file: string, size: number) =>
      request(
        {
          ...base,
          method: 'POST',
          path: '/api/v1/videos',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(
              head.length + thumb.length + videoHead.length + size + tail.length,
            ),
          },
        },
        Readable.from(
          (async function* () {
            yield head;
            yield thumb;
            yield videoHead;
            yield* createReadStream(file, { highWaterMark: MiB });
            yield tail;
          })(),
        ),
      );

    // A small upload first, so lazily loaded code (sharp, file-type) is in the baseline.
    const warm = await upload(chunkFile, (await fs.stat(chunkFile)).size);
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.text}`);
    const before = await memoryOf(pid);
    const stopSampling = sampleRss(pid);
    const t0 = performance.now();
    const res = await upload(bigFile, videoSize);
    const uploadSeconds = (performance.now() - t0) / 1000;
    const peakDuringUpload = stopSampling();
    const after = await memoryOf(pid);
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
    const video = (
      JSON.parse(res.text) as {
        data: { videofile: string; duration: number; width: number; height: number };
      }
    ).data;

    console.log(
      `\ndatabase: ${database.url ? 'PostgreSQL' : 'embedded PGlite'}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `\n## Upload (${(videoSize / MiB).toFixed(0)} MiB, ${video.width}x${video.height}, ${video.duration} s)`,
    );
    console.log(
      `time ${uploadSeconds.toFixed(1)} s, ${(videoSize / MiB / uploadSeconds).toFixed(0)} MiB/s`,
    );
    console.log(
      `server RSS before ${before.rss.toFixed(0)} MiB, peak sampled during upload ${peakDuringUpload.toFixed(0)} MiB, ` +
        `after ${after.rss.toFixed(0)} MiB, VmHWM (lifetime peak) ${after.hwm.toFixed(0)} MiB`,
    );

    const bare = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/media.ts', '--bare-server', bigFile],
      { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(bare);
    const barePort = await new Promise<number>((resolve) =>
      bare.stdout?.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
    );

    // Both servers read the same bytes: warm the page cache once so neither pays for the disk.
    for await (const _chunk of createReadStream(bigFile, { highWaterMark: 4 * MiB })) {
      // reading is the point
    }
    console.log('\n## Range streaming (same file, page cache warm)');
    console.log(
      '| server | 4 MiB ranges ×64, 4 parallel | 64 KiB ranges ×400, 1 at a time (p50 / p99) |',
    );
    console.log('| --- | --- | --- |');
    const streamPeak = sampleRss(pid);
    for (let round = 1; round <= 2; round++) {
      for (const [name, p, urlPath] of [
        ['Kinora media route', port, video.videofile],
        ['bare node:http + fs.createReadStream', barePort, '/'],
      ] as const) {
        const big = await rangeRun(p, urlPath, videoSize, 4 * MiB, 64, 4);
        const small = await rangeRun(p, urlPath, videoSize, 64 * 1024, 400, 1);
        console.log(
          `| ${name} (round ${round}) | ${big.mibPerSec.toFixed(0)} MiB/s | ${small.reqPerSec.toFixed(0)} req/s (${small.p50.toFixed(2)} / ${small.p99.toFixed(2)} ms) |`,
        );
      }
    }
    console.log(`\nserver RSS peak while streaming: ${streamPeak().toFixed(0)} MiB`);
  } finally {
    await Promise.all(children.map(stop));
    await database.drop();
    await fs.rm(path.join(serverDir, 'dist-bench'), { recursive: true, force: true });
    await fs.rm(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--bare-server' && process.argv[3]) runBareServer(process.argv[3]);
else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
