import { sql, type RawBuilder } from 'kysely';
import { DomainError, isDateField, type ReportScope, type ReportSign } from '@wellway/domain';
import { factLastOnSql, inScopeSql, participantColumnSql, participantsOf, totalColumn } from '../reporting/participants.js';
import type { SiteReportField } from './fields.js';

/**
 * The SQL of a simple report (spec 3 §5, issue 16 "Simple builder"): one query over the site's
 * participants (`participantsOf`), and, when the run has dates, over their `report_days` in that
 * range. Field ids come from the site's fields only and every value is a bound parameter.
 */
export interface SimpleRunQuery {
  readonly siteId: string;
  readonly scope: ReportScope;
  readonly fields: readonly SiteReportField[];
  readonly filters: readonly RunFilter[];
  /** YYYY-MM-DD: facts are summed over these days (all days when both are null). */
  readonly minDate: string | null;
  readonly maxDate: string | null;
  /** Spec 3 §7 top_level_location and location: a location and the locations under it. */
  readonly topLevelLocationId: string | null;
  readonly locationId: string | null;
  /**
   * Spec 3 §7 evaluation_definition_id: the run is about one evaluation, its rows the participants
   * who completed it. The ids its answers may carry (`sameEvaluationIds`); null: no evaluation chosen.
   */
  readonly evaluationIds: readonly string[] | null;
}

export interface RunFilter {
  readonly field: SiteReportField;
  readonly sign: ReportSign;
  readonly value: string;
}

const invalid = (code: string, message: string) => new DomainError('validation', code, message);
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const numeric = /^-?\d{1,15}(\.\d{1,6})?$/;

/** Whether the run reads days (a date range) rather than the totals. */
const dated = (query: SimpleRunQuery) => query.minDate !== null || query.maxDate !== null;

/** The facts a dated run sums: one column each in the days' subquery (`d.f<n>` and `d.l<n>`). */
function factsOf(query: SimpleRunQuery): string[] {
  const all = [...query.fields, ...query.filters.map((filter) => filter.field)];
  return [...new Set(all.flatMap((field) => (field.source.kind === 'fact' ? [field.source.fact] : [])))];
}

/** The totals an undated run reads, as typed columns of `participantsOf` (not per-row jsonb lookups). */
function totalsOf(query: SimpleRunQuery): string[] {
  if (dated(query)) return [];
  const all = [...query.fields, ...query.filters.map((filter) => filter.field)];
  const sums = all.flatMap((field) => (field.source.kind === 'fact' && field.source.aggregate !== 'last_on' ? [field.source.fact] : []));
  return [...new Set(sums)];
}

/** A field's value for one participant (row `p`, days `d`). */
export function fieldSql(field: SiteReportField, query: SimpleRunQuery): RawBuilder<unknown> {
  const source = field.source;
  switch (source.kind) {
    case 'participant':
      return participantColumnSql('p', source.column);
    case 'fact': {
      const lastOn = source.aggregate === 'last_on';
      if (!dated(query)) return lastOn ? factLastOnSql('p', source.fact) : sql`COALESCE(${sql.ref(`p.${totalColumn(source.fact)}`)}, 0)`;
      const index = factsOf(query).indexOf(source.fact);
      return lastOn ? sql`${sql.ref(`d.l${index}`)}::text` : sql`COALESCE(${sql.ref(`d.f${index}`)}, 0)::float8`;
    }
    case 'evaluation':
      // The answer to one question: text, or a multiple choice's options joined.
      return sql`(SELECT CASE jsonb_typeof(q->'value') WHEN 'array' THEN array_to_string(ARRAY(SELECT jsonb_array_elements_text(q->'value')), ', ') ELSE q->>'value' END
        FROM user_evaluation_answers e, jsonb_array_elements(e.answers) q
        WHERE e.site_id = p.site_id AND e.user_id = p.user_id AND e.site_evaluation_id IN (${sql.join(source.evaluationIds)})
          AND q->>'question_id' = ${source.questionId} LIMIT 1)`;
    default: {
      const unknown: never = source;
      throw new Error(`Unknown field source ${JSON.stringify(unknown)}`);
    }
  }
}

/** A field's value as shown: dates as YYYY-MM-DD. */
export function shownSql(field: SiteReportField, query: SimpleRunQuery): RawBuilder<unknown> {
  const value = fieldSql(field, query);
  return field.type === 'date' ? sql`(${value})::date::text` : value;
}

function dayValue(value: string, field: SiteReportField): string {
  // A real day: 2026-02-30 parses in JavaScript (as 2 March) but not in PostgreSQL.
  if (!isoDay.test(value) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw invalid('report_filter_date', `${field.displayName}: enter a date as YYYY-MM-DD.`);
  }
  return value;
}

function numberValue(value: string, field: SiteReportField): number {
  if (!numeric.test(value.trim())) throw invalid('report_filter_number', `${field.displayName}: enter a number.`);
  return Number(value);
}

