import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { waitForRedis } from './redis';

/** Debian's PostgreSQL programs (postgresql-NN), the newest installed. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      'The fault tests start a PostgreSQL of their own: apt-get install -y postgresql (pg_ctl not found).',
    );
  }
  return path.join(root, newest, 'bin');
}

/**
 * PostgreSQL refuses to run as root; a CI container runs as root, so there the server runs as the
 * `postgres` account that Debian's package creates.
 */
const asRoot = process.getuid?.() === 0;

/** Runs without blocking: the load generator shares this process. */
async function runPostgresTool(tool: string, args: string[]): Promise<void> {
  const program = path.join(postgresBin(), tool);
  const [command, ...rest] = asRoot
    ? ['runuser', '-u', 'postgres', '--', program, ...args]
    : [program, ...args];
  await promisify(execFile)(command ?? program, rest);
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port: the tests restart
 * it under load, which they could not do to the machine's shared one.
 */
export class PrivatePostgres {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  /** The superuser's URL of the server's `postgres` database (trust authentication). */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(path.join(tmpdir(), 'kinora-pg-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    const server = new PrivatePostgres(dir, await getPort());
    await runPostgresTool('initdb', [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    await server.pgCtl('start');
    return server;
  }

  private pgCtl(action: 'start' | 'stop'): Promise<void> {
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      '-c listen_addresses=127.0.0.1',
      // The data is thrown away after the run: durability would only slow the machine.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    return runPostgresTool('pg_ctl', [
      action,
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      ...(action === 'stop' ? ['-m', 'fast'] : ['-o', options]),
    ]);
  }

  /**
   * What an operator's `systemctl restart postgresql` does, on a server that takes `downMs` to
   * come back (recovery, a checkpoint): a fast shutdown (every session is ended, transactions
   * under way roll back), nothing listening meanwhile, and a start. Returns how long it was away.
   */
  async restart(downMs: number): Promise<number> {
    const started = Date.now();
    await this.pgCtl('stop');
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.pgCtl('start');
    return Date.now() - started;
  }

  async close(): Promise<void> {
    try {
      await this.pgCtl('stop');
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

/** A Redis of the test's own on a free port, stopped and started again on the same port. */
export class PrivateRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await getPort());
    await redis.resume();
    return redis;
  }

  /** Starts the server (again) and waits until it answers. */
  async resume(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child.once('error', () => undefined);
    this.process = child;
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        await waitForRedis(this.url);
        return;
      } catch (error) {
        if (Date.now() > deadline || child.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** Kills the server: every connection drops and nothing answers on the port until `resume`. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.process = null;
  }
}
