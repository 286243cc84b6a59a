/**
 * (e) Challenge expiry: a site with BENCH_CHALLENGES (300,000) sent challenges, of which
 * BENCH_CHALLENGES_DUE (10,000) expire at the same instant, T0; the rest days later. The log is
 * COPYed in as the API writes it (UserChallengeSent on each challenge's stream); the projector
 * (user_challenges + the challenge reactor, which enqueues one delayed job per challenge through
 * the outbox) catches up before T0; then the challenge workers (in process, as many at once as the manifest runs, on Redis)
 * expire what is due. Measured: T0 → the last due challenge's UserChallengeExpired in the log.
 * Checked: each due challenge expired exactly once, and none of the others.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { challengeSlotsStream, deterministicId, personalDataPolicy, userChallengeStream } from '@wellway/domain';
import { createEventStore, SCHEMA_VERSION } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, readModelTypes, userChallengesProjection } from '@wellway/read-models';
import { challengeReactor, CHALLENGES_QUEUE, type ChallengeJob } from '@wellway/projector/dist/challenges/reactor.js';
import { challengeProcessor } from '@wellway/projector/dist/challenges/worker.js';
import { challengesJobs } from '@wellway/projector/dist/challenges/manifest.js';
import { startProjector } from '@wellway/projector/dist/runner.js';
import { openQueues } from '@wellway/projector/dist/workers/queues.js';
import { reactionOutbox, settled } from '@wellway/projector/dist/workers/outbox.js';
import { cpuMsPer, CpuMeter, type CpuBreakdown } from './support/cpu.js';
import { quietPool, withBenchDatabase } from './support/database.js';
import { loadLog, type GeneratedLog } from './support/events.js';
import { round } from './support/stats.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
const SITE_ID = deterministicId('site', 'bench-challenges');
const CHUNK = 10_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface ChallengeExpiryBenchResult {
  readonly challenges: number;
  readonly due: number;
  readonly workerConcurrency: number;
  /** Setup: COPY of the log, then the projector's catch-up (read model + one job per challenge). */
  readonly setup: {
    readonly loadSeconds: number;
    readonly catchUpSeconds: number;
    readonly leadSeconds: number;
    /** How late the workers started after T0 (setup outlasted the lead): the time is then measured from their start. */
    readonly workersLateSeconds: number;
  };
  /** T0 (or the workers' start, if later) → every due challenge expired in the log. */
  readonly expiredWithinSeconds: number;
  readonly expiredPerSecond: number;
  readonly cpuCores: CpuBreakdown;
  /** CPU ms per due challenge expired (and its slot released), by process group. */
  readonly cpuMsPerExpiry: Record<string, number>;
  readonly check: {
    readonly expiredEvents: number;
    readonly distinctExpired: number;
    readonly notDueExpired: number;
    readonly readModelExpired: number;
    /** ChallengeSlotReleased events, and the distinct challenges whose slot they released (each due one's sender's, once). */
    readonly slotsReleased: number;
    readonly distinctSlotsReleased: number;
  };
}

const PEOPLE = 100_000;
const senderOf = (i: number) => deterministicId('user', 'bench-challenges', String(i % PEOPLE));

/**
 * UserChallengeSent rows, the first `due` expiring at `dueAt`, the rest three days later; then the
 * slot each sender took for each challenge (ChallengeSlotTaken on their slots stream, as the API
 * takes it before sending), so an expiry releases a held slot: an append, as in production.
 */
