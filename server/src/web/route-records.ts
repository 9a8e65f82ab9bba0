import path from 'node:path';
import {
  resolveRouteClaims,
  ROUTE_RECORD_FILE,
  validateRouteRecord,
  type RouteClaim,
  type RouteRecord,
} from '@kinora/shared/routing';
import { watchedJson } from '../lib/watched-json';
import { isRemoteUrl } from './remote-json';

const MANIFEST_FILE = 'mf-manifest.json';

/** Where this server keeps the builds it serves itself. */
export interface RecordSources {
  /** Remote name → folder of its build, served at `/remotes/<name>/`. */
  remotes: Record<string, string>;
  /** The deploy root, whose `remotes/` folder holds every version `pnpm remote deploy` stored. */
  deployDir: string | null;
  /** The last answer of a build on another origin (see `remote-json.ts`); none when not given. */
  fetched?: (url: string) => unknown;
}

/**
 * The file `name` of the build whose manifest is `manifestUrl` (as the deployment file names
 * it), when that build is on this server's disk; null for a build elsewhere.
 */
export function buildFileOf(
  remote: string,
  manifestUrl: string,
  { remotes, deployDir }: RecordSources,
  name: string,
): string | null {
  if (!manifestUrl.startsWith('/remotes/') || !manifestUrl.endsWith(`/${MANIFEST_FILE}`)) {
    return null;
  }
  if (manifestUrl === `/remotes/${remote}/${MANIFEST_FILE}` && Object.hasOwn(remotes, remote)) {
    return path.join(remotes[remote] ?? '', name);
  }
  if (!deployDir) return null;
  const root = path.join(deployDir, 'remotes');
  const folder = path.resolve(root, `.${path.posix.dirname(manifestUrl.slice('/remotes'.length))}`);
  // Only inside the deploy root, whatever the entry says.
  if (!folder.startsWith(`${root}${path.sep}`)) return null;
  return path.join(folder, name);
}

/** The route record published beside the manifest `manifestUrl`, when on this server's disk. */
export const recordFileOf = (remote: string, manifestUrl: string, sources: RecordSources) =>
  buildFileOf(remote, manifestUrl, sources, ROUTE_RECORD_FILE);

/**
 * Reads a JSON file of a deployed build, wherever the deployment file puts it: from this
 * server's disk (parsed again only when it changes), or, for a build on another origin, its
 * last fetched answer. Null when there is none (yet).
 */
export function createBuildFiles(sources: RecordSources) {
  const readers = new Map<string, () => unknown>();
  return (remote: string, manifestUrl: string, name: string): unknown => {
    const file = buildFileOf(remote, manifestUrl, sources, name);
    if (file) {
      let reader = readers.get(file);
      if (!reader) readers.set(file, (reader = watchedJson<unknown>(file)));
      return reader();
    }
    if (!isRemoteUrl(manifestUrl)) return null;
    return sources.fetched?.(new URL(name, manifestUrl).href) ?? null;
  };
}

export type BuildFiles = ReturnType<typeof createBuildFiles>;

/**
 * The manifest a deployment entry names for most browsers: the entry itself, or a canary's
 * stable side (the canary's own pages are the browser's to find, in the canary's record).
 */
export function stableManifestOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  const stable =
    typeof entry === 'object' && entry !== null ? (entry as { stable?: unknown }).stable : null;
  return typeof stable === 'string' ? stable : null;
}

/**
 * The site's pages as the remotes the deployment file names publish them, in its order (a path
 * two remotes claim stays with the one named first, as in the browser); a canary's stable side.
 * A build on another origin is read from its last fetched record; until one arrives (or for a
 * path no disk of this server holds) the remote has no pages here: the server then hints and
 * draws nothing of its own for them, and the browser still finds them.
 */
export function createRouteClaims(
  deployment: () => Record<string, unknown> | null,
  buildFiles: BuildFiles,
  warn: (message: string) => void,
): () => RouteClaim[] {
  let last: { inputs: [string, unknown][]; claims: RouteClaim[] } | null = null;
  const unchanged = (inputs: [string, unknown][]) =>
    last?.inputs.length === inputs.length &&
    inputs.every(([remote, value], index) => {
      const before = last?.inputs[index];
      return before?.[0] === remote && before[1] === value;
    });
  return () => {
    const inputs: [string, unknown][] = [];
    for (const [remote, entry] of Object.entries(deployment() ?? {})) {
      const stable = stableManifestOf(entry);
      const value = stable ? buildFiles(remote, stable, ROUTE_RECORD_FILE) : null;
      if (value !== null) inputs.push([remote, value]);
    }
    // Resolved again only when a record changed (a read keeps a file's value until it does),
    // so a broken record or a clash is reported once, not on every page.
    if (last && unchanged(inputs)) return last.claims;
    const records: RouteRecord[] = [];
    for (const [remote, value] of inputs) {
      try {
        records.push(validateRouteRecord(value, remote));
      } catch (error) {
        warn(error instanceof Error ? error.message : String(error));
      }
    }
    last = { inputs, claims: resolveRouteClaims(records, warn) };
    return last.claims;
  };
}
