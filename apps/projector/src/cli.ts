import pg from 'pg';
import { CONFIG_ERROR_EXIT } from '@wellway/config';
import { OutdatedEventLogError } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, projections, readModelMigrator, readModelTypes } from '@wellway/read-models';
import { projectionPositions } from '@wellway/read-models/checkpoints';
import { configOrExit, projectorEnv } from './config.js';
import { openEnvironment, type Environment } from './environment.js';
import { countEvents } from './log-pages.js';
import { jsonLogger } from './logger.js';
import { rebuildProjection } from './rebuild.js';

const USAGE = `Usage: npm run projections -- <command>
  list                       each projection's version, position and lag (events behind)
  rebuild <name> [--batch-size N]
                             replay the whole log into shadow tables, then swap them in
  migrate list               each read-model migration, and when it ran (or "pending")
  migrate latest             run the pending read-model migrations
Rolling back: migrations only add; read models are rebuilt, never migrated down (docs/operating.md).`;

const [command, ...args] = process.argv.slice(2);
const known = command === 'list' || command === 'rebuild' || (command === 'migrate' && (args[0] === 'list' || args[0] === 'latest'));
if (!known) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const config = configOrExit('projections', projectorEnv);
if (command === 'migrate') {
  await migrate(config.DATABASE_URL, args[0] as 'list' | 'latest');
} else {
  const environment = await openEnvironment(config, jsonLogger).catch((error: unknown) => {
    if (!(error instanceof OutdatedEventLogError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(CONFIG_ERROR_EXIT);
  });
  try {
    if (command === 'list') await list(environment);
    else await rebuild(environment, args);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await environment.close();
  }
}

/** Without opening the projector's environment: that runs the pending migrations itself. */
async function migrate(databaseUrl: string, subcommand: 'list' | 'latest'): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: readModelTypes, max: 1 });
  pool.on('error', () => undefined);
  const db = createReadModelDb(pool);
  try {
    if (subcommand === 'latest') {
      const { results = [] } = await migrateReadModels(db);
      for (const result of results)
        console.log(`${result.status === 'Success' ? 'ran' : result.status.toLowerCase()}  ${result.migrationName}`);
      console.log(results.length === 0 ? 'Read models: no pending migration.' : `Read models: ${results.length} migration(s) run.`);
    } else {
      for (const migration of await readModelMigrator(db).getMigrations())
        console.log(`${migration.executedAt?.toISOString() ?? 'pending'.padEnd(24)}  ${migration.name}`);
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

async function list({ db, store }: Environment): Promise<void> {
  const stored = new Map((await projectionPositions(db)).map((row) => [row.name, row]));
  const rows = [['projection', 'version', 'position', 'lag (events)', 'updated', 'rebuild']];
  for (const projection of projections) {
    const row = stored.get(projection.name);
    const rebuilding = stored.get(`${projection.name}@rebuild`);
    rows.push([
      projection.name,
      row ? `${row.version}${row.version === projection.version ? '' : ` (code: ${projection.version})`}` : '-',
      row?.position?.toString() ?? '-',
      String(await countEvents(store, row?.checkpoint ?? null)),
      row?.updatedAt.toISOString() ?? '-',
      rebuilding ? `in progress at ${rebuilding.position?.toString() ?? 'the start'}` : '',
    ]);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((cells) => cells[column]?.length ?? 0))) ?? [];
  for (const cells of rows)
    console.log(
      cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

async function rebuild({ db, store, pool, rebuildThreads }: Environment, args: readonly string[]): Promise<void> {
  const [name] = args;
  const projection = projections.find((candidate) => candidate.name === name);
  if (!projection) {
    throw new Error(`Unknown projection "${name ?? ''}". Known: ${projections.map((p) => p.name).join(', ')}`);
  }
  const stopping = new AbortController();
  process.once('SIGINT', () => stopping.abort());
  const batchSize = option(args, '--batch-size');
  const result = await rebuildProjection({
    store,
    db,
    pool,
    projection,
    batchSize,
    threads: rebuildThreads,
    progress: true,
    signal: stopping.signal,
  });
  const seconds = result.seconds.toFixed(1);
  console.log(`Rebuilt ${projection.name}: ${result.events} events in ${seconds} s (${result.eventsPerSecond} events/s)`);
}

function option(args: readonly string[], flag: string): number | undefined {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a positive integer`);
  return value;
}
