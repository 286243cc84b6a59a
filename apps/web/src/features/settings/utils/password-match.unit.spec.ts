import { describe, expect, it } from 'vitest';
import { passwordMatchMessage } from './password-match';

describe('passwordMatchMessage (spec 2 §5)', () => {
  it('says the passwords must match when the confirmation differs', () => {
    expect(passwordMatchMessage('Secret-123', 'Secret-12')).toBe('Passwords must match.');
  });

  it('says nothing while the confirmation is empty, or when they match', () => {
    expect(passwordMatchMessage('Secret-123', '')).toBeNull();
    expect(passwordMatchMessage('Secret-123', 'Secret-123')).toBeNull();
  });
});
