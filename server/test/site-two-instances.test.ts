import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/cli/admin-command';
import { API, dataOf } from './helpers/app';
import { twoInstances } from './helpers/instance-pair';
import type { FastifyInstance } from 'fastify';
import type { RegisterResponse, SiteInfo, SiteSettings } from '@kinora/contract';

/**
 * Each instance keeps the site's settings in memory; a change made on one is read by the other
 * within moments (the bus tells it), long before its kept copy would expire.
 */

// Only included when DATABASE_URL is set (see vitest.config.ts): PGlite is one process by nature.
let pair: Awaited<ReturnType<typeof twoInstances>>;
beforeAll(async () => {
  pair = await twoInstances({});
}, 120_000);
afterAll(async () => {
  await pair.close();
});

const signUp = (app: FastifyInstance) => {
  const username = `site${randomBytes(4).toString('hex')}`;
  return app.inject({
    method: 'POST',
    url: `${API}/users/register`,
    payload: {
      username,
      email: `${username}@example.com`,
      fullName: 'Two',
      password: 'secret-password',
    },
  });
};

const siteOn = async (app: FastifyInstance) =>
  dataOf<SiteInfo>(await app.inject({ method: 'GET', url: `${API}/site` }));

/** Asks until `check` holds, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not seen within ${ms} ms`);
}

describe('site settings on two instances', () => {
  it('a change on one is seen on the other at once, though it kept the old settings', async () => {
    const [a, b] = pair.apps;
    const registered = await signUp(a);
    expect(registered.statusCode).toBe(201);
    const { user, accessToken } = dataOf<RegisterResponse>(registered);
    expect((await runAdminCommand(a.db, ['grant', user.username])).ok).toBe(true);
    const headers = { authorization: `Bearer ${accessToken}` };

    // B reads (and keeps) the settings before they change.
    expect(await siteOn(b)).toMatchObject({ name: 'Kinora', registration: 'open' });
    expect((await signUp(b)).statusCode).toBe(201);

    const current = await a.inject({ method: 'GET', url: `${API}/admin/settings`, headers });
    const changed = await a.inject({
      method: 'PUT',
      url: `${API}/admin/settings`,
      headers,
      payload: {
        ...dataOf<SiteSettings>(current),
        name: 'Two Rooms',
        registration: 'closed',
        blockedWords: ['shared'],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // Well under the 30 s a kept copy may live: the bus carried the change.
    await within(5_000, async () => (await siteOn(b)).name === 'Two Rooms');
    expect(await siteOn(b)).toMatchObject({ registration: 'closed' });
    expect((await signUp(b)).statusCode).toBe(403);
    expect(await b.services.site.siteBlockedWords()).toEqual(['shared']);
  });
});
