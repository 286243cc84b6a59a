/**
 * (d) Erasure: a master erases one person who has 1,000 events of their own in a log of about
 * 1,000,000 (DELETE /api/users/{id}), on the real API, projector and workers processes. Measured:
 * the response, and the erasure complete (UserErased recorded, GET /api/erasures shows erased_at,
 * and every projection and reactor past it). Checked: the rows that changed are theirs.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { personalDataPolicy } from '@wellway/domain';
import { createEventStore, type EventStore } from '@wellway/event-store';
import {
  createReadModelDb,
  loadCheckpoint,
  type ReadModelDb,
  PositionWaiter,
  projectionPositions,
  projections,
  readModelTypes,
} from '@wellway/read-models';
import { demoEmail, demoUserId } from '@wellway/ops/dist/demo-seed.js';
import { quietPool, withBenchDatabase } from './support/database.js';
import { generateLog, loadLog } from './support/events.js';
import { HttpClient } from './support/http.js';
import { entryBody } from './support/load.js';
import { startApi, startProjectorProcess, startWorkersProcess, type Child } from './support/processes.js';
import { inParallel, loggableDays, seedParticipants, signIn, type Participant } from './support/site.js';
import { round, Samples, type LatencySummary } from './support/stats.js';

/** People erased, one after the other, each with exactly EVENTS_EACH events of their own. */
const PEOPLE = 5;
const EVENTS_EACH = 1_000;
/** Days each logs (EntryLogged); the rest of their 1,000 are EntryChanged. The site's two years hold ~690 days. */
const DAYS_LOGGED = 600;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Not read models: the log (checked apart: what the erasure appended), checkpoints, migrations, the snapshots themselves. */
const NOT_COMPARED = ['es_events', 'es_streams', 'projection_checkpoints', 'kysely_migration', 'kysely_migration_lock', 'bench_rows'];

export interface ErasureRun {
  readonly userId: string;
  /** DELETE sent → its response. */
  readonly responseMs: number;
  /** DELETE sent → GET /api/erasures shows their erased_at (polled every 10 ms). */
  readonly erasedAtVisibleMs: number;
  /** UserErasureRequested → UserErased in the log (their created_at): the reactor, the queue and the worker. */
  readonly sagaMs: number;
  /** DELETE sent → every projection and reactor has reached the log's head, which holds UserErased. */
  readonly completeMs: number;
  /** Events the erasure appended, by type; all of them about this person. */
  readonly appended: Record<string, number>;
  /** Rows that changed, appeared or disappeared, by table: those holding their user id. */
  readonly theirRows: Record<string, number>;
  /** The same for rows not holding it (must be none). */
  readonly othersRows: Record<string, number>;
  readonly othersExamples: readonly string[];
  /** personal_data_keys.key is null (and erased_at set) for them. */
  readonly keyDestroyed: boolean;
}

export interface ErasureBenchResult {
  /** The log before the erasures: its events, those generated for others, each person's by type (the first's). */
  readonly log: {
    readonly events: number;
    readonly generated: number;
    readonly eventsPerPerson: number;
    readonly theirTypes: Record<string, number>;
  };
  readonly setup: {
    readonly generateSeconds: number;
    readonly copySeconds: number;
    /** The projector process from its start to every read model at the head of the 1M-event log. */
    readonly projectorCatchUpSeconds: number;
    readonly entriesSeconds: number;
  };
  readonly compared: { readonly tables: number; readonly rows: number };
  readonly responseMs: LatencySummary;
  readonly completeMs: LatencySummary;
  readonly erasedAtVisibleMs: LatencySummary;
  readonly runs: readonly ErasureRun[];
}

