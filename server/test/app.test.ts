import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('app basics', () => {
  it('answers the healthcheck in the success envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/healthcheck' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusCode: 200,
      success: true,
      data: { status: 'ok', database: 'ok' },
    });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers unknown routes with a JSON 404 envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: 404,
      message: 'Route GET /api/v1/nope not found.',
      errors: [],
      success: false,
    });
  });

  it('keeps a client-supplied request id and echoes it', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/healthcheck',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('serves the default avatar as SVG', async () => {
    const res = await t.inject({ method: 'GET', url: '/static/default-avatar.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ openapi: string; paths: Record<string, unknown> }>().paths).toHaveProperty(
      '/api/v1/healthcheck',
    );
  });
});
