import type { ReactNode } from 'react';

interface BadgeProps {
  readonly tone?: 'neutral' | 'primary' | 'success' | 'warning' | 'danger';
  readonly children: ReactNode;
  readonly className?: string;
}

/** A short status label ("Default", "Active", "3 new"). */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={['badge', `badge--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
