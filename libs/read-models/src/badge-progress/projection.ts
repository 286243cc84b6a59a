import { sql, type Transaction } from 'kysely';
import { badgeRules } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type Projection } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';
import { unnest } from '../shared/unnest.js';
import { keyedColumns, latestKeyedCounts, type CountingRules, type KeyedCounts } from './counts.js';
import { badgeProgressRebuild } from './rebuild.js';

/** The batch's keys, each with its categories' amounts as one jsonb map. */
const incoming = (rows: readonly KeyedCounts[]) => sql`
  select user_id, site_id, year, scope, key,
    jsonb_object(string_to_array(categories, ','), string_to_array(amounts, ',')) as amounts, position
  from (${unnest(rows, keyedColumns)}) t`;

/**
 * Writes each key's amounts over the stored ones (a later or the same position is kept); returns
 * each written row's amounts and those it replaced.
 */
const writeCounts = (rows: readonly KeyedCounts[]) => sql`
  insert into badge_progress_counts (user_id, site_id, year, scope, key, amounts, position) ${incoming(rows)}
  on conflict (user_id, site_id, year, scope, key) do update set
    replaced = badge_progress_counts.amounts, amounts = badge_progress_counts.amounts || excluded.amounts, position = excluded.position
  where badge_progress_counts.position < excluded.position
  returning user_id, site_id, year, scope, amounts, replaced, position`;

/** Per written row and category, what its amount changed by (0 for those the write left alone: their progress still takes its position). */
const changes = sql`
  select w.user_id, w.site_id, w.year, c.key as category, w.scope,
    c.value::int4 - coalesce((w.replaced ->> c.key)::int4, 0) as change, w.position
  from written w cross join lateral jsonb_each_text(w.amounts) c`;

const addToProgress = sql`
  insert into badge_progress (user_id, site_id, year, category, scope, progress, position)
  select user_id, site_id, year, category, scope, sum(change)::int4, max(position)
  from changes
  group by user_id, site_id, year, category, scope
  on conflict (user_id, site_id, year, category, scope) do update set
    progress = badge_progress.progress + excluded.progress,
    position = greatest(badge_progress.position, excluded.position)`;

/** One statement per batch: the counts, then each written count's change added to its progress. */
async function applyCounts(trx: Transaction<Database>, rows: readonly KeyedCounts[]): Promise<void> {
  await sql`with written as (${writeCounts(rows)}), changes as (${changes}) ${addToProgress}`.execute(trx);
}

/**
 * Badge progress (spec 2 §3 Badge): what every participant's events count towards each badge
 * category (domain `badgeRules`, declared by each capability), per site, year and scope. A count
 * with a key is counted once per key, its latest amount; the badge worker compares the sums with
 * the site's badge goals. `rules`: the domain's (specs may pass their own). Version 2: one count
 * row per key with all its categories (version 1 had one per key and category). Version 3: the
 * same tables; the rebuild's scratch rows carry jsonb amounts (a version-2 shadow, its scratch rows
 * comma-joined, must not be resumed).
 */
export function badgeProgressProjectionWith(rules: CountingRules): Projection {
  return defineProjection({
    name: 'badge_progress',
    version: 3,
    tables: ['badge_progress_counts', 'badge_progress'],
    eventTypes: rules.eventTypes,
    rebuild: badgeProgressRebuild(rules),
    async apply(trx, events) {
      const rows = latestKeyedCounts(events, rules);
      if (rows.length === 0) return noEffect;
      await applyCounts(trx, rows);
      return effectFor(rows.map((row) => row.user_id));
    },
  });
}

export const badgeProgressProjection = badgeProgressProjectionWith(badgeRules);
