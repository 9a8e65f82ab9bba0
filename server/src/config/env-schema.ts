import { Type } from 'typebox';

/*
 * The server's environment, one entry per variable, in the order the README's table lists them
 * (that table is generated from here). `description` is the table's text; `default` or
 * `unsetMeans` says what an unset variable means. Rules between variables, and the values that
 * are lists or URLs, are read in `loadConfig`.
 */

const POSTGRES_URL = {
  pattern: '^postgres(ql)?://',
  rule: 'must start with postgres:// or postgresql://',
  sensitive: true,
};
const text = (description: string) => Type.Optional(Type.String({ description }));

export const ConfigEnv = Type.Object({
  PORT: Type.Integer({ minimum: 0, default: 3000, description: 'the port the server listens on' }),
  HOST: Type.String({ default: '0.0.0.0', description: 'the address the server listens on' }),
  DATA_DIR: Type.String({
    default: './data',
    description: 'embedded database, media, generated secrets, caches',
  }),
  NODE_ENV: text(
    '`production`: no demo seed unless `SEED=true`, and a warning without `PUBLIC_URL`',
  ),
  LOG_LEVEL: Type.String({ default: 'info', description: 'the least severe log level written' }),
  DATABASE_URL: Type.Optional(
    Type.String({
      ...POSTGRES_URL,
      description: '`postgres://…` to use a real PostgreSQL instead of PGlite (in `DATA_DIR/db`)',
    }),
  ),
  DATABASE_READ_URL: Type.Optional(
    Type.String({
      ...POSTGRES_URL,
      description:
        '`postgres://…` of a read replica for the lists and search (they tolerate a replica a moment behind); needs `DATABASE_URL`',
    }),
  ),
  REDIS_URL: Type.Optional(
    Type.String({
      pattern: '^rediss?://',
      rule: 'must start with redis:// or rediss://',
      sensitive: true,
      description:
        '`redis://…`: login counters, rate limits and ended sessions shared through Redis (below)',
    }),
  ),
  REDIS_KEY_PREFIX: Type.String({
    default: 'kinora:',
    description:
      "prefix of this server's Redis keys and channel (several sites can share one Redis)",
  }),
  // Without Redis, the longest an access token outlives its session on another instance.
  SESSION_REVOCATION_POLL_MS: Type.Integer({
    minimum: 100,
    default: 2000,
    description: 'how often each instance reads the sessions other instances ended (below)',
  }),
  NOTIFICATION_HEARTBEAT_MS: Type.Integer({
    minimum: 50,
    default: 15_000,
    description: 'how often a notification stream sends a keep-alive comment for the proxies',
  }),
  // Each stream holds a socket and some memory.
  MAX_NOTIFICATION_STREAMS: Type.Integer({
    minimum: 1,
    default: 2000,
    description:
      'notification streams one instance keeps open (5 per user, the oldest closed first); beyond it 503 with `Retry-After`',
  }),
  VIEW_FLUSH_MS: Type.Integer({
    minimum: 10,
    default: 1000,
    description:
      'how often the views noted in memory are written to the database, in one statement',
  }),
  LIST_CACHE_MS: Type.Integer({
    minimum: 0,
    default: 1000,
    description:
      'how long an anonymous `GET /videos` or `GET /tweets` page is answered from memory; `0`: never',
  }),
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      sensitive: true,
      unsetMeans: 'generated into `DATA_DIR`',
      description: 'signing secret for access tokens (32+ characters)',
    }),
  ),
  ACCESS_TOKEN_TTL_SECONDS: Type.Integer({
    minimum: 1,
    default: 15 * 60,
    description: 'access token lifetime',
  }),
  REFRESH_TOKEN_TTL_SECONDS: Type.Integer({
    minimum: 60,
    default: 30 * 24 * 3600,
    description: 'refresh token lifetime',
  }),
  RATE_LIMITS: Type.Boolean({ default: true, description: '`off` for load tests and test suites' }),
  // Requests that arrived over HTTPS (as seen through TRUST_PROXY) always get `Secure` cookies
  // with `__Host-`/`__Secure-` names.
  SECURE_COOKIES: Type.Optional(
    Type.Boolean({
      unsetMeans: '`false` (`true` with `COOKIE_SAME_SITE=none`)',
      description:
        '`true`: `Secure` cookies on plain HTTP too (requests over HTTPS always get them)',
    }),
  ),
  COOKIE_SAME_SITE: Type.Enum(['strict', 'lax', 'none'], {
    default: 'strict',
    description:
      '`SameSite` of the session cookies: `strict`/`lax` while web and API share a site, `none` when they do not (implies `SECURE_COOKIES=true`)',
  }),
  // The client's address is the one the farthest trusted proxy saw: what a client wrote further
  // left in X-Forwarded-For is never read, so it cannot pick the address the per-address limits
  // count against.
  TRUST_PROXY: Type.String({
    default: 'false',
    description:
      'the proxies in front: a count (`1`: nginx alone; `true` reads as `1`) or their addresses/CIDRs. See Security behind a proxy',
  }),
  WEB_ORIGINS: text(
    "origins serving the shell and remotes when not the API's own (`https://web.example`): CORS with credentials, sign-in, refresh",
  ),
  CORS_ORIGINS: text('the old name of `WEB_ORIGINS`'),
  PUBLIC_URL: text(
    "the site's public base URL: absolute media links in answers, link previews and embed links (never the request's `Host`); unset: none, and production warns",
  ),
  SHUTDOWN_DRAIN_MS: Type.Integer({
    minimum: 0,
    default: 5000,
    description:
      "on SIGTERM: how long `/api/v1/readyz` fails before the server stops accepting (the balancer's notice time)",
  }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({
    minimum: 1,
    default: 30_000,
    description: 'then, how long in-flight requests may take before the server exits anyway',
  }),
  SEED: Type.Optional(
    Type.Boolean({
      unsetMeans: '`true` (`false` when `NODE_ENV=production`)',
      description: 'seed an empty database once with demo data',
    }),
  ),
  KINORA_ROLE: Type.Enum(['all', 'web', 'worker'], {
    default: 'all',
    description:
      '`all`: HTTP and transcoding; `web`: HTTP only; `worker`: queue only (these two need PostgreSQL)',
  }),
  STORAGE_DRIVER: Type.Enum(['local', 's3'], {
    default: 'local',
    description: '`local` (under `DATA_DIR/media`) or `s3`',
  }),
  S3_BUCKET: text('S3: the bucket (required with `STORAGE_DRIVER=s3`)'),
  S3_ENDPOINT: text('S3: the endpoint of an S3-compatible storage'),
  S3_REGION: Type.String({ default: 'us-east-1', description: 'S3: the region' }),
  S3_ACCESS_KEY_ID: text('S3: the access key'),
  S3_SECRET_ACCESS_KEY: Type.Optional(
    Type.String({ sensitive: true, description: 'S3: the secret of the access key' }),
  ),
  S3_FORCE_PATH_STYLE: Type.Boolean({
    default: true,
    description: 'S3: bucket in the path rather than in the host name',
  }),
  MEDIA_REDIRECTS: Type.Optional(
    Type.Boolean({
      unsetMeans: '`true` with S3',
      description:
        'S3: media requests answer `302` to the bucket instead of streaming through Node (`false` when browsers cannot reach the bucket)',
    }),
  ),
  // A presigned URL outlives every check made before it was handed out (a switch to private, a
  // deletion): kept short, since the player asks the API again for every range or segment. S3
  // refuses presigned URLs that live longer than a week.
  MEDIA_PRESIGN_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 7 * 24 * 3600,
    default: 60,
    description:
      'lifetime of a presigned media URL, how long a file stays reachable after its video goes private',
  }),
  MEDIA_PUBLIC_URL: text(
    'S3: a CDN base in front of the bucket (`https://cdn.example/media`) for files anyone may see',
  ),
  MAX_VIDEO_BYTES: Type.Integer({
    minimum: 1,
    default: 2 * 1024 ** 3,
    description: 'largest video upload (2 GiB)',
  }),
  MAX_IMAGE_BYTES: Type.Integer({
    minimum: 1,
    default: 10 * 1024 ** 2,
    description: 'largest image upload (10 MiB)',
  }),
  USER_STORAGE_QUOTA_BYTES: Type.Optional(
    Type.Integer({
      minimum: 1,
      unsetMeans: 'unset (no limit)',
      description:
        'what one user may store (originals, renditions, images); an upload over it answers 413',
    }),
  ),
  // A transcode job must finish within a day (the queue's expiry is derived from it).
  MAX_VIDEO_DURATION_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 12 * 3600,
    default: 12 * 3600,
    description: 'longer uploads are refused with 422 (12 hours at most)',
  }),
  MAX_VIDEO_PIXELS: Type.Integer({
    minimum: 1,
    default: 4096 * 4096,
    description: 'uploads whose width x height is larger are refused with 422 (4096x4096)',
  }),
  MAX_VIDEO_FPS: Type.Integer({
    minimum: 1,
    default: 120,
    description: 'uploads with a higher frame rate are refused with 422',
  }),
  TRANSCODE_CONCURRENCY: Type.Integer({
    minimum: 1,
    default: 1,
    description: 'videos one process transcodes at once',
  }),
  KEEP_ORIGINALS: Type.Boolean({
    default: true,
    description: 'keep uploaded files after transcoding (so a video can be re-transcoded)',
  }),
  // A live worker on a loaded machine must never look dead: short only in tests and drills.
  TRANSCODE_STALE_SECONDS: Type.Integer({
    minimum: 3,
    default: 30,
    description:
      'PostgreSQL: a transcode not heard of for this long is retried elsewhere (lower only for tests)',
  }),
  TRANSCODE_TIME_FACTOR: Type.Number({
    exclusiveMinimum: 0,
    default: 10,
    description:
      'an ffmpeg run is stopped after this many seconds per second of video and the video fails',
  }),
  TRANSCODE_MIN_TIME_SECONDS: Type.Number({
    exclusiveMinimum: 0,
    default: 60,
    description: 'the least time an ffmpeg run is given, however short the video',
  }),
  FFMPEG_PATH: Type.String({
    default: 'ffmpeg',
    description: 'media tool; a missing one falls back to the npm-bundled binary, else no start',
  }),
  FFPROBE_PATH: Type.String({
    default: 'ffprobe',
    description: 'media tool; a missing one falls back to the npm-bundled binary, else no start',
  }),
  YOUTUBE_API_KEY: Type.Optional(
    Type.String({
      sensitive: true,
      description: 'set to use the real YouTube Data API v3; unset uses the offline catalogue',
    }),
  ),
  YOUTUBE_API_BASE_URL: Type.String({
    default: 'https://www.googleapis.com/youtube/v3',
    description: 'where the YouTube Data API answers',
  }),
  YOUTUBE_TIMEOUT_MS: Type.Integer({
    minimum: 1,
    default: 8000,
    description: 'the longest a YouTube request may take',
  }),
  YOUTUBE_SEARCH_DAILY_BUDGET: Type.Integer({
    minimum: 0,
    default: 100,
    description: 'YouTube searches per day',
  }),
  YOUTUBE_UNITS_DAILY_BUDGET: Type.Integer({
    minimum: 0,
    default: 10_000,
    description: 'YouTube quota units per day',
  }),
  YOUTUBE_ADDRESS_SHARE_PERCENT: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 25,
    description:
      'percent of each daily budget all clients of one address (IPv6 /64) may spend together, however many accounts they use',
  }),
  WEB_SHELL_DIR: Type.Optional(
    Type.String({
      unsetMeans: 'set by `pnpm start`',
      description: "the built shell to serve on the API's origin",
    }),
  ),
  WEB_REMOTES: Type.Optional(
    Type.String({
      unsetMeans: 'set by `pnpm start`',
      description: "the built remotes to serve on the API's origin: `watch=/path,library=/path`",
    }),
  ),
  WEB_DEPLOY_DIR: text(
    'deploy root of `pnpm remote`: its `remotes.json`, history and `remotes/<name>/<version>/`',
  ),
  PUBLIC_SOURCE_MAPS: Type.Boolean({
    default: false,
    description:
      "`true` serves the built frontends' `*.map` files (they reveal the source); otherwise they are 404",
  }),
  REMOTE_LOADS_MAX_ROWS: Type.Integer({
    minimum: 1,
    default: 100_000,
    description: 'remote-load reports kept from everybody per hour; beyond it reports get 503',
  }),
  ADMIN_EMAILS: text(
    'refused: no longer grants anything, the start stops and names `pnpm kinora admin grant` (see Security)',
  ),
});
