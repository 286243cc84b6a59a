import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { EventOf, ProjectionRebuild } from '../projection.js';
import { copyRows } from '../shared/copy.js';
import { replayedCounts, type CountingEventType, type CountingRules, type ReplayedCounts } from './counts.js';

/**
 * Where a rebuild's replay appends its counts: no key, no index, unlogged (nothing to write twice;
 * a crash empties it, and a shadow is never resumed after one), beside the shadow tables until `finish`.
 */
const REPLAYED = 'badge_progress_replayed';
const replayedColumns = ['user_id', 'site_id', 'year', 'scope', 'key', 'amounts', 'position'] as const satisfies readonly (keyof ReplayedCounts)[];

// Key columns compare byte-wise, as the counts' own.
const createReplayed = sql`create unlogged table if not exists ${sql.table(REPLAYED)} (
  user_id text collate "C" not null, site_id text collate "C" not null, year int4 not null, scope text collate "C" not null,
  key text collate "C" not null, amounts jsonb not null, position int8 not null)`;

const keys = sql`user_id, site_id, year, scope, key`;

/**
 * The key's columns as one text, what the replayed rows are sorted by first: one byte-wise
 * comparison where five columns compared one after the other (a person's rows all tie on the first
 * four) made the sort three times slower. It orders as the key columns do (ASCII ids, dates and
 * names, \x01 below all of them), so the sorted rows come in the counts' key order; the columns
 * follow it in the sort and the grouping, so a clash of two keys' texts still keeps them apart.
 */
const sortKey = sql`r.user_id || E'\\x01' || r.site_id || E'\\x01' || r.year || E'\\x01' || r.scope || E'\\x01' || r.key`;

/**
 * The replayed rows (those after the stored row's position for their key, when counts are stored),
 * merged per key in log order: each category's latest amount, as the live apply's `||` keeps it. A
 * key written once (nearly every key of a log of entries) costs no merge: `'{}' || amounts` is
 * `amounts` itself, as stored. The sorted subquery feeds the aggregate in log order and gives its
 * output the counts' key order.
 */
const mergedCounts = (resumed: boolean) => sql`
  select ${keys}, badge_progress_merge(amounts) as amounts, max(position) as position
  from (
    select ${sortKey} as sort_key, r.user_id, r.site_id, r.year, r.scope, r.key, r.amounts, r.position
    from ${sql.table(REPLAYED)} r
    ${
      resumed
        ? sql`left join badge_progress_counts c using (user_id, site_id, year, scope, key) where c.position is null or r.position > c.position`
        : sql``
    }
    order by sort_key, r.user_id, r.site_id, r.year, r.scope, r.key, r.position
  ) replayed
  group by sort_key, ${keys}`;

/**
 * Each category's progress: the sum of its counts' amounts, at the latest position of a count row
 * holding it. Set-based, one typed sum per category of `categories` over badge_progress_counts
 * (the `->>` of each row's map), not one row per count and category (jsonb_each_text over every
 * count row took three times as long).
 */
const sumProgress = (categories: readonly string[]): RawBuilder<unknown> | null => {
  if (categories.length === 0) return null;
  const sums = categories.map(
    (category, at) =>
      sql`sum((amounts ->> ${category})::int4)::int4 as ${sql.id(`s${at}`)}, max(position) filter (where amounts ? ${category}) as ${sql.id(`p${at}`)}`,
  );
  const each = categories.map((category, at) => sql`(${category}::text, s.${sql.id(`s${at}`)}, s.${sql.id(`p${at}`)})`);
  return sql`
    select s.user_id, s.site_id, s.year, v.category, s.scope, v.progress, v.position
    from (select user_id, site_id, year, scope, ${sql.join(sums)} from badge_progress_counts group by user_id, site_id, year, scope) s
    cross join lateral (values ${sql.join(each)}) v(category, progress, position)
    where v.position is not null`;
};

