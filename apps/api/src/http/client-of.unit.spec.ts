import { describe, expect, it } from 'vitest';
import { clientOf } from './attempt-limiter.js';

describe('clientOf: the client a failure counts against', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:aaaa:bbbb:cccc:dddd', '2001:db8:85a3:1::/64'],
    ['2001:0db8:85a3:0001:1::2', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, client) => {
    expect(clientOf(ip)).toBe(client);
  });

  it('gives every address of one IPv6 /64 the same client', () => {
    expect(clientOf('2001:db8:1:2::a')).toBe(clientOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientOf('2001:db8:1:2::a')).not.toBe(clientOf('2001:db8:1:3::a'));
  });
});
