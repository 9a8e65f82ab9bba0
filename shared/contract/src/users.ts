import { Type, type Static } from 'typebox';
import { DateTimeSchema, IdSchema, PagedQuery, TrimmedString } from './envelope';

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
  createdAt: DateTimeSchema,
});
export type User = Static<typeof UserSchema>;

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
  createdAt: DateTimeSchema,
});
export type ChannelProfile = Static<typeof ChannelProfileSchema>;

export const ChannelParamsSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 60 }),
});

export const ChannelSearchQuerySchema = PagedQuery({ query: Type.String({ maxLength: 100 }) });

export const LoginRequestSchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** `POST /users/login` */
export const LoginResponseSchema = Type.Object({
  user: UserSchema,
  accessToken: Type.String(),
  refreshToken: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

const FullNameSchema = TrimmedString({ minLength: 1, maxLength: 100 });
const EmailSchema = Type.String({ format: 'email', maxLength: 254 });

/**
 * `POST /users/register` is multipart: these fields and an optional `avatar` file (JSON without
 * the file works too). The password's minimum length has a message of its own, so it is checked
 * after the schema.
 */
export const RegisterFieldsSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 60 }),
  email: EmailSchema,
  fullName: FullNameSchema,
  password: Type.String({ maxLength: 128 }),
});
export type RegisterFields = Static<typeof RegisterFieldsSchema>;

/** `POST /users/register` (201) */
export const RegisterResponseSchema = Type.Object({ user: UserSchema, accessToken: Type.String() });
export type RegisterResponse = Static<typeof RegisterResponseSchema>;

/** `POST /users/refresh-token`: the new refresh token travels only in the httpOnly cookie. */
export const RefreshResponseSchema = Type.Object({ accessToken: Type.String() });
export type RefreshResponse = Static<typeof RefreshResponseSchema>;

/** `PATCH /users/update-account` */
export const UpdateAccountRequestSchema = Type.Object({
  fullName: Type.Optional(FullNameSchema),
  email: Type.Optional(EmailSchema),
});
export type UpdateAccountRequest = Static<typeof UpdateAccountRequestSchema>;

/** `DELETE /users/history` */
export const HistoryClearedSchema = Type.Object({ removed: Type.Integer() });
