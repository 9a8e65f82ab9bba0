import { callApi, endpointUrl } from './http';
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationStreamState,
  StreamTicket,
} from '../contract/notification';

/** The signed-in person's notifications, newest first, with the unread count of the badge. */
export function listNotifications(page = 1, limit = 10): Promise<NotificationPage> {
  return callApi('GET /notifications', { query: { page, limit } });
}

/** Marks one notification read; answers the unread count left. */
export function markNotificationRead(notificationId: string): Promise<NotificationStreamState> {
  return callApi('PATCH /notifications/:notificationId/read', { params: { notificationId } });
}

export function markAllNotificationsRead(): Promise<NotificationStreamState> {
  return callApi('PATCH /notifications/read-all');
}

/**
 * A one-minute ticket for the live stream: EventSource cannot send the Authorization header, and
 * the access token must not appear in a URL.
 */
export function getNotificationStreamTicket(): Promise<StreamTicket> {
  return callApi('POST /notifications/stream-ticket');
}

/** Where EventSource opens the live stream with a ticket (the same base URL as the client). */
export function notificationStreamUrl(ticket: string): string {
  return endpointUrl('GET /notifications/stream', { query: { ticket } });
}

export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return callApi('GET /users/notification-preferences');
}

export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return callApi('PUT /users/notification-preferences', { body: preferences });
}
