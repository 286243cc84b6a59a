/**
 * (c) Freshness: from a command's HTTP response to its read model being visible (the projector's
 * `wellway_projection` NOTIFY for a checkpoint at or past the command's event), at a steady rate.
 */
import { personalDataPolicy } from '@wellway/domain';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { createEventStore } from '@wellway/event-store';
import { createReadModelDb, PositionWaiter } from '@wellway/read-models';
import { cpuMsPer, CpuMeter, type CpuBreakdown } from './support/cpu.js';
import { withBenchDatabase } from './support/database.js';
import { HttpClient, positionOf } from './support/http.js';
import { entryBody } from './support/load.js';
import { startApi, startProjectorProcess } from './support/processes.js';
import { WaitSampler } from './support/waits.js';
import { loggableDays, seedParticipants, signIn } from './support/site.js';
import { Samples, type LatencySummary } from './support/stats.js';

const PARTICIPANTS = 64;
const MAX_IN_FLIGHT = 256;
const WATCHED = ['entries', 'stats'] as const;
type Watched = (typeof WATCHED)[number];

export interface FreshnessResult {
  readonly targetRate: number;
  readonly achievedRate: number;
  readonly commands: number;
  readonly commandLatencyMs: LatencySummary;
  /** Response received → that projection's NOTIFY for a checkpoint at or past the command's event. */
  readonly visibleMs: Record<Watched | 'both', LatencySummary>;
  /** Commands whose read model was already visible when their response arrived (counted as 0 ms). */
  readonly visibleBeforeResponse: Record<Watched, number>;
  readonly notifications: Record<Watched, number>;
  readonly failures: Record<string, number>;
  readonly cpuCores: CpuBreakdown;
  readonly cpuMsPerCommand: Record<string, number>;
  /** Average number of the database's backends per state / wait event while measuring. */
  readonly pgActivity: Record<string, number>;
}

interface Notice {
  readonly position: number;
  readonly at: number;
}

export async function benchFreshness(timing: { warmupMs: number; measureMs: number; rate: number }): Promise<FreshnessResult> {
  return withBenchDatabase('c', async (database) => {
    const participants = await seedParticipants(database.url, PARTICIPANTS);
    const projector = await startProjectorProcess(database.url);
    const api = await startApi(database.url);
    const client = new HttpClient(api.url, MAX_IN_FLIGHT);
    const store = await createEventStore({ databaseUrl: database.url, personalData: { policy: personalDataPolicy } });
    const db = createReadModelDb(database.url);
    const waiter = PositionWaiter.start({ db, store, databaseUrl: database.url });
    const notices: Record<Watched, Notice[]> = { entries: [], stats: [] };
    const stopListening = waiter.onProgress((progress) => {
      const at = performance.now();
      if ((progress.projection === 'entries' || progress.projection === 'stats') && progress.position !== null) {
        notices[progress.projection].push({ position: Number(progress.position), at });
      }
    });
    try {
      await signIn(client, participants);
      const meter = CpuMeter.withPostgres(database.name, {
        api: () => [api.pid],
        projector: () => [projector.pid],
        loadgen: () => [process.pid],
      });
      const waits = await WaitSampler.open(database.url, database.name);
      const commands = await steadyLoad(
        client,
        participants.map((p) => p.token),
        timing,
        meter,
        waits,
      );
      const last = commands.positions.reduce((max, position) => Math.max(max, position), 0);
      const caughtUp = await waiter.waitFor([...WATCHED], BigInt(last), 10_000);
      if (!caughtUp) throw new Error(`projections did not reach position ${last} within 10 s after the load`);
      await delay(100);
      return { ...commands.summary, ...(await visibility(database.url, commands, notices)) };
    } finally {
      stopListening();
      await waiter.close();
      client.close();
      await api.stop();
      await projector.stop();
      await store.close();
      await db.destroy();
    }
  });
}

interface Sent {
  readonly positions: number[];
  readonly acceptedAt: number[];
  readonly summary: Pick<
    FreshnessResult,
    'targetRate' | 'achievedRate' | 'commands' | 'commandLatencyMs' | 'failures' | 'cpuCores' | 'cpuMsPerCommand' | 'pgActivity'
  >;
}

