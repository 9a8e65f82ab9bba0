import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import {
  burst,
  DEVICE_COOKIE,
  deviceCookieOf,
  expectLockSurvivesRestart,
  loginWith,
} from './helpers/login-attempts';

/**
 * Login brute force (issue 15, H1 and M6): attempts are counted before the password is checked,
 * so parallel guesses cannot all slip past the limit; a browser the owner signed in from before
 * is not locked out by a stranger's guesses; counters are shared and survive restarts.
 */

describe('login attempts in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const login = () => loginWith((options) => t.app.inject(options));

  it('evaluates at most 10 of 30 parallel attempts on one account; the rest are refused unchecked', async () => {
    const victim = await t.registerUser();
    const statuses = await burst(login(), victim, '10.9.1.1');
    const evaluated = statuses.filter((s) => s !== 429);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the owner’s browser signing in while a stranger has locked the account', async () => {
    const victim = await t.registerUser();
    // The owner signed in from this browser before: it carries a signed device cookie.
    const earlier = await login()(victim.user.email, victim.password, { ip: '10.9.2.1' });
    expect(earlier.statusCode).toBe(200);
    const device = deviceCookieOf(earlier);
    expect(device).toBeTruthy();
    expect(earlier.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });

    // A stranger uses up the account's attempts from elsewhere.
    for (let i = 0; i < 10; i += 1) {
      const res = await login()(victim.user.email, `guess-${i}`, { ip: `10.9.3.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login()(victim.user.email, victim.password, { ip: '10.9.4.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, success: false });

    // The right password from the owner's browser still works.
    const owner = await login()(victim.user.email, victim.password, {
      ip: '10.9.2.1',
      cookies: { [DEVICE_COOKIE]: device ?? '' },
    });
    expect(owner.statusCode).toBe(200);

    // A cookie the server did not sign, or one of another account, counts for nothing.
    const other = await t.registerUser();
    const otherDevice = deviceCookieOf(
      await login()(other.user.email, other.password, { ip: '10.9.5.1' }),
    );
    for (const forged of [`${victim.user._id}.0123456789abcdef`, otherDevice ?? '']) {
      const res = await login()(victim.user.email, victim.password, {
        ip: '10.9.5.1',
        cookies: { [DEVICE_COOKIE]: forged },
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('limits a trusted device on its own counter', async () => {
    const u = await t.registerUser();
    const device =
      deviceCookieOf(await login()(u.user.email, u.password, { ip: '10.9.6.1' })) ?? '';
    const cookies = { [DEVICE_COOKIE]: device };
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await login()(u.user.email, `nope-${i}`, { ip: '10.9.6.1', cookies })).statusCode,
      ).toBe(401);
    }
    expect((await login()(u.user.email, u.password, { ip: '10.9.6.1', cookies })).statusCode).toBe(
      429,
    );
  });

  it('counts IPv6 addresses per /64', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login()(`nobody-v6-${i}@example.com`, 'x', { ip: `2001:db8:1:2::${(i + 1).toString(16)}` }),
      ),
    );
    expect(statuses.map((r) => r.statusCode)).toEqual(statuses.map(() => 401));
    // Another address in the same /64 (written out in full) is the same subscriber.
    const sameSubnet = await login()('nobody-v6-x@example.com', 'x', {
      ip: '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
    });
    expect(sameSubnet.statusCode).toBe(429);
    const nextSubnet = await login()('nobody-v6-x@example.com', 'x', { ip: '2001:db8:1:3::1' });
    expect(nextSubnet.statusCode).toBe(401);
  });
});

describe('login counters survive a restart', () => {
  it('in the database', async () => {
    await expectLockSurvivesRestart({});
  }, 120_000);
});
