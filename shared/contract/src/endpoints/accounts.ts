import { LoginResultSchema } from '../account-security';
import { EmptySchema, PageQuerySchema, PageSchema } from '../envelope';
import { SessionParamsSchema, SessionSchema, SessionsRevokedSchema } from '../sessions';
import { ChannelIdParamsSchema, SubscriptionStatusSchema, UserParamsSchema } from '../social';
import {
  ChangePasswordRequestSchema,
  ChannelParamsSchema,
  ChannelProfileSchema,
  ChannelSearchQuerySchema,
  DeleteAccountRequestSchema,
  LoginRequestSchema,
  PublicUserSchema,
  RefreshResponseSchema,
  RegisterResponseSchema,
  UpdateAccountRequestSchema,
  UserSchema,
} from '../users';
import { DataExportFileParamsSchema, DataExportSchema } from '../data-export';
import { defineEndpoints } from './define';

/** Signing up, in, and out, and the refresh, document the same statuses. */
const sessionStartErrors = [400, 401, 403, 409, 413, 415, 429] as const;
const imageErrors = [400, 401, 413, 415] as const;

/** Accounts and their sessions, channel profiles and search, and subscriptions. */
export const accountEndpoints = defineEndpoints({
  'POST /users/register': {
    tags: ['users'],
    summary:
      'Create an account (multipart: username, email, fullName, password, optional avatar and coverImage); 403 while registration is closed or needs approval (then apply with POST /users/applications)',
    consumes: ['multipart/form-data', 'application/json'],
    status: 201,
    response: RegisterResponseSchema,
    errors: sessionStartErrors,
  },
  'POST /users/login': {
    tags: ['users'],
    summary:
      'Sign in with email and password, or username and password; an account with two-factor sign-in answers a challenge for POST /users/login/second-factor instead of a session',
    body: LoginRequestSchema,
    response: LoginResultSchema,
    errors: sessionStartErrors,
  },
  'POST /users/refresh-token': {
    tags: ['users'],
    summary: 'Exchange the refresh cookie for a new access token (needs the X-XSRF-TOKEN header)',
    response: RefreshResponseSchema,
    errors: sessionStartErrors,
  },
  'POST /users/logout': {
    tags: ['users'],
    summary: 'Revoke the session of the refresh cookie and clear the cookies (needs X-XSRF-TOKEN)',
    response: EmptySchema,
    errors: sessionStartErrors,
  },
  'GET /users/current-user': {
    tags: ['users'],
    summary: 'The signed-in account',
    auth: 'user',
    response: UserSchema,
    errors: [401],
  },

  'PATCH /users/update-account': {
    tags: ['users'],
    summary:
      'Change full name, channel description, links and/or email (a new email needs currentPassword, and becomes the account’s once confirmed from the mail sent to it)',
    auth: 'user',
    body: UpdateAccountRequestSchema,
    response: UserSchema,
    errors: [400, 401, 409, 429],
  },
  'PATCH /users/avatar': {
    tags: ['users'],
    summary: 'Replace the avatar (multipart with one `avatar` image)',
    auth: 'user',
    consumes: ['multipart/form-data'],
    response: UserSchema,
    errors: imageErrors,
  },
  'PATCH /users/cover-image': {
    tags: ['users'],
    summary: 'Replace the channel banner (multipart with one `coverImage` image)',
    auth: 'user',
    consumes: ['multipart/form-data'],
    response: UserSchema,
    errors: imageErrors,
  },
  'POST /users/change-password': {
    tags: ['users'],
    summary: 'Change the password; every other session of the account is signed out',
    auth: 'user',
    body: ChangePasswordRequestSchema,
    response: EmptySchema,
    errors: [400, 401, 429],
  },
  'DELETE /users': {
    tags: ['users'],
    summary:
      'Delete the account and everything of it: videos and their files, comments, likes, playlists, posts, subscriptions, history, sessions',
    auth: 'user',
    body: DeleteAccountRequestSchema,
    response: EmptySchema,
    errors: [400, 401, 429],
  },

  'GET /users/sessions': {
    tags: ['sessions'],
    summary: 'Signed-in devices of the account, most recently used first',
    auth: 'user',
    querystring: PageQuerySchema,
    response: PageSchema(SessionSchema),
    errors: [400, 401],
  },
  'DELETE /users/sessions/:sessionId': {
    tags: ['sessions'],
    summary: 'Sign one device out (this one too, when its id is given)',
    auth: 'user',
    params: SessionParamsSchema,
    response: EmptySchema,
    errors: [400, 401, 404],
  },
  'DELETE /users/sessions': {
    tags: ['sessions'],
    summary: 'Sign out every other device; this one stays signed in',
    auth: 'user',
    response: SessionsRevokedSchema,
    errors: [401],
  },

  'GET /users/c/:username': {
    tags: ['channels'],
    summary: 'A channel profile by username: description, cover image, links and its video totals',
    params: ChannelParamsSchema,
    response: ChannelProfileSchema,
    errors: [400, 404],
  },
  'GET /users/search-channels': {
    tags: ['channels'],
    summary: 'Channels whose username or full name contains the query (case-insensitive)',
    querystring: ChannelSearchQuerySchema,
    response: PageSchema(PublicUserSchema),
    errors: [400],
  },

  'GET /subscriptions/c/:channelId': {
    tags: ['subscriptions'],
    summary: "A channel's subscriber count and whether the viewer subscribes",
    params: ChannelIdParamsSchema,
    response: SubscriptionStatusSchema,
    errors: [400, 404],
  },
  'POST /subscriptions/c/:channelId': {
    tags: ['subscriptions'],
    summary: 'Subscribe or unsubscribe; answers the new status',
    auth: 'user',
    params: ChannelIdParamsSchema,
    response: SubscriptionStatusSchema,
    errors: [400, 401, 404],
  },
  'GET /subscriptions/u/:userId': {
    tags: ['subscriptions'],
    summary: 'The channels a user subscribes to (only the user may see this list)',
    auth: 'user',
    params: UserParamsSchema,
    querystring: PageQuerySchema,
    response: PageSchema(PublicUserSchema),
    errors: [400, 401, 403],
  },

  'GET /users/data-export': {
    tags: ['users'],
    summary: 'Where the archive of the account’s own data stands, with its link once it is ready',
    auth: 'user',
    response: DataExportSchema,
    errors: [401],
  },
  'POST /users/data-export': {
    tags: ['users'],
    summary:
      'Prepare an archive of the account’s data (profile, videos, comments, posts, playlists, history, likes, subscriptions); its link is mailed when it is ready. One at a time: 409 while one is being prepared',
    auth: 'user',
    status: 201,
    response: DataExportSchema,
    errors: [401, 409, 429],
  },
  'GET /users/data-export/:exportId/:token': {
    tags: ['users'],
    summary: 'The archive (a zip); the link is its own key and ends with the archive',
    params: DataExportFileParamsSchema,
    produces: 'application/zip',
    response: null,
    errors: [400, 404],
  },
});
