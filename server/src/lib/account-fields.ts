import { MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from '@kinora/contract';
import { badRequest } from './http-error';

/** The minimum length has a message of its own, which people read on the sign-up form. */
export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
    throw badRequest(message, [{ field: 'password', message }]);
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
