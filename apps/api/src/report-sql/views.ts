import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { ReportFieldDeclaration } from '@wellway/domain';
import { answerCounts, answerRows } from './evaluation-views.js';
import { factLastOnSql, factTotalSql, participantColumnSql, participantsOf } from '@wellway/read-models';

/**
 * The views a site's SQL reports read (docs/decisions.md, "SQL reports: the sandbox"; docs/api.md
 * lists their columns). Each binds the site id in its text and exposes only the report-field
 * registry's columns. Coordinators' `participants` holds `person` fields only and their activity
 * is per location per day with groups under the site's floor suppressed; masters' schema adds
 * the `health` fields per participant and per day, unsuppressed. A location-bound coordinator's
 * scope is the transaction setting `wellway.report_scope` ('site' or 'location:<id>'), which the
 * API sets and the client's single parsed SELECT cannot change; unset, the views show no one.
 */
export type Audience = 'coordinator' | 'master';

export interface ViewsOf {
  readonly siteId: string;
  readonly audience: Audience;
  /** The site's privacy floor (domain `privacyFloor`); masters' views ignore it. */
  readonly floor: number;
  readonly fields: readonly ReportFieldDeclaration[];
}

export interface ViewDefinition {
  readonly name: string;
  /** The SELECT, its parameters already inlined as literals (DDL takes none). */
  readonly select: RawBuilder<unknown>;
}

/** What coordinators may read (the statement check's allow-list, docs/api.md). */
export const reportViewNames = {
  coordinator: ['participants', 'locations', 'activity_by_location_day', 'evaluation_answer_counts'],
  master: ['participants', 'locations', 'activity_by_location_day', 'evaluation_answer_counts', 'days', 'evaluation_answers'],
} as const satisfies Record<Audience, readonly string[]>;

/** The views' own columns: a report field may not take these ids (views.unit.spec.ts). */
export const viewColumns = [
  'user_id',
  'location_id',
  'parent_location_id',
  'top_level_location_id',
  'reported_on',
  'n_people',
  'suppressed',
];

const scopeSetting = sql`current_setting('wellway.report_scope', true)`;

/** In scope: the whole site, or a location's tree (three levels at most: own, parent, top-level). */
function inScope(...locationColumns: RawBuilder<unknown>[]): RawBuilder<boolean> {
  const candidates = sql.join(locationColumns.map((column) => sql`'location:' || ${column}`));
  return sql<boolean>`(${scopeSetting} = 'site' OR ${scopeSetting} IN (${candidates}))`;
}

const locationIds = ['location_id', 'parent_location_id', 'top_level_location_id'] as const;

/** A `participantsOf` row under `p` in scope. */
const participantScope = () => inScope(...locationIds.map((id) => sql.ref(`p.${id}`)));

function summed(field: ReportFieldDeclaration): field is ReportFieldDeclaration & { source: { kind: 'fact'; fact: string } } {
  return field.source.kind === 'fact' && field.source.aggregate !== 'last_on';
}

function participantColumn(field: ReportFieldDeclaration): RawBuilder<unknown> {
  const { source } = field;
  const value =
    source.kind === 'participant'
      ? participantColumnSql('p', source.column)
      : source.aggregate === 'last_on'
        ? sql`(${factLastOnSql('p', source.fact)})::date`
        : factTotalSql('p', source.fact);
  return sql`${value} AS ${sql.id(field.id)}`;
}

function dayFact(fact: string): RawBuilder<number> {
  return sql<number>`COALESCE((d.facts ->> ${fact})::numeric, 0)`;
}

function participantsView({ siteId, audience, fields }: ViewsOf): RawBuilder<unknown> {
  const shown = audience === 'master' ? fields : fields.filter((field) => field.privacy === 'person');
  const ids = (audience === 'master' ? ['user_id', ...locationIds] : locationIds).map((id) => sql.ref(`p.${id}`));
  return sql`SELECT ${sql.join([...ids, ...shown.map(participantColumn)])}
    FROM ${participantsOf(siteId)} AS p
    WHERE ${participantScope()}`;
}

function locationsView({ siteId }: ViewsOf): RawBuilder<unknown> {
  return sql`SELECT l.id, l.name, l.parent_location_id, COALESCE(g.id, parent.id, l.id) AS top_level_location_id
    FROM locations l
    LEFT JOIN locations parent ON parent.id = l.parent_location_id AND parent.site_id = l.site_id
    LEFT JOIN locations g ON g.id = parent.parent_location_id AND g.site_id = l.site_id
    WHERE l.site_id = ${siteId} AND NOT l.deleted AND ${inScope(sql`l.id`, sql`parent.id`, sql`g.id`)}`;
}

/** Participants' figures per location per day: a group under the floor shows no figures (`suppressed`). */
function activityView({ siteId, audience, floor, fields }: ViewsOf): RawBuilder<unknown> {
  const facts = fields.filter(summed);
  const hide = audience === 'master' ? 0 : floor;
  const sums = facts.map((field) => sql`sum(${dayFact(field.source.fact)}) AS ${sql.id(field.id)}`);
  const shown = facts.map((field) => sql`CASE WHEN g.suppressed THEN NULL ELSE g.${sql.id(field.id)} END AS ${sql.id(field.id)}`);
  return sql`SELECT ${sql.join([
    sql`g.location_id, g.top_level_location_id, g.reported_on, g.suppressed`,
    sql`CASE WHEN g.suppressed THEN NULL ELSE g.n_people END AS n_people`,
    ...shown,
  ])}
    FROM (
      SELECT ${sql.join([
        sql`p.location_id, p.top_level_location_id, d."on" AS reported_on, count(*) AS n_people`,
        sql`count(*) < ${sql.lit(hide)} AS suppressed`,
        ...sums,
      ])}
      FROM report_days d JOIN ${participantsOf(siteId)} AS p ON p.user_id = d.user_id
      WHERE d.site_id = ${siteId} AND ${participantScope()}
      GROUP BY p.location_id, p.top_level_location_id, d."on"
    ) AS g`;
}

/** Masters only: every participant's figures on each day they have any. */
function daysView({ siteId, fields }: ViewsOf): RawBuilder<unknown> {
  const facts = fields.filter(summed).map((field) => sql`${dayFact(field.source.fact)} AS ${sql.id(field.id)}`);
  return sql`SELECT ${sql.join([sql`d.user_id, p.location_id, p.top_level_location_id, d."on" AS reported_on`, ...facts])}
    FROM report_days d JOIN ${participantsOf(siteId)} AS p ON p.user_id = d.user_id
    WHERE d.site_id = ${siteId}`;
}

const builders: Record<string, (input: ViewsOf) => RawBuilder<unknown>> = {
  participants: participantsView,
  locations: locationsView,
  activity_by_location_day: activityView,
  days: daysView,
  evaluation_answer_counts: ({ siteId, audience, floor }) =>
    answerCounts(answerRows(siteId, participantScope()), audience === 'master' ? 0 : floor),
  evaluation_answers: ({ siteId }) => answerRows(siteId, participantScope()),
};

export function reportViews(input: ViewsOf): ViewDefinition[] {
  return reportViewNames[input.audience].map((name) => ({ name, select: builders[name]!(input) }));
}

/** A short stable digest: names roles and schemas (site ids may hold any character) and versions views. */
export function digest(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 12);
}
