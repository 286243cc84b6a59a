import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { checkpointsMigration } from '../checkpoints.js';
import * as createSites from './2026_11_22_100000_create_sites.js';
import * as createUsers from './2026_11_22_100100_create_users.js';
import * as createEntries from './2026_11_22_100200_create_entries.js';
import * as createStats from './2026_11_22_100300_create_stats.js';
import * as createBadgesEarned from './2026_11_22_100400_create_badges_earned.js';
import * as createNotifications from './2026_11_22_100500_create_notifications.js';
import * as addSiteSettings from './2026_11_23_100000_add_site_settings.js';
import * as createEligibilities from './2026_11_23_100100_create_eligibilities.js';
import * as createContent from './2026_11_23_100200_create_content.js';
import * as createLocations from './2026_11_23_100000_create_locations.js';
import * as createPrograms from './2026_11_23_100100_create_programs.js';
import * as addSiteUrlsPilotDeleted from './2026_11_23_120000_add_site_urls_pilot_deleted.js';
import * as addSiteRevision from './2026_11_23_150000_add_site_revision.js';
import * as addAttemptFailures from './2026_11_23_190000_add_attempt_failures.js';
import * as addUserSettings from './2026_11_23_120000_add_user_settings.js';
import * as people from './2026_11_23_120000_people.js';
import * as addUserRegistration from './2026_11_23_130000_add_user_registration.js';

/** Every read-model migration by name (a static map: no directory scan, works from src and dist). */
export const readModelMigrations: Readonly<Record<string, Migration>> = {
  '2026_11_22_090000_create_projection_checkpoints': checkpointsMigration,
  '2026_11_22_100000_create_sites': createSites,
  '2026_11_22_100100_create_users': createUsers,
  '2026_11_22_100200_create_entries': createEntries,
  '2026_11_22_100300_create_stats': createStats,
  '2026_11_22_100400_create_badges_earned': createBadgesEarned,
  '2026_11_22_100500_create_notifications': createNotifications,
  '2026_11_23_100000_add_site_settings': addSiteSettings,
  '2026_11_23_100100_create_eligibilities': createEligibilities,
  '2026_11_23_100200_create_content': createContent,
  '2026_11_23_100000_create_locations': createLocations,
  '2026_11_23_100100_create_programs': createPrograms,
  '2026_11_23_120000_add_site_urls_pilot_deleted': addSiteUrlsPilotDeleted,
  '2026_11_23_120000_add_user_settings': addUserSettings,
  '2026_11_23_120000_people': people,
  '2026_11_23_130000_add_user_registration': addUserRegistration,
  '2026_11_23_150000_add_site_revision': addSiteRevision,
  '2026_11_23_190000_add_attempt_failures': addAttemptFailures,
};

export function readModelMigrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => readModelMigrations },
    // Own bookkeeping tables, so other migrators sharing the database never collide with ours.
    migrationTableName: 'read_model_migration',
    migrationLockTableName: 'read_model_migration_lock',
    // Features land from parallel branches; a database may hold a later-named migration already.
    allowUnorderedMigrations: true,
  });
}

/** invalid_schema_name: a schema vanished while the migrator listed the database's tables. */
const isVanishedSchema = (error: unknown) => (error as { code?: unknown } | null)?.code === '3F000';

/**
 * Brings the read-model tables up to date; throws the failing migration's error. Kysely's check
 * for its bookkeeping table lists the tables of every schema, and a rebuild running in another
 * process drops its shadow schema at any moment: that listing is simply tried again.
 */
export async function migrateReadModels<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await readModelMigrator(db)
      .migrateToLatest()
      .catch((error: unknown): MigrationResultSet => ({ error }));
    if (!result.error) return result;
    if (!isVanishedSchema(result.error) || attempt >= 5) throw result.error;
  }
}
