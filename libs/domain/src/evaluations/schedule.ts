import { addDays, dateInTimeZone, type IsoDate } from '../shared/dates.js';

/** What the schedule reads of an evaluation (spec 2 §3 SiteEvaluation). */
export interface ScheduledEvaluation {
  readonly id: string;
  readonly daysFromStart: number | null;
  readonly startDate: IsoDate | null;
  readonly endDate: IsoDate | null;
}

export interface EvaluationIds {
  /** Open to the participant today, completed or not. */
  readonly active: readonly string[];
  /** Open and not completed yet: where /evaluation/current goes, first one first. */
  readonly pending: readonly string[];
  /** Answered (of the evaluations the site still has). */
  readonly completed: readonly string[];
}

/** The participant's today, where they are (their time zone, else the site's). */
export const participantToday = (now: Date, timeZone: string): IsoDate => dateInTimeZone(now, timeZone);

/**
 * Whether an evaluation is open on `today` for someone who started on `startedOn`: from their
 * start plus days_from_start on (never closing), or within start_date…end_date inclusive.
 */
export function isOpen(evaluation: ScheduledEvaluation, startedOn: IsoDate, today: IsoDate): boolean {
  if (evaluation.daysFromStart !== null) return addDays(startedOn, evaluation.daysFromStart) <= today;
  if (evaluation.startDate === null || evaluation.endDate === null) return false;
  return evaluation.startDate <= today && today <= evaluation.endDate;
}

/** The day an evaluation opens for this participant: the order they are asked in. */
const opensOn = (evaluation: ScheduledEvaluation, startedOn: IsoDate): IsoDate =>
  evaluation.daysFromStart !== null ? addDays(startedOn, evaluation.daysFromStart) : (evaluation.startDate ?? '9999-12-31');

/** Spec 2 §3 User pending/active/completed_evaluation_ids, from the schedule and the answers given. */
export function evaluationIdsFor(
  evaluations: readonly ScheduledEvaluation[],
  participant: { readonly startedOn: IsoDate; readonly today: IsoDate; readonly answeredIds: ReadonlySet<string> },
): EvaluationIds {
  const { startedOn, today, answeredIds } = participant;
  const active = evaluations
    .filter((evaluation) => isOpen(evaluation, startedOn, today))
    .sort((a, b) => opensOn(a, startedOn).localeCompare(opensOn(b, startedOn)) || a.id.localeCompare(b.id))
    .map((evaluation) => evaluation.id);
  const completed = evaluations.filter((evaluation) => answeredIds.has(evaluation.id)).map((evaluation) => evaluation.id);
  return { active, pending: active.filter((id) => !answeredIds.has(id)), completed };
}
