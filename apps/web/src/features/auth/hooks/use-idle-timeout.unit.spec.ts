import { describe, expect, it } from 'vitest';
import { formatCountdown, IDLE_COUNTDOWN_SECONDS, IDLE_LIMIT_MS } from './use-idle-timeout';

describe('idle timeout', () => {
  it('waits 20 minutes, then counts down from 5:00', () => {
    expect(IDLE_LIMIT_MS).toBe(20 * 60_000);
    expect(formatCountdown(IDLE_COUNTDOWN_SECONDS)).toBe('5:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
