import {
  EmptySchema,
  Envelope,
  ErrorSchema,
  PlatformDeploymentsSchema,
  RemoteOverrideSchema,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { deploymentFolder, readDeployment, readHistory } from '../../lib/deployment-files';
import { clearOverrideCookie, setOverrideCookie } from '../../lib/remote-override';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** The platform's own pages: admins only. */
const platformRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  app.get(
    '/deployments',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['platform'],
        summary: 'The deployment file as live now and the deploy history (admins)',
        security: [{ bearerAuth: [] }],
        response: {
          200: Envelope(PlatformDeploymentsSchema),
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    () => {
      const { web } = app.config;
      return envelope(
        { remotes: readDeployment(deploymentFolder(web)), history: readHistory(web.deployDir) },
        'Deployments fetched',
      );
    },
  );

  app.put(
    '/override',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['platform'],
        summary: 'Load one remote from another manifest URL in this browser only (admins)',
        security: [{ bearerAuth: [] }],
        body: RemoteOverrideSchema,
        response: {
          200: Envelope(RemoteOverrideSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    (request, reply) => {
      const override = { remote: request.body.remote, url: new URL(request.body.url).href };
      setOverrideCookie(reply, override);
      return envelope(override, 'Remote override set for this browser');
    },
  );

  // Anyone may end an override: it only ever takes code away.
  app.delete(
    '/override',
    {
      schema: {
        tags: ['platform'],
        summary: 'End this browser’s remote override',
        response: { 200: Envelope(EmptySchema) },
      },
    },
    (_request, reply) => {
      clearOverrideCookie(reply);
      return envelope({}, 'Remote override cleared');
    },
  );

  done();
};

export default platformRoutes;
