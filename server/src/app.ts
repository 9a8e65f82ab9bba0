import { randomUUID } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import { API_BASE, UPLOAD_VIDEO_ID_HEADER, UPLOADS_PATH, XSRF_HEADER } from '@kinora/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { holdToContract } from './lib/endpoint';
import { withPublicUrls } from './lib/public-urls';
import { loadSecrets, type Secrets } from './lib/secrets';
import { trustProxyOption } from './lib/trust-proxy';
import { assertStorable } from './lib/storable-input';
import { prepareBody } from './lib/validate-fields';
import { serializeRequest } from './lib/log-serializers';
import { createMediaSigner, type MediaSigner } from './media/media-signature';
import { repositoriesPlugin, servicesPlugin } from './composition';
import adminPlugin from './plugins/admin';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorHandlerPlugin, { answerFrameworkError } from './plugins/error-handler';
import housekeepingPlugin from './platform/housekeeping';
import notificationMailSchedule from './notifications/notification-mail-schedule';
import jobsPlugin from './plugins/jobs';
import dataExportPlugin from './accounts/data-export/data-export-plugin';
import mailPlugin from './mail/mail-plugin';
import lifecyclePlugin from './plugins/lifecycle';
import metricsPlugin from './plugins/metrics';
import tracingPlugin from './platform/tracing';
import multipartPlugin from './plugins/multipart';
import listCachePlugin from './plugins/list-cache';
import notificationBusPlugin from './plugins/notification-bus';
import rateLimitPlugin from './plugins/rate-limit';
import redisPlugin from './plugins/redis';
import sessionRevocationsPlugin from './accounts/session-revocations';
import storagePlugin from './plugins/storage';
import swaggerPlugin from './plugins/swagger';
import transcodePlugin from './videos/transcode-plugin';
import resumablePlugin from './videos/resumable-plugin';
import liveBackupPlugin from './backup/live-backup';
import { TUS_ANSWER_HEADERS, TUS_REQUEST_HEADERS } from './media/resumable/tus-protocol';
import youtubePlugin from './youtube/youtube-plugin';
import healthcheckRoutes from './platform/routes/healthcheck';
import mediaRoutes from './videos/routes/media/index';
import notificationRoutes from './notifications/routes/notifications';
import jobRoutes from './platform/routes/jobs';
import platformRoutes from './platform/routes/platform';
import remoteLoadRoutes from './platform/routes/remote-loads';
import notificationPreferenceRoutes from './notifications/routes/preferences';
import emailPreferenceRoutes from './notifications/routes/email-preferences';
import staticRoutes from './platform/routes/static';
import commentRoutes from './discussions/routes/comments';
import commentControlRoutes from './discussions/routes/comment-controls';
import dashboardRoutes from './videos/routes/dashboard';
import likeRoutes from './discussions/routes/likes';
import historyRoutes from './lists/routes/history';
import likedVideoRoutes from './lists/routes/liked-videos';
import subscriptionFeedRoutes from './lists/routes/subscription-feed';
import playlistRoutes from './lists/routes/playlists';
import embedRoutes from './web/embed';
import subscriptionRoutes from './accounts/routes/subscriptions';
import postRoutes from './discussions/routes/posts';
import userRoutes from './accounts/routes/users';
import searchRoutes from './videos/routes/search';
import videoRoutes from './videos/routes/videos';
import captionRoutes from './videos/routes/captions';
import uploadRoutes from './videos/routes/uploads';
import youtubeRoutes from './youtube/routes/youtube';
import reportRoutes from './moderation/routes/reports';
import moderationRoutes from './moderation/routes/moderation';
import adminUserRoutes from './moderation/routes/admin-users';
import siteSettingsRoutes from './site/routes/site-settings';
import applicationRoutes from './site/routes/applications';
import blockRoutes from './accounts/routes/blocks';
import { createDeployment } from './platform';
import { drawnSensitiveContent, firstScreenOf } from './web/first-screen';
import { createOverrideCheck } from './web/override-check';
import { web } from './web/plugin';
import { shareMetaFor } from './web/share-meta';
import type { DatabaseHandle } from './db/create-database';
import type { AppConfig } from './config';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

