import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { generateSecrets } from '../src/lib/secrets';
import {
  createTestApp,
  dataOf,
  markEmailVerified,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { blockAs } from './helpers/blocks';
import { commentOn } from './helpers/comment-controls';
import { insertVideo } from './helpers/data';
import { durableDatabase } from './helpers/login-attempts';
import { startMailServer, type TestMailServer } from './helpers/mail-server';
import { registerOn } from './helpers/notification-pair';
import { insertSubscribers } from './helpers/notifications';
import {
  emailPreferencesOf,
  mailedAt,
  nextNotificationMail,
  notificationMailsTo,
  oneClickUrlOf,
  postOneClick,
  queuedMailCount,
  setEmailPreferences,
} from './helpers/notification-mail';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import type { Unsubscribed } from '@kinora/contract';

/**
 * The daily digest: one mail per account and day (UTC) with what waited unread from before the
 * day began, claimed before it is sent, so a second run that day, or a run after a restart,
 * sends none.
 */

const SITE = 'https://kinora.example';
const HOUR = 3_600_000;
/** Five past midnight (UTC) of the day after `at`: the first run of the next day. */
const nextDayOf = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1, 0, 5));

let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp.close();
});

describe('the daily digest', () => {
  let t: TestApp;
  let reader: TestUser;
  let blocked: TestUser;
  let commenter: TestUser;
  let comment: { _id: string };
  let videoId: string;
  let firstDay: Date;
  let digest: ParsedMail;

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE } });
    [reader, blocked, commenter] = [
      await t.registerUser({ fullName: 'Rosa Digest' }),
      await t.registerUser({ fullName: 'Blocked Person' }),
      await t.registerUser({ fullName: 'Carla Lens' }),
    ];
    await markEmailVerified(t.app.db, reader.user._id);
    await setEmailPreferences(t.app, reader, {
      ...(await emailPreferencesOf(t.app, reader)),
      video_comment: 'daily',
      new_subscriber: 'daily',
    });
    const { notifications } = t.app.services;
    // 23 subscribers, one someone the reader then blocks, a comment, and a like the reader
    // gets no mail of.
    for (const subscriberId of await insertSubscribers(t.app, reader.user._id, 23))
      await notifications.subscribed({ channelId: reader.user._id, subscriberId });
    const subscribed = await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${reader.user._id}`,
      headers: blocked.headers,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    await blockAs(t, reader, blocked);
    videoId = (await insertVideo(t, reader.user._id, { title: 'Harbour at dawn' }))._id;
    comment = await commentOn(t, commenter, videoId, 'Which lens did you use?');
    await notifications.settled();
    firstDay = nextDayOf(new Date());
  });
  afterAll(async () => {
    await t.close();
  });

  it('waits for the next day: nothing of today goes in today’s', async () => {
    expect(await t.app.runNotificationMail()).toEqual({ caughtUp: 0, digests: 0 });
  });

  it('lists the newest 20 of what the reader may see, and counts the rest', async () => {
    expect(await t.app.runNotificationMail(firstDay)).toEqual({ caughtUp: 0, digests: 1 });
    digest = await nextNotificationMail(smtp, reader.user.email);
    expect(digest.subject).toBe('Your daily digest: 24 new notifications');
    const text = digest.text ?? '';
    expect(text).toContain('You have 24 new notifications.');
    // Newest first: the comment, with its link, then subscribers.
    expect(text).toContain(
      `Carla Lens commented on your video “Harbour at dawn”: “Which lens did you use?” ${SITE}/watch/${videoId}#comment-${comment._id}`,
    );
    expect(text.indexOf('Carla Lens')).toBeLessThan(text.indexOf('subscribed to your channel'));
    expect(text.match(/subscribed to your channel/g)).toHaveLength(19);
    expect(text).toContain('And 4 more notifications.');
    expect(text).not.toContain('Blocked Person');
    expect(text).toContain(
      'new videos from your subscriptions, comments on your videos and new subscribers come in a daily digest',
    );
    expect(text).toContain(`${SITE}/settings/notifications`);

    // The 24 it took are mailed; the blocked one's is not.
    const subscribers = await mailedAt(t.app, reader.user._id, 'new_subscriber');
    expect(subscribers.filter((at) => at !== null)).toHaveLength(23);
    expect(subscribers.filter((at) => at === null)).toHaveLength(1);
    expect(await mailedAt(t.app, reader.user._id, 'video_comment')).toEqual([expect.any(Date)]);
  });

  it('goes once a day: a second run that day sends none, even with something new', async () => {
    const queued = await queuedMailCount(t.app);
    await commentOn(t, commenter, videoId, 'And the aperture?');
    await t.app.services.notifications.settled();
    expect(await t.app.runNotificationMail(new Date(firstDay.getTime() + 13 * HOUR))).toEqual({
      caughtUp: 0,
      digests: 0,
    });
    expect(await queuedMailCount(t.app)).toBe(queued);

    // The next day's takes what came since.
    const secondDay = new Date(firstDay.getTime() + 24 * HOUR);
    expect(await t.app.runNotificationMail(secondDay)).toEqual({ caughtUp: 0, digests: 1 });
    const next = await nextNotificationMail(smtp, reader.user.email);
    expect(next.subject).toBe('Your daily digest: 1 new notification');
    expect(next.text).toContain('“And the aperture?”');
    expect(next.text).not.toContain('And 0 more');
    expect(await t.app.runNotificationMail(secondDay)).toEqual({ caughtUp: 0, digests: 0 });
  });

  it('stops with its one-click unsubscribe: every kind it carried is off', async () => {
    const res = await postOneClick(t.app, oneClickUrlOf(digest));
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Unsubscribed>(res)).toEqual({
      kinds: ['new_video', 'video_comment', 'new_subscriber'],
    });
    expect(await emailPreferencesOf(t.app, reader)).toEqual({
      new_video: 'none',
      video_comment: 'none',
      comment_reply: 'immediate',
      new_subscriber: 'none',
      post_liked: 'none',
      post_reply: 'immediate',
    });
  });
});

