/** (e) Rebuilding the badge-progress projection from the rebuild benchmark's log of entries, beside COPYing the same rows. */
import type pg from 'pg';
import { badgeProgressProjection } from '@wellway/read-models';
import { benchFastRebuild, type FastRebuildResult } from './support/fast-rebuild.js';
import { generateLog, type GeneratedLog } from './support/events.js';

export type BadgeProgressBenchResult = FastRebuildResult<{
  readonly counts: number;
  readonly daysLogged: number;
  readonly checkpointPosition: string;
}>;

const lines = (chunk: Buffer): number => {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count++;
  return count;
};

/** The log's first BENCH_BADGE_EVENTS events (whole chunks; all 1,000,000 by default): a small run checks the scenario. */
function sized(log: GeneratedLog): GeneratedLog {
  const wanted = Number(process.env.BENCH_BADGE_EVENTS ?? log.events);
  if (!(wanted > 0) || wanted >= log.events) return log;
  const eventChunks: Buffer[] = [];
  let events = 0;
  for (const chunk of log.eventChunks) {
    if (events >= wanted) break;
    eventChunks.push(chunk);
    events += lines(chunk);
  }
  return { ...log, events, eventChunks };
}

export async function benchBadgeProgress(): Promise<BadgeProgressBenchResult> {
  const log = sized(generateLog());
  console.log(`  generated ${log.events.toLocaleString('en-US')} entry events`);
  return benchFastRebuild('e', log, badgeProgressProjection, verify);
}

/** Every participant-day of the log is logged (the generator logs steps every day): days_logged sums to the days, checkpoint at the end. */
async function verify(pool: pg.Pool): Promise<BadgeProgressBenchResult['check']> {
  const { rows } = await pool.query<{ counts: bigint; logged: bigint; days: bigint; position: bigint | null; last: bigint | null }>(`
    SELECT (SELECT count(*) FROM badge_progress_counts) AS counts,
           (SELECT coalesce(sum(progress), 0) FROM badge_progress WHERE category = 'days_logged') AS logged,
           (SELECT count(DISTINCT stream_name) FROM es_events) AS days,
           (SELECT position FROM projection_checkpoints WHERE name = 'badge_progress') AS position,
           (SELECT max(position) FROM es_events) AS last`);
  const row = rows[0];
  if (!row || row.logged !== row.days || row.position === null || row.position !== row.last) {
    throw new Error(`badge_progress rebuilt wrongly: ${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`);
  }
  return { counts: Number(row.counts), daysLogged: Number(row.logged), checkpointPosition: String(row.position) };
}
