import path from 'node:path';
import { ConfigEnv } from './env-schema';
import { parseBaseUrl, parseOrigins, parseRemotes, parseTrustProxy } from './parse-values';
import { ConfigError, readEnv, type Env } from './read-env';

export { ConfigError };

/**
 * Server configuration, read from the environment once at start-up and validated against
 * `ConfigEnv` (where each variable is described). A missing or malformed value stops the start
 * with an error that names the variable.
 */
export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * Admins were once named by `ADMIN_EMAILS`, and whoever registered a listed address first became
 * admin: the variable now stops the start instead of granting anything, so no operator believes
 * it still names the admins.
 */
function refuseAdminEmails(adminEmails: string | undefined): void {
  if (adminEmails === undefined) return;
  throw new ConfigError(
    'ADMIN_EMAILS no longer makes anyone an admin (whoever registered a listed address first became one): unset it, ' +
      'and grant the role to an account with `pnpm kinora admin grant <username>` ' +
      '(`node dist/kinora.js admin grant <username>` beside a built server).',
  );
}

/** `WEB_ORIGINS`, or the deprecated `CORS_ORIGINS` it replaced (both at once must agree). */
function webOriginsOf(webOrigins: string | undefined, corsOrigins: string | undefined): string[] {
  const web = parseOrigins(webOrigins, 'WEB_ORIGINS');
  const legacy = parseOrigins(corsOrigins, 'CORS_ORIGINS');
  if (web.length > 0 && legacy.length > 0 && web.join(',') !== legacy.join(',')) {
    throw new ConfigError(
      'CORS_ORIGINS is the old name of WEB_ORIGINS: set only WEB_ORIGINS (they differ here).',
    );
  }
  return web.length > 0 ? web : legacy;
}

const resolvedOrNull = (dir: string | undefined) => (dir ? path.resolve(dir) : null);

