import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { clearFailures, purgeFailures, recentFailures, recordFailures, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { CONFIG, READ_DB } from '../infrastructure/tokens.js';

const WINDOW_MS = 15 * 60 * 1000;
/** Every this many recorded failures (per instance), failures older than the window are swept. */
const SWEEP_EVERY = 500;

/** A limit on failures for one key: an e-mail gets few tries, a shared office address many. */
export interface LimitKey {
  readonly key: string;
  readonly max: number;
}

/**
 * Limits failed attempts of one kind (sign-in, password reset requests, pilot passwords, single
 * sign-on, e-mail and eligibility checks): failures per key in a sliding 15-minute window, kept in
 * PostgreSQL (`attempt_failures`) so every API instance counts the same failures, and a flood of
 * new keys costs rows that age out (the sweep), not memory. Each limiter has its own scope: an
 * address's sign-in failures do not count against its e-mail checks.
 */
export class AttemptLimiter {
  constructor(
    private readonly failures: AttemptFailures,
    private readonly scope: string,
    /** Names the attempts in the 429 message (sign-in attempts, password reset requests). */
    private readonly what = 'sign-in attempts',
  ) {}

  /** `now`: the API's clock unless given (a handler that read it once for the whole attempt). */
  async check(keys: readonly LimitKey[], now = this.failures.now()): Promise<void> {
    const recent = await recentFailures(
      this.failures.db,
      keys.map((limit) => this.scoped(limit)),
      windowStart(now),
    );
    for (const limit of keys) {
      const failures = recent.get(this.scoped(limit));
      if (failures && failures.count >= limit.max) {
        const minutes = Math.max(1, Math.ceil((failures.oldest.getTime() + WINDOW_MS - now.getTime()) / 60_000));
        throw new HttpException(
          `Too many ${this.what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
  }

  async fail(keys: readonly LimitKey[], now = this.failures.now()): Promise<void> {
    await recordFailures(
      this.failures.db,
      keys.map((limit) => this.scoped(limit)),
      now,
    );
    await this.failures.sweepNowAndThen(now);
  }

  async succeed(keys: readonly LimitKey[]): Promise<void> {
    await clearFailures(
      this.failures.db,
      keys.map((limit) => this.scoped(limit)),
    );
  }

  private scoped(limit: LimitKey): string {
    return `${this.scope}:${limit.key}`;
  }
}

/** The shared store of failed attempts; `limiter()` gives each capability its own scope. */
@Injectable()
export class AttemptFailures {
  #recorded = 0;

  constructor(
    @Inject(READ_DB) readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  now(): Date {
    return this.config.now();
  }

  limiter(scope: string, what?: string): AttemptLimiter {
    return new AttemptLimiter(this, scope, what);
  }

  async sweepNowAndThen(now: Date): Promise<void> {
    this.#recorded += 1;
    if (this.#recorded % SWEEP_EVERY === 0) await purgeFailures(this.db, windowStart(now));
  }
}

function windowStart(now: Date): Date {
  return new Date(now.getTime() - WINDOW_MS);
}
