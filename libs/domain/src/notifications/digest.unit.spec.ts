import { describe, expect, it } from 'vitest';
import { DIGEST_NOTICE_KEYS, digestDayOf, digestWindow, zonedHour } from './digest.js';

describe('wall digest days', () => {
  it('gathers the notice types e-mailed under wall activity: comments and tags', () => {
    expect(DIGEST_NOTICE_KEYS).toEqual(['wall_post_commented', 'wall_post_tagged']);
  });

  it('sends the digest of a day at 18:00 in the person’s time zone', () => {
    expect(zonedHour('2026-12-01', 18, 'Europe/Berlin').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(zonedHour('2026-07-01', 18, 'Europe/Berlin').toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(zonedHour('2026-12-01', 18, 'America/Los_Angeles').toISOString()).toBe('2026-12-02T02:00:00.000Z');
    expect(zonedHour('2026-12-01', 18, 'UTC').toISOString()).toBe('2026-12-01T18:00:00.000Z');
  });

  it('puts a notice before 18:00 local in that day’s digest, one after it in the next', () => {
    expect(digestDayOf(new Date('2026-12-01T16:59:59Z'), 'Europe/Berlin')).toBe('2026-12-01');
    expect(digestDayOf(new Date('2026-12-01T17:00:00Z'), 'Europe/Berlin')).toBe('2026-12-02');
    // 23:30 UTC on the 1st is 15:30 on the 1st in Los Angeles.
    expect(digestDayOf(new Date('2026-12-01T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-12-01');
  });

  it('covers each instant by exactly one day: the window of a day ends where the next begins', () => {
    const day = digestWindow('2026-12-01', 'Europe/Berlin');
    const next = digestWindow('2026-12-02', 'Europe/Berlin');
    expect(day).toEqual({ from: new Date('2026-11-30T17:00:00Z'), to: new Date('2026-12-01T17:00:00Z') });
    expect(next.from).toEqual(day.to);
    // Across a DST change the day is 23 or 25 hours long, never a gap or an overlap.
    const spring = digestWindow('2026-03-29', 'Europe/Berlin');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
  });
});
