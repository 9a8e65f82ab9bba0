import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { LANGUAGES, SESSION_HINT_COOKIE, UNVERIFIED_SESSION_HINT } from '@kinora/contract';
import {
  claimOf,
  ROUTE_RECORD_FILE,
  routeParams,
  type FirstScreenKind,
  type ShareKind,
} from '@kinora/shared/routing';
import he from 'he';
import {
  clearOverrideCookie,
  hasOverrideCookie,
  type RemoteOverride,
} from '../lib/remote-override';
import { API_ENTRY, createDeployment, DEPLOYMENT_FILE, type Deployment } from '../platform';
import { message, requestLanguage, translate, type Message } from '../i18n/translate';
import { createShellPolicy } from './csp';
import {
  apiAnswerHint,
  createPreloadHints,
  leadImageHint,
  leadThumbnailHint,
  playlistHint,
  withPreloadHints,
} from './preload';
import { createRemoteJson, isRemoteUrl } from './remote-json';
import { createBuildFiles, createRouteClaims, stableManifestOf } from './route-records';
import { withShareTags, type ShareMeta } from './share-meta';
import type { FirstPaint, FirstPaintScreen } from '@kinora/shared/first-paint';
import type { LanguageCode } from '@kinora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { FirstScreen, RecordedPage, Viewer } from './first-screen';

export interface WebOptions {
  web: AppConfig['web'];
  /** The app's reader of the deployment file; one of the plugin's own when it runs alone. */
  deployment?: Deployment;
  /**
   * The link preview (Open Graph, Twitter Card) of a page whose route record names one
   * (`share`), rendered into the shell page so chat apps unfurl links without running
   * JavaScript; null when there is none to write.
   */
  shareMeta?: (
    page: RecordedPage<ShareKind>,
    pathname: string,
    language: LanguageCode,
  ) => Promise<ShareMeta | null>;
  /**
   * The API answers (and first thumbnail) a page's first screen needs, for a page whose route
   * record names one (`firstScreen`), asked for with the shell page, and its drawing; `viewer`
   * says whether the page goes to someone signed in, and `request` is the page's own (the API is
   * asked as its client would ask).
   */
  firstScreen?: (
    page: RecordedPage<FirstScreenKind>,
    search: URLSearchParams,
    viewer: Viewer,
    request: FastifyRequest,
  ) => Promise<FirstScreen | null>;
  /** The remote override this browser may use now, if any (see `override-check.ts`). */
  remoteOverride?: (request: FastifyRequest) => Promise<RemoteOverride | null>;
}

/** Files whose names carry a content hash can be cached for a year; everything else revalidates. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|png|jpe?g|svg|webp|woff2?)$/i;
const NO_CACHE = 'no-cache';
const SOURCE_MAP = /\.map$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED_FILE.test(filePath) ? IMMUTABLE : NO_CACHE);
}

/**
 * Serves the built frontends on the API's origin: the shell at `/` with a history-API fallback
 * to its index.html, and each remote's build under `/remotes/<name>/`. The remotes are plain
 * static folders; they carry CORS headers so the same files also work from another origin.
 * Source maps are 404 unless `publicSourceMaps` is on: they would hand out the whole source.
 */
