import { defineConfig } from 'vitest/config';

/**
 * The media pipeline's own tests run ffmpeg (and, for the crash test, whole server processes):
 * they run as a second group, after the rest, so their load never overlaps the timing-sensitive
 * API tests on two shared cores.
 */
const PIPELINE_TESTS = [
  'test/media/transcode.test.ts',
  'test/media/bundled-ffmpeg.test.ts',
  'test/media/segment-layout.test.ts',
  'test/media/transcode-progress.test.ts',
  'test/media/stream-access.test.ts',
  'test/media/signed-link-revocation.test.ts',
  'test/media/crash-recovery.test.ts',
  'test/media/keep-originals.test.ts',
  'test/media/delete-while-transcoding.test.ts',
  'test/media/notify-when-ready.test.ts',
  'test/media/suspension-transcodes.test.ts',
];
/** Instances sharing one database need a PostgreSQL: that run of the suite includes them. */
const SHARED_DATABASE_TESTS = [
  'test/media/two-instances.test.ts',
  'test/media/role-split.test.ts',
  'test/media/heartbeat-takeover.test.ts',
  'test/media/last-attempt-dies.test.ts',
  'test/media/suspension-two-instances.test.ts',
  'test/two-instance-sessions.test.ts',
  'test/moderation-two-instances.test.ts',
  'test/site-two-instances.test.ts',
  'test/shared-route-limits.test.ts',
  'test/two-instance-notifications.test.ts',
  'test/two-instance-list-cache.test.ts',
  'test/two-instance-housekeeping.test.ts',
  'test/two-instance-uploads.test.ts',
  'test/two-instance-notification-mail.test.ts',
  'test/feed-concurrency.test.ts',
  'test/read-replica.test.ts',
  'test/simultaneous-start.test.ts',
];
/** A move onto PostgreSQL: included when DATABASE_URL is set, in the API group. */
const POSTGRES_ONLY_TESTS = ['test/backup-restore-postgres.test.ts'];
/**
 * Counters and announcements kept in Redis: included when `REDIS_URL` is set (the test command
 * sets it, with DATABASE_URL, when a Redis answers on 127.0.0.1:6379).
 */
const REDIS_TESTS = [
  'test/login-guard-redis.test.ts',
  'test/two-instance-sessions-redis.test.ts',
  'test/two-instance-notifications-redis.test.ts',
  'test/two-instance-list-cache-redis.test.ts',
  'test/two-instance-youtube-redis.test.ts',
  'test/two-instance-uploads-redis.test.ts',
];
/**
 * Tests whose subject is not the database run once, on the embedded one: those that always start
 * their own PGlite server process (crash recovery, graceful shutdown, the first start); those
 * about HTTP handling, cookies, configuration, password hashing, or media files, their storage and
 * how they are served;
 * the YouTube client against its fake; and the pure unit tests beside the code. The PostgreSQL run
 * repeats the data layer, the job queue and several instances sharing one database, where the
 * engines differ (connections at once, a pool, prepared statements, the server's own extensions).
 */
const ONCE_ON_PGLITE = [
  'src/**/*.test.ts',
  'test/media/crash-recovery.test.ts',
  'test/graceful-shutdown.test.ts',
  'test/first-start.test.ts',
  'test/hostile-input.test.ts',
  'test/split-origins.test.ts',
  'test/cross-site.test.ts',
  'test/trust-proxy.test.ts',
  'test/rate-limit.test.ts',
  'test/passwords.test.ts',
  'test/config-multi-instance.test.ts',
  'test/remote-override.test.ts',
  'test/kinora-cli.test.ts',
  'test/backup-restore.test.ts',
  'test/web-*.test.ts',
  'test/youtube/api-routes.test.ts',
  'test/youtube/offline-routes.test.ts',
  'test/youtube/offline-provider.test.ts',
  'test/media/abort.test.ts',
  'test/media/bundled-ffmpeg.test.ts',
  'test/media/hostile-containers.test.ts',
  'test/media/keep-originals.test.ts',
  'test/media/media-route.test.ts',
  'test/media/media-work.test.ts',
  'test/media/resolve-ffprobe.test.ts',
  'test/media/s3-media.test.ts',
  'test/media/s3-redirects.test.ts',
  'test/media/segment-layout.test.ts',
  'test/media/signed-links.test.ts',
  'test/media/storage.test.ts',
  'test/media/storage-plugin.test.ts',
  'test/media/stored-files.test.ts',
  'test/media/stream-access.test.ts',
  'test/media/thumbnail-sizes.test.ts',
  'test/media/transcode.test.ts',
  'test/media/transcode-progress.test.ts',
  'test/media/uploads.test.ts',
  'test/media/video-limits.test.ts',
  'test/media/video-upload-flow.test.ts',
  'test/media/web-role.test.ts',
];
const onPostgres = Boolean(process.env.DATABASE_URL);
const forks = onPostgres ? 2 : 3;
const sharedDatabaseTests = onPostgres ? SHARED_DATABASE_TESTS : [];
const redisTests = process.env.REDIS_URL && process.env.DATABASE_URL ? REDIS_TESTS : [];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // On PGlite, three workers on two cores: a file spends about a third of its time waiting (a
    // job's poll, a mail server, a child process), and a third worker fills it (the whole run:
    // 518 s with two, 423 s with three, and less CPU in all). On PostgreSQL the server's own
    // processes take the cores too; it keeps two. The count is fixed: with fewer workers kept
    // than allowed, one let go while idle was ended with work given to it ("Terminating worker
    // thread"), which failed three runs with three allowed; none failed with the count fixed.
    poolOptions: { forks: { minForks: forks, maxForks: forks } },
    // A worker imports the app and compiles PGlite once for all its files instead of once per
    // file: that import was a third of the suite's time. Each file builds its own app and
    // database, and nothing here mocks modules, so what a file keeps at module level is its own.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { RATE_LIMITS: 'off', LOG_LEVEL: 'silent' },
    // Drops the PostgreSQL schemas of the run once every file is done.
    globalSetup: ['test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [
            ...PIPELINE_TESTS,
            ...SHARED_DATABASE_TESTS,
            ...REDIS_TESTS,
            ...(onPostgres ? ONCE_ON_PGLITE : POSTGRES_ONLY_TESTS),
          ],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'pipeline',
          include: [...PIPELINE_TESTS, ...sharedDatabaseTests, ...redisTests],
          exclude: onPostgres ? ONCE_ON_PGLITE : [],
          hookTimeout: 180_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