export async function benchErasure(): Promise<ErasureBenchResult> {
  let started = performance.now();
  const log = generateLog();
  const generateSeconds = (performance.now() - started) / 1000;
  return withBenchDatabase('d', async (database) => {
    const people = await seedParticipants(database.url, PEOPLE);
    const queues = { redisUrl: REDIS_URL, prefix: `wwbench${randomBytes(4).toString('hex')}` };
    const pool = quietPool(new pg.Pool({ connectionString: database.url, max: 6, types: readModelTypes }));
    const store = await createEventStore({ pool, personalData: { policy: personalDataPolicy } });
    const db = createReadModelDb(pool);
    const waiter = PositionWaiter.start({ db, store, databaseUrl: database.url });
    const children: Child[] = [];
    const stopAll = async () => {
      for (const child of children.splice(0).reverse()) await child.stop();
    };
    try {
      // The workers once over the small log, so every reactor has a checkpoint (moved below).
      children.push(await startProjectorProcess(database.url), await startWorkersProcess(database.url, queues));
      await settle(pool, store);
      await stopAll();

      const copySeconds = await withClient(pool, (client) => loadLog(client, log));
      console.log(`  loaded ${log.events.toLocaleString('en-US')} generated events in ${copySeconds.toFixed(1)} s; projecting them…`);
      started = performance.now();
      children.push(await startProjectorProcess(database.url, 600_000));
      const projectorCatchUpSeconds = (performance.now() - started) / 1000;
      console.log(`  projector caught up with the whole log in ${projectorCatchUpSeconds.toFixed(1)} s`);
      await skipReactorsToTheHead(pool, db);
      children.push(await startWorkersProcess(database.url, queues));
      const api = await startApi(database.url);
      children.push(api);
      const client = new HttpClient(api.url, PEOPLE + 1);
      try {
        const master: Participant = { userId: demoUserId('master'), email: demoEmail('master'), token: '' };
        await signIn(client, [...people, master]);
        started = performance.now();
        const theirTypes = await giveEachTheirEvents(client, pool, store, people);
        const entriesSeconds = (performance.now() - started) / 1000;
        await settle(pool, store);
        const { rows: counted } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events');
        const tables = await comparedTables(pool);
        const compared = { tables: tables.length, rows: await countRows(pool, tables) };
        const runs: ErasureRun[] = [];
        for (const person of people) runs.push(await eraseOne({ client, pool, db, store, waiter, master, tables }, person));
        const summary = (pick: (run: ErasureRun) => number) => {
          const samples = new Samples(PEOPLE);
          for (const run of runs) samples.add(pick(run));
          return samples.summary();
        };
        return {
          log: { events: counted[0]?.n ?? 0, generated: log.events, eventsPerPerson: EVENTS_EACH, theirTypes },
          setup: {
            generateSeconds: round(generateSeconds),
            copySeconds: round(copySeconds),
            projectorCatchUpSeconds: round(projectorCatchUpSeconds),
            entriesSeconds: round(entriesSeconds),
          },
          compared,
          responseMs: summary((run) => run.responseMs),
          completeMs: summary((run) => run.completeMs),
          erasedAtVisibleMs: summary((run) => run.erasedAtVisibleMs),
          runs,
        };
      } finally {
        client.close();
      }
    } finally {
      await stopAll();
      await waiter.close();
      await store.close();
      await db.destroy();
      await dropQueues(queues);
    }
  });
}

async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/**
 * Until the system is quiet: every projection and reactor at the log's head, no job due and not
 * done, and the head unchanged meanwhile. Returns the head.
 */
async function settle(pool: pg.Pool, store: EventStore, timeoutMs = 120_000): Promise<bigint> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = (await store.headPosition()) ?? 0n;
    const { rows } = await pool.query<{ checkpoint: string | null; jobs: number }>(
      `SELECT checkpoint, (SELECT count(*)::int FROM reaction_jobs
         WHERE done_at IS NULL AND failed_at IS NULL AND (due_at IS NULL OR due_at <= now())) AS jobs
       FROM projection_checkpoints`,
    );
    const reached = await Promise.all(rows.map((row) => store.hasReached(row.checkpoint, head)));
    if (reached.every(Boolean) && (rows[0]?.jobs ?? 0) === 0 && (await store.headPosition()) === head) return head;
    if (Date.now() > deadline) throw new Error(`the system did not settle at position ${head} within ${timeoutMs / 1000} s`);
    await delay(50);
  }
}

/**
 * The reactors (badge jobs, mail…) start past the generated log, as if they had handled it long
 * ago: replaying it would put a million badge jobs in Redis, which is setup of no interest here.
 * They take the checkpoint the projector's `entries` projection reached at the head.
 */
async function skipReactorsToTheHead(pool: pg.Pool, db: ReadModelDb): Promise<void> {
  const head = await loadCheckpoint(db, 'entries');
  if (!head?.checkpoint || head.position === null) throw new Error('the entries projection has no checkpoint');
  const { rowCount } = await pool.query(
    'UPDATE projection_checkpoints SET checkpoint = $1, position = $2, updated_at = now() WHERE NOT (name = ANY($3::text[]))',
    [head.checkpoint, head.position.toString(), projections.map((projection) => projection.name)],
  );
  if (!rowCount) throw new Error('no reactor checkpoint to move');
}

/**
 * Each person logs DAYS_LOGGED days through the API (badges follow from the workers), then changes
 * days until exactly EVENTS_EACH events of the log are theirs (data.userId). Returns the first
 * person's events by type.
 */
