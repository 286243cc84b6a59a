import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Supervisor } from './supervisor.js';

/** Children are tiny scripts: what is tested is the launcher's supervision, not the apps. */
const dir = mkdtempSync(join(tmpdir(), 'wellway-supervisor-'));
const script = (name: string, body: string) => {
  const path = join(dir, name);
  writeFileSync(path, body);
  return path;
};
const STEADY = `setInterval(() => {}, 1000); process.on('SIGTERM', () => process.exit(0)); process.on('disconnect', () => process.exit(0));`;
const steady = script('steady.mjs', STEADY);
// Dies at once on its first two runs (a crash at boot), then runs steadily.
const flaky = script(
  'flaky.mjs',
  `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const file = process.env.COUNTER_FILE;
const runs = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
writeFileSync(file, String(runs + 1));
if (runs < 2) process.exit(3);
${STEADY}`,
);
// Ignores SIGTERM; says when it has begun to.
const stubborn = script(
  'stubborn.mjs',
  `import { writeFileSync } from 'node:fs';
setInterval(() => {}, 1000);
process.on('SIGTERM', () => {});
writeFileSync(process.env.READY_FILE, 'ready');`,
);

async function until(description: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let supervisor: Supervisor | undefined;
afterEach(() => supervisor?.stop(undefined, 1000));

describe('the launcher supervising its children', () => {
  it('restarts a child that dies, with growing delays, and says so, while the others keep running', async () => {
    const lines: string[] = [];
    supervisor = new Supervisor({
      env: { ...process.env, COUNTER_FILE: join(dir, 'counter') },
      log: (line) => lines.push(line),
      initialDelayMs: 20,
    });
    supervisor.start({ name: 'api', script: steady });
    supervisor.start({ name: 'workers', script: flaky });
    await until('the api to run', () => alive(supervisor?.pid('api')));
    const api = supervisor.pid('api');

    await until('two restarts of the workers', () => lines.length >= 2 && alive(supervisor?.pid('workers')));
    expect(lines).toEqual([
      'workers exited with code 3; restarting it in 0.0 s (restart 1), the others keep running',
      'workers exited with code 3; restarting it in 0.0 s (restart 2), the others keep running',
    ]);

    // kill -9 of a running child
    const workers = supervisor.pid('workers');
    process.kill(workers!, 'SIGKILL');
    await until('the workers to be back', () => alive(supervisor?.pid('workers')) && supervisor?.pid('workers') !== workers);
    expect(lines[2]).toBe('workers was killed (SIGKILL); restarting it in 0.1 s (restart 3), the others keep running');
    expect(supervisor.pid('api')).toBe(api);
    expect(alive(api)).toBe(true);

    await supervisor.stop();
    expect(alive(api)).toBe(false);
    expect(alive(supervisor.pid('workers'))).toBe(false);
    expect(lines).toHaveLength(3);
  });

  it('does not restart a child whose configuration is wrong, and says so', async () => {
    const lines: string[] = [];
    const wrong: string[] = [];
    supervisor = new Supervisor({ env: process.env, log: (line) => lines.push(line), onConfigError: (name) => wrong.push(name) });
    supervisor.start({
      name: 'api',
      script: script('misconfigured.mjs', 'console.error("PORT must be a whole number"); process.exit(78);'),
    });
    await until('the launcher to hear of it', () => wrong.length > 0);
    expect(wrong).toEqual(['api']);
    expect(lines).toEqual(['api stopped: its configuration is wrong (see the line above); not restarting it']);
  });

  it('stops children with SIGTERM, and kills one that has not stopped within the time limit', async () => {
    const lines: string[] = [];
    const ready = join(dir, 'stubborn-ready');
    supervisor = new Supervisor({ env: { ...process.env, READY_FILE: ready }, log: (line) => lines.push(line), initialDelayMs: 20 });
    supervisor.start({ name: 'projector', script: stubborn });
    supervisor.start({ name: 'api', script: steady });
    await until('both to run', () => alive(supervisor?.pid('projector')) && alive(supervisor?.pid('api')));
    const projector = supervisor.pid('projector');
    await until('the stubborn child to ignore SIGTERM', () => existsSync(ready));
    await supervisor.stop(undefined, 300);
    expect(alive(projector)).toBe(false);
    expect(lines).toEqual(['projector did not stop within 0.3 s; killing it']);
  });
});
