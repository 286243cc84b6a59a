/** (r) Rebuilding the reporting projection from a log of entries, badges, challenges and goals, beside COPYing the same rows. */
import type pg from 'pg';
import { reportingProjection } from '@wellway/read-models';
import { benchFastRebuild, type FastRebuildResult } from './support/fast-rebuild.js';
import { EVENTS_PER_PARTICIPANT, OFFICES, reportingLog } from './support/reporting-log.js';

export type ReportingRebuildBenchResult = FastRebuildResult<{
  readonly participants: number;
  readonly days: number;
  readonly daysLogged: number;
  readonly checkpointPosition: string;
}> & { readonly participants: number };

/** BENCH_REPORTING_PARTICIPANTS participants (100,000 by default: 10,100,000 events); fewer for a quick run. */
const participantsAsked = (): number => {
  const asked = Number(process.env.BENCH_REPORTING_PARTICIPANTS ?? 100_000);
  if (!Number.isInteger(asked) || asked < 2) throw new Error('BENCH_REPORTING_PARTICIPANTS must be a whole number ≥ 2');
  return asked;
};

export async function benchReportingRebuild(): Promise<ReportingRebuildBenchResult> {
  const participants = participantsAsked();
  const log = reportingLog(participants);
  console.log(`  ${participants.toLocaleString('en-US')} participants × ${EVENTS_PER_PARTICIPANT} events, generated as they are loaded`);
  const result = await benchFastRebuild('r', log, reportingProjection, (pool) => verify(pool, participants));
  return { ...result, participants };
}

/**
 * Every participant has their 80 days with days_logged 80 in total, 4 badges, 2 challenges each
 * way, a goal; the EOP's rollups count each of them, in their office, on their 80 days; the
 * checkpoint is at the end.
 */
async function verify(pool: pg.Pool, participants: number): Promise<ReportingRebuildBenchResult['check']> {
  const { rows } = await pool.query<{
    participants: bigint;
    days: bigint;
    logged: string;
    badges: string;
    wrong: bigint;
    position: bigint | null;
    last: bigint | null;
    counted: bigint;
    rolled: string;
    offices: bigint;
  }>(`
    SELECT (SELECT count(*) FROM report_participants) AS participants,
           (SELECT count(*) FROM report_days) AS days,
           (SELECT sum((facts ->> 'days_logged')::numeric) FROM report_participants) AS logged,
           (SELECT sum((facts ->> 'badges_earned')::numeric) FROM report_participants) AS badges,
           (SELECT count(*) FROM report_participants WHERE facts ->> 'days_logged' <> '80' OR facts ->> 'challenges_sent' <> '2'
              OR facts ->> 'challenges_completed' <> '2' OR facts ->> 'goals_completed' <> '1' OR last_on ->> 'days_logged' <> '2026-03-21') AS wrong,
           (SELECT count(*) FROM report_people WHERE counted AND bit_count(logged) = 80) AS counted,
           (SELECT sum(participant_days) FROM report_location_weeks) AS rolled,
           (SELECT count(DISTINCT location_id) FROM report_location_days) AS offices,
           (SELECT position FROM projection_checkpoints WHERE name = 'reporting') AS position,
           (SELECT max(position) FROM es_events) AS last`);
  const row = rows[0];
  const ok =
    row &&
    Number(row.participants) === participants &&
    Number(row.days) === participants * 80 &&
    Number(row.logged) === participants * 80 &&
    Number(row.badges) === participants * 4 &&
    Number(row.wrong) === 0 &&
    Number(row.counted) === participants &&
    Number(row.rolled) === participants * 80 &&
    Number(row.offices) === Math.min(participants, OFFICES) &&
    row.position !== null &&
    row.position === row.last;
  if (!ok)
    throw new Error(`reporting rebuilt wrongly: ${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`);
  return { participants, days: Number(row.days), daysLogged: Number(row.logged), checkpointPosition: String(row.position) };
}
