import path from 'node:path';
import fp from 'fastify-plugin';
import { deriveKey } from './lib/secrets';
import { withPublicUrls } from './lib/public-urls';
import { createStreamTickets } from './lib/stream-ticket';
import { createCommentControlRepository } from './discussions/comment-control-repository';
import { createCommentRepository } from './discussions/comment-repository';
import { createDashboardRepository } from './videos/dashboard-repository';
import { createExternalVideoRepository } from './youtube/external-video-repository';
import { createHistoryRepository } from './lists/history-repository';
import { createLikeRepository } from './discussions/like-repository';
import { createLoginAttemptRepository } from './plugins/login-attempt-repository';
import { createNotificationRepository } from './notifications/notification-repository';
import { createEmailPreferenceRepository } from './notifications/email-preference-repository';
import { createNotificationMailRepository } from './notifications/notification-mail-repository';
import { createPlaylistRepository } from './lists/playlist-repository';
import { createRemoteLoadRepository } from './platform/remote-load-repository';
import { createScheduledRunRepository } from './platform/scheduled-run-repository';
import { createSearchRepository } from './videos/search-repository';
import { createSessionRepository } from './accounts/session-repository';
import { createRefreshTokenRepository } from './accounts/refresh-token-repository';
import { createSubscriptionRepository } from './accounts/subscription-repository';
import { createBlockRepository } from './accounts/block-repository';
import { createPostRepository } from './discussions/post-repository';
import { createUserRepository } from './accounts/user-repository';
import { createVideoListRepository } from './videos/video-list-repository';
import { createMediaAccessRepository } from './videos/media-access-repository';
import { createVideoRepository } from './videos/video-repository';
import { createViewRepository } from './videos/view-repository';
import { createAccountService } from './accounts/account-service';
import { createDataExportRepository } from './accounts/data-export/data-export-repository';
import {
  createDataExportService,
  DATA_EXPORT_QUEUE,
  type DataExportJobData,
} from './accounts/data-export/data-export-service';
import { createEmailAddressService } from './accounts/email-address-service';
import { createEmailTokenRepository } from './accounts/email-token-repository';
import { createPasswordResetService } from './accounts/password-reset-service';
import { createVerifiedEmailGuard } from './accounts/verified-email-guard';
import { createBlockService } from './accounts/block-service';
import { createPasskeyRepository } from './accounts/passkeys/passkey-repository';
import { createPasskeyService } from './accounts/passkeys/passkey-service';
import { relyingPartyOf } from './accounts/passkeys/relying-party';
import { createCommentAnnouncer } from './discussions/comment-announcer';
import { createCommentControlService } from './discussions/comment-control-service';
import { createCommentService } from './discussions/comment-service';
import { createHoldRules } from './discussions/hold-rules';
import { createPostService } from './discussions/post-service';
import { createExternalVideoService } from './youtube/external-video-service';
import { createNotificationService } from './notifications/notification-service';
import { createNotificationMailer } from './notifications/notification-mailer';
import { createUnsubscribeTokens } from './notifications/unsubscribe-tokens';
import { createNotificationTriggerRepository } from './notifications/notification-trigger-repository';
import { createNotificationStreams } from './notifications/notification-streams';
import { createPlaylistService } from './lists/playlist-service';
import { createSessionService } from './accounts/session-service';
import { createSecretBox } from './accounts/two-factor/secret-box';
import { createSecondFactorTokens } from './accounts/two-factor/second-factor-token';
import { createTwoFactorRepository } from './accounts/two-factor/two-factor-repository';
import { createTwoFactorService } from './accounts/two-factor/two-factor-service';
import { createVideoService } from './videos/video-service';
import { createCaptionService } from './videos/caption-service';
import { createViewCounter } from './videos/view-counter';
import {
  createAdminUserRepository,
  createAdminUserService,
  createModeratedItemRepository,
  createModerationLogRepository,
  createModerationService,
  createReportedItemReader,
  createReportRepository,
  createReportService,
} from './moderation';
import {
  createApplicationRepository,
  createApplicationService,
  createSiteService,
  createSiteSettingsRepository,
} from './site';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/schema';
import type { TranscodeQueue } from './videos/transcode-plugin';

