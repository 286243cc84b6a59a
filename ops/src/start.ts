import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startEmbeddedDatabase } from './embedded-database.js';
import { API_NODE_FLAGS } from './node-flags.js';
import { prepareDatabase } from './prepare.js';

/**
 * `npm start`: one machine, no configuration. PostgreSQL embedded unless DATABASE_URL is set;
 * BullMQ on REDIS_URL (default local Redis) or on PostgreSQL when no Redis answers; then the
 * projector, the workers and the API (serving the web app) as separate processes.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.log(`[wellway] ${line}`);

const embedded = process.env.DATABASE_URL ? null : await startEmbeddedDatabase(`${root}.data`, log);
const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
log(embedded ? `embedded PostgreSQL on ${new URL(databaseUrl).port}` : 'using DATABASE_URL');
await prepareDatabase(databaseUrl, { eventStoreUrl: process.env.EVENTSTORE_URL || undefined, seed: process.env.SEED_DEMO !== 'false' });

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  WEB_DIST: process.env.WEB_DIST ?? `${root}apps/web/dist`,
  // The API records reset requests and the workers e-mail their tokens: both derive them from one secret.
  RESET_TOKEN_SECRET: process.env.RESET_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
};
if (!process.env.SMTP_URL) log('no SMTP_URL: e-mails (password reset links) are printed to this log');
const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, script: string, nodeFlags: readonly string[] = []): void {
  const child = spawn(process.execPath, [...nodeFlags, `${root}${script}`], { env, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (stopping) return;
    log(`${name} exited with code ${code}; stopping everything`);
    void stop(1);
  });
  children.push(child);
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await embedded?.stop();
  process.exit(code);
}

run('projector', 'apps/projector/dist/main.js');
run('workers', 'apps/projector/dist/workers/main.js');
run('api', 'apps/api/dist/main.js', API_NODE_FLAGS);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
