import fs from 'node:fs';
import path from 'node:path';
import { claimOf, ROUTE_RECORD_FILE, type RouteClaim } from '@kinora/shared/routing';
import { DEPLOYMENT_FILE } from '../platform';
import { watchedJson } from '../lib/watched-json';
import { isRemoteUrl } from './remote-json';
import type { BuildFiles } from './route-records';

const MANIFEST_FILE = 'mf-manifest.json';
/** The federated module the shell mounts each remote's pages from. */
const ROUTES_EXPOSE = './routes';

/** What of a remote's `mf-manifest.json` the hints read. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  shared?: { assets?: { js?: { sync?: string[] } } }[];
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

/**
 * A video's HLS master playlist: hls.js asks for it with an XHR that sends no credentials to
 * another origin (a media origin or a bucket), which is how `crossorigin="anonymous"` asks too.
 */
export const playlistHint = (href: string) => fetchHint(href);

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
  /** The deployment file as it stands (see `deployment.ts`). */
  deployment: () => Record<string, unknown> | null;
  /** The pages the deployed remotes publish (see `route-records.ts`). */
  claims: () => readonly RouteClaim[];
  /** The deployed builds' files, on this disk or fetched from their origin. */
  buildFiles: BuildFiles;
}

/** The scripts of a manifest's `./routes` module and of one page, in a manifest of any shape. */
function routesScripts(manifest: RemoteManifest, page: string): string[] {
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const js = exposes.find((expose) => expose?.path === ROUTES_EXPOSE)?.assets?.js;
  const files = (list: unknown) =>
    Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [];
  return [...files(js?.sync), ...files(js?.async).filter((file) => file.startsWith(page))];
}

/**
 * The `<link rel=preload>` tags of the shell page for one URL: what the browser would otherwise
 * discover one round trip after another (the shell's start-up chunks, then the deployment file,
 * then the remotes' route records, then the owning remote's manifest, its entry, its routes
 * module, then the page's chunk) is asked for at once with the page. Read from the deployment
 * file and the builds as deployed now: which remote draws a URL is what their published route
 * records say, so a page a remote adds is hinted without a change here. A build on another
 * origin is read from its last fetched record and manifest.
 */
export function createPreloadHints({
  shellDir,
  deployment,
  claims,
  buildFiles,
}: PreloadHintOptions) {
  const shellManifest = watchedJson<RemoteManifest>(path.join(shellDir, MANIFEST_FILE));
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
    const manifest = buildFiles(owner.remote, entry, MANIFEST_FILE) as RemoteManifest | null;
    if (typeof manifest !== 'object' || manifest === null) return hints.join('');
    const base = entry.slice(0, -MANIFEST_FILE.length);
    const remoteEntry = manifest.metaData?.remoteEntry;
    // The federation runtime adds the entry without `crossorigin`, wherever it comes from.
    if (typeof remoteEntry?.name === 'string')
      hints.push(
        scriptHint(
          `${base}${typeof remoteEntry.path === 'string' ? remoteEntry.path : ''}${remoteEntry.name}`,
          false,
        ),
      );
    // webpack asks for a chunk from another origin with `crossorigin`.
    const elsewhere = isRemoteUrl(entry);
    for (const file of routesScripts(manifest, pageChunkOf(owner.page)))
      hints.push(scriptHint(`${base}${file}`, elsewhere));
    return hints.join('');
  };
}
