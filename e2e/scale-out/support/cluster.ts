import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import S3rver from 's3rver';
import { distOf, HOST_FOLDER, remoteFolder, REMOTES, repoRoot } from '../../support/site';
import { Nginx } from './nginx';
import { addListParts } from './s3rver-list-parts';
import { waitForRedis } from './redis';

// The SDK's one-off notice about Node 20 support is noise in the instances' output.
const QUIET_SDK = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const BUCKET = 'kinora-media';

/** One `node server/dist/server.js` process of the site, restartable on the same port. */
export class Instance {
  process: ChildProcess | null = null;
  readonly url: string;
  readonly address: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.address = `127.0.0.1:${port}`;
    this.url = `http://${this.address}`;
  }

  async start(): Promise<void> {
    const worker = this.env.KINORA_ROLE === 'worker';
    const child = spawn(process.execPath, [path.join(distOf('server'), 'server.js')], {
      cwd: repoRoot,
      stdio: ['ignore', worker ? 'pipe' : 'ignore', 'inherit'],
      // A worker answers no readiness probe: it says so in its log (at info) once it works.
      env: {
        ...process.env,
        ...this.env,
        ...(worker ? { LOG_LEVEL: 'info' } : {}),
        PORT: String(this.port),
      },
    });
    this.process = child;
    if (worker) await waitUntilWorking(child, this.name);
    else await waitUntilAnswering(`${this.url}/api/v1/readyz`, child, this.name);
  }

  /** SIGTERM, as systemd or a platform stops a process, and waits for the exit. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }

  /** `kill -9`: no drain, no goodbye. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Until the worker has started working the queue: a test that stops a backing service must not
 * catch it while it starts (a process that cannot reach its database then exits, as it should).
 * Its log is read until then and discarded afterwards.
 */
