import { describe, expect, it } from 'vitest';
import { hashResetToken, resetTokenFor } from './reset-token.js';

describe('reset tokens', () => {
  it('derive from the secret and the request, and hash one way', () => {
    const token = resetTokenFor('secret', 'event-1');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(resetTokenFor('secret', 'event-1')).toBe(token);
    expect(resetTokenFor('other', 'event-1')).not.toBe(token);
    expect(resetTokenFor('secret', 'event-2')).not.toBe(token);
    expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
