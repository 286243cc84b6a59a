import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** Server used by integration tests: the machine's PostgreSQL (CI starts it if down). */
export const TEST_PG_ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

function urlFor(database: string): string {
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Lets pools and LISTEN clients that are shutting down finish first, so FORCE kills no live work. */
async function connectionsClosed(client: pg.Client, database: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ open: string }>('select count(*) as open from pg_stat_activity where datname = $1', [database]);
    if (Number(rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The SQL report sandbox's roles (apps/api/src/report-sql/sandbox.ts) are cluster-wide, named
 * `report_<first 12 hex of sha256(database name)>_…`: gone with their database, they own nothing
 * and are dropped too.
 */
async function dropSandboxRoles(client: pg.Client, database: string): Promise<void> {
  const prefix = `report_${createHash('sha256').update(database).digest('hex').slice(0, 12)}_`;
  const { rows } = await client.query<{ role: string }>('select rolname as role from pg_roles where starts_with(rolname, $1)', [prefix]);
  if (rows.length > 0) await client.query(`DROP ROLE ${rows.map(({ role }) => client.escapeIdentifier(role)).join(', ')}`);
}

/** A fresh, empty database per test file, so files run in parallel without sharing state. */
export async function createTestDatabase(prefix = 'wellway_test'): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: urlFor(name),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await client.connect();
      try {
        await connectionsClosed(client, name, 3000);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropSandboxRoles(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/** A key prefix unique to one test file, so BullMQ queues never collide between files. */
export function uniqueRedisPrefix(prefix = 'wwtest'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}
