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
    expect(describeForMail({ ...base, kind: 'new_video', video }, 'en')).toEqual({
      headline: 'Ines Moreau uploaded “Harbour at dawn”',
      quote: null,
      action: { label: 'Watch the video', url: `/watch/${video._id}` },
    });
    const comment = { _id: 'c'.repeat(24), excerpt: 'Which lens?', threadId: 'd'.repeat(24) };
    expect(describeForMail({ ...base, kind: 'video_comment', video, comment }, 'en')).toEqual({
      headline: 'Ines Moreau commented on your video “Harbour at dawn”',
      quote: 'Which lens?',
      action: { label: 'See the comment', url: `/watch/${video._id}#comment-${'d'.repeat(24)}` },
    });
    expect(describeForMail({ ...base, kind: 'new_subscriber' }, 'en')).toEqual({
      headline: 'Ines Moreau subscribed to your channel',
      quote: null,
      action: { label: 'See their channel', url: '/channel/ines' },
    });
    const post = { _id: 'p'.repeat(24), excerpt: 'First light.', threadId: 'p'.repeat(24) };
    expect(describeForMail({ ...base, kind: 'post_liked', post }, 'en')).toEqual({
      headline: 'Ines Moreau liked your post',
      quote: 'First light.',
      action: { label: 'See the post', url: `/post/${post._id}` },
    });
    // A reply leads to its post's page, brought to the reply.
    const reply = { _id: 'q'.repeat(24), excerpt: 'Same here.', threadId: post._id };
    expect(describeForMail({ ...base, kind: 'post_reply', post: reply }, 'en')).toEqual({
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
      'en',
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
    const mail = digestMail(items(1), 1, ['new_video'], links, 'en');
    expect(mail.subject).toBe('Your daily digest: 1 new notification');
    expect(mail.paragraphs).toEqual([
      'Ines Moreau subscribed to your channel. https://kinora.example/channel/ines',
    ]);
    expect(mail.footer?.[0]).toContain('because new videos from your subscriptions come in');
    expect(mail.footer?.[0]).toContain('https://kinora.example/unsubscribe?token=t0ken');
  });

  it('lists at most 20 and counts the rest', () => {
    const mail = digestMail(items(20), 57, ['new_subscriber', 'post_liked'], links, 'en');
    expect(mail.paragraphs).toHaveLength(21);
    expect(mail.paragraphs[20]).toBe('And 37 more notifications.');
    expect(mail.footer?.[0]).toContain('because new subscribers and likes of your posts come in');
  });
});

describe('a notification mail in French', () => {
  const comment = { _id: 'c'.repeat(24), excerpt: 'Quel objectif ?', threadId: 'd'.repeat(24) };

  it('says what happened in French, with French quotes around what people wrote', () => {
    const mail = notificationMail(
      { ...base, kind: 'video_comment', video, comment },
      'video_comment',
      links,
      'fr',
    );
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe('Ines Moreau a commenté votre vidéo «\u00a0Harbour at dawn\u00a0»');
    expect(mail.heading).toBe('Ines Moreau a commenté votre vidéo «\u00a0Harbour at dawn\u00a0».');
    expect(mail.paragraphs).toEqual(['«\u00a0Quel objectif ?\u00a0»']);
    expect(mail.action).toEqual({
      label: 'Voir le commentaire',
      url: `/watch/${video._id}#comment-${'d'.repeat(24)}`,
    });
    expect(mail.footer).toEqual([
      'Vous recevez cet e-mail, car vous avez choisi de recevoir aussitôt un e-mail pour chaque commentaire sur vos vidéos. Pour ne plus recevoir ces e-mails, ouvrez https://kinora.example/unsubscribe?token=t0ken',
      'Choisissez les e-mails que vous recevez dans vos paramètres de notification\u202f: https://kinora.example/settings/notifications',
    ]);
  });

  it('names someone it cannot name, and puts names in as they are written', () => {
    expect(describeForMail({ ...base, kind: 'new_subscriber', actor: null }, 'fr').headline).toBe(
      'Quelqu’un s’est abonné à votre chaîne',
    );
    // A name that looks like a placeholder is a name, in either language.
    const odd = { ...actor, fullName: '{{title}} $t(Someone)' };
    expect(describeForMail({ ...base, kind: 'new_video', video, actor: odd }, 'fr').headline).toBe(
      '{{title}} $t(Someone) a mis en ligne «\u00a0Harbour at dawn\u00a0»',
    );
    expect(describeForMail({ ...base, kind: 'new_video', video, actor: odd }, 'en').headline).toBe(
      '{{title}} $t(Someone) uploaded “Harbour at dawn”',
    );
  });
});

describe('the digest in French', () => {
  const items = (count: number): Notification[] =>
    Array.from({ length: count }, (_, i) => ({
      ...base,
      _id: String(i).padStart(24, '0'),
      kind: 'new_subscriber',
    }));

  it('counts in French, and lists the kinds it carries', () => {
    const one = digestMail(items(1), 1, ['new_video'], links, 'fr');
    expect(one.subject).toBe('Votre résumé quotidien\u202f: 1 nouvelle notification');
    expect(one.heading).toBe('Vous avez 1 nouvelle notification.');
    expect(one.paragraphs).toEqual([
      'Ines Moreau s’est abonné à votre chaîne. https://kinora.example/channel/ines',
    ]);
    expect(one.action?.label).toBe('Voir vos notifications');

    const many = digestMail(
      items(20),
      1057,
      ['new_video', 'new_subscriber', 'post_liked'],
      links,
      'fr',
    );
    expect(many.subject).toBe('Votre résumé quotidien\u202f: 1\u202f057 nouvelles notifications');
    expect(many.paragraphs[20]).toBe('Et 1\u202f037 autres notifications.');
    expect(many.footer?.[0]).toBe(
      'Vous recevez cet e-mail une fois par jour, car vous avez choisi de recevoir dans un résumé quotidien\u202f: nouvelles vidéos de vos abonnements, nouveaux abonnés et J’aime sur vos posts. Pour ne plus recevoir le résumé quotidien, ouvrez https://kinora.example/unsubscribe?token=t0ken',
    );
  });

  it('quotes what a post said in a digest line, after a French colon', () => {
    const post = { _id: 'p'.repeat(24), excerpt: 'Premier jour.', threadId: 'p'.repeat(24) };
    const mail = digestMail(
      [{ ...base, kind: 'post_liked', post }],
      1,
      ['post_liked'],
      links,
      'fr',
    );
    expect(mail.paragraphs).toEqual([
      `Ines Moreau a aimé votre post\u202f: «\u00a0Premier jour.\u00a0» https://kinora.example/post/${post._id}`,
    ]);
  });

  it('reads as before in English, the list of kinds too', () => {
    const mail = digestMail(items(2), 2, ['new_video', 'comment_reply', 'post_reply'], links, 'en');
    expect(mail.subject).toBe('Your daily digest: 2 new notifications');
    expect(mail.heading).toBe('You have 2 new notifications.');
    expect(mail.footer?.[0]).toBe(
      'You get this email once a day because new videos from your subscriptions, replies to your comments and replies to your posts come in a daily digest. To stop the daily digest, open https://kinora.example/unsubscribe?token=t0ken',
    );
    expect(mail.footer?.[1]).toBe(
      'Choose which emails you get in your notification settings: https://kinora.example/settings/notifications',
    );
  });
});
