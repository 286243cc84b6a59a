import type { StoredEvent } from './port.js';

/** Brings stored data of one event type to its current shape; `schemaVersion` is the stored one. */
export type Upcaster = (data: unknown, schemaVersion: number) => unknown;

/** Upcasters by event type. Applied on every read; stored events are never rewritten. */
export type Upcasters = Readonly<Record<string, Upcaster>>;

export function upcast(event: StoredEvent, upcasters: Upcasters | undefined): StoredEvent {
  // Object.hasOwn: an event type such as "constructor" must not hit Object.prototype.
  if (!upcasters || !Object.hasOwn(upcasters, event.type)) return event;
  const upcaster = upcasters[event.type];
  return upcaster ? { ...event, data: upcaster(event.data, event.metadata.schemaVersion) } : event;
}
