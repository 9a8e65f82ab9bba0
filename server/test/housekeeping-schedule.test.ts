import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/** The hourly sweep runs once an hour for the site, however often an instance asks. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the hourly sweep', () => {
  it('runs on the first check, not again within the hour, and again once the hour has passed', async () => {
    expect(await t.app.sweepExpiredRowsIfDue()).toBe(true);
    expect(await t.app.sweepExpiredRowsIfDue()).toBe(false);
    await t.app.db
      .updateTable('scheduled_runs')
      .set({ last_run_at: sql<Date>`now() - interval '59 minutes'` })
      .execute();
    expect(await t.app.sweepExpiredRowsIfDue()).toBe(false);
    await t.app.db
      .updateTable('scheduled_runs')
      .set({ last_run_at: sql<Date>`now() - interval '61 minutes'` })
      .execute();
    expect(await t.app.sweepExpiredRowsIfDue()).toBe(true);
  });
});

describe('what the sweep deletes', () => {
  it('drops YouTube answers a day past their expiry and keeps the ones still useful as a fallback', async () => {
    const hour = 3_600_000;
    await t.app.db
      .insertInto('youtube_cache')
      .values([
        {
          key: 'sweep:old',
          value: JSON.stringify({}),
          expires_at: new Date(Date.now() - 25 * hour),
        },
        { key: 'sweep:stale', value: JSON.stringify({}), expires_at: new Date(Date.now() - hour) },
        { key: 'sweep:fresh', value: JSON.stringify({}), expires_at: new Date(Date.now() + hour) },
      ])
      .execute();
    await t.app.db
      .updateTable('scheduled_runs')
      .set({ last_run_at: sql<Date>`now() - interval '61 minutes'` })
      .execute();
    expect(await t.app.sweepExpiredRowsIfDue()).toBe(true);
    const left = await t.app.db
      .selectFrom('youtube_cache')
      .select('key')
      .where('key', 'like', 'sweep:%')
      .orderBy('key')
      .execute();
    expect(left.map((row) => row.key)).toEqual(['sweep:fresh', 'sweep:stale']);
  });
});

describe('mailed links and WebAuthn challenges', () => {
  it('are deleted once expired, used or not; live ones stay', async () => {
    const u = await t.registerUser();
    const hour = 3_600_000;
    const link = (id: string, expiresIn: number, used: boolean) => ({
      id: id.repeat(24),
      user_id: u.user._id,
      purpose: 'password_reset' as const,
      token_hash: `sweep-${id}`,
      email: u.user.email,
      expires_at: new Date(Date.now() + expiresIn),
      used_at: used ? new Date() : null,
    });
    await t.app.db
      .insertInto('email_tokens')
      .values([link('a', -hour, false), link('b', -1000, true), link('c', hour, true)])
      .execute();
    const challenge = (id: string, expiresIn: number) => ({
      id: id.repeat(24),
      user_id: u.user._id,
      purpose: 'register' as const,
      challenge: `challenge-${id}`,
      expires_at: new Date(Date.now() + expiresIn),
    });
    await t.app.db
      .insertInto('webauthn_challenges')
      .values([challenge('d', -1000), challenge('e', 5 * 60_000)])
      .execute();
    await t.app.sweepExpiredRows();
    const links = await t.app.db
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('token_hash', 'like', 'sweep-%')
      .execute();
    expect(links.map((row) => row.token_hash)).toEqual(['sweep-c']);
    const challenges = await t.app.db.selectFrom('webauthn_challenges').select('id').execute();
    expect(challenges.map((row) => row.id)).toEqual(['e'.repeat(24)]);
  });
});
