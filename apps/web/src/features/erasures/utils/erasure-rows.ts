import type { ErasureRecord } from '../api/get-erasures';

export const BY_SELF = 'The person themself';
export const IN_PROGRESS = 'In progress';

/** Who asked for the erasure: the master by name, the person themself, or (a requester since gone) their id. */
export function requesterOf(record: ErasureRecord): string {
  if (record.by_self) return BY_SELF;
  return record.requested_by_name ?? record.requested_by_id;
}

/** Newest request first. */
export const newestFirst = (records: readonly ErasureRecord[]): ErasureRecord[] =>
  [...records].sort((a, b) => b.requested_at.localeCompare(a.requested_at));
