import pg from 'pg';

/** After a failed LISTEN connection, wait this long before trying again (the caller polls meanwhile). */
const RECONNECT_DELAY_MS = 1_000;

/**
 * A dedicated LISTEN connection that wakes one subscriber when appends commit. A notification
 * that arrives while nobody waits is remembered until `clear()`, so none is lost between a read
 * and the next wait. A dropped connection wakes the waiter too, and reconnects on `connect()`.
 */
export class CommitNotifications {
  #client: pg.Client | null = null;
  #signalled = false;
  #wake: (() => void) | null = null;
  #nextAttemptAt = 0;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
  ) {}

  /** Listens if not already listening; false when the server cannot be reached (callers then poll). */
  async connect(): Promise<boolean> {
    if (this.#client) return true;
    if (Date.now() < this.#nextAttemptAt) return false;
    const client = new pg.Client(this.config);
    client.on('notification', () => this.#notify());
    client.on('error', () => this.#lose(client));
    client.on('end', () => this.#lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
      this.#client = client;
      return true;
    } catch {
      this.#nextAttemptAt = Date.now() + RECONNECT_DELAY_MS;
      await client.end().catch(() => undefined);
      return false;
    }
  }

  clear(): void {
    this.#signalled = false;
  }

  /** Resolves on a notification (also one since `clear()`), after `timeoutMs`, or on abort. */
  wait(timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.#signalled || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal.addEventListener('abort', done, { once: true });
      this.#wake = done;
    });
  }

  async close(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  #notify(): void {
    this.#signalled = true;
    this.#wake?.();
  }

  #lose(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = null;
    client.end().catch(() => undefined);
    this.#notify();
  }
}
