import { type AllStreamResolvedEvent, type EventData, jsonEvent, type JSONType, type ResolvedEvent } from '@kurrent/kurrentdb-client';
import type { EventMetadata, NewEvent, StoredEvent } from '../port.js';
import { upcast, type Upcasters } from '../upcasting.js';
import { toCheckpoint } from './positions.js';

export function toEventData(event: NewEvent): EventData {
  // The client JSON.stringify()s any data; its JSONType is only narrower than what it accepts.
  const data = event.data as JSONType;
  return jsonEvent({ id: event.id, type: event.type, data, metadata: { ...event.metadata } });
}

/** The stored event, or null for a record that carries no event (an unresolved link). */
export function toStoredEvent(resolved: ResolvedEvent | AllStreamResolvedEvent, upcasters: Upcasters | undefined): StoredEvent | null {
  const recorded = resolved.event;
  if (!recorded) return null;
  if (!recorded.position) throw new Error('KurrentDB did not return event positions (server 22.6 or later is required)');
  const event: StoredEvent = {
    id: recorded.id,
    type: recorded.type,
    data: recorded.data,
    metadata: metadataOf(recorded.metadata, recorded.id),
    streamName: recorded.streamId,
    streamRevision: recorded.revision,
    position: recorded.position.commit,
    checkpoint: toCheckpoint(recorded.position),
    createdAt: recorded.created,
  };
  return upcast(event, upcasters);
}

/** Events written by other tools carry no Wellway metadata; give them neutral metadata. */
function metadataOf(value: unknown, eventId: string): EventMetadata {
  if (isEventMetadata(value)) return value;
  return { actorId: null, siteId: null, correlationId: eventId, causationId: null, schemaVersion: 1 };
}

function isEventMetadata(value: unknown): value is EventMetadata {
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return false;
  return (
    'correlationId' in value &&
    typeof value.correlationId === 'string' &&
    'schemaVersion' in value &&
    typeof value.schemaVersion === 'number'
  );
}
