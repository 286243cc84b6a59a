import pg from 'pg';
import { personalDataPolicy, personalDigests } from '@wellway/domain';
import {
  createEventStore,
  createPostgresKeyStore,
  ensureKeyStoreSchema,
  findEventWrittenBeforeSealing,
  loadKeyedHash,
  OutdatedEventLogError,
} from '@wellway/event-store';
import { createReadModelDb, migrateReadModels } from '@wellway/read-models';
import { seedDemo } from './demo-seed.js';
import { ensureDefaultSite } from './default-site.js';
import { ensureDefaultReports } from './default-reports.js';

export interface PrepareOptions {
  readonly eventStoreUrl?: string;
  readonly seed: boolean;
  readonly now?: Date;
  /**
   * The database is the embedded demo one: a log written before personal data was sealed is
   * dropped with everything derived from it and seeded again, instead of refused.
   */
  readonly reseedOutdatedDemo?: boolean;
  readonly log?: (line: string) => void;
}

/**
 * Schema for events, keys and read models, then the demo data. Safe to run on every start.
 * Refuses (OutdatedEventLogError) a log written before personal data was sealed.
 */
export async function prepareDatabase(databaseUrl: string, options: PrepareOptions): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const db = createReadModelDb(pool); // destroying it ends the pool
  let outdated: OutdatedEventLogError | null = null;
  try {
    await ensureKeyStoreSchema(pool);
    const keys = createPostgresKeyStore(pool);
    const store = await createEventStore({
      pool,
      eventStoreUrl: options.eventStoreUrl,
      personalData: { policy: personalDataPolicy, keys },
    });
    try {
      const written = await findEventWrittenBeforeSealing(store, personalDataPolicy);
      if (written) outdated = new OutdatedEventLogError(written);
      else {
        await migrateReadModels(db);
        await ensureDefaultSite(store, options.now);
        await ensureDefaultReports(store, options.now);
        if (options.seed) await seedDemo(store, personalDigests(await loadKeyedHash(keys)), options.now);
      }
    } finally {
      await store.close();
    }
  } finally {
    await db.destroy();
  }
  if (!outdated) return;
  if (!options.reseedOutdatedDemo || options.eventStoreUrl || !options.seed) throw outdated;
  options.log?.('the demo event log was written before personal data was sealed: dropping it and seeding it again');
  await recreateDatabase(databaseUrl);
  await prepareDatabase(databaseUrl, { ...options, reseedOutdatedDemo: false });
}

/** Drops and creates the database of `databaseUrl` (the embedded demo database only). */
async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const quoted = client.escapeIdentifier(name);
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
}
