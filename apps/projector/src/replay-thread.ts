/**
 * A rebuild's replay thread (see replay-threads.ts): reads each page it is given through its own
 * pools, applies it to the shadow tables in a transaction, and moves the shadow checkpoint in that
 * transaction when told it is the page's turn.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { createReadModelDb, projections, readModelTypes } from '@wellway/read-models';
import { storeCheckpoint } from '@wellway/read-models/checkpoints';
import { selectEvents } from '@wellway/read-models/projection';
import { sealedPostgresStore } from './environment.js';
import type { FromThread, ReplayThreadData, ToThread } from './replay-threads.js';
import { enterShadow } from './shadow.js';

const port = parentPort;
if (!port) throw new Error('replay-thread.js runs as a worker thread (replay-threads.ts)');
const data = workerData as ReplayThreadData;
const projection = projections.find((candidate) => candidate.name === data.projection && candidate.version === data.version);
const rebuild = projection?.rebuild;
if (!projection || !rebuild?.independentPages) {
  throw new Error(`${data.projection} (version ${data.version}) is not a registered projection whose pages are independent`);
}

// Two connections each: the page being applied, and the next one being read.
const quiet = (pool: pg.Pool) => pool.on('error', () => undefined); // a lost connection fails its query, reported as the page's failure
const storePool = quiet(new pg.Pool({ connectionString: data.databaseUrl, max: 2, application_name: 'wellway-replay-thread' }));
const pool = quiet(
  new pg.Pool({ connectionString: data.databaseUrl, types: readModelTypes, max: 2, application_name: 'wellway-replay-thread' }),
);
const store = sealedPostgresStore(storePool);
const db = createReadModelDb(pool);
const select = selectEvents(projection.eventTypes);
const turns = new Map<number, () => void>();
const say = (message: FromThread) => port.postMessage(message);

port.on('message', (message: ToThread) => {
  switch (message.kind) {
    case 'page':
      return void replayPage(message).catch((error: unknown) => say({ kind: 'failed', error }));
    case 'turn':
      return turns.get(message.index)?.();
    case 'close':
      return void close();
    default:
      return message satisfies never;
  }
});

async function replayPage({ index, from, to }: Extract<ToThread, { kind: 'page' }>): Promise<void> {
  const page = await store.readAll({ after: from, limit: data.limit });
  const last = page.at(-1);
  if (!last || last.checkpoint !== to || page.length !== data.limit) {
    throw new Error(
      `page ${index} of ${data.projection}'s rebuild read ${page.length} events to ${last?.checkpoint ?? 'nothing'}, not ${data.limit} to ${to}`,
    );
  }
  await db.transaction().execute(async (trx) => {
    await enterShadow(trx, data.schema, { durable: false });
    const matching = select(page);
    if (matching.length > 0) await rebuild?.apply(trx, matching);
    const turn = new Promise<void>((resolve) => turns.set(index, resolve));
    say({ kind: 'applied', index });
    await turn;
    turns.delete(index);
    await storeCheckpoint(trx, { name: data.checkpointName, version: data.version, from, to, position: last.position });
  });
  say({ kind: 'committed', index, position: last.position.toString() });
}

async function close(): Promise<void> {
  await store.close();
  await Promise.all([db.destroy(), storePool.end()]);
  port?.close();
}
