import type { Insertable, InsertObject, Transaction } from 'kysely';
import { completeSiteSettings, type BadgeDefined, type ExerciseActivityAdded, type SiteCreated } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '../database.js';
import type { Projection } from '../projection.js';
import { everyone, noEffect, ofType } from '../shared/batch.js';
import type { BadgeDefinitionTable, ExerciseActivityTable, SitesTables, SiteTable } from './table.js';

function siteRow({ data, position }: StoredEvent<string, SiteCreated['data']>): Insertable<SiteTable> {
  return {
    id: data.siteId,
    name: data.name,
    hostnames: data.hostnames.map((host) => host.toLowerCase()),
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
async function insertNew<T extends keyof SitesTables>(trx: Transaction<Database>, table: T, rows: InsertObject<Database, T>[]) {
  if (rows.length === 0) return;
  await trx.insertInto(table).values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** Sites, their exercise activities and badge definitions (screens of every user on the site). */
export const sitesProjection: Projection = {
  name: 'sites',
  version: 1,
  tables: ['sites', 'exercise_activities', 'badge_definitions'],
  eventTypes: ['SiteCreated', 'ExerciseActivityAdded', 'BadgeDefined'],
  async apply(trx, events) {
    const sites = ofType<SiteCreated['data']>(events, 'SiteCreated').map(siteRow);
    const activities = ofType<ExerciseActivityAdded['data']>(events, 'ExerciseActivityAdded').map(activityRow);
    const badges = ofType<BadgeDefined['data']>(events, 'BadgeDefined').map(badgeRow);
    await insertNew(trx, 'sites', sites);
    await insertNew(trx, 'exercise_activities', activities);
    await insertNew(trx, 'badge_definitions', badges);
    return sites.length + activities.length + badges.length === 0 ? noEffect : everyone;
  },
};
