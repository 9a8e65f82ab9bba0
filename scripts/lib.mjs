// Helpers the root scripts share: find or install pnpm, run commands, know the apps.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webApps from '../shared/build/web-apps.cjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The remotes ({ name, folder, devPort }), from shared/src/routing/remotes.json. */
export const REMOTES = webApps.REMOTES;
/** Every web app's package folder, the shell first. */
export const WEB_APPS = webApps.WEB_APPS.map((app) => app.folder);

const PNPM_VERSION = '10';

/** The pnpm to run: the installed one, else `npx pnpm@10` (Node and npm are all a machine needs). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith(`${PNPM_VERSION}.`)) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(command, args, options = {}) {
  const [bin, ...pre] = command === 'pnpm' ? pnpmCommand() : [command];
  const result = spawnSync(bin, [...pre, ...args], { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    const line = [command, ...args].join(' ');
    throw new Error(`"${line}" failed with ${result.status ?? result.signal}`);
  }
}

/**
 * Like `run`, but also collects what the command prints for the caller to read: shown live, or
 * with `quiet` only collected (for commands running side by side, whose output would interleave).
 */
export function runCapturing(command, args, { quiet = false, ...options } = {}) {
  const [bin, ...pre] = command === 'pnpm' ? pnpmCommand() : [command];
  const description = [command, ...args].join(' ');
  return new Promise((resolve) => {
    const child = spawn(bin, [...pre, ...args], {
      cwd: root,
      ...options,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (!quiet) process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ output, ok: code === 0, description }));
    child.on('error', () => resolve({ output, ok: false, description }));
  });
}

export function start(command, args, options = {}) {
  const [bin, ...pre] = command === 'pnpm' ? pnpmCommand() : [command];
  return spawn(bin, [...pre, ...args], { stdio: 'inherit', cwd: root, ...options });
}

export const DEV_DEPLOYMENT_FILE = path.join(root, webApps.HOST.folder, 'public', 'remotes.json');

/** The deployment file the shell's dev server serves: every remote on its own dev server. */
export const devDeploymentJson = () => `${JSON.stringify(webApps.devDeployment(), null, 2)}\n`;

/** Rewrites the shell's dev deployment file when the list of remotes has changed. */
export function writeDevDeployment() {
  const json = devDeploymentJson();
  const current = existsSync(DEV_DEPLOYMENT_FILE) ? readFileSync(DEV_DEPLOYMENT_FILE, 'utf8') : '';
  if (current !== json) writeFileSync(DEV_DEPLOYMENT_FILE, json);
}

/** Installs the workspace's dependencies on a fresh clone (no-op when they are there). */
export function ensureInstalled() {
  if (existsSync(path.join(root, 'node_modules', '.modules.yaml'))) return;
  console.log('[kinora] installing dependencies with pnpm...');
  run('pnpm', ['install', '--frozen-lockfile']);
}

export const distOf = (app) => path.join(root, app, 'dist');

/** Builds every web app and the server whose dist folder is missing (or all with `force`). */
export function buildMissing({ force = false } = {}) {
  const missing = [...WEB_APPS, 'server'].filter(
    (app) =>
      force ||
      !existsSync(
        path.join(
          distOf(app),
          app === 'server'
            ? 'server.js'
            : app === webApps.HOST.folder
              ? 'index.html'
              : 'mf-manifest.json',
        ),
      ),
  );
  if (missing.length === 0) return;
  console.log(`[kinora] building ${missing.join(', ')}...`);
  const filters = missing.flatMap((app) => ['--filter', `@kinora/${app}`]);
  run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
}

/** Environment that makes the server also serve the built frontends on its own origin. */
export function webEnv() {
  return {
    WEB_SHELL_DIR: distOf(webApps.HOST.folder),
    WEB_REMOTES: REMOTES.map(({ name, folder }) => `${name}=${distOf(folder)}`).join(','),
  };
}
