/** Spec 2 §9: the likes popover names at most 10 people (otherwise 9 plus a count); the reader is 'You'. */
export const LIKES_NAMED = 10;

export function likesSummary(
  likes: readonly { readonly userId: string; readonly name: string }[],
  total: number,
  readerId: string,
): string {
  if (total === 0) return 'Be the first!';
  const names = likes.map((like) => (like.userId === readerId ? 'You' : like.name));
  if (total <= LIKES_NAMED) return names.slice(0, total).join(', ');
  const shown = names.slice(0, LIKES_NAMED - 1);
  const others = total - shown.length;
  return `${shown.join(', ')} and ${others} other${others === 1 ? '' : 's'}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec 2 §9: relative time, or after a week M/d, h:mma in lower case (e.g. 3/7, 9:05am). */
export function postDate(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${at.getMonth() + 1}/${at.getDate()}, ${hours % 12 || 12}:${minutes}${hours < 12 ? 'am' : 'pm'}`;
}
