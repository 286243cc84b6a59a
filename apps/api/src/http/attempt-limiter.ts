import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { clearFailures, purgeFailures, recentFailures, recordFailures, withdrawFailures, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { CONFIG, READ_DB } from '../infrastructure/tokens.js';

const WINDOW_MS = 15 * 60 * 1000;
/** Every this many recorded failures (per instance), failures older than the window are swept. */
const SWEEP_EVERY = 500;

/** A limit on failures for one key: an e-mail gets few tries, a shared office address many. */
export interface LimitKey {
  readonly key: string;
  /** Infinity: counted, never refused on its own (a signal another limit reads). */
  readonly max: number;
}

/** An attempt counted before it was judged (`begin`): a failure unless told otherwise. */
export interface Attempt {
  /** It succeeded: it stops counting, and the earlier failures of `forget` (its own keys only) are cleared. */
  succeeded(forget?: readonly LimitKey[]): Promise<void>;
}

/**
 * The client a request counts against: its address, an IPv6 one by its /64 (one machine, or one
 * customer's network, holds a whole /64 and could otherwise take a new address per guess).
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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

  /**
   * Counts this attempt as a failure first, then checks every limit, so concurrent attempts each
   * see the others (check-then-fail lets a burst through before any failure is recorded). An
   * attempt over a limit is taken back and refused; one judged a failure simply stays counted.
   */
  /** `now`: the API's clock unless given (a handler that read it once for the whole attempt). */
  async begin(keys: readonly LimitKey[], now = this.failures.now()): Promise<Attempt> {
    const scoped = keys.map((limit) => this.scoped(limit));
    await recordFailures(this.failures.db, scoped, now);
    try {
      await this.refuseOver(keys, now);
    } catch (refused) {
      await withdrawFailures(this.failures.db, scoped, now);
      throw refused;
    }
    await this.failures.sweepNowAndThen(now);
    return {
      succeeded: async (forget = []) => {
        await withdrawFailures(this.failures.db, scoped, now);
        await this.succeed(forget);
      },
    };
  }

  /** Failures of one key in the window (a signal, e.g. an account under attack). */
  async count(key: string, now: Date): Promise<number> {
    const scoped = this.scoped({ key, max: Infinity });
    return (await recentFailures(this.failures.db, [scoped], windowStart(now))).get(scoped)?.count ?? 0;
  }

  private async succeed(keys: readonly LimitKey[]): Promise<void> {
    await clearFailures(
      this.failures.db,
      keys.map((limit) => this.scoped(limit)),
    );
  }

  /** 429 when a key has more than `max` failures besides this attempt's own, already recorded. */
  private async refuseOver(keys: readonly LimitKey[], now: Date): Promise<void> {
    const recent = await recentFailures(
      this.failures.db,
      keys.map((limit) => this.scoped(limit)),
      windowStart(now),
    );
    for (const limit of keys) {
      const failures = recent.get(this.scoped(limit));
      if (failures && failures.count - 1 >= limit.max) throw tooMany(this.what, failures.oldest, now);
    }
  }

  /**
   * The stored key: a SHA-256 of scope and key, so the table holds no e-mail address or client
   * address in clear (an operator finds a row with `encode(sha256('<scope>:<key>'), 'hex')`).
   */
  private scoped(limit: LimitKey): string {
    return scopedKey(this.scope, limit.key);
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

export function windowStart(now: Date): Date {
  return new Date(now.getTime() - WINDOW_MS);
}

/** A stored key: a SHA-256 of scope and key (no e-mail address, client address or id in clear). */
export function scopedKey(scope: string, key: string): string {
  return createHash('sha256').update(`${scope}:${key}`).digest('hex');
}

/** 429 "Too many <what>. Try again in n minutes.", n counted from the window's oldest entry. */
export function tooMany(what: string, oldest: Date, now: Date): HttpException {
  const minutes = Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - now.getTime()) / 60_000));
  return new HttpException(`Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, HttpStatus.TOO_MANY_REQUESTS);
}
