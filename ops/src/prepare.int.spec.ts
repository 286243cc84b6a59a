import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { userStream } from '@wellway/domain';
import { createEventStore, OutdatedEventLogError, SEALED_SCHEMA_VERSION } from '@wellway/event-store';
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

  it('drops and re-seeds the embedded demo database, sealing the demo people', async () => {
    const database = await logWrittenBeforeSealing();
    const lines: string[] = [];
    await prepareDatabase(database.url, { seed: true, reseedOutdatedDemo: true, log: (line) => lines.push(line) });

    expect(lines).toEqual(['the demo event log was written before personal data was sealed: dropping it and seeding it again']);
    const { text, versions } = await logText(database.url);
    expect(text).not.toContain('old.person@example.test');
    expect(text).not.toContain(demoEmail('participant'));
    expect(text).toContain('$sealed');
    expect(versions).toEqual([SEALED_SCHEMA_VERSION]);
    await prepareDatabase(database.url, { seed: true }); // and a sealed log starts again untouched
  });
});
