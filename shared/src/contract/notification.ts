export type {
  Notification,
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
  NotificationStreamItem,
  NotificationStreamSessionEnded,
  NotificationStreamState,
  StreamTicket,
} from '@kinora/contract';
export type { SessionEndReason } from '@kinora/contract/constants';
export { NOTIFICATION_KINDS, NOTIFICATION_STREAM_EVENTS } from '@kinora/contract/constants';
