import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { deterministicId, entryIdFor, entryStream } from '@wellway/domain';
import { SCHEMA_VERSION } from '@wellway/event-store';
import { loggableDays } from './site.js';

/** 2,000 participants × 480 days logged, and 40,000 of those days changed the next day: 1,000,000 events. */
export const LOG_SHAPE = { users: 2_000, days: 480, changedDays: 400, changesPerDay: 100 } as const;
const ROWS_PER_CHUNK = 10_000;
const SITE_ID = deterministicId('site', 'bench-rebuild');

/** `es_events` rows as COPY text (the adapter's columns; position, transaction id, time by default), in chunks. */
export interface GeneratedLog {
  readonly events: number;
  /** Arrays, or (a log too big to hold) chunks generated again each time they are iterated. */
  readonly eventChunks: Iterable<Buffer>;
  readonly streamChunks: Iterable<Buffer>;
  readonly bytes: number;
  readonly streams: number;
}

export const EVENT_COLUMNS = '(event_id, stream_name, stream_revision, type, data, metadata)';

/** COPY text escaping (JSON from these events has none of these characters, but stay correct). */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : value;
}

/** One `es_events` row as COPY text: the event's JSON data and the metadata the API writes for `actorId` on `siteId`. */
export function eventRow(
  id: string,
  stream: string,
  revision: number,
  type: string,
  data: string,
  actorId: string,
  siteId: string,
): string {
  const metadata = `{"actorId":"${actorId}","siteId":"${siteId}","correlationId":"${id}","causationId":null,"impersonatorId":null,"schemaVersion":${SCHEMA_VERSION}}`;
  return `${id}\t${stream}\t${revision}\t${type}\t${copyText(data)}\t${copyText(metadata)}\n`;
}

/**
 * EntryLogged / EntryChanged events exactly as the API's decider writes them (entry stream per
 * participant-day, deterministic entry ids, the same metadata), in chronological order.
 */
export function generateLog(): GeneratedLog {
  const { users, days: dayCount, changedDays, changesPerDay } = LOG_SHAPE;
  const days = loggableDays().slice(0, dayCount).reverse();
  const userIds = Array.from({ length: users }, (_, u) => deterministicId('user', 'bench-rebuild', String(u)));
  const stride = users / changesPerDay;
  // Day `day` of participant `u` is changed on the next day (see the loop below).
  const changedLater = (u: number, day: number) => day + 1 <= changedDays && (((u - 37 * (day + 1)) % stride) + stride) % stride === 0;
  const eventChunks: Buffer[] = [];
  const streamChunks: Buffer[] = [];
  let rows: string[] = [];
  let streams: string[] = [];
  let events = 0;
  let bytes = 0;
  const event = (u: number, day: number, revision: number) => {
    const userId = userIds[u] as string;
    const recordedOn = days[day] as string;
    const entryId = entryIdFor(userId, recordedOn);
    const stream = entryStream(entryId);
    const id = `b0000000-0000-4000-8000-${events.toString(16).padStart(12, '0')}`;
    const steps = 1_000 + ((u * 7_919 + day * 104_729 + revision * 13) % 14_000);
    const data = `{"entryId":"${entryId}","userId":"${userId}","siteId":"${SITE_ID}","recordedOn":"${recordedOn}","exerciseSteps":${steps},"exerciseMinutes":${(u + day) % 75},"activities":[],"manuallyRecorded":true}`;
    rows.push(eventRow(id, stream, revision, revision === 0 ? 'EntryLogged' : 'EntryChanged', data, userId, SITE_ID));
    events++;
    if (rows.length === ROWS_PER_CHUNK) rows = flush(rows, eventChunks);
    if (revision === 0) {
      streams.push(`${stream}\t${changedLater(u, day) ? 1 : 0}\n`);
      if (streams.length === ROWS_PER_CHUNK) streams = flush(streams, streamChunks);
    }
  };
  const flush = (lines: string[], into: Buffer[]): string[] => {
    const chunk = Buffer.from(lines.join(''));
    bytes += into === eventChunks ? chunk.length : 0;
    into.push(chunk);
    return [];
  };
  for (let day = 0; day < dayCount; day++) {
    for (let u = 0; u < users; u++) event(u, day, 0);
    if (day >= 1 && day <= changedDays) {
      for (let j = 0; j < changesPerDay; j++) event((day * 37 + j * stride) % users, day - 1, 1);
    }
  }
  if (rows.length > 0) flush(rows, eventChunks);
  if (streams.length > 0) flush(streams, streamChunks);
  return { events, eventChunks, streamChunks, bytes, streams: users * dayCount };
}

/** COPYs the chunks into `table`, `perTransaction` chunks per COPY statement (each its own transaction); generated ones are made as they go. */
export async function copyChunks(
  client: pg.PoolClient | pg.Client,
  table: string,
  columns: string,
  chunks: Iterable<Buffer>,
  perTransaction = 10,
): Promise<number> {
  let rows = 0;
  let group: Buffer[] = [];
  const copy = async () => {
    const stream = client.query(copyFrom(`COPY ${table} ${columns} FROM STDIN`));
    await pipeline(Readable.from(group), stream);
    rows += stream.rowCount;
    group = [];
  };
  for (const chunk of chunks) {
    group.push(chunk);
    if (group.length === perTransaction) await copy();
  }
  if (group.length > 0) await copy();
  return rows;
}

/**
 * COPYs the log into `es_events` + `es_streams` in the adapter's row format, then vacuums them.
 * Setup, with no reader or writer running. Returns the seconds the COPY took.
 */
export async function loadLog(client: pg.PoolClient | pg.Client, log: GeneratedLog): Promise<number> {
  // COPY the log unregistered (the writer registry's row check would also turn COPY's batched
  // inserts into row-by-row ones).
  await client.query('ALTER TABLE es_events DISABLE TRIGGER es_events_registered_writer');
  const started = performance.now();
  const loaded = await copyChunks(client, 'es_events', EVENT_COLUMNS, log.eventChunks);
  await copyChunks(client, 'es_streams', '(stream_name, revision)', log.streamChunks);
  const seconds = (performance.now() - started) / 1000;
  await client.query('ALTER TABLE es_events ENABLE TRIGGER es_events_registered_writer');
  if (loaded !== log.events) throw new Error(`loaded ${loaded} events, expected ${log.events}`);
  // A long-lived store is vacuumed; a freshly COPYed one would make its first reader set every hint bit.
  await client.query('VACUUM (ANALYZE) es_events');
  await client.query('VACUUM (ANALYZE) es_streams');
  return seconds;
}
