import { describe } from 'vitest';
import { eventStoreContract } from '../contract.js';
import type { Checkpoint } from '../port.js';
import { sealingContract } from '../personal-data/contract.js';
import { createMemoryKeyStore } from '../personal-data/memory-key-store.js';
import { createKurrentDbEventStore } from './kurrentdb-event-store.js';

const url = process.env.EVENTSTORE_URL;

if (!url) console.warn('KurrentDB contract suite NOT RUN: EVENTSTORE_URL is not set');

describe.runIf(url)('KurrentDB adapter', () => {
  eventStoreContract('KurrentDB', async () => {
    const store = createKurrentDbEventStore({ connectionString: url ?? '' });
    return { store, cleanup: () => store.close() };
  });

  // The keys live beside the log, never in it: in memory here, in PostgreSQL in the application.
  sealingContract('KurrentDB', async () => {
    const store = createKurrentDbEventStore({ connectionString: url ?? '' });
    return {
      store,
      keys: createMemoryKeyStore(),
      async storedText(eventId) {
        // What KurrentDB holds, read with the bare adapter: the event's stream, type, data and metadata.
        for (let after: Checkpoint | null = null; ;) {
          const page = await store.readAll({ after, limit: 1_000 });
          const last = page.at(-1);
          if (!last) throw new Error(`event ${eventId} is not stored`);
          const event = page.find((candidate) => candidate.id === eventId);
          if (event) return JSON.stringify({ ...event, streamRevision: String(event.streamRevision), position: String(event.position) });
          after = last.checkpoint;
        }
      },
      cleanup: () => store.close(),
    };
  });
});
