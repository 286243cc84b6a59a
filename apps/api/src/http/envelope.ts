/** The spec's envelope: `{ data, meta }`. Positions travel as JSON numbers. */
export function positionMeta(position: bigint | null): { position: number | null } {
  return { position: position === null ? null : Number(position) };
}

export function list<T>(rows: readonly T[], meta: Record<string, unknown> = {}) {
  return { data: rows, meta: { total_records: rows.length, ...meta } };
}
