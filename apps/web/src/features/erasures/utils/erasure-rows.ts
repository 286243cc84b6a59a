import type { ErasureRecord } from '../api/get-erasures';

export const BY_SELF = 'The person themself';
export const IN_PROGRESS = 'In progress';

/** Who asked for the erasure: the master by name, the person themself, or (a requester since gone) their id. */
export function requesterOf(record: ErasureRecord): string {
  if (record.by_self) return BY_SELF;
  return record.requested_by_name ?? record.requested_by_id;
}

/** A timestamp in the reader's local time, e.g. '11/25/2026, 3:04 PM'. */
export function formatTimestamp(timestamp: string): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return timestamp;
  return at.toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Newest request first. */
export const newestFirst = (records: readonly ErasureRecord[]): ErasureRecord[] =>
  [...records].sort((a, b) => b.requested_at.localeCompare(a.requested_at));
