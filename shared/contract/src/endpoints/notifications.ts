import { PageQuerySchema } from '../envelope';
import {
  NotificationPageSchema,
  NotificationParamsSchema,
  NotificationPreferencesSchema,
  NotificationStreamQuerySchema,
  NotificationStreamStateSchema,
  StreamTicketSchema,
} from '../notifications';
import { defineEndpoints } from './define';

/** The signed-in user's own notifications: listed, marked read, streamed, and which kinds come. */
export const notificationEndpoints = defineEndpoints({
  'GET /notifications': {
    tags: ['notifications'],
    summary: 'My notifications, newest first, with the unread count',
    auth: 'user',
    querystring: PageQuerySchema,
    response: NotificationPageSchema,
    errors: [400, 401],
  },
  'PATCH /notifications/read-all': {
    tags: ['notifications'],
    summary: 'Mark all my notifications read',
    auth: 'user',
    response: NotificationStreamStateSchema,
    errors: [401],
  },
  'PATCH /notifications/:notificationId/read': {
    tags: ['notifications'],
    summary: 'Mark one of my notifications read (404 for anyone else’s)',
    auth: 'user',
    params: NotificationParamsSchema,
    response: NotificationStreamStateSchema,
    errors: [400, 401, 404],
  },
  'POST /notifications/stream-ticket': {
    tags: ['notifications'],
    summary: 'A one-minute ticket to open the notification stream with, once (EventSource)',
    auth: 'user',
    response: StreamTicketSchema,
    errors: [401],
  },
  // The ticket, not a session, says who opens it: EventSource cannot send the Authorization header.
  'GET /notifications/stream': {
    tags: ['notifications'],
    summary:
      'Server-sent events: ready, notification, unread, superseded, session-ended (see NOTIFICATION_STREAM_EVENTS)',
    description:
      'Opened with `?ticket=` from POST /notifications/stream-ticket; a ticket opens one stream, once. Sends a comment line every 15 s so proxies keep it open; ends when the session ends (after a `session-ended` event), or when the same user opens more than a few streams (the oldest ends). 503 with `Retry-After` when the server has as many streams open as it takes.',
    querystring: NotificationStreamQuerySchema,
    response: null,
    produces: 'text/event-stream',
    errors: [400, 401, 503],
  },

  'GET /users/notification-preferences': {
    tags: ['notifications'],
    summary: 'Which kinds of notification the account gets (all, until turned off)',
    auth: 'user',
    response: NotificationPreferencesSchema,
    errors: [401],
  },
  'PUT /users/notification-preferences': {
    tags: ['notifications'],
    summary: 'Turn kinds of notification on or off; a kind turned off creates none',
    auth: 'user',
    body: NotificationPreferencesSchema,
    response: NotificationPreferencesSchema,
    errors: [400, 401],
  },
});
