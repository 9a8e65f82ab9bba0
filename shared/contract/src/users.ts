import { Type, type Static } from 'typebox';
import {
  CHANNEL_DESCRIPTION_MAX_LENGTH,
  CHANNEL_LINK_TITLE_MAX_LENGTH,
  CHANNEL_LINK_URL_MAX_LENGTH,
  CHANNEL_LINKS_MAX,
  BLOCK_SCOPES,
  MIN_PASSWORD_LENGTH,
  SENSITIVE_CONTENT_MODES,
  USER_ROLES,
} from './constants';
import { DateTimeSchema, IdSchema, PagedQuery, TrimmedString } from './envelope';

const ChannelDescriptionSchema = TrimmedString({
  maxLength: CHANNEL_DESCRIPTION_MAX_LENGTH,
  description: 'The channel description shown on the channel profile',
});
const CoverImageSchema = Type.Union([Type.String(), Type.Null()], {
  description: 'The channel banner: absolute path or URL, null when none was uploaded',
});

/**
 * One of a channel's links. The URL must be http(s): anything else (javascript:, data:) would
 * run or render in the visitor's page when clicked. The server also parses it as a URL.
 */
export const ChannelLinkSchema = Type.Object(
  {
    title: TrimmedString({ minLength: 1, maxLength: CHANNEL_LINK_TITLE_MAX_LENGTH }),
    url: Type.String({
      maxLength: CHANNEL_LINK_URL_MAX_LENGTH,
      pattern: '^https?://[^\\s]+$',
      description: 'An absolute http:// or https:// URL',
    }),
  },
  { additionalProperties: false },
);
export type ChannelLink = Static<typeof ChannelLinkSchema>;
const ChannelLinksSchema = Type.Array(ChannelLinkSchema, { maxItems: CHANNEL_LINKS_MAX });

/** blur, show or hide: how videos marked sensitive are shown. */
export function SensitiveContentModeSchema() {
  return Type.Enum(SENSITIVE_CONTENT_MODES);
}

/** The signed-in person's own account, as `GET /users/current-user` returns it. */
export const UserSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  avatar: Type.String({
    description:
      'Absolute path or URL; the server substitutes its default avatar when none was uploaded',
  }),
  coverImage: CoverImageSchema,
  description: Type.String(),
  links: ChannelLinksSchema,
  createdAt: DateTimeSchema,
  role: Type.Enum(USER_ROLES, {
    description:
      'user; moderator: granted by an admin, works the moderation queue; admin: granted by the operator (`kinora admin grant`), never by email',
  }),
  isAdmin: Type.Boolean({ description: 'role is admin (platform tools)' }),
  sensitiveContent: Type.Union([SensitiveContentModeSchema(), Type.Null()], {
    description:
      "How this person wants videos marked sensitive shown; null follows the site's setting for visitors",
  }),
  emailVerified: Type.Boolean({
    description: 'The address was confirmed from a mail sent to it',
  }),
  pendingEmail: Type.Union([Type.String(), Type.Null()], {
    description:
      'A new address waiting for its confirmation link; `email` stays the account’s until then',
  }),
});
export type User = Static<typeof UserSchema>;
export type UserRole = User['role'];

/** What anybody may see of a user: never the email, a hash or a token. */
export const PublicUserSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  fullName: Type.String(),
  avatar: Type.String(),
});
export type PublicUser = Static<typeof PublicUserSchema>;

/** `GET /users/search-channels?query=` items and `GET /subscriptions/u/:userId` items. */
export type ChannelSummary = PublicUser;

/** `GET /users/c/:username` */
export const ChannelProfileSchema = Type.Object({
  ...PublicUserSchema.properties,
  subscribersCount: Type.Integer(),
  isSubscribed: Type.Boolean({ description: 'Always false for anonymous viewers' }),
  coverImage: CoverImageSchema,
  description: Type.String(),
  links: ChannelLinksSchema,
  createdAt: DateTimeSchema,
  videosCount: Type.Integer({ description: 'Listed (public and ready) videos' }),
  totalViews: Type.Integer({ description: 'Views summed over the listed videos' }),
  blockScope: Type.Union([Type.Enum(BLOCK_SCOPES), Type.Null()], {
    description:
      "The signed-in viewer's block of this channel (its videos are then left out of their lists); null when none, always null for anonymous viewers",
  }),
});
export type ChannelProfile = Static<typeof ChannelProfileSchema>;

