import { locations, locationsStream, type LocationEvent } from '@wellway/domain';
import type { EventStore } from '@wellway/event-store';

/**
 * A site's live location ids as they are in the log, not the read model: a location created a
 * moment ago counts, one deleted a moment ago does not (registration, programs, settings).
 */
export async function siteLocationIds(store: EventStore, siteId: string): Promise<ReadonlySet<string>> {
  const { events } = await store.readStream(locationsStream(siteId));
  const state = events.reduce((current, stored) => locations.evolve(current, { type: stored.type, data: stored.data } as LocationEvent), locations.initialState());
  return new Set(state.tree.keys());
}
