import { describe, expect, it } from 'vitest';
import { erasureFieldOf, withoutFieldName } from './account-erasure';

// The API's answers, as docs/api.md lists them for POST /api/account/erasure.
const missing = 'password: Please type your password to delete your account.';
const wrong = 'password: That password is not right.';
const tooMany = 'Too many password attempts. Try again in 15 minutes.';
const sso = 'Please sign in again through your organization to delete your account.';
const impersonated = 'An impersonating master cannot delete this account.';

describe('the erasure form’s errors', () => {
  it('shows the sentence without the field name the API puts before it', () => {
    expect(withoutFieldName(wrong)).toBe('That password is not right.');
    expect(withoutFieldName(missing)).toBe('Please type your password to delete your account.');
    expect(withoutFieldName(sso)).toBe(sso);
  });

  it('puts a wrong or missing password, or too many tries, beside the password field', () => {
    expect(erasureFieldOf(withoutFieldName(wrong))).toBe('password');
    expect(erasureFieldOf(withoutFieldName(missing))).toBe('password');
    expect(erasureFieldOf(tooMany)).toBe('password');
  });

  it('leaves the SSO answer, and any other refusal, to the dialog’s summary, as the API says it', () => {
    expect(erasureFieldOf(sso)).toBe(undefined);
    expect(erasureFieldOf(impersonated)).toBe(undefined);
    expect(erasureFieldOf('A master cannot be removed.')).toBe(undefined);
  });
});
