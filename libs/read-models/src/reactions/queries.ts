import { sql, type Selectable } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';
import { columnsOf, unnest, type ColumnTypes } from '../shared/unnest.js';
import type { ReactionJobTable } from './table.js';

/** A job a reactor asks for: its row in the outbox and its BullMQ job. */
export interface ReactionJob<Data extends object = object> {
  readonly id: string;
  readonly queue: string;
  readonly name: string;
  readonly data: Data;
  /** When it is due (a delayed job); absent: at once. */
  readonly dueAt?: Date;
}

export type PendingReactionJob = Pick<Selectable<ReactionJobTable>, 'id' | 'queue' | 'name' | 'data' | 'due_at'>;

interface NewRow {
  id: string;
  queue: string;
  name: string;
  data: string;
  due_at: string | null;
}

const newRowTypes: ColumnTypes<NewRow> = { id: 'text', queue: 'text', name: 'text', data: 'jsonb', due_at: 'timestamptz' };

const toRow = (job: ReactionJob): NewRow => ({
  id: job.id,
  queue: job.queue,
  name: job.name,
  data: JSON.stringify(job.data),
  due_at: job.dueAt?.toISOString() ?? null,
});

/**
 * Records the jobs (one statement, whatever the batch's size) and returns the ids it had not
 * recorded before: only those need enqueueing. A job already recorded (a replayed log, a retried
 * batch) keeps its row, done or not; the reconciler enqueues it again if it is still pending.
 */
export async function recordReactionJobs(db: Db, jobs: readonly ReactionJob[]): Promise<Set<string>> {
  if (jobs.length === 0) return new Set();
  const rows = await db
    .insertInto('reaction_jobs')
    .columns(columnsOf(newRowTypes))
    .expression(unnest(jobs.map(toRow), newRowTypes))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Whether the job's effect is done (a job that ran before its reactor's batch committed has a row too, see markReactionJobDone). */
export async function reactionJobDone(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('reaction_jobs').select('done_at').where('id', '=', id).executeTakeFirst();
  return row?.done_at != null;
}

/**
 * Marks the job done. An upsert: a job can run before the batch that recorded it commits; its
 * row then arrives done, and the reactor's insert leaves it so.
 */
export async function markReactionJobDone(db: Db, job: ReactionJob): Promise<void> {
  await db
    .insertInto('reaction_jobs')
    .values({ ...toRow(job), done_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('id').doUpdateSet({ done_at: sql<Date>`now()`, failed_at: null, error: null }))
    .execute();
}

/** A job that failed for good: kept for operators, never enqueued again by the reconciler. */
export async function markReactionJobFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('reaction_jobs')
    .set({ failed_at: sql<Date>`now()`, error })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .execute();
}

/** How many of a queue's jobs are neither done nor failed. */
export async function countPendingReactionJobs(db: Db, queue: string): Promise<number> {
  const row = await db
    .selectFrom('reaction_jobs')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('queue', '=', queue)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of a queue's pending jobs, in id order after `afterId`. */
export async function listPendingReactionJobs(db: Db, queue: string, afterId: string | null, limit: number): Promise<PendingReactionJob[]> {
  let query = db
    .selectFrom('reaction_jobs')
    .select(['id', 'queue', 'name', 'data', 'due_at'])
    .where('queue', '=', queue)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
}

/** Deletes up to `limit` rows done before `before`; returns how many. A replay older than that re-enqueues their jobs, whose effects are idempotent. */
export async function pruneReactionJobs(db: Db, before: Date, limit = 10_000): Promise<number> {
  const result = await db
    .deleteFrom('reaction_jobs')
    .where('id', 'in', (eb) => eb.selectFrom('reaction_jobs').select('id').where('done_at', '<', before).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
