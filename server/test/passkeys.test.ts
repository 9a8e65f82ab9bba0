import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../src/lib/object-id';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import type {
  AccountSecurity,
  LoginResponse,
  Page,
  Passkey,
  PasskeyCeremony,
  Session,
} from '@kinora/contract';

/**
 * What Chromium's virtual authenticator answered (e2e/scripts/capture-passkey-fixtures.ts): a
 * passkey created for `localhost` and a sign-in with it, each against a known challenge.
 */
interface Fixtures {
  origin: string;
  registration: { challenge: string; response: Record<string, unknown> };
  authentication: { challenge: string; response: Record<string, unknown> };
}
const fixtures = JSON.parse(
  readFileSync(new URL('./fixtures/passkeys.json', import.meta.url), 'utf8'),
) as Fixtures;

let t: TestApp;
beforeAll(async () => {
  // The site the answers were recorded on: its public address is the authenticator's origin.
  t = await createTestApp({ env: { PUBLIC_URL: fixtures.origin } });
});
afterAll(async () => {
  await t.close();
});

/** A challenge as the options endpoint would have stored it, carrying the recorded one. */
async function plantChallenge(
  purpose: 'register' | 'authenticate',
  userId: string | null,
  challenge: string,
  expiresInMs = 60_000,
): Promise<string> {
  const id = newObjectId();
  await t.app.db
    .insertInto('webauthn_challenges')
    .values({
      id,
      user_id: userId,
      purpose,
      challenge,
      expires_at: new Date(Date.now() + expiresInMs),
    })
    .execute();
  return id;
}

const addPasskey = async (owner: TestUser, challengeId: string, name = 'Laptop') =>
  t.inject({
    method: 'POST',
    url: '/users/passkeys',
    headers: owner.headers,
    payload: { challengeId, name, response: fixtures.registration.response },
  });

const signInWithPasskey = async (
  challengeId: string,
  response = fixtures.authentication.response,
) =>
  t.inject({
    method: 'POST',
    url: '/users/login/passkey',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { challengeId, response },
  });

/** The recorded answer with one byte of its signature changed. */
function tampered(): Record<string, unknown> {
  const answer = structuredClone(fixtures.authentication.response) as {
    response: { signature: string };
  };
  const signature = Buffer.from(answer.response.signature, 'base64url');
  signature.writeUInt8(signature.readUInt8(signature.length - 1) ^ 0x01, signature.length - 1);
  answer.response.signature = signature.toString('base64url');
  return answer;
}

describe('passkeys', () => {
  let owner: TestUser;
  let passkey: Passkey;

  it('hands out registration options for this site that exclude nothing yet and ask for a discoverable credential', async () => {
    owner = await t.registerUser();
    const ask = (password: string) =>
      t.inject({
        method: 'POST',
        url: '/users/passkeys/registration-options',
        headers: owner.headers,
        payload: { password },
      });
    // A passkey signs in alone: a stolen session without the password adds none.
    const wrong = await ask('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe('Password is incorrect.');
    const res = await ask(owner.password);
    expect(res.statusCode, res.body).toBe(200);
    const { challengeId, options } = dataOf<PasskeyCeremony>(res);
    expect(challengeId).toMatch(/^[0-9a-f]{24}$/);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Kinora' },
      user: { name: owner.user.username, displayName: owner.user.fullName },
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required' },
    });
    expect(typeof (options as { challenge?: unknown }).challenge).toBe('string');
  });

  it('adds the passkey a real authenticator created, named, and lists it', async () => {
    const challengeId = await plantChallenge(
      'register',
      owner.user._id,
      fixtures.registration.challenge,
    );
    const res = await addPasskey(owner, challengeId);
    expect(res.statusCode, res.body).toBe(201);
    passkey = dataOf<Passkey>(res);
    expect(passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null });

    const security = dataOf<AccountSecurity>(
      await t.inject({ method: 'GET', url: '/users/security', headers: owner.headers }),
    );
    expect(security.passkeys.map((p) => p.name)).toEqual(['Laptop']);
  });

  it('refuses the same answer twice: its challenge is used up, and the credential is taken', async () => {
    const used = await addPasskey(owner, await plantChallenge('register', owner.user._id, 'x'));
    expect(used.statusCode).toBe(401);
    const again = await addPasskey(
      owner,
      await plantChallenge('register', owner.user._id, fixtures.registration.challenge),
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This passkey is already registered.');
  });

  it("refuses another account's challenge and an expired one", async () => {
    const stranger = await t.registerUser();
    const foreign = await addPasskey(
      stranger,
      await plantChallenge('register', owner.user._id, fixtures.registration.challenge),
    );
    expect(foreign.statusCode).toBe(400);
    const expired = await addPasskey(
      owner,
      await plantChallenge('register', owner.user._id, fixtures.registration.challenge, -1000),
    );
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).message).toBe('This passkey request has expired. Start again.');
  });

  it('refuses a tampered sign-in answer', async () => {
    const challengeId = await plantChallenge(
      'authenticate',
      null,
      fixtures.authentication.challenge,
    );
    const res = await signInWithPasskey(challengeId, tampered());
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
  });

  it('signs in with the passkey alone, and the session says so', async () => {
    const options = dataOf<PasskeyCeremony>(
      await t.inject({
        method: 'POST',
        url: '/users/passkeys/authentication-options',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: {},
      }),
    );
    expect(options.options).toMatchObject({ rpId: 'localhost', allowCredentials: [] });

    const challengeId = await plantChallenge(
      'authenticate',
      null,
      fixtures.authentication.challenge,
    );
    const res = await signInWithPasskey(challengeId);
    expect(res.statusCode, res.body).toBe(200);
    const { user, accessToken } = dataOf<LoginResponse>(res);
    expect(user._id).toBe(owner.user._id);
    const sessions = dataOf<Page<Session>>(
      await t.inject({
        method: 'GET',
        url: '/users/sessions',
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    );
    expect(sessions.docs.find((s) => s.current)?.signInMethod).toBe('passkey');

    const [listed] = dataOf<AccountSecurity>(
      await t.inject({ method: 'GET', url: '/users/security', headers: owner.headers }),
    ).passkeys;
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed sign-in, even against a new challenge of the same value (the counter)', async () => {
    const reused = await signInWithPasskey(await plantChallenge('authenticate', null, 'nope'));
    expect(reused.statusCode).toBe(401);
    const replay = await signInWithPasskey(
      await plantChallenge('authenticate', null, fixtures.authentication.challenge),
    );
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).message).toBe('That passkey could not be verified. Try again.');
  });

  it('renames and removes only the account’s own passkeys', async () => {
    const stranger = await t.registerUser();
    const url = `/users/passkeys/${passkey._id}`;
    const foreign = await t.inject({
      method: 'DELETE',
      url,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const renamed = await t.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { name: '  Work laptop  ' },
    });
    expect(dataOf<Passkey>(renamed).name).toBe('Work laptop');
    const blank = await t.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect((await t.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(
      200,
    );
    expect((await t.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(
      404,
    );
  });

  it('answers a made-up answer with a 401, never a 500', async () => {
    const challengeId = await plantChallenge(
      'authenticate',
      null,
      fixtures.authentication.challenge,
    );
    const res = await signInWithPasskey(challengeId, { id: 'nothing', response: {} });
    expect(res.statusCode).toBe(401);
  });
});
