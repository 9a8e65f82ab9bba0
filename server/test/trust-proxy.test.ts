import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers/app';
import type { RegisterResponse } from '@kinora/contract';

/**
 * TRUST_PROXY believes exactly the proxies configured: the client's address is the one the
 * farthest trusted proxy saw, never an entry the client wrote into `X-Forwarded-For` itself, so a
 * client cannot pick the address the per-address limits count against.
 */

/** What nginx with `$proxy_add_x_forwarded_for` forwards: the client's own header, then its peer. */
const forwarded = (spoofed: string, seenByProxy: string) => `${spoofed}, ${seenByProxy}`;

describe('failed logins behind one proxy (TRUST_PROXY=true, read as one hop)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, xForwardedFor: string) =>
    t.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email, password: 'not-the-password' },
      // The proxy on the same machine.
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': xForwardedFor },
    });

  it('counts a client that makes up a new address for every attempt against the one the proxy saw', async () => {
    for (let i = 0; i < 100; i += 1) {
      const spoofed = `198.18.0.${i}, 127.0.0.1`;
      const res = await login(`spoof${i}@example.com`, forwarded(spoofed, '203.0.113.7'));
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const over = await login('spoof-more@example.com', forwarded('198.18.0.250', '203.0.113.7'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ statusCode: 429, success: false });
    // Another client behind the same proxy has its own allowance.
    const other = await login('spoof-more@example.com', forwarded('198.18.0.250', '203.0.113.8'));
    expect(other.statusCode).toBe(401);
  });
});

describe('the address a session is recorded with', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  /** Registers through `remoteAddress` with `X-Forwarded-For` and reads the session's address. */
  async function addressSeen(
    trustProxy: string,
    remoteAddress: string,
    xForwardedFor: string,
  ): Promise<string | undefined> {
    const t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    apps.push(t);
    const tag = Math.random().toString(36).slice(2, 10);
    const res = await t.inject({
      method: 'POST',
      url: '/users/register',
      remoteAddress,
      headers: { 'x-forwarded-for': xForwardedFor },
      payload: {
        username: `proxy${tag}`,
        email: `proxy${tag}@example.com`,
        fullName: 'Proxy',
        password: 'secret-password',
      },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('sessions')
      .select('ip_address')
      .where('user_id', '=', dataOf<RegisterResponse>(res).user._id)
      .executeTakeFirst();
    return row?.ip_address;
  }

  it('is the one the farthest of TRUST_PROXY=2 hops saw', async () => {
    // Client -> CDN (saw 203.0.113.7) -> nginx (saw the CDN, 192.0.2.1) -> the server.
    expect(await addressSeen('2', '127.0.0.1', '198.18.0.1, 203.0.113.7, 192.0.2.1')).toBe(
      '203.0.113.7',
    );
  });

  it('is the one the last listed proxy saw with TRUST_PROXY=<addresses>', async () => {
    expect(
      await addressSeen('127.0.0.1, 10.0.0.0/8', '127.0.0.1', '198.18.0.1, 203.0.113.7, 10.1.2.3'),
    ).toBe('203.0.113.7');
  });

  it('is the peer itself when the peer is not a listed proxy', async () => {
    expect(await addressSeen('10.0.0.0/8', '203.0.113.9', '198.18.0.1')).toBe('203.0.113.9');
  });

  it('is the peer itself without TRUST_PROXY', async () => {
    expect(await addressSeen('false', '127.0.0.1', '198.18.0.1')).toBe('127.0.0.1');
  });
});
