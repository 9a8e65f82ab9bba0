import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import type {
  AccountSecurity,
  LoginResponse,
  Page,
  RecoveryCodes,
  SecondFactorChallenge,
  Session,
  TotpSetup,
} from '@kinora/contract';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Two-factor sign-in with an authenticator app. The clock is the test's: codes of the next time
 * step come from moving it, not from waiting for it.
 */

const STEP_MS = 30_000;
const WRONG_CODE = 'That code is not right.';
const SIGN_IN_EXPIRED = 'Your sign-in expired. Enter your password again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  // A moment after a step starts, so no request here crosses into the next one unasked.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1_000);
});
afterEach(() => {
  vi.useRealTimers();
});

const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
/** A code no step near now has: the right one with its first digit changed. */
const wrongCode = async (secret: string) => {
  const right = await codeNow(secret);
  return `${(Number(right[0]) + 5) % 10}${right.slice(1)}`;
};

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers });

const login = (u: TestUser) => post('/users/login', { email: u.user.email, password: u.password });

async function overview(u: TestUser): Promise<AccountSecurity> {
  const res = await t.inject({ method: 'GET', url: '/users/security', headers: u.headers });
  expect(res.statusCode).toBe(200);
  return dataOf<AccountSecurity>(res);
}

async function challengeOf(u: TestUser): Promise<string> {
  const res = await login(u);
  expect(res.statusCode).toBe(200);
  return dataOf<SecondFactorChallenge>(res).secondFactor.token;
}

/** A user with the authenticator app on; the current step's code is used up. */
async function withTotp(): Promise<{ u: TestUser; secret: string; codes: string[] }> {
  const u = await t.registerUser();
  const setup = await post('/users/two-factor/totp/setup', { password: u.password }, u.headers);
  expect(setup.statusCode).toBe(200);
  const { secret } = dataOf<TotpSetup>(setup);
  const enable = await post(
    '/users/two-factor/totp/enable',
    { code: await codeNow(secret) },
    u.headers,
  );
  expect(enable.statusCode).toBe(200);
  return { u, secret, codes: dataOf<RecoveryCodes>(enable).recoveryCodes };
}

const cookieNames = (res: LightMyRequestResponse) => res.cookies.map((c) => c.name);

describe('turning the authenticator app on', () => {
  it('needs the password, then the first right code; answers 10 distinct recovery codes', async () => {
    const u = await t.registerUser();
    expect(await overview(u)).toEqual({
      emailVerified: false,
      totpEnabledAt: null,
      recoveryCodesLeft: 0,
      passkeys: [],
    });

    const refused = await post('/users/two-factor/totp/setup', { password: 'wrong' }, u.headers);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe('Password is incorrect.');

    const notStarted = await post('/users/two-factor/totp/enable', { code: '123456' }, u.headers);
    expect(notStarted.statusCode).toBe(409);

    const setup = await post('/users/two-factor/totp/setup', { password: u.password }, u.headers);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeSvg } = dataOf<TotpSetup>(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauthUrl)).toContain(`:${u.user.username}`);
    expect(qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Waiting for its code, the app does not count yet.
    expect((await overview(u)).totpEnabledAt).toBeNull();

    const stored = await t.app.db
      .selectFrom('user_totp')
      .select('secret_encrypted')
      .where('user_id', '=', u.user._id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(secret);

    const wrong = await post(
      '/users/two-factor/totp/enable',
      { code: await wrongCode(secret) },
      u.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe(
      'That code is not right. Check the time on your phone and try the next one.',
    );

    const enable = await post(
      '/users/two-factor/totp/enable',
      { code: await codeNow(secret) },
      u.headers,
    );
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = dataOf<RecoveryCodes>(enable);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{2}$/);

    const security = await overview(u);
    expect(security.totpEnabledAt).toEqual(expect.any(String));
    expect(security.recoveryCodesLeft).toBe(10);

    const again = await post('/users/two-factor/totp/setup', { password: u.password }, u.headers);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Two-factor sign-in is already on.');
    nextStep();
    const enableAgain = await post(
      '/users/two-factor/totp/enable',
      { code: await codeNow(secret) },
      u.headers,
    );
    expect(enableAgain.statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('answers the password with a challenge, and a code with a session; a code works once', async () => {
    const { u, secret } = await withTotp();
    const res = await login(u);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(
      'Enter the code from your authenticator app.',
    );
    const { secondFactor } = dataOf<SecondFactorChallenge>(res);
    expect(dataOf<object>(res)).not.toHaveProperty('accessToken');
    expect(secondFactor.methods).toEqual(['totp', 'recovery_code']);
    expect(new Date(secondFactor.expiresAt).getTime()).toBe(Date.now() + 5 * 60_000);
    expect(res.cookies).toEqual([]);

    // The code that turned the app on was used in this step already.
    const replayed = await post('/users/login/second-factor', {
      token: secondFactor.token,
      code: await codeNow(secret),
    });
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).message).toBe(WRONG_CODE);

    nextStep();
    const code = await codeNow(secret);
    const signedIn = await post('/users/login/second-factor', { token: secondFactor.token, code });
    expect(signedIn.statusCode).toBe(200);
    const { accessToken } = dataOf<LoginResponse>(signedIn);
    expect(cookieNames(signedIn)).toEqual(expect.arrayContaining(['kinora-device']));
    const sessions = await t.inject({
      method: 'GET',
      url: '/users/sessions',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const current = dataOf<Page<Session>>(sessions).docs.find((s) => s.current);
    expect(current?.signInMethod).toBe('password_totp');

    const again = await post('/users/login/second-factor', { token: await challengeOf(u), code });
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).message).toBe(WRONG_CODE);
  });

  it('takes a recovery code once, however it is typed', async () => {
    const { u, codes } = await withTotp();
    const [first = ''] = codes;
    const typed = ` ${first.toUpperCase().replace(/-/g, ' ')} `;
    const res = await post('/users/login/second-factor', {
      token: await challengeOf(u),
      recoveryCode: typed,
    });
    expect(res.statusCode).toBe(200);
    const { accessToken } = dataOf<LoginResponse>(res);
    const sessions = await t.inject({
      method: 'GET',
      url: '/users/sessions',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const current = dataOf<Page<Session>>(sessions).docs.find((s) => s.current);
    expect(current?.signInMethod).toBe('password_recovery_code');
    expect((await overview(u)).recoveryCodesLeft).toBe(9);

    const again = await post('/users/login/second-factor', {
      token: await challengeOf(u),
      recoveryCode: first,
    });
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).message).toBe(WRONG_CODE);
  });

  it('wants exactly one answer and a genuine, fresh token', async () => {
    const { u, secret } = await withTotp();
    const token = await challengeOf(u);
    nextStep();
    const code = await codeNow(secret);

    for (const payload of [{ token }, { token, code, recoveryCode: 'abcd-efgh-jk' }]) {
      const res = await post('/users/login/second-factor', payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('Give one of code, recoveryCode or passkey.');
    }
    const passkey = await post('/users/login/second-factor', {
      token,
      passkey: { challengeId: '0123456789abcdef01234567', response: {} },
    });
    // A passkey answer to no challenge of this account is refused like a wrong code.
    expect(passkey.statusCode).toBe(401);

    const [payload = '', mac = ''] = token.split('.');
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claim, expiresAt: Date.now() + 3_600_000 }));
    for (const altered of [`${forged.toString('base64url')}.${mac}`, `${payload}.${mac}x`, 'x']) {
      const res = await post('/users/login/second-factor', { token: altered, code });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe(SIGN_IN_EXPIRED);
    }

    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    const expired = await post('/users/login/second-factor', {
      token,
      code: await codeNow(secret),
    });
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).message).toBe(SIGN_IN_EXPIRED);
  });
});

