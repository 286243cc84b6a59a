/** (a) Log-entry commands over HTTP at concurrency 32, beside raw pg doing "read the stream, then append". */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { entryIdFor, entryStream, personalDataPolicy } from '@wellway/domain';
import { createEventStore } from '@wellway/event-store';
import { DEMO_SITE_ID } from '@wellway/ops/dist/demo-seed.js';
import { cpuMsPer, CpuMeter, type CpuBreakdown } from './support/cpu.js';
import { quietPool, withBenchDatabase } from './support/database.js';
import { HttpClient } from './support/http.js';
import { closedLoop, entryBody, plannedEntry, USERS_PER_WRITER, WRITERS, type ClosedLoopResult } from './support/load.js';
import { startApi } from './support/processes.js';
import { WaitSampler } from './support/waits.js';
import { loggableDays, seedParticipants, signIn } from './support/site.js';

export interface CommandsSide extends ClosedLoopResult {
  readonly cpuCores: CpuBreakdown;
  /** CPU ms per command by process group (robust to other load on the machine). */
  readonly cpuMsPerCommand: Record<string, number>;
  /** Average number of the database's backends per state / wait event while measuring. */
  readonly pgActivity: Record<string, number>;
}

export interface CommandsResult {
  readonly concurrency: number;
  readonly warmupSeconds: number;
  readonly api: CommandsSide;
  /** Raw pg, one transaction per command: read the stream, claim the revision, insert the event. */
  readonly baseline: CommandsSide;
  /** The same plus the `pg_notify` the adapter sends in every append (diagnostic). */
  readonly baselineWithNotify: CommandsSide;
  readonly apiShareOfBaseline: number;
}

export interface LoadTiming {
  readonly warmupMs: number;
  readonly measureMs: number;
}

export async function benchCommands(timing: LoadTiming): Promise<CommandsResult> {
  const api = await apiSide(timing);
  const { baseline, baselineWithNotify } = await baselineSides(timing);
  return {
    concurrency: WRITERS,
    warmupSeconds: timing.warmupMs / 1000,
    api,
    baseline,
    baselineWithNotify,
    apiShareOfBaseline: Math.round((api.commandsPerSecond / baseline.commandsPerSecond) * 1000) / 1000,
  };
}

async function apiSide(timing: LoadTiming): Promise<CommandsSide> {
  return withBenchDatabase('a_api', async (database) => {
    const participants = await seedParticipants(database.url, WRITERS * USERS_PER_WRITER);
    const api = await startApi(database.url);
    const client = new HttpClient(api.url, WRITERS);
    try {
      await signIn(client, participants);
      const days = loggableDays();
      const meter = CpuMeter.withPostgres(database.name, { api: () => [api.pid], loadgen: () => [process.pid] });
      const waits = await WaitSampler.open(database.url, database.name);
      const result = await closedLoop({
        concurrency: WRITERS,
        ...timing,
        onMeasureStart: () => {
          meter.begin();
          waits.begin();
        },
        command: async (writer, k) => {
          const entry = plannedEntry(days, writer, k);
          const participant = participants[entry.user];
          if (!participant) throw new Error(`no participant ${entry.user}`);
          const { status } = await client.request('POST', '/api/entries', entryBody(entry), participant.token);
          return status === 201 || status === 200 ? null : `HTTP ${status}`;
        },
      });
      return withCpu(result, meter.end(), await waits.end());
    } finally {
      client.close();
      await api.stop();
    }
  });
}

const READ = 'SELECT position, stream_revision, type, data, metadata FROM es_events WHERE stream_name = $1 ORDER BY stream_revision';
const CLAIM_NEW = 'INSERT INTO es_streams (stream_name, revision) VALUES ($1, 0) ON CONFLICT DO NOTHING RETURNING revision';
const CLAIM_NEXT = 'UPDATE es_streams SET revision = revision + 1 WHERE stream_name = $1 AND revision = $2 RETURNING revision';
const INSERT = `INSERT INTO es_events (event_id, stream_name, stream_revision, type, data, metadata)
  VALUES ($1, $2, $3, $4, $5, $6) RETURNING position`;

