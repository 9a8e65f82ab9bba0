import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dataOf,
  errorOf,
  markEmailVerified,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { commentOn } from './helpers/comment-controls';
import { insertVideo } from './helpers/data';
import { postAs } from './helpers/posts';
import { linkIn, startMailServer, type TestMailServer } from './helpers/mail-server';
import { MODERATION_TEST_ENV, setSuspended } from './helpers/moderation';
import {
  emailPreferencesOf,
  headerOf,
  mailedAt,
  nextNotificationMail,
  notificationMailsTo,
  oneClickUrlOf,
  postOneClick,
  queuedMailCount,
} from './helpers/notification-mail';
import type { ParsedMail } from 'mailparser';
import type { Unsubscribed } from '@kinora/contract';

/**
 * Notifications by mail as they happen: a reply mailed once, through a real mail server, with
 * its link and one-click unsubscribe; what a recipient may not see, or an address nobody
 * confirmed, gets no mail.
 */

const SITE = 'https://kinora.example';
let smtp: TestMailServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: SITE, ...MODERATION_TEST_ENV },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A recipient with a confirmed address, a comment of theirs, and someone who replies to it. */
async function aThread(options: { confirmed?: boolean } = {}) {
  const [owner, author, replier] = [
    await t.registerUser(),
    await t.registerUser({ fullName: 'Ines Moreau' }),
    await t.registerUser({ fullName: 'Tomás Reyes' }),
  ];
  if (options.confirmed ?? true) await markEmailVerified(t.app.db, author.user._id);
  const video = await insertVideo(t, owner.user._id, { title: 'Harbour at dawn' });
  const comment = await commentOn(t, author, video._id, 'Where was this filmed?');
  return { owner, author, replier, video, comment };
}

const reply = async (
  thread: Awaited<ReturnType<typeof aThread>>,
  content: string,
  who: TestUser = thread.replier,
) => {
  const made = await commentOn(t, who, thread.video._id, content, thread.comment._id);
  await t.app.services.notifications.settled();
  return made;
};

