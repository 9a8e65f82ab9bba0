import { Type, type TNumberOptions, type TSchemaOptions } from 'typebox';
import type { EnvKeywords } from './read-env';

/*
 * The server's environment, one entry per variable, in the order of the README's table (which is
 * generated from here). `description` is the table's text; `default` or `unsetMeans` says what an
 * unset variable means. Rules between variables, and values that are lists or URLs, are read in
 * `loadConfig`.
 */

type Options = TSchemaOptions & EnvKeywords;
type Bounds = Pick<TNumberOptions, 'minimum' | 'maximum' | 'exclusiveMinimum'>;

const integer = (description: string, rules: Bounds & { default: number }) =>
  Type.Integer({ ...rules, description });
const number = (description: string, rules: Bounds & { default: number }) =>
  Type.Number({ ...rules, description });
const flag = (description: string, fallback: boolean) =>
  Type.Boolean({ default: fallback, description });
const word = (description: string, fallback: string) =>
  Type.String({ default: fallback, description });
/** An on/off switch whose unset value depends on other variables (`unsetMeans` says how). */
const switchOf = (description: string, unsetMeans: string) =>
  Type.Optional(Type.Boolean({ unsetMeans, description }));
/** A string that may be unset. */
const text = (description: string, options: Options = {}) =>
  Type.Optional(Type.String({ ...options, description }));

const POSTGRES_URL = {
  pattern: '^postgres(ql)?://',
  rule: 'must start with postgres:// or postgresql://',
  sensitive: true,
};
const MEDIA_TOOL = 'media tool; a missing one falls back to the npm-bundled binary, else no start';
const BUILT_BY_START = { unsetMeans: 'set by `pnpm start`' };

