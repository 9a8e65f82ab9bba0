import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import getPort from 'get-port';
import webApps from '../../shared/src/routing/remotes.json' with { type: 'json' };
import { newUser, type TestUser } from './users';
import type { RemoteName } from '@kinora/shared';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The names are typed by the shared package's union, which a root test keeps equal to the JSON.
export const REMOTES = webApps.remotes.map((remote) => remote.name as RemoteName);
/** The shell's federation name and package folder, and each remote's, from the one list. */
export const HOST_NAME = webApps.host.name;
export const HOST_FOLDER = webApps.host.folder;
export function remoteFolder(remote: string): string {
  const found = webApps.remotes.find((candidate) => candidate.name === remote);
  if (!found) throw new Error(`${remote} is not a remote in shared/src/routing/remotes.json.`);
  return found.folder;
}
export const distOf = (app: string) => path.join(repoRoot, app, 'dist');

export interface RunningSite {
  url: string;
  dataDir: string;
  process: ChildProcess;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The site exited early with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${url}/api/v1/healthcheck`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The site did not answer ${url}/api/v1/healthcheck within ${timeoutMs / 1000} s.`,
  );
}

/**
 * Starts the production server with every built app on a free port and a temporary data dir, or
 * on the data dir of a site stopped with `stopSiteProcess` (the same site started again).
 */
export async function startSite(
  extraEnv: Record<string, string> = {},
  existingDataDir?: string,
): Promise<RunningSite> {
  for (const app of [HOST_FOLDER, ...REMOTES.map(remoteFolder), 'server']) {
    if (!existsSync(distOf(app))) {
      throw new Error(
        `${app} is not built: run "pnpm build" (or "pnpm test", which builds) first.`,
      );
    }
  }
  const port = await getPort();
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), 'kinora-e2e-'));
  const child = spawn(process.execPath, [path.join(distOf('server'), 'server.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      // No balancer to drain for: stopping closes at once, releasing the embedded database.
      SHUTDOWN_DRAIN_MS: '0',
      WEB_SHELL_DIR: distOf(HOST_FOLDER),
      WEB_REMOTES: REMOTES.map((name) => `${name}=${distOf(remoteFolder(name))}`).join(','),
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { url, dataDir, process: child };
}

/**
 * Stops the server and keeps its data. The embedded database is one process's at a time and the
 * graceful stop releases it at once; a server killed outright leaves its lock to go stale first.
 */
export async function stopSiteProcess(site: Pick<RunningSite, 'process'>): Promise<void> {
  if (site.process.exitCode === null && site.process.signalCode === null) {
    const exited = new Promise((resolve) => site.process.once('exit', resolve));
    site.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (site.process.exitCode === null && site.process.signalCode === null) {
      site.process.kill('SIGKILL');
      await exited;
    }
  }
}

export async function stopSite(site: Pick<RunningSite, 'process' | 'dataDir'>): Promise<void> {
  await stopSiteProcess(site);
  rmSync(site.dataDir, { recursive: true, force: true });
}

export interface SiteWithAdmin extends RunningSite {
  /** Registered when the site starts, and made admin by the operator's command. */
  admin: TestUser;
  adminToken: string;
}

/**
 * A site of its own with an admin: registered on a first start, granted by `kinora admin grant`
 * while the site is stopped (its embedded database is one process's), then started again on the
 * same data, as an operator does it.
 */
export async function startSiteWithAdmin(
  extraEnv: Record<string, string> = {},
): Promise<SiteWithAdmin> {
  const admin = newUser('admin');
  const first = await startSite(extraEnv);
  const registered = await fetch(new URL('/api/v1/users/register', first.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const adminToken = ((await registered.json()) as { data?: { accessToken?: string } }).data
    ?.accessToken;
  if (!adminToken) throw new Error(`Registering the admin answered ${registered.status}.`);
  await stopSiteProcess(first);
  await promisify(execFile)(
    process.execPath,
    [path.join(distOf('server'), 'kinora.js'), 'admin', 'grant', admin.username],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', DATA_DIR: first.dataDir } },
  );
  const site = await startSite(extraEnv, first.dataDir);
  return { ...site, admin, adminToken };
}
