import { describe, expect, it } from 'vitest';
import { OutageLog, serializeError, withoutAddresses } from './log-errors.js';

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

describe('OutageLog', () => {
  const shutdown = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  const refused = () => new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]);

  function recording() {
    const lines: string[] = [];
    const log = new OutageLog({ warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) }, 'retrying');
    return { lines, log };
  }

  it('says one line when the database goes and one when it is back, however often it is retried meanwhile', () => {
    const { lines, log } = recording();
    expect(log.failed(shutdown())).toBe(true);
    for (let attempt = 0; attempt < 20; attempt++) expect(log.failed(refused())).toBe(true);
    log.succeeded();
    log.succeeded();
    expect(lines).toEqual([
      'warn database unreachable (57P01: terminating connection due to administrator command): retrying',
      expect.stringMatching(/^info database reachable again after \d+\.\d s$/),
    ]);
    log.failed(refused());
    expect(lines).toHaveLength(3);
  });

  it('leaves any other error to the caller, and says nothing while the database answers', () => {
    const { lines, log } = recording();
    expect(log.failed(new TypeError('x is undefined'))).toBe(false);
    log.succeeded();
    expect(lines).toEqual([]);
  });
});

describe('withoutAddresses', () => {
  it('takes the e-mail addresses out of an error message', () => {
    expect(
      withoutAddresses("Can't send mail - all recipients were rejected: 550 5.1.1 <jane.doe+x@example.com>: Recipient address rejected"),
    ).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected");
    expect(withoutAddresses('cannot check this one')).toBe('cannot check this one');
  });
});
