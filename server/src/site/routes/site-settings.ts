import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { toSiteInfo } from '../site-mappers';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `GET /site` for anyone, and the admins' `GET`/`PUT /admin/settings`. */
const siteSettingsRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.site;

  endpoint(app, 'GET /site', async () =>
    envelope(
      toSiteInfo(await service.current(), app.config.requireEmailVerification),
      'Site fetched',
    ),
  );

  endpoint(app, 'GET /admin/settings', async () =>
    envelope(await service.read(), 'Settings fetched'),
  );

  endpoint(app, 'PUT /admin/settings', async (request) =>
    envelope(await service.update(request.body), 'Settings saved'),
  );

  done();
};

export default siteSettingsRoutes;
