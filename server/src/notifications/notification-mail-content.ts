import { hrefs } from '@kinora/shared/routing';
import { message, translate, type Message } from '../i18n/translate';
import type { LanguageCode, Notification } from '@kinora/contract';
import type { MailContent } from '../mail';
import type { EmailKind } from './email-preference-repository';

/** How each kind is named where a digest says why it came. */
const KIND_NAMES: Record<EmailKind, Message> = {
  new_video: message('new videos from your subscriptions'),
  video_comment: message('comments on your videos'),
  comment_reply: message('replies to your comments'),
  new_subscriber: message('new subscribers'),
  post_liked: message('likes of your posts'),
  post_reply: message('replies to your posts'),
};

/**
 * Why a mail of one notification came and how to stop those, a whole sentence per kind: a
 * language words each kind its own way (its gender, its number) around the rest.
 */
const WHY_AT_ONCE: Record<EmailKind, (link: string) => Message> = {
  new_video: (link) =>
    message(
      'You get this email because new videos from your subscriptions come by email as they happen. To stop these emails, open {{link}}',
      { link },
    ),
  video_comment: (link) =>
    message(
      'You get this email because comments on your videos come by email as they happen. To stop these emails, open {{link}}',
      { link },
    ),
  comment_reply: (link) =>
    message(
      'You get this email because replies to your comments come by email as they happen. To stop these emails, open {{link}}',
      { link },
    ),
  new_subscriber: (link) =>
    message(
      'You get this email because new subscribers come by email as they happen. To stop these emails, open {{link}}',
      { link },
    ),
  post_liked: (link) =>
    message(
      'You get this email because likes of your posts come by email as they happen. To stop these emails, open {{link}}',
      { link },
    ),
  post_reply: (link) =>
    message(
      'You get this email because replies to your posts come by email as they happen. To stop these emails, open {{link}}',
      { link },
    ),
};

/** Names and titles go into a subject line: one line, and not a paragraph long. */
const SUBJECT_PART_LENGTH = 80;
const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUBJECT_PART_LENGTH
    ? `${flat.slice(0, SUBJECT_PART_LENGTH - 1).trimEnd()}…`
    : flat;
};

/** Where a mail's links lead, as paths (the mailer makes them absolute). */
export interface MailLinks {
  /** The page that asks before it stops this mail (`/unsubscribe?token=…`). */
  unsubscribePage: string;
  /** The one-click address of `List-Unsubscribe` (`/api/v1/email/unsubscribe?token=…`). */
  oneClick: string;
  /** Makes a path absolute, for links written into the text. */
  absolute: (path: string) => string;
}

/** What happened, as a sentence without its full stop, and the quote that goes with it. */
interface Description {
  headline: string;
  quote: string | null;
  /** The thing itself, as a path, and what its button says. */
  action: { label: string; url: string } | null;
}

/** A description before it is put in a language. */
interface Said {
  headline: Message;
  quote: string | null;
  action: { label: Message; url: string } | null;
}

function describe(notification: Notification): Said {
  const { actor, video, comment, post } = notification;
  // What people wrote (a name, a title) goes in as it is; the sentence around it is translated.
  const name = actor ? oneLine(actor.fullName) : message('Someone');
  const title = video?.title ? oneLine(video.title) : null;
  const channel = actor
    ? { label: message('See their channel'), url: hrefs.channel(actor.username) }
    : null;
  const thread = (label: Message) => {
    if (!video) return channel;
    const watch = hrefs.watch(video._id);
    return {
      label,
      url: comment ? `${watch}#comment-${encodeURIComponent(comment.threadId)}` : watch,
    };
  };
  switch (notification.kind) {
    case 'new_video':
      return {
        headline: title
          ? message('{{name}} uploaded “{{title}}”', { name, title })
          : message('{{name}} uploaded a new video', { name }),
        quote: null,
        action: video
          ? { label: message('Watch the video'), url: hrefs.watch(video._id) }
          : channel,
      };
    case 'video_comment':
      return {
        headline: title
          ? message('{{name}} commented on your video “{{title}}”', { name, title })
          : message('{{name}} commented on your video', { name }),
        quote: comment?.excerpt ?? null,
        action: thread(message('See the comment')),
      };
    case 'comment_reply':
      return {
        headline: message('{{name}} replied to your comment', { name }),
        quote: comment?.excerpt ?? null,
        action: thread(message('See the reply')),
      };
    case 'new_subscriber':
      return {
        headline: message('{{name}} subscribed to your channel', { name }),
        quote: null,
        action: channel,
      };
    case 'post_liked':
      return {
        headline: message('{{name}} liked your post', { name }),
        quote: post?.excerpt ?? null,
        action: post ? { label: message('See the post'), url: hrefs.post(post._id) } : channel,
      };
    case 'post_reply':
      return {
        headline: message('{{name}} replied to your post', { name }),
        quote: post?.excerpt ?? null,
        action: post
          ? { label: message('See the reply'), url: hrefs.post(post.threadId, post._id) }
          : channel,
      };
    case 'report_outcome':
      // Never mailed (no preference names it); described so the switch stays complete.
      return { headline: message('We reviewed your report'), quote: null, action: null };
  }
}

