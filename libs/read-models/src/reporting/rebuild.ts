import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { EventOf, EventType, ProjectionRebuild } from '../projection.js';
import { addConstraints, buildIndexes, dropIndexes, insertFromParallelSelect, type TableIndex } from '../shared/bulk-load.js';
import { copyRows } from '../shared/copy.js';
import { columnsOf } from '../shared/unnest.js';
import { dayChangeColumns, dayChanges, factNamesSeen, type DayChange, type ReportingFacts } from './days.js';
import { appendPeopleOf, createPeopleScratch, foldReplayedPeople, isPeopleEvent } from './people.js';
import { addPeopleOfParticipants, rollUpLocationDays, rollUpLocationWeeks, rollUpLoggedDays } from './rollups.js';

/**
 * Where a rebuild's replay appends its day changes: no key, no index, unlogged (a crash empties it,
 * and a shadow is never resumed after one), beside the shadow tables until `finish`.
 */
const REPLAYED = 'report_days_replayed';
const columns = columnsOf(dayChangeColumns);
const KEY_COLUMNS: readonly string[] = ['site_id', 'user_id'];

// Key columns compare byte-wise (ASCII ids): the sort is much cheaper, and gives the days' index order.
const createReplayed = sql`create unlogged table if not exists ${sql.table(REPLAYED)} (
  ${sql.join(
    columns.map(
      (column) =>
        sql`${sql.ref(column)} ${sql.raw(dayChangeColumns[column])}${sql.raw(KEY_COLUMNS.includes(column) ? ' collate "C"' : '')} not null`,
    ),
  )})`;

const appendChanges = (trx: Transaction<Database>, rows: readonly DayChange[]) => copyRows(trx, REPLAYED, columns, rows);

/**
 * The fact names the replayed changes hold (a superset: a name no day holds sums to nothing and is
 * left out), recorded by the page that first met them in its process, so that `finish` need not
 * read every day's keys to learn them. No key: pages side by side never wait on each other here.
 */
const FACT_NAMES = 'report_fact_names_replayed';
const createFactNames = sql`create unlogged table if not exists ${sql.table(FACT_NAMES)} (fact text not null)`;
const recordFactNames = (trx: Transaction<Database>, names: readonly string[]) =>
  sql`insert into ${sql.table(FACT_NAMES)} (fact) select unnest(${names}::text[])`.execute(trx);

/**
 * The replayed changes (those after the stored day's position, when days are stored) folded per
 * day in log order: the sets merged (`||`, a later figure replaces it), the adds kept as a list.
 * The sorted subquery feeds the aggregate in log order. It sorts by person first: a site's rows
 * share one site id, so a sort led by it compares whole ids where a person's id tells rows apart
 * from its first bytes (the days' indexes are built afterwards, whatever the order: 690 → 270 ms
 * for 257,668 changes).
 */
const foldedDays = (which: RawBuilder<unknown>, resumed: boolean) => sql`
  select site_id, user_id, "on", report_facts_merge(sets) as sets, array_agg(adds) filter (where adds <> '{}'::jsonb) as adds,
    max(position) as position
  from (
    select r.site_id, r.user_id, r."on", r.sets, r.adds, r.position
    from ${sql.table(REPLAYED)} r
    ${
      resumed
        ? sql`left join report_days d on d.site_id = r.site_id and d.user_id = r.user_id and d."on" = r."on"
              where (d.position is null or r.position > d.position) and ${which}`
        : sql`where ${which}`
    }
    order by r.user_id, r."on", r.site_id, r.position
  ) replayed
  group by user_id, "on", site_id`;

/** A day's adds summed key by key (one list entry, the common case, is its own sum). */
const summedAdds = sql`case
  when f.adds is null then '{}'::jsonb
  when cardinality(f.adds) = 1 then f.adds[1]
  else (select jsonb_object_agg(key, total) from (
    select a.key, sum(a.value::numeric) as total from unnest(f.adds) m cross join lateral jsonb_each_text(m) a group by a.key) s)
  end`;

