import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '@wellway/test-support';
import { freePort } from './testing/private-servers.js';

/**
 * `npm start` as an operator runs it (built output: `npm run build` first), with the embedded
 * PostgreSQL in a directory of its own: a child killed under load is restarted while the API
 * keeps serving, and one Ctrl-C stops everything in order without a flood of errors.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let launcher: ChildProcess;
let output = '';
let base: string;
let dataDir: string;

/** The launcher's children and the script each runs; one that exits while being listed is left out. */
const children = (): { pid: number; script: string }[] =>
  execFileSync('pgrep', ['-P', String(launcher.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .flatMap((pid) => {
      const script = scriptOf(pid);
      return script === null ? [] : [{ pid: Number(pid), script }];
    });

function scriptOf(pid: string): string | null {
  try {
    return (
      readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .find((arg) => arg.endsWith('.js')) ?? ''
    );
  } catch {
    return null; // gone between pgrep and the read
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(description: string, condition: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${description}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const healthy = () =>
  fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wellway-start-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: uniqueRedisPrefix('wwstart'),
  };
  delete env.DATABASE_URL;
  // A process group of its own, as a terminal runs `npm start`: Ctrl-C is a SIGINT to the group.
  launcher = spawn(process.execPath, [`${root}ops/dist/start.js`], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until('the API to be ready', healthy, 120_000);
  await until('the projector and the workers to run', () => output.includes('workers running') && output.includes('projector caught up'));
}, 180_000);

afterAll(() => {
  if (launcher?.exitCode === null) process.kill(-launcher.pid!, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  afterEach((context) => {
    if (context.task.result?.state === 'fail') console.log(`npm start printed:\n${output}`);
  });

  it('restarts the workers and the projector when they are killed, while the API keeps serving', async () => {
    let loading = true;
    const failures: string[] = [];
    const load = (async () => {
      while (loading) {
        const response = await fetch(`${base}/api/health`).catch((error: Error) => error);
        if (response instanceof Error || !response.ok)
          failures.push(response instanceof Error ? response.message : String(response.status));
      }
    })();

    for (const name of ['workers', 'projector']) {
      const script = name === 'workers' ? 'workers/main.js' : 'projector/dist/main.js';
      const before = children().find((child) => child.script.endsWith(script));
      expect(before, `${name} runs`).toBeDefined();
      process.kill(before!.pid, 'SIGKILL');
      await until(`${name} to be restarted`, () => children().some((child) => child.script.endsWith(script) && child.pid !== before!.pid));
      expect(output).toContain(`${name} was killed (SIGKILL); restarting it in 0.5 s (restart 1), the others keep running`);
    }
    loading = false;
    await load;
    expect(failures).toEqual([]);
  });

  it('stops everything in order on one Ctrl-C, without a flood of errors', async () => {
    await until('the database, projector, workers and API to run', () => children().length === 4);
    const pids = children().map((child) => child.pid);
    const printedBefore = output.length;
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
    process.kill(-launcher.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    const stopping = output.slice(printedBefore);
    expect(stopping).not.toContain('terminating connection due to administrator command');
    expect(stopping).not.toMatch(/^\s+at /m);
    expect(stopping.trim().split('\n').length, stopping).toBeLessThanOrEqual(8);
    for (const pid of pids) expect(alive(pid), `process ${pid}`).toBe(false);
  });
});
