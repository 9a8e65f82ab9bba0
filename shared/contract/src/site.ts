import { Type, type Static } from 'typebox';
import {
  APPLICATION_REASON_MAX_LENGTH,
  APPLICATION_STATUSES,
  REGISTRATION_MODES,
  SITE_DESCRIPTION_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
  SITE_RULES_MAX_LENGTH,
} from './constants';
import { BlockedWordsSchema } from './comment-controls';
import { DateTimeSchema, IdParams, IdSchema, PagedQuery, TrimmedString } from './envelope';
import { RegisterFieldsSchema, SensitiveContentModeSchema } from './users';

export const RegistrationModeSchema = Type.Enum(REGISTRATION_MODES);

/** `GET /site`: what anyone may know of the site, for the About and registration pages. */
export const SiteInfoSchema = Type.Object({
  name: Type.String(),
  description: Type.String(),
  rules: Type.String({ description: 'Plain text; blank lines separate paragraphs' }),
  registration: RegistrationModeSchema,
  sensitiveContent: SensitiveContentModeSchema(),
  requireEmailVerification: Type.Boolean({
    description:
      'An account must verify its address before it uploads, comments or posts (`REQUIRE_EMAIL_VERIFICATION`)',
  }),
});
export type SiteInfo = Static<typeof SiteInfoSchema>;

/** `GET`/`PUT /admin/settings` (admins). */
export const SiteSettingsSchema = Type.Object(
  {
    name: TrimmedString({ minLength: 1, maxLength: SITE_NAME_MAX_LENGTH }),
    description: TrimmedString({ maxLength: SITE_DESCRIPTION_MAX_LENGTH }),
    rules: TrimmedString({ maxLength: SITE_RULES_MAX_LENGTH }),
    registration: RegistrationModeSchema,
    sensitiveContent: SensitiveContentModeSchema(),
    blockedWords: BlockedWordsSchema,
  },
  { additionalProperties: false },
);
export type SiteSettings = Static<typeof SiteSettingsSchema>;

/**
 * `POST /users/applications`: where registration needs approval, a person applies with the
 * fields of an account and why they want one. No account exists until an admin approves.
 */
export const ApplicationRequestSchema = Type.Object(
  {
    ...RegisterFieldsSchema.properties,
    reason: TrimmedString({ minLength: 1, maxLength: APPLICATION_REASON_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ApplicationRequest = Static<typeof ApplicationRequestSchema>;

export const ApplicationStatusSchema = Type.Enum(APPLICATION_STATUSES);

/** What the applicant is answered: their application waits. */
export const ApplicationReceiptSchema = Type.Object({ status: ApplicationStatusSchema });
export type ApplicationReceipt = Static<typeof ApplicationReceiptSchema>;

/** An application as the admins list it. */
export const ApplicationSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  reason: Type.String(),
  status: ApplicationStatusSchema,
  refusalReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTimeSchema,
  decidedAt: Type.Union([DateTimeSchema, Type.Null()]),
});
export type Application = Static<typeof ApplicationSchema>;

/** `GET /admin/applications`: pending first by default, oldest first so none waits forever. */
export const ApplicationQuerySchema = PagedQuery({
  status: Type.Optional(ApplicationStatusSchema),
});
export type ApplicationQuery = Static<typeof ApplicationQuerySchema>;

export const ApplicationParamsSchema = IdParams('applicationId');

/** `POST /admin/applications/:id/decision`: approve (the account is made) or refuse, with a reason. */
export const ApplicationDecisionSchema = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('refuse')]),
    reason: Type.Optional(TrimmedString({ maxLength: APPLICATION_REASON_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type ApplicationDecision = Static<typeof ApplicationDecisionSchema>;
