import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { capabilityMigrations } from '../capabilities.js';
import { checkpointsMigration } from '../checkpoints.js';

/**
 * Every read-model migration by name (a static map: no directory scan, works from src and dist):
 * the projector's checkpoints, then each capability's (see its manifest). Kysely runs them sorted
 * by name; the names are recorded in databases and never change.
 */
export const readModelMigrations: Readonly<Record<string, Migration>> = Object.fromEntries(
  Object.entries({ '2026_11_22_090000_create_projection_checkpoints': checkpointsMigration, ...capabilityMigrations }).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  ),
);

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

/**
 * invalid_schema_name or undefined_table before any migration ran: a schema or table vanished
 * while the migrator listed the database's tables (it resolves each one's name as it goes).
 */
const vanishedWhileListing = (result: MigrationResultSet) => {
  const code = (result.error as { code?: unknown } | null)?.code;
  return (code === '3F000' || code === '42P01') && !result.results?.length;
};

/**
 * Brings the read-model tables up to date; throws the failing migration's error. Kysely's check
 * for its bookkeeping table lists the tables of every schema, and a rebuild running in another
 * process drops its shadow schema and scratch tables at any moment: that listing is simply tried
 * again.
 */
export async function migrateReadModels<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await readModelMigrator(db)
      .migrateToLatest()
      .catch((error: unknown): MigrationResultSet => ({ error }));
    if (!result.error) return result;
    if (!vanishedWhileListing(result) || attempt >= 20) throw result.error;
  }
}
