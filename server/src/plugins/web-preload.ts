import fs from 'node:fs';
import path from 'node:path';
import { claimOf, ROUTE_RECORD_FILE, type RouteClaim } from '@kinora/shared/routing';
import { watchedJson } from '../lib/watched-json';

/** Where the shell finds its remotes, beside its index.html (see the shell's runtime). */
const DEPLOYMENT_FILE = 'remotes.json';
const MANIFEST_FILE = 'mf-manifest.json';
/** The federated module the shell mounts each remote's pages from. */
const ROUTES_EXPOSE = './routes';

/** What of a remote's `mf-manifest.json` the hints read. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  shared?: { assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The deployment file live now, in the folder `folder()` names at each call (it moves to the
 * deploy root with the first `pnpm remote deploy`), parsed again only when it changes.
 */
export function createDeploymentReader(folder: () => string) {
  const readers = new Map<string, () => Record<string, unknown> | null>();
  return () => {
    const file = path.join(folder(), DEPLOYMENT_FILE);
    let read = readers.get(file);
    if (!read) readers.set(file, (read = watchedJson<Record<string, unknown>>(file)));
    return read();
  };
}

/** The page of the published records that draws `pathname`, with its remote; null for none. */
export const routeOwnerOf = (claims: readonly RouteClaim[], pathname: string) =>
  claimOf(claims, pathname);

/** How the remotes name a page's chunk: `page-<page>` (`page-channel-about.1a2b3c4d.js`). */
export const pageChunkOf = (page: string) => `page-${page}.`;

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Scripts the runtime adds with `<script src>`: webpack marks a chunk `crossorigin` only when it
 * comes from another origin, and a preload must ask the same way or the browser fetches twice.
 */
const scriptHint = (href: string, crossOrigin: boolean) =>
  `<link rel="preload" as="script" href="${attr(href)}"${crossOrigin ? ' crossorigin="anonymous"' : ''}>`;
/** JSON the runtime reads with `fetch` (CORS mode, same-origin credentials). */
const fetchHint = (href: string) =>
  `<link rel="preload" as="fetch" href="${attr(href)}" crossorigin="anonymous">`;

/** The likely largest paint of the page (a player's poster): fetched first, before any script. */
export const leadImageHint = (href: string) =>
  `<link rel="preload" as="image" href="${attr(href)}" fetchpriority="high">`;

/**
 * An API answer the page's script will request: the web app's HTTP client sends its requests
 * with credentials, and a preload only serves a request made the same way.
 */
export const apiAnswerHint = (href: string) =>
  `<link rel="preload" as="fetch" href="${attr(href)}" crossorigin="use-credentials">`;

/**
 * The first card's thumbnail: the WebP size the card's `<img>` would choose (same `srcset` and
 * `sizes`; skipped by a browser without WebP), or the one file there is.
 */
export function leadThumbnailHint(lead: { href: string; srcset?: string; sizes?: string }) {
  if (!lead.srcset || !lead.sizes) return leadImageHint(lead.href);
  return `<link rel="preload" as="image" type="image/webp" imagesrcset="${attr(lead.srcset)}" imagesizes="${attr(lead.sizes)}" fetchpriority="high">`;
}

/** The shell page with the hints at the end of its `<head>`. */
export function withPreloadHints(html: string, hints: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${hints}${html.slice(end)}`;
}

export interface PreloadHintOptions {
  shellDir: string;
  /** Remote name → folder of its build, for the remotes this server serves itself. */
  remotes: Record<string, string>;
  /** The folder of the deployment file live now (the deploy root once `pnpm remote` used it). */
  deploymentFolder?: () => string;
  /** The pages the deployed remotes publish (see `lib/route-records.ts`). */
  claims: () => readonly RouteClaim[];
}

/**
 * The `<link rel=preload>` tags of the shell page for one URL: what the browser would otherwise
 * discover one round trip after another (the shell's start-up chunks, then the deployment file,
 * then the remotes' route records, then the owning remote's manifest, its entry, its routes
 * module, then the page's chunk) is asked for at once with the page. Read from the deployment
 * file and the builds as deployed now: which remote draws a URL is what their published route
 * records say, so a page a remote adds is hinted without a change here. A remote on another
 * origin gets its route record hinted only, as its build is not here to read.
 */
export function createPreloadHints({
  shellDir,
  remotes,
  deploymentFolder = () => shellDir,
  claims,
}: PreloadHintOptions) {
  const deployment = createDeploymentReader(deploymentFolder);
  const shellManifest = watchedJson<RemoteManifest>(path.join(shellDir, MANIFEST_FILE));
  const remoteManifests = new Map(
    Object.entries(remotes).map(([name, dir]) => [
      name,
      watchedJson<RemoteManifest>(path.join(dir, MANIFEST_FILE)),
    ]),
  );
  const shellChunks = () => {
    const chunks = new Set<string>();
    for (const shared of shellManifest()?.shared ?? [])
      for (const file of shared.assets?.js?.sync ?? []) chunks.add(file);
    // The shell's start-up module itself, named so it can be found here.
    for (const file of fs.readdirSync(shellDir))
      if (/^bootstrap\.[0-9a-f]+\.js$/.test(file)) chunks.add(file);
    return [...chunks].map((file) => scriptHint(`/${file}`, false));
  };

  return (pathname: string): string => {
    const hints = [...shellChunks(), fetchHint(`/${DEPLOYMENT_FILE}`)];
    // The shell reads every remote's record before it routes (a canary's side is the browser's
    // to draw, so neither is hinted).
    for (const entry of Object.values(deployment() ?? {})) {
      if (typeof entry === 'string' && entry.endsWith(`/${MANIFEST_FILE}`))
        hints.push(fetchHint(`${entry.slice(0, -MANIFEST_FILE.length)}${ROUTE_RECORD_FILE}`));
    }
    const owner = routeOwnerOf(claims(), pathname);
    const entry = owner ? deployment()?.[owner.remote] : undefined;
    if (!owner || typeof entry !== 'string') return hints.join('');
    hints.push(fetchHint(entry));
    // Only a remote this server serves at its usual place has its build here to read.
    const manifest =
      entry === `/remotes/${owner.remote}/${MANIFEST_FILE}`
        ? remoteManifests.get(owner.remote)?.()
        : null;
    if (!manifest) return hints.join('');
    const base = entry.slice(0, -MANIFEST_FILE.length);
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (remoteEntry?.name)
      hints.push(scriptHint(`${base}${remoteEntry.path ?? ''}${remoteEntry.name}`, false));
    const routes = manifest.exposes?.find((expose) => expose.path === ROUTES_EXPOSE);
    const page = pageChunkOf(owner.page);
    const critical = [
      ...(routes?.assets?.js?.sync ?? []),
      ...(routes?.assets?.js?.async ?? []).filter((file) => file.startsWith(page)),
    ];
    for (const file of critical) hints.push(scriptHint(`${base}${file}`, false));
    return hints.join('');
  };
}
