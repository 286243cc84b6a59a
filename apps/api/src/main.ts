import { fileURLToPath } from 'node:url';
import { createApi, type ApiApp } from './app.js';
import { ConfigError, configFromEnv, type ApiProcessConfig } from './config.js';

let config: ApiProcessConfig;
try {
  config = configFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`API configuration: ${error.message}`);
  process.exit(78); // EX_CONFIG: the launcher does not restart it
}

/**
 * The one way this process stops (SIGTERM, SIGINT, or the launcher gone): stop accepting, answer
 * requests on open connections 503, let those in flight finish, then close the pools; forced
 * after the time limit. Before the API is up there is nothing to drain.
 */
let api: ApiApp | null = null;
let stopping = false;
function shutdown(reason: string): void {
  if (stopping) return;
  stopping = true;
  if (!api) process.exit(0);
  const log = api.log!;
  log.info({ reason }, 'API stopping');
  setTimeout(() => {
    log.error(`API did not stop within ${config.stopTimeoutMs / 1000} s; exiting`);
    process.exit(1);
  }, config.stopTimeoutMs).unref();
  api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error({ error }, 'API stopped with an error');
      process.exit(1);
    },
  );
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown(signal));
process.on('disconnect', () => shutdown('the launcher is gone'));

const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const created = await createApi({ ...config, webDist });
await created.listen(config.port, config.host); // Fastify logs "Server listening at …"
api = created;
