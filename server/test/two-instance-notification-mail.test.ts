import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, markEmailVerified } from './helpers/app';
import { twoInstances } from './helpers/instance-pair';
import { startMailServer, type TestMailServer } from './helpers/mail-server';
import {
  emailPreferencesOf,
  nextNotificationMail,
  queuedMailCount,
  setEmailPreferences,
} from './helpers/notification-mail';
import { registerOn } from './helpers/notification-pair';

/**
 * Notification mail on two instances sharing PostgreSQL: the periodic run is claimed by one of
 * them per period, and when runs of both meet anyway, each digest and each mail goes once.
 * Only included when DATABASE_URL is set.
 */
describe('notification mail on two instances', () => {
  let smtp: TestMailServer;
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    smtp = await startMailServer();
    pair = await twoInstances({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kinora.example' });
  }, 120_000);
  afterAll(async () => {
    await pair.close();
    await smtp.close();
  });

  it('runs each part on one of them per its period', async () => {
    const [a, b] = pair.apps;
    const runs = await Promise.all([
      a.runNotificationMailIfDue(),
      b.runNotificationMailIfDue(),
      a.runNotificationMailIfDue(),
      b.runNotificationMailIfDue(),
    ]);
    expect(runs.filter((run) => run.caughtUp !== null)).toHaveLength(1);
    expect(runs.filter((run) => run.digests !== null)).toHaveLength(1);
    // Five minutes pass: the catch-up is due again, the digests are not.
    const passed = (minutes: number) =>
      a.db
        .updateTable('scheduled_runs')
        .set({ last_run_at: sql<Date>`now() - make_interval(mins => ${minutes})` })
        .where('name', 'in', ['notification-mail-catch-up', 'notification-digests'])
        .execute();
    await passed(6);
    expect(await b.runNotificationMailIfDue()).toEqual({ caughtUp: 0, digests: null });
    // An hour: both.
    await passed(61);
    expect(await a.runNotificationMailIfDue()).toEqual({ caughtUp: 0, digests: 0 });
  });

  it('sends one digest and one mail per notification when both run at once', async () => {
    const [a, b] = pair.apps;
    const [reader, fan, other] = [await registerOn(a), await registerOn(b), await registerOn(b)];
    await setEmailPreferences(a, reader, {
      ...(await emailPreferencesOf(a, reader)),
      new_subscriber: 'daily',
      post_liked: 'immediate',
    });
    // Made before the address is confirmed: the runs, not the request, mail them.
    const subscribed = await b.inject({
      method: 'POST',
      url: `${API}/subscriptions/c/${reader.user._id}`,
      headers: fan.headers,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const post = await a.inject({
      method: 'POST',
      url: `${API}/tweets`,
      headers: reader.headers,
      payload: { content: 'First light over the harbour.' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json<{ data: { _id: string } }>().data._id;
    const liked = await b.inject({
      method: 'POST',
      url: `${API}/likes/toggle/t/${postId}`,
      headers: other.headers,
    });
    expect(liked.statusCode, liked.body).toBe(200);
    for (const app of pair.apps) await app.services.notifications.settled();
    await markEmailVerified(a.db, reader.user._id);

    const queued = await queuedMailCount(a);
    const now = new Date();
    const tomorrow = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 5),
    );
    // Within the hour of the like, and the first run of tomorrow's digests.
    const runs = await Promise.all([
      a.runNotificationMail(),
      b.runNotificationMail(),
      a.runNotificationMail(tomorrow),
      b.runNotificationMail(tomorrow),
      a.runNotificationMail(),
      b.runNotificationMail(tomorrow),
    ]);
    expect(runs.reduce((sum, run) => sum + run.caughtUp, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.digests, 0)).toBe(1);
    expect(await queuedMailCount(a)).toBe(queued + 2);

    const subjects = [
      (await nextNotificationMail(smtp, reader.user.email)).subject,
      (await nextNotificationMail(smtp, reader.user.email)).subject,
    ].sort();
    expect(subjects).toEqual([
      `${other.user.fullName} liked your post`,
      'Your daily digest: 1 new notification',
    ]);
  });
});
