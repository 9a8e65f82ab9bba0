import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A server that `startServerProcess` started. */
export interface ServerProcess {
  proc: ChildProcess;
  /** Its API, `http://127.0.0.1:<port>/api/v1`. */
  api: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
}

/**
 * The real server (`src/server.ts`, as `npm start` runs it) in its own process on embedded PGlite
 * in `dataDir`, on a port the system picks: resolves once its log says where it listens. `env`
 * adds to or replaces the defaults (no demo data, info logs, no rate limits).
 */
export async function startServerProcess(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    let listening = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (listening) return;
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output);
      if (match?.[1]) {
        listening = true;
        resolve(match[1]);
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', () => reject(new Error(`server exited: ${output.slice(-4000)}`)));
  });
  return { proc, api: `${origin}/api/v1`, output: () => output };
}

/** The exit code of `proc` once it has exited (at once when it already has). */
export const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve(proc.exitCode);
    else proc.once('exit', (code) => resolve(code));
  });

/** Kills `proc` outright unless it has exited, and waits until it has. */
export async function killServerProcess(proc: ChildProcess | null | undefined): Promise<void> {
  if (!proc) return;
  if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  await exited(proc);
}
