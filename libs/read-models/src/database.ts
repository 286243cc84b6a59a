import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type Transaction,
} from 'kysely';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { CapabilityTables } from './capabilities.js';
import type { CheckpointTable } from './checkpoints.js';

/** Every read-model table: each capability's (see `capabilities.ts`) and the projector's checkpoints. */
export interface Database extends CapabilityTables {
  projection_checkpoints: CheckpointTable;
}

/** What queries take first: the database, or a transaction over it. */
export type ReadModelDb = Kysely<Database> | Transaction<Database>;

const { builtins, getTypeParser } = pg.types;
const parseDate = (value: string): string => value;

/**
 * Result parsers of the read models: int8 (positions, revisions) as `bigint`, `date` as
 * 'YYYY-MM-DD' (pg's default is a local-midnight Date). Counts live in int4 columns.
 */
export const readModelTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary' && oid === builtins.INT8) return BigInt;
    if (format !== 'binary' && oid === builtins.DATE) return parseDate;
    return getTypeParser(oid, format);
  },
};

/**
 * How `copyRows` (shared/copy.ts) marks a statement that the client below runs as COPY … FROM
 * STDIN rather than as a query: Kysely knows no COPY, and a bulk load must run on the
 * transaction's own connection.
 */
export const COPY_FROM_STDIN = '/* wellway: copy from stdin */ ';

/** A pooled client whose every query uses `readModelTypes`, however its pool was configured. */
class ReadModelClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sql: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') throw new Error('No cursor is configured for the read-model database.');
    return this.run<R>(sql, parameters);
  }

  private async run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (sql.startsWith(COPY_FROM_STDIN)) return this.copy<R>(sql.slice(COPY_FROM_STDIN.length), parameters[0]);
    const result: pg.QueryResult = await this.client.query({ text: sql, values: [...parameters], types: readModelTypes });
    // pg types `command` loosely (a plain string); Kysely only reads the ones its union lists.
    return { command: result.command as PostgresQueryResult<R>['command'], rowCount: result.rowCount ?? 0, rows: result.rows };
  }

  /** A `copyRows` statement: COPY … FROM STDIN on this connection (in its transaction), its one parameter the data. */
  private async copy<R>(statement: string, data: unknown): Promise<PostgresQueryResult<R>> {
    if (typeof data !== 'string') throw new TypeError('COPY … FROM STDIN takes its rows as one text parameter');
    const stream = this.client.query(copyFrom(statement));
    await pipeline(Readable.from([data]), stream);
    return { command: 'INSERT' as PostgresQueryResult<R>['command'], rowCount: stream.rowCount, rows: [] };
  }

  release(): void {
    this.client.release();
  }
}

function withReadModelTypes(pool: pg.Pool): PostgresPool {
  // One wrapper per pg client, so Kysely keeps recognising (and reusing) its connections.
  const clients = new WeakMap<pg.PoolClient, ReadModelClient>();
  return {
    async connect() {
      const client = await pool.connect();
      const wrapped = clients.get(client) ?? new ReadModelClient(client);
      clients.set(client, wrapped);
      return wrapped;
    },
    end: () => pool.end(),
  };
}

function ownPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, types: readModelTypes });
  // pg drops an idle client that fails; the failure surfaces on the next query. Unheard, the
  // pool's 'error' event would crash the process.
  pool.on('error', () => undefined);
  return guardClients(pool);
}

const guarded = new WeakSet<pg.Pool>();

/**
 * A connection checked out between a transaction's queries has no 'error' listener (pg-pool
 * removes its own): a server restart then ends the process. The failing query reports it.
 */
function guardClients(pool: pg.Pool): pg.Pool {
  if (guarded.has(pool)) return pool;
  guarded.add(pool);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Kysely over the read models, on a new pool for a URL or on a shared pool (e.g. the event
 * store's). The parsers apply per query, so a shared pool's other users are unaffected.
 * `destroy()` ends the pool.
 */
export function createReadModelDb(poolOrUrl: pg.Pool | string): Kysely<Database> {
  const pool = typeof poolOrUrl === 'string' ? ownPool(poolOrUrl) : guardClients(poolOrUrl);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withReadModelTypes(pool) }) });
}
