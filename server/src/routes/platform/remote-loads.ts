import {
  Envelope,
  ErrorSchema,
  REMOTE_LOAD_WINDOW_MINUTES,
  RemoteLoadBatchSchema,
  RemoteLoadOverviewSchema,
} from '@kinora/contract';
import { Type } from 'typebox';
import { envelope } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { createRemoteLoadRepository } from '../../repositories/remote-load-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** A full batch of reports is about 5 KiB; anything much larger is not a report. */
const REPORT_BODY_LIMIT = 16 * 1024;

/** `/platform/remote-loads`: the shell's remote-load telemetry in, its statistics out (admins). */
const remoteLoadRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const loads = createRemoteLoadRepository(app.db);

  // `navigator.sendBeacon` with a string body sends `text/plain`: a page that is being left
  // cannot choose a JSON content type without a CORS preflight it will not wait for.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The report is not JSON.'), undefined);
      }
    },
  );

  app.post(
    '/',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.remoteLoads },
      schema: {
        tags: ['platform'],
        summary: 'Report how remotes loaded in this browser (anyone; small batches)',
        body: RemoteLoadBatchSchema,
        response: { 204: Type.Null(), 400: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await loads.record(request.body.loads);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['platform'],
        summary: `Load times and failure rates of each remote over the last ${REMOTE_LOAD_WINDOW_MINUTES} minutes (admins)`,
        security: [{ bearerAuth: [] }],
        response: {
          200: Envelope(RemoteLoadOverviewSchema),
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async () => {
      const since = new Date(Date.now() - REMOTE_LOAD_WINDOW_MINUTES * 60_000);
      return envelope(
        { windowMinutes: REMOTE_LOAD_WINDOW_MINUTES, remotes: await loads.statsSince(since) },
        'Remote loads fetched',
      );
    },
  );

  done();
};

export default remoteLoadRoutes;
