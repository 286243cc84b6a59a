import { ChevronDown, NotebookPen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { StatusMessage } from '../../../components/status-message';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { useCurrentSite } from '../../../lib/current-site';
import { weekdayName, yearOf } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import { useEntryWeeks } from '../api/get-entry-weeks';
import { useDayEditor } from '../hooks/use-day-editor';
import { daysToLog, entriesByDay, weeksToShow, WEEKS_PER_PAGE } from '../utils/week-days';
import { DayRow, editButtonId } from './day-row';
import { EntryForm } from './entry-form';
import { WeekSection } from './week-section';

const focusById = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The participant's days of one year, by ISO week, newest first; one day's form open at a time. */
export function LogYear({ year }: { readonly year: number }) {
  const site = useCurrentSite();
  const weeks = useEntryWeeks(year);
  const byDay = useMemo(() => entriesByDay(weeks), [weeks]);
  const today = site.current_date;
  const context = useMemo(
    () => ({ today, siteYears: site.years, exerciseActivityIds: site.exercise_activities.map((activity) => activity.id) }),
    [today, site.years, site.exercise_activities],
  );
  const [announcement, announce] = useAnnouncement();
  const { editor, dirty, saving, open, close, change, save } = useDayEditor({
    entryOn: (day) => byDay.get(day),
    context,
    initialDay: yearOf(today) === year ? today : null,
    onSaved: (day) => {
      announce(`Saved ${weekdayName(day)} ${formatDate(day)}.`);
      focusById(editButtonId(day));
    },
  });

  const blocker = useUnsavedChangesGuard(dirty);
  // Opening another day while this one has unsaved changes asks first, like leaving the page.
  const [pendingDay, setPendingDay] = useState<string | null>(null);

  const startEditing = (day: string) => (dirty ? setPendingDay(day) : open(day));
  const cancel = () => {
    if (!editor) return;
    const day = editor.day;
    close();
    focusById(editButtonId(day));
  };

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPendingDay(null);
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
    else if (pendingDay) open(pendingDay);
    setPendingDay(null);
  };

  const allWeeks = weeks.map((week) => ({ week, days: daysToLog(week, year, today) })).filter(({ days }) => days.length > 0);
  // Recent weeks first; older ones on demand (a whole year is 52 sections, tens of thousands of pixels).
  const [shown, setShown] = useState(WEEKS_PER_PAGE);
  const { visible: visibleWeeks, hidden } = weeksToShow(allWeeks, shown);
  const showEarlier = () => {
    const firstNew = allWeeks[shown]?.week.key;
    setShown((count) => count + WEEKS_PER_PAGE);
    if (firstNew) focusById(`week-${firstNew}`);
  };

  return (
    <>
      <StatusMessage message={announcement} />
      {visibleWeeks.length === 0 && (
        <EmptyState icon={<NotebookPen className="icon icon--lg" />} title={`There are no days to log in ${year} yet.`}>
          Days appear here once the year starts; pick this year's tab above to log today.
        </EmptyState>
      )}
      {visibleWeeks.map(({ week, days }) => (
        <WeekSection key={week.key} week={week}>
          {days.map((day) => (
            <DayRow
              key={day}
              day={day}
              isToday={day === today}
              entry={byDay.get(day)}
              open={editor?.day === day}
              onEdit={() => startEditing(day)}
              editor={
                editor?.day === day && (
                  <EntryForm
                    day={day}
                    draft={editor.draft}
                    errors={editor.errors}
                    serverErrors={editor.serverErrors}
                    saving={saving}
                    activities={site.exercise_activities}
                    onChange={change}
                    onSave={save}
                    onCancel={cancel}
                  />
                )
              }
            />
          ))}
        </WeekSection>
      ))}
      {hidden > 0 && (
        <div className="log-more">
          <button type="button" className="button" onClick={showEarlier}>
            <ChevronDown className="icon icon--sm" aria-hidden="true" />
            Show earlier weeks
          </button>
          <p className="log-more__count">
            {hidden} earlier {hidden === 1 ? 'week' : 'weeks'} in {year}
          </p>
        </div>
      )}
      <UnsavedChangesDialog open={blocker.state === 'blocked' || pendingDay !== null} onStay={stay} onLeave={leave} />
    </>
  );
}