async function baselineSides(timing: LoadTiming): Promise<{ baseline: CommandsSide; baselineWithNotify: CommandsSide }> {
  return withBenchDatabase('a_raw', async (database) => {
    const store = await createEventStore({ databaseUrl: database.url, personalData: { policy: personalDataPolicy } }); // the adapter's schema, nothing else
    await store.close();
    // The baseline stays the plain read-then-append it always was: without the writer registry's
    // check (the adapter's appends register in the same statement; raw SQL here does not).
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('ALTER TABLE es_events DISABLE TRIGGER es_events_registered_writer').finally(() => admin.end());
    const baseline = await rawSide(database, timing, 'plain', false);
    const baselineWithNotify = await rawSide(database, timing, 'notify', true);
    return { baseline, baselineWithNotify };
  });
}

/** Raw pg at the same concurrency: one connection per writer, one transaction per command. */
async function rawSide(
  database: { url: string; name: string },
  timing: LoadTiming,
  namespace: string,
  notify: boolean,
): Promise<CommandsSide> {
  const pool = quietPool(new pg.Pool({ connectionString: database.url, max: WRITERS }));
  const clients = await Promise.all(Array.from({ length: WRITERS }, () => pool.connect()));
  const days = loggableDays();
  const userIds = Array.from({ length: WRITERS * USERS_PER_WRITER }, () => randomUUID());
  const metadata = JSON.stringify({
    actorId: null,
    siteId: DEMO_SITE_ID,
    correlationId: namespace,
    causationId: null,
    impersonatorId: null,
    schemaVersion: 1,
  });
  const meter = CpuMeter.withPostgres(database.name, { loadgen: () => [process.pid] });
  const waits = await WaitSampler.open(database.url, database.name);
  try {
    const result = await closedLoop({
      concurrency: WRITERS,
      ...timing,
      onMeasureStart: () => {
        meter.begin();
        waits.begin();
      },
      command: async (writer, k) => {
        const client = clients[writer] as pg.PoolClient;
        const entry = plannedEntry(days, writer, k);
        const userId = userIds[entry.user] as string;
        const entryId = entryIdFor(userId, entry.recordedOn);
        const stream = entryStream(entryId);
        const data = JSON.stringify({
          entryId,
          userId,
          siteId: DEMO_SITE_ID,
          recordedOn: entry.recordedOn,
          exerciseSteps: entry.steps,
          exerciseMinutes: entry.minutes,
          activities: [],
          manuallyRecorded: true,
        });
        try {
          await client.query('BEGIN');
          const { rows } = await client.query({ name: 'bench_read', text: READ, values: [stream] });
          const revision = rows.length - 1;
          const claim =
            revision < 0
              ? await client.query({ name: 'bench_claim_new', text: CLAIM_NEW, values: [stream] })
              : await client.query({ name: 'bench_claim_next', text: CLAIM_NEXT, values: [stream, revision] });
          if (claim.rowCount !== 1) {
            await client.query('ROLLBACK');
            return 'conflict';
          }
          const type = revision < 0 ? 'EntryLogged' : 'EntryChanged';
          const inserted = await client.query<{ position: string }>({
            name: 'bench_insert',
            text: INSERT,
            values: [randomUUID(), stream, revision + 1, type, data, metadata],
          });
          if (notify)
            await client.query({
              name: 'bench_notify',
              text: 'SELECT pg_notify($1, $2)',
              values: ['bench_events', inserted.rows[0]?.position],
            });
          await client.query('COMMIT');
          return null;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          return error instanceof Error ? error.message.slice(0, 60) : 'error';
        }
      },
    });
    return withCpu(result, meter.end(), await waits.end());
  } finally {
    for (const client of clients) client.release();
    await pool.end();
  }
}

function withCpu(result: ClosedLoopResult, cpuCores: CpuBreakdown, pgActivity: Record<string, number>): CommandsSide {
  return { ...result, cpuCores, cpuMsPerCommand: cpuMsPer(cpuCores, result.commandsPerSecond), pgActivity };
}
