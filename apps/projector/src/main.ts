import { projections } from '@wellway/read-models';
import { openEnvironment } from './environment.js';
import { jsonLogger as logger } from './logger.js';
import { startProjector } from './runner.js';

/** The projector process: every read model kept current from the global log, until SIGTERM/SIGINT. */
const stopping = new AbortController();
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info('stopping', { signal });
    stopping.abort();
  });
}

const environment = await openEnvironment(process.env, logger);
const projector = startProjector({ ...environment, logger, projections, signal: stopping.signal });
logger.info('projector started', { projections: projections.map((projection) => projection.name) });
projector.whenCaughtUp(stopping.signal).then(
  () => logger.info('projector caught up'),
  () => undefined,
);

await projector.done;
await environment.close();
logger.info('projector stopped');