/** Open loop: a command every 1/rate s, whatever the answers do (capped at MAX_IN_FLIGHT). */
async function steadyLoad(
  client: HttpClient,
  tokens: readonly string[],
  timing: { warmupMs: number; measureMs: number; rate: number },
  meter: CpuMeter,
  waits: WaitSampler,
): Promise<Sent> {
  const days = loggableDays();
  const positions: number[] = [];
  const acceptedAt: number[] = [];
  const latency = new Samples();
  const failures: Record<string, number> = {};
  const fail = (label: string) => (failures[label] = (failures[label] ?? 0) + 1);
  const start = performance.now();
  const measureFrom = start + timing.warmupMs;
  const end = measureFrom + timing.measureMs;
  const interval = 1000 / timing.rate;
  let issued = 0;
  let inFlight = 0;
  let measuring = false;
  const pending = new Set<Promise<void>>();
  const fire = (i: number) => {
    const user = i % tokens.length;
    const round = Math.floor(i / tokens.length);
    const body = entryBody({
      user,
      recordedOn: days[round % days.length] as string,
      steps: 3_000 + ((i * 31) % 9_000),
      minutes: 5 + (i % 60),
    });
    const sent = performance.now();
    inFlight++;
    const request = client
      .request('POST', '/api/entries', body, tokens[user])
      .then(
        ({ status, body: answer }) => {
          const accepted = performance.now();
          const position = positionOf(answer);
          if ((status !== 201 && status !== 200) || position === null) return void fail(`HTTP ${status}`);
          if (sent < measureFrom) return;
          positions.push(position);
          acceptedAt.push(accepted);
          latency.add(accepted - sent);
        },
        (error: unknown) => void fail(error instanceof Error ? error.message.slice(0, 60) : 'error'),
      )
      .finally(() => {
        inFlight--;
        pending.delete(request);
      });
    pending.add(request);
  };
  for (let now = performance.now(); now < end; now = performance.now()) {
    if (!measuring && now >= measureFrom) {
      measuring = true;
      meter.begin();
      waits.begin();
    }
    const due = Math.floor((now - start) / interval) + 1;
    while (issued < due) {
      if (inFlight >= MAX_IN_FLIGHT) fail('skipped: too many in flight');
      else fire(issued);
      issued++;
    }
    await delay(1);
  }
  const cpuCores = meter.end();
  const pgActivity = await waits.end();
  await Promise.all(pending);
  const commands = positions.length;
  const achievedRate = Math.round(commands / (timing.measureMs / 1000));
  return {
    positions,
    acceptedAt,
    summary: {
      targetRate: timing.rate,
      achievedRate,
      commands,
      commandLatencyMs: latency.summary(),
      failures,
      cpuCores,
      cpuMsPerCommand: cpuMsPer(cpuCores, achievedRate),
      pgActivity,
    },
  };
}

type LogPoint = readonly [tx: bigint, position: number];

const atOrPast = (a: LogPoint, b: LogPoint) => a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]);

/**
 * Matches each command to the first notice of each projection whose checkpoint is at or past the
 * command's event, comparing (transaction id, position) as the store orders its log.
 */
async function visibility(
  databaseUrl: string,
  sent: Sent,
  notices: Record<Watched, Notice[]>,
): Promise<Pick<FreshnessResult, 'visibleMs' | 'visibleBeforeResponse' | 'notifications'>> {
  const wanted = new Set<number>(sent.positions);
  for (const name of WATCHED) for (const notice of notices[name]) wanted.add(notice.position);
  const tx = await transactionIds(databaseUrl, [...wanted]);
  const point = (position: number): LogPoint => {
    const id = tx.get(position);
    if (id === undefined) throw new Error(`position ${position} not in es_events`);
    return [id, position];
  };
  const visibleMs = { entries: new Samples(), stats: new Samples(), both: new Samples() };
  const visibleBeforeResponse = { entries: 0, stats: 0 };
  const points = Object.fromEntries(WATCHED.map((name) => [name, notices[name].map((notice) => point(notice.position))])) as Record<
    Watched,
    LogPoint[]
  >;
  sent.positions.forEach((position, index) => {
    const command = point(position);
    const accepted = sent.acceptedAt[index] as number;
    let both = 0;
    for (const name of WATCHED) {
      const at = firstAtOrPast(points[name], command);
      const notice = notices[name][at];
      if (!notice) throw new Error(`${name} never announced position ${position}`);
      const ms = notice.at - accepted;
      if (ms < 0) visibleBeforeResponse[name]++;
      visibleMs[name].add(Math.max(0, ms));
      both = Math.max(both, ms);
    }
    visibleMs.both.add(both);
  });
  return {
    visibleMs: { entries: visibleMs.entries.summary(), stats: visibleMs.stats.summary(), both: visibleMs.both.summary() },
    visibleBeforeResponse,
    notifications: { entries: notices.entries.length, stats: notices.stats.length },
  };
}

/** Index of the first checkpoint at or past `target` (checkpoints only move forward). */
function firstAtOrPast(checkpoints: readonly LogPoint[], target: LogPoint): number {
  let low = 0;
  let high = checkpoints.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (atOrPast(checkpoints[middle] as LogPoint, target)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The transaction id of each event position (the store orders its log by (transaction id, position)). */
async function transactionIds(databaseUrl: string, positions: readonly number[]): Promise<Map<number, bigint>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ position: string; tx: string }>(
      'SELECT position::text, transaction_id::text AS tx FROM es_events WHERE position = ANY($1::int8[])',
      [positions.map(String)],
    );
    return new Map(rows.map((row) => [Number(row.position), BigInt(row.tx)]));
  } finally {
    await client.end();
  }
}
