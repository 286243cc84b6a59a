import { describe } from 'vitest';
import { eventStoreContract } from '../contract.js';
import { createKurrentDbEventStore } from './kurrentdb-event-store.js';

const url = process.env.EVENTSTORE_URL;

if (!url) console.warn('KurrentDB contract suite NOT RUN: EVENTSTORE_URL is not set');

describe.runIf(url)('KurrentDB adapter', () => {
  eventStoreContract('KurrentDB', async () => {
    const store = createKurrentDbEventStore({ connectionString: url ?? '' });
    return { store, cleanup: () => store.close() };
  });
});
