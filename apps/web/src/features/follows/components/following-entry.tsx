import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FollowingEntryProps {
  /** The avatar, or the 'All Following' icon. */
  readonly picture: ReactNode;
  readonly name: string;
  /** The wall filtered by this entry. */
  readonly to: string;
  /** The entry /following/{filter} names. */
  readonly current: boolean;
  readonly children?: ReactNode;
}

/** One entry of the /following list: choosing it opens the wall filtered by it. */
export function FollowingEntry({ picture, name, to, current, children }: FollowingEntryProps) {
  return (
    <li className="following-entry" aria-current={current || undefined}>
      {picture}
      <Link className="following-entry__name" to={to}>
        {name}
      </Link>
      {children}
    </li>
  );
}
