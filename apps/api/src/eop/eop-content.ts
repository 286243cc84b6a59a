import type { EopFigure, EopReport } from '@wellway/contracts';

/**
 * The legacy contract's `content` (spec 3 §7 "the response has content (html)"): the structured
 * figures as a small HTML document fragment. Every value, names included, is escaped; nothing a
 * person typed is ever HTML here.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const number = (value: EopFigure | null) =>
  escapeHtml(value === null ? '–' : typeof value === 'number' ? value.toLocaleString('en-US') : value);
const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);

const table = (caption: string, head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

const pairs = (caption: string, rows: readonly (readonly [string, string])[]) =>
  table(
    caption,
    ['Figure', 'Value'],
    rows.map(([label, value]) => [escapeHtml(label), value]),
  );

export function eopContent(report: Omit<EopReport, 'content'>): string {
  const { enrolment, participation, activity, engagement } = report;
  const title = report.program ? report.program.name : 'All activity';
  return [
    `<section class="eop"><h1>${escapeHtml(`End-of-program report: ${title}`)}</h1>`,
    `<p>${escapeHtml(`${report.period.start} to ${report.period.end}`)}</p>`,
    report.notice ? `<p class="eop-notice">${escapeHtml(report.notice)}</p>` : '',
    pairs('Enrolment', [
      ['Eligible', number(enrolment.eligible)],
      ['Registered of the eligible', number(enrolment.registered_eligible)],
      ['Enrolment rate', percent(enrolment.enrolment_rate)],
      ['Enrolled participants', number(enrolment.enrolled)],
      ['Participating', number(participation.participating)],
      ['Participation rate', percent(participation.participation_rate)],
      ['Days logged', number(participation.days_logged)],
    ]),
    pairs('Activity', [
      ['Steps', number(activity.steps)],
      ['Average steps per participant', number(activity.average_steps)],
      ['Exercise minutes', number(activity.exercise_minutes)],
      ['Average exercise minutes per participant', number(activity.average_exercise_minutes)],
      ['Badges earned', number(engagement.badges_earned)],
      ['Challenges sent', number(engagement.challenges_sent)],
      ['Challenges completed', number(engagement.challenges_completed)],
      ['Goals created', number(engagement.goals_created)],
      ['Goals completed', number(engagement.goals_completed)],
    ]),
    table(
      'Participation by week',
      ['Week', 'Days', 'Participating', 'Active', 'Steps'],
      report.weeks.map((w) => [
        String(w.week),
        `${escapeHtml(w.week_start)} – ${escapeHtml(w.week_end)}`,
        number(w.participating),
        number(w.active),
        number(w.steps),
      ]),
    ),
    table(
      'Top locations',
      ['Location', 'Enrolled', 'Participating', 'Participation rate', 'Steps'],
      report.top_locations.map((l) => [
        escapeHtml(l.name),
        number(l.enrolled),
        number(l.participating),
        percent(l.participation_rate),
        number(l.steps),
      ]),
    ),
    ...report.evaluations.map((evaluation) =>
      table(
        `Evaluation: ${evaluation.name} (${evaluation.completed} completed)`,
        ['Question', 'Answered', 'Answers'],
        evaluation.questions.map((q) => [
          escapeHtml(q.name),
          number(q.answered),
          q.kind === 'choice'
            ? q.options.map((o) => `${escapeHtml(o.option)}: ${number(o.count)}`).join('<br>')
            : q.average !== null
              ? `Average ${number(q.average)}`
              : '',
        ]),
      ),
    ),
    '</section>',
  ].join('');
}
