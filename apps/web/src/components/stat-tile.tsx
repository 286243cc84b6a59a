import type { ReactNode } from 'react';

interface StatTileProps {
  readonly label: string;
  readonly value: ReactNode;
  /** A lucide icon element. */
  readonly icon?: ReactNode;
  readonly hint?: ReactNode;
  readonly tone?: 'primary' | 'accent';
  readonly className?: string;
}

/** One figure with its label: a <dl> pair, so a screen reader reads "label: value". */
export function StatTile({ label, value, icon, hint, tone = 'primary', className }: StatTileProps) {
  return (
    <div className={['stat-tile', `stat-tile--${tone}`, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className="stat-tile__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <dl className="stat-tile__body">
        <dt className="stat-tile__label">{label}</dt>
        <dd className="stat-tile__value">{value}</dd>
        {hint && <dd className="stat-tile__hint">{hint}</dd>}
      </dl>
    </div>
  );
}