describe('turning it off and renewing the codes', () => {
  it('needs the password and a code; afterwards the password alone signs in', async () => {
    const { u, secret, codes } = await withTotp();
    nextStep();
    const disable = (payload: object) => post('/users/two-factor/totp/disable', payload, u.headers);

    expect((await disable({ password: u.password })).statusCode).toBe(400);
    const wrongPassword = await disable({ password: 'wrong', code: await codeNow(secret) });
    expect(wrongPassword.statusCode).toBe(401);
    expect(errorOf(wrongPassword).message).toBe('Password is incorrect.');
    const wrong = await disable({ password: u.password, code: await wrongCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe(WRONG_CODE);

    const renewed = await post(
      '/users/two-factor/recovery-codes',
      { password: u.password },
      u.headers,
    );
    expect(renewed.statusCode).toBe(200);
    const [oldCode = ''] = codes;
    const withOld = await disable({ password: u.password, recoveryCode: oldCode });
    expect(withOld.statusCode).toBe(401);

    const off = await disable({ password: u.password, code: await codeNow(secret) });
    expect(off.statusCode).toBe(200);
    expect(await overview(u)).toMatchObject({ totpEnabledAt: null, recoveryCodesLeft: 0 });
    const recoveryRows = await t.app.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', u.user._id)
      .execute();
    expect(recoveryRows).toEqual([]);

    const signedIn = await login(u);
    expect(dataOf<LoginResponse>(signedIn).accessToken).toEqual(expect.any(String));

    nextStep();
    const offAgain = await disable({ password: u.password, code: await codeNow(secret) });
    expect(offAgain.statusCode).toBe(409);
    const codesWhenOff = await post(
      '/users/two-factor/recovery-codes',
      { password: u.password },
      u.headers,
    );
    expect(codesWhenOff.statusCode).toBe(409);
    expect(errorOf(codesWhenOff).message).toBe('Two-factor sign-in is off.');
  });
});

describe('wrong second factors and the login limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('counts wrong codes like wrong passwords until the account is locked', async () => {
    const u = await limited.registerUser();
    const at = (url: string, payload: object, headers: Record<string, string> = {}) =>
      limited.inject({ method: 'POST', url, payload, headers, remoteAddress: '10.77.0.1' });
    const { secret } = dataOf<TotpSetup>(
      await at('/users/two-factor/totp/setup', { password: u.password }, u.headers),
    );
    const enable = await at(
      '/users/two-factor/totp/enable',
      { code: await codeNow(secret) },
      u.headers,
    );
    expect(enable.statusCode).toBe(200);
    const challenge = await at('/users/login', { email: u.user.email, password: u.password });
    const { token } = dataOf<SecondFactorChallenge>(challenge).secondFactor;

    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await at('/users/login/second-factor', { token, code: await wrongCode(secret) });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(errorOf(res).message).toMatch(/^Too many failed login attempts/);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // The password is no way around it: the account's attempts are used up.
    const password = await at('/users/login', { email: u.user.email, password: u.password });
    expect(password.statusCode).toBe(429);
  });
});
