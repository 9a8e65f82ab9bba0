import path from 'node:path';
import ipaddr from 'ipaddr.js';

/**
 * Server configuration, read from the environment once at start-up and validated. A missing or
 * malformed value stops the start with an error that names the variable.
 */
export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite, media, generated secrets and caches live. */
  dataDir: string;
  /** `postgres://…` to use a real PostgreSQL; unset means embedded PGlite in `dataDir/db`. */
  databaseUrl: string | null;
  /**
   * `postgres://…` of a read replica that the list endpoints read from (they tolerate a replica a
   * moment behind); unset: they read from `databaseUrl` like everything else.
   */
  databaseReadUrl: string | null;
  /**
   * `redis://…`: login counters and rate limits live in Redis, and ended sessions are announced
   * to every instance at once. Unset: the database keeps the counters (the same for every
   * instance) and instances learn of ended sessions by polling it.
   */
  redisUrl: string | null;
  /** Prefix of every key this server writes to Redis (several sites can share one Redis). */
  redisKeyPrefix: string;
  /**
   * How often each instance reads the sessions ended elsewhere: without Redis, the longest an
   * access token outlives its session on another instance.
   */
  revocationPollMs: number;
  /** How often a notification stream sends a comment so proxies keep it open. */
  notificationHeartbeatMs: number;
  /**
   * Notification streams one instance keeps open at most (each holds a socket and some memory);
   * beyond it a new one is answered 503 with `Retry-After`, so the client tries again later.
   */
  maxNotificationStreams: number;
  /** How often buffered video views are written to the database. */
  viewFlushMs: number;
  /** How long an anonymous list page is answered from memory; 0 turns the micro-cache off. */
  listCacheMs: number;
  /** JWT signing secret; generated and persisted in `dataDir` when unset. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** False with `RATE_LIMITS=off` (load tests, test suites). */
  rateLimits: boolean;
  /**
   * Set cookies with `Secure` even on plain HTTP requests. Requests that arrived over HTTPS (as
   * seen through `trustProxy`) always get `Secure` cookies with `__Host-`/`__Secure-` names.
   */
  secureCookies: boolean;
  /**
   * `SameSite` of the session cookies: `strict` (default) while the web and the API share a site
   * (`web.example.com` and `api.example.com` do), `lax` to keep them on top-level navigations from
   * elsewhere, `none` when the web is on another site (implies `Secure`).
   */
  cookieSameSite: 'strict' | 'lax' | 'none';
  /**
   * The origins serving the shell and the remotes when they are not the API's own (`WEB_ORIGINS`,
   * formerly `CORS_ORIGINS`): allowed to call the API with credentials, to sign in and to refresh.
   */
  webOrigins: string[];
  /**
   * The API's public base URL (`https://api.example.com`): media and link URLs in answers are
   * absolute under it, so a web app on another origin can use them as they are. Unset: they are
   * paths on the API's origin.
   */
  publicUrl: string | null;
  /** How long readiness fails before the server stops accepting (the balancer's notice time). */
  shutdownDrainMs: number;
  /** The longest a shutdown waits for in-flight requests before it exits anyway. */
  shutdownTimeoutMs: number;
  logLevel: string;
  /**
   * The most remote-load reports the site keeps from everybody within the platform page's window
   * (`REMOTE_LOADS_MAX_ROWS`); beyond it reports are refused until older ones leave the window.
   */
  remoteLoadsMaxRows: number;
  /**
   * Whose `X-Forwarded-For`, `-Proto` and `-Host` are believed (`TRUST_PROXY`): nobody's
   * (`false`), the nearest N proxies (a hop count; `true` reads as 1, the reference deployment's
   * one nginx), or the proxies at these addresses and CIDR ranges. The client's address is the one
   * the farthest trusted proxy saw: what a client wrote further left in `X-Forwarded-For` is never
   * read, so it cannot pick the address the per-address limits count against.
   */
  trustProxy: false | number | string[];
  /** What the configuration was read as that the operator should hear about (logged at start). */
  notices: string[];
  seed: boolean;
  /** Which parts run here: `all` (default), `web` (HTTP only) or `worker` (the queue only). */
  role: 'all' | 'web' | 'worker';
  transcode: {
    /** Videos one process transcodes at once. */
    concurrency: number;
    /** Keep the uploaded file after the renditions are made (so a re-transcode is possible). */
    keepOriginals: boolean;
    /**
     * PostgreSQL: a running transcode whose worker has not touched its video for this long is
     * retried by another instance. Short only in tests and drills; a live worker on a loaded
     * machine must never look dead.
     */
    staleAfterSeconds: number;
    /**
     * The longest one ffmpeg run may take: this many seconds per second of video, and never less
     * than `minSeconds`. A run over it is stopped and the video fails.
     */
    timeLimit: { secondsPerVideoSecond: number; minSeconds: number };
  };
  media: {
    driver: 'local' | 's3';
    maxVideoBytes: number;
    maxImageBytes: number;
    /** What one user may keep stored (originals, renditions, images); null: no limit. */
    userStorageQuotaBytes: number | null;
    ffprobePath: string;
    ffmpegPath: string;
    /** Longer uploads are refused (422) before anything is queued. */
    maxVideoDurationSeconds: number;
    /** Uploads whose picture has more pixels (width x height) are refused (422). */
    maxVideoPixels: number;
    /** Uploads with a higher frame rate are refused (422). */
    maxVideoFps: number;
    /**
     * With S3: media requests are answered with a redirect to the storage (a presigned GET, or
     * `publicUrl` for files anyone may see) instead of streaming the bytes through Node.
     */
    redirects: boolean;
    /** Lifetime of a presigned media URL. */
    presignSeconds: number;
    /** A CDN base in front of the bucket for files anyone may see; never used for private ones. */
    publicUrl: string | null;
    s3: {
      bucket: string | null;
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };
  };
  youtube: {
    /** Unset: the offline catalogue is the provider. */
    apiKey: string | null;
    baseUrl: string;
    timeoutMs: number;
    searchDailyBudget: number;
    unitsDailyBudget: number;
    /**
     * The share of each daily budget, in percent, that all clients of one address (IPv6: one
     * /64) may spend together, however many accounts they use.
     */
    addressSharePercent: number;
  };
  /** Built web apps to serve on the same origin (see `plugins/web.ts`); unset serves none. */
  web: {
    shellDir: string | null;
    /** remote name -> folder of its build. */
    remotes: Record<string, string>;
    /**
     * Where `pnpm remote deploy` puts remotes (`WEB_DEPLOY_DIR`): `remotes.json` there replaces
     * the shell's, `remotes.history.json` records each switch, and `remotes/<name>/<version>/`
     * holds every deployed build, served under `/remotes/<name>/<version>/`.
     */
    deployDir: string | null;
    /** Serve the builds' `*.map` files (`PUBLIC_SOURCE_MAPS=true`); they show the source to anyone. */
    publicSourceMaps: boolean;
  };
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min} (got "${raw}").`);
  }
  return value;
}

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a number > 0 (got "${raw}").`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on/off or true/false (got "${env[name]}").`);
}

function str(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function parseRemotes(raw: string | null): Record<string, string> {
  if (!raw) return {};
  const remotes: Record<string, string> = {};
  for (const pair of raw.split(',')) {
    const [name, dir] = pair.split('=').map((s) => s.trim());
    if (!name || !dir || !/^[a-z][a-z0-9-]*$/.test(name)) {
      throw new ConfigError(
        `WEB_REMOTES must look like "watch=/path,library=/path" (got "${raw}").`,
      );
    }
    remotes[name] = path.resolve(dir);
  }
  return remotes;
}

/**
 * Admins were once named by `ADMIN_EMAILS`. Addresses are not verified, so whoever registered
 * one first became admin: the variable now stops the start instead of granting anything, so no
 * operator believes it still names the admins.
 */
function refuseAdminEmails(env: Env): void {
  if (str(env, 'ADMIN_EMAILS') === null) return;
  throw new ConfigError(
    'ADMIN_EMAILS no longer makes anyone an admin (email addresses are not verified): unset it, ' +
      'and grant the role to an account with `pnpm kinora admin grant <username>` ' +
      '(`node dist/kinora.js admin grant <username>` beside a built server).',
  );
}

const ROLES = ['all', 'web', 'worker'] as const;
const SAME_SITE = ['strict', 'lax', 'none'] as const;

/** An `http(s)` origin exactly as browsers send it in `Origin`: no path, no trailing slash. */
function parseOrigins(raw: string | null, name: string): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL | null = null;
      try {
        parsed = new URL(origin);
      } catch {
        // Reported below with the expected shape.
      }
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
        throw new ConfigError(
          `${name} must be comma-separated origins like "https://web.example.com" (scheme, host, optional port; no path or trailing slash) (got "${origin}").`,
        );
      }
      return origin;
    });
}

/** An absolute `http(s)` base URL without query or fragment; kept without a trailing slash. */
function baseUrl(env: Env, name: string): string | null {
  const raw = str(env, name);
  if (!raw) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // Reported below.
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    throw new ConfigError(
      `${name} must be an absolute http(s) URL without query or fragment, like "https://api.example.com" (got "${raw}").`,
    );
  }
  return parsed.href.replace(/\/+$/, '');
}

/** Names proxy-addr (Fastify's reading of `X-Forwarded-For`) knows for whole address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_PROXY_HOPS = 10;

const isProxyAddress = (entry: string) =>
  PROXY_RANGE_NAMES.includes(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  (entry.includes('/') && ipaddr.isValidCIDR(entry));

/** `TRUST_PROXY`: off, a hop count, or a list of the proxies' addresses (see `trustProxy`). */
function trustProxyOf(env: Env, notices: string[]): false | number | string[] {
  const raw = str(env, 'TRUST_PROXY');
  if (!raw) return false;
  const word = raw.toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(word)) return false;
  if (['true', 'on', 'yes'].includes(word)) {
    notices.push(
      'TRUST_PROXY=true is read as TRUST_PROXY=1: only the nearest proxy is believed. Set the number of proxies in front of the server, or their addresses, if that is not one.',
    );
    return 1;
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS) {
      throw new ConfigError(`TRUST_PROXY must be at most ${MAX_PROXY_HOPS} hops (got "${raw}").`);
    }
    return hops;
  }
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be off, a number of proxies, or their addresses like "127.0.0.1,10.0.0.0/8" (got "${wrong}").`,
    );
  }
  return entries;
}