/** The words of a mail in its reader's language: the recipient's (English when none is kept). */
const writer = (language: LanguageCode) => (said: Message) => translate(said, language);

/**
 * The words of one notification, from what the recipient may see of it (the notifications'
 * own reading), in `language`: the actor's name, the video's title, an excerpt. The links lead
 * where the bell's items lead: the video, the comment's thread on its watch page, the channel,
 * the post (a reply on its post's page).
 */
export function describeForMail(notification: Notification, language: LanguageCode): Description {
  const say = writer(language);
  const { headline, quote, action } = describe(notification);
  return {
    headline: say(headline),
    quote,
    action: action ? { label: say(action.label), url: action.url } : null,
  };
}

const settingsLine = (links: MailLinks) =>
  message('Choose which emails you get in your notification settings: {{link}}', {
    link: links.absolute(hrefs.settingsNotifications()),
  });

/** The mail of one notification, sent as it happens, in the recipient's language. */
export function notificationMail(
  notification: Notification,
  kind: EmailKind,
  links: MailLinks,
  language: LanguageCode,
): MailContent & { unsubscribeUrl: string } {
  const say = writer(language);
  const { headline, quote, action } = describeForMail(notification, language);
  return {
    language,
    subject: headline,
    heading: say(message('{{headline}}.', { headline })),
    paragraphs: quote ? [say(message('“{{quote}}”', { quote }))] : [],
    ...(action ? { action } : {}),
    footer: [
      say(WHY_AT_ONCE[kind](links.absolute(links.unsubscribePage))),
      say(settingsLine(links)),
    ],
    unsubscribeUrl: links.oneClick,
  };
}

/** Items a digest lists; the rest are counted. */
export const DIGEST_LIST_LIMIT = 20;

/** One line of a digest: what happened, its quote, and the link to it. */
function digestLine(notification: Notification, links: MailLinks, language: LanguageCode) {
  const say = writer(language);
  const { headline, quote, action } = describeForMail(notification, language);
  const what = quote
    ? say(message('{{headline}}: “{{quote}}”', { headline, quote }))
    : say(message('{{headline}}.', { headline }));
  return action ? `${what} ${links.absolute(action.url)}` : what;
}

/** The kinds a digest carries, as a list in words: "a, b and c". */
function kindList(kinds: EmailKind[], language: LanguageCode): Message {
  const named = kinds.map((kind) => KIND_NAMES[kind]);
  const last = named[named.length - 1];
  if (!last) return message('some notifications');
  if (named.length === 1) return last;
  const say = writer(language);
  return message('{{list}} and {{last}}', {
    list: named.slice(0, -1).map(say).join(', '),
    last,
  });
}

/**
 * The daily digest, in the recipient's language: the newest notifications listed (at most
 * `DIGEST_LIST_LIMIT`), the rest counted; `kinds` are those the account gets in the digest,
 * named in the footer.
 */
export function digestMail(
  shown: Notification[],
  total: number,
  kinds: EmailKind[],
  links: MailLinks,
  language: LanguageCode,
): MailContent & { unsubscribeUrl: string } {
  const say = writer(language);
  const listed = shown.slice(0, DIGEST_LIST_LIMIT);
  const more = Math.max(0, total - listed.length);
  return {
    language,
    subject: say(message('Your daily digest: {{count}} new notifications', { count: total })),
    heading: say(message('You have {{count}} new notifications.', { count: total })),
    paragraphs: [
      ...listed.map((notification) => digestLine(notification, links, language)),
      ...(more > 0 ? [say(message('And {{count}} more notifications.', { count: more }))] : []),
    ],
    action: { label: say(message('See your notifications')), url: hrefs.home() },
    footer: [
      say(
        message(
          'You get this email once a day because {{kinds}} come in a daily digest. To stop the daily digest, open {{link}}',
          { kinds: kindList(kinds, language), link: links.absolute(links.unsubscribePage) },
        ),
      ),
      say(settingsLine(links)),
    ],
    unsubscribeUrl: links.oneClick,
  };
}
