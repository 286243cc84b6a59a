import { prepareDatabase } from '../../../ops/src/prepare.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

export {
  ACME_ELIGIBILITY,
  ACME_SITE_ID,
  acmeEmail,
  DEMO_COLLEAGUE_DAYS,
  DEMO_COLLEAGUES,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_SITE_ID,
  demoEmail,
  demoLocationId,
  demoUserId,
} from '../../../ops/src/demo-seed.js';

/** A fresh database with the event store, read-model tables and the demo site's events. */
export async function createSeededDatabase(options: { prefix?: string; now?: Date } = {}): Promise<TestDatabase> {
  const database = await createTestDatabase(options.prefix ?? 'wellway_int');
  await prepareDatabase(database.url, { seed: true, now: options.now });
  return database;
}
