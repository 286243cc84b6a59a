import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_ID,
  defaultReportId,
  personalDataPolicy,
  reportStream,
  reportSubject,
  savedReportDecider,
  userStream,
} from '@wellway/domain';
import {
  createEventStore,
  createPostgresKeyStore,
  handleCommand,
  metadataFor,
  OutdatedEventLogError,
  SCHEMA_VERSION,
} from '@wellway/event-store';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { demoEmail } from './demo-seed.js';
import { prepareDatabase } from './prepare.js';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

/** A log as it was written before personal data was sealed: a registration in clear, at schema version 1. */
async function logWrittenBeforeSealing(): Promise<TestDatabase> {
  const database = await createTestDatabase('wellway_prepare_old');
  databases.push(database);
  const store = await createEventStore({ databaseUrl: database.url });
  const userId = randomUUID();
  const metadata = { actorId: null, siteId: null, correlationId: 'old', causationId: null, schemaVersion: 1 };
  const data = { userId, siteId: 's', email: 'old.person@example.test', firstName: 'Old', lastName: 'Person' };
  await store.append(userStream(userId), [{ id: randomUUID(), type: 'UserRegistered', data, metadata }], { expectedRevision: 'no_stream' });
  await store.close();
  return database;
}

/** A log as it was written before saved reports were sealed: people sealed, a report's filter in clear, at schema version 2. */
async function logWrittenBeforeReportsWereSealed(): Promise<TestDatabase> {
  const database = await createTestDatabase('wellway_prepare_reports');
  databases.push(database);
  const store = await createEventStore({ databaseUrl: database.url });
  const reportId = randomUUID();
  const metadata = { actorId: null, siteId: null, correlationId: 'old', causationId: null, schemaVersion: 2 };
  const data = {
    reportId,
    siteId: 's',
    name: 'Follow-up',
    reportType: 'Simple',
    fields: ['first_name'],
    filters: [{ field: 'email', sign: 'is', value: 'old.filter@example.test' }],
    sql: null,
    parentId: null,
    createdByMaster: false,
    savedById: randomUUID(),
    savedAt: '2026-12-01T10:00:00.000Z',
  };
  await store.append(reportStream(reportId), [{ id: randomUUID(), type: 'ReportSaved', data, metadata }], {
    expectedRevision: 'no_stream',
  });
  await store.close();
  return database;
}

async function logText(url: string): Promise<{ text: string; versions: number[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ data: string; version: number }>(
      "SELECT data::text AS data, (metadata->>'schemaVersion')::int AS version FROM es_events",
    );
    return { text: rows.map((row) => row.data).join('\n'), versions: [...new Set(rows.map((row) => row.version))] };
  } finally {
    await client.end();
  }
}

describe('prepareDatabase and a log written before personal data was sealed', () => {
  it('refuses it with one line that says what to do, and changes nothing', async () => {
    const database = await logWrittenBeforeSealing();
    const prepared = prepareDatabase(database.url, { seed: true });
    await expect(prepared).rejects.toBeInstanceOf(OutdatedEventLogError);
    await expect(prepared).rejects.toThrow(/^This event log was written before personal data was sealed .*re-seed it/);
    expect((await prepared.catch((error: Error) => error.message)) as string).not.toContain('\n');
    expect((await logText(database.url)).text).toContain('old.person@example.test');
  });

  it('refuses a log whose saved reports were written in clear (before schema version 3) the same way', async () => {
    const database = await logWrittenBeforeReportsWereSealed();
    await expect(prepareDatabase(database.url, { seed: true })).rejects.toThrow(
      /^This event log .*a ReportSaved at position \d+ holds it in clear/,
    );
    expect((await logText(database.url)).text).toContain('old.filter@example.test');
  });

  it('drops and re-seeds the embedded demo database, sealing the demo people', async () => {
    const database = await logWrittenBeforeSealing();
    const lines: string[] = [];
    await prepareDatabase(database.url, { seed: true, reseedOutdatedDemo: true, log: (line) => lines.push(line) });

    expect(lines).toEqual(['the demo event log was written before personal data was sealed: dropping it and seeding it again']);
    const { text, versions } = await logText(database.url);
    expect(text).not.toContain('old.person@example.test');
    expect(text).not.toContain(demoEmail('participant'));
    expect(text).not.toContain('Activity summary'); // default reports are sealed like any other
    expect(text).toContain('$sealed');
    expect(versions).toEqual([SCHEMA_VERSION]);
    await prepareDatabase(database.url, { seed: true }); // and a sealed log starts again untouched
  });

  it('starts again after a master deleted a default report (its key destroyed): it stays deleted', async () => {
    const database = await createTestDatabase('wellway_prepare_deleted_default');
    databases.push(database);
    await prepareDatabase(database.url, { seed: false });
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const keys = createPostgresKeyStore(pool);
    const store = await createEventStore({ pool, personalData: { policy: personalDataPolicy, keys } });
    const reportId = defaultReportId('badges');
    try {
      const command = {
        type: 'DeleteReport',
        reportId,
        siteId: DEFAULT_SITE_ID,
        actor: { userId: 'm', role: 'master' },
        at: 'now',
      } as const;
      const metadata = metadataFor({ actor: null, siteId: DEFAULT_SITE_ID, correlationId: 'test' });
      await handleCommand({ store, stream: reportStream(reportId), decider: savedReportDecider, command, metadata });
      await keys.destroy(reportSubject(reportId));

      await prepareDatabase(database.url, { seed: false });
      // Read as another process does (this store cached the key while deciding the deletion).
      const fresh = await createEventStore({ pool, personalData: { policy: personalDataPolicy, keys } });
      const { events } = await fresh.readStream(reportStream(reportId)).finally(() => fresh.close());
      expect(events.map((event) => event.type)).toEqual(['ReportSaved', 'ReportDeleted']);
      expect(events[0]?.data).toMatchObject({ name: 'Deleted report', filters: [], sql: null });
    } finally {
      await store.close();
      await pool.end();
    }
  });
});
