import { sql, type Insertable, type Transaction } from 'kysely';
import {
  completeSiteSettings,
  isWildcardUrl,
  siteUrlsOf,
  type BadgeDefinitionEvent,
  type BadgeOrderEvent,
  type SiteEvent,
} from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { everyone, firstBy, lastBy, noEffect, ofType } from '../shared/batch.js';
import { unnest } from '../shared/unnest.js';
import { insertedColumns, overwriteAllBut } from '../shared/rows.js';
import type { BadgeDefinitionTable, ExerciseActivityTable, SiteTable } from './table.js';
import { applyBadgeEvents, badgeEventTypes } from './badge-projection.js';

type Trx = Transaction<Database>;
type Event = EventOf<SiteEvent['type'] | BadgeDefinitionEvent['type'] | BadgeOrderEvent['type']>;

interface PilotPassword {
  id: string;
  pilot_password_hash: string | null;
  pilot_position: bigint;
}
interface Deletion {
  id: string;
  deleted_at: string;
}
interface Revision {
  id: string;
  revision: bigint;
}

/** What a batch changes: rows to upsert (or insert once), and the columns each site's later events set. */
export interface SiteChanges {
  readonly profiles: Insertable<SiteTable>[];
  readonly pilotPasswords: PilotPassword[];
  readonly deletions: Deletion[];
  readonly activities: Insertable<ExerciseActivityTable>[];
  readonly badges: Insertable<BadgeDefinitionTable>[];
  readonly revisions: Revision[];
}

function siteRow({ data, position }: EventOf<'SiteCreated' | 'SiteUpdated'>): Insertable<SiteTable> {
  const urls = siteUrlsOf(data).map((url) => url.toLowerCase());
  return {
    id: data.siteId,
    name: data.name,
    hostnames: urls.filter((url) => !isWildcardUrl(url)),
    urls,
    years: [...data.years],
    time_zone: data.timeZone,
    flags: JSON.stringify(data.flags),
    friend_label: data.friendLabel,
    friend_label_plural: data.friendLabelPlural,
    daily_step_goal: data.dailyStepGoal,
    settings: JSON.stringify(completeSiteSettings(data.settings)),
    position,
  };
}

function badgeRow({ data, position }: EventOf<'BadgeDefined'>): Insertable<BadgeDefinitionTable> {
  return {
    id: data.badgeId,
    site_id: data.siteId,
    name: data.name,
    category: data.category,
    goal: data.goal,
    goal2: data.goal2,
    icon: data.icon,
    sequence: data.sequence,
    position,
  };
}

/** Every event of a site's stream moves its revision (the ETag If-Match compares), whatever it changed. */
function revisionsOf(events: readonly Event[]): Revision[] {
  const revisions = new Map<string, bigint>();
  for (const event of events) {
    if (!event.streamName.startsWith('site-')) continue;
    const siteId = event.streamName.slice('site-'.length);
    if ((revisions.get(siteId) ?? -1n) < event.streamRevision) revisions.set(siteId, event.streamRevision);
  }
  return [...revisions].map(([id, revision]) => ({ id, revision }));
}

/** The batch's changes, pure: the latest profile and pilot password per site, the first deletion. */
export function siteChanges(events: readonly Event[]): SiteChanges {
  return {
    profiles: lastBy(ofType(events, 'SiteCreated', 'SiteUpdated'), (e) => e.data.siteId).map(siteRow),
    pilotPasswords: lastBy(ofType(events, 'SitePilotPasswordChanged'), (e) => e.data.siteId).map(({ data, position }) => ({
      id: data.siteId,
      pilot_password_hash: data.passwordHash,
      pilot_position: position,
    })),
    deletions: firstBy(ofType(events, 'SiteDeleted'), (e) => e.data.siteId).map(({ data }) => ({
      id: data.siteId,
      deleted_at: data.deletedAt,
    })),
    activities: ofType(events, 'ExerciseActivityAdded').map(({ data, position }) => ({
      id: data.exerciseActivityId,
      site_id: data.siteId,
      name: data.name,
      position,
    })),
    badges: ofType(events, 'BadgeDefined').map(badgeRow),
    revisions: revisionsOf(events),
  };
}

/** The latest profile per site wins; an older one replayed later changes nothing (position guard). */
async function upsertProfiles(trx: Trx, rows: Insertable<SiteTable>[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('sites')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(overwriteAllBut<'sites'>(insertedColumns(rows), ['id']))
        .where('sites.position', '<', (eb) => eb.ref('excluded.position')),
    )
    .execute();
}

/** Each id is defined once, so a row already there is this very event applied before. */
async function insertActivities(trx: Trx, rows: Insertable<ExerciseActivityTable>[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('exercise_activities')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

async function insertBadges(trx: Trx, rows: Insertable<BadgeDefinitionTable>[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('badge_definitions')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** One statement per column set: a pilot password from a later position, the first deletion, a later revision. */
async function updateSites(trx: Trx, changes: SiteChanges) {
  const { pilotPasswords, deletions, revisions } = changes;
  if (pilotPasswords.length > 0) {
    const p = unnest(pilotPasswords, { id: 'text', pilot_password_hash: 'text', pilot_position: 'int8' });
    await sql`update sites set pilot_password_hash = p.pilot_password_hash, pilot_position = p.pilot_position
      from (${p}) p where sites.id = p.id and sites.pilot_position < p.pilot_position`.execute(trx);
  }
  if (deletions.length > 0) {
    const d = unnest(deletions, { id: 'text', deleted_at: 'timestamptz' });
    await sql`update sites set deleted_at = d.deleted_at from (${d}) d where sites.id = d.id and sites.deleted_at is null`.execute(trx);
  }
  if (revisions.length > 0) {
    const r = unnest(revisions, { id: 'text', revision: 'int8' });
    await sql`update sites set revision = r.revision from (${r}) r where sites.id = r.id and sites.revision < r.revision`.execute(trx);
  }
}

/** Sites, their exercise activities and badge definitions (screens of every user on the site). */
export const sitesProjection = defineProjection({
  name: 'sites',
  version: 4,
  tables: ['sites', 'exercise_activities', 'badge_definitions', 'badge_orders', 'badge_definition_removals'],
  eventTypes: [
    'SiteCreated',
    'SiteUpdated',
    'SitePilotPasswordChanged',
    'SiteDeleted',
    'ExerciseActivityAdded',
    'BadgeDefined',
    ...badgeEventTypes,
  ],
  async apply(trx, events) {
    const changes = siteChanges(events);
    await upsertProfiles(trx, changes.profiles);
    await updateSites(trx, changes);
    await insertActivities(trx, changes.activities);
    await insertBadges(trx, changes.badges);
    const badgeChanges = await applyBadgeEvents(trx, events);
    const { profiles, pilotPasswords, deletions, activities, badges } = changes;
    const changed = profiles.length + pilotPasswords.length + deletions.length + activities.length + badges.length + badgeChanges;
    return changed === 0 ? noEffect : everyone;
  },
});
