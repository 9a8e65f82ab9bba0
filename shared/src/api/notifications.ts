import { apiBaseUrl, http, unwrap } from './http';
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationStreamState,
  StreamTicket,
} from '../contract/notification';

const enc = encodeURIComponent;

/** The signed-in person's notifications, newest first, with the unread count of the badge. */
export function listNotifications(page = 1, limit = 10): Promise<NotificationPage> {
  return unwrap(http.get('/notifications', { params: { page, limit } }));
}

/** Marks one notification read; answers the unread count left. */
export function markNotificationRead(notificationId: string): Promise<NotificationStreamState> {
  return unwrap(http.patch(`/notifications/${enc(notificationId)}/read`));
}

export function markAllNotificationsRead(): Promise<NotificationStreamState> {
  return unwrap(http.patch('/notifications/read-all'));
}

/**
 * A one-minute ticket for the live stream: EventSource cannot send the Authorization header, and
 * the access token must not appear in a URL.
 */
export function getNotificationStreamTicket(): Promise<StreamTicket> {
  return unwrap(http.post('/notifications/stream-ticket'));
}

/** Where EventSource opens the live stream with a ticket (the same base URL as the client). */
export function notificationStreamUrl(ticket: string): string {
  return `${apiBaseUrl()}/notifications/stream?ticket=${enc(ticket)}`;
}

export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return unwrap(http.get('/users/notification-preferences'));
}

export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return unwrap(http.put('/users/notification-preferences', preferences));
}
