import type { ReactNode } from 'react';
import { weekdayName } from '../../../lib/dates';
import { formatDate, formatNumber } from '../../../lib/format';
import type { Entry } from '../api/get-entry-weeks';
import { Badge } from '../../../components/badge';

interface DayRowProps {
  readonly day: string;
  readonly isToday: boolean;
  readonly entry: Entry | undefined;
  readonly open: boolean;
  /** The form, shown in place while this day is being edited. */
  readonly editor: ReactNode;
  readonly onEdit: () => void;
}

export const editButtonId = (day: string) => `edit-${day}`;

function activitiesText(entry: Entry): string {
  if (entry.entry_exercise_activities.length === 0) return 'None';
  return [...entry.entry_exercise_activities]
    .sort((a, b) => a.sequence - b.sequence)
    .map((activity) => `${activity.name} ${formatNumber(activity.value)} min`)
    .join(', ');
}

export function DayRow({ day, isToday, entry, open, editor, onEdit }: DayRowProps) {
  const label = `${weekdayName(day)} ${formatDate(day)}`;
  return (
    <li className={`day${open ? ' day--open' : ''}`}>
      <div className="day__summary">
        <h3 className="day__date">
          {label}
          {isToday && (
            <Badge tone="success" className="day__today">
              Today
            </Badge>
          )}
        </h3>
        {entry ? (
          <dl className="day__values">
            <div>
              <dt>Steps</dt>
              <dd>{formatNumber(entry.exercise_steps)}</dd>
            </div>
            <div>
              <dt>Exercise minutes</dt>
              <dd>{formatNumber(entry.exercise_minutes)}</dd>
            </div>
            <div>
              <dt>Activities</dt>
              <dd>{activitiesText(entry)}</dd>
            </div>
            <div className="day__total">
              <dt>Total steps</dt>
              <dd>{formatNumber(entry.total_steps)}</dd>
            </div>
          </dl>
        ) : (
          <p className="day__empty">Not logged yet</p>
        )}
        {!open && (
          <button id={editButtonId(day)} type="button" className="button button--small" onClick={onEdit}>
            {entry ? 'Edit' : 'Log'}
            <span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      {open && editor}
    </li>
  );
}
