import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import type { StoredEvent, SubscribeAllOptions } from '../port.js';
import type { Upcasters } from '../upcasting.js';
import { EVENTS_CHANNEL } from './append.js';
import { CommitNotifications } from './commit-notifications.js';
import { hasHeldBackRows, readAllAfter } from './read.js';
import { fromCheckpoint, type LogPoint } from './rows.js';

export interface LiveOptions {
  /** Re-read this often even without a notification (a missed one, a dropped LISTEN). */
  readonly safetyPollMs: number;
  /** Backoff while committed rows wait behind an older event writer still open. */
  readonly minBackoffMs: number;
  readonly maxBackoffMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = { safetyPollMs: 5_000, minBackoffMs: 5, maxBackoffMs: 500 };
const DEFAULT_BATCH_SIZE = 500;
/** How often to re-read while the LISTEN connection is down. */
const UNLISTENED_POLL_MS = 1_000;

export interface SubscribeContext {
  readonly pool: pg.Pool;
  readonly upcasters: Upcasters | undefined;
  readonly live: LiveOptions;
  /** Aborted when the store closes. */
  readonly closed: AbortSignal;
}

export async function* subscribeAll(context: SubscribeContext, options: SubscribeAllOptions): AsyncGenerator<readonly StoredEvent[]> {
  const signal = options.signal ? AbortSignal.any([options.signal, context.closed]) : context.closed;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const notifications = new CommitNotifications(context.pool.options, EVENTS_CHANNEL);
  let after: LogPoint = fromCheckpoint(options.after);
  let backoffMs = context.live.minBackoffMs;
  let full = true; // the last page was full: still catching up (large pages read differently)
  try {
    while (!signal.aborted) {
      const listening = await notifications.connect(); // before reading: no later commit goes unnoticed
      notifications.clear();
      const batch = await readAllAfter(context.pool, after, batchSize, context.upcasters, full ? 'bulk' : 'live');
      full = batch.length === batchSize;
      const last = batch.at(-1);
      if (last) {
        after = fromCheckpoint(last.checkpoint);
        backoffMs = context.live.minBackoffMs;
        yield batch;
      } else if (await hasHeldBackRows(context.pool, after)) {
        await pause(backoffMs, signal);
        backoffMs = Math.min(backoffMs * 2, context.live.maxBackoffMs);
      } else {
        backoffMs = context.live.minBackoffMs;
        const pollMs = listening ? context.live.safetyPollMs : Math.min(context.live.safetyPollMs, UNLISTENED_POLL_MS);
        await notifications.wait(pollMs, signal);
      }
    }
  } finally {
    await notifications.close();
  }
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal }).catch(() => undefined);
}
