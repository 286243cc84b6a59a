import { setTimeout as delay } from 'node:timers/promises';

export interface RetryPolicy {
  readonly minMs: number;
  readonly maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { minMs: 100, maxMs: 30_000 };

/** Exponential: minMs, 2·minMs, 4·minMs … capped at maxMs. */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxMs, policy.minMs * 2 ** Math.min(attempt - 1, 30));
}

/** Waits, or rejects with the signal's reason as soon as it aborts. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal });
}
