import {
  MIN_PASSWORD_LENGTH,
  USERNAME_PATTERN,
  type ApiFieldError,
  type RegisterFields,
} from '@kinora/contract';
import { badRequest, conflict, fieldError, message } from './http-error';
import { isCommonPassword } from './passwords';

/**
 * The one check of a new password, at sign-up and on a change (`field` names the form field):
 * the spec's minimum length, with its own message people read on the form, and none of the
 * passwords that attackers try first. The maximum (128) is the request schemas'.
 */
export function checkPassword(password: string, field = 'password'): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    const said = message('Password must be at least {{min}} characters long.', {
      min: MIN_PASSWORD_LENGTH,
    });
    throw badRequest(said, [fieldError(field, said)]);
  }
  if (isCommonPassword(password)) {
    const said = message('This password is too common. Choose one that is harder to guess.');
    throw badRequest(said, [fieldError(field, said)]);
  }
}

const USERNAME = new RegExp(USERNAME_PATTERN);

/** Usernames are trimmed and lowercased before their (URL-safe) alphabet is checked. */
export function normalizeUsername(raw: string): string {
  const username = raw.trim().toLowerCase();
  if (!USERNAME.test(username)) {
    const said = message('username must be 3 to 30 characters: letters, digits, ".", "_" or "-"');
    throw badRequest(said, [fieldError('username', said)]);
  }
  return username;
}

/**
 * The fields of a new account as they are kept, from a sign-up or an application that passed the
 * request schema: the password checked, the username normalized, the email trimmed.
 */
export function newAccountFields(fields: RegisterFields): RegisterFields {
  checkPassword(fields.password);
  return {
    username: normalizeUsername(fields.username),
    email: fields.email.trim(),
    fullName: fields.fullName,
    password: fields.password,
  };
}

/** 409 naming the fields of a new account that another one (or an application) holds. */
export function duplicateAccountFields(taken: { username: boolean; email: boolean }) {
  const errors: ApiFieldError[] = [];
  if (taken.username) errors.push(fieldError('username', message('Username is already taken.')));
  if (taken.email) errors.push(fieldError('email', message('Email is already registered.')));
  // Both fields' messages in one sentence of its own, as each language puts them together.
  const said =
    taken.username && taken.email
      ? message('Username is already taken. Email is already registered.')
      : taken.username
        ? message('Username is already taken.')
        : message('Email is already registered.');
  return conflict(said, errors);
}
