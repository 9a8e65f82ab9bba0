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
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { distOf, remoteFolder, repoRoot } from './site';

const run = promisify(execFile);
const CACHE_ROOT = path.join(tmpdir(), 'kinora-e2e-builds');
const FIXTURES = path.join(repoRoot, 'e2e', 'fixtures');

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else hash.update(path.relative(repoRoot, full)).update(readFileSync(full));
  }
}

/**
 * A production build of the web app in `appDir` into a cached folder, keyed by `label`, the
 * content of everything it is built from and the build environment, so reruns skip webpack.
 */
async function buildApp(appDir: string, label: string, env: Record<string, string>) {
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
  const outDir = path.join(CACHE_ROOT, `${label}-${hash.digest('hex').slice(0, 16)}`);
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
    throw new Error(`Building ${appDir} into ${partial} produced no mf-manifest.json.`);
  }
  rmSync(outDir, { recursive: true, force: true });
  renameSync(partial, outDir);
  return outDir;
}

/** A second production build of one remote, with another build environment. */
export function buildRemoteVariant(remote: string, env: Record<string, string>): Promise<string> {
  return buildApp(path.join(repoRoot, remoteFolder(remote)), remote, env);
}

/**
 * The production build of a remote outside the platform's list (`e2e/fixtures/remote-<name>`),
 * as its own team would build it: the shell has never heard of it.
 */
export function buildFixtureRemote(name: string): Promise<string> {
  return buildApp(path.join(FIXTURES, `remote-${name}`), name, {});
}

interface NewPage {
  /** Its line in `src/app/pages.json`. */
  record: { path: string; page: string; protected?: boolean };
  /** The component's name, exported by its module. */
  component: string;
  /** Its module, under the remote's `src/`, and the module's source. */
  file: string;
  source: string;
}

/**
 * A production build of a remote with one page more, made as its team makes one: the page's
 * module written, a line added to `src/app/pages.json` and one to `src/app/routes.tsx`. Built
 * from a copy of the remote's package (its installed dependencies linked in), so the
 * repository's own remote stays as it is.
 */
export async function buildRemoteWithPage(remote: string, page: NewPage): Promise<string> {
  const folder = remoteFolder(remote);
  const appDir = path.join(repoRoot, folder);
  const copy = path.join(CACHE_ROOT, `source-${remote}-${page.record.page}`, folder);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(path.join(appDir, 'src'), path.join(copy, 'src'), { recursive: true });
  for (const file of ['webpack.config.cjs', 'package.json'])
    cpSync(path.join(appDir, file), path.join(copy, file));
  symlinkSync(path.join(appDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  const pageFile = path.join(copy, 'src', page.file);
  mkdirSync(path.dirname(pageFile), { recursive: true });
  writeFileSync(pageFile, page.source);
  const recordFile = path.join(copy, 'src', 'app', 'pages.json');
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as { pages: unknown[] };
  writeFileSync(recordFile, JSON.stringify({ ...record, pages: [...record.pages, page.record] }));
  const routesFile = path.join(copy, 'src', 'app', 'routes.tsx');
  const routes = readFileSync(routesFile, 'utf8');
  const declaration = 'export const pages: RemotePages = {';
  if (!routes.includes(declaration)) throw new Error(`${routesFile} declares no \`pages\`.`);
  const modulePath = `../${page.file.replace(/\.tsx?$/, '')}`;
  writeFileSync(
    routesFile,
    routes.replace(
      declaration,
      `const ${page.component} = lazyPage(\n  () => import(/* webpackChunkName: "page-${page.record.page}" */ '${modulePath}'),\n  '${page.component}',\n);\n${declaration}\n  '${page.record.page}': ${page.component},`,
    ),
  );
  return buildApp(copy, `${remote}-with-${page.record.page}`, {});
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
