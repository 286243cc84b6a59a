export * from './events.js';
export * as notifications from './decider.js';
export { userNotificationsStream, type NotificationCommand } from './decider.js';
export * from './notices.js';
export * from './preferences.js';
export * from './digest.js';