async function webPlugin(
  app: FastifyInstance,
  { web, deployment = createDeployment(web), shareMeta, firstScreen, remoteOverride }: WebOptions,
) {
  const { shellDir, remotes, publicSourceMaps, deployDir } = web;
  const servable = (pathname: string) => publicSourceMaps || !SOURCE_MAP.test(pathname);
  if (!shellDir) return;
  const indexFile = path.join(shellDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(
      `WEB_SHELL_DIR has no index.html (looked in ${shellDir}). Build the shell first.`,
    );
  }

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Loaded with the pages only: a server that answers the API alone never draws one. It needs
  // the bundled server (or vitest): run from source by plain Node, styled-components' CommonJS
  // build does not load as a module, and the pages are then sent undrawn rather than not at all.
  const drawFirstPaint = await import('@kinora/shared/first-paint').then(
    async ({ renderFirstPaint, loadCatalogues }) => {
      // Every language's texts in memory before the first drawing, which is synchronous.
      await loadCatalogues(LANGUAGES.map((language) => language.code));
      return createPaintCache(renderFirstPaint);
    },
    (error: unknown) => {
      app.log.warn({ err: error }, 'first paint unavailable: pages are drawn by the app alone');
      return null;
    },
  );

  let decorated = false;
  // A remote's files are fetched by shells on other origins too.
  const remoteFileHeaders = (reply: FastifyReply, filePath: string) => {
    cacheHeaders(reply, filePath);
    reply.header('Access-Control-Allow-Origin', '*');
  };
  const serveRemoteFiles = async (root: string, prefix: string, wildcard: boolean) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      wildcard,
      index: false,
      allowedPath: servable,
      setHeaders: remoteFileHeaders,
    });
    decorated = true;
  };
  for (const [name, root] of Object.entries(remotes)) {
    if (!fs.existsSync(path.join(root, 'mf-manifest.json'))) {
      throw new Error(`WEB_REMOTES: ${name} has no mf-manifest.json in ${root}. Build it first.`);
    }
    // With a deploy root, `/remotes/<name>/<version>/…` belongs to it: the build's own files
    // are then routed one by one instead of by a wildcard that would shadow those.
    await serveRemoteFiles(root, `/remotes/${name}/`, !deployDir);
  }

  if (deployDir) {
    fs.mkdirSync(path.join(deployDir, 'remotes'), { recursive: true });
    // Every version `pnpm remote deploy` stored; their folders never change once written.
    await serveRemoteFiles(path.join(deployDir, 'remotes'), '/remotes/', true);
  }

  // The shell's folder is read per request (not globbed at start), so a redeployed shell with
  // new hashed file names is served without a restart.
  await app.register(fastifyStatic, {
    root: shellDir,
    serve: false,
    decorateReply: !decorated,
    index: false,
    setHeaders: cacheHeaders,
  });

  // A browser whose override no longer holds (expired, signed out, no longer an admin, origin
  // no longer allowed) is told to drop it.
  const overrideOf = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!remoteOverride || !hasOverrideCookie(request)) return null;
    const override = await remoteOverride(request);
    if (!override) clearOverrideCookie(reply);
    return override;
  };
  // The shell page carries the strict Content-Security-Policy (see csp.ts); it names the
  // remotes' origins from the deployment file as it stands.
  const policy = createShellPolicy(deployment.file, () => readIndex());
  const shellPolicy = async (request: FastifyRequest, reply: FastifyReply) => {
    const override = await overrideOf(request, reply);
    return policy(override ? [new URL(override.url).origin] : []);
  };
  // Until the first `pnpm remote deploy`, the deployment file built beside the shell is live.
  // A browser with a signed remote override gets it merged in, and named under `overrides` so
  // the shell shows its banner.
  app.get(`/${DEPLOYMENT_FILE}`, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    const override = await overrideOf(request, reply);
    if (!override) return reply.sendFile(DEPLOYMENT_FILE, deployment.folder() ?? shellDir);
    return reply.send({
      ...deployment.file(),
      [override.remote]: override.url,
      overrides: { [override.remote]: override.url },
    });
  });
  const readIndex = createIndexReader(indexFile);
  // The pages the deployed remotes publish: which remote draws a URL, and which first screen and
  // link preview the server prepares for it.
  const warn = (message: string) => app.log.warn(message);
  const remoteJson = createRemoteJson({ warn });
  const buildFiles = createBuildFiles({ remotes, deployDir, fetched: remoteJson.read });
  const claims = createRouteClaims(deployment.file, buildFiles, warn);
  // The builds on other origins are read before the first page is served, so it is hinted and
  // drawn like the next; later they are refreshed in the background.
  app.addHook('onReady', async () => {
    const manifests = Object.values(deployment.file() ?? {}).map(stableManifestOf);
    await remoteJson.settle(
      manifests.flatMap((url) =>
        url && isRemoteUrl(url) ? [url, new URL(ROUTE_RECORD_FILE, url).href] : [],
      ),
    );
  });
  const pageOf = (pathname: string) => {
    const claim = claimOf(claims(), pathname);
    return claim ? { claim, param: routeParams(claim.path, pathname)?.[0] } : null;
  };
  // What the page will need, asked for with the page (see preload.ts).
  const preloadHints = createPreloadHints({
    shellDir,
    deployment: deployment.file,
    claims,
    buildFiles,
  });
  // The API's answers are preloaded only where the web app calls this origin's API: a deployment
  // that names another API origin would never use them.
  const apiElsewhere = () => deployment.file()?.[API_ENTRY] !== undefined;
  // Who the page goes to, where something can be drawn for them: the drawing is made of what
  // everyone sees, so someone signed in gets it too (the session's hint cookie says so), unless
  // their pages open with the notice to verify their address, which the drawing does not have.
  const viewerOf = (request: FastifyRequest): Viewer | null => {
    const hint = request.cookies[SESSION_HINT_COOKIE];
    if (apiElsewhere() || hint === UNVERIFIED_SESSION_HINT) return null;
    return hint ? 'signed-in' : 'visitor';
  };
  const firstScreenOfPage = async (
    request: FastifyRequest,
    pathname: string,
    page: RecordedPage<FirstScreenKind>,
    viewer: Viewer,
  ) => {
    if (!firstScreen) return null;
    const search = new URLSearchParams(request.url.split('?')[1] ?? '');
    try {
      return await firstScreen(page, search, viewer, request);
    } catch (error) {
      // Hints only make the page faster: it is sent without them rather than not at all.
      request.log.warn({ err: error, pathname }, 'first-screen hints failed');
      return null;
    }
  };
  // Someone signed in asks the API with their session and gets answers of their own (their
  // likes, where they stopped watching): a visitor's answers are preloaded for visitors only.
  const firstScreenHints = (screen: FirstScreen | null, viewer: Viewer | null) => {
    if (!screen) return '';
    const thumbnail = screen.leadThumbnail ? leadThumbnailHint(screen.leadThumbnail) : '';
    const playlist = screen.playlist ? playlistHint(screen.playlist) : '';
    const answers = viewer === 'visitor' ? screen.requests.map(apiAnswerHint).join('') : '';
    return `${thumbnail}${playlist}${answers}`;
  };
  const firstPaintOf = (request: FastifyRequest, screen: FirstPaintScreen | undefined) => {
    if (!screen || !drawFirstPaint) return null;
    try {
      return drawFirstPaint(screen, requestLanguage(request));
    } catch (error) {
      // Like the hints: without it the page is drawn by the app, only later.
      request.log.warn({ err: error, page: screen.page }, 'first paint failed');
      return null;
    }
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    reply
      .header('Cache-Control', NO_CACHE)
      // The page is written in the language of the cookie or, without it, of Accept-Language.
      .header('Vary', 'Accept-Language, Cookie')
      .header('Content-Security-Policy', await shellPolicy(request, reply))
      .type('text/html; charset=utf-8');
    // Asked only where something could be drawn or preloaded.
    const viewer = firstScreen !== undefined || shareMeta !== undefined ? viewerOf(request) : null;
    const routed = pageOf(pathname);
    const shareKind = routed?.claim.share;
    const screenKind = routed?.claim.firstScreen;
    const language = requestLanguage(request);
    const [share, screen] = await Promise.all([
      shareMeta && shareKind
        ? shareMeta({ kind: shareKind, param: routed.param }, pathname, language)
        : null,
      viewer && screenKind
        ? firstScreenOfPage(request, pathname, { kind: screenKind, param: routed.param }, viewer)
        : null,
    ]);
    // A public video's page is drawn from its preview: its title over the player's poster.
    const watchPaint: FirstPaintScreen | undefined =
      viewer && share?.type === 'video.other' && share.leadImage
        ? { page: 'watch', title: share.title, poster: share.leadImage }
        : undefined;
    const paint = firstPaintOf(request, screen?.paint ?? watchPaint);
    // The likely largest paint first, then what the page's scripts will ask the API for.
    const hints = `${share?.leadImage ? leadImageHint(share.leadImage) : ''}${firstScreenHints(screen, viewer)}${preloadHints(pathname)}`;
    const html = withFirstPaint(
      withPreloadHints(withLanguage(readIndex(), language), hints),
      paint,
    );
    return reply.send(share ? withShareTags(html, share) : html);
  };

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.callNotFound();
    }
    if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/') || !servable(pathname))
      return reply.callNotFound();
    if (pathname === '/index.html') return sendIndex(request, reply, pathname);
    const file = path.resolve(shellDir, `.${pathname}`);
    const insideShell = file.startsWith(`${shellDir}${path.sep}`);
    if (insideShell && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(path.relative(shellDir, file), shellDir);
    }
    // Client-side routes get the shell page; anything else that is missing is a plain 404.
    // Pages with a link preview are answered whatever the Accept: chat apps' bots send `*/*`.
    if (
      pathname === '/' ||
      pageOf(pathname)?.claim.share !== undefined ||
      request.headers.accept?.includes('text/html')
    )
      return sendIndex(request, reply, pathname);
    return reply.callNotFound();
  });
}

