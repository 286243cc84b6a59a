import { describe, expect, it } from 'vitest';
import { describeOutage, isDatabaseUnavailable } from './outage.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a refused connection to every address', Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' })],
    ['a server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006')],
    ['a connection that died mid-query', new Error('Connection terminated unexpectedly')],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', new Error('append failed', { cause: withCode('ECONNRESET') })],
  ])('is true for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('Something broke')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('is false for %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});

describe('describeOutage', () => {
  it('says the code and the message on one line', () => {
    expect(describeOutage(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      '57P01: terminating connection due to administrator command',
    );
  });
});
