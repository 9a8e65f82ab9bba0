import { MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from '@kinora/contract';
import { badRequest } from './http-error';
import { isCommonPassword } from './passwords';

/**
 * The one check of a new password, at sign-up and on a change (`field` names the form field):
 * the spec's minimum length, with its own message people read on the form, and none of the
 * passwords that attackers try first. The maximum (128) is the request schemas'.
 */
export function checkPassword(password: string, field = 'password'): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
    throw badRequest(message, [{ field, message }]);
  }
  if (isCommonPassword(password)) {
    const message = 'This password is too common. Choose one that is harder to guess.';
    throw badRequest(message, [{ field, message }]);
  }
}

const USERNAME = new RegExp(USERNAME_PATTERN);

/** Usernames are trimmed and lowercased before their (URL-safe) alphabet is checked. */
export function normalizeUsername(raw: string): string {
  const username = raw.trim().toLowerCase();
  if (!USERNAME.test(username)) {
    const message = 'username must be 3 to 30 characters: letters, digits, ".", "_" or "-"';
    throw badRequest(message, [{ field: 'username', message }]);
  }
  return username;
}
