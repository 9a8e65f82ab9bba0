export { type NotificationService } from './notification-service';