async function giveEachTheirEvents(
  client: HttpClient,
  pool: pg.Pool,
  store: EventStore,
  people: readonly Participant[],
): Promise<Record<string, number>> {
  const days = loggableDays().slice(0, DAYS_LOGGED);
  if (days.length < DAYS_LOGGED) throw new Error(`only ${days.length} loggable days`);
  const log = async (person: Participant, user: number, count: number, pass: number) => {
    for (let k = 0; k < count; k++) {
      const body = entryBody({ user, recordedOn: days[k % days.length] as string, steps: 3_000 + pass * 100 + k, minutes: 20 + pass });
      const { status } = await client.request('POST', '/api/entries', body, person.token);
      if (status !== 201 && status !== 200) throw new Error(`POST /api/entries answered ${status}`);
    }
  };
  await inParallel(people, PEOPLE, (person, user) => log(person, user, DAYS_LOGGED, 0));
  await settle(pool, store);
  const counts = await eventsOf(pool, people);
  await inParallel(people, PEOPLE, (person, user) => log(person, user, EVENTS_EACH - (counts.get(person.userId) ?? 0), 1));
  await settle(pool, store);
  const final = await eventsOf(pool, people);
  const wrong = people.filter((person) => final.get(person.userId) !== EVENTS_EACH);
  if (wrong.length > 0) throw new Error(`events per person: ${JSON.stringify(Object.fromEntries(final))}, expected ${EVENTS_EACH}`);
  const { rows } = await pool.query<{ type: string; n: number }>(
    `SELECT type, count(*)::int AS n FROM es_events WHERE data->>'userId' = $1 GROUP BY type ORDER BY n DESC`,
    [people[0]?.userId],
  );
  return Object.fromEntries(rows.map((row) => [row.type, row.n]));
}

async function eventsOf(pool: pg.Pool, people: readonly Participant[]): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ user_id: string; n: number }>(
    `SELECT data->>'userId' AS user_id, count(*)::int AS n FROM es_events WHERE data->>'userId' = ANY($1::text[]) GROUP BY 1`,
    [people.map((person) => person.userId)],
  );
  return new Map(rows.map((row) => [row.user_id, row.n]));
}

interface Running {
  readonly client: HttpClient;
  readonly pool: pg.Pool;
  readonly db: ReadModelDb;
  readonly store: EventStore;
  readonly waiter: PositionWaiter;
  readonly master: Participant;
  readonly tables: readonly ComparedTable[];
}

async function eraseOne({ client, pool, db, store, waiter, master, tables }: Running, person: Participant): Promise<ErasureRun> {
  const headBefore = await settle(pool, store);
  await snapshot(pool, tables, 'before', person.userId);
  const sent = performance.now();
  const { status } = await client.request('DELETE', `/api/users/${person.userId}`, undefined, master.token);
  const responseMs = performance.now() - sent;
  if (status !== 200) throw new Error(`DELETE /api/users/${person.userId} answered ${status}`);
  while (!(await erasedAtShown(client, master, person.userId))) {
    if (performance.now() - sent > 30_000) throw new Error(`${person.userId}: erased_at not shown within 30 s`);
    await delay(10);
  }
  const erasedAtVisibleMs = performance.now() - sent;
  const head = (await store.headPosition()) ?? 0n;
  const names = (await projectionPositions(db)).map((row) => row.name);
  if (!(await waiter.waitFor(names, head, 30_000))) throw new Error(`projections did not reach ${head} within 30 s`);
  const completeMs = performance.now() - sent;

  await settle(pool, store);
  await snapshot(pool, tables, 'after', person.userId);
  const rows = await changedRows(pool);
  const { rows: events } = await pool.query<{ type: string; theirs: boolean; at: number }>(
    `SELECT type, data->>'userId' = $2 AS theirs, (extract(epoch FROM created_at) * 1000)::float8 AS at
     FROM es_events WHERE position > $1 ORDER BY position`,
    [headBefore.toString(), person.userId],
  );
  const at = (type: string) => events.find((event) => event.type === type)?.at ?? Number.NaN;
  if (!events.some((event) => event.type === 'UserErased')) throw new Error(`no UserErased for ${person.userId}`);
  const { rows: key } = await pool.query<{ destroyed: boolean }>(
    'SELECT key IS NULL AND erased_at IS NOT NULL AS destroyed FROM personal_data_keys WHERE subject = $1',
    [person.userId],
  );
  return {
    userId: person.userId,
    responseMs: round(responseMs),
    erasedAtVisibleMs: round(erasedAtVisibleMs),
    completeMs: round(completeMs),
    sagaMs: round(at('UserErased') - at('UserErasureRequested')),
    appended: countBy(events.map((event) => (event.theirs ? event.type : `${event.type} (NOT theirs)`))),
    ...rows,
    keyDestroyed: key[0]?.destroyed === true,
  };
}

