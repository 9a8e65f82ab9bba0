import { EMAIL_CONFIRMATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from '@kinora/contract';
import type { MailContent } from '../mail';

/**
 * The words of the mails about an account. The pages their links open are the web app's:
 * `/reset-password` and `/verify-email`, each with the link's `token`.
 */
export const RESET_PASSWORD_PAGE = '/reset-password';
export const VERIFY_EMAIL_PAGE = '/verify-email';

const linkTo = (page: string, token: string) => `${page}?token=${encodeURIComponent(token)}`;

const NOT_ASKED_TO_VERIFY =
  'If you did not create an account with this address, ignore this email: nothing happens without the link.';

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

export function passwordResetMail(token: string): MailContent {
  return {
    subject: 'Reset your password',
    heading: 'Reset your password',
    paragraphs: [
      'Someone asked to reset the password of the account that uses this address. Choose a new password with the link below.',
      `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs out every device signed in to the account.`,
    ],
    action: { label: 'Choose a new password', url: linkTo(RESET_PASSWORD_PAGE, token) },
    footer: ['If you did not ask for this, ignore this email: your password stays as it is.'],
  };
}

/** The link that proves the address is the account's: at sign-up, on approval, or asked again. */
export function verificationMail(
  token: string,
  reason: 'registered' | 'approved' | 'asked',
): MailContent {
  const opening = {
    registered:
      'Welcome! Confirm that this address is yours, so your account can be recovered with it.',
    approved:
      'Your application was approved: your account is ready and you can sign in. Confirm that this address is yours, so your account can be recovered with it.',
    asked: 'Confirm that this address is yours, so your account can be recovered with it.',
  }[reason];
  return {
    subject: 'Confirm your email address',
    heading: 'Confirm your email address',
    paragraphs: [opening, `The link works for ${EMAIL_CONFIRMATION_TTL_HOURS} hours.`],
    action: { label: 'Confirm my address', url: linkTo(VERIFY_EMAIL_PAGE, token) },
    footer: [NOT_ASKED_TO_VERIFY],
  };
}

/** To the new address of a change: the account's address changes only once this is confirmed. */
export function changeConfirmationMail(token: string): MailContent {
  return {
    subject: 'Confirm your new email address',
    heading: 'Confirm your new email address',
    paragraphs: [
      'Someone asked to make this the address of their account. It becomes the account’s address once you confirm it with the link below.',
      `The link works for ${EMAIL_CONFIRMATION_TTL_HOURS} hours.`,
    ],
    action: { label: 'Confirm the new address', url: linkTo(VERIFY_EMAIL_PAGE, token) },
    footer: ['If you did not ask for this, ignore this email: no account will use this address.'],
  };
}

/** To the old address of a change, which keeps being the account's until the new one confirms. */
export function changeNoticeMail(newEmail: string): MailContent {
  return {
    subject: 'A change of your email address was asked for',
    heading: 'A change of your email address was asked for',
    paragraphs: [
      `Someone signed in to your account asked to change its address to ${maskEmail(newEmail)}. This address stays the account’s until the new one is confirmed from the mail sent to it.`,
      'If this was you, there is nothing to do here.',
    ],
    footer: [
      'If this was not you, sign in and cancel the change under Settings, then change your password: whoever asked knows it.',
    ],
  };
}
