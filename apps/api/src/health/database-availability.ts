import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../infrastructure/tokens.js';
import { describeOutage } from './outage.js';

/** How often the database is tried while it is away. */
const PROBE_MS = 250;

export type AvailabilityChange = 'down' | 'up';

/**
 * Whether the database answers, as the requests see it. The first failed request that says the
 * database is away logs one line and starts a probe; the probe logs one line when it answers
 * again. Requests meanwhile answer 503 (the errors filter), readiness is false, nothing else logs.
 */
@Injectable()
export class DatabaseAvailability implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private downSince: number | null = null;
  private probe: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly listeners = new Set<(change: AvailabilityChange) => void>();

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  get available(): boolean {
    return this.downSince === null;
  }

  /** Called with an error that says the database cannot be reached (see isDatabaseUnavailable). */
  lost(error: unknown): void {
    if (this.downSince !== null || this.closed) return;
    this.downSince = Date.now();
    this.logger.warn(`database unreachable (${describeOutage(error)}): answering 503 until it is back`);
    this.emit('down');
    this.scheduleProbe();
  }

  /** Subscribes to state changes; returns the unsubscribe function. */
  onChange(listener: (change: AvailabilityChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.probe) clearTimeout(this.probe);
  }

  private scheduleProbe(): void {
    this.probe = setTimeout(() => void this.tryDatabase(), PROBE_MS);
    this.probe.unref();
  }

  private async tryDatabase(): Promise<void> {
    if (this.closed) return;
    try {
      await this.pool.query('select 1');
    } catch {
      if (!this.closed) this.scheduleProbe();
      return;
    }
    const seconds = ((Date.now() - (this.downSince ?? Date.now())) / 1000).toFixed(1);
    this.downSince = null;
    this.logger.log(`database reachable again after ${seconds} s`);
    this.emit('up');
  }

  private emit(change: AvailabilityChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
