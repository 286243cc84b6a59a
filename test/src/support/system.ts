import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix } from './databases.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningSystem {
  readonly baseUrl: string;
  readonly databaseUrl: string;
  /** Everything the processes printed, for failure messages. */
  output(): string;
  /** Stops the processes and drops the database, unless `keepDatabase` (then `dropDatabase` later). */
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
  dropDatabase(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The system exited early:\n${output()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The system did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/**
 * The whole product as `npm start` runs it (built output: run `npm run build` first), on a fresh
 * database and its own queue prefix: API + web, projector, workers, demo data.
 */
export async function startSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
  const database = await createTestDatabase('wellway_e2e');
  const port = await freePort();
  let printed = '';
  const child = spawn(process.execPath, [`${root}ops/dist/start.js`], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: uniqueRedisPrefix('wwe2e'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  let dropped = false;
  const dropDatabase = async () => {
    if (dropped) return;
    dropped = true;
    await database.drop();
  };
  const stop = async (options: { keepDatabase?: boolean } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.keepDatabase) await dropDatabase();
  };
  try {
    await waitForHealth(baseUrl, child, () => printed, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: database.url, output: () => printed, stop, dropDatabase };
}
