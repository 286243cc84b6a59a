import { sql, type Kysely } from 'kysely';
import { rollUpReportDays, type Database } from '@wellway/read-models';

/**
 * A generated site for the reporting benchmarks (issue 16, "Speed"): its read models as the
 * projections would have left them, filled by SQL (the rebuild benchmark measures the projection
 * itself). 10 top-level locations × 10 × 10 offices; `participants` people in the offices; each
 * logs on about 7 days in 10 of `days` days from `start` (`report_days`: steps, exercise minutes,
 * days logged; a badge, a challenge and a goal now and then), and `report_participants` holds
 * their totals; `report_people` says they count, where, and the EOP's rollups are derived from the
 * days by the rebuild's own SQL (`rollUpReportDays`). With 100,000 people and 100 days: 7,000,000
 * day rows, about one per event of a 10,000,000-event log.
 */
export interface ReportingSiteOptions {
  readonly siteId: string;
  readonly participants: number;
  readonly days: number;
  /** The first day, YYYY-MM-DD. */
  readonly start: string;
}

export interface ReportingSite extends ReportingSiteOptions {
  readonly dayRows: number;
  readonly seedSeconds: number;
}

export async function seedReportingSite(db: Kysely<Database>, options: ReportingSiteOptions): Promise<ReportingSite> {
  const { siteId, participants, days, start } = options;
  const began = performance.now();
  await sql`
    insert into locations (id, site_id, name, parent_location_id, sequence, deleted, position)
    select 'l1-' || a, ${siteId}, 'Region ' || a, null, a, false, 0 from generate_series(0, 9) a
    union all
    select 'l2-' || a || '-' || b, ${siteId}, 'Area ' || a || b, 'l1-' || a, b, false, 0 from generate_series(0, 9) a, generate_series(0, 9) b
    union all
    select 'l3-' || a || '-' || b || '-' || c, ${siteId}, 'Office ' || a || b || c, 'l2-' || a || '-' || b, c, false, 0
    from generate_series(0, 9) a, generate_series(0, 9) b, generate_series(0, 9) c`.execute(db);
  await sql`
    insert into users (id, site_id, email, role, first_name, last_name, started_on, password_hash, location_id, position)
    select 'u' || n, ${siteId}, 'person' || n || '@example.com', 'user', 'First' || n, 'Last' || (n * 7919 % 100000), ${start}::date, 'x',
           'l3-' || (n % 10) || '-' || (n / 10 % 10) || '-' || (n / 100 % 10), n
    from generate_series(1, ${participants}) n`.execute(db);
  // A person logs on a day unless (n + d) % 10 < 3; figures vary with both.
  await sql`
    insert into report_days (site_id, user_id, "on", facts, position)
    select ${siteId}, 'u' || n, ${start}::date + d,
           jsonb_strip_nulls(jsonb_build_object(
             'steps', 2000 + (n * 31 + d * 977) % 12000,
             'exercise_minutes', (n + d * 7) % 90,
             'days_logged', 1,
             'badges_earned', case when (n + d) % 29 = 0 then 1 end,
             'challenges_sent', case when (n * 3 + d) % 17 = 0 then 1 end,
             'challenges_completed', case when (n * 3 + d) % 23 = 0 then 1 end,
             'goals_created', case when (n + d * 5) % 31 = 0 then 1 end,
             'goals_completed', case when (n + d * 5) % 37 = 0 then 1 end)),
           n::int8 * ${days} + d
    from generate_series(1, ${participants}) n, generate_series(0, ${days - 1}) d
    where (n + d) % 10 >= 3`.execute(db);
  await sql`
    insert into report_participants (site_id, user_id, facts, last_on, position)
    select site_id, user_id,
           jsonb_build_object(
             'steps', sum((facts->>'steps')::int8), 'exercise_minutes', sum((facts->>'exercise_minutes')::int8),
             'days_logged', count(*), 'badges_earned', coalesce(sum((facts->>'badges_earned')::int8), 0),
             'challenges_sent', coalesce(sum((facts->>'challenges_sent')::int8), 0),
             'challenges_completed', coalesce(sum((facts->>'challenges_completed')::int8), 0),
             'goals_created', coalesce(sum((facts->>'goals_created')::int8), 0),
             'goals_completed', coalesce(sum((facts->>'goals_completed')::int8), 0)),
           jsonb_build_object('days_logged', max("on")::text, 'steps', max("on")::text, 'exercise_minutes', max("on")::text),
           max(position)
    from report_days where site_id = ${siteId} group by site_id, user_id`.execute(db);
  await sql`
    insert into report_people (site_id, user_id, location_id, counted, position)
    select site_id, id, location_id, true, position from users where site_id = ${siteId}`.execute(db);
  await rollUpReportDays(db);
  await sql`vacuum analyze`.execute(db);
  const dayRows = Number(
    (await sql<{ n: string }>`select count(*) as n from report_days where site_id = ${siteId}`.execute(db)).rows[0]?.n ?? 0,
  );
  return { ...options, dayRows, seedSeconds: Math.round((performance.now() - began) / 100) / 10 };
}
