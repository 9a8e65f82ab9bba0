import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { currentUserId } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { requestLanguage } from '../../i18n/translate';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** "Download your data": ask for the archive, see where it stands, and download it. */
const dataExportRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.dataExports;

  endpoint(app, 'GET /users/data-export', async (request) =>
    envelope(
      await service.status(currentUserId(request), requestLanguage(request)),
      'Data archive fetched',
    ),
  );

  endpoint(
    app,
    'POST /users/data-export',
    { config: { rateLimit: RATE_LIMITS.dataExport } },
    async (request, reply) => {
      const started = await service.request(
        currentUserId(request),
        request.log,
        requestLanguage(request),
      );
      reply.code(201);
      return envelope(started, 'Your data is being prepared', 201);
    },
  );

  endpoint(app, 'GET /users/data-export/:exportId/:token', async (request, reply) => {
    const { exportId, token } = request.params;
    const archive = await service.file(exportId, token);
    const day = new Date().toISOString().slice(0, 10);
    return (
      reply
        .header('Content-Type', 'application/zip')
        .header('Content-Length', archive.info.size)
        .header('Content-Disposition', `attachment; filename="kinora-data-${day}.zip"`)
        // The link is the key: no shared cache may keep what it opens.
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(archive.stream)
    );
  });

  done();
};

export default dataExportRoutes;
