import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors.js';

describe('serializeError', () => {
  it('says an outage in one line, without a stack', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(serializeError(shutdown)).toEqual({
      type: 'Error',
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    expect(serializeError(new Error('Connection terminated unexpectedly'))).not.toHaveProperty('stack');
  });

  it('keeps the stack of any other error', () => {
    expect(serializeError(new TypeError('x is undefined'))).toMatchObject({
      type: 'TypeError',
      stack: expect.stringContaining('TypeError'),
    });
  });
});