/** Every category some count row holds, whatever counted it (a resumed rebuild's rows may have been written by the live apply). */
async function storedCategories(trx: Transaction<Database>): Promise<string[]> {
  const { rows } = await sql<{ category: string }>`select distinct c.category
    from badge_progress_counts, jsonb_object_keys(amounts) c(category) order by c.category`.execute(trx);
  return rows.map((row) => row.category);
}

async function insertProgress(trx: Transaction<Database>, progress: RawBuilder<unknown> | null): Promise<void> {
  if (progress) await sql`insert into badge_progress (user_id, site_id, year, category, scope, progress, position) ${progress}`.execute(trx);
}

/** Into empty counts: written in key order, without their primary key (built once, after). */
const insertCounts = sql`insert into badge_progress_counts (${keys}, amounts, position) ${mergedCounts(false)}`;

/** Into counts that already hold rows (a resumed rebuild): newer counts over the stored ones, as live. */
const mergeCounts = sql`insert into badge_progress_counts (${keys}, amounts, position) ${mergedCounts(true)}
  on conflict (user_id, site_id, year, scope, key) do update set
    amounts = badge_progress_counts.amounts || excluded.amounts, position = excluded.position
  where badge_progress_counts.position < excluded.position`;

/** Runs `work` on badge_progress_counts (the shadow's: unqualified) without its primary key, then adds it back under the same name. */
async function withKeyBuiltAfter(trx: Transaction<Database>, work: () => Promise<unknown>): Promise<void> {
  const { rows } = await sql<{ name: string; columns: string }>`select conname as name, pg_get_constraintdef(oid) as columns
    from pg_constraint where conrelid = 'badge_progress_counts'::regclass and contype = 'p'`.execute(trx);
  const key = rows[0];
  if (!key) throw new Error('badge_progress_counts has no primary key');
  await sql`alter table badge_progress_counts drop constraint ${sql.id(key.name)}`.execute(trx);
  await work();
  // The index's sort of ~1,000,000 keys in memory, not in temporary files.
  await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
  await sql`alter table badge_progress_counts add constraint ${sql.id(key.name)} ${sql.raw(key.columns)}`.execute(trx);
}

/**
 * Rebuild fast path (as the stats'): the replay COPYs each batch's counts, one row per event and
 * key with its amounts as jsonb, to an unindexed table (not collapsed: `finish` does that once);
 * `finish` merges them per key in log order, writes them in key order, and sums the progress once,
 * from scratch (a resumed rebuild may hold sums the live apply wrote).
 */
export const badgeProgressRebuild = (rules: CountingRules): ProjectionRebuild<EventOf<CountingEventType>> => {
  const categories = [...rules.categories].sort();
  return {
    async apply(trx, events) {
      const rows = replayedCounts(events, rules);
      if (rows.length === 0) return;
      await createReplayed.execute(trx);
      await copyRows(trx, REPLAYED, replayedColumns, rows);
    },
    async finish(trx: Transaction<Database>) {
      // One sort of every replayed row (~200 bytes each): in memory rather than in temporary files.
      await sql`set local work_mem = '512MB'`.execute(trx);
      await createReplayed.execute(trx); // none when nothing was replayed since the last finish
      const { rows } = await sql<{ empty: boolean }>`select not exists (select 1 from badge_progress_counts) as empty`.execute(trx);
      // From scratch: a resumed rebuild may hold sums the live apply wrote (see ProjectionRebuild).
      await sql`delete from badge_progress`.execute(trx);
      if (rows[0]?.empty) {
        await withKeyBuiltAfter(trx, () => insertCounts.execute(trx));
        await insertProgress(trx, sumProgress(categories));
      } else {
        await mergeCounts.execute(trx);
        await insertProgress(trx, sumProgress(await storedCategories(trx)));
      }
      await sql`drop table ${sql.table(REPLAYED)}`.execute(trx);
    },
  };
};
