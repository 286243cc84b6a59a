import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '@wellway/ops/dist/node-flags.js';

export interface Child {
  readonly pid: number;
  /** What it printed (kept for error messages). */
  output(): string;
  stop(): Promise<void>;
}

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
}

function launch(script: string, env: Record<string, string>, args: readonly string[] = []): Started {
  const child = spawn(process.execPath, [...args, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => printed };
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/** Rejects if the child exits while starting; returns the disposer to call once it is up. */
function failOnExit(child: ChildProcess, output: () => string, reject: (error: Error) => void): () => void {
  const listener = (code: number | null, signal: NodeJS.Signals | null) =>
    reject(new Error(`child exited early (${code ?? signal}):\n${output()}`));
  child.once('exit', listener);
  return () => child.off('exit', listener);
}

/** `BENCH_CPU_PROF=dir`: a V8 CPU profile of the child, written there as `<name>-….cpuprofile`. */
function cpuProfileFlags(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`] : [];
}

/**
 * The real API (createApi) in its own process, so the load generator does not share its event
 * loop.
 */
export async function startApi(databaseUrl: string): Promise<Child & { readonly url: string }> {
  const script = fileURLToPath(new URL('../api-process.js', import.meta.url));
  const { child, output } = launch(script, { DATABASE_URL: databaseUrl }, [...API_NODE_FLAGS, ...cpuProfileFlags('api')]);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    const started = failOnExit(child, output, reject);
    child.once('message', (message: unknown) => {
      started();
      const sent = typeof message === 'object' && message !== null && 'url' in message ? message.url : undefined;
      if (typeof sent === 'string') resolve(sent);
      else reject(new Error(`unexpected message from the API process: ${JSON.stringify(message)}`));
    });
  }).catch(async (error: unknown) => {
    await stopper(child)();
    throw error;
  });
  return { pid: child.pid ?? 0, url, output, stop: stopper(child) };
}

/**
 * A script of `@wellway/projector` in its own process, resolved once it prints `ready` (a line of
 * its JSON log).
 */
async function startLogged(name: string, module: string, env: Record<string, string>, ready: string, timeoutMs: number): Promise<Child> {
  const script = fileURLToPath(import.meta.resolve(module));
  const { child, output } = launch(script, env, cpuProfileFlags(name));
  await new Promise<void>((resolve, reject) => {
    const started = failOnExit(child, output, reject);
    const timer = setTimeout(() => reject(new Error(`${name} did not print "${ready}" in ${timeoutMs / 1000} s:\n${output()}`)), timeoutMs);
    child.stdout?.on('data', () => {
      if (output().includes(ready)) {
        clearTimeout(timer);
        started();
        resolve();
      }
    });
  }).catch(async (error: unknown) => {
    await stopper(child)();
    throw error;
  });
  return { pid: child.pid ?? 0, output, stop: stopper(child) };
}

/** The real projector process (apps/projector main), resolved once it logs that it caught up. */
export function startProjectorProcess(databaseUrl: string, timeoutMs = 60_000): Promise<Child> {
  return startLogged('projector', '@wellway/projector/dist/main.js', { DATABASE_URL: databaseUrl }, 'projector caught up', timeoutMs);
}

/** The real worker process (every reactor and its BullMQ worker), on Redis under its own key prefix. */
export function startWorkersProcess(databaseUrl: string, queues: { redisUrl: string; prefix: string }): Promise<Child> {
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: queues.redisUrl, QUEUE_BACKEND: 'redis', QUEUE_PREFIX: queues.prefix };
  return startLogged('workers', '@wellway/projector/dist/workers/main.js', env, 'workers running', 60_000);
}
