/**
 * (e) Challenge expiry: a site with BENCH_CHALLENGES (300,000) sent challenges, of which
 * BENCH_CHALLENGES_DUE (10,000) expire at the same instant, T0; the rest days later. The log is
 * COPYed in as the API writes it (UserChallengeSent on each challenge's stream); the projector
 * (user_challenges + the challenge reactor, which enqueues one delayed job per challenge through
 * the outbox) catches up before T0; then the challenge workers (in process, 16 at once, on Redis)
 * expire what is due. Measured: T0 → the last due challenge's UserChallengeExpired in the log.
 * Checked: each due challenge expired exactly once, and none of the others.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { deterministicId, personalDataPolicy, userChallengeStream } from '@wellway/domain';
import { createEventStore, SCHEMA_VERSION } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, readModelTypes, userChallengesProjection } from '@wellway/read-models';
import { challengeReactor, CHALLENGES_QUEUE, type ChallengeJob } from '@wellway/projector/dist/challenges/reactor.js';
import { challengeProcessor } from '@wellway/projector/dist/challenges/worker.js';
import { startProjector } from '@wellway/projector/dist/runner.js';
import { openQueues } from '@wellway/projector/dist/workers/queues.js';
import { reactionOutbox, settled } from '@wellway/projector/dist/workers/outbox.js';
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
  readonly setup: { readonly loadSeconds: number; readonly catchUpSeconds: number; readonly leadSeconds: number };
  /** T0 → every due challenge expired in the log. */
  readonly expiredWithinSeconds: number;
  readonly expiredPerSecond: number;
  readonly check: {
    readonly expiredEvents: number;
    readonly distinctExpired: number;
    readonly notDueExpired: number;
    readonly readModelExpired: number;
  };
}

/** UserChallengeSent rows: the first `due` expire at `dueAt`, the rest three days later. */
function generate(total: number, due: number, dueAt: Date): GeneratedLog {
  const eventChunks: Buffer[] = [];
  const streamChunks: Buffer[] = [];
  let rows: string[] = [];
  let streams: string[] = [];
  let bytes = 0;
  const later = new Date(dueAt.getTime() + 3 * 24 * 3600_000).toISOString();
  const sentAt = new Date(dueAt.getTime() - 3 * 24 * 3600_000).toISOString();
  for (let i = 0; i < total; i++) {
    const id = deterministicId('bench-challenge', String(i));
    const stream = userChallengeStream(id);
    const senderId = deterministicId('user', 'bench-challenges', String(i % 100_000));
    const receiverId = deterministicId('user', 'bench-challenges', String((i * 7 + 1) % 100_000));
    const eventId = `c0000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
    const data = `{"userChallengeId":"${id}","siteId":"${SITE_ID}","senderId":"${senderId}","receiverId":"${receiverId}","challengeName":"Walk 10,000 steps","challengeId":"bench","sentAt":"${sentAt}","expiresAt":"${i < due ? dueAt.toISOString() : later}","sentOn":"${sentAt.slice(0, 10)}"}`;
    const metadata = `{"actorId":"${senderId}","siteId":"${SITE_ID}","correlationId":"${eventId}","causationId":null,"impersonatorId":null,"schemaVersion":${SCHEMA_VERSION}}`;
    rows.push(`${eventId}\t${stream}\t0\tUserChallengeSent\t${data}\t${metadata}\n`);
    streams.push(`${stream}\t0\n`);
    if (rows.length === CHUNK) {
      const chunk = Buffer.from(rows.join(''));
      bytes += chunk.length;
      eventChunks.push(chunk);
      streamChunks.push(Buffer.from(streams.join('')));
      rows = [];
      streams = [];
    }
  }
  if (rows.length > 0) {
    const chunk = Buffer.from(rows.join(''));
    bytes += chunk.length;
    eventChunks.push(chunk);
    streamChunks.push(Buffer.from(streams.join('')));
  }
  return { events: total, eventChunks, streamChunks, bytes, streams: total };
}

export async function benchChallengeExpiry(): Promise<ChallengeExpiryBenchResult> {
  const total = count('BENCH_CHALLENGES', 300_000);
  const due = Math.min(total, count('BENCH_CHALLENGES_DUE', 10_000));
  // Long enough for the COPY and the catch-up to finish first (checked below).
  const leadSeconds = count('BENCH_CHALLENGES_LEAD_SECONDS', Math.max(20, Math.ceil(total / 2_000)));
  const concurrency = count('BENCH_CHALLENGES_CONCURRENCY', 16);
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
      if (Date.now() >= t0.getTime()) throw new Error(`setup outlasted the ${leadSeconds} s lead: raise BENCH_CHALLENGES_LEAD_SECONDS`);
      queues.worker<ChallengeJob>(CHALLENGES_QUEUE, settled(db, challengeProcessor({ store, now: () => new Date() })), { concurrency });
      const expired = async () =>
        Number((await pool.query(`select count(*)::int as n from es_events where type = 'UserChallengeExpired'`)).rows[0].n);
      while ((await expired()) < due) await new Promise((resolve) => setTimeout(resolve, 250));
      const expiredWithinSeconds = Math.max(0, (Date.now() - t0.getTime()) / 1000);
      // Stragglers would show here: give duplicates a moment, then count.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await projector.stop();
      const check = (
        await pool.query(
          `select count(*)::int as expired_events, count(distinct stream_name)::int as distinct_expired,
          count(*) filter (where (data->>'expiredAt')::timestamptz < $1)::int as early,
          (select count(*)::int from user_challenges where status = 'expired') as read_model_expired
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
        setup: { loadSeconds: round(loadSeconds), catchUpSeconds: round(catchUpSeconds), leadSeconds },
        expiredWithinSeconds: round(expiredWithinSeconds),
        expiredPerSecond: Math.round(due / Math.max(expiredWithinSeconds, 0.001)),
        check: {
          expiredEvents: check.expired_events,
          distinctExpired: check.distinct_expired,
          notDueExpired: notDue,
          readModelExpired: check.read_model_expired,
        },
      };
    } finally {
      await queues.close();
      await store.close();
      await db.destroy();
    }
  });
}
