import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords';
import { createAccountService } from '../src/accounts/account-service';
import { createSessionService } from '../src/accounts/session-service';
import { createTestApp, errorOf, type TestApp } from './helpers/app';
import { registerAdmin } from './helpers/moderation';
import { applicationFields, setRegistration } from './helpers/site';

/**
 * "Email is already registered." tells whether an address has an account: asking it costs a
 * password hash like a real sign-up, and is limited per email from any address. Limits are on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(async () => {
  await t.close();
});

const register = (email: string, remoteAddress: string, username: string) =>
  t.inject({
    method: 'POST',
    url: '/users/register',
    remoteAddress,
    payload: { username, email, fullName: 'Sign Up', password: 'secret-password' },
  });

describe('sign-ups naming one email', () => {
  it('are refused with 429 after 5 an hour, whichever addresses they come from', async () => {
    const tag = Math.random().toString(16).slice(2, 8);
    const email = `target${tag}@example.com`;
    expect((await register(email, '10.7.0.1', `target${tag}`)).statusCode).toBe(201);
    for (let i = 2; i <= 5; i += 1) {
      const taken = await register(email.toUpperCase(), `10.7.${i}.1`, `probe${tag}${i}`);
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).message).toBe('Email is already registered.');
    }
    const refused = await register(email, '10.7.6.1', `probe${tag}6`);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toMatch(
      /^Too many sign-ups with this email, please try again in \d+ minutes\.$/,
    );
    // Another email from the same address is not affected.
    expect((await register(`other${tag}@example.com`, '10.7.6.1', `other${tag}`)).statusCode).toBe(
      201,
    );
  });
});

describe('registering a taken email', () => {
  it('hashes the password before answering 409, as a new account does', async () => {
    const hashed: string[] = [];
    const accounts = createAccountService({
      db: t.app.db,
      sessions: createSessionService(t.app.db, {
        refreshTtlSeconds: 3600,
        signAccessToken: (userId, sessionId) => t.app.signAccessToken(userId, sessionId),
        successorKey: Buffer.from('registration-test-successor-key'),
        onEnded: () => Promise.resolve(),
      }),
      videos: t.app.services.videos,
      storage: t.app.storage,
      emailChanges: t.app.services.emailAddresses,
      dataExports: t.app.repos.dataExports,
      hashPassword: (password) => {
        hashed.push(password);
        return hashPassword(password);
      },
    });
    const owner = await t.registerUser();
    const client = { userAgent: 'vitest', ipAddress: '10.8.0.1' };
    await expect(
      accounts.register({
        username: `taken${owner.user.username}`,
        email: owner.user.email,
        fullName: 'Prober',
        password: 'probe-password',
        avatarKey: null,
        coverKey: null,
        client,
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Email is already registered.' });
    expect(hashed).toEqual(['probe-password']);

    const created = await accounts.register({
      username: `fresh${owner.user.username}`,
      email: `fresh${owner.user.email}`,
      fullName: 'Fresh',
      password: 'fresh-password',
      avatarKey: null,
      coverKey: null,
      client,
    });
    expect(created.user.email).toBe(`fresh${owner.user.email}`);
    expect(hashed).toEqual(['probe-password', 'fresh-password']);
  });
});

describe('applications for an account', () => {
  const applyFrom = (remoteAddress: string, fields = applicationFields()) =>
    t.inject({ method: 'POST', url: '/users/applications', remoteAddress, payload: fields });

  it('are refused with 429 after 5 an hour from one address; another address still applies', async () => {
    const admin = await registerAdmin(t);
    await setRegistration(t, admin, 'approval');
    try {
      for (let i = 1; i <= 5; i += 1) expect((await applyFrom('10.9.0.1')).statusCode).toBe(201);
      const refused = await applyFrom('10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toMatch(/^Too many requests, please try again in /);
      expect((await applyFrom('10.9.0.2')).statusCode).toBe(201);
    } finally {
      await setRegistration(t, admin, 'open');
    }
  });

  it('count against the sign-ups naming their email, from any address', async () => {
    const admin = await registerAdmin(t);
    const email = `applied${Math.random().toString(16).slice(2, 8)}@example.com`;
    await setRegistration(t, admin, 'approval');
    try {
      expect((await applyFrom('10.9.1.1', applicationFields({ email }))).statusCode).toBe(201);
      for (let i = 2; i <= 5; i += 1) {
        const taken = await applyFrom(`10.9.${i}.1`, applicationFields({ email }));
        expect(taken.statusCode).toBe(409);
      }
      const refused = await applyFrom('10.9.6.1', applicationFields({ email }));
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toMatch(/^Too many sign-ups with this email/);
    } finally {
      await setRegistration(t, admin, 'open');
    }
  });
});
