import { createHash } from 'node:crypto';

/**
 * Image hosts of public YouTube videos with a YouTube API key: thumbnails (i.ytimg.com) and the
 * avatars of comment authors (yt3.ggpht.com). The offline catalogue serves its own.
 */
const YOUTUBE_IMAGE_HOSTS = ['https://i.ytimg.com', 'https://yt3.ggpht.com'];
/** The embedded player of external videos (the no-cookie domain, autoplay off). */
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';

/** The manifest URLs of one entry: a plain URL, or both sides of a canary split. */
function entryUrls(entry: unknown): unknown[] {
  if (typeof entry === 'object' && entry !== null) {
    const { stable, canary } = entry as Record<string, unknown>;
    return [stable, canary];
  }
  return [entry];
}

/**
 * The origins of the remotes the deployment file (`remotes.json`) loads from elsewhere, canaries
 * included: a manifest URL like `https://cdn.example.org/kinora/studio/mf-manifest.json` names
 * `https://cdn.example.org`. Paths on the site itself (`/remotes/watch/…`) name none.
 */
export function deploymentOrigins(deployment: unknown): string[] {
  if (typeof deployment !== 'object' || deployment === null) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(deployment).flatMap(entryUrls)) {
    if (typeof entry !== 'string') continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      continue; // a path on this origin
    }
    if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of the shell page. Scripts only from the site and the remotes'
 * origins, never `eval`, and inline only the scripts the built page itself carries (the head's
 * one that sets the colour scheme before first paint), named by their hashes: an injected or
 * changed inline script does not run. No plugins; no `<base>` to re-point relative URLs.
 *
 * Styles allow 'unsafe-inline': styled-components writes its rules into `<style>` elements at run
 * time, react-toastify injects its stylesheet, and a few components set `style` attributes. A
 * nonce would cover the first only when the server rewrote index.html per response and every
 * library read it, and could never cover style attributes (a nonce in style-src turns
 * 'unsafe-inline' off). Inline styles cannot run code; the script rules are what stop injection.
 *
 * Media and images include `blob:`: hls.js plays through MediaSource object URLs and the settings
 * screens preview chosen images before upload; hls.js also starts its transmuxing worker from a
 * blob URL. `data:` images are the small icons webpack inlines.
 *
 * `dataOrigins` are the origins a page served apart from the API talks to and shows media from
 * (the API's, the media storage's): fetched, shown and played, never run as script.
 */
export function shellContentSecurityPolicy(
  remoteOrigins: readonly string[] = [],
  dataOrigins: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  const remotes = remoteOrigins.join(' ');
  const data = dataOrigins.join(' ');
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", ...scriptHashes, remotes)],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', list("'self'", 'data:', 'blob:', ...YOUTUBE_IMAGE_HOSTS, remotes, data)],
    ['media-src', list("'self'", 'blob:', data)],
    ['font-src', list("'self'", remotes)],
    ['connect-src', list("'self'", remotes, data)],
    ['worker-src', "'self' blob:"],
    ['frame-src', YOUTUBE_PLAYER],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * The hashes (CSP sources) of a page's inline scripts, `<script>` elements without attributes, as
 * the build wrote them (minified): the policy names exactly what the page carries.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * The policy for the shell page as deployed now: `page()` is its index.html as it stands, and
 * `deployment()` the deployment file (read again when it changes, so a redeployed remote on a new origin needs no restart);
 * without one, or with a broken one, the page loads only what the site itself serves.
 */
export function createShellPolicy(
  deployment: () => Record<string, unknown> | null,
  page: () => string = () => '',
): (extraOrigins?: string[]) => string {
  let cached: {
    file: unknown;
    html: string;
    origins: string[];
    hashes: string[];
    policy: string;
  } | null = null;
  const current = () => {
    const file = deployment();
    const html = page();
    if (cached?.file !== file || cached.html !== html) {
      const origins = deploymentOrigins(file);
      const hashes = inlineScriptHashes(html);
      cached = {
        file,
        html,
        origins,
        hashes,
        policy: shellContentSecurityPolicy(origins, [], hashes),
      };
    }
    return cached;
  };
  // `extraOrigins`: a remote override's origin, admitted for the one browser that carries it.
  return (extraOrigins = []) => {
    const { origins, hashes, policy } = current();
    const extra = extraOrigins.filter((origin) => !origins.includes(origin));
    return extra.length === 0
      ? policy
      : shellContentSecurityPolicy([...origins, ...extra].sort(), [], hashes);
  };
}
