import { eopWeeks, fewerThan, suppressSmallGroups } from '@wellway/domain';
import type { EopEvaluation, EopFigure, EopLocation, EopProgram, EopQuestion, EopReport, EopWeek } from '@wellway/contracts';
import type { EopAnswerCount, EopFigures, EopLocationFigures, SiteEvaluationRow } from '@wellway/read-models';

/** How many location groups the report lists, best participation first. */
export const TOP_LOCATIONS = 10;

export interface EopInput {
  readonly siteId: string;
  readonly program: EopProgram | null;
  readonly programs: readonly EopProgram[];
  readonly locationId: string | null;
  readonly start: string;
  readonly end: string;
  readonly floor: number;
  /** Masters are the platform operator, not an employer: not held to the floor (docs/decisions.md). */
  readonly audience: 'coordinator' | 'master';
  readonly figures: EopFigures;
  /** The site's evaluations, each with the ids its answers may be stored under (sameEvaluationIds). */
  readonly evaluations: readonly { readonly row: SiteEvaluationRow; readonly ids: readonly string[] }[];
}

/** The notice shown wherever a figure is suppressed. */
export const eopNotice = (floor: number) =>
  `To protect participants' privacy, figures about groups of fewer than ${floor} people are shown as “${fewerThan(floor)}”, ` +
  'and so are a few beside them that would let them be worked out from the totals.';

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The privacy floor as one object: which of some groups (by people) to hide, and what a hidden figure reads as. */
function privacy(floor: number, audience: EopInput['audience']) {
  let suppressed = false;
  const hide = (people: readonly number[]): boolean[] => {
    if (audience === 'master') return people.map(() => false);
    const { hidden } = suppressSmallGroups(people, floor);
    if (hidden.includes(true)) suppressed = true;
    return hidden;
  };
  const shown = (hidden: boolean | undefined, value: number): EopFigure => (hidden ? fewerThan(floor) : value);
  return { hide, shown, suppressed: () => suppressed };
}
type Privacy = ReturnType<typeof privacy>;

function weeksOf(input: EopInput, enrolled: number, floor: Privacy): EopWeek[] {
  const byWeek = new Map(input.figures.weeks.map((week) => [week.week, week]));
  const weeks = eopWeeks(input.start, input.end).map((span, index) => ({ span, index, week: byWeek.get(index) }));
  const hidden = floor.hide(weeks.map(({ week }) => week?.participating ?? 0));
  return weeks.map(({ span, index, week }, i) => ({
    week: index + 1,
    week_start: span.start,
    week_end: span.end,
    participating: week?.participating ?? 0,
    active: week?.active ?? 0,
    participation_rate: rate(week?.participating ?? 0, enrolled),
    active_rate: rate(week?.active ?? 0, enrolled),
    steps: floor.shown(hidden[i], Math.round(week?.steps ?? 0)),
    exercise_minutes: floor.shown(hidden[i], Math.round(week?.exercise_minutes ?? 0)),
  }));
}

function locationsOf(locations: readonly EopLocationFigures[], floor: Privacy): EopLocation[] {
  const hidden = floor.hide(locations.map((location) => location.participating));
  return locations
    .map((location, i) => ({
      location_id: location.location_id,
      name: location.name,
      enrolled: location.enrolled,
      participating: location.participating,
      participation_rate: rate(location.participating, location.enrolled),
      steps: floor.shown(hidden[i], Math.round(location.steps)),
      average_steps: floor.shown(hidden[i], location.participating > 0 ? Math.round(location.steps / location.participating) : 0),
    }))
    .sort((a, b) => (b.participation_rate ?? 0) - (a.participation_rate ?? 0) || b.enrolled - a.enrolled || a.name.localeCompare(b.name))
    .slice(0, TOP_LOCATIONS);
}

const questionKind = (question: SiteEvaluationRow['questions'][number]): EopQuestion['kind'] => {
  if (question.prompt_type === 'CHECKBOX' || question.prompt_type === 'DROPDOWN') return 'choice';
  return question.prompt_type === 'TEXTBOX' && question.data_type !== 'string' ? 'number' : 'text';
};

