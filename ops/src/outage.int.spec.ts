import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createEventStore } from '@wellway/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './prepare.js';
import { freePort, startPrivatePostgres, startPrivateRedis, type PrivatePostgres, type PrivateRedis } from './testing/private-servers.js';

/**
 * The projector and the workers (built output) on a PostgreSQL and a Redis of the test's own,
 * restarted while events keep arriving: neither process dies (the fault: an 'error' event on a
 * pg client with no listener), readiness goes false and comes back without a restart.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let database: PrivatePostgres;
let redis: PrivateRedis;
const processes: { name: string; child: ChildProcess; port: number; output: string[] }[] = [];

async function until(description: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${description}:\n${processes.map((p) => p.output.join('')).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/ready`).then(
    (response) => response.ok,
    () => false,
  );

beforeAll(async () => {
  [database, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
  await prepareDatabase(database.url, { seed: true });
  for (const [name, script] of [
    ['projector', 'apps/projector/dist/main.js'],
    ['workers', 'apps/projector/dist/workers/main.js'],
  ] as const) {
    const port = await freePort();
    const output: string[] = [];
    const env = { ...process.env, DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_BACKEND: 'redis', HEALTH_PORT: String(port) };
    const child = spawn(process.execPath, [`${root}${script}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    processes.push({ name, child, port, output });
  }
  await until('both to be ready', async () => (await Promise.all(processes.map((p) => ready(p.port)))).every(Boolean), 60_000);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await redis?.stop();
  await database?.remove();
});

describe('the projector and the workers', () => {
  it('ride out a PostgreSQL restart and a Redis restart under load', async () => {
    // Load: events appended one transaction at a time, so batches are in flight when the server goes.
    let loading = true;
    const store = await createEventStore({ databaseUrl: database.url });
    const metadata = { actorId: null, siteId: null, correlationId: 'load', causationId: null, schemaVersion: 1 };
    const load = (async () => {
      while (loading) {
        await store
          .append(`loadtest-${randomUUID()}`, [{ id: randomUUID(), type: 'LoadTestPinged', data: {}, metadata }], {
            expectedRevision: 'no_stream',
          })
          .catch(() => new Promise((resolve) => setTimeout(resolve, 50)));
      }
    })();

    for (const server of [database, redis]) {
      await server.stop();
      if (server === database) await until('readiness to go false', async () => !(await ready(processes[0]!.port)));
      else await until('the workers to notice', async () => !(await ready(processes[1]!.port)));
      await server.restart();
      await until('both to be ready again', async () => (await Promise.all(processes.map((p) => ready(p.port)))).every(Boolean));
      for (const { name, child } of processes) expect(child.exitCode, `${name} is alive`).toBeNull();
    }
    await until('each to say the database is back', () => processes.every((p) => p.output.join('').includes('database reachable again')));
    loading = false;
    await load;
    await store.close();
    const printed = processes.map((p) => p.output.join('')).join('');
    expect(printed).not.toMatch(/^\s+at /m);
    expect(printed).not.toContain('\\n    at ');
    // One line each way per process, not one per projection per retry.
    for (const { name, output } of processes) {
      const lines = output.join('');
      expect(lines, name).not.toMatch(/stopped, restarting|batch failed, will retry|subscription failed, resubscribing/);
      expect(lines.match(/database unreachable/g), name).toHaveLength(1);
      expect(lines.match(/database reachable again after/g), name).toHaveLength(1);
    }
    // Every projection pausing at once on one shared AbortSignal went past Node's 10 listeners.
    expect(printed).not.toContain('MaxListenersExceededWarning');
  });
});
