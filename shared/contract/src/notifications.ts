import { Type, type Static } from 'typebox';
import { NOTIFICATION_KINDS, REPORT_ITEM_KINDS, SESSION_END_REASONS } from './constants';
import { DateTimeSchema, IdParams, IdSchema, PageSchema } from './envelope';
import { PublicUserSchema } from './users';

export const NotificationKindSchema = Type.Enum(NOTIFICATION_KINDS);

/**
 * One notification as its recipient sees it. `video`, `comment` and `post` are what it is about
 * (present as the kind needs them); things the recipient may no longer see are never listed.
 */
export const NotificationSchema = Type.Object({
  _id: IdSchema,
  kind: NotificationKindSchema,
  actor: Type.Union([PublicUserSchema, Type.Null()], {
    description: 'Who did it; null on the site’s own notices (report outcomes name no moderator)',
  }),
  video: Type.Union([Type.Object({ _id: Type.String(), title: Type.String() }), Type.Null()], {
    description:
      'The video (new video, comment on it); for a reply, the video of the thread (a YouTube id for YouTube videos, then title is empty)',
  }),
  comment: Type.Union([
    Type.Object({
      _id: IdSchema,
      excerpt: Type.String(),
      threadId: Type.String({
        description: 'The top-level comment of its thread: the comment itself, or a reply’s parent',
      }),
    }),
    Type.Null(),
  ]),
  post: Type.Union(
    [
      Type.Object({
        _id: IdSchema,
        excerpt: Type.String(),
        threadId: Type.String({
          description:
            'The top-level post whose page shows it: the post itself, or a reply’s parent',
        }),
      }),
      Type.Null(),
    ],
    { description: 'The post liked; for a reply (`post_reply`), the reply itself' },
  ),
  report: Type.Optional(
    Type.Object(
      {
        itemKind: Type.Enum(REPORT_ITEM_KINDS),
        outcome: Type.Union([Type.Literal('removed'), Type.Literal('reviewed')], {
          description:
            'removed: "We removed the <item> you reported"; reviewed: "We reviewed your report"',
        }),
      },
      { description: 'On `report_outcome`: what came of a report this user made' },
    ),
  ),
  read: Type.Boolean(),
  createdAt: DateTimeSchema,
});
export type Notification = Static<typeof NotificationSchema>;

/** `GET /notifications?page=&limit=`: newest first, with the unread count of the badge. */
export const NotificationPageSchema = Type.Object({
  ...PageSchema(NotificationSchema).properties,
  unreadCount: Type.Integer(),
});
export type NotificationPage = Static<typeof NotificationPageSchema>;

export const NotificationParamsSchema = IdParams('notificationId');

/** `PATCH /notifications/:id/read` and `/read-all` answer the unread count left. */
export const NotificationStreamStateSchema = Type.Object({ unreadCount: Type.Integer() });
export type NotificationStreamState = Static<typeof NotificationStreamStateSchema>;

export const NotificationStreamItemSchema = Type.Object({
  notification: NotificationSchema,
  unreadCount: Type.Integer(),
});
export type NotificationStreamItem = Static<typeof NotificationStreamItemSchema>;

/** The `session-ended` event of the stream: why, and for a suspension what the account is told. */
export const NotificationStreamSessionEndedSchema = Type.Object({
  reason: Type.Enum(SESSION_END_REASONS),
  message: Type.Optional(
    Type.String({
      description: 'For `suspended`: the suspension, as a sign-in is refused with it',
    }),
  ),
});
export type NotificationStreamSessionEnded = Static<typeof NotificationStreamSessionEndedSchema>;

/**
 * `POST /notifications/stream-ticket`: EventSource cannot send the Authorization header, so the
 * stream URL carries this short-lived, signed ticket instead of the access token.
 */
export const StreamTicketSchema = Type.Object({
  ticket: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds the ticket stays valid for opening a stream' }),
});
export type StreamTicket = Static<typeof StreamTicketSchema>;

export const NotificationStreamQuerySchema = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 2000 }),
});

/** `GET/PUT /users/notification-preferences`: every kind, on or off (all on by default). */
export const NotificationPreferencesSchema = Type.Object(
  {
    new_video: Type.Boolean({ description: 'A subscribed channel published a video' }),
    video_comment: Type.Boolean({ description: 'Someone commented on my video' }),
    comment_reply: Type.Boolean({ description: 'Someone replied to my comment' }),
    new_subscriber: Type.Boolean({ description: 'Someone subscribed to my channel' }),
    post_liked: Type.Boolean({ description: 'Someone liked my community post' }),
    post_reply: Type.Boolean({ description: 'Someone replied to my community post or reply' }),
  },
  { additionalProperties: false },
);
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