describe('the daily digest across a restart', () => {
  it('is sent once by the first app, however many runs at once, and not again by the one after it', async () => {
    const storage = await durableDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED: 'false',
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      PUBLIC_URL: SITE,
      DATA_DIR: storage.dir,
      DATABASE_URL: process.env.DATABASE_URL,
    });
    const secrets = generateSecrets();
    const start = async () => {
      const app = await buildApp(config, {
        database: await storage.open(),
        secrets,
        logger: false,
      });
      await app.ready();
      return app;
    };
    let app: FastifyInstance | null = null;
    try {
      app = await start();
      const [reader, fan] = [await registerOn(app), await registerOn(app)];
      await markEmailVerified(app.db, reader.user._id);
      await setEmailPreferences(app, reader, {
        ...(await emailPreferencesOf(app, reader)),
        new_subscriber: 'daily',
      });
      const subscribed = await app.inject({
        method: 'POST',
        url: `/api/v1/subscriptions/c/${reader.user._id}`,
        headers: fan.headers,
      });
      expect(subscribed.statusCode, subscribed.body).toBe(200);
      // Two runs at once (a slow run and the next, or two instances): one digest.
      const day = nextDayOf(new Date());
      const first = await Promise.all([app.runNotificationMail(day), app.runNotificationMail(day)]);
      expect(first.map((run) => run.digests).sort()).toEqual([0, 1]);
      expect((await nextNotificationMail(smtp, reader.user.email)).subject).toBe(
        'Your daily digest: 1 new notification',
      );
      await app.close();
      app = null;

      app = await start();
      const queued = await queuedMailCount(app);
      const later = new Date(day.getTime() + 6 * HOUR);
      const runs = await Promise.all([
        app.runNotificationMail(later),
        app.runNotificationMail(later),
      ]);
      expect(runs).toEqual([
        { caughtUp: 0, digests: 0 },
        { caughtUp: 0, digests: 0 },
      ]);
      expect(await queuedMailCount(app)).toBe(queued);
      expect(notificationMailsTo(smtp, reader.user.email)).toHaveLength(1);
    } finally {
      await app?.close();
      await storage.drop();
    }
  }, 120_000);
});
