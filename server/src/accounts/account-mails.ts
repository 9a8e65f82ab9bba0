import {
  EMAIL_CONFIRMATION_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  type LanguageCode,
} from '@kinora/contract';
import { message, translate, type Message } from '../i18n/translate';
import type { MailContent } from '../mail';

/**
 * The words of the mails about an account. The pages their links open are the web app's:
 * `/reset-password` and `/verify-email`, each with the link's `token`.
 */
export const RESET_PASSWORD_PAGE = '/reset-password';
export const VERIFY_EMAIL_PAGE = '/verify-email';

const linkTo = (page: string, token: string) => `${page}?token=${encodeURIComponent(token)}`;

const NOT_ASKED_TO_VERIFY = message(
  'If you did not create an account with this address, ignore this email: nothing happens without the link.',
);

/** The words of a mail in its reader's language: the one of the request that sent it. */
const writer = (language: LanguageCode) => (said: Message) => translate(said, language);

/** Hides most of an address while leaving its owner able to recognise it: `jo…@ex…e.org`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const keep = (part: string, n: number) => (part.length <= n ? part : `${part.slice(0, n)}…`);
  const hostShown =
    host.length <= 3 ? `${host.slice(0, 1)}…` : `${host.slice(0, 2)}…${host.slice(-1)}`;
  return `${keep(local, 2)}@${hostShown}${tld}`;
}

export function passwordResetMail(token: string, language: LanguageCode): MailContent {
  const say = writer(language);
  return {
    language,
    subject: say(message('Reset your password')),
    heading: say(message('Reset your password')),
    paragraphs: [
      say(
        message(
          'Someone asked to reset the password of the account that uses this address. Choose a new password with the link below.',
        ),
      ),
      say(
        message(
          'The link works once, for {{minutes}} minutes. Setting a new password signs out every device signed in to the account.',
          { minutes: PASSWORD_RESET_TTL_MINUTES },
        ),
      ),
    ],
    action: {
      label: say(message('Choose a new password')),
      url: linkTo(RESET_PASSWORD_PAGE, token),
    },
    footer: [
      say(message('If you did not ask for this, ignore this email: your password stays as it is.')),
    ],
  };
}

/** The link that proves the address is the account's: at sign-up, on approval, or asked again. */
export function verificationMail(
  token: string,
  reason: 'registered' | 'approved' | 'asked',
  language: LanguageCode,
): MailContent {
  const say = writer(language);
  const opening = {
    registered: message(
      'Welcome! Confirm that this address is yours, so your account can be recovered with it.',
    ),
    approved: message(
      'Your application was approved: your account is ready and you can sign in. Confirm that this address is yours, so your account can be recovered with it.',
    ),
    asked: message('Confirm that this address is yours, so your account can be recovered with it.'),
  }[reason];
  return {
    language,
    subject: say(message('Confirm your email address')),
    heading: say(message('Confirm your email address')),
    paragraphs: [
      say(opening),
      say(message('The link works for {{hours}} hours.', { hours: EMAIL_CONFIRMATION_TTL_HOURS })),
    ],
    action: { label: say(message('Confirm my address')), url: linkTo(VERIFY_EMAIL_PAGE, token) },
    footer: [say(NOT_ASKED_TO_VERIFY)],
  };
}

/** To the new address of a change: the account's address changes only once this is confirmed. */
export function changeConfirmationMail(token: string, language: LanguageCode): MailContent {
  const say = writer(language);
  return {
    language,
    subject: say(message('Confirm your new email address')),
    heading: say(message('Confirm your new email address')),
    paragraphs: [
      say(
        message(
          'Someone asked to make this the address of their account. It becomes the account’s address once you confirm it with the link below.',
        ),
      ),
      say(message('The link works for {{hours}} hours.', { hours: EMAIL_CONFIRMATION_TTL_HOURS })),
    ],
    action: {
      label: say(message('Confirm the new address')),
      url: linkTo(VERIFY_EMAIL_PAGE, token),
    },
    footer: [
      say(
        message(
          'If you did not ask for this, ignore this email: no account will use this address.',
        ),
      ),
    ],
  };
}

/** To the old address of a change, which keeps being the account's until the new one confirms. */
export function changeNoticeMail(newEmail: string, language: LanguageCode): MailContent {
  const say = writer(language);
  return {
    language,
    subject: say(message('A change of your email address was asked for')),
    heading: say(message('A change of your email address was asked for')),
    paragraphs: [
      say(
        message(
          'Someone signed in to your account asked to change its address to {{address}}. This address stays the account’s until the new one is confirmed from the mail sent to it.',
          { address: maskEmail(newEmail) },
        ),
      ),
      say(message('If this was you, there is nothing to do here.')),
    ],
    footer: [
      say(
        message(
          'If this was not you, sign in and cancel the change under Settings, then change your password: whoever asked knows it.',
        ),
      ),
    ],
  };
}