/** "from,to" of `between`. */
function range(value: string, field: SiteReportField): [string, string] {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
    throw invalid('report_filter_between', `${field.displayName}: between takes two values, "from,to".`);
  }
  return [parts[0]!, parts[1]!];
}

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Spec 3 §5: a date field (by name) compares by day; "between" runs to 23:59:59 of the end day. */
function dateCondition(value: RawBuilder<unknown>, filter: RunFilter): RawBuilder<boolean> {
  const at = sql`(${value})::timestamp`;
  const day = (v: string) => sql`${dayValue(v, filter.field)}::date`;
  const endOf = (v: string) => sql`(${day(v)} + interval '23:59:59')`;
  switch (filter.sign) {
    case 'is':
      return sql<boolean>`${at} BETWEEN ${day(filter.value)} AND ${endOf(filter.value)}`;
    case 'is not':
      return sql<boolean>`NOT COALESCE(${at} BETWEEN ${day(filter.value)} AND ${endOf(filter.value)}, false)`;
    case '<':
      return sql<boolean>`${at} < ${day(filter.value)}`;
    case '<=':
      return sql<boolean>`${at} <= ${endOf(filter.value)}`;
    case '>':
      return sql<boolean>`${at} > ${endOf(filter.value)}`;
    case '>=':
      return sql<boolean>`${at} >= ${day(filter.value)}`;
    case 'between': {
      const [from, to] = range(filter.value, filter.field);
      return sql<boolean>`${at} BETWEEN ${day(from)} AND ${endOf(to)}`;
    }
    case 'starts with':
      return sql<boolean>`(${value})::text LIKE ${likePrefix(filter.value)}`;
    default:
      return unknownSign(filter.sign);
  }
}

function comparison(value: RawBuilder<unknown>, filter: RunFilter): RawBuilder<boolean> {
  const number = filter.field.type === 'number';
  const bound = (v: string) => (number ? sql`${numberValue(v, filter.field)}::float8` : sql`${v}::text`);
  const operand = number ? value : sql`(${value})::text`;
  switch (filter.sign) {
    case 'is':
      return sql<boolean>`${operand} = ${bound(filter.value)}`;
    case 'is not':
      return sql<boolean>`${operand} IS DISTINCT FROM ${bound(filter.value)}`;
    case '<':
    case '<=':
    case '>':
    case '>=':
      return sql<boolean>`${operand} ${sql.raw(filter.sign)} ${bound(filter.value)}`;
    case 'between': {
      const [from, to] = range(filter.value, filter.field);
      return sql<boolean>`${operand} BETWEEN ${bound(from)} AND ${bound(to)}`;
    }
    case 'starts with':
      return sql<boolean>`(${value})::text ILIKE ${likePrefix(filter.value)}`;
    default:
      return unknownSign(filter.sign);
  }
}

function unknownSign(sign: never): never {
  throw invalid('report_filter_sign', `${String(sign)} is not an operator.`);
}

export function filterSql(filter: RunFilter, query: SimpleRunQuery): RawBuilder<boolean> {
  const value = fieldSql(filter.field, query);
  return isDateField(filter.field.id) || filter.field.type === 'date' ? dateCondition(value, filter) : comparison(value, filter);
}

/** The days' sums of a dated run, one row per participant with any day in the range. */
function daysJoin(query: SimpleRunQuery): RawBuilder<unknown> {
  if (!dated(query)) return sql``;
  const facts = factsOf(query);
  const from = query.minDate === null ? sql`true` : sql`"on" >= ${dayValue(query.minDate, minField)}::date`;
  const to = query.maxDate === null ? sql`true` : sql`"on" <= ${dayValue(query.maxDate, maxField)}::date`;
  const columns = facts.flatMap((fact, index) => [
    sql`SUM((facts ->> ${fact})::numeric) AS ${sql.ref(`f${index}`)}`,
    sql`MAX("on") FILTER (WHERE COALESCE((facts ->> ${fact})::numeric, 0) <> 0) AS ${sql.ref(`l${index}`)}`,
  ]);
  return sql`LEFT JOIN (SELECT user_id${sql.join(
    columns.map((column) => sql`, ${column}`),
    sql``,
  )} FROM report_days WHERE site_id = ${query.siteId} AND ${from} AND ${to} GROUP BY user_id) d ON d.user_id = p.user_id`;
}

const minField = { displayName: 'From' } as SiteReportField;
const maxField = { displayName: 'To' } as SiteReportField;

const locationSql = (locationId: string | null) =>
  locationId === null ? sql<boolean>`true` : inScopeSql('p', { kind: 'location', locationId });

/** Whether the participant completed the run's evaluation (answered it: one row per person and evaluation). */
const completedSql = (evaluationIds: readonly string[] | null) =>
  evaluationIds === null
    ? sql<boolean>`true`
    : evaluationIds.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM user_evaluation_answers a
        WHERE a.user_id = p.user_id AND a.site_evaluation_id IN (${sql.join(evaluationIds)}) AND a.site_id = p.site_id)`;

/** FROM … WHERE …: the participants a run covers, within the coordinator's scope. */
export function fromWhereSql(query: SimpleRunQuery): RawBuilder<unknown> {
  const conditions = [
    inScopeSql('p', query.scope),
    locationSql(query.topLevelLocationId),
    locationSql(query.locationId),
    completedSql(query.evaluationIds),
    ...query.filters.map((filter) => filterSql(filter, query)),
  ];
  return sql`FROM ${participantsOf(query.siteId, totalsOf(query))} p ${daysJoin(query)} WHERE ${sql.join(conditions, sql` AND `)}`;
}
