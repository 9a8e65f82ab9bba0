import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../src/lib/object-id';
import { createTestApp, dataOf, errorOf, type TestApp } from './helpers/app';
import type {
  LoginResponse,
  Page,
  PasskeyCeremony,
  SecondFactorChallenge,
  Session,
  TotpSetup,
} from '@kinora/contract';

/** Answers of Chromium's virtual authenticator (see passkeys.test.ts). */
const fixtures = JSON.parse(
  readFileSync(new URL('./fixtures/passkeys.json', import.meta.url), 'utf8'),
) as {
  origin: string;
  registration: { challenge: string; response: Record<string, unknown> };
  authentication: { challenge: string; response: Record<string, unknown> };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: fixtures.origin } });
});
afterAll(async () => {
  await t.close();
});

async function plantChallenge(
  purpose: 'register' | 'authenticate',
  userId: string | null,
  challenge: string,
) {
  const id = newObjectId();
  await t.app.db
    .insertInto('webauthn_challenges')
    .values({ id, user_id: userId, purpose, challenge, expires_at: new Date(Date.now() + 60_000) })
    .execute();
  return id;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
  });

describe('a passkey as the second factor of a password sign-in', () => {
  it('is offered, asked for with the token, and signs in as password and passkey', async () => {
    const owner = await t.registerUser();
    const added = await post(
      '/users/passkeys',
      {
        challengeId: await plantChallenge(
          'register',
          owner.user._id,
          fixtures.registration.challenge,
        ),
        name: 'Phone',
        response: fixtures.registration.response,
      },
      owner.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    const setup = dataOf<TotpSetup>(
      await post('/users/two-factor/totp/setup', { password: owner.password }, owner.headers),
    );
    const enabled = await post(
      '/users/two-factor/totp/enable',
      { code: await generate({ secret: setup.secret }) },
      owner.headers,
    );
    expect(enabled.statusCode, enabled.body).toBe(200);

    const login = await post('/users/login', { email: owner.user.email, password: owner.password });
    const { secondFactor } = dataOf<SecondFactorChallenge>(login);
    expect(secondFactor.methods).toEqual(['totp', 'passkey', 'recovery_code']);

    // The options name this account's passkey only.
    const ceremony = dataOf<PasskeyCeremony>(
      await post('/users/passkeys/authentication-options', { token: secondFactor.token }),
    );
    expect(ceremony.options).toMatchObject({ allowCredentials: [{ type: 'public-key' }] });
    const altered = await post('/users/passkeys/authentication-options', {
      token: `${secondFactor.token}x`,
    });
    expect(altered.statusCode).toBe(401);
    expect(errorOf(altered).message).toBe('Your sign-in expired. Enter your password again.');

    // Someone else's challenge cannot be answered for this account.
    const foreign = await post('/users/login/second-factor', {
      token: secondFactor.token,
      passkey: {
        challengeId: await plantChallenge('authenticate', null, fixtures.authentication.challenge),
        response: fixtures.authentication.response,
      },
    });
    expect(foreign.statusCode).toBe(401);

    const res = await post('/users/login/second-factor', {
      token: secondFactor.token,
      passkey: {
        challengeId: await plantChallenge(
          'authenticate',
          owner.user._id,
          fixtures.authentication.challenge,
        ),
        response: fixtures.authentication.response,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken } = dataOf<LoginResponse>(res);
    const sessions = dataOf<Page<Session>>(
      await t.inject({
        method: 'GET',
        url: '/users/sessions',
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    );
    expect(sessions.docs.find((s) => s.current)?.signInMethod).toBe('password_passkey');
  });
});
