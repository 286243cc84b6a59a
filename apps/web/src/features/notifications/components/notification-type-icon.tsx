import { Award, Bell, Megaphone, MessageCircle, MessagesSquare, Trophy, UserPlus, Users, Watch, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '../utils/notification-type';

const icons: Record<NotificationType, LucideIcon> = {
  post: MessagesSquare,
  message: MessageCircle,
  team: Users,
  friend: UserPlus,
  device: Watch,
  badge: Award,
  challenge: Trophy,
  coordinator: Megaphone,
  other: Bell,
};

/** The type's icon (decorative: the type is said in words beside it). */
export function NotificationTypeIcon({ type }: { readonly type: NotificationType }) {
  const Icon = icons[type];
  return <Icon className="icon notification-type-icon" aria-hidden="true" />;
}
