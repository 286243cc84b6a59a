import { spawn, type ChildProcess } from 'node:child_process';
import { CONFIG_ERROR_EXIT } from '@wellway/config';

export interface ChildSpec {
  readonly name: string;
  /** Absolute path of the script node runs. */
  readonly script: string;
  readonly nodeFlags?: readonly string[];
}

export interface SupervisorOptions {
  readonly env: NodeJS.ProcessEnv;
  readonly log: (line: string) => void;
  /** First restart delay; doubles per quick death up to `maxDelayMs`. */
  readonly initialDelayMs?: number;
  readonly maxDelayMs?: number;
  /** A child that ran this long before dying is restarted after the initial delay again. */
  readonly stableAfterMs?: number;
  /** A child exited with CONFIG_ERROR_EXIT: restarting cannot help (it printed which variable is wrong). */
  readonly onConfigError?: (name: string) => void;
}

/** EX_CONFIG: how a process says its configuration is wrong (it has printed one line naming the variable). */
export { CONFIG_ERROR_EXIT };

interface Supervised {
  readonly spec: ChildSpec;
  child: ChildProcess | null;
  startedAt: number;
  restarts: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Runs each child in a process group of its own (a Ctrl-C reaches only the launcher, which
 * stops the children in order) and restarts one that dies, with backoff, while the others keep
 * running. A child also stops when the launcher disappears (its IPC channel closes).
 */
export class Supervisor {
  private readonly children = new Map<string, Supervised>();
  private stopping = false;

  constructor(private readonly options: SupervisorOptions) {}

  start(spec: ChildSpec): void {
    const entry: Supervised = { spec, child: null, startedAt: 0, restarts: 0, timer: null };
    this.children.set(spec.name, entry);
    this.launch(entry);
  }

  /** The running child's process id (tests). */
  pid(name: string): number | undefined {
    return this.children.get(name)?.child?.pid;
  }

  /**
   * Sends SIGTERM to these children (all, by default) and waits for them to exit; one still
   * running after `timeoutMs` gets SIGKILL. Stopped children are not restarted.
   */
  async stop(names: readonly string[] = [...this.children.keys()], timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    await Promise.all(names.map((name) => this.stopOne(name, timeoutMs)));
  }

  private async stopOne(name: string, timeoutMs: number): Promise<void> {
    const entry = this.children.get(name);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    const child = entry.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => {
        this.options.log(`${name} did not stop within ${timeoutMs / 1000} s; killing it`);
        child.kill('SIGKILL');
      }, timeoutMs);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  private launch(entry: Supervised): void {
    const { spec } = entry;
    const child = spawn(process.execPath, [...(spec.nodeFlags ?? []), spec.script], {
      env: this.options.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    entry.child = child;
    entry.startedAt = Date.now();
    child.on('error', (error) => this.options.log(`${spec.name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (entry.child === child) entry.child = null;
      if (this.stopping) return;
      if (code === CONFIG_ERROR_EXIT) {
        this.options.log(`${spec.name} stopped: its configuration is wrong (see the line above); not restarting it`);
        this.options.onConfigError?.(spec.name);
        return;
      }
      const ranMs = Date.now() - entry.startedAt;
      if (ranMs >= (this.options.stableAfterMs ?? 30_000)) entry.restarts = 0;
      const initial = this.options.initialDelayMs ?? 500;
      const delay = Math.min(initial * 2 ** entry.restarts, this.options.maxDelayMs ?? 30_000);
      entry.restarts += 1;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      this.options.log(
        `${spec.name} ${how}; restarting it in ${(delay / 1000).toFixed(1)} s (restart ${entry.restarts}), the others keep running`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = null;
        if (!this.stopping) this.launch(entry);
      }, delay);
    });
  }
}
