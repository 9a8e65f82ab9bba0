import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/** The limits are on here (the rest of the suite turns them off). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.inject({
    method: 'POST',
    url: '/users/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('rate limits', () => {
  it('locks one account after 10 failed logins, even for the right password, but not other accounts', async () => {
    const victim = await t.registerUser();
    const other = await t.registerUser();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(victim.user.email, 'wrong-guess', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(victim.user.email, victim.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, success: false });
    expect((await login(other.user.email, other.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('does not count successful logins, so a shared address keeps working', async () => {
    const u = await t.registerUser();
    for (let i = 0; i < 15; i += 1) {
      expect((await login(u.user.email, u.password, '10.2.0.1')).statusCode).toBe(200);
    }
  });

  it('limits failed logins per address across many accounts', async () => {
    for (let i = 0; i < 100; i += 1) {
      expect((await login(`nobody${i}@example.com`, 'x', '10.3.0.1')).statusCode).toBe(401);
    }
    expect((await login('nobody-else@example.com', 'x', '10.3.0.1')).statusCode).toBe(429);
    expect((await login('nobody-else@example.com', 'x', '10.3.0.2')).statusCode).toBe(401);
  });

  it('limits refresh attempts per address', async () => {
    let last = 0;
    for (let i = 0; i < 121; i += 1) {
      last = (
        await t.inject({ method: 'POST', url: '/users/refresh-token', remoteAddress: '10.4.0.1' })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('limits account changes per account (an email change answers whether an address is registered)', async () => {
    const u = await t.registerUser();
    const other = await t.registerUser();
    const update = (headers: { authorization: string }) =>
      t.inject({
        method: 'PATCH',
        url: '/users/update-account',
        headers,
        payload: { fullName: 'Renamed' },
        remoteAddress: '10.6.0.1',
      });
    for (let i = 0; i < 20; i += 1) expect((await update(u.headers)).statusCode).toBe(200);
    expect((await update(u.headers)).statusCode).toBe(429);
    // Another account from the same address is not affected.
    expect((await update(other.headers)).statusCode).toBe(200);
  });

  it('limits unsubscribe links per address', async () => {
    // Well-formed but not signed by this server: the limit counts attempts, valid or not.
    const unsubscribe = (ip: string) =>
      t.inject({
        method: 'POST',
        url: '/email/unsubscribe?token=0123456789abcdef01234567.new_video.notasignature',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        remoteAddress: ip,
      });
    for (let i = 0; i < 60; i += 1) expect((await unsubscribe('10.7.0.1')).statusCode).toBe(400);
    expect((await unsubscribe('10.7.0.1')).statusCode).toBe(429);
    expect((await unsubscribe('10.7.1.1')).statusCode).toBe(400);
  });

  it('limits registrations per address', async () => {
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      const res = await t.inject({
        method: 'POST',
        url: '/users/register',
        remoteAddress: '10.5.0.1',
        // Invalid on purpose: the limit counts attempts, and skipping the password hash keeps this fast.
        payload: { username: `r${i}`, email: 'bad', fullName: 'R', password: 'secret-password' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
