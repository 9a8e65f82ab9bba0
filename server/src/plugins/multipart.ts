import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Multipart parsing for uploads. Files are streamed by the media module (which enforces the
 * per-kind size limits); these limits bound everything else a form may carry.
 */
async function multipartPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(fastifyMultipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      fields: 20,
      files: 2,
      parts: 24,
      fileSize: Math.max(config.media.maxVideoBytes, config.media.maxImageBytes),
      headerPairs: 200,
    },
  });
}

export default fp(multipartPlugin, { name: 'multipart' });
