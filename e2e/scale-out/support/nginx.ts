import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import getPort from 'get-port';
import { repoRoot } from '../../support/site';

export interface NginxOptions {
  prefix: string;
  apiPort: number;
  /** Where the web origin listens (with `webRoot`). */
  webPort?: number;
  /** `127.0.0.1:<port>` of each API instance. */
  instances: string[];
  /** Also serve the web apps from this folder on an origin of their own. */
  webRoot?: string;
  /** The API's and the media's origins, for the shell page's policy. */
  dataOrigins?: string[];
}

/**
 * Debian's nginx as an ordinary user, its configuration rendered from deploy/nginx by
 * deploy/render-nginx.mjs (the same script a real install uses).
 */
export class Nginx {
  private constructor(
    private readonly options: NginxOptions,
    private readonly apiPort: number,
    private readonly webPort: number | null,
    private readonly child: ChildProcess,
    private readonly conf: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  get webUrl(): string {
    if (this.webPort === null) throw new Error('this nginx serves no web origin');
    return `http://127.0.0.1:${this.webPort}`;
  }

  static async start(options: NginxOptions): Promise<Nginx> {
    const apiPort = options.apiPort;
    const webPort = options.webRoot ? (options.webPort ?? (await getPort())) : null;
    const conf = render(options, apiPort, webPort, []);
    const binary = nginxBinary();
    execFileSync(binary, ['-t', '-q', '-p', options.prefix, '-c', conf], { stdio: 'inherit' });
    const child = spawn(binary, ['-p', options.prefix, '-c', conf], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const nginx = new Nginx(options, apiPort, webPort, child, conf);
    await nginx.waitUntilListening();
    return nginx;
  }

  /**
   * Re-renders with `down` instances taken out of the rotation and reloads: new workers take the
   * new upstream list, old ones finish what they were doing and leave.
   */
  async setDown(down: string[]): Promise<void> {
    const previous = this.workerPids();
    render(this.options, this.apiPort, this.webPort, down);
    this.child.kill('SIGHUP');
    // The reload is done when none of the old workers is left.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const current = this.workerPids();
      if (current.length > 0 && !current.some((pid) => previous.includes(pid))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('nginx did not finish reloading within 15 s');
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGQUIT');
    await exited;
  }

  /** Lines of the access log (format `upstream`: who answered each request). */
  accessLog(): string[] {
    const file = path.join(this.options.prefix, 'access.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  /** Lines of nginx's error log (warnings and worse: refused connections, upstreams marked down). */
  errorLog(): string[] {
    const file = path.join(this.options.prefix, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  private workerPids(): number[] {
    const pid = this.child.pid;
    if (!pid) return [];
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  }

  private async waitUntilListening(): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`nginx exited with ${this.child.exitCode}`);
      try {
        await fetch(`${this.url}/api/v1/healthcheck`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('nginx did not listen within 15 s');
  }
}

function render(options: NginxOptions, apiPort: number, webPort: number | null, down: string[]) {
  const args = [
    path.join(repoRoot, 'deploy', 'render-nginx.mjs'),
    '--prefix',
    options.prefix,
    '--api-listen',
    `127.0.0.1:${apiPort}`,
    '--worker-processes',
    '1',
    '--fail-timeout',
    '2',
    '--access-log',
    `${path.join(options.prefix, 'access.log')} upstream`,
    ...options.instances.flatMap((address) => ['--instance', address]),
    ...down.flatMap((address) => ['--down', address]),
  ];
  if (webPort !== null && options.webRoot) {
    args.push('--web-listen', `127.0.0.1:${webPort}`, '--web-root', options.webRoot);
    for (const origin of options.dataOrigins ?? []) args.push('--api-origin', origin);
  }
  return execFileSync(process.execPath, args, { encoding: 'utf8' }).trim();
}

/** The machine's nginx binary; the suite fails, never skips, without one. */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  );
  if (found) return found;
  if (spawnSync('nginx', ['-v']).status === 0) return 'nginx';
  throw new Error('nginx not found: install it (apt-get install -y nginx) or set NGINX_PATH.');
}
