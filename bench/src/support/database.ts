import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (127.0.0.1:5432, user postgres, trust), as the integration tests use it. */
export const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database, dropped (WITH FORCE) when the benchmark ends. */
export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `wellway_bench_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Runs `work` on a fresh database and always drops it. */
export async function withBenchDatabase<T>(label: string, work: (database: BenchDatabase) => Promise<T>): Promise<T> {
  const database = await createBenchDatabase(label);
  try {
    return await work(database);
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept database ${database.name}`);
    else await database.drop();
  }
}

/**
 * A connection dropped by the server (the final DROP DATABASE … WITH (FORCE), a restart) emits
 * 'error' on an idle pooled client; without a listener that would crash the run and hide the cause.
 */
export function quietPool(pool: pg.Pool): pg.Pool {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Server facts printed beside the figures (a result means little without them). */
export async function serverSettings(): Promise<Record<string, string>> {
  return admin(async (client) => {
    const names = ['server_version', 'synchronous_commit', 'fsync', 'wal_sync_method', 'shared_buffers', 'max_wal_size', 'commit_delay'];
    const settings: Record<string, string> = {};
    for (const name of names) {
      const { rows } = await client.query<Record<string, string>>(`SHOW ${name}`);
      settings[name] = rows[0]?.[name] ?? '?';
    }
    return settings;
  });
}
