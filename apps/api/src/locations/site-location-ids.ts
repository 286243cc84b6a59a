import { locations, locationsStream } from '@wellway/domain';
import type { EventStore } from '@wellway/event-store';
import { readState } from '../infrastructure/stream-state.js';

/**
 * A site's live location ids as they are in the log, not the read model: a location created a
 * moment ago counts, one deleted a moment ago does not (registration, programs, settings).
 */
export async function siteLocationIds(store: EventStore, siteId: string): Promise<ReadonlySet<string>> {
  const { state } = await readState(store, locationsStream(siteId), locations.locationsDecider);
  return new Set(state.tree.keys());
}