async function erasedAtShown(client: HttpClient, master: Participant, userId: string): Promise<boolean> {
  const { status, json } = await client.json<{ data?: { user_id: string; erased_at: string | null }[] }>(
    'GET',
    '/api/erasures',
    undefined,
    master.token,
  );
  if (status !== 200) throw new Error(`GET /api/erasures answered ${status}`);
  return json.data?.some((row) => row.user_id === userId && row.erased_at !== null) === true;
}

interface ComparedTable {
  readonly name: string;
  /** SQL for a row's identity: its primary key, or (no key) its whole content. */
  readonly key: string;
}

/** Every table of the database but NOT_COMPARED, with its primary key (and the snapshots' own table). */
async function comparedTables(pool: pg.Pool): Promise<ComparedTable[]> {
  await pool.query('CREATE UNLOGGED TABLE IF NOT EXISTS bench_rows (snap text, tbl text, key text, hash text, theirs boolean)');
  const { rows } = await pool.query<{ name: string; columns: string[] | null }>(
    `SELECT c.relname AS name,
       (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM pg_index i
          CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
         WHERE i.indrelid = c.oid AND i.indisprimary) AS columns
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT (c.relname = ANY($1::text[]))
     ORDER BY 1`,
    [NOT_COMPARED],
  );
  return rows.map(({ name, columns }) => ({
    name,
    key: columns ? `row(${columns.map((column) => `t.${pg.escapeIdentifier(column)}`).join(', ')})::text` : 'md5(t::text)',
  }));
}

async function countRows(pool: pg.Pool, tables: readonly ComparedTable[]): Promise<number> {
  const counts = tables.map(({ name }) => `(SELECT count(*) FROM ${pg.escapeIdentifier(name)})`);
  const { rows } = await pool.query<{ n: number }>(`SELECT (${counts.join(' + ')})::int AS n`);
  return rows[0]?.n ?? 0;
}

/** Each row's identity, a hash of its content, and whether it holds `userId`. */
async function snapshot(pool: pg.Pool, tables: readonly ComparedTable[], snap: 'before' | 'after', userId: string): Promise<void> {
  if (snap === 'before') await pool.query('TRUNCATE bench_rows');
  for (const { name, key } of tables) {
    await pool.query(
      `INSERT INTO bench_rows SELECT $1, $2, ${key}, md5(t::text), strpos(t::text, $3) > 0 FROM ${pg.escapeIdentifier(name)} t`,
      [snap, name, userId],
    );
  }
}

/** Rows changed, appeared or disappeared between the snapshots, by table, theirs (before or after) or not. */
async function changedRows(pool: pg.Pool): Promise<Pick<ErasureRun, 'theirRows' | 'othersRows' | 'othersExamples'>> {
  const { rows } = await pool.query<{ tbl: string; theirs: boolean; n: number; examples: string[] }>(
    `SELECT coalesce(a.tbl, b.tbl) AS tbl, coalesce(a.theirs OR b.theirs, a.theirs, b.theirs) AS theirs, count(*)::int AS n,
       (array_agg(coalesce(a.key, b.key) || CASE WHEN b.key IS NULL THEN ' appeared' WHEN a.key IS NULL THEN ' disappeared' ELSE ' changed' END))[1:3] AS examples
     FROM (SELECT * FROM bench_rows WHERE snap = 'before') b
     FULL JOIN (SELECT * FROM bench_rows WHERE snap = 'after') a ON a.tbl = b.tbl AND a.key = b.key
     WHERE a.hash IS DISTINCT FROM b.hash
     GROUP BY 1, 2 ORDER BY 1`,
  );
  const by = (theirs: boolean) => Object.fromEntries(rows.filter((row) => row.theirs === theirs).map((row) => [row.tbl, row.n]));
  const othersExamples = rows.filter((row) => !row.theirs).flatMap((row) => row.examples.map((example) => `${row.tbl} ${example}`));
  return { theirRows: by(true), othersRows: by(false), othersExamples };
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** The workers' BullMQ keys, under this run's own prefix only (Redis is shared). */
async function dropQueues(queues: { redisUrl: string; prefix: string }): Promise<void> {
  const redis = new Redis(queues.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${queues.prefix}:*`, count: 1_000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } catch (error) {
    console.warn(`  could not remove the Redis keys ${queues.prefix}:*: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    redis.disconnect();
  }
}
