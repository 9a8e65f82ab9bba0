/**
 * A remote's route record: the pages it serves, declared in its own package (`src/app/pages.json`)
 * and published by its build beside its manifest (`routes.json`). The shell builds its router from
 * the records of the remotes the deployment file names, and the server reads the same records for
 * its preload hints; so a remote adds a page with a deploy of its own, with nothing changed in the
 * shell or in this package.
 */

/** The record's format; a reader refuses another one rather than guess at it. */
export const ROUTE_RECORD_VERSION = 1;
/** The file a remote's build publishes its record in, next to its `mf-manifest.json`. */
export const ROUTE_RECORD_FILE = 'routes.json';

/** The first screens the server knows how to ask for (and draw) before any script runs. */
export const FIRST_SCREEN_KINDS = ['channel', 'explore', 'home', 'results', 'watch'] as const;
/** One of `FIRST_SCREEN_KINDS`. */
export type FirstScreenKind = (typeof FIRST_SCREEN_KINDS)[number];
/** The link previews (share tags) the server knows how to write. */
export const SHARE_KINDS = ['channel', 'video'] as const;
/** One of `SHARE_KINDS`. */
export type ShareKind = (typeof SHARE_KINDS)[number];

/** One page of a remote. */
export interface RoutePage {
  /** A router pattern: `/channel/:username`. */
  path: string;
  /**
   * The page module: the key under which the remote's `./routes` module gives the page's lazy
   * component, and the name of its chunk (`page-<page>`), which the server's hints look for.
   */
  page: string;
  /** Signed-in only: the shell asks a visitor to sign in first. */
  protected?: boolean;
  /** The first screen the server prepares for a visitor of this page. */
  firstScreen?: FirstScreenKind;
  /** The link preview the server writes into the page for chat apps and search engines. */
  share?: ShareKind;
}

/** What `routes.json` holds: the pages one remote serves. */
export interface RouteRecord<Remote extends string = string> {
  /** `ROUTE_RECORD_VERSION` when it was written. */
  version: typeof ROUTE_RECORD_VERSION;
  /** The remote's federation name, as the deployment file names it. */
  remote: Remote;
  /** Its pages; a path another remote already serves is the deployment's mistake, not its. */
  pages: RoutePage[];
}

/** A page as the router sees it: with the remote that serves it. */
export interface RouteClaim<Remote extends string = string> extends RoutePage {
  /** The remote that serves the page. */
  remote: Remote;
}

const PAGE_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const PATH_PATTERN = /^\/(?:(?::?[A-Za-z0-9_-]+)(?:\/(?::?[A-Za-z0-9_-]+))*)?$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  where: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new Error(`${where} must be one of ${allowed.join(', ')}.`);
}

/**
 * Two patterns that match the same URLs are the same route, whatever their parameters are called
 * (`/post/:postId` and `/post/:id`).
 */
export const routeShape = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');

function validatePage(value: unknown, where: string): RoutePage {
  if (!isObject(value)) throw new Error(`${where} must be an object.`);
  const { path, page } = value;
  if (typeof path !== 'string' || !PATH_PATTERN.test(path)) {
    throw new Error(`${where}.path must be a route pattern ("/channel/:username").`);
  }
  if (typeof page !== 'string' || !PAGE_ID.test(page)) {
    throw new Error(`${where}.page must be a kebab-case name ("channel-about").`);
  }
  if (value.protected !== undefined && typeof value.protected !== 'boolean') {
    throw new Error(`${where}.protected must be true or false.`);
  }
  const firstScreen = oneOf(value.firstScreen, FIRST_SCREEN_KINDS, `${where}.firstScreen`);
  const share = oneOf(value.share, SHARE_KINDS, `${where}.share`);
  return {
    path,
    page,
    ...(value.protected === true ? { protected: true } : {}),
    ...(firstScreen ? { firstScreen } : {}),
    ...(share ? { share } : {}),
  };
}

/**
 * Checks a published record and returns it in its normal form (fields it does not know left
 * out); throws an error naming the first thing wrong. `remote`, when given, is the name the
 * deployment file knows the remote by: a record of another remote is refused.
 */
export function validateRouteRecord<Remote extends string>(
  value: unknown,
  remote: Remote,
): RouteRecord<Remote>;
/** A record read without knowing whose it should be (a build's own check). */
export function validateRouteRecord(value: unknown): RouteRecord;
export function validateRouteRecord(value: unknown, remote?: string): RouteRecord {
  const where = `The route record${remote ? ` of "${remote}"` : ''}`;
  if (!isObject(value)) throw new Error(`${where} must be a JSON object.`);
  if (value.version !== ROUTE_RECORD_VERSION) {
    throw new Error(`${where} has version ${String(value.version)}, not ${ROUTE_RECORD_VERSION}.`);
  }
  if (typeof value.remote !== 'string' || value.remote.length === 0) {
    throw new Error(`${where} must name its remote.`);
  }
  if (remote !== undefined && value.remote !== remote) {
    throw new Error(`${where} is the record of "${value.remote}".`);
  }
  if (!Array.isArray(value.pages)) throw new Error(`${where} must list its pages.`);
  const pages = value.pages.map((page, index) => validatePage(page, `${where}: pages[${index}]`));
  const seen = new Set<string>();
  for (const { path } of pages) {
    if (seen.has(routeShape(path))) throw new Error(`${where} lists ${path} twice.`);
    seen.add(routeShape(path));
  }
  return { version: ROUTE_RECORD_VERSION, remote: value.remote, pages };
}

/**
 * The pages of the site, from the records in the deployment file's order. A path two remotes
 * claim goes to the one named first, with a warning: the deploy preflight refuses such a build,
 * so one reaching a browser is a deployment mistake, and the site keeps its older owner.
 */
export function resolveRouteClaims<Remote extends string>(
  records: readonly RouteRecord<Remote>[],
  warn: (message: string) => void = console.warn,
): RouteClaim<Remote>[] {
  const owners = new Map<string, Remote>();
  const claims: RouteClaim<Remote>[] = [];
  for (const record of records) {
    for (const page of record.pages) {
      const shape = routeShape(page.path);
      const owner = owners.get(shape);
      if (owner !== undefined) {
        warn(
          `[kinora] ${page.path} is claimed by "${owner}" and "${record.remote}": "${owner}" keeps it.`,
        );
        continue;
      }
      owners.set(shape, record.remote);
      claims.push({ ...page, remote: record.remote });
    }
  }
  return claims;
}