const daysColumns = sql`site_id, user_id, "on", facts, position`;

/**
 * Into empty days, written in key order: the people of one of `FOLDS` shares (by a hash of their
 * id), each share folded on its own connection (the sort is most of the fold, and one statement
 * sorts on one core).
 */
const FOLDS = 2;
const foldedIntoEmptyDays = (share: number) => sql`insert into report_days (${daysColumns})
  select f.site_id, f.user_id, f."on", f.sets || ${summedAdds}, f.position
  from (${foldedDays(sql`(hashtext(r.user_id) & ${sql.lit(FOLDS - 1)}) = ${sql.lit(share)}`, false)}) f`;

/** Into days that already hold rows (a resumed rebuild): the folded changes over the stored figures, as live. */
const mergeDays = sql`insert into report_days (${daysColumns})
  select f.site_id, f.user_id, f."on", report_facts_add(coalesce(d.facts, '{}'::jsonb) || f.sets, ${summedAdds}), f.position
  from (${foldedDays(sql`true`, true)}) f
  left join report_days d on d.site_id = f.site_id and d.user_id = f.user_id and d."on" = f."on"
  on conflict (site_id, user_id, "on") do update set facts = excluded.facts, position = excluded.position`;

/**
 * Every participant's totals and last non-zero days, summed from report_days, fact by fact as
 * typed aggregates over the facts the days hold (`facts`): a key is kept when some day has it, as
 * the live apply's maps. Sums are numeric, as the live apply's. Each figure is read out of a day's
 * jsonb once, in a subquery `offset 0` keeps whole (flattened, the sum and the last day would each
 * read it again: on 8,000,000 days 31 s on one core against 25 s on three). (Summing
 * jsonb_each_text rows instead sorted 3.5 million rows on disk for 800,000 days: 2.4× slower.)
 */
