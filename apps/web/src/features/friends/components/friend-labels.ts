import { useCurrentSite } from '../../../lib/current-site';

/** The site's words for a friend (spec 1 §3 friend_label, friend_label_plural; defaults 'Friend', 'Friends'). */
export function useFriendLabels(): { readonly one: string; readonly many: string } {
  const site = useCurrentSite();
  return { one: site.friend_label || 'Friend', many: site.friend_label_plural || 'Friends' };
}
