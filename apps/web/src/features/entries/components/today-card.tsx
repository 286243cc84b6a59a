import { Check, Footprints, NotebookPen } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { IntegerInput } from '../../../components/integer-input';
import { ProgressRing } from '../../../components/progress';
import { toasts } from '../../../components/toast-store';
import { paths } from '../../../config/paths';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCurrentSite } from '../../../lib/current-site';
import { yearOf } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { useCreateEntry } from '../api/create-entry';
import { useEntryWeeks } from '../api/get-entry-weeks';
import { checkValues, MAX_STEPS } from '@wellway/domain/entries/rules';
import { entriesByDay, thisWeekDays } from '../utils/week-days';

const WEEKDAY_LETTERS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Home's first card: today's steps against the goal as a ring, this week's days logged, and
 * "Log today" — one tap after typing the steps, or a link to the day when it is logged already.
 */
export function TodayCard() {
  const site = useCurrentSite();
  const today = site.current_date;
  const weeks = useEntryWeeks(yearOf(today));
  const byDay = useMemo(() => entriesByDay(weeks), [weeks]);
  const entry = byDay.get(today);
  const goal = entry?.goal_steps ?? site.daily_step_goal;
  const steps = entry?.total_steps ?? 0;
  const week = thisWeekDays(today, byDay);
  const loggedThisWeek = week.filter((day) => day.logged).length;

  return (
    <Card title="Today" icon={<Footprints className="icon" aria-hidden="true" />} className="today-card">
      <div className="today-card__body">
        <ProgressRing value={steps} max={goal} label={`${formatNumber(steps)} of ${formatNumber(goal)} steps today`}>
          <span className="today-card__steps">{formatNumber(steps)}</span>
          <span className="today-card__goal">of {formatNumber(goal)} steps</span>
        </ProgressRing>
        <div className="today-card__side">
          <div>
            <h3 className="today-card__subtitle">This week</h3>
            <p className="today-card__week-count">{loggedThisWeek} of 7 days logged</p>
            <ol className="week-dots" aria-label="Days logged this week">
              {week.map(({ day, logged }, index) => (
                <li
                  key={day}
                  className={`week-dots__day${logged ? ' week-dots__day--logged' : ''}${day === today ? ' week-dots__day--today' : ''}`}
                >
                  <span aria-hidden="true">{logged ? <Check className="icon icon--sm" /> : WEEKDAY_LETTERS[index]}</span>
                  <span className="visually-hidden">
                    {WEEKDAY_NAMES[index]}: {logged ? 'logged' : day > today ? 'to come' : 'not logged'}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          {entry ? (
            <Link to={paths.log.year.href(yearOf(today))} className="button">
              <NotebookPen className="icon icon--sm" aria-hidden="true" />
              Change today
            </Link>
          ) : (
            <QuickLog today={today} />
          )}
        </div>
      </div>
    </Card>
  );
}

const ruleMessage = (check: () => void): string | null => {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : SERVER_ERROR_MESSAGE;
  }
};

/** Today's steps in one field and one button (minutes and activities stay on the log page). */
function QuickLog({ today }: { readonly today: string }) {
  const [steps, setSteps] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createEntry = useCreateEntry();
  const inputId = useId();
  const errorId = useId();

  const submit = () => {
    // The server's rule, with its words (libs/domain); today is always a day that may be logged.
    const message = steps === '' ? 'Enter your steps for today.' : ruleMessage(() => checkValues(Number(steps), 0));
    if (message) {
      setError(message);
      return;
    }
    setError(null);
    createEntry.mutate(
      { recorded_on: today, exercise_steps: Number(steps), exercise_minutes: 0, entry_exercise_activities: [] },
      {
        onSuccess: () => toasts.show({ title: 'Today is logged', body: `${formatNumber(Number(steps))} steps saved.` }),
        onError: (failure) => setError(isApiError(failure) ? (failure.errors[0] ?? SERVER_ERROR_MESSAGE) : SERVER_ERROR_MESSAGE),
      },
    );
  };

  return (
    <form
      className="quick-log"
      aria-label="Log today"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="field__label">
        Steps today
      </label>
      <div className="quick-log__row">
        <IntegerInput
          id={inputId}
          className="input quick-log__input"
          value={steps}
          onValueChange={setSteps}
          maxDigits={String(MAX_STEPS).length}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button--primary" disabled={createEntry.isPending}>
          Log today
        </button>
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
