import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { redisAnswers } from '@wellway/config';
import { ConfigError, launcherConfig, type LauncherConfig } from './config.js';
import { API_NODE_FLAGS, PROJECTOR_NODE_FLAGS } from './node-flags.js';
import { acmeEmail, DEMO_PASSWORD, demoEmail } from './demo-seed.js';
import { prepareDatabase } from './prepare.js';
import { OutdatedEventLogError } from '@wellway/event-store';
import { CONFIG_ERROR_EXIT, Supervisor } from './supervisor.js';

/**
 * `npm start`: one machine, no configuration. PostgreSQL embedded unless DATABASE_URL is set;
 * BullMQ on REDIS_URL (default local Redis) or on PostgreSQL when no Redis answers; then the
 * projector, the workers and the API (serving the web app) as separate processes, each
 * restarted with backoff when it dies. One signal (Ctrl-C, SIGTERM) stops them in order: the API
 * first (it stops accepting and drains), then the projector and the workers, the database last.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.log(`[wellway] ${line}`);
let config: LauncherConfig;
try {
  config = launcherConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[wellway] configuration: ${error.message}`);
  process.exit(CONFIG_ERROR_EXIT);
}
const STOP_TIMEOUT_MS = config.STOP_TIMEOUT_MS;

let stopping = false;
let supervisor: Supervisor | null = null;
let database: ChildProcess | null = null;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping');
  const force = setTimeout(() => {
    log(`still stopping after ${(2 * STOP_TIMEOUT_MS) / 1000} s; giving up`);
    database?.kill('SIGKILL');
    process.exit(1);
  }, 2 * STOP_TIMEOUT_MS);
  force.unref();
  await supervisor?.stop(['api'], STOP_TIMEOUT_MS);
  await supervisor?.stop(['projector', 'workers'], STOP_TIMEOUT_MS);
  if (database && database.exitCode === null) {
    await new Promise<void>((resolve) => {
      database!.once('exit', () => resolve());
      database!.kill('SIGTERM');
    });
  }
  log('stopped');
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(0));

/** The embedded database in a process group of its own (see database-process.ts); resolves with its URL. */
function startDatabase(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${root}ops/dist/database-process.js`, config.DATA_DIR ?? `${root}.data`], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    database = child;
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => {
      if (stopping) return;
      reject(new Error(`the embedded PostgreSQL exited with code ${code}`));
      log(`the embedded PostgreSQL exited with code ${code}; stopping everything`);
      void stop(1);
    });
  });
}

const databaseUrl = config.DATABASE_URL ?? (await startDatabase());
log(config.DATABASE_URL ? 'using DATABASE_URL' : `embedded PostgreSQL on ${new URL(databaseUrl).port}`);
try {
  await prepareDatabase(databaseUrl, {
    eventStoreUrl: config.EVENTSTORE_URL,
    seed: config.SEED_DEMO,
    // Only the embedded database is ours to drop: it holds demo data and nothing else.
    reseedOutdatedDemo: !config.DATABASE_URL,
    log,
  });
} catch (error) {
  if (!(error instanceof OutdatedEventLogError)) throw error;
  log(error.message);
  await stop(CONFIG_ERROR_EXIT);
}

// One decision for the API (health reports it) and the workers (they use it).
const redisUrl = config.REDIS_URL;
const queueBackend = config.QUEUE_BACKEND ?? ((await redisAnswers(redisUrl)) ? 'redis' : 'postgres');
log(`queues on ${queueBackend === 'redis' ? `Redis (${redisUrl})` : 'PostgreSQL (no Redis answered)'}`);

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  QUEUE_BACKEND: queueBackend,
  WEB_DIST: process.env.WEB_DIST || `${root}apps/web/dist`,
  // The API records reset requests and the workers e-mail their tokens: both derive them from one secret.
  RESET_TOKEN_SECRET: process.env.RESET_TOKEN_SECRET || randomBytes(32).toString('hex'),
  PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
};
if (!config.SMTP_URL) log('no SMTP_URL: e-mails (password reset links) are printed to this log');

if (!stopping) {
  supervisor = new Supervisor({ env, log, onConfigError: () => void stop(1) });
  supervisor.start({ name: 'projector', script: `${root}apps/projector/dist/main.js`, nodeFlags: PROJECTOR_NODE_FLAGS });
  supervisor.start({ name: 'workers', script: `${root}apps/projector/dist/workers/main.js` });
  supervisor.start({ name: 'api', script: `${root}apps/api/dist/main.js`, nodeFlags: API_NODE_FLAGS });
  void announceWhenReady(`http://127.0.0.1:${config.PORT}`);
}

/** One line once the API answers its readiness check: where to open Wellway. */
async function announceWhenReady(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!stopping && Date.now() < deadline) {
    const ready = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return log(readyMessage(base.replace('127.0.0.1', 'localhost')));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Where to open Wellway and, with the demo seeded, whom to sign in as. */
function readyMessage(url: string): string {
  if (!config.SEED_DEMO) return `Wellway is ready on ${url}`;
  const acme = url.replace('//localhost', '//acme.localhost');
  return [
    `Wellway is ready on ${url} (demo site) and ${acme} (Acme Wellness)`,
    `  demo accounts, password ${DEMO_PASSWORD}: ${['participant', 'coordinator', 'master'].map(demoEmail).join(', ')}; ${acmeEmail('participant')} on Acme`,
  ].join('\n');
}
