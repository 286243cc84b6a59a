import { createTestDatabase } from '@wellway/test-support';
import { eventStoreContract } from '../contract.js';
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
