import { describe, expect, it } from 'vitest';
import { erasureFieldOf } from './account-erasure';

describe('erasureFieldOf', () => {
  it('puts a wrong or missing password beside the password field', () => {
    expect(erasureFieldOf('password: Required')).toBe('password');
    expect(erasureFieldOf('Password is incorrect.')).toBe('password');
    expect(erasureFieldOf('Please type your password to delete your account.')).toBe('password');
  });

  it("leaves the SSO answer, and anything else, to the form's summary", () => {
    expect(erasureFieldOf('Your account signs in through your organization: sign in again through it to delete your account.')).toBe(
      undefined,
    );
    expect(erasureFieldOf('Your account has no password: sign in again through your organisation (SSO).')).toBe(undefined);
    expect(erasureFieldOf('This account is already being erased.')).toBe(undefined);
  });
});
