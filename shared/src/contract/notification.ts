export type {
  Notification,
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
  NotificationStreamItem,
  NotificationStreamState,
  StreamTicket,
} from '@kinora/contract';
export { NOTIFICATION_KINDS, NOTIFICATION_STREAM_EVENTS } from '@kinora/contract/constants';
