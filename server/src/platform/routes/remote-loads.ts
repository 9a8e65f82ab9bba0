import { createHmac } from 'node:crypto';
import { REMOTE_LOAD_WINDOW_MINUTES } from '@kinora/contract';
import { addressKey } from '../../lib/client-address';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, HttpError, message, tooManyRequests } from '../../lib/http-error';
import { ownOriginOf } from '../../lib/remote-override';
import { deriveKey } from '../../lib/secrets';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { API_ENTRY, namesManifest } from '../deployment';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** A full batch of reports is about 5 KiB; anything much larger is not a report. */
const REPORT_BODY_LIMIT = 16 * 1024;
/**
 * Rows one address may add within the window: a tab reports every 30 s, each page load a few
 * remotes, so several busy tabs behind one address stay far below it.
 */
export const REMOTE_LOAD_ROWS_PER_ADDRESS = 600;
/** When the site's cap is reached, older reports leave the window within minutes. */
const SITE_FULL_RETRY_SECONDS = 60;

/** `/platform/remote-loads`: the shell's remote-load telemetry in, its statistics out (admins). */
const remoteLoadRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const loads = app.repos.remoteLoads;
  const reporterKey = deriveKey(app.secrets.jwtSecret, 'remote-load-reporter');
  // Counted by address without keeping one: a keyed hash of it (of its /64 for IPv6).
  const reporterOf = (request: FastifyRequest) =>
    createHmac('sha256', reporterKey).update(addressKey(request.ip)).digest('base64url');
  // Where browsers load the site's own remotes from: this origin, the web origins, PUBLIC_URL.
  const siteOrigins = (request: FastifyRequest) => [
    ownOriginOf(request),
    ...app.config.webOrigins,
    ...(app.config.publicUrl ? [new URL(app.config.publicUrl).origin] : []),
  ];

  // `navigator.sendBeacon` with a string body sends `text/plain`: a page that is being left
  // cannot choose a JSON content type without a CORS preflight it will not wait for.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest(message('The report is not JSON.')), undefined);
      }
    },
  );

  endpoint(
    app,
    'POST /platform/remote-loads',
    { bodyLimit: REPORT_BODY_LIMIT, config: { rateLimit: RATE_LIMITS.remoteLoads } },
    async (request, reply) => {
      // What the deployment file does not name (another remote, a version or URL it never
      // deployed) is stored as unknown: it cannot move a deployed remote's figures.
      const deployment = app.deployment.remotes();
      const origins = siteOrigins(request);
      const batch = request.body.loads.map((load) => ({
        ...load,
        known:
          load.remote !== API_ENTRY && namesManifest(deployment, load.remote, load.url, origins),
      }));
      const outcome = await loads.record(batch, reporterOf(request), {
        since: new Date(Date.now() - REMOTE_LOAD_WINDOW_MINUTES * 60_000),
        perReporter: REMOTE_LOAD_ROWS_PER_ADDRESS,
        total: app.config.remoteLoadsMaxRows,
      });
      if (outcome === 'reporter-full')
        throw tooManyRequests(message('This address has sent enough reports for now.'));
      if (outcome === 'site-full') {
        reply.header('retry-after', String(SITE_FULL_RETRY_SECONDS));
        throw new HttpError(503, message('The site has enough reports for now.'));
      }
      return reply.code(204).send(null);
    },
  );

  endpoint(app, 'GET /platform/remote-loads', async () => {
    const since = new Date(Date.now() - REMOTE_LOAD_WINDOW_MINUTES * 60_000);
    const [remotes, unknown] = await Promise.all([
      loads.statsSince(since, true),
      loads.statsSince(since, false),
    ]);
    return envelope(
      { windowMinutes: REMOTE_LOAD_WINDOW_MINUTES, remotes, unknown },
      'Remote loads fetched',
    );
  });

  done();
};

export default remoteLoadRoutes;
