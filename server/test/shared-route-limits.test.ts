import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, dataOf } from './helpers/app';
import { createSharedSchema, type SharedSchema } from './media/shared-schema';
import type { FastifyInstance } from 'fastify';
import type { RegisterResponse } from '@kinora/contract';

// Only included when DATABASE_URL is set (see vitest.config.ts): instances share PostgreSQL.
let shared: SharedSchema;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  shared = await createSharedSchema();
  // No REDIS_URL: the route limits must then count in the database.
  a = await shared.start({ RATE_LIMITS: 'on', KINORA_ROLE: 'web' });
  b = await shared.start({ RATE_LIMITS: 'on', KINORA_ROLE: 'web' });
}, 120_000);
afterAll(async () => {
  await shared.close();
});

describe('route limits on two instances without Redis', () => {
  it('count once for the whole site, not once per instance', async () => {
    const tag = randomBytes(3).toString('hex');
    const registered = await a.inject({
      method: 'POST',
      url: `${API}/users/register`,
      payload: {
        username: `lim${tag}`,
        email: `lim${tag}@example.com`,
        fullName: 'Limits',
        password: 'secret-password',
      },
    });
    const headers = { authorization: `Bearer ${dataOf<RegisterResponse>(registered).accessToken}` };
    const change = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'PATCH',
        url: `${API}/users/update-account`,
        headers,
        payload: { fullName: `Name ${i}` },
      });
    // Twenty account changes per account in the window, spread over both instances.
    for (let i = 0; i < 20; i += 1)
      expect((await change(i % 2 === 0 ? a : b, i)).statusCode).toBe(200);
    expect((await change(a, 20)).statusCode).toBe(429);
    expect((await change(b, 21)).statusCode).toBe(429);
  }, 60_000);
});