/**
 * Every repository of the app, built once. The lists and search read `readDb` (a replica may be
 * a moment behind); everything else reads and writes the primary.
 */
export function createRepositories(db: Kysely<Database>, readDb: Kysely<Database>) {
  return {
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    twoFactor: createTwoFactorRepository(db),
    passkeys: createPasskeyRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    /** Links mailed for a reset, a verification or a change of address. */
    emailTokens: createEmailTokenRepository(db),
    loginAttempts: createLoginAttemptRepository(db),
    videos: createVideoRepository(db),
    /** The public catalogue, on the replica when there is one. */
    catalogue: createVideoRepository(readDb),
    search: createSearchRepository(readDb),
    videoLists: createVideoListRepository(db),
    mediaAccess: createMediaAccessRepository(db),
    dashboard: createDashboardRepository(db),
    views: createViewRepository(db),
    likes: createLikeRepository(db, 'video'),
    comments: createCommentRepository(db),
    commentLikes: createLikeRepository(db, 'comment'),
    posts: createPostRepository(db),
    commentControls: createCommentControlRepository(db),
    postLikes: createLikeRepository(db, 'post'),
    subscriptions: createSubscriptionRepository(db),
    blocks: createBlockRepository(db),
    history: createHistoryRepository(db),
    playlists: createPlaylistRepository(db),
    externalVideos: createExternalVideoRepository(db),
    notifications: createNotificationRepository(db),
    notificationTriggers: createNotificationTriggerRepository(db),
    emailPreferences: createEmailPreferenceRepository(db),
    notificationMail: createNotificationMailRepository(db),
    remoteLoads: createRemoteLoadRepository(db),
    dataExports: createDataExportRepository(db),
    scheduledRuns: createScheduledRunRepository(db),
    reports: createReportRepository(db),
    moderationLog: createModerationLogRepository(db),
    moderatedItems: createModeratedItemRepository(db),
    adminUsers: createAdminUserRepository(db),
    siteSettings: createSiteSettingsRepository(db),
    applications: createApplicationRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Every service of the app, built once from the open infrastructure and the repositories. The
 * transcode queue opens after the services (its worker tells the notifications of finished
 * videos), so the video service reaches it through `queue()`, which it calls only while
 * answering requests, when everything is open.
 */
export function createServices(app: FastifyInstance, queue: () => TranscodeQueue) {
  const { config, repos } = app;
  const publicUrl = config.publicUrl;
  const notificationMail = createNotificationMailer({
    notifications: repos.notifications,
    preferences: repos.emailPreferences,
    mail: repos.notificationMail,
    mailer: app.mailer,
    tokens: createUnsubscribeTokens(deriveKey(app.secrets.jwtSecret, 'email-unsubscribe')),
    log: app.log,
  });
  const notifications = createNotificationService({
    triggers: repos.notificationTriggers,
    bus: app.notificationBus,
    log: app.log,
    mail: notificationMail,
  });
  const notificationStreams = createNotificationStreams({
    notifications: repos.notifications,
    bus: app.notificationBus,
    log: app.log,
    heartbeatMs: config.notificationHeartbeatMs,
    maxStreams: config.maxNotificationStreams,
    isRevoked: (sessionId) => app.revokedSessions.has(sessionId),
    onSuspended: (listener) => app.revokedSessions.onSuspended(listener),
    ...(publicUrl ? { publicData: <T>(data: T): T => withPublicUrls(data, publicUrl) } : {}),
  });
  const viewCounter = createViewCounter({
    db: app.db,
    log: app.log,
    flushMs: config.viewFlushMs,
    onWritten: () => app.listCache.forget(),
    onBatch: (views, written) => app.metrics.viewBatch(views, written),
  });
  const videos = createVideoService({
    db: app.db,
    storage: app.storage,
    signer: app.mediaSigner,
    queue: {
      enqueue: (videoId) => queue().enqueue(videoId),
      cancel: (videoId) => queue().cancel(videoId),
    },
    notifications,
    views: viewCounter,
    history: repos.history,
    quotaBytes: config.media.userStorageQuotaBytes,
    // The resumable uploads are opened after the services (they create drafts through them).
    uploadParts: { remove: (uploadId) => app.resumableUploads.removeParts(uploadId) },
  });
  const externalVideos = createExternalVideoService(repos.externalVideos, app.youtube);
  const sessions = createSessionService(app.db, {
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    signAccessToken: (userId, sessionId) => app.signAccessToken(userId, sessionId),
    successorKey: deriveKey(app.secrets.jwtSecret, 'refresh-token-successor'),
    onEnded: async (sessionIds, reason) => {
      await app.revokedSessions.announce(sessionIds);
      if (sessionIds.length === 0) return;
      // The same bus as the notifications: it reaches the instance that holds each stream.
      await app.notificationBus
        .publish({ type: 'session-ended', sessionIds, reason })
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'announcing ended sessions failed'),
        );
    },
  });
  const emailAddresses = createEmailAddressService({
    db: app.db,
    users: repos.users,
    links: repos.emailTokens,
    mailer: app.mailer,
    admitAccount: (kind, accountId) => app.mailRequests.admitAccount(kind, accountId),
    log: app.log,
  });
  const accounts = createAccountService({
    db: app.db,
    sessions,
    videos,
    storage: app.storage,
    emailChanges: emailAddresses,
    dataExports: repos.dataExports,
  });
  const site = createSiteService({
    settings: repos.siteSettings,
    // The bus's lists-changed message reaches every other instance after a write through the
    // API, and is heard again when a lost connection to the bus is back: the kept settings are
    // dropped with the kept lists.
    announce: () => app.listCache.changed(),
    onAnnounced: (listener) => app.notificationBus.onListsChanged(listener),
  });
  // What holds a comment or post for review: the site's words, a channel's policy and words.
  const holds = createHoldRules({
    siteBlockedWords: () => site.siteBlockedWords(),
    channelBlockedWords: (channelId) => repos.commentControls.channelBlockedWords(channelId),
  });
  const blocks = createBlockService({ blocks: repos.blocks });
  const announceComment = createCommentAnnouncer({ comments: repos.comments, notifications });
  const reportedItems = createReportedItemReader({
    reports: repos.reports,
    items: repos.moderatedItems,
    signer: app.mediaSigner,
  });
  return {
    /** Where routes and the media pipeline report what others should hear of. */
    notifications,
    /** Notifications by mail: at once, the daily digests, and unsubscribe links. */
    notificationMail,
    /** This instance's open `GET /notifications/stream` connections. */
    notificationStreams,
    streamTickets: createStreamTickets(app.secrets.jwtSecret, app.attemptCounters),
    /** Buffers `GET /videos/:id` views and writes them in batches (`flush` writes them now). */
    viewCounter,
    videos,
    /** Videos' captions, one WebVTT file per language. */
    captions: createCaptionService({ db: app.db, storage: app.storage, videos }),
    comments: createCommentService({
      comments: repos.comments,
      videos,
      holds,
      blocks,
      announceComment,
    }),
    posts: createPostService({ posts: repos.posts, holds, blocks, notifications }),
    commentControls: createCommentControlService({
      db: app.db,
      controls: repos.commentControls,
      comments: repos.comments,
      posts: repos.posts,
      isModerator: async (userId) => {
        const role = (await repos.users.findById(userId))?.role;
        return role === 'moderator' || role === 'admin';
      },
      announceComment,
      announcePost: notifications.postReplied,
    }),
    externalVideos,
    playlists: createPlaylistService(app.db, {
      playlists: repos.playlists,
      videos: repos.videos,
      externals: externalVideos,
      sensitiveContentMode: () => site.sensitiveContentMode(),
    }),
    sessions,
    accounts,
    /** "Download your data": the archives of accounts' own data, written by a job. */
    dataExports: createDataExportService({
      exports: repos.dataExports,
      storage: app.storage,
      mailer: app.mailer,
      enqueue: async (exportId, language) => {
        await app.jobs.boss.send(DATA_EXPORT_QUEUE, {
          exportId,
          language,
        } satisfies DataExportJobData);
      },
      workDir: path.join(config.dataDir, 'tmp', 'exports'),
      linkKey: deriveKey(app.secrets.jwtSecret, 'data-export-link'),
    }),
    /** The account's address: verification and change, each confirmed from a mailed link. */
    emailAddresses,
    passwordResets: createPasswordResetService({
      db: app.db,
      users: repos.users,
      links: repos.emailTokens,
      sessions,
      mailer: app.mailer,
      hashPassword: accounts.hashPassword,
      admitAccount: (accountId) => app.mailRequests.admitAccount('password_reset', accountId),
      log: app.log,
    }),
    /** `REQUIRE_EMAIL_VERIFICATION`: uploads, comments and posts wait for a verified address. */
    verifiedEmailGuard: createVerifiedEmailGuard({
      required: config.requireEmailVerification,
      isVerified: (userId) => repos.users.isEmailVerified(userId),
    }),
    /** The authenticator app, recovery codes and the second step of signing in. */
    twoFactor: createTwoFactorService({
      db: app.db,
      twoFactor: repos.twoFactor,
      users: repos.users,
      secrets: createSecretBox(deriveKey(app.secrets.jwtSecret, 'totp-secret')),
      tokens: createSecondFactorTokens(deriveKey(app.secrets.jwtSecret, 'second-factor-token')),
      passkeys: repos.passkeys,
      siteName: async () => (await site.current()).name,
    }),
    /** Blocks between users, and the comments and replies they refuse. */
    blocks,
    /** Passkeys of accounts, and their answers at sign-in. */
    passkeys: createPasskeyService({
      passkeys: repos.passkeys,
      relyingParty: relyingPartyOf(config),
      siteName: async () => (await site.current()).name,
    }),
    /** The site's settings, kept by each instance; `siteBlockedWords()` for what is posted. */
    site,
    applications: createApplicationService({
      db: app.db,
      applications: repos.applications,
      users: repos.users,
      accounts,
      emailAddresses,
      site,
    }),
    reports: createReportService({
      reports: repos.reports,
      items: repos.moderatedItems,
      counters: app.attemptCounters,
    }),
    moderation: createModerationService({
      db: app.db,
      reports: repos.reports,
      log: repos.moderationLog,
      items: repos.moderatedItems,
      users: repos.users,
      sessions,
      notifications,
      readReportedItems: reportedItems,
    }),
    adminUsers: createAdminUserService({ adminUsers: repos.adminUsers, users: repos.users }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    services: Services;
  }
}

/** Decorates the app with its repositories, once the database is open. */
export const repositoriesPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.decorate('repos', createRepositories(app.db, app.readDb));
    done();
  },
  { name: 'repositories', dependencies: ['db'] },
);

/**
 * Decorates the app with its services, and ties their lifetimes to the app's: views are counted
 * from the start; on close the last views are written and background fan-outs finish before the
 * database closes, and open notification streams end so they do not hold the server open.
 */
export const servicesPlugin = fp(
  (app: FastifyInstance, { queue }: { queue: () => TranscodeQueue }, done: () => void) => {
    const services = createServices(app, queue);
    app.decorate('services', services);
    app.addHook('onReady', () => {
      services.viewCounter.start();
      return Promise.resolve();
    });
    // `preClose` runs before any `onClose`, so the database is still open.
    app.addHook('preClose', async () => {
      services.notificationStreams.close();
      await services.viewCounter.stop();
    });
    app.addHook('onClose', async () => {
      await services.notifications.settled();
      await services.passwordResets.settled();
    });
    done();
  },
  {
    name: 'services',
    dependencies: [
      'repositories',
      'storage',
      'notification-bus',
      'list-cache',
      'session-revocations',
      'rate-limit',
      'youtube',
      'mail',
    ],
  },
);
