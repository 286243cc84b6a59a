import { createTestDatabase } from '@wellway/test-support';
import { eventStoreContract } from '../contract.js';
import { sealingContract } from '../personal-data/contract.js';
import { createPostgresKeyStore, ensureKeyStoreSchema } from '../personal-data/postgres-key-store.js';
import { openPostgresStore } from '../testing/postgres.js';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('wellway_es_contract');
  const { store } = await openPostgresStore(database.url);
  return {
    store,
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
});

sealingContract('PostgreSQL', async () => {
  const database = await createTestDatabase('wellway_es_sealing');
  const { store, pool } = await openPostgresStore(database.url);
  await ensureKeyStoreSchema(pool);
  return {
    store,
    keys: createPostgresKeyStore(pool),
    async storedText(eventId) {
      const { rows } = await pool.query<{ row: string }>('SELECT row_to_json(e)::text AS row FROM es_events e WHERE event_id = $1', [
        eventId,
      ]);
      if (!rows[0]) throw new Error(`event ${eventId} is not stored`);
      return rows[0].row;
    },
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
});
