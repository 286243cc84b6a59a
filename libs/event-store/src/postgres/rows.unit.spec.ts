import { describe, expect, it } from 'vitest';
import { fromCheckpoint, LOG_START, toCheckpoint } from './rows.js';

describe('PostgreSQL checkpoints', () => {
  it('round-trip "<transaction id>:<position>" with 64-bit values', () => {
    const point = { tx: '18446744073709551615', position: 9223372036854775807n };
    expect(toCheckpoint(point)).toBe('18446744073709551615:9223372036854775807');
    expect(fromCheckpoint(toCheckpoint(point))).toEqual(point);
  });

  it('read null as the start of the log and reject anything else', () => {
    expect(fromCheckpoint(null)).toEqual(LOG_START);
    expect(() => fromCheckpoint('42')).toThrow(TypeError);
    expect(() => fromCheckpoint('1:2; DROP TABLE es_events')).toThrow(TypeError);
  });
});
