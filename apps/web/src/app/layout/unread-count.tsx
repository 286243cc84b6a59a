import { formatNumber } from '../../lib/format';

export function UnreadCount({ count }: { readonly count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-count">
      {formatNumber(count)}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
