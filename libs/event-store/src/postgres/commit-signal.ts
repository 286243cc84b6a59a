import type pg from 'pg';

/** Two notifications start at least this far apart, however many commits signal in between. */
const DEFAULT_MIN_INTERVAL_MS = 1;

/**
 * Announces commits to `LISTEN`ers on `channel` from outside the append transactions: a NOTIFY
 * inside them would make every commit queue for PostgreSQL's one global notification lock.
 *
 * At most one `pg_notify` per store is in flight. A signal while one is in flight (or within
 * `minIntervalMs` of the last) marks the notifier dirty, and one more notification (carrying the
 * highest position signalled) follows. Listeners only use it as a wake-up: they re-read the log
 * and keep their safety poll, so a notification lost here (a failed query, a closed pool) delays
 * a subscriber but never makes it skip an event.
 */
export class CommitSignal {
  #position = -1n;
  #busy = false; // a notification is in flight or scheduled
  #dirty = false;
  #lastSentAt = Number.NEGATIVE_INFINITY;
  #closed = false;
  #timer: NodeJS.Timeout | null = null;
  #inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pick<pg.Pool, 'query'>,
    private readonly channel: string,
    private readonly minIntervalMs = DEFAULT_MIN_INTERVAL_MS,
  ) {}

  /** Call after a commit that stored events up to global `position`. */
  committed(position: bigint): void {
    if (this.#closed) return;
    if (position > this.#position) this.#position = position;
    if (this.#busy) {
      this.#dirty = true;
      return;
    }
    this.#busy = true;
    const waitMs = this.#lastSentAt + this.minIntervalMs - performance.now();
    if (waitMs > 0) {
      this.#timer = setTimeout(() => this.#send(), waitMs);
      this.#timer.unref();
    } else {
      this.#send();
    }
  }

  /** Stops notifying; resolves once a notification in flight has been answered. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#inFlight;
  }

  #send(): void {
    this.#timer = null;
    if (this.#closed) {
      this.#busy = false;
      return;
    }
    this.#dirty = false;
    this.#lastSentAt = performance.now();
    this.#inFlight = this.pool
      .query({
        name: 'wellway_es_notify',
        // A wake-up need not be durable: skip the WAL flush its own (tiny) transaction would wait for.
        text: "SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)",
        values: [this.channel, this.#position.toString()],
      })
      .then(
        () => undefined,
        () => undefined, // listeners fall back on their re-read and safety poll
      )
      .finally(() => {
        this.#busy = false;
        if (this.#dirty) {
          this.#dirty = false;
          this.committed(this.#position);
        }
      });
  }
}
