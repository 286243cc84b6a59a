import { HttpException, HttpStatus } from '@nestjs/common';

const WINDOW_MS = 15 * 60 * 1000;

/** A limit on failures for one key: an e-mail gets few tries, a shared office address many. */
export interface LimitKey {
  readonly key: string;
  readonly max: number;
}

/**
 * Failed sign-ins per (site, e-mail) and per client address, in a sliding window.
 * In-process: each API instance limits on its own, which still caps guessing per instance.
 */
export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();

  /** `what` names the attempts in the 429 message (sign-in attempts, password reset requests). */
  constructor(private readonly what = 'sign-in attempts') {}

  check(keys: readonly LimitKey[], now: number): void {
    for (const { key, max } of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= max) {
        const minutes = Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 60_000));
        throw new HttpException(`Too many ${this.what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, HttpStatus.TOO_MANY_REQUESTS);
      }
    }
  }

  fail(keys: readonly LimitKey[], now: number): void {
    for (const { key } of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(keys: readonly LimitKey[]): void {
    for (const { key } of keys) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - WINDOW_MS);
  }
}
