import type { ReactNode } from 'react';
import { Activity, Award, CalendarCheck, Footprints, Timer, UserCheck, Users } from 'lucide-react';
import type { EopEvaluation, EopReport } from '@wellway/contracts';
import { StatTile } from '../../../components/stat-tile';
import { formatDate, formatNumber } from '../../../lib/format';
import { showFigure, showRate } from '../utils/figures';
import { RatesChart, StepsChart } from './eop-charts';

/** A table that scrolls sideways on a narrow screen: a named region a keyboard can reach to scroll it. */
function TableWrap({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="eop-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A table's column heads; those named in `numeric` align as figures. */
function HeadRow({ labels, numeric }: { readonly labels: readonly string[]; readonly numeric: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={numeric.includes(label) ? 'data-table__number' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function EopHeadline({ report }: { readonly report: EopReport }) {
  const { enrolment, participation, activity } = report;
  return (
    <section className="eop-section" aria-labelledby="eop-headline">
      <h2 id="eop-headline" className="section-title">
        At a glance
      </h2>
      <div className="eop-tiles">
        <StatTile label="Enrolled" value={formatNumber(enrolment.enrolled)} icon={<Users />} />
        <StatTile
          label="Enrolment of the eligible"
          value={showRate(enrolment.enrolment_rate)}
          hint={`${formatNumber(enrolment.registered_eligible)} of ${formatNumber(enrolment.eligible)} eligible`}
          icon={<UserCheck />}
        />
        <StatTile
          label="Participating"
          value={showRate(participation.participation_rate)}
          hint={`${formatNumber(participation.participating)} logged at least one day`}
          icon={<Activity />}
          tone="accent"
        />
        <StatTile
          label="Days logged"
          value={formatNumber(participation.days_logged)}
          hint={participation.average_days_logged === null ? undefined : `${participation.average_days_logged} per participant`}
          icon={<CalendarCheck />}
        />
        <StatTile
          label="Steps"
          value={showFigure(activity.steps)}
          hint={`${showFigure(activity.average_steps)} per participant`}
          icon={<Footprints />}
        />
        <StatTile
          label="Exercise minutes"
          value={showFigure(activity.exercise_minutes)}
          hint={`${showFigure(activity.average_exercise_minutes)} per participant`}
          icon={<Timer />}
        />
        <StatTile label="Badges earned" value={formatNumber(report.engagement.badges_earned)} icon={<Award />} tone="accent" />
      </div>
    </section>
  );
}

export function EopEngagement({ report }: { readonly report: EopReport }) {
  const { engagement } = report;
  const rows: [string, number][] = [
    ['Challenges sent', engagement.challenges_sent],
    ['Challenges completed', engagement.challenges_completed],
    ['Goals created', engagement.goals_created],
    ['Goals completed', engagement.goals_completed],
  ];
  return (
    <section className="eop-section" aria-labelledby="eop-engagement">
      <h2 id="eop-engagement" className="section-title">
        Challenges and goals
      </h2>
      <TableWrap label="Challenges and goals">
        <table className="data-table eop-table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="data-table__number">{formatNumber(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

export function EopOverTime({ report }: { readonly report: EopReport }) {
  return (
    <section className="eop-section eop-section--break" aria-labelledby="eop-weeks">
      <h2 id="eop-weeks" className="section-title">
        Participation over time
      </h2>
      <div className="eop-charts">
        <RatesChart weeks={report.weeks} />
        <StepsChart weeks={report.weeks} />
      </div>
      {/* Above the scroll container, not a <caption>: a caption is as wide as its table, so on a
          phone it could only be read by scrolling sideways. */}
      <p id="eop-weeks-caption" className="eop-table__caption">
        Participation by calendar week, Monday to Sunday, within the program (the charts’ numbers)
      </p>
      <TableWrap label="Participation by week">
        <table className="data-table eop-table" aria-labelledby="eop-weeks-caption">
          <HeadRow
            labels={['Week', 'Days', 'Participating', 'Active', 'Steps', 'Minutes']}
            numeric={['Participating', 'Active', 'Steps', 'Minutes']}
          />
          <tbody>
            {report.weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{week.week}</th>
                <td>
                  {formatDate(week.week_start)} – {formatDate(week.week_end)}
                </td>
                <td className="data-table__number">
                  {formatNumber(week.participating)} ({showRate(week.participation_rate)})
                </td>
                <td className="data-table__number">
                  {formatNumber(week.active)} ({showRate(week.active_rate)})
                </td>
                <td className="data-table__number">{showFigure(week.steps)}</td>
                <td className="data-table__number">{showFigure(week.exercise_minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

export function EopLocations({ report }: { readonly report: EopReport }) {
  return (
    <section className="eop-section" aria-labelledby="eop-locations">
      <h2 id="eop-locations" className="section-title">
        Top locations
      </h2>
      {report.top_locations.length === 0 ? (
        <p>No participants in this selection.</p>
      ) : (
        <TableWrap label="Top locations">
          <table className="data-table eop-table">
            <HeadRow
              labels={['Location', 'Enrolled', 'Participating', 'Steps', 'Steps per participant']}
              numeric={['Enrolled', 'Participating', 'Steps', 'Steps per participant']}
            />
            <tbody>
              {report.top_locations.map((location) => (
                <tr key={location.location_id || 'none'}>
                  <th scope="row">{location.name}</th>
                  <td className="data-table__number">{formatNumber(location.enrolled)}</td>
                  <td className="data-table__number">
                    {formatNumber(location.participating)} ({showRate(location.participation_rate)})
                  </td>
                  <td className="data-table__number">{showFigure(location.steps)}</td>
                  <td className="data-table__number">{showFigure(location.average_steps)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}

function EvaluationSummary({ evaluation }: { readonly evaluation: EopEvaluation }) {
  return (
    <div className="eop-evaluation">
      <h3 className="eop-evaluation__title">
        {evaluation.name}: {formatNumber(evaluation.completed)} completed ({showRate(evaluation.completion_rate)})
      </h3>
      <TableWrap label={`${evaluation.name} answers`}>
        <table className="data-table eop-table">
          <HeadRow labels={['Question', 'Answered', 'Answers']} numeric={['Answered']} />
          <tbody>
            {evaluation.questions.map((question) => (
              <tr key={question.id}>
                <th scope="row">{question.name}</th>
                <td className="data-table__number">{showFigure(question.answered)}</td>
                <td>
                  {question.kind === 'choice' && (
                    <ul className="eop-options">
                      {question.options.map((option) => (
                        <li key={option.option}>
                          {option.option}: {showFigure(option.count)}
                        </li>
                      ))}
                    </ul>
                  )}
                  {question.kind === 'number' && question.average !== null && `Average ${showFigure(question.average)}`}
                  {question.kind === 'text' && 'Written answers are not shown.'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </div>
  );
}

export function EopEvaluations({ report }: { readonly report: EopReport }) {
  return (
    <section className="eop-section" aria-labelledby="eop-evaluations">
      <h2 id="eop-evaluations" className="section-title">
        Evaluations
      </h2>
      {report.evaluations.length === 0 ? (
        <p>The site has no evaluations.</p>
      ) : (
        report.evaluations.map((evaluation) => <EvaluationSummary key={evaluation.id} evaluation={evaluation} />)
      )}
    </section>
  );
}