/** `WEB_ORIGINS`, or the deprecated `CORS_ORIGINS` it replaced (both at once must agree). */
function webOriginsOf(env: Env): string[] {
  const web = parseOrigins(str(env, 'WEB_ORIGINS'), 'WEB_ORIGINS');
  const legacy = parseOrigins(str(env, 'CORS_ORIGINS'), 'CORS_ORIGINS');
  if (web.length > 0 && legacy.length > 0 && web.join(',') !== legacy.join(',')) {
    throw new ConfigError(
      'CORS_ORIGINS is the old name of WEB_ORIGINS: set only WEB_ORIGINS (they differ here).',
    );
  }
  return web.length > 0 ? web : legacy;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const notices: string[] = [];
  refuseAdminEmails(env);
  const databaseUrl = str(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const driver = (str(env, 'STORAGE_DRIVER') ?? 'local').toLowerCase();
  if (driver !== 'local' && driver !== 's3') {
    throw new ConfigError(`STORAGE_DRIVER must be "local" or "s3" (got "${driver}").`);
  }
  const s3Bucket = str(env, 'S3_BUCKET');
  if (driver === 's3' && !s3Bucket) {
    throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3.');
  }
  const databaseReadUrl = str(env, 'DATABASE_READ_URL');
  if (databaseReadUrl && !/^postgres(ql)?:\/\//.test(databaseReadUrl)) {
    throw new ConfigError('DATABASE_READ_URL must start with postgres:// or postgresql://.');
  }
  if (databaseReadUrl && !databaseUrl) {
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a replica of which database?');
  }
  const mediaPublicUrl = baseUrl(env, 'MEDIA_PUBLIC_URL');
  if (mediaPublicUrl && driver !== 's3') {
    throw new ConfigError(
      'MEDIA_PUBLIC_URL needs STORAGE_DRIVER=s3 (it is a CDN base for the bucket).',
    );
  }
  const mediaRedirects = bool(env, 'MEDIA_REDIRECTS', driver === 's3');
  if (mediaRedirects && driver !== 's3') {
    throw new ConfigError(
      'MEDIA_REDIRECTS needs STORAGE_DRIVER=s3 (local files have no URL of their own).',
    );
  }
  // A presigned URL outlives every check made before it was handed out (a switch to private, a
  // deletion): kept short, since the player asks the API again for every range or segment.
  const presignSeconds = int(env, 'MEDIA_PRESIGN_SECONDS', 60, 1);
  // S3 refuses presigned URLs that live longer than a week.
  if (presignSeconds > 7 * 24 * 3600) {
    throw new ConfigError(
      `MEDIA_PRESIGN_SECONDS must be at most 604800 (got "${presignSeconds}").`,
    );
  }
  const sameSiteName = (str(env, 'COOKIE_SAME_SITE') ?? 'strict').toLowerCase();
  const cookieSameSite = SAME_SITE.find((v) => v === sameSiteName);
  if (!cookieSameSite) {
    throw new ConfigError(
      `COOKIE_SAME_SITE must be "strict", "lax" or "none" (got "${sameSiteName}").`,
    );
  }
  // Browsers drop a `SameSite=None` cookie that is not `Secure`.
  const secureCookies = bool(env, 'SECURE_COOKIES', cookieSameSite === 'none');
  if (cookieSameSite === 'none' && !secureCookies) {
    throw new ConfigError('COOKIE_SAME_SITE=none needs SECURE_COOKIES=true (browsers demand it).');
  }
  const redisUrl = str(env, 'REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://.');
  }
  const jwtSecret = str(env, 'JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  const roleName = (str(env, 'KINORA_ROLE') ?? 'all').toLowerCase();
  const role = ROLES.find((r) => r === roleName);
  if (!role) {
    throw new ConfigError(`KINORA_ROLE must be "all", "web" or "worker" (got "${roleName}").`);
  }
  // Embedded PGlite belongs to one process: a web instance alone would queue videos nobody
  // transcodes, and a worker alone would wait on a queue nobody fills.
  if (role !== 'all' && !databaseUrl) {
    throw new ConfigError(
      `KINORA_ROLE=${role} needs DATABASE_URL: web and worker share the queue through PostgreSQL.`,
    );
  }
  const maxVideoDurationSeconds = int(env, 'MAX_VIDEO_DURATION_SECONDS', 12 * 3600, 1);
  // A transcode job must finish within a day (the queue's expiry is derived from it).
  if (maxVideoDurationSeconds > 12 * 3600) {
    throw new ConfigError(
      `MAX_VIDEO_DURATION_SECONDS must be at most 43200 (12 hours) (got "${maxVideoDurationSeconds}").`,
    );
  }
  const publicUrl = baseUrl(env, 'PUBLIC_URL');
  if (!publicUrl && env.NODE_ENV === 'production') {
    notices.push(
      "PUBLIC_URL is not set: link previews carry no absolute URLs (og:url, og:image, og:video) and the embed page links by path. Set it to the site's public address.",
    );
  }
  const addressSharePercent = int(env, 'YOUTUBE_ADDRESS_SHARE_PERCENT', 25, 1);
  if (addressSharePercent > 100) {
    throw new ConfigError(
      `YOUTUBE_ADDRESS_SHARE_PERCENT must be at most 100 (got "${addressSharePercent}").`,
    );
  }
  return {
    port: int(env, 'PORT', 3000, 0),
    host: str(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(str(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    databaseReadUrl,
    redisUrl,
    redisKeyPrefix: str(env, 'REDIS_KEY_PREFIX') ?? 'kinora:',
    revocationPollMs: int(env, 'SESSION_REVOCATION_POLL_MS', 2000, 100),
    notificationHeartbeatMs: int(env, 'NOTIFICATION_HEARTBEAT_MS', 15_000, 50),
    maxNotificationStreams: int(env, 'MAX_NOTIFICATION_STREAMS', 2000, 1),
    viewFlushMs: int(env, 'VIEW_FLUSH_MS', 1000, 10),
    listCacheMs: int(env, 'LIST_CACHE_MS', 1000, 0),
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60, 1),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600, 60),
    rateLimits: bool(env, 'RATE_LIMITS', true),
    secureCookies,
    cookieSameSite,
    webOrigins: webOriginsOf(env),
    publicUrl,
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_MS', 5000),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, 1),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    remoteLoadsMaxRows: int(env, 'REMOTE_LOADS_MAX_ROWS', 100_000, 1),
    trustProxy: trustProxyOf(env, notices),
    notices,
    // A production install starts empty unless asked; a first `npm start` shows the demo.
    seed: bool(env, 'SEED', env.NODE_ENV !== 'production'),
    role,
    transcode: {
      concurrency: int(env, 'TRANSCODE_CONCURRENCY', 1, 1),
      keepOriginals: bool(env, 'KEEP_ORIGINALS', true),
      staleAfterSeconds: int(env, 'TRANSCODE_STALE_SECONDS', 30, 3),
      timeLimit: {
        secondsPerVideoSecond: positive(env, 'TRANSCODE_TIME_FACTOR', 10),
        minSeconds: positive(env, 'TRANSCODE_MIN_TIME_SECONDS', 60),
      },
    },
    media: {
      driver,
      maxVideoBytes: int(env, 'MAX_VIDEO_BYTES', 2 * 1024 ** 3, 1),
      maxImageBytes: int(env, 'MAX_IMAGE_BYTES', 10 * 1024 ** 2, 1),
      userStorageQuotaBytes: str(env, 'USER_STORAGE_QUOTA_BYTES')
        ? int(env, 'USER_STORAGE_QUOTA_BYTES', 0, 1)
        : null,
      ffprobePath: str(env, 'FFPROBE_PATH') ?? 'ffprobe',
      ffmpegPath: str(env, 'FFMPEG_PATH') ?? 'ffmpeg',
      maxVideoDurationSeconds,
      maxVideoPixels: int(env, 'MAX_VIDEO_PIXELS', 4096 * 4096, 1),
      maxVideoFps: int(env, 'MAX_VIDEO_FPS', 120, 1),
      redirects: mediaRedirects,
      presignSeconds,
      publicUrl: mediaPublicUrl,
      s3: {
        bucket: s3Bucket,
        endpoint: str(env, 'S3_ENDPOINT'),
        region: str(env, 'S3_REGION') ?? 'us-east-1',
        accessKeyId: str(env, 'S3_ACCESS_KEY_ID'),
        secretAccessKey: str(env, 'S3_SECRET_ACCESS_KEY'),
        forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', true),
      },
    },
    youtube: {
      apiKey: str(env, 'YOUTUBE_API_KEY'),
      baseUrl: str(env, 'YOUTUBE_API_BASE_URL') ?? 'https://www.googleapis.com/youtube/v3',
      timeoutMs: int(env, 'YOUTUBE_TIMEOUT_MS', 8000, 1),
      searchDailyBudget: int(env, 'YOUTUBE_SEARCH_DAILY_BUDGET', 100),
      unitsDailyBudget: int(env, 'YOUTUBE_UNITS_DAILY_BUDGET', 10_000),
      addressSharePercent,
    },
    web: {
      shellDir: str(env, 'WEB_SHELL_DIR') ? path.resolve(str(env, 'WEB_SHELL_DIR') ?? '') : null,
      remotes: parseRemotes(str(env, 'WEB_REMOTES')),
      deployDir: str(env, 'WEB_DEPLOY_DIR') ? path.resolve(str(env, 'WEB_DEPLOY_DIR') ?? '') : null,
      publicSourceMaps: bool(env, 'PUBLIC_SOURCE_MAPS', false),
    },
  };
}
