import { hrefs } from '@kinora/shared/routing';
import type { Notification } from '@kinora/contract';
import type { MailContent } from '../mail';
import type { EmailKind } from './email-preference-repository';

/** How each kind is named where a mail says why it came. */
const KIND_NAMES: Record<EmailKind, string> = {
  new_video: 'new videos from your subscriptions',
  video_comment: 'comments on your videos',
  comment_reply: 'replies to your comments',
  new_subscriber: 'new subscribers',
  post_liked: 'likes of your posts',
  post_reply: 'replies to your posts',
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

/**
 * The words of one notification, from what the recipient may see of it (the notifications'
 * own reading): the actor's name, the video's title, an excerpt. The links lead where the bell's
 * items lead: the video, the comment's thread on its watch page, the channel, the post (a reply
 * on its post's page).
 */
export function describeForMail(notification: Notification): Description {
  const { actor, video, comment, post } = notification;
  const name = actor ? oneLine(actor.fullName) : 'Someone';
  const title = video?.title ? `“${oneLine(video.title)}”` : null;
  const channel = actor ? { label: 'See their channel', url: hrefs.channel(actor.username) } : null;
  const thread = (label: string) => {
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
        headline: `${name} uploaded ${title ?? 'a new video'}`,
        quote: null,
        action: video ? { label: 'Watch the video', url: hrefs.watch(video._id) } : channel,
      };
    case 'video_comment':
      return {
        headline: `${name} commented on your video${title ? ` ${title}` : ''}`,
        quote: comment?.excerpt ?? null,
        action: thread('See the comment'),
      };
    case 'comment_reply':
      return {
        headline: `${name} replied to your comment`,
        quote: comment?.excerpt ?? null,
        action: thread('See the reply'),
      };
    case 'new_subscriber':
      return { headline: `${name} subscribed to your channel`, quote: null, action: channel };
    case 'post_liked':
      return {
        headline: `${name} liked your post`,
        quote: post?.excerpt ?? null,
        action: post ? { label: 'See the post', url: hrefs.post(post._id) } : channel,
      };
    case 'post_reply':
      return {
        headline: `${name} replied to your post`,
        quote: post?.excerpt ?? null,
        action: post
          ? { label: 'See the reply', url: hrefs.post(post.threadId, post._id) }
          : channel,
      };
    case 'report_outcome':
      // Never mailed (no preference names it); described so the switch stays complete.
      return { headline: 'We reviewed your report', quote: null, action: null };
  }
}

const settingsLine = (links: MailLinks) =>
  `Choose which emails you get in your notification settings: ${links.absolute(hrefs.settingsNotifications())}`;

/** The mail of one notification, sent as it happens. */
export function notificationMail(
  notification: Notification,
  kind: EmailKind,
  links: MailLinks,
): MailContent & { unsubscribeUrl: string } {
  const { headline, quote, action } = describeForMail(notification);
  return {
    subject: headline,
    heading: `${headline}.`,
    paragraphs: quote ? [`“${quote}”`] : [],
    ...(action ? { action } : {}),
    footer: [
      `You get this email because ${KIND_NAMES[kind]} come by email as they happen. To stop these emails, open ${links.absolute(links.unsubscribePage)}`,
      settingsLine(links),
    ],
    unsubscribeUrl: links.oneClick,
  };
}

/** Items a digest lists; the rest are counted. */
export const DIGEST_LIST_LIMIT = 20;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line of a digest: what happened, its quote, and the link to it. */
function digestLine(notification: Notification, links: MailLinks): string {
  const { headline, quote, action } = describeForMail(notification);
  const what = quote ? `${headline}: “${quote}”` : `${headline}.`;
  return action ? `${what} ${links.absolute(action.url)}` : what;
}

/**
 * The daily digest: the newest notifications listed (at most `DIGEST_LIST_LIMIT`), the rest
 * counted; `kinds` are those the account gets in the digest, named in the footer.
 */
export function digestMail(
  shown: Notification[],
  total: number,
  kinds: EmailKind[],
  links: MailLinks,
): MailContent & { unsubscribeUrl: string } {
  const listed = shown.slice(0, DIGEST_LIST_LIMIT);
  const more = Math.max(0, total - listed.length);
  const count = plural(total, 'new notification', 'new notifications');
  const named = kinds.map((kind) => KIND_NAMES[kind]);
  const why =
    named.length > 1
      ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1] ?? ''}`
      : (named[0] ?? 'some notifications');
  return {
    subject: `Your daily digest: ${count}`,
    heading: `You have ${count}.`,
    paragraphs: [
      ...listed.map((notification) => digestLine(notification, links)),
      ...(more > 0 ? [`And ${plural(more, 'more notification', 'more notifications')}.`] : []),
    ],
    action: { label: 'See your notifications', url: hrefs.home() },
    footer: [
      `You get this email once a day because ${why} come in a daily digest. To stop the daily digest, open ${links.absolute(links.unsubscribePage)}`,
      settingsLine(links),
    ],
    unsubscribeUrl: links.oneClick,
  };
}
