import { Type, type Static } from 'typebox';
import {
  MODERATION_ACTIONS,
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  REPORT_ITEM_KINDS,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  SUSPENSION_DURATIONS,
  USER_ROLES,
} from './constants';
import { DateTimeSchema, IdParams, IdSchema, PagedQuery, TrimmedString } from './envelope';
import { CommentSchema, PostSchema } from './social';
import { PublicUserSchema } from './users';
import { VideoSchema } from './videos';

export const ReportItemKindSchema = Type.Enum(REPORT_ITEM_KINDS);
export const ReportReasonSchema = Type.Enum(REPORT_REASONS);

/**
 * `POST /reports`: a signed-in user reports a video, a comment (on an own or a YouTube video), a
 * community post or a channel (`itemId` is the channel's user id). One open report per reporter
 * and item; one's own items cannot be reported.
 */
export const CreateReportRequestSchema = Type.Object(
  {
    itemKind: ReportItemKindSchema,
    itemId: IdSchema,
    reason: ReportReasonSchema,
    text: Type.Optional(TrimmedString({ maxLength: REPORT_TEXT_MAX_LENGTH })),
    startAt: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 86_400,
        description: 'For a video: the second the report is about',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateReportRequest = Static<typeof CreateReportRequestSchema>;

export const CreatedReportSchema = Type.Object({ reportId: IdSchema });
export type CreatedReport = Static<typeof CreatedReportSchema>;

/** One report as the moderators see it. */
export const ReportSchema = Type.Object({
  _id: IdSchema,
  reason: ReportReasonSchema,
  text: Type.String(),
  startAt: Type.Union([Type.Number(), Type.Null()]),
  reporter: PublicUserSchema,
  createdAt: DateTimeSchema,
});
export type Report = Static<typeof ReportSchema>;

/**
 * A reported thing, shown in place in the queue: the one of `video`, `comment`, `post` or
 * `channel` its kind names. Moderators see it whatever its state (removed, private, a suspended
 * owner's), so they can judge it and undo what was done.
 */
export const ModerationItemSchema = Type.Object({
  kind: ReportItemKindSchema,
  _id: IdSchema,
  owner: PublicUserSchema,
  ownerSuspendedUntil: Type.Union([DateTimeSchema, Type.Null()], {
    description: "When the owner's suspension ends (far future for good); null when not suspended",
  }),
  removedAt: Type.Union([DateTimeSchema, Type.Null()]),
  removedReason: Type.Union([Type.String(), Type.Null()]),
  video: Type.Optional(VideoSchema),
  comment: Type.Optional(
    Type.Object({
      ...CommentSchema.properties,
      videoId: Type.String({ description: 'The video it is on (a YouTube id for YouTube videos)' }),
    }),
  ),
  post: Type.Optional(PostSchema),
  channel: Type.Optional(PublicUserSchema),
});
export type ModerationItem = Static<typeof ModerationItemSchema>;

export const ReportStatusSchema = Type.Union([Type.Literal('open'), Type.Literal('resolved')]);

/** One line of the queue: an item with its reports, the newest report first. */
export const ReportedItemSchema = Type.Object({
  item: ModerationItemSchema,
  status: ReportStatusSchema,
  reportCount: Type.Integer(),
  reasons: Type.Array(Type.Object({ reason: ReportReasonSchema, count: Type.Integer() }), {
    description: 'Each reason given, most given first',
  }),
  reports: Type.Array(ReportSchema, { description: 'The newest reports first, at most 20' }),
  latestReportAt: DateTimeSchema,
});
export type ReportedItem = Static<typeof ReportedItemSchema>;

/** `GET /moderation/reports`: open items by default, the most recently reported first. */
export const ReportQueueQuerySchema = PagedQuery({
  status: Type.Optional(ReportStatusSchema),
  kind: Type.Optional(ReportItemKindSchema),
  reason: Type.Optional(ReportReasonSchema),
});
export type ReportQueueQuery = Static<typeof ReportQueueQuerySchema>;

export const ReportParamsSchema = IdParams('reportId');

/**
 * `POST /moderation/reports/:reportId/actions`: acts on the reported item (any of its reports
 * names it) and resolves its open reports. `reason` is shown to the owner (removal, suspension);
 * `note` stays with the moderators. `duration` is for `suspend`. `mark-sensitive` and
 * `unmark-sensitive` are for videos only.
 */
export const ModerationActionRequestSchema = Type.Object(
  {
    action: Type.Enum(MODERATION_ACTIONS),
    note: Type.Optional(TrimmedString({ maxLength: MODERATION_NOTE_MAX_LENGTH })),
    reason: Type.Optional(TrimmedString({ maxLength: MODERATION_REASON_MAX_LENGTH })),
    duration: Type.Optional(Type.Enum(SUSPENSION_DURATIONS)),
  },
  { additionalProperties: false },
);
export type ModerationActionRequest = Static<typeof ModerationActionRequestSchema>;

/** One entry of the audit log: never edited, never deleted with the item. */
export const ModerationLogEntrySchema = Type.Object({
  _id: IdSchema,
  action: Type.Enum(MODERATION_ACTIONS),
  moderator: Type.Union([PublicUserSchema, Type.Null()], {
    description: 'Null once the moderator’s account is gone',
  }),
  itemKind: ReportItemKindSchema,
  itemId: IdSchema,
  owner: Type.Union([PublicUserSchema, Type.Null()]),
  note: Type.String(),
  reason: Type.String(),
  suspendedUntil: Type.Union([DateTimeSchema, Type.Null()]),
  createdAt: DateTimeSchema,
});
export type ModerationLogEntry = Static<typeof ModerationLogEntrySchema>;

/** `GET /moderation/log`: newest first. */
export const ModerationLogQuerySchema = PagedQuery({
  moderatorId: Type.Optional(IdSchema),
  itemKind: Type.Optional(ReportItemKindSchema),
  itemId: Type.Optional(IdSchema),
});
export type ModerationLogQuery = Static<typeof ModerationLogQuerySchema>;

/** An account as the admins' users page lists it. */
export const AdminUserSchema = Type.Object({
  user: PublicUserSchema,
  email: Type.String(),
  role: Type.Enum(USER_ROLES),
  createdAt: DateTimeSchema,
  suspendedUntil: Type.Union([DateTimeSchema, Type.Null()]),
  suspensionReason: Type.Union([Type.String(), Type.Null()]),
});
export type AdminUser = Static<typeof AdminUserSchema>;

/** `GET /admin/users`: by username, newest accounts first. */
export const AdminUserQuerySchema = PagedQuery({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(Type.Enum(USER_ROLES)),
});
export type AdminUserQuery = Static<typeof AdminUserQuerySchema>;

export const AdminUserParamsSchema = IdParams('userId');

/** `PUT /admin/users/:userId/role`: admins grant and take the moderator role (not admin). */
export const SetRoleRequestSchema = Type.Object(
  { role: Type.Union([Type.Literal('user'), Type.Literal('moderator')]) },
  { additionalProperties: false },
);
export type SetRoleRequest = Static<typeof SetRoleRequestSchema>;
