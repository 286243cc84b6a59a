import pg from 'pg';
import { deterministicId } from '@wellway/domain';
import { SCHEMA_VERSION, type EventMetadata } from '@wellway/event-store';
import { DEMO_SITE_ID } from '../../../ops/src/demo-seed.js';
import { openAppStore } from './personal-data.js';
import { registerSeedUsers } from './seed-users.js';

export const REPORT_PERSON_LAST_NAME = 'Reportable';

/**
 * `count` more participants on the demo site (the demo password), named
 * "Person NN Reportable" and registered on `startedOn`, so a report has more rows than its
 * first page (spec 3 §9: 20) to scroll through.
 */
export async function seedReportPeople(databaseUrl: string, count: number, startedOn: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const store = await openAppStore(pool);
  const metadata: EventMetadata = {
    actorId: null,
    siteId: DEMO_SITE_ID,
    correlationId: 'report-people-seed',
    causationId: null,
    schemaVersion: SCHEMA_VERSION,
  };
  try {
    await registerSeedUsers(
      store,
      metadata,
      Array.from({ length: count }, (_, at) => {
        const key = String(at + 1).padStart(2, '0');
        return {
          userId: deterministicId('user', 'demo', `report-person-${key}`),
          siteId: DEMO_SITE_ID,
          email: `report-person-${key}@demo.wellway.test`,
          role: 'user' as const,
          firstName: `Person ${key}`,
          lastName: REPORT_PERSON_LAST_NAME,
          startedOn,
          ssoIdentifier: `REPORT-${key}`,
        };
      }),
    );
  } finally {
    await store.close();
    await pool.end();
  }
}
