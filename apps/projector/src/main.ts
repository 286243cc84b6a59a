import { sql } from 'kysely';
import { CONFIG_ERROR_EXIT } from '@wellway/config';
import { OutdatedEventLogError } from '@wellway/event-store';
import { projections } from '@wellway/read-models';
import { projectionPositions } from '@wellway/read-models/checkpoints';
import { configOrExit, projectorEnv } from './config.js';
import { openEnvironment } from './environment.js';
import { startHealthServer } from './health-server.js';
import { jsonLogger as logger } from './logger.js';
import { startProjector } from './runner.js';

/**
 * The projector process: every read model kept current from the global log. One way to stop
 * (SIGTERM, SIGINT, or the launcher gone): finish the batch in hand, close the pools; forced
 * after STOP_TIMEOUT_MS.
 */
const config = configOrExit('projector', projectorEnv);
const stopping = new AbortController();
function shutdown(reason: string): void {
  if (stopping.signal.aborted) return;
  logger.info('projector stopping', { reason });
  setTimeout(() => {
    logger.error(`projector did not stop within ${config.STOP_TIMEOUT_MS / 1000} s; exiting`);
    process.exit(1);
  }, config.STOP_TIMEOUT_MS).unref();
  stopping.abort();
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown(signal));
process.on('disconnect', () => shutdown('the launcher is gone'));

const environment = await openEnvironment(config, logger).catch((error: unknown) => {
  if (!(error instanceof OutdatedEventLogError)) throw error;
  logger.error(error.message); // restarting cannot help: the log must be re-seeded
  process.exit(CONFIG_ERROR_EXIT);
});
const projector = startProjector({ ...environment, logger, projections, signal: stopping.signal });
logger.info('projector started', { projections: projections.length });
projector.whenCaughtUp(stopping.signal).then(
  () => logger.info('projector caught up'),
  () => undefined,
);

/** Ready when the database answers; the body says how far each projection lags the log's head. */
const health = config.HEALTH_PORT
  ? await startHealthServer(config.HEALTH_PORT, async () => {
      try {
        await sql`select 1`.execute(environment.db);
        const [head, positions] = await Promise.all([environment.store.headPosition(), projectionPositions(environment.db)]);
        const lag = Object.fromEntries(positions.map((row) => [row.name, head === null ? 0n : head - (row.position ?? -1n)]));
        return { ready: true, details: { head, lag } };
      } catch (error) {
        return {
          ready: false,
          details: { reason: `The database is not reachable (${error instanceof Error ? error.message : String(error)}).` },
        };
      }
    })
  : null;

await projector.done;
await health?.close();
await environment.close();
logger.info('projector stopped');
process.exit(0);