export const ChannelParamsSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 60 }),
});

export const ChannelSearchQuerySchema = PagedQuery({ query: Type.String({ maxLength: 100 }) });

/**
 * `POST /users/login` with `{ email, password }` or `{ username, password }`: exactly one of
 * `email` and `username` (else 400).
 */
export const LoginRequestSchema = Type.Object(
  {
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

/**
 * `POST /users/login`. The refresh token is never in a body: it travels only in the httpOnly
 * cookie, so page scripts cannot read it.
 */
export const LoginResponseSchema = Type.Object({ user: UserSchema, accessToken: Type.String() });
export type LoginResponse = Static<typeof LoginResponseSchema>;

const FullNameSchema = TrimmedString({ minLength: 1, maxLength: 100 });
const EmailSchema = Type.String({ format: 'email', maxLength: 254 });

/**
 * `POST /users/register` is multipart: these fields and optional `avatar` and `coverImage` files
 * (JSON without the files works too); any other field is refused (400 naming it). The password's
 * minimum length has a message of its own, so it is checked after the schema.
 */
export const RegisterFieldsSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 60 }),
    email: EmailSchema,
    fullName: FullNameSchema,
    password: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type RegisterFields = Static<typeof RegisterFieldsSchema>;

/** `POST /users/register` (201) */
export const RegisterResponseSchema = Type.Object({ user: UserSchema, accessToken: Type.String() });
export type RegisterResponse = Static<typeof RegisterResponseSchema>;

/**
 * `POST /users/refresh-token`: the new refresh token travels only in the httpOnly cookie. The
 * account comes along, so a new page restores its session in one round trip.
 */
export const RefreshResponseSchema = Type.Object({ accessToken: Type.String(), user: UserSchema });
export type RefreshResponse = Static<typeof RefreshResponseSchema>;

/**
 * `PATCH /users/update-account`: at least one of `fullName`, `email`, `description`, `links`,
 * `sensitiveContent` (the whole list, replacing the old one). A new email needs `currentPassword`
 * (400 without it, 401 when it is wrong) and is not the account's yet: it becomes `pendingEmail`,
 * a confirmation goes to it and a notice to the old address; answers the `User`.
 */
export const UpdateAccountRequestSchema = Type.Object(
  {
    fullName: Type.Optional(FullNameSchema),
    email: Type.Optional(EmailSchema),
    description: Type.Optional(ChannelDescriptionSchema),
    links: Type.Optional(ChannelLinksSchema),
    sensitiveContent: Type.Optional(Type.Union([SensitiveContentModeSchema(), Type.Null()])),
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type UpdateAccountRequest = Static<typeof UpdateAccountRequestSchema>;

const NewPasswordSchema = Type.String({
  maxLength: 128,
  description: `At least ${MIN_PASSWORD_LENGTH} characters (400 'Password must be at least ${MIN_PASSWORD_LENGTH} characters long.')`,
});

/**
 * `POST /users/change-password` (401 when `oldPassword` is wrong). Every other session of the
 * account is signed out; the one that asked stays.
 */
export const ChangePasswordRequestSchema = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
    newPassword: NewPasswordSchema,
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/**
 * `DELETE /users`: deletes the account with everything of it (videos and their files, comments,
 * likes, playlists, posts, subscriptions both ways, history, sessions). 401 for a wrong password.
 */
export const DeleteAccountRequestSchema = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type DeleteAccountRequest = Static<typeof DeleteAccountRequestSchema>;

/** `DELETE /users/history` */
export const HistoryClearedSchema = Type.Object({ removed: Type.Integer() });
