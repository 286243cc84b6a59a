import { locations, locationsStream } from '@wellway/domain';
import { aggregateStream, type EventStore } from '@wellway/event-store';

/**
 * A site's live location ids as they are in the log, not the read model: a location created a
 * moment ago counts, one deleted a moment ago does not (registration, programs, settings).
 */
export async function siteLocationIds(store: EventStore, siteId: string): Promise<ReadonlySet<string>> {
  const { state } = await aggregateStream(store, locationsStream(siteId), locations.locationsDecider);
  return new Set(state.tree.keys());
}
