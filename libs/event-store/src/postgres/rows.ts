import type { Checkpoint, EventMetadata, StoredEvent } from '../port.js';

/**
 * A timestamp column in whole milliseconds, as a JavaScript Date holds it (exact: numeric,
 * floored). A number is far cheaper for the client to read than a timestamp's text.
 */
export const epochMs = (column: string): string => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * A row of EVENT_COLUMNS, in that order. Event queries ask for arrays (`rowMode: 'array'`): no
 * object per row to build and throw away, which a rebuild does a million times.
 */
export type EventRow = [
  position: string,
  tx: string,
  eventId: string,
  streamName: string,
  streamRevision: string,
  type: string,
  data: unknown,
  metadata: EventMetadata,
  /** created_at in milliseconds since the epoch (epochMs). */
  createdMs: number,
];

export const EVENT_COLUMNS = `position, transaction_id::text AS tx, event_id, stream_name, stream_revision,
  type, data, metadata, ${epochMs('created_at')} AS created_ms`;

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

export function toStoredEvent([rawPosition, tx, id, streamName, streamRevision, type, data, metadata, createdMs]: EventRow): StoredEvent {
  const position = BigInt(rawPosition);
  return {
    id,
    type,
    data,
    metadata,
    streamName,
    streamRevision: BigInt(streamRevision),
    position,
    checkpoint: toCheckpoint({ tx, position }),
    createdAt: new Date(createdMs),
  };
}
