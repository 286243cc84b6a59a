import pg from 'pg';
import { createReadModelDb, projections } from '@wellway/read-models';
import { startProjector } from '../../../apps/projector/src/runner.js';
import { openAppStore } from './personal-data.js';

const quiet = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };

/** Every read-model projection, running live in this process against `databaseUrl`. */
export async function startInProcessProjector(databaseUrl: string): Promise<{ stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 6 });
  const store = await openAppStore(pool);
  const db = createReadModelDb(pool);
  const projector = startProjector({ store, db, pool, projections, logger: quiet });
  await projector.whenCaughtUp();
  return {
    async stop() {
      await projector.stop();
      await store.close();
      await db.destroy();
    },
  };
}
