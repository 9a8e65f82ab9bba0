// The deploy root the server serves (WEB_DEPLOY_DIR): remotes.json (what is live),
// remotes.history.json (every switch) and remotes/<name>/<version>/ (every deployed build).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const DEPLOYMENT_FILE = 'remotes.json';
export const HISTORY_FILE = 'remotes.history.json';

/** The entry of a remote in the deployment file: a manifest URL, or a canary split. */
export const stableOf = (entry) => (typeof entry === 'string' ? entry : (entry?.stable ?? null));
export const canaryOf = (entry) => (entry && typeof entry === 'object' ? entry : null);

function readJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function readDeployment(root) {
  return readJson(path.join(root, DEPLOYMENT_FILE), {});
}

export function readHistory(root) {
  return readJson(path.join(root, HISTORY_FILE), []);
}

/**
 * Writes beside the target and renames over it: a reader (the server, a browser fetching
 * remotes.json) sees the old file or the new one, never half of one.
 */
async function writeAtomically(file, text) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

export const hasDeployment = (root) => existsSync(path.join(root, DEPLOYMENT_FILE));

/**
 * Switches one remote's entry and records the switch; both files are replaced atomically.
 * `live` is the deployment the site uses now: the first switch starts from the file built
 * beside the shell, so the other remotes stay where they are.
 */
export async function switchRemote(root, record, live = readDeployment(root)) {
  const deployment = { ...live };
  const history = readHistory(root);
  // No entry: a remote that joined the site leaves it.
  if (record.entry === null) delete deployment[record.remote];
  else deployment[record.remote] = record.entry;
  await mkdir(root, { recursive: true });
  // History first: a crash between the two leaves a record of a switch that did not happen
  // rather than a live version nobody can find in the history.
  await writeAtomically(
    path.join(root, HISTORY_FILE),
    `${JSON.stringify([...history, record], null, 2)}\n`,
  );
  await writeAtomically(
    path.join(root, DEPLOYMENT_FILE),
    `${JSON.stringify(deployment, null, 2)}\n`,
  );
}

function hashTree(hash, dir, base = dir) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashTree(hash, full, base);
    else hash.update(path.relative(base, full)).update('\0').update(readFileSync(full));
  }
}

/** `<package version>-<12 hex of the content>`: the same build always gets the same folder. */
export function versionOf(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const packageVersion = manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0';
  const hash = createHash('sha256');
  hashTree(hash, distDir);
  return `${packageVersion}-${hash.digest('hex').slice(0, 12)}`;
}

/**
 * Copies a build into `remotes/<name>/<version>/` unless it is there already: a version folder
 * is never written twice, so a URL once live always serves the same bytes.
 */
export async function storeBuild(root, name, distDir, version) {
  const target = path.join(root, 'remotes', name, version);
  if (existsSync(path.join(target, 'mf-manifest.json'))) return { target, copied: false };
  const partial = `${target}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(distDir, partial, { recursive: true });
  await rename(partial, target);
  return { target, copied: true };
}

/**
 * Where `deploy` stores builds by default (`--target dir`): the deploy root, whose `remotes/` the
 * site serves on its own origin. The S3 target (bucket.mjs) answers the same two calls.
 */
export function deployRootStore(root) {
  return {
    /** The URL the deployment file names for the version: a path on the site. */
    manifestUrl: (name, version) => `/remotes/${name}/${version}/mf-manifest.json`,
    /** Stores the build; `undo` removes what this call stored, nothing else. */
    async put(name, distDir, version) {
      const { target, copied } = await storeBuild(root, name, distDir, version);
      return {
        stored: copied,
        undo: async () => {
          if (copied) await rm(target, { recursive: true, force: true });
        },
      };
    },
  };
}

/**
 * The version folder a manifest URL points into, or null: a path on the site
 * (`/remotes/<name>/<version>/mf-manifest.json`) or the same layout under a bucket's public URL.
 */
export function versionInUrl(url, name) {
  const match = new RegExp(`/remotes/${name}/([^/]+)/mf-manifest\\.json$`).exec(url ?? '');
  return match ? match[1] : null;
}

export async function readManifestFile(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}