async function waitUntilWorking(child: ChildProcess, name: string) {
  const stdout = child.stdout;
  if (!stdout) throw new Error(`${name} has no output to read.`);
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => finish(new Error(`${name} did not start within 60 s.`)), 60_000);
    const onData = (chunk: Buffer) => {
      // Only the last line may be incomplete: the rest can be dropped.
      seen = (seen + chunk.toString()).split('\n').slice(-2).join('\n');
      if (seen.includes('worker started')) finish();
    };
    const onExit = (code: number | null) => finish(new Error(`${name} exited early with ${code}.`));
    function finish(error?: Error) {
      clearTimeout(timer);
      stdout?.off('data', onData);
      child.off('exit', onExit);
      stdout?.resume();
      if (error) reject(error);
      else resolve();
    }
    stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early with ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within 60 s.`);
}

export interface Cluster {
  /** nginx in front of the API instances: the API's origin and `PUBLIC_URL`. */
  api: string;
  /** nginx serving the shell and the remotes as files: the web origin (`WEB_ORIGINS`). */
  web: string;
  instances: Instance[];
  worker: Instance;
  nginx: Nginx;
  s3Url: string;
  /** Stops the bucket's server (s3rver) and starts it again on the same port and files. */
  s3: { stop: () => Promise<void>; start: () => Promise<void> };
  /** This run's own database. */
  databaseUrl: string;
  /** The environment every instance shares (an extra instance starts with it). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export interface ClusterOptions {
  /** API instances behind nginx (KINORA_ROLE=web); one worker transcodes for all of them. */
  size?: number;
  env?: Record<string, string>;
  /** The PostgreSQL server to make this run's database on (default `DATABASE_URL`'s). */
  postgresUrl?: string;
  /** The Redis to share (default `REDIS_URL`'s). */
  redisUrl?: string;
}

/**
 * The reference deployment on loopback: a database of its own on the machine's PostgreSQL, a key
 * prefix of its own on its Redis, s3rver for the media, N API instances of the built server and
 * a transcoding worker, and Debian's nginx rendered from deploy/nginx. Nothing here is optional:
 * a missing piece fails the suite with what to install.
 */
export async function startCluster({
  size = 3,
  env = {},
  postgresUrl = process.env.DATABASE_URL || DEFAULT_PG_URL,
  redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL,
}: ClusterOptions = {}): Promise<Cluster> {
  if (!existsSync(path.join(distOf('server'), 'server.js'))) {
    throw new Error('The server is not built: run "pnpm build" first.');
  }
  const cleanups: Array<() => Promise<void> | void> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const tag = randomBytes(5).toString('hex');
    const databaseUrl = await createDatabase(postgresUrl, `kinora_scale_${tag}`, cleanups);
    await waitForRedis(redisUrl);

    const root = mkdtempSync(path.join(tmpdir(), 'kinora-scale-'));
    if (!process.env.KEEP_CLUSTER)
      cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    // Started as root (CI containers), nginx's workers run as `nobody`: they must be able to
    // read the web root under this folder.
    chmodSync(root, 0o755);
    const s3Port = await getPort();
    const newS3 = () => {
      const server = new S3rver({
        port: s3Port,
        address: '127.0.0.1',
        silent: true,
        directory: path.join(root, 's3'),
        configureBuckets: [{ name: BUCKET, configs: [S3_CORS] }],
      });
      addListParts(server);
      return server;
    };
    let s3: S3rver | null = newS3();
    await s3.run();
    const s3Control = {
      stop: async () => {
        await s3?.close();
        s3 = null;
      },
      start: async () => {
        s3 ??= newS3();
        await s3.run();
      },
    };
    cleanups.push(() => s3Control.stop());
    const s3Url = `http://127.0.0.1:${s3Port}`;
    const apiPort = await getPort();
    const webPort = await getPort();
    const api = `http://127.0.0.1:${apiPort}`;
    const web = `http://127.0.0.1:${webPort}`;

    const shared: Record<string, string> = {
      ...QUIET_SDK,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED: 'false',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `kinora-scale-${tag}:`,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Url,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // Every instance checks the tokens any other one signed.
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      TRANSCODE_STALE_SECONDS: '5',
      // Production would ask every new account to verify its address before uploading: these
      // tests are about the instances, and verification has tests of its own.
      REQUIRE_EMAIL_VERIFICATION: 'false',
      // Shorter than nginx's fail_timeout (2 s here): the first read a stopping instance refuses
      // keeps nginx away from it until after it has stopped listening.
      SHUTDOWN_DRAIN_MS: '1000',
      // The web apps live on an origin of their own; answers name media by absolute URLs.
      WEB_ORIGINS: web,
      PUBLIC_URL: api,
      ...env,
    };
    const instances: Instance[] = [];
    for (let i = 0; i < size; i += 1) {
      const dataDir = path.join(root, `api-${i + 1}`);
      instances.push(
        new Instance(`api-${i + 1}`, await getPort(), {
          ...shared,
          KINORA_ROLE: 'web',
          DATA_DIR: dataDir,
        }),
      );
    }
    const worker = new Instance('worker', 0, {
      ...shared,
      KINORA_ROLE: 'worker',
      DATA_DIR: path.join(root, 'worker'),
    });
    cleanups.push(async () => {
      await Promise.all([...instances, worker].map((instance) => instance.kill()));
    });
    // One at a time: the first applies the migrations, the others find them done.
    for (const instance of instances) await instance.start();
    await worker.start();

    const nginx = await Nginx.start({
      prefix: path.join(root, 'nginx'),
      apiPort,
      webPort,
      instances: instances.map((instance) => instance.address),
      webRoot: buildWebRoot(path.join(root, 'web'), api),
      dataOrigins: [api, s3Url],
    });
    cleanups.push(() => nginx.stop());
    return {
      api,
      web,
      instances,
      worker,
      nginx,
      s3Url,
      s3: s3Control,
      databaseUrl,
      env: shared,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The web origin's folder as a deploy would lay it out: the shell's build at the root, each
 * remote's under `remotes/<name>/`, and the deployment file naming them and the API.
 */
function buildWebRoot(dir: string, apiOrigin: string): string {
  cpSync(distOf(HOST_FOLDER), dir, { recursive: true });
  const deployment: Record<string, string> = {};
  for (const remote of REMOTES) {
    cpSync(distOf(remoteFolder(remote)), path.join(dir, 'remotes', remote), { recursive: true });
    deployment[remote] = `/remotes/${remote}/mf-manifest.json`;
  }
  writeFileSync(
    path.join(dir, 'remotes.json'),
    `${JSON.stringify({ ...deployment, api: apiOrigin }, null, 2)}\n`,
  );
  return dir;
}

/** A database of this run's own on the PostgreSQL server of `baseUrl`, dropped at the end. */
async function createDatabase(
  baseUrl: string,
  name: string,
  cleanups: Array<() => Promise<void> | void>,
) {
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The scale-out suite needs PostgreSQL at ${baseUrl} (set DATABASE_URL): ${String(error)}`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Browsers on the web origin read playlists and segments from the bucket (hls.js uses XHR). */
const S3_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;