const sumParticipants = (facts: readonly string[]) => {
  const figure = (at: number) => sql.ref(`f${at}`);
  const each = (value: (at: number) => RawBuilder<unknown>) =>
    facts.length === 0
      ? sql`'{}'::jsonb`
      : sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(facts.map((fact, at) => sql`${fact}::text, ${value(at)}`))}))`;
  const columns = [sql`site_id, user_id, "on", position`, ...facts.map((fact, at) => sql`(facts ->> ${fact})::numeric as ${figure(at)}`)];
  return sql`select d.site_id, d.user_id, ${each((at) => sql`sum(${figure(at)})`)} as facts,
      ${each((at) => sql`(max(d."on") filter (where ${figure(at)} <> 0))::text`)} as last_on, max(d.position) as position
    from (select ${sql.join(columns)} from report_days offset 0) d
    group by d.site_id, d.user_id`;
};

/** The fact names report_days may hold: those the replay recorded, or (days that were stored before it) every day's. */
async function factsOfDays(trx: Transaction<Database>, replayedOnly: boolean): Promise<string[]> {
  if (replayedOnly) {
    const { rows } = await sql<{ fact: string }>`select distinct fact from ${sql.table(FACT_NAMES)} order by fact`.execute(trx);
    return rows.map((row) => row.fact);
  }
  const { rows } = await sql<{
    fact: string;
  }>`select distinct f.fact from report_days d cross join lateral jsonb_object_keys(d.facts) f(fact)
    order by f.fact`.execute(trx);
  return rows.map((row) => row.fact);
}

/** What every finish transaction sets (`set local`: per transaction). */
async function finishSettings(trx: Transaction<Database>): Promise<void> {
  // The fold's sort of every replayed change runs faster as an external merge of 64 MB runs than
  // as one quicksort in memory (900,000 changes: 2.5–2.7 s against 3.1–3.5 s at 256 MB; 9,000,000:
  // 30.9 s against 33.3 s): runs that fit the CPU's caches better. See decisions (reporting).
  await sql`set local work_mem = '64MB'`.execute(trx);
  // Each statement reads every day once: compiling it (inlined, optimised: 230 ms for the fold) costs more than it saves.
  await sql`set local jit = off`.execute(trx);
}

/** Runs `work` with the finish's settings. */
const tuned =
  (work: (trx: Transaction<Database>) => Promise<unknown>) =>
  async (trx: Transaction<Database>): Promise<void> => {
    await finishSettings(trx);
    await work(trx);
  };

/**
 * Rebuild fast path (as the stats' and badge progress'): the replay appends each batch's day
 * changes to an unindexed table; `finish` folds them per day once, writes the days in key order,
 * and sums the participants' totals once, from scratch (a resumed rebuild may hold totals the live
 * apply wrote); then the EOP's rollups, from scratch, from the days and the people the replay wrote.
 * Into empty days, the work that reads every change or day runs in two transactions side by side,
 * paired so that each pair keeps both cores busy: the folds; the sums and the location days beside
 * the primary key's index; the bitmaps (in that index's order) beside the other indexes.
 */
export function reportingRebuild(facts: ReportingFacts): ProjectionRebuild<EventOf<EventType>> {
  let recordedNames = 0; // how many of factNamesSeen() this rebuild's pages have recorded
  return {
    independentPages: true,
    async prepare(trx) {
      recordedNames = 0;
      await createReplayed.execute(trx);
      await createFactNames.execute(trx);
      await createPeopleScratch(trx);
    },
    async apply(trx, events) {
      await appendPeopleOf(trx, events.filter(isPeopleEvent));
      const rows = dayChanges(events, facts);
      if (rows.length === 0) return;
      const names = factNamesSeen();
      if (names.length > recordedNames) {
        await recordFactNames(trx, names);
        recordedNames = names.length;
      }
      await appendChanges(trx, rows);
    },
    async finish({ step, sideBySide }) {
      let empty = false;
      let indexes: TableIndex[] = [];
      await step(async (trx) => {
        const { rows } = await sql<{ empty: boolean }>`select not exists (select 1 from report_days) as empty`.execute(trx);
        empty = rows[0]?.empty === true;
        // From scratch: a resumed rebuild may hold totals the live apply wrote (see ProjectionRebuild).
        await sql`delete from report_participants`.execute(trx);
        if (empty) indexes = await dropIndexes(trx, 'report_days');
      });
      if (empty) {
        const folds = Array.from({ length: FOLDS }, (_, share) => tuned((trx) => foldedIntoEmptyDays(share).execute(trx)));
        await sideBySide([...folds, foldReplayedPeople]);
      } else {
        await step(
          tuned(async (trx) => {
            await mergeDays.execute(trx);
            await foldReplayedPeople(trx);
          }),
        );
      }
      // Fresh statistics: the statements below then hash their groups rather than sort every day.
      await step((trx) => sql`analyze report_days, report_people`.execute(trx).then(() => undefined));
      // The primary key's index first (dropIndexes lists it first): the bitmaps then read the days in its order.
      await sideBySide([
        tuned(async (trx) => {
          const names = await factsOfDays(trx, empty);
          await insertFromParallelSelect(
            trx,
            'report_participants',
            ['site_id', 'user_id', 'facts', 'last_on', 'position'],
            sumParticipants(names),
          );
          await sql`drop table ${sql.table(REPLAYED)}`.execute(trx);
          await sql`drop table ${sql.table(FACT_NAMES)}`.execute(trx);
          await addPeopleOfParticipants(trx);
          await rollUpLocationDays(trx);
        }),
        tuned((trx) => buildIndexes(trx, indexes.slice(0, 1))),
      ]);
      await sideBySide([tuned(rollUpLoggedDays), tuned((trx) => buildIndexes(trx, indexes.slice(1)))]);
      // Once nothing reads the days any more: the primary key's ALTER TABLE waits for every reader.
      await step(async (trx) => {
        await rollUpLocationWeeks(trx);
        await addConstraints(trx, 'report_days', indexes);
      });
    },
  };
}