function generate(total: number, due: number, dueAt: Date): GeneratedLog {
  const eventChunks: Buffer[] = [];
  const streamChunks: Buffer[] = [];
  let rows: string[] = [];
  let streams: string[] = [];
  let bytes = 0;
  let events = 0;
  const flush = () => {
    const chunk = Buffer.from(rows.join(''));
    bytes += chunk.length;
    eventChunks.push(chunk);
    streamChunks.push(Buffer.from(streams.join('')));
    rows = [];
    streams = [];
  };
  const push = (stream: string, revision: number, type: string, data: string, actorId: string, last: boolean) => {
    const eventId = `c0000000-0000-4000-8000-${(events++).toString(16).padStart(12, '0')}`;
    const metadata = `{"actorId":"${actorId}","siteId":"${SITE_ID}","correlationId":"${eventId}","causationId":null,"impersonatorId":null,"schemaVersion":${SCHEMA_VERSION}}`;
    rows.push(`${eventId}\t${stream}\t${revision}\t${type}\t${data}\t${metadata}\n`);
    if (last) streams.push(`${stream}\t${revision}\n`);
    if (rows.length === CHUNK) flush();
  };
  const later = new Date(dueAt.getTime() + 3 * 24 * 3600_000).toISOString();
  const sentAt = new Date(dueAt.getTime() - 3 * 24 * 3600_000).toISOString();
  const idOf = (i: number) => deterministicId('bench-challenge', String(i));
  const expiresAt = (i: number) => (i < due ? dueAt.toISOString() : later);
  for (let i = 0; i < total; i++) {
    const id = idOf(i);
    const senderId = senderOf(i);
    const receiverId = deterministicId('user', 'bench-challenges', String((i * 7 + 1) % PEOPLE));
    const data = `{"userChallengeId":"${id}","siteId":"${SITE_ID}","senderId":"${senderId}","receiverId":"${receiverId}","challengeName":"Walk 10,000 steps","challengeId":"bench","sentAt":"${sentAt}","expiresAt":"${expiresAt(i)}","sentOn":"${sentAt.slice(0, 10)}"}`;
    push(userChallengeStream(id), 0, 'UserChallengeSent', data, senderId, true);
  }
  // Sender k sent challenges k, k + PEOPLE, k + 2 PEOPLE, …: their slots stream holds one taken slot each.
  for (let k = 0; k < Math.min(total, PEOPLE); k++) {
    const senderId = senderOf(k);
    for (let i = k, revision = 0; i < total; i += PEOPLE, revision++) {
      const data = `{"userId":"${senderId}","siteId":"${SITE_ID}","userChallengeId":"${idOf(i)}","expiresAt":"${expiresAt(i)}"}`;
      push(challengeSlotsStream(senderId), revision, 'ChallengeSlotTaken', data, senderId, i + PEOPLE >= total);
    }
  }
  if (rows.length > 0) flush();
  return { events, eventChunks, streamChunks, bytes, streams: total + Math.min(total, PEOPLE) };
}

