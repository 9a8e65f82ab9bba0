import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@kinora/contract';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** OpenAPI document built from the route schemas; UI at /api/v1/docs, JSON at /api/v1/docs/json. */
async function swaggerPlugin(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kinora API',
        description: 'Videos, channels, playlists, comments and community posts.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}/docs` });
}

export default fp(swaggerPlugin, { name: 'swagger' });
