import { MIN_PASSWORD_LENGTH } from '@kinora/shared/contract';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';

export const USERNAME_PATTERN = '^[a-z0-9_.-]{3,30}$';

/** Register fields (multipart or JSON); the password length has its own message from the spec. */
export const RegisterFieldsSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 60 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ maxLength: 128 }),
});

export const LoginBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});

export const UpdateAccountBodySchema = Type.Object({
  fullName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
});

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
    throw badRequest(message, [{ field: 'password', message }]);
  }
}

/** Usernames are trimmed and lowercased; they appear in URLs, so the alphabet is small. */
export function normalizeUsername(raw: string): string {
  const username = raw.trim().toLowerCase();
  if (!new RegExp(USERNAME_PATTERN).test(username)) {
    const message = 'username must be 3 to 30 characters: letters, digits, ".", "_" or "-"';
    throw badRequest(message, [{ field: 'username', message }]);
  }
  return username;
}

export function normalizeFullName(raw: string): string {
  const fullName = raw.trim();
  if (!fullName)
    throw badRequest('fullName is required', [
      { field: 'fullName', message: 'fullName is required' },
    ]);
  return fullName;
}
