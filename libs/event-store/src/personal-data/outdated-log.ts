import type { EventStore, StoredEvent } from '../port.js';
import type { PersonalDataPolicy } from './port.js';

/** The schema version from which personal data is sealed in the log (metadata.schemaVersion). */
export const SEALED_SCHEMA_VERSION = 2;

/** The schema version from which the policy seals an event type (null: it has no rule). */
function sealedFromOf(policy: PersonalDataPolicy, type: string): number | null {
  if (!Object.hasOwn(policy.rules, type)) return null;
  return Math.max(SEALED_SCHEMA_VERSION, policy.sealedFrom?.[type] ?? SEALED_SCHEMA_VERSION);
}

/**
 * An event of a type with personal data that was written before the policy sealed that type
 * (schema version 1, or below its `sealedFrom`): its personal data is in clear and no key can
 * erase it. Null for a log written since (or empty). A log begins with its oldest event, so a log
 * whose first event is already at the latest sealing version is answered after one read; an
 * older log is scanned (demo-sized).
 */
export async function findEventWrittenBeforeSealing(store: EventStore, policy: PersonalDataPolicy): Promise<StoredEvent | null> {
  const latest = Math.max(SEALED_SCHEMA_VERSION, ...Object.values(policy.sealedFrom ?? {}));
  const first = await store.readAll({ after: null, limit: 1 });
  if (!first[0] || first[0].metadata.schemaVersion >= latest) return null;
  const inClear = (event: StoredEvent) => {
    const sealedFrom = sealedFromOf(policy, event.type);
    return sealedFrom !== null && event.metadata.schemaVersion < sealedFrom;
  };
  for (let after = null as StoredEvent['checkpoint'] | null; ;) {
    const page = await store.readAll({ after, limit: 1_000 });
    const last = page.at(-1);
    if (!last) return null;
    const outdated = page.find(inClear);
    if (outdated) return outdated;
    after = last.checkpoint;
  }
}

/** Raised on start for a log written before personal data was sealed. */
export class OutdatedEventLogError extends Error {
  readonly code = 'outdated_event_log';
  constructor(readonly event: Pick<StoredEvent, 'type' | 'position'>) {
    super(
      `This event log was written before personal data was sealed (a ${event.type} at position ${event.position} holds it in clear): ` +
        're-seed it (an empty database, then `npm start`, or `npm start` alone on the embedded demo database); see docs/personal-data.md',
    );
    this.name = 'OutdatedEventLogError';
  }
}