/** The page's `<html lang>`, as the built page writes it (minified, with or without quotes). */
const HTML_LANG = /<html lang=(["']?)[a-zA-Z-]*\1/;

/** The page's own texts, which the built page writes in English. */
const PAGE_DESCRIPTION = message('Kinora: watch, share and discuss videos with your community.');
const NEEDS_JAVASCRIPT = message('Kinora needs JavaScript to run.');

/** The page's description and its `<noscript>`, as the built page writes them (minified or not). */
const DESCRIPTION_META = /(<meta\s+name=(["']?)description\2\s+content=)(["'])([^"']*)\3/;
const NOSCRIPT = /(<noscript>)([^<]*)(<\/noscript>)/;

/** Its English text in `language` when `written` is it (a page built with other words keeps them). */
const inLanguage = (written: string, said: Message, language: LanguageCode) =>
  he.decode(written).trim() === translate(said) ? he.escape(translate(said, language)) : written;

/**
 * The page in a language: its `lang`, which the app also starts in, and the texts it has before
 * the app runs (its description, what it says without JavaScript).
 */
function withLanguage(html: string, language: LanguageCode): string {
  return html
    .replace(HTML_LANG, `<html lang="${language}"`)
    .replace(
      DESCRIPTION_META,
      (_tag, start: string, _q, quote: string, text: string) =>
        `${start}${quote}${inLanguage(text, PAGE_DESCRIPTION, language)}${quote}`,
    )
    .replace(
      NOSCRIPT,
      (_tag, open: string, text: string, close: string) =>
        `${open}${inLanguage(text, NEEDS_JAVASCRIPT, language)}${close}`,
    );
}

/** The app's root element as the built page writes it (minified, without quotes). */
const APP_ROOT = /<div id=(["']?)root\1>/;

/**
 * The server's drawing of the first screen, in front of the app's root (see
 * `@kinora/shared/first-paint`): its styles end the head, so they apply before the body is
 * parsed; the page's deferred scripts stay where they are.
 */
function withFirstPaint(html: string, paint: FirstPaint | null): string {
  if (!paint) return html;
  // Replaced by functions: the drawing holds anyone's titles, and `$&` in a replacement string
  // would be read as a pattern.
  return html
    .replace('</head>', () => `${paint.head}</head>`)
    .replace(APP_ROOT, (root) => `${paint.body}${root}`);
}

/** How long one drawing serves everyone who is shown the same answers ("2 minutes ago" stays true). */
const PAINT_TTL_MS = 15_000;
const PAINT_ENTRIES = 100;

/**
 * Drawing a page takes milliseconds of CPU, and the answers it is drawn from come from the
 * short list cache, the same for everyone: a drawing is kept for a few seconds per answer.
 */
function createPaintCache(
  render: (screen: FirstPaintScreen, language: LanguageCode) => FirstPaint,
): (screen: FirstPaintScreen, language: LanguageCode) => FirstPaint {
  const entries = new Map<string, { expires: number; paint: FirstPaint }>();
  return (screen, language) => {
    const key = `${language} ${JSON.stringify(screen)}`;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.paint;
    const paint = render(screen, language);
    entries.delete(key);
    // Oldest first in a Map: dropping the first entry keeps the newest drawings.
    if (entries.size >= PAINT_ENTRIES) entries.delete(entries.keys().next().value ?? '');
    entries.set(key, { expires: now + PAINT_TTL_MS, paint });
    return paint;
  };
}

/** index.html as deployed now: read again when it changes, like the deployment file. */
function createIndexReader(indexFile: string): () => string {
  let cached: { mtimeMs: number; size: number; html: string } | null = null;
  return () => {
    const stat = fs.statSync(indexFile);
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size)
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, html: fs.readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
}

export const web = fp(webPlugin, { name: 'kinora-web' });
