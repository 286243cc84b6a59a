import { startEmbeddedDatabase } from './embedded-database.js';

/**
 * The embedded PostgreSQL, in a process group of its own: a Ctrl-C on `npm start` would otherwise
 * reach the server at once and cut every connection while the apps are still draining. The
 * launcher stops it last (SIGTERM), or it stops by itself when the launcher disappears.
 */
const dataDir = process.argv[2];
if (!dataDir || !process.send) throw new Error('database-process.js is started by the launcher (ops/src/start.ts)');
const send = process.send.bind(process);

const database = await startEmbeddedDatabase(dataDir, (line) => console.log(`[wellway] ${line}`));
let stopping: Promise<void> | null = null;
const stop = () =>
  (stopping ??= database.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`[wellway] embedded PostgreSQL did not stop cleanly: ${String(error)}`);
      process.exit(1);
    },
  ));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop());
process.on('disconnect', () => void stop());
send({ url: database.url });
