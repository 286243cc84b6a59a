import { describe, it } from 'vitest';
import type { UserEvent } from './events.js';
import { defaultPasswordRule, patRegistered, userSpec } from './fixtures.spec.js';

const registered = patRegistered();
const spec = userSpec;
const passwordRule = defaultPasswordRule;

const requested = (tokenHash: string, requestedAt = '2026-11-22T10:00:00.000Z'): UserEvent => ({
  type: 'PasswordResetRequested',
  data: {
    userId: 'u-1',
    siteId: 's-1',
    email: 'pat@example.test',
    tokenHash,
    requestedAt,
    expiresAt: new Date(Date.parse(requestedAt) + 2 * 3600_000).toISOString(),
  },
});
const reset = (tokenHash: string, at = '2026-11-22T11:00:00.000Z', value = 'New-pass-1') => ({
  type: 'ResetPassword' as const,
  tokenHash,
  at,
  passwordRule,
  password: { value, hash: '$argon2id$new' },
});
const completed = (tokenHash: string): UserEvent => ({
  type: 'PasswordResetCompleted',
  data: { userId: 'u-1', siteId: 's-1', tokenHash, passwordHash: '$argon2id$new' },
});

describe('password reset', () => {
  it('records a request with the token hash and a two-hour expiry, for the current address', () => {
    spec([registered])
      .when({ type: 'RequestPasswordReset', userId: 'u-1', tokenHash: 'hash-1', requestedAt: '2026-11-22T10:00:00.000Z' })
      .then([requested('hash-1')]);
    spec([])
      .when({ type: 'RequestPasswordReset', userId: 'u-1', tokenHash: 'hash-1', requestedAt: '2026-11-22T10:00:00.000Z' })
      .thenRejects('user_not_found', 'User not found.');
  });

  it('sets the new password with the latest, unexpired, unused token', () => {
    spec([registered, requested('hash-1')])
      .when(reset('hash-1'))
      .then([completed('hash-1')]);
  });

  it('refuses an expired token', () => {
    spec([registered, requested('hash-1')])
      .when(reset('hash-1', '2026-11-22T12:00:00.000Z'))
      .thenRejects('reset_token_expired', 'This password reset link has expired. Request a new one.');
  });

  it('refuses a token used once already', () => {
    spec([registered, requested('hash-1'), completed('hash-1')])
      .when(reset('hash-1'))
      .thenRejects('reset_token_used', 'This password reset link has already been used.');
  });

  it('refuses a token superseded by a newer request', () => {
    spec([registered, requested('hash-1'), requested('hash-2', '2026-11-22T10:30:00.000Z')])
      .when(reset('hash-1'))
      .thenRejects('reset_token_superseded', 'A newer password reset link was sent. Use the latest e-mail.');
  });

  it('refuses an unknown token, and a link sent before the e-mail changed', () => {
    spec([registered, requested('hash-1')])
      .when(reset('hash-9'))
      .thenRejects('reset_token_invalid', 'This password reset link is not valid.');
    const moved: UserEvent = {
      type: 'UserEmailChanged',
      data: { userId: 'u-1', siteId: 's-1', email: 'new@example.test', previousEmail: 'pat@example.test' },
    };
    spec([registered, requested('hash-1'), moved])
      .when(reset('hash-1'))
      .thenRejects('reset_token_invalid', 'This password reset link is not valid.');
  });

  it("holds the password to 'Password required.' and the site's rule", () => {
    spec([registered, requested('hash-1')])
      .when(reset('hash-1', undefined, ''))
      .thenRejects('invalid_password', 'Password required.');
    spec([registered, requested('hash-1')])
      .when(reset('hash-1', undefined, 'password'))
      .thenRejects('invalid_password', passwordRule.passwordHelpMessage);
  });
});
