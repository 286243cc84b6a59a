import { afterAll, afterEach, beforeAll } from 'vitest';
import { TestBrowser } from './browser.js';
import { startSystem, type RunningSystem } from './system.js';

export interface BrowserSuite {
  /** The running system; set once the suite's beforeAll ran. */
  readonly system: RunningSystem;
  /** Chromium pointed at the system; set once the suite's beforeAll ran. */
  readonly browser: TestBrowser;
}

/**
 * The setup every browser spec file shares: registers vitest hooks that start the whole system
 * (with `env`, or what `env()` returns when beforeAll runs) and a browser on it, print the
 * system's output when a test fails, and close both after the file. Call it at the top of the
 * file; hooks the file registers after it run after its beforeAll and before its afterAll.
 */
export function browserSuite(env: Record<string, string> | (() => Record<string, string>) = {}): BrowserSuite {
  let system: RunningSystem | undefined;
  let browser: TestBrowser | undefined;

  beforeAll(async () => {
    system = await startSystem(typeof env === 'function' ? env() : env);
    browser = await TestBrowser.launch(system.baseUrl);
  });

  afterEach((context) => {
    // What the API, projector and workers printed explains most failures.
    if (context.task.result?.state === 'fail' && system) console.error(system.output().slice(-8_000));
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`browserSuite: the ${name} is set in beforeAll; read it inside hooks and tests.`);
    return value;
  };
  return {
    get system() {
      return started(system, 'system');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
