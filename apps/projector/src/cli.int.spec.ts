import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readModelMigrations } from '@wellway/read-models';
import { createEventStore } from '@wellway/event-store';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';

/** `npm run projections -- migrate list|latest` (the built CLI) on an empty database. */
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const run = promisify(execFile);
let database: TestDatabase;

const projections = (...args: string[]) =>
  run(process.execPath, [cli, ...args], { env: { ...process.env, DATABASE_URL: database.url } }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

beforeAll(async () => {
  database = await createTestDatabase('wellway_cli');
});
afterAll(() => database?.drop());

describe('npm run projections -- migrate', () => {
  const names = Object.keys(readModelMigrations);

  it('lists every migration as pending, runs them, then lists when each ran', async () => {
    const before = await projections('migrate', 'list');
    expect(before.code).toBe(0);
    expect(before.stdout.trim().split('\n')).toEqual(
      expect.arrayContaining(names.map((name) => expect.stringMatching(new RegExp(`^pending\\s+${name}$`)))),
    );

    const latest = await projections('migrate', 'latest');
    expect(latest.code).toBe(0);
    expect(latest.stdout).toContain(`Read models: ${names.length} migration(s) run.`);

    const after = await projections('migrate', 'list');
    expect(after.stdout).not.toContain('pending');
    expect((await projections('migrate', 'latest')).stdout).toContain('Read models: no pending migration.');
  });

  it('answers an unknown command with the usage, which states the rollback rule', async () => {
    const answer = await projections('migrate', 'down');
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain('migrate latest');
    expect(answer.stderr).toContain('read models are rebuilt, never migrated down');
  });

  it('refuses a log written before personal data was sealed, with one line saying to re-seed it', async () => {
    const old = await createTestDatabase('wellway_cli_old');
    try {
      const store = await createEventStore({ databaseUrl: old.url });
      const metadata = { actorId: null, siteId: null, correlationId: 'old', causationId: null, schemaVersion: 1 };
      const data = { userId: 'u-1', siteId: 's', email: 'old@example.test', firstName: 'Old', lastName: 'Person' };
      await store.append('user-u-1', [{ id: randomUUID(), type: 'UserRegistered', data, metadata }], { expectedRevision: 'no_stream' });
      await store.close();
      const answer = await run(process.execPath, [cli, 'list'], { env: { ...process.env, DATABASE_URL: old.url } }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(answer).toMatchObject({
        code: 78,
        stderr: expect.stringMatching(/^This event log was written before personal data was sealed .*\n$/),
      });
      expect((answer as { stderr: string }).stderr.trim()).not.toContain('\n');
    } finally {
      await old.drop();
    }
  });

  it('stops at a missing DATABASE_URL with one line naming it', async () => {
    const answer = await run(process.execPath, [cli, 'migrate', 'list'], { env: { ...process.env, DATABASE_URL: '' } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(answer).toMatchObject({ code: 78, stderr: 'projections configuration: DATABASE_URL is not set\n' });
  });
});