export const ConfigEnv = Type.Object({
  PORT: integer('the port the server listens on', { minimum: 0, default: 3000 }),
  HOST: word('the address the server listens on', '0.0.0.0'),
  DATA_DIR: word('embedded database, media, generated secrets, caches', './data'),
  NODE_ENV: text(
    '`production`: no demo seed unless `SEED=true`, and a warning without `PUBLIC_URL`',
  ),
  LOG_LEVEL: word('the least severe log level written', 'info'),
  DATABASE_URL: text(
    '`postgres://…` to use a real PostgreSQL instead of PGlite (in `DATA_DIR/db`)',
    POSTGRES_URL,
  ),
  DATABASE_READ_URL: text(
    '`postgres://…` of a read replica for the lists and search (they tolerate a replica a moment behind); needs `DATABASE_URL`',
    POSTGRES_URL,
  ),
  REDIS_URL: text(
    '`redis://…`: login counters, rate limits and ended sessions shared through Redis (below)',
    { pattern: '^rediss?://', rule: 'must start with redis:// or rediss://', sensitive: true },
  ),
  REDIS_KEY_PREFIX: word(
    "prefix of this server's Redis keys and channel (several sites can share one Redis)",
    'kinora:',
  ),
  // Without Redis, the longest an access token outlives its session on another instance.
  SESSION_REVOCATION_POLL_MS: integer(
    'how often each instance reads the sessions other instances ended (below)',
    { minimum: 100, default: 2000 },
  ),
  NOTIFICATION_HEARTBEAT_MS: integer(
    'how often a notification stream sends a keep-alive comment for the proxies',
    { minimum: 50, default: 15_000 },
  ),
  // Each stream holds a socket and some memory.
  MAX_NOTIFICATION_STREAMS: integer(
    'notification streams one instance keeps open (5 per user, the oldest closed first); beyond it 503 with `Retry-After`',
    { minimum: 1, default: 2000 },
  ),
  VIEW_FLUSH_MS: integer(
    'how often the views noted in memory are written to the database, in one statement',
    { minimum: 10, default: 1000 },
  ),
  LIST_CACHE_MS: integer(
    'how long an anonymous `GET /videos`, `GET /tweets` or search page, and what everyone sees of a watch page, is answered from memory; `0`: never',
    { minimum: 0, default: 1000 },
  ),
  JWT_SECRET: text('signing secret for access tokens (32+ characters)', {
    minLength: 32,
    sensitive: true,
    unsetMeans: 'generated into `DATA_DIR`',
  }),
  METRICS_TOKEN: text(
    'serves `/metrics` (Prometheus) to requests with `Authorization: Bearer <token>` (16+ characters)',
    { minLength: 16, sensitive: true, unsetMeans: 'no `/metrics`' },
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: text(
    'an OpenTelemetry collector (OTLP over HTTP, `http://collector:4318`): each request is traced there, with its database queries and YouTube calls as spans',
    { pattern: '^https?://', rule: 'must start with http:// or https://', unsetMeans: 'no traces' },
  ),
  OTEL_SERVICE_NAME: word('the service name the traces carry', 'kinora'),
  ACCESS_TOKEN_TTL_SECONDS: integer('access token lifetime', { minimum: 1, default: 15 * 60 }),
  REFRESH_TOKEN_TTL_SECONDS: integer('refresh token lifetime', {
    minimum: 60,
    default: 30 * 24 * 3600,
  }),
  RATE_LIMITS: flag('`off` for load tests and test suites', true),
  // Requests that arrived over HTTPS (as seen through TRUST_PROXY) always get `Secure` cookies
  // with `__Host-`/`__Secure-` names.
  SECURE_COOKIES: switchOf(
    '`true`: `Secure` cookies on plain HTTP too (requests over HTTPS always get them)',
    '`false` (`true` with `COOKIE_SAME_SITE=none`)',
  ),
  COOKIE_SAME_SITE: Type.Enum(['strict', 'lax', 'none'], {
    default: 'strict',
    description:
      '`SameSite` of the session cookies: `strict`/`lax` while web and API share a site, `none` when they do not (implies `SECURE_COOKIES=true`)',
  }),
  // The client's address is the one the farthest trusted proxy saw: what a client wrote further
  // left in X-Forwarded-For is never read, so it cannot pick the address the per-address limits
  // count against.
  TRUST_PROXY: word(
    'the proxies in front: a count (`1`: nginx alone; `true` reads as `1`) or their addresses/CIDRs. See Security behind a proxy',
    'false',
  ),
  WEB_ORIGINS: text(
    "origins serving the shell and remotes when not the API's own (`https://web.example`): CORS with credentials, sign-in, refresh",
  ),
  CORS_ORIGINS: text('the old name of `WEB_ORIGINS`'),
  PUBLIC_URL: text(
    "the site's public base URL: absolute media links in answers, link previews and embed links (never the request's `Host`); unset: none, and production warns",
  ),
  SMTP_URL: text(
    'the mail server, `smtps://user:pass@mail.example.org:465` (or `smtp://…` with STARTTLS); unset: mail is written to `DATA_DIR/outbox` as `.eml` files',
    { pattern: '^smtps?://', rule: 'must start with smtp:// or smtps://', sensitive: true },
  ),
  MAIL_FROM: text(
    'the sender of mail, `Kinora <no-reply@example.org>`; unset: the site name at `no-reply@` the host of `PUBLIC_URL`',
  ),
  MAIL_RETRY_SECONDS: integer(
    'how long a mail the mail server did not take waits before it is tried again; each next wait doubles (7 tries, about an hour; lower only for tests)',
    { minimum: 1, default: 30 },
  ),
  REQUIRE_EMAIL_VERIFICATION: switchOf(
    'an account must verify its address before it uploads, comments or posts',
    '`true` when `NODE_ENV=production`, else `false`',
  ),
  SHUTDOWN_DRAIN_MS: integer(
    "on SIGTERM: how long `/api/v1/readyz` fails before the server stops accepting (the balancer's notice time)",
    { minimum: 0, default: 5000 },
  ),
  SHUTDOWN_TIMEOUT_MS: integer(
    'then, how long in-flight requests may take before the server exits anyway',
    { minimum: 1, default: 30_000 },
  ),
  SEED: switchOf(
    'seed an empty database once with demo data',
    '`true` (`false` when `NODE_ENV=production`)',
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
  S3_REGION: word('S3: the region', 'us-east-1'),
  S3_ACCESS_KEY_ID: text('S3: the access key'),
  S3_SECRET_ACCESS_KEY: text('S3: the secret of the access key', { sensitive: true }),
  S3_FORCE_PATH_STYLE: flag('S3: bucket in the path rather than in the host name', true),
  MEDIA_REDIRECTS: switchOf(
    'S3: media requests answer `302` to the bucket instead of streaming through Node (`false` when browsers cannot reach the bucket)',
    '`true` with S3',
  ),
  // A presigned URL outlives every check made before it was handed out (a switch to private, a
  // deletion): kept short, since the player asks the API again for every range or segment. S3
  // refuses presigned URLs that live longer than a week.
  MEDIA_PRESIGN_SECONDS: integer(
    'lifetime of a presigned media URL, how long a file stays reachable after its video goes private',
    { minimum: 1, maximum: 7 * 24 * 3600, default: 60 },
  ),
  MEDIA_PUBLIC_URL: text(
    'S3: a CDN base in front of the bucket (`https://cdn.example/media`) for files anyone may see',
  ),
  MAX_VIDEO_BYTES: integer('largest video upload (2 GiB)', { minimum: 1, default: 2 * 1024 ** 3 }),
  MAX_IMAGE_BYTES: integer('largest image upload (10 MiB)', {
    minimum: 1,
    default: 10 * 1024 ** 2,
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
  MAX_VIDEO_DURATION_SECONDS: integer('longer uploads are refused with 422 (12 hours at most)', {
    minimum: 1,
    maximum: 12 * 3600,
    default: 12 * 3600,
  }),
  MAX_VIDEO_PIXELS: integer(
    'uploads whose width x height is larger are refused with 422 (4096x4096)',
    { minimum: 1, default: 4096 * 4096 },
  ),
  MAX_VIDEO_FPS: integer('uploads with a higher frame rate are refused with 422', {
    minimum: 1,
    default: 120,
  }),
  TRANSCODE_CONCURRENCY: integer('videos one process transcodes at once', {
    minimum: 1,
    default: 1,
  }),
  KEEP_ORIGINALS: flag(
    'keep uploaded files after transcoding (so a video can be re-transcoded)',
    true,
  ),
  // A live worker on a loaded machine must never look dead: short only in tests and drills.
  TRANSCODE_STALE_SECONDS: integer(
    'PostgreSQL: a transcode not heard of for this long is retried elsewhere (lower only for tests)',
    { minimum: 3, default: 30 },
  ),
  TRANSCODE_TIME_FACTOR: number(
    'an ffmpeg run is stopped after this many seconds per second of video and the video fails',
    { exclusiveMinimum: 0, default: 10 },
  ),
  TRANSCODE_MIN_TIME_SECONDS: number(
    'the least time an ffmpeg run is given, however short the video',
    { exclusiveMinimum: 0, default: 60 },
  ),
  FFMPEG_PATH: word(MEDIA_TOOL, 'ffmpeg'),
  FFPROBE_PATH: word(MEDIA_TOOL, 'ffprobe'),
  YOUTUBE_API_KEY: text(
    'set to use the real YouTube Data API v3; unset uses the offline catalogue',
    { sensitive: true },
  ),
  YOUTUBE_API_BASE_URL: word(
    'where the YouTube Data API answers',
    'https://www.googleapis.com/youtube/v3',
  ),
  YOUTUBE_TIMEOUT_MS: integer('the longest a YouTube request may take', {
    minimum: 1,
    default: 8000,
  }),
  YOUTUBE_SEARCH_DAILY_BUDGET: integer('YouTube searches per day', { minimum: 0, default: 100 }),
  YOUTUBE_UNITS_DAILY_BUDGET: integer('YouTube quota units per day', {
    minimum: 0,
    default: 10_000,
  }),
  YOUTUBE_ADDRESS_SHARE_PERCENT: integer(
    'percent of each daily budget all clients of one address (IPv6 /64) may spend together, however many accounts they use',
    { minimum: 1, maximum: 100, default: 25 },
  ),
  WEB_SHELL_DIR: text("the built shell to serve on the API's origin", BUILT_BY_START),
  WEB_REMOTES: text(
    "the built remotes to serve on the API's origin: `watch=/path,library=/path`",
    BUILT_BY_START,
  ),
  WEB_DEPLOY_DIR: text(
    'deploy root of `pnpm remote`: its `remotes.json`, history and `remotes/<name>/<version>/`',
  ),
  PUBLIC_SOURCE_MAPS: flag(
    "`true` serves the built frontends' `*.map` files (they reveal the source); otherwise they are 404",
    false,
  ),
  REMOTE_LOADS_MAX_ROWS: integer(
    'remote-load reports kept from everybody per hour; beyond it reports get 503',
    { minimum: 1, default: 100_000 },
  ),
  ADMIN_EMAILS: text(
    'refused: no longer grants anything, the start stops and names `pnpm kinora admin grant` (see Security)',
  ),
});
