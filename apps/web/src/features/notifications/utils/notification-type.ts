/**
 * Spec 1 §3 Notification: a notification's type is derived from keywords in its key, in this order
 * (the first that the key contains wins); FITBIT and VALIDIC also name a device.
 */
export const notificationTypes = ['post', 'message', 'team', 'friend', 'device', 'badge', 'challenge', 'coordinator'] as const;
export type NotificationType = (typeof notificationTypes)[number] | 'other';

export function notificationTypeOf(key: string): NotificationType {
  const lower = key.toLowerCase();
  for (const type of notificationTypes) {
    if (lower.includes(type)) return type;
    if (type === 'device' && (lower.includes('fitbit') || lower.includes('validic'))) return 'device';
  }
  return 'other';
}

/** What the type reads as beside the icon (screen readers hear it; the icon is decorative). */
export const notificationTypeLabels: Record<NotificationType, string> = {
  post: 'Wall post',
  message: 'Message',
  team: 'Team',
  friend: 'Friends',
  device: 'Device',
  badge: 'Badge',
  challenge: 'Challenge',
  coordinator: 'From your coordinator',
  other: 'Notification',
};

/** A notification's link the app opens itself: a path on this site (not `//host`, not another scheme). */
export const isAppLink = (link: string | null): link is string => link !== null && link.startsWith('/') && !link.startsWith('//');
