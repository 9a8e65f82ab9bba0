import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type ApiEndpoint } from '@kinora/contract';
import { endpoint, holdToContract } from './endpoint';
import { envelope } from './envelope';

/** An app holding its API to the contract, with `register` adding routes under `/api/v1/videos`. */
async function apiWith(register: (videos: FastifyInstance) => void) {
  const app = Fastify();
  app.decorate('requireUser', () => Promise.resolve());
  app.decorate('requireAdmin', () => Promise.resolve());
  await app.register(
    async (api) => {
      holdToContract(api);
      // A plugin's promise carries what its routes throw to the start-up.
      await api.register((videos) => Promise.resolve().then(() => register(videos)), {
        prefix: '/videos',
      });
    },
    { prefix: '/api/v1' },
  );
  return app;
}

describe('endpoint()', () => {
  it('serves the endpoint at its path under the prefix, its request typed by the contract', async () => {
    const app = Fastify();
    await app.register(
      (search, _opts, done) => {
        endpoint(search, 'GET /search/suggestions', (request) =>
          envelope({ suggestions: [{ kind: 'video' as const, text: request.query.q }] }),
        );
        done();
      },
      { prefix: '/api/v1/search' },
    );
    const res = await app.inject({ method: 'GET', url: '/api/v1/search/suggestions?q=cats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { suggestions: [{ text: 'cats' }] }, success: true });
    await app.close();
  });

  it('refuses an endpoint whose path is outside the plugin’s prefix', async () => {
    const app = Fastify();
    await expect(
      app.register(
        (videos) =>
          Promise.resolve().then(() =>
            endpoint(videos, 'GET /search', () => envelope({}) as never),
          ),
        { prefix: '/api/v1/videos' },
      ),
    ).rejects.toThrow('GET /search cannot be registered under the prefix /api/v1/videos');
  });
});

describe('holdToContract()', () => {
  it('stops the start-up at a route that is no endpoint of the contract', async () => {
    await expect(
      apiWith((videos) => {
        videos.get('/:videoId/secret', () => ({}));
      }),
    ).rejects.toThrow(
      'GET /api/v1/videos/:videoId/secret is no endpoint of the contract: declare it in @kinora/contract and register it with endpoint()',
    );
  });

  it('takes routes that serve files', async () => {
    const app = await apiWith((videos) => {
      videos.get('/poster.jpg', { config: { servesFiles: true } }, () => 'jpeg');
    });
    await expect(app.ready()).rejects.toThrow('Endpoints of the contract that no route serves');
    await app.close();
  });

  it('stops the start-up while an endpoint of the contract has no route, naming it', async () => {
    const app = await apiWith((videos) => {
      endpoint(videos, 'GET /videos', () => envelope({}) as never);
    });
    const error = await app.ready().then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toContain('GET /videos/:videoId');
    expect(error?.message).not.toMatch(/GET \/videos(,|$)/);
    const keys = Object.keys(ENDPOINTS) as ApiEndpoint[];
    expect(keys.length).toBeGreaterThan(80);
    await app.close();
  });
});
