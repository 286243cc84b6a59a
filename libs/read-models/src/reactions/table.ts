import type { ColumnType, Generated } from 'kysely';

/**
 * The reactors' durable outbox: one row per job a reactor asked for, written in the transaction
 * that moves its checkpoint, so the intent commits with the log position. The queue (BullMQ) only
 * carries the job; this row says whether its effect is done. Operational state, like
 * `attempt_failures`: written by the reactors and the workers, not rebuilt from the log.
 */
export interface ReactionJobTable {
  /** The job's deterministic id (`<purpose>-<eventId>`), also its BullMQ `jobId`. */
  id: string;
  queue: string;
  /** The BullMQ job name. */
  name: string;
  /** jsonb: the job's data, as the reactor built it (ids, never secrets); written as a JSON string. */
  data: ColumnType<Record<string, unknown>, string, string>;
  /** When a delayed job is due (null: at once). */
  due_at: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  /** Set by the worker once the job's effect is done; never run again after. */
  done_at: Date | null;
  /** Set when the job failed for good (its last attempt, or an UnrecoverableError); not re-enqueued. */
  failed_at: Date | null;
  error: string | null;
}

export interface ReactionsTables {
  reaction_jobs: ReactionJobTable;
}