function questionOf(question: SiteEvaluationRow['questions'][number], counts: readonly EopAnswerCount[], floor: Privacy): EopQuestion {
  const mine = counts.filter((count) => count.question_id === question.id);
  const answered = sum(mine.filter((count) => count.value === null).map((count) => count.people));
  const values = mine.filter((count) => count.value !== null);
  const kind = questionKind(question);
  const [answeredHidden] = floor.hide([answered]);
  if (kind === 'choice') {
    const people = question.options.map((option) => sum(values.filter((count) => count.value === option).map((count) => count.people)));
    const hidden = floor.hide(people);
    const options = question.options.map((option, i) => ({ option, count: floor.shown(hidden[i] || answeredHidden, people[i] ?? 0) }));
    return { id: question.id, name: question.name, kind, answered: floor.shown(answeredHidden, answered), options, average: null };
  }
  const numbers = values
    .map((count) => ({ value: Number(count.value), people: count.people }))
    .filter(({ value }) => Number.isFinite(value));
  const people = sum(numbers.map(({ people }) => people));
  const average = kind === 'number' && people > 0 ? round(sum(numbers.map(({ value, people }) => value * people)) / people, 2) : null;
  return {
    id: question.id,
    name: question.name,
    kind,
    answered: floor.shown(answeredHidden, answered),
    options: [],
    average: average === null ? null : floor.shown(answeredHidden, average),
  };
}

function evaluationsOf(input: EopInput, enrolled: number, floor: Privacy): EopEvaluation[] {
  return input.evaluations.map(({ row, ids }) => {
    const counts = input.figures.answers.filter((count) => ids.includes(count.evaluation_id));
    const completed = sum(counts.filter((count) => count.question_id === null).map((count) => count.people));
    const questions = [...row.questions].filter((q) => q.is_active).sort((a, b) => a.sequence - b.sequence);
    return {
      id: row.id,
      name: row.name,
      completed,
      completion_rate: rate(completed, enrolled),
      questions: questions.map((question) => questionOf(question, counts, floor)),
    };
  });
}

/** The EOP's figures with the privacy floor applied (every suppression through the domain's one rule); `content` is left to the caller. */
export function eopAnswer(input: EopInput): Omit<EopReport, 'content'> {
  const floor = privacy(input.floor, input.audience);
  const { locations } = input.figures;
  const total = (key: keyof Omit<EopLocationFigures, 'location_id' | 'name'>) => sum(locations.map((location) => location[key]));
  const enrolled = total('enrolled');
  const participating = total('participating');
  const daysLogged = total('days_logged');
  const [activityHidden] = floor.hide([participating]);
  const average = (value: number) => (participating > 0 ? Math.round(value / participating) : 0);
  const answer = {
    site_id: input.siteId,
    program: input.program,
    programs: [...input.programs],
    location_id: input.locationId,
    period: { start: input.start, end: input.end },
    privacy_floor: input.floor,
    enrolment: {
      eligible: input.figures.eligible,
      registered_eligible: input.figures.registered_eligible,
      enrolment_rate: rate(input.figures.registered_eligible, input.figures.eligible),
      enrolled,
    },
    participation: {
      participating,
      participation_rate: rate(participating, enrolled),
      days_logged: daysLogged,
      average_days_logged: participating > 0 ? round(daysLogged / participating) : null,
    },
    activity: {
      steps: floor.shown(activityHidden, Math.round(total('steps'))),
      average_steps: floor.shown(activityHidden, average(total('steps'))),
      exercise_minutes: floor.shown(activityHidden, Math.round(total('exercise_minutes'))),
      average_exercise_minutes: floor.shown(activityHidden, average(total('exercise_minutes'))),
    },
    engagement: {
      badges_earned: total('badges_earned'),
      challenges_sent: total('challenges_sent'),
      challenges_completed: total('challenges_completed'),
      goals_created: total('goals_created'),
      goals_completed: total('goals_completed'),
    },
    weeks: weeksOf(input, enrolled, floor),
    top_locations: locationsOf(locations, floor),
    evaluations: evaluationsOf(input, enrolled, floor),
  };
  return { ...answer, notice: floor.suppressed() ? eopNotice(input.floor) : null };
}