export interface BuildAppOptions {
  /** An opened database (tests); by default one is opened from the configuration. */
  database?: DatabaseHandle;
  /** An opened read replica (tests); by default DATABASE_READ_URL's, if set. */
  readDatabase?: DatabaseHandle;
  /** Secrets to use (tests); by default from the configuration or `dataDir/secrets.json`. */
  secrets?: Secrets;
  logger?: FastifyServerOptions['logger'];
  /** The lock on the embedded database's data folder was lost (logged already): stop the app. */
  onDatabaseLockLost?: () => void;
}

/** JSON bodies are small; uploads are multipart and limited separately. */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(
  config: AppConfig,
  opts: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const secrets = opts.secrets ?? (await loadSecrets(config.dataDir, config.jwtSecret));
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      serializers: { req: serializeRequest },
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT,
    // Opening PGlite and running migrations can take a while on a busy machine; a slow start is
    // better than a failed one.
    pluginTimeout: 120_000,
    // A request that reaches a closing server on a connection it already had is still answered
    // (and the answer closes the connection): a balancer cannot resend a POST refused with 503.
    return503OnClosing: false,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Bodies are strict: their schemas set `additionalProperties: false`, and a field they do not
    // list is refused, where Fastify's default (`removeAdditional`) would drop it without a word.
    // Query strings are not: an unknown parameter (a cache buster, a link's tracking tag) is left
    // alone, as most APIs do.
    ajv: { customOptions: { allErrors: false, removeAdditional: false } },
    // A URL the router cannot decode, or a path segment over its limit, still gets the envelope.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  for (const notice of config.notices) app.log.warn(notice);

  // First of all: the tracing wraps the routes and hooks registered after it.
  await app.register(tracingPlugin, { collector: config.tracing });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A web app on another origin needs absolute links to media (see public-urls).
  const { publicUrl } = config;
  if (publicUrl) {
    app.addHook('preSerialization', async (_request, _reply, payload) =>
      withPublicUrls(payload, publicUrl),
    );
  }
  // Before the body schema is checked: a missing body is an empty one, a field the route does not
  // take is refused with a 400 naming it (never dropped, which would quietly change what the
  // request means), and the contract's limits count trimmed text.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (!request.is404) request.body = prepareBody(request.routeOptions.schema, request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  // After validation (which coerces `page=1e400` to Infinity) and before any handler: input the
  // database cannot take is a 400 naming the field, for every route at once.
  app.addHook('preHandler', (request, _reply, done) => {
    try {
      assertStorable(request.params, 'params');
      assertStorable(request.query, 'querystring');
      assertStorable(request.body, 'body');
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  await app.register(errorHandlerPlugin);
  await app.register(lifecyclePlugin);
  await app.register(fastifyHelmet, {
    // The API answers JSON and media; pages (and their CSP) are the web plugin's business.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(fastifyCors, {
    origin: config.webOrigins.length > 0 ? config.webOrigins : false,
    credentials: true,
    // The API's own methods; the plugin's default would leave PATCH, PUT and DELETE out.
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    // What the web client sends: the Bearer token, JSON and multipart bodies, the XSRF token on the
    // session endpoints, a request id, and the range and validators of media requests.
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      XSRF_HEADER,
      'X-Request-Id',
      'Range',
      'If-Range',
      'If-Match',
      'If-None-Match',
      // Resumable uploads (tus): a client's protocol headers.
      ...TUS_REQUEST_HEADERS,
    ],
    // A web app on another origin cannot read the API's XSRF cookie: it reads the token here.
    exposedHeaders: [
      XSRF_HEADER,
      'X-Request-Id',
      'Content-Range',
      'Accept-Ranges',
      'ETag',
      // What a resumable upload's answers tell: where it lives, how far it is, its draft.
      ...TUS_ANSWER_HEADERS,
      UPLOAD_VIDEO_ID_HEADER,
    ],
    // Preflights are per origin and method; a day saves a round trip on every mutation.
    maxAge: 86_400,
  });
  await app.register(dbPlugin, {
    config,
    ...(opts.database ? { database: opts.database } : {}),
    ...(opts.readDatabase ? { readDatabase: opts.readDatabase } : {}),
    ...(opts.onDatabaseLockLost ? { onLockLost: opts.onDatabaseLockLost } : {}),
  });
  app.tracing?.traceQueries(app.database);
  // Before every route, so each answer is counted.
  await app.register(metricsPlugin, { token: config.metricsToken, dataDir: config.dataDir });
  await app.register(repositoriesPlugin);
  await app.register(redisPlugin, { config });
  await app.register(sessionRevocationsPlugin, { config });
  await app.register(authPlugin, { config, jwtSecret: secrets.jwtSecret });
  await app.register(adminPlugin);
  await app.register(housekeepingPlugin);
  await app.register(rateLimitPlugin, { config });
  await app.register(multipartPlugin, { config });
  app.decorate('config', config);
  app.decorate('deployment', createDeployment(config.web));
  app.decorate('secrets', secrets);
  app.decorate('mediaSigner', createMediaSigner(secrets.jwtSecret));
  await app.register(swaggerPlugin);
  await app.register(storagePlugin, {
    config,
    db: app.db,
    suspensions: {
      onSuspended: (listener) => app.revokedSessions.onSuspended(listener),
      find: (userId) => app.repos.users.findSuspension(userId),
    },
    received: (bytes) => app.metrics.uploaded(bytes),
  });
  await app.register(notificationBusPlugin, { config });
  await app.register(listCachePlugin);
  await app.register(youtubePlugin);
  // One pg-boss for the process: the mail and transcode queues run on it.
  await app.register(jobsPlugin);
  await app.register(mailPlugin, { config });
  // The one place services are built; the queue is handed over once it is open, below.
  await app.register(servicesPlugin, { queue: () => app.transcodeQueue });
  await app.register(notificationMailSchedule);
  await app.register(transcodePlugin, { config });
  await app.register(dataExportPlugin, { config });
  await app.register(resumablePlugin, { config });
  await app.register(liveBackupPlugin);

  await app.register(
    async (api) => {
      holdToContract(api);
      await api.register(healthcheckRoutes);
      await api.register(staticRoutes);
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(historyRoutes, { prefix: '/users' });
      await api.register(notificationPreferenceRoutes, { prefix: '/users' });
      await api.register(emailPreferenceRoutes);
      await api.register(notificationRoutes, { prefix: '/notifications' });
      await api.register(videoRoutes, { prefix: '/videos' });
      await api.register(captionRoutes, { prefix: '/videos' });
      await api.register(uploadRoutes, { prefix: UPLOADS_PATH });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(subscriptionRoutes, { prefix: '/subscriptions' });
      await api.register(subscriptionFeedRoutes, { prefix: '/subscriptions' });
      await api.register(likeRoutes, { prefix: '/likes' });
      await api.register(likedVideoRoutes, { prefix: '/likes' });
      await api.register(commentRoutes, { prefix: '/comments' });
      await api.register(playlistRoutes, { prefix: '/playlist' });
      await api.register(postRoutes, { prefix: '/tweets' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(mediaRoutes, { prefix: '/media' });
      await api.register(youtubeRoutes, { prefix: '/youtube' });
      await api.register(platformRoutes, { prefix: '/platform' });
      await api.register(jobRoutes, { prefix: '/admin/jobs' });
      await api.register(remoteLoadRoutes, { prefix: '/platform/remote-loads' });
      await api.register(siteSettingsRoutes);
      await api.register(applicationRoutes);
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(moderationRoutes, { prefix: '/moderation' });
      await api.register(adminUserRoutes, { prefix: '/admin' });
      await api.register(commentControlRoutes);
      await api.register(blockRoutes);
    },
    { prefix: API_BASE },
  );

  await app.register(embedRoutes);
  // The built frontends on the same origin, when configured (`pnpm start`).
  await app.register(web, {
    web: config.web,
    deployment: app.deployment,
    remoteOverride: createOverrideCheck(app),
    // The pages drawn here are this server's own: under PUBLIC_URL, like its media.
    shareMeta: (page, pathname, language) =>
      shareMetaFor(app.db, app.mediaSigner, config.publicUrl, page, pathname, language),
    // The lists of a first screen are answered from the short list cache the page's own requests
    // then meet too, so asking here costs the database nothing more. They are asked from the
    // page's client's address: what is counted per client (its share of the YouTube quota, for a
    // search the cache cannot answer) is counted against it, as when its browser asks.
    firstScreen: async (page, search, viewer, request) =>
      firstScreenOf(
        page,
        search,
        async (url) => {
          const res = await app.inject({ method: 'GET', url, remoteAddress: request.ip });
          return res.statusCode === 200 ? res.json<unknown>() : null;
        },
        drawnSensitiveContent(await app.services.site.sensitiveContentMode(), viewer),
      ),
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    secrets: Secrets;
    /** Signs links to the files of unpublished videos for their owner (see media-signature). */
    mediaSigner: MediaSigner;
  }
}
