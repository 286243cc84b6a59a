import { type Insertable, type InsertObject, type Transaction } from 'kysely';
import {
  completeSiteSettings,
  isWildcardUrl,
  siteUrlsOf,
  type BadgeDefined,
  type ExerciseActivityAdded,
  type SiteCreated,
  type SiteDeleted,
  type SitePilotPasswordChanged,
  type SiteUpdated,
} from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '../database.js';
import type { Projection } from '../projection.js';
import { everyone, lastBy, noEffect, ofType } from '../shared/batch.js';
import type { BadgeDefinitionTable, ExerciseActivityTable, SitesTables, SiteTable } from './table.js';

type Trx = Transaction<Database>;

function siteRow({ data, position }: StoredEvent<string, SiteCreated['data'] | SiteUpdated['data']>): Insertable<SiteTable> {
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

function activityRow({ data, position }: StoredEvent<string, ExerciseActivityAdded['data']>): Insertable<ExerciseActivityTable> {
  return { id: data.exerciseActivityId, site_id: data.siteId, name: data.name, position };
}

function badgeRow({ data, position }: StoredEvent<string, BadgeDefined['data']>): Insertable<BadgeDefinitionTable> {
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

/** Each id is defined once, so a row already there is this very event applied before. */
async function insertNew<T extends keyof SitesTables>(trx: Trx, table: T, rows: InsertObject<Database, T>[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto(table)
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
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
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          hostnames: eb.ref('excluded.hostnames'),
          urls: eb.ref('excluded.urls'),
          years: eb.ref('excluded.years'),
          time_zone: eb.ref('excluded.time_zone'),
          flags: eb.ref('excluded.flags'),
          friend_label: eb.ref('excluded.friend_label'),
          friend_label_plural: eb.ref('excluded.friend_label_plural'),
          daily_step_goal: eb.ref('excluded.daily_step_goal'),
          settings: eb.ref('excluded.settings'),
          position: eb.ref('excluded.position'),
        }))
        .where('sites.position', '<', (eb) => eb.ref('excluded.position')),
    )
    .execute();
}

async function setPilotPasswords(trx: Trx, events: readonly StoredEvent<string, SitePilotPasswordChanged['data']>[]) {
  for (const { data, position } of lastBy(events, (e) => e.data.siteId)) {
    await trx
      .updateTable('sites')
      .set({ pilot_password_hash: data.passwordHash, pilot_position: position })
      .where('id', '=', data.siteId)
      .where('pilot_position', '<', position)
      .execute();
  }
}

async function markDeleted(trx: Trx, events: readonly StoredEvent<string, SiteDeleted['data']>[]) {
  for (const { data } of events) {
    await trx
      .updateTable('sites')
      .set({ deleted_at: data.deletedAt })
      .where('id', '=', data.siteId)
      .where('deleted_at', 'is', null)
      .execute();
  }
}

/** Every event of a site's stream moves its revision (the ETag If-Match compares), whatever it changed. */
async function setRevisions(trx: Trx, events: readonly StoredEvent[]) {
  const revisions = new Map<string, bigint>();
  for (const event of events) {
    if (!event.streamName.startsWith('site-')) continue;
    const siteId = event.streamName.slice('site-'.length);
    if ((revisions.get(siteId) ?? -1n) < event.streamRevision) revisions.set(siteId, event.streamRevision);
  }
  for (const [siteId, revision] of revisions) {
    await trx.updateTable('sites').set({ revision }).where('id', '=', siteId).where('revision', '<', revision).execute();
  }
}

/** Sites, their exercise activities and badge definitions (screens of every user on the site). */
export const sitesProjection: Projection = {
  name: 'sites',
  version: 3,
  tables: ['sites', 'exercise_activities', 'badge_definitions'],
  eventTypes: ['SiteCreated', 'SiteUpdated', 'SitePilotPasswordChanged', 'SiteDeleted', 'ExerciseActivityAdded', 'BadgeDefined'],
  async apply(trx, events) {
    const profiles = lastBy(ofType<SiteCreated['data']>(events, 'SiteCreated', 'SiteUpdated'), (e) => e.data.siteId).map(siteRow);
    const pilots = ofType<SitePilotPasswordChanged['data']>(events, 'SitePilotPasswordChanged');
    const deletions = ofType<SiteDeleted['data']>(events, 'SiteDeleted');
    const activities = ofType<ExerciseActivityAdded['data']>(events, 'ExerciseActivityAdded').map(activityRow);
    const badges = ofType<BadgeDefined['data']>(events, 'BadgeDefined').map(badgeRow);
    await upsertProfiles(trx, profiles);
    await setPilotPasswords(trx, pilots);
    await markDeleted(trx, deletions);
    await insertNew(trx, 'exercise_activities', activities);
    await insertNew(trx, 'badge_definitions', badges);
    await setRevisions(trx, events);
    const changes = profiles.length + pilots.length + deletions.length + activities.length + badges.length;
    return changes === 0 ? noEffect : everyone;
  },
};