describe('a reply, mailed as it happens', () => {
  let thread: Awaited<ReturnType<typeof aThread>>;
  let mail: ParsedMail;

  beforeAll(async () => {
    thread = await aThread();
    await reply(thread, 'On the north coast, before sunrise.');
    mail = await nextNotificationMail(smtp, thread.author.user.email);
  });

  it('says who replied and what, and links to the thread', () => {
    expect(mail.subject).toBe('Tomás Reyes replied to your comment');
    expect(mail.text).toContain('Tomás Reyes replied to your comment.');
    expect(mail.text).toContain('“On the north coast, before sunrise.”');
    expect(mail.text).toContain(
      `See the reply: ${SITE}/watch/${thread.video._id}#comment-${thread.comment._id}`,
    );
    expect(mail.html).toContain(`href="${SITE}/watch/${thread.video._id}#comment-`);
  });

  it('links to what is there: the video, and the thread that holds the reply', async () => {
    const link = linkIn(mail, `${SITE}/watch/`);
    const videoId = link.pathname.split('/').pop() ?? '';
    const threadId = link.hash.replace('#comment-', '');
    expect((await t.inject({ method: 'GET', url: `/videos/${videoId}` })).statusCode).toBe(200);
    const replies = await t.inject({ method: 'GET', url: `/comments/replies/${threadId}` });
    expect(replies.statusCode, replies.body).toBe(200);
    expect(dataOf<{ docs: { content: string }[] }>(replies).docs.map((c) => c.content)).toEqual([
      'On the north coast, before sunrise.',
    ]);
  });

  it('offers one-click unsubscribe, the unsubscribe page and the settings', () => {
    const oneClick = oneClickUrlOf(mail);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${SITE}/api/v1/email/unsubscribe`);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = oneClick.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(16);
    expect(mail.text).toContain(`${SITE}/unsubscribe?token=${token}`);
    expect(mail.text).toContain(`${SITE}/settings/notifications`);
  });

  it('marks the notification mailed, so the periodic run sends it no second time', async () => {
    expect(await mailedAt(t.app, thread.author.user._id, 'comment_reply')).toEqual([
      expect.any(Date),
    ]);
    const queued = await queuedMailCount(t.app);
    expect(await t.app.runNotificationMail()).toEqual({ caughtUp: 0, digests: 0 });
    expect(await queuedMailCount(t.app)).toBe(queued);
    expect(notificationMailsTo(smtp, thread.author.user.email)).toHaveLength(1);
  });

  it('stops with the one-click POST: the kind is off and the next reply is not mailed', async () => {
    const res = await postOneClick(t.app, oneClickUrlOf(mail));
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Unsubscribed>(res)).toEqual({ kinds: ['comment_reply'] });
    expect(await emailPreferencesOf(t.app, thread.author)).toMatchObject({
      comment_reply: 'none',
      new_video: 'daily',
    });

    const queued = await queuedMailCount(t.app);
    await reply(thread, 'And again at dusk.');
    expect(await mailedAt(t.app, thread.author.user._id, 'comment_reply')).toEqual([
      expect.any(Date),
      null,
    ]);
    expect(await t.app.runNotificationMail()).toEqual({ caughtUp: 0, digests: 0 });
    expect(await queuedMailCount(t.app)).toBe(queued);
  });
});

describe('a reply to a post, mailed as it happens', () => {
  it('says who replied and what, and links to the reply on its post’s page', async () => {
    const [author, fan] = [
      await t.registerUser(),
      await t.registerUser({ fullName: 'Tomás Reyes' }),
    ];
    await markEmailVerified(t.app.db, author.user._id);
    const post = await postAs(t, author, 'Harbour at dawn, take two');
    const reply = await postAs(t, fan, 'The colours!', post._id);
    await t.app.services.notifications.settled();
    const mail = await nextNotificationMail(smtp, author.user.email);
    expect(mail.subject).toBe('Tomás Reyes replied to your post');
    expect(mail.text).toContain('“The colours!”');
    expect(mail.text).toContain(`See the reply: ${SITE}/post/${post._id}#reply-${reply._id}`);
    expect(await mailedAt(t.app, author.user._id, 'post_reply')).toEqual([expect.any(Date)]);
  });
});

