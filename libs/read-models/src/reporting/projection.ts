import { sql, type Transaction } from 'kysely';
import { reportFacts } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type Projection } from '../projection.js';
import { effectFor, noEffect } from '../shared/batch.js';
import { unnest } from '../shared/unnest.js';
import { dayChangeColumns, dayChanges, type DayChange, type ReportingFacts } from './days.js';
import { applyPeople, isPeopleEvent, PEOPLE_EVENT_TYPES } from './people.js';
import { reportingRebuild } from './rebuild.js';
import { liveRollups } from './rollups.js';

/**
 * Each changed day's figures before and after the batch (a day stored from a later or the same
 * position is left alone: a replay changes nothing). After: the stored figures with the sets
 * written over them, then the adds added. Fresh: the day had no row yet.
 */
const changedDays = (days: readonly DayChange[]) => sql`
  select i.site_id, i.user_id, i."on", i.position, d.position is null as fresh, coalesce(d.facts, '{}'::jsonb) as before,
    report_facts_add(coalesce(d.facts, '{}'::jsonb) || i.sets, i.adds) as after
  from (${unnest(days, dayChangeColumns)}) i
  left join report_days d on d.site_id = i.site_id and d.user_id = i.user_id and d."on" = i."on"
  where d.position is null or d.position < i.position`;

const writeDays = sql`
  insert into report_days (site_id, user_id, "on", facts, position)
  select site_id, user_id, "on", after, position from changed
  on conflict (site_id, user_id, "on") do update set facts = excluded.facts, position = excluded.position`;

/**
 * Per participant and fact: what the total changes by, the batch's last non-zero day, and whether
 * a day that was non-zero became zero (its last_on may have to move back).
 */
const factChanges = sql`
  select c.site_id, c.user_id, f.fact,
    sum(coalesce((c.after ->> f.fact)::numeric, 0) - coalesce((c.before ->> f.fact)::numeric, 0)) as change,
    max(c."on") filter (where coalesce((c.after ->> f.fact)::numeric, 0) <> 0) as last_on,
    bool_or(coalesce((c.before ->> f.fact)::numeric, 0) <> 0 and coalesce((c.after ->> f.fact)::numeric, 0) = 0) as cleared,
    max(c.position) as position
  from changed c cross join lateral jsonb_object_keys(c.before || c.after) f(fact)
  group by c.site_id, c.user_id, f.fact`;

const addToParticipants = sql`
  insert into report_participants (site_id, user_id, facts, last_on, position)
  select site_id, user_id, jsonb_object_agg(fact, change),
    coalesce(jsonb_object_agg(fact, last_on::text) filter (where last_on is not null), '{}'::jsonb), max(position)
  from facts
  group by site_id, user_id
  on conflict (site_id, user_id) do update set
    facts = report_facts_add(report_participants.facts, excluded.facts),
    last_on = report_last_on_merge(report_participants.last_on, excluded.last_on),
    position = greatest(report_participants.position, excluded.position)`;

/** The participants whose last_on must be read again from their days (a non-zero day cleared). */
const clearedParticipants = sql<{ site_id: string; user_id: string }>`select distinct site_id, user_id from facts where cleared`;

/** Each fact's last non-zero day, from the participant's stored days. */
export const lastOnFromDays = (alias: string) => sql`coalesce((
  select jsonb_object_agg(fact, day) from (
    select f.key as fact, max(d."on")::text as day
    from report_days d cross join lateral jsonb_each_text(d.facts) f
    where d.site_id = ${sql.ref(`${alias}.site_id`)} and d.user_id = ${sql.ref(`${alias}.user_id`)} and f.value::numeric <> 0
    group by f.key
  ) days), '{}'::jsonb)`;

/**
 * One statement per batch: the days written, each day's change added to its participant's totals
 * and last days, and to the EOP's rollups (rollups.ts). A second, rare one when a day was emptied
 * (a cleared entry): those participants' last days are read again from their days.
 */
async function applyDays(trx: Transaction<Database>, days: readonly DayChange[]): Promise<void> {
  const { rows: cleared } = await sql<{ site_id: string; user_id: string }>`
    with changed as (${changedDays(days)}), written as (${writeDays}), facts as (${factChanges}), totals as (${addToParticipants}),
    ${liveRollups}
    ${clearedParticipants}`.execute(trx);
  if (cleared.length === 0) return;
  await sql`update report_participants p set last_on = ${lastOnFromDays('p')}
    from (${unnest(cleared, { site_id: 'text', user_id: 'text' })}) c
    where p.site_id = c.site_id and p.user_id = c.user_id`.execute(trx);
}

/**
 * Reporting (issue 16): every participant's report facts (domain `reportFacts`, declared by each
 * capability) per site-local day, and their totals and last non-zero days per participant, kept
 * exactly consistent with the days; and the EOP's rollups of them by person, location and week,
 * which follow people's registration, location and erasure. `facts`: the domain's (specs may
 * pass their own). Version 2: the rollups.
 */
export function reportingProjectionWith(facts: ReportingFacts): Projection {
  return defineProjection({
    name: 'reporting',
    version: 2,
    tables: ['report_days', 'report_participants', 'report_people', 'report_location_days', 'report_location_weeks'],
    eventTypes: [...new Set([...facts.eventTypes, ...PEOPLE_EVENT_TYPES])],
    rebuild: reportingRebuild(facts),
    async apply(trx, events) {
      // A batch's moves first: its days then land where their people are at its end.
      const people = events.filter(isPeopleEvent);
      await applyPeople(trx, people);
      const days = dayChanges(events, facts);
      if (days.length > 0) await applyDays(trx, days);
      if (days.length === 0 && people.length === 0) return noEffect;
      return effectFor([...days.map((day) => day.user_id), ...people.map((event) => event.data.userId)]);
    },
  });
}

export const reportingProjection = reportingProjectionWith(reportFacts);
