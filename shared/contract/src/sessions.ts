import { Type, type Static } from 'typebox';
import { SIGN_IN_METHODS } from './constants';
import { DateTimeSchema, IdParams, IdSchema } from './envelope';

/**
 * One signed-in device of the account, as `GET /users/sessions` lists them (most recently used
 * first). A session is one chain of refresh tokens: it starts at login or registration and ends
 * at logout, a password change (for the other devices), `DELETE /users/sessions…` or expiry.
 */
export const SessionSchema = Type.Object({
  _id: IdSchema,
  browser: Type.Union([Type.String(), Type.Null()], {
    description: 'Browser name and major version read from the user agent, e.g. "Firefox 128"',
  }),
  os: Type.Union([Type.String(), Type.Null()], {
    description: 'Operating system read from the user agent, e.g. "Windows 10"',
  }),
  deviceType: Type.Union([Type.String(), Type.Null()], {
    description: '"desktop", "mobile", "tablet" or "tv" when the user agent says so',
  }),
  createdAt: DateTimeSchema,
  lastUsedAt: DateTimeSchema,
  current: Type.Boolean({ description: 'True for the session of the asking access token' }),
  signInMethod: Type.Enum(SIGN_IN_METHODS, {
    description: 'How the session was signed in: password alone, with a second factor, a passkey…',
  }),
});
export type Session = Static<typeof SessionSchema>;

/** `DELETE /users/sessions/:sessionId`: the account's own sessions only (404 for any other id). */
export const SessionParamsSchema = IdParams('sessionId');

/** `DELETE /users/sessions`: how many other sessions were signed out. */
export const SessionsRevokedSchema = Type.Object({ revoked: Type.Integer() });
export type SessionsRevoked = Static<typeof SessionsRevokedSchema>;
