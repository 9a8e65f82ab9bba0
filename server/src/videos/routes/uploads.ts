import { currentUserId } from '../../plugins/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type UploadRequest = FastifyRequest<{ Params: { uploadId: string } }>;

/**
 * `/uploads`: resumable uploads in the tus 1.0 protocol (see `createResumableUploads`). The
 * requests are tus's, not the JSON contract's; the user is signed in as for every other API
 * route, and Kinora's own refusals answer in the JSON envelope.
 */
export default function uploadRoutes(app: FastifyInstance, _opts: unknown, done: () => void) {
  const { verifiedEmailGuard } = app.services;
  const uploads = app.resumableUploads;
  // A chunk's bytes are the tus server's to read, as a stream: Fastify leaves them unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null);
  });
  const config = { speaksProtocol: 'tus' } as const;
  const signedIn = { config, preHandler: app.requireUser, schema: { hide: true } };

  app.options('/', { config, schema: { hide: true } }, (request, reply) =>
    uploads.options(request, reply),
  );
  app.post('/', signedIn, async (request, reply) => {
    const userId = currentUserId(request);
    // Before anything is created: a refused upload makes no draft.
    await verifiedEmailGuard.assertVerified(userId, 'upload');
    return uploads.create(request, reply, userId);
  });
  app.head('/:uploadId', signedIn, (request: UploadRequest, reply) =>
    uploads.head(request, reply, currentUserId(request), request.params.uploadId),
  );
  app.patch('/:uploadId', signedIn, async (request: UploadRequest, reply) => {
    const userId = currentUserId(request);
    await verifiedEmailGuard.assertVerified(userId, 'upload');
    return uploads.patch(request, reply, userId, request.params.uploadId);
  });
  app.delete('/:uploadId', signedIn, (request: UploadRequest, reply) =>
    uploads.terminate(request, reply, currentUserId(request), request.params.uploadId),
  );
  done();
}
