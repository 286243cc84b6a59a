import { sql, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import { fewerThan, suppressSmallGroups } from '@wellway/domain';
import type { Database } from '../database.js';
import type { SiteReportField } from './fields.js';
import { fromWhereSql, shownSql, fieldSql, type SimpleRunQuery } from './run-sql.js';

export type ReportCell = string | number | null;

/** How a run's figures reach its reader (docs/decisions.md, "Privacy of employer reports"). */
export interface RunPrivacy {
  /** Groups, not participants: a coordinator's run with a health field. */
  readonly aggregate: boolean;
  readonly floor: number;
}

export interface ReportRows {
  readonly fields: readonly string[];
  readonly rows: readonly (readonly ReportCell[])[];
  /** Every row of the run, when known without counting: null while participant rows follow this page. */
  readonly totalRows: number | null;
  /** Rows follow this page. */
  readonly hasMore: boolean;
  readonly aggregated: boolean;
  readonly notice: string | null;
}

/** One page of rows already read whole (groups, a SQL report's): the total is their number. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  return { rows: rows.slice(offset, offset + pageSize), totalRows: rows.length, hasMore: offset + pageSize < rows.length };
}

/** The column that counts a group's people in an aggregated run. */
export const PARTICIPANTS_COLUMN = 'participants';

/** Whether a coordinator's run must be aggregated: any health field shown or filtered by. */
export const needsAggregate = (query: SimpleRunQuery): boolean =>
  [...query.fields, ...query.filters.map((filter) => filter.field)].some((field) => field.privacy === 'health');

const cells = (row: Record<string, unknown>, count: number): ReportCell[] =>
  Array.from({ length: count }, (_, index) => {
    const value = row[`c${index}`];
    return value === undefined ? null : (value as ReportCell);
  });

function columnsSql(exprs: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql.join(exprs.map((expr, index) => sql`${expr} AS ${sql.ref(`c${index}`)}`));
}

/** One row per participant, by last name, first name (then id, so pages never overlap). */
export function participantRowsSql(query: SimpleRunQuery, page?: { limit: number; offset: number }): RawBuilder<Record<string, unknown>> {
  const shown = columnsSql(query.fields.map((field) => shownSql(field, query)));
  const paged = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  return sql`SELECT ${shown} ${fromWhereSql(query)} ORDER BY p.last_name, p.first_name, p.user_id ${paged}`;
}

/** The fields an aggregated run groups by (locations, answers), sums (figures), and leaves out (what names a person). */
export function aggregatePlan(fields: readonly SiteReportField[]) {
  const isGroup = (field: SiteReportField) =>
    field.source.kind === 'participant'
      ? field.source.column === 'location' || field.source.column === 'top_level_location'
      : field.privacy === 'health' && field.type !== 'number';
  const groups = fields.filter(isGroup);
  const sums = fields.filter((field) => !isGroup(field) && field.type === 'number');
  const left = fields.filter((field) => !isGroup(field) && field.type !== 'number');
  return { groups, sums, left };
}

function aggregateSql(query: SimpleRunQuery): RawBuilder<Record<string, unknown>> {
  const { groups, sums } = aggregatePlan(query.fields);
  const exprs = [
    ...groups.map((field) => shownSql(field, query)),
    sql`count(*)::int`,
    ...sums.map((field) => sql`SUM(${fieldSql(field, query)})::float8`),
  ];
  const keys = groups.map((_, index) => sql.lit(index + 1));
  const grouped = keys.length === 0 ? sql`` : sql`GROUP BY ${sql.join(keys)} ORDER BY ${sql.join(keys)}`;
  return sql`SELECT ${columnsSql(exprs)} ${fromWhereSql(query)} ${grouped}`;
}

/**
 * Every group of an aggregated run, its figures suppressed where its group holds fewer people
 * than the floor, and enough others that none can be recovered from the total (`suppressSmallGroups`).
 */
export async function aggregatedRows(db: Kysely<Database>, query: SimpleRunQuery, floor: number): Promise<ReportRows> {
  const { groups, sums, left } = aggregatePlan(query.fields);
  const width = groups.length + 1 + sums.length;
  const rows = (await aggregateSql(query).execute(db)).rows.map((row) => cells(row, width));
  const people = rows.map((row) => Number(row[groups.length] ?? 0));
  const { hidden } = suppressSmallGroups(people, floor);
  const shown = rows.map((row, index) =>
    hidden[index] ? [...row.slice(0, groups.length), ...row.slice(groups.length).map(() => fewerThan(floor))] : row,
  );
  return {
    fields: [...groups.map((field) => field.id), PARTICIPANTS_COLUMN, ...sums.map((field) => field.id)],
    rows: shown,
    totalRows: shown.length,
    hasMore: false,
    aggregated: true,
    notice: aggregateNotice(floor, hidden.filter(Boolean).length, people, left),
  };
}

/** What the screen says of an aggregated run: why it is grouped, what it left out, what it hid. */
const groupsHidden = (n: number) => (n === 1 ? '1 group is hidden' : `${n} groups are hidden`);

export function aggregateNotice(floor: number, hiddenGroups: number, people: readonly number[], left: readonly SiteReportField[]): string {
  const parts = [
    `This report includes activity figures or evaluation answers, so it shows groups of people, not individuals; any group of fewer than ${floor} people is shown as "${fewerThan(floor)}".`,
  ];
  const small = people.filter((n) => n > 0 && n < floor).length;
  if (hiddenGroups > 0) {
    const also = hiddenGroups - small;
    parts.push(
      also > 0
        ? `${groupsHidden(hiddenGroups)}: ${small} too small, and ${also} more so that none can be worked out from the totals.`
        : `${groupsHidden(hiddenGroups)}.`,
    );
  }
  if (left.length > 0) parts.push(`Left out: ${left.map((field) => field.displayName).join(', ')}.`);
  return parts.join(' ');
}

/**
 * One page of a run: participants for masters and for person fields only; groups otherwise. A
 * participant page reads one row more than it shows (whether more follow) and stops there, in the
 * name index's order: it never counts the rest (`countReportRows` does, when asked).
 */
export async function runSimpleReport(
  db: Kysely<Database>,
  query: SimpleRunQuery,
  options: RunPrivacy & { readonly page: number; readonly pageSize: number },
): Promise<ReportRows> {
  if (options.aggregate) {
    const all = await aggregatedRows(db, query, options.floor);
    return { ...all, ...pageOf(all.rows, options.page, options.pageSize) };
  }
  const offset = (options.page - 1) * options.pageSize;
  const read = await participantRowsSql(query, { limit: options.pageSize + 1, offset }).execute(db);
  const hasMore = read.rows.length > options.pageSize;
  const rows = read.rows.slice(0, options.pageSize).map((row) => cells(row, query.fields.length));
  return {
    fields: query.fields.map((field) => field.id),
    rows,
    totalRows: hasMore ? null : offset + rows.length,
    hasMore,
    aggregated: false,
    notice: null,
  };
}

/** How many participant rows a run has (an export's progress header, the page's "of N rows"). */
export async function countParticipantRows(db: Kysely<Database>, query: SimpleRunQuery): Promise<number> {
  return (await sql<{ n: number }>`SELECT count(*)::int AS n ${fromWhereSql(query)}`.execute(db)).rows[0]?.n ?? 0;
}

/** How many rows a run has in all: groups for an aggregated run, else participants. */
export async function countReportRows(db: Kysely<Database>, query: SimpleRunQuery, privacy: RunPrivacy): Promise<number> {
  return privacy.aggregate ? (await aggregatedRows(db, query, privacy.floor)).rows.length : countParticipantRows(db, query);
}

/**
 * Rows an export reads per FETCH. With the next batch fetched ahead, larger ones were no faster
 * (100,000 rows in 1.4 s at 1,000 or 5,000) but grew the API's memory 3 times as much (+100 MB at
 * 5,000: a batch lives across a round trip, so its rows reach the old generation).
 */
export const EXPORT_BATCH = 1000;

/**
 * Every participant row of a run, read from a server-side cursor `batch` rows at a time, so an
 * export of 100,000 rows holds a batch or two in memory, never the whole result. The next batch
 * is fetched while the reader writes this one, never more than one ahead.
 */
export async function* streamParticipantRows(
  db: Kysely<Database>,
  query: SimpleRunQuery,
  batch = EXPORT_BATCH,
): AsyncGenerator<ReportCell[][]> {
  const trx = await db.startTransaction().setAccessMode('read only').execute();
  const fetchBatch = (): Promise<QueryResult<Record<string, unknown>>> => {
    const fetched = sql<Record<string, unknown>>`FETCH ${sql.raw(String(batch))} FROM report_export`.execute(trx);
    fetched.catch(() => undefined); // awaited below or in finally; never an unhandled rejection meanwhile
    return fetched;
  };
  let next: Promise<QueryResult<Record<string, unknown>>> | null = null;
  try {
    // Every row is read: plan for the whole result (one hash join and one sort), not for the first
    // rows (a cursor's default, here a nested loop per participant, 3 times the work).
    await sql`SET LOCAL cursor_tuple_fraction = 1`.execute(trx);
    await sql`DECLARE report_export NO SCROLL CURSOR FOR ${participantRowsSql(query)}`.execute(trx);
    next = fetchBatch();
    while (next) {
      const { rows }: QueryResult<Record<string, unknown>> = await next;
      next = rows.length === batch ? fetchBatch() : null;
      if (rows.length > 0) yield rows.map((row) => cells(row, query.fields.length));
    }
    await trx.commit().execute();
  } finally {
    await next?.catch(() => undefined); // a reader that stopped early leaves one fetch in flight
    if (!trx.isCommitted && !trx.isRolledBack) await trx.rollback().execute();
  }
}
