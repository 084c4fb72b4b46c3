/** The notifications feature's public surface: the provider, the bell and the sign-up panel. */
export {
  NotificationsProvider,
  useNotifications,
  type NotificationsContextValue,
} from './notifications-provider';
export { NotificationBell } from './components/notification-bell';
export { NotificationItem } from './components/notification-item';
export { SignupNotifications } from './components/signup-notifications';
export type { AppNotification } from './api/notifications';
