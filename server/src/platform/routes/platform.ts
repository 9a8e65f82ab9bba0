import { currentSessionId, currentUserId } from '../../plugins/auth';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { API_ENTRY, OVERRIDE_ORIGINS_KEY, readHistory } from '../deployment';
import { badRequest, forbidden, fieldError, message } from '../../lib/http-error';
import {
  clearOverrideCookie,
  OVERRIDE_MAX_AGE_SECONDS,
  overrideUrlAllowed,
  ownOriginOf,
  setOverrideCookie,
} from '../../lib/remote-override';
import { trustedDeviceOf } from '../../accounts';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** The platform's own pages: admins only. */
const platformRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  endpoint(app, 'GET /platform/deployments', () => {
    return envelope(
      { remotes: app.deployment.remotes(), history: readHistory(app.config.web.deployDir) },
      'Deployments fetched',
    );
  });

  endpoint(app, 'PUT /platform/override', (request, reply) => {
    const override = { remote: request.body.remote, url: new URL(request.body.url).href };
    if (override.remote === API_ENTRY || !(override.remote in app.deployment.remotes())) {
      throw badRequest(
        message(
          '"{{remote}}" is not a remote of the deployment file (the API entry cannot be overridden).',
          { remote: override.remote },
        ),
        [fieldError('remote', message('not a remote of the deployment file'))],
      );
    }
    if (!overrideUrlAllowed(override.url, app.deployment.overrideOrigins(), ownOriginOf(request))) {
      throw badRequest(
        message(
          '{{origin}} is not an override origin: list it under "{{setting}}" in the deployment file, or load a build deployed on this site.',
          { origin: new URL(override.url).origin, setting: OVERRIDE_ORIGINS_KEY },
        ),
        [fieldError('url', message('origin not allowed'))],
      );
    }
    const userId = currentUserId(request);
    // The override is for the browser that asks: one that signed in to this account.
    const device = trustedDeviceOf(request, app.config, userId);
    if (!device)
      throw forbidden(message('Sign in to this account in this browser to set an override.'));
    setOverrideCookie(reply, {
      ...override,
      userId,
      sessionId: currentSessionId(request),
      device,
      expiresAt: Date.now() + OVERRIDE_MAX_AGE_SECONDS * 1000,
    });
    return envelope(override, 'Remote override set for this browser');
  });

  // Anyone may end an override: it only ever takes code away.
  endpoint(app, 'DELETE /platform/override', (_request, reply) => {
    clearOverrideCookie(reply);
    return envelope({}, 'Remote override cleared');
  });

  done();
};

export default platformRoutes;