describe('the unsubscribe link', () => {
  let url: URL;
  let author: TestUser;

  beforeAll(async () => {
    const thread = await aThread();
    author = thread.author;
    await reply(thread, 'Lovely light.');
    url = oneClickUrlOf(await nextNotificationMail(smtp, author.user.email));
  });

  const post = (token: string, options: { headers?: Record<string, string>; payload?: string }) =>
    t.inject({
      method: 'POST',
      url: `/email/unsubscribe?${new URLSearchParams({ token })}`,
      ...options,
    });
  const token = () => url.searchParams.get('token') ?? '';

  it('works from the unsubscribe page, with no body or an empty JSON one, and again later', async () => {
    for (const options of [
      {},
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
    ]) {
      const res = await post(token(), options);
      expect(res.statusCode, res.body).toBe(200);
      expect(dataOf<Unsubscribed>(res)).toEqual({ kinds: ['comment_reply'] });
    }
    expect((await emailPreferencesOf(t.app, author)).comment_reply).toBe('none');
  });

  it('takes a one-click POST sent as multipart/form-data too', async () => {
    const boundary = 'kinora-one-click';
    const res = await post(token(), {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Unsubscribed>(res)).toEqual({ kinds: ['comment_reply'] });
  });

  it('refuses a token changed anywhere', async () => {
    const [userId, kind, signature] = token().split('.');
    const flipped = `${signature?.slice(0, -1)}${signature?.endsWith('A') ? 'B' : 'A'}`;
    const otherUser = `${userId?.slice(0, -1)}${userId?.endsWith('0') ? '1' : '0'}`;
    for (const altered of [
      `${userId}.${kind}.${flipped}`,
      `${userId}.new_video.${signature}`,
      `${userId}.digest.${signature}`,
      `${otherUser}.${kind}.${signature}`,
      `${userId}.${kind}`,
      `${userId}.report_outcome.${signature}`,
      'abcdefghijklmnopqrstuvwxyz',
    ]) {
      const res = await postOneClick(
        t.app,
        new URL(`${SITE}/api/v1/email/unsubscribe?token=${altered}`),
      );
      expect(res.statusCode, altered).toBe(400);
      expect(errorOf(res).message).toBe('This unsubscribe link is not valid.');
    }
    const res = await post('no', {});
    expect(res.statusCode).toBe(400);
  });

  it('refuses fields the endpoint does not take, and other content types', async () => {
    const json = await post(token(), {
      headers: { 'content-type': 'application/json' },
      payload: '{"kinds":["new_video"]}',
    });
    expect(json.statusCode).toBe(400);
    const xml = await post(token(), {
      headers: { 'content-type': 'application/xml' },
      payload: '<unsubscribe/>',
    });
    expect(xml.statusCode).toBe(415);
  });
});

describe('no mail', () => {
  it('to an address nobody confirmed', async () => {
    const thread = await aThread({ confirmed: false });
    const queued = await queuedMailCount(t.app);
    await reply(thread, 'Is this the harbour?');
    expect(await mailedAt(t.app, thread.author.user._id, 'comment_reply')).toEqual([null]);
    expect(await queuedMailCount(t.app)).toBe(queued);
  });

  it('of what the recipient may not see (a suspended replier), until they may again', async () => {
    // The address is confirmed after the reply: its mail waits for the periodic run.
    const thread = await aThread({ confirmed: false });
    await reply(thread, 'Buy followers at example.test');
    await setSuspended(t, thread.replier.user._id, 'infinity');
    await markEmailVerified(t.app.db, thread.author.user._id);
    const queued = await queuedMailCount(t.app);
    expect(await t.app.runNotificationMail()).toEqual({ caughtUp: 0, digests: 0 });
    expect(await queuedMailCount(t.app)).toBe(queued);
    expect(await mailedAt(t.app, thread.author.user._id, 'comment_reply')).toEqual([null]);

    // Lifted within the hour: the run mails it then, once.
    await setSuspended(t, thread.replier.user._id, null);
    expect(await t.app.runNotificationMail()).toEqual({ caughtUp: 1, digests: 0 });
    const mail = await nextNotificationMail(smtp, thread.author.user.email);
    expect(mail.subject).toBe('Tomás Reyes replied to your comment');
    expect(await t.app.runNotificationMail()).toEqual({ caughtUp: 0, digests: 0 });
  });

  it('twice, when runs meet (a slow run and the next, or two instances)', async () => {
    const thread = await aThread({ confirmed: false });
    await reply(thread, 'Left for the run to mail.');
    await markEmailVerified(t.app.db, thread.author.user._id);
    const runs = await Promise.all([
      t.app.runNotificationMail(),
      t.app.runNotificationMail(),
      t.app.runNotificationMail(),
    ]);
    expect(runs.map((run) => run.caughtUp).sort()).toEqual([0, 0, 1]);
    expect((await nextNotificationMail(smtp, thread.author.user.email)).subject).toBe(
      'Tomás Reyes replied to your comment',
    );
  });

  it('of a kind set to none, nor of one set to the daily digest', async () => {
    const thread = await aThread();
    const put = await t.inject({
      method: 'PUT',
      url: '/users/email-preferences',
      headers: thread.author.headers,
      payload: { ...(await emailPreferencesOf(t.app, thread.author)), comment_reply: 'daily' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const queued = await queuedMailCount(t.app);
    await reply(thread, 'Saved for the digest.');
    expect(await mailedAt(t.app, thread.author.user._id, 'comment_reply')).toEqual([null]);
    expect(await queuedMailCount(t.app)).toBe(queued);
  });
});
