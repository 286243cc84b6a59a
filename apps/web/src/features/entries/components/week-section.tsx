import type { ReactNode } from 'react';
import { formatNumber, formatShortDate } from '../../../lib/format';
import type { EntryWeek } from '../api/get-entry-weeks';
import { weekTitle } from '../utils/week-days';

interface WeekSectionProps {
  readonly week: EntryWeek;
  readonly children: ReactNode;
}

export function WeekSection({ week, children }: WeekSectionProps) {
  const headingId = `week-${week.key}`;
  return (
    <section className="week" aria-labelledby={headingId}>
      <header className="week__header">
        <h2 id={headingId} className="week__title" tabIndex={-1}>
          {weekTitle(week)}
        </h2>
        <p className="week__range">
          {formatShortDate(week.from_date)} – {formatShortDate(week.to_date)}
        </p>
        <p className="week__total">
          Week total <strong className="week__total-steps">{formatNumber(week.total_steps)}</strong> steps
        </p>
      </header>
      <ul className="days">{children}</ul>
    </section>
  );
}