export async function benchChallengeExpiry(): Promise<ChallengeExpiryBenchResult> {
  const total = count('BENCH_CHALLENGES', 300_000);
  const due = Math.min(total, count('BENCH_CHALLENGES_DUE', 10_000));
  // Long enough for the COPY and the catch-up to finish first (checked below).
  const leadSeconds = count('BENCH_CHALLENGES_LEAD_SECONDS', Math.max(20, Math.ceil(total / 1_500)));
  const concurrency = count('BENCH_CHALLENGES_CONCURRENCY', challengesJobs.concurrency);
  const t0 = new Date(Date.now() + leadSeconds * 1000);
  const log = generate(total, due, t0);
  return withBenchDatabase('e', async (database) => {
    const store = await createEventStore({ databaseUrl: database.url, personalData: { policy: personalDataPolicy } });
    const pool = quietPool(new pg.Pool({ connectionString: database.url, types: readModelTypes, max: 24 }));
    const db = createReadModelDb(pool);
    const queues = await openQueues({ redisUrl: REDIS_URL, databaseUrl: database.url, prefix: `wwbench${randomBytes(4).toString('hex')}` });
    try {
      await migrateReadModels(db);
      const admin = await pool.connect();
      const loadSeconds = await loadLog(admin, log).finally(() => admin.release());
      const started = performance.now();
      const reactor = challengeReactor(reactionOutbox(queues.queue<ChallengeJob>(CHALLENGES_QUEUE)));
      const projector = startProjector({ store, db, pool, logger: quiet, projections: [userChallengesProjection, reactor] });
      await projector.whenCaughtUp();
      const catchUpSeconds = (performance.now() - started) / 1000;
      console.log(
        `  ${total.toLocaleString('en-US')} challenges loaded in ${loadSeconds.toFixed(1)} s, caught up (jobs enqueued) in ${catchUpSeconds.toFixed(1)} s`,
      );
      // Progress polled every 250 ms through a partial index on the two types (a scan of the whole log each time would take a core from the workers).
      await pool.query(
        `create index bench_expiry_progress on es_events (type) where type in ('UserChallengeExpired', 'ChallengeSlotReleased')`,
      );
      // Setup that outlasts the lead (a busy machine) is not the workers' time: then timed from their start.
      const from = Math.max(t0.getTime(), Date.now());
      if (from > t0.getTime())
        console.log(
          `  setup outlasted the ${leadSeconds} s lead by ${((from - t0.getTime()) / 1000).toFixed(1)} s: timed from the workers' start`,
        );
      // This process runs the workers and the projector: CPU per expiry barely moves with the machine's load, unlike the time.
      const meter = CpuMeter.withPostgres(database.name, { 'bench (workers, projector)': () => [process.pid] });
      meter.begin();
      queues.worker<ChallengeJob>(CHALLENGES_QUEUE, settled(db, challengeProcessor({ store, now: () => new Date() })), { concurrency });
      const countLog = async () => {
        const { rows } = await pool.query<{ expired: number; released: number }>(
          `select count(*) filter (where type = 'UserChallengeExpired')::int as expired,
                  count(*) filter (where type = 'ChallengeSlotReleased')::int as released
           from es_events where type in ('UserChallengeExpired', 'ChallengeSlotReleased')`,
        );
        return rows[0]!;
      };
      while ((await countLog()).expired < due) await new Promise((resolve) => setTimeout(resolve, 250));
      const expiredWithinSeconds = Math.max(0, (Date.now() - from) / 1000);
      const cpuCores = meter.end();
      // The same jobs then release the senders' slots (up to 60 s more); stragglers would show here: give duplicates a moment, then count.
      const releaseDeadline = Date.now() + 60_000;
      while ((await countLog()).released < due && Date.now() < releaseDeadline) await new Promise((resolve) => setTimeout(resolve, 250));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await projector.stop();
      const check = (
        await pool.query(
          `select count(*)::int as expired_events, count(distinct stream_name)::int as distinct_expired,
          count(*) filter (where (data->>'expiredAt')::timestamptz < $1)::int as early,
          (select count(*)::int from user_challenges where status = 'expired') as read_model_expired,
          (select count(*)::int from es_events where type = 'ChallengeSlotReleased') as slots_released,
          (select count(distinct data->>'userChallengeId')::int from es_events where type = 'ChallengeSlotReleased') as distinct_slots_released
          from es_events where type = 'UserChallengeExpired'`,
          [t0.toISOString()],
        )
      ).rows[0];
      const notDue = (
        await pool.query(
          `select count(*)::int as n from es_events e where e.type = 'UserChallengeExpired'
           and not exists (select 1 from es_events s where s.stream_name = e.stream_name and s.type = 'UserChallengeSent' and (s.data->>'expiresAt')::timestamptz <= $1)`,
          [t0.toISOString()],
        )
      ).rows[0].n as number;
      if (check.early > 0) throw new Error(`${check.early} challenges expired before their time`);
      return {
        challenges: total,
        due,
        workerConcurrency: concurrency,
        setup: {
          loadSeconds: round(loadSeconds),
          catchUpSeconds: round(catchUpSeconds),
          leadSeconds,
          workersLateSeconds: round((from - t0.getTime()) / 1000),
        },
        expiredWithinSeconds: round(expiredWithinSeconds),
        expiredPerSecond: Math.round(due / Math.max(expiredWithinSeconds, 0.001)),
        cpuCores,
        cpuMsPerExpiry: cpuMsPer(cpuCores, due / Math.max(expiredWithinSeconds, 0.001)),
        check: {
          expiredEvents: check.expired_events,
          distinctExpired: check.distinct_expired,
          notDueExpired: notDue,
          readModelExpired: check.read_model_expired,
          slotsReleased: check.slots_released,
          distinctSlotsReleased: check.distinct_slots_released,
        },
      };
    } finally {
      await queues.close();
      await store.close();
      await db.destroy();
    }
  });
}
