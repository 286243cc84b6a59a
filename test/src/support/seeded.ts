import { prepareDatabase } from '../../../ops/src/prepare.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

export { DEMO_PASSWORD, DEMO_SITE_ID, demoEmail, demoUserId } from '../../../ops/src/demo-seed.js';

/** A fresh database with the event store, read-model tables and the demo site's events. */
export async function createSeededDatabase(prefix = 'wellway_int'): Promise<TestDatabase> {
  const database = await createTestDatabase(prefix);
  await prepareDatabase(database.url, { seed: true });
  return database;
}
