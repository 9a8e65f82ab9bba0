import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { distOf, remoteFolder, repoRoot } from './site';

const run = promisify(execFile);
const CACHE_ROOT = path.join(tmpdir(), 'kinora-e2e-builds');

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else hash.update(path.relative(repoRoot, full)).update(readFileSync(full));
  }
}

/**
 * A second production build of one remote into a cached folder, keyed by the content of
 * everything it is built from plus the build environment, so reruns skip webpack.
 */
export async function buildRemoteVariant(
  remote: string,
  env: Record<string, string>,
): Promise<string> {
  const appDir = path.join(repoRoot, remoteFolder(remote));
  const hash = createHash('sha256').update(JSON.stringify(env));
  for (const dir of [
    path.join(appDir, 'src'),
    path.join(repoRoot, 'shared', 'src'),
    path.join(repoRoot, 'shared', 'build'),
  ]) {
    hashTree(hash, dir);
  }
  for (const file of [
    path.join(appDir, 'webpack.config.cjs'),
    path.join(appDir, 'package.json'),
    path.join(repoRoot, 'pnpm-lock.yaml'),
  ]) {
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  const outDir = path.join(CACHE_ROOT, `${remote}-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(outDir, 'mf-manifest.json'))) return outDir;

  const partial = `${outDir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(CACHE_ROOT, { recursive: true });
  await run('npx', ['webpack', '--mode', 'production'], {
    cwd: appDir,
    env: { ...process.env, ...env, KINORA_OUT_DIR: partial },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!existsSync(path.join(partial, 'mf-manifest.json'))) {
    throw new Error(
      `Building ${remoteFolder(remote)} into ${partial} produced no mf-manifest.json.`,
    );
  }
  rmSync(outDir, { recursive: true, force: true });
  renameSync(partial, outDir);
  return outDir;
}

/**
 * A redeploy of a changed build, without webpack: a copy of the remote's dist in which one
 * visible string was edited, exactly what shipping a new build with that change looks like.
 */
export function patchedCopyOfRemote(remote: string, find: string, replace: string): string {
  const target = path.join(tmpdir(), `kinora-e2e-redeploy-${remote}-${process.pid}-${Date.now()}`);
  cpSync(distOf(remoteFolder(remote)), target, { recursive: true });
  let patched = 0;
  for (const file of readdirSync(target)) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(target, file);
    const source = readFileSync(full, 'utf8');
    if (!source.includes(find)) continue;
    writeFileSync(full, source.split(find).join(replace));
    patched += 1;
  }
  if (patched === 0) throw new Error(`No built file of ${remoteFolder(remote)} contains ${find}.`);
  return target;
}

interface PublishedPage {
  path: string;
  page: string;
  protected?: boolean;
}

/**
 * A build whose route record (`routes.json`, published beside its manifest) declares one page
 * more: what a team's next build looks like once it added a line to its `src/app/pages.json`.
 */
export function withPublishedPage(dist: string, page: PublishedPage): string {
  const file = path.join(dist, 'routes.json');
  const record = JSON.parse(readFileSync(file, 'utf8')) as { pages: PublishedPage[] };
  writeFileSync(file, JSON.stringify({ ...record, pages: [...record.pages, page] }));
  return dist;
}

/** `pnpm remote …` against a running site and its deploy root; answers what it printed. */
export function remoteTool(deployDir: string, siteUrl: string) {
  return async (...args: string[]): Promise<string> => {
    const { stdout } = await run('pnpm', ['--silent', 'remote', ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        WEB_DEPLOY_DIR: deployDir,
        KINORA_SITE_URL: siteUrl,
        KINORA_DEPLOYER: 'e2e',
      },
    });
    return stdout;
  };
}
