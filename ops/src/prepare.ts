import pg from 'pg';
import { createEventStore } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels } from '@wellway/read-models';
import { seedDemo } from './demo-seed.js';

/** Schema for events and read models, then the demo data. Safe to run on every start. */
export async function prepareDatabase(databaseUrl: string, options: { eventStoreUrl?: string; seed: boolean; now?: Date }): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const store = await createEventStore({ pool, eventStoreUrl: options.eventStoreUrl });
  const db = createReadModelDb(pool);
  try {
    await migrateReadModels(db);
    if (options.seed) await seedDemo(store, options.now);
  } finally {
    await store.close();
    await db.destroy();
  }
}
