import { describe, expect, it } from 'vitest';
import { describeForMail, digestMail, notificationMail } from './notification-mail-content';
import type { Notification } from '@kinora/contract';

const actor = { _id: 'a'.repeat(24), username: 'ines', fullName: 'Ines Moreau', avatar: '' };
const base: Omit<Notification, 'kind'> = {
  _id: 'n'.repeat(24),
  actor,
  video: null,
  comment: null,
  post: null,
  read: false,
  createdAt: '2030-01-01T00:00:00.000Z',
};
const video = { _id: 'v'.repeat(24), title: 'Harbour at dawn' };
const links = {
  unsubscribePage: '/unsubscribe?token=t0ken',
  oneClick: '/api/v1/email/unsubscribe?token=t0ken',
  absolute: (path: string) => `https://kinora.example${path}`,
};

describe('a notification in words, for a mail', () => {
  it('names what happened and leads where the bell leads', () => {
    expect(describeForMail({ ...base, kind: 'new_video', video })).toEqual({
      headline: 'Ines Moreau uploaded “Harbour at dawn”',
      quote: null,
      action: { label: 'Watch the video', url: `/watch/${video._id}` },
    });
    const comment = { _id: 'c'.repeat(24), excerpt: 'Which lens?', threadId: 'd'.repeat(24) };
    expect(describeForMail({ ...base, kind: 'video_comment', video, comment })).toEqual({
      headline: 'Ines Moreau commented on your video “Harbour at dawn”',
      quote: 'Which lens?',
      action: { label: 'See the comment', url: `/watch/${video._id}#comment-${'d'.repeat(24)}` },
    });
    expect(describeForMail({ ...base, kind: 'new_subscriber' })).toEqual({
      headline: 'Ines Moreau subscribed to your channel',
      quote: null,
      action: { label: 'See their channel', url: '/channel/ines' },
    });
    const post = { _id: 'p'.repeat(24), excerpt: 'First light.', threadId: 'p'.repeat(24) };
    expect(describeForMail({ ...base, kind: 'post_liked', post })).toEqual({
      headline: 'Ines Moreau liked your post',
      quote: 'First light.',
      action: { label: 'See the post', url: `/post/${post._id}` },
    });
    // A reply leads to its post's page, brought to the reply.
    const reply = { _id: 'q'.repeat(24), excerpt: 'Same here.', threadId: post._id };
    expect(describeForMail({ ...base, kind: 'post_reply', post: reply })).toEqual({
      headline: 'Ines Moreau replied to your post',
      quote: 'Same here.',
      action: { label: 'See the reply', url: `/post/${post._id}#reply-${reply._id}` },
    });
  });

  it('keeps a subject on one line and short, whatever a name or a title holds', () => {
    const long = { ...video, title: `Line one\nline two ${'x'.repeat(200)}` };
    const mail = notificationMail(
      { ...base, kind: 'new_video', video: long, actor: { ...actor, fullName: 'Ines\r\nBcc: x' } },
      'new_video',
      links,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThan(200);
    expect(mail.subject.startsWith('Ines Bcc: x uploaded “Line one line two')).toBe(true);
    expect(mail.unsubscribeUrl).toBe(links.oneClick);
  });
});

describe('the digest in words', () => {
  const items = (count: number): Notification[] =>
    Array.from({ length: count }, (_, i) => ({
      ...base,
      _id: String(i).padStart(24, '0'),
      kind: 'new_subscriber',
    }));

  it('counts one as one, and names the kinds it carries', () => {
    const mail = digestMail(items(1), 1, ['new_video'], links);
    expect(mail.subject).toBe('Your daily digest: 1 new notification');
    expect(mail.paragraphs).toEqual([
      'Ines Moreau subscribed to your channel. https://kinora.example/channel/ines',
    ]);
    expect(mail.footer?.[0]).toContain('because new videos from your subscriptions come in');
    expect(mail.footer?.[0]).toContain('https://kinora.example/unsubscribe?token=t0ken');
  });

  it('lists at most 20 and counts the rest', () => {
    const mail = digestMail(items(20), 57, ['new_subscriber', 'post_liked'], links);
    expect(mail.paragraphs).toHaveLength(21);
    expect(mail.paragraphs[20]).toBe('And 37 more notifications.');
    expect(mail.footer?.[0]).toContain('because new subscribers and likes of your posts come in');
  });
});
