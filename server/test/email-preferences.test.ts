import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from './helpers/app';
import { emailPreferencesOf, setEmailPreferences } from './helpers/notification-mail';
import type { EmailPreferences } from '@kinora/contract';

/** `GET|PUT /users/email-preferences`: per kind, mail at once, in the daily digest, or none. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DEFAULTS: EmailPreferences = {
  new_video: 'daily',
  video_comment: 'none',
  comment_reply: 'immediate',
  new_subscriber: 'none',
  post_liked: 'none',
  post_reply: 'immediate',
};

const rowsOf = (userId: string) =>
  t.app.db
    .selectFrom('email_preferences')
    .select(['kind', 'frequency'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .execute();

describe('email preferences', () => {
  it('start as the defaults, with nothing stored', async () => {
    const user = await t.registerUser();
    expect(await emailPreferencesOf(t.app, user)).toEqual(DEFAULTS);
    expect(await rowsOf(user.user._id)).toEqual([]);
  });

  it('are saved as a row for each kind that changed, and read back', async () => {
    const user = await t.registerUser();
    const chosen: EmailPreferences = { ...DEFAULTS, new_video: 'none', post_liked: 'immediate' };
    expect(await setEmailPreferences(t.app, user, chosen)).toEqual(chosen);
    expect(await emailPreferencesOf(t.app, user)).toEqual(chosen);
    expect(await rowsOf(user.user._id)).toEqual([
      { kind: 'new_video', frequency: 'none' },
      { kind: 'post_liked', frequency: 'immediate' },
    ]);

    // Back to the default: a choice now, kept as one.
    const again: EmailPreferences = { ...chosen, new_video: 'daily' };
    expect(await setEmailPreferences(t.app, user, again)).toEqual(again);
    expect(await rowsOf(user.user._id)).toEqual([
      { kind: 'new_video', frequency: 'daily' },
      { kind: 'post_liked', frequency: 'immediate' },
    ]);
    // Each account's own.
    expect(await emailPreferencesOf(t.app, await t.registerUser())).toEqual(DEFAULTS);
  });

  it('refuse a frequency or a kind they do not know, and a missing kind, with a 400', async () => {
    const user = await t.registerUser();
    for (const payload of [
      { ...DEFAULTS, new_video: 'weekly' },
      { ...DEFAULTS, comment_reply: true },
      { ...DEFAULTS, report_outcome: 'immediate' },
      { new_video: 'daily' },
      'daily',
    ]) {
      const res = await t.inject({
        method: 'PUT',
        url: '/users/email-preferences',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message).toBeTruthy();
    }
    expect(await emailPreferencesOf(t.app, user)).toEqual(DEFAULTS);
  });

  it('are the signed-in account’s only', async () => {
    expect((await t.inject({ method: 'GET', url: '/users/email-preferences' })).statusCode).toBe(
      401,
    );
    const put = await t.inject({
      method: 'PUT',
      url: '/users/email-preferences',
      payload: DEFAULTS,
    });
    expect(put.statusCode).toBe(401);
  });
});
