import { EventEmitter, once } from 'node:events';
import type { Checkpoint, EventStore } from '@wellway/event-store';

/** Where each running projection stands, so callers can wait until all have read the whole log. */
export class CaughtUpTracker {
  private readonly checkpoints = new Map<string, Checkpoint | null>();
  private readonly changed = new EventEmitter();
  private changes = 0;

  constructor(private readonly store: EventStore) {
    this.changed.setMaxListeners(0);
  }

  moved(name: string, checkpoint: Checkpoint | null): void {
    this.checkpoints.set(name, checkpoint);
    this.changes++;
    this.changed.emit('change');
  }

  /** Resolves once every named projection has read every event readable at the time of each check. */
  async whenCaughtUp(names: readonly string[], signal?: AbortSignal): Promise<void> {
    for (const name of names) {
      for (;;) {
        const seen = this.changes;
        if (await this.isCaughtUp(name)) break;
        if (this.changes === seen) await once(this.changed, 'change', { signal });
      }
    }
  }

  /**
   * Caught up = the checkpoint has reached the last committed event. An empty readAll page is not
   * enough: another transaction anywhere on the server can hold newer events back for a while.
   */
  private async isCaughtUp(name: string): Promise<boolean> {
    if (!this.checkpoints.has(name)) return false;
    const head = await this.store.headPosition();
    return head === null || (await this.store.hasReached(this.checkpoints.get(name) ?? null, head));
  }
}
