import { sql, type Transaction } from 'kysely';
import { badgeRules } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type Projection } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';
import { columnsOf, unnest } from '../shared/unnest.js';
import { countColumns, countRows, type CountingRules, type CountRow } from './counts.js';
import { badgeProgressRebuild } from './rebuild.js';

const countList = sql.join(columnsOf(countColumns).map((column) => sql.ref(column)));

/** Writes the counts; a count stored from a later (or the same) position is kept. Returns each written count's change. */
const writeCounts = (rows: readonly CountRow[]) => sql`
  insert into badge_progress_counts (${countList}) ${unnest(rows, countColumns)}
  on conflict (user_id, site_id, year, category, scope, key) do update set
    replaced_amount = badge_progress_counts.amount, amount = excluded.amount, position = excluded.position
  where badge_progress_counts.position < excluded.position
  returning user_id, site_id, year, category, scope, amount - replaced_amount as change, position`;

const addToProgress = sql`
  insert into badge_progress (user_id, site_id, year, category, scope, progress, position)
  select user_id, site_id, year, category, scope, sum(change)::int4, max(position)
  from changes
  group by user_id, site_id, year, category, scope
  on conflict (user_id, site_id, year, category, scope) do update set
    progress = badge_progress.progress + excluded.progress,
    position = greatest(badge_progress.position, excluded.position)`;

/** One statement per batch: the counts, then each written count's change added to its progress. */
async function applyCounts(trx: Transaction<Database>, rows: readonly CountRow[]): Promise<void> {
  await sql`with changes as (${writeCounts(rows)}) ${addToProgress}`.execute(trx);
}

/**
 * Badge progress (spec 2 §3 Badge): what every participant's events count towards each badge
 * category (domain `badgeRules`, declared by each capability), per site, year and scope. A count
 * with a key is counted once per key, its latest amount; the badge worker compares the sums with
 * the site's badge goals. `rules`: the domain's (specs may pass their own).
 */
export function badgeProgressProjectionWith(rules: CountingRules): Projection {
  return defineProjection({
    name: 'badge_progress',
    version: 1,
    tables: ['badge_progress_counts', 'badge_progress'],
    eventTypes: rules.eventTypes,
    rebuild: badgeProgressRebuild(rules),
    async apply(trx, events) {
      const rows = countRows(events, rules);
      if (rows.length === 0) return noEffect;
      await applyCounts(trx, rows);
      return effectFor(rows.map((row) => row.user_id));
    },
  });
}

export const badgeProgressProjection = badgeProgressProjectionWith(badgeRules);
