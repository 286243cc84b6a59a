import type { ReactNode } from 'react';

interface EmptyStateProps {
  readonly title: string;
  /** What to do next, in words. */
  readonly children?: ReactNode;
  /** A lucide icon element. */
  readonly icon?: ReactNode;
  /** The next step as a link or button. */
  readonly action?: ReactNode;
}

/** Nothing here yet: says so, and what to do next. */
export function EmptyState({ title, children, icon, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon && (
        <span className="empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="empty-state__title">{title}</p>
      {children && <div>{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
