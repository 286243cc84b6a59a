import type { Checkpoint, EventMetadata, StoredEvent } from '../port.js';

/** Columns every event query selects (see EVENT_COLUMNS). */
export interface EventRow {
  readonly position: string;
  readonly tx: string;
  readonly event_id: string;
  readonly stream_name: string;
  readonly stream_revision: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly created_at: Date;
}

export const EVENT_COLUMNS = `position, transaction_id::text AS tx, event_id, stream_name, stream_revision,
  type, data, metadata, created_at`;

/** Where a reader stands in the global log, ordered by (transaction id, position). */
export interface LogPoint {
  readonly tx: string;
  readonly position: bigint;
}

export const LOG_START: LogPoint = { tx: '0', position: 0n };

const CHECKPOINT_FORMAT = /^(\d{1,20}):(\d{1,19})$/;

export function toCheckpoint(point: LogPoint): Checkpoint {
  return `${point.tx}:${point.position}`;
}

export function fromCheckpoint(checkpoint: Checkpoint | null | undefined): LogPoint {
  if (checkpoint === null || checkpoint === undefined) return LOG_START;
  const match = CHECKPOINT_FORMAT.exec(checkpoint);
  if (!match?.[1] || !match[2]) throw new TypeError(`Not a PostgreSQL event-store checkpoint: "${checkpoint}"`);
  return { tx: match[1], position: BigInt(match[2]) };
}

export function toStoredEvent(row: EventRow): StoredEvent {
  const position = BigInt(row.position);
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamName: row.stream_name,
    streamRevision: BigInt(row.stream_revision),
    position,
    checkpoint: toCheckpoint({ tx: row.tx, position }),
    createdAt: row.created_at,
  };
}