export function loadConfig(processEnv: Env = process.env) {
  const env = readEnv(ConfigEnv, processEnv);
  refuseAdminEmails(env.ADMIN_EMAILS);
  const notices: string[] = [];
  const s3 = env.STORAGE_DRIVER === 's3';
  if (s3 && !env.S3_BUCKET) {
    throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3.');
  }
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a replica of which database?');
  }
  const mediaPublicUrl = parseBaseUrl(env.MEDIA_PUBLIC_URL, 'MEDIA_PUBLIC_URL');
  if (mediaPublicUrl && !s3) {
    throw new ConfigError(
      'MEDIA_PUBLIC_URL needs STORAGE_DRIVER=s3 (it is a CDN base for the bucket).',
    );
  }
  const mediaRedirects = env.MEDIA_REDIRECTS ?? s3;
  if (mediaRedirects && !s3) {
    throw new ConfigError(
      'MEDIA_REDIRECTS needs STORAGE_DRIVER=s3 (local files have no URL of their own).',
    );
  }
  // Browsers drop a `SameSite=None` cookie that is not `Secure`.
  const secureCookies = env.SECURE_COOKIES ?? env.COOKIE_SAME_SITE === 'none';
  if (env.COOKIE_SAME_SITE === 'none' && !secureCookies) {
    throw new ConfigError('COOKIE_SAME_SITE=none needs SECURE_COOKIES=true (browsers demand it).');
  }
  // Embedded PGlite belongs to one process: a web instance alone would queue videos nobody
  // transcodes, and a worker alone would wait on a queue nobody fills.
  if (env.KINORA_ROLE !== 'all' && !env.DATABASE_URL) {
    throw new ConfigError(
      `KINORA_ROLE=${env.KINORA_ROLE} needs DATABASE_URL: web and worker share the queue through PostgreSQL.`,
    );
  }
  const production = env.NODE_ENV === 'production';
  const publicUrl = parseBaseUrl(env.PUBLIC_URL, 'PUBLIC_URL');
  if (!publicUrl && production) {
    notices.push(
      `PUBLIC_URL is not set: link previews carry no absolute URLs (og:url, og:image, og:video), the embed page links by path, and links in mail point to http://localhost:${env.PORT}. Set it to the site's public address.`,
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    databaseReadUrl: env.DATABASE_READ_URL ?? null,
    redisUrl: env.REDIS_URL ?? null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    revocationPollMs: env.SESSION_REVOCATION_POLL_MS,
    notificationHeartbeatMs: env.NOTIFICATION_HEARTBEAT_MS,
    maxNotificationStreams: env.MAX_NOTIFICATION_STREAMS,
    viewFlushMs: env.VIEW_FLUSH_MS,
    listCacheMs: env.LIST_CACHE_MS,
    jwtSecret: env.JWT_SECRET ?? null,
    /** Unset: the process keeps its metrics to itself. */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** Unset: nothing is traced. The exporter reads the other `OTEL_EXPORTER_OTLP_*` itself. */
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : null,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    rateLimits: env.RATE_LIMITS,
    secureCookies,
    cookieSameSite: env.COOKIE_SAME_SITE,
    webOrigins: webOriginsOf(env.WEB_ORIGINS, env.CORS_ORIGINS),
    publicUrl,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? null,
      /** Where mail goes without `SMTP_URL`: one `.eml` file per message. */
      outboxDir: path.join(path.resolve(env.DATA_DIR), 'outbox'),
      /** The first retry's delay; pg-boss doubles it for each next one. */
      retrySeconds: env.MAIL_RETRY_SECONDS,
    },
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION ?? production,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    remoteLoadsMaxRows: env.REMOTE_LOADS_MAX_ROWS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, notices),
    /** What the configuration was read as that the operator should hear about (logged at start). */
    notices,
    // A production install starts empty unless asked; a first `npm start` shows the demo.
    seed: env.SEED ?? !production,
    role: env.KINORA_ROLE,
    transcode: {
      concurrency: env.TRANSCODE_CONCURRENCY,
      keepOriginals: env.KEEP_ORIGINALS,
      staleAfterSeconds: env.TRANSCODE_STALE_SECONDS,
      timeLimit: {
        secondsPerVideoSecond: env.TRANSCODE_TIME_FACTOR,
        minSeconds: env.TRANSCODE_MIN_TIME_SECONDS,
      },
    },
    media: {
      driver: env.STORAGE_DRIVER,
      maxVideoBytes: env.MAX_VIDEO_BYTES,
      maxImageBytes: env.MAX_IMAGE_BYTES,
      userStorageQuotaBytes: env.USER_STORAGE_QUOTA_BYTES ?? null,
      ffprobePath: env.FFPROBE_PATH,
      ffmpegPath: env.FFMPEG_PATH,
      maxVideoDurationSeconds: env.MAX_VIDEO_DURATION_SECONDS,
      maxVideoPixels: env.MAX_VIDEO_PIXELS,
      maxVideoFps: env.MAX_VIDEO_FPS,
      redirects: mediaRedirects,
      presignSeconds: env.MEDIA_PRESIGN_SECONDS,
      publicUrl: mediaPublicUrl,
      s3: {
        bucket: env.S3_BUCKET ?? null,
        endpoint: env.S3_ENDPOINT ?? null,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
    },
    youtube: {
      apiKey: env.YOUTUBE_API_KEY ?? null,
      baseUrl: env.YOUTUBE_API_BASE_URL,
      timeoutMs: env.YOUTUBE_TIMEOUT_MS,
      searchDailyBudget: env.YOUTUBE_SEARCH_DAILY_BUDGET,
      unitsDailyBudget: env.YOUTUBE_UNITS_DAILY_BUDGET,
      addressSharePercent: env.YOUTUBE_ADDRESS_SHARE_PERCENT,
    },
    web: {
      shellDir: resolvedOrNull(env.WEB_SHELL_DIR),
      remotes: parseRemotes(env.WEB_REMOTES),
      deployDir: resolvedOrNull(env.WEB_DEPLOY_DIR),
      publicSourceMaps: env.PUBLIC_SOURCE_MAPS,
    },
  };
}
