import { describe, expect, it } from 'vitest';
import {
  completeSiteSettings,
  defaultSiteSettings,
  meetsPasswordRule,
  passwordHelpMessageFor,
  passwordRegularExpressionFor,
} from './settings.js';

describe('site settings', () => {
  const defaults = defaultSiteSettings();

  it('holds the new-site password defaults: 8 to 20 characters with a letter, a number and a symbol', () => {
    expect(meetsPasswordRule(defaults, 'Wellway-demo-1!')).toBe(true);
    expect(meetsPasswordRule(defaults, 'abc-1')).toBe(false); // too short
    expect(meetsPasswordRule(defaults, 'abcdefgh1')).toBe(false); // no symbol
    expect(meetsPasswordRule(defaults, 'abcdefgh!')).toBe(false); // no number
    expect(meetsPasswordRule(defaults, '12345678!')).toBe(false); // no letter
    expect(meetsPasswordRule(defaults, 'a1!'.padEnd(21, 'x'))).toBe(false); // too long
    expect(defaults.passwordHelpMessage).toBe(
      'Passwords must be 8 to 20 characters long and include at least 1 letter, 1 number and 1 symbol.',
    );
    expect(defaults.userChallengeDays).toBe(3);
  });

  it('builds rules from other policies', () => {
    const policy = { minLength: 4, maxLength: 6, minLetters: 0, minNumbers: 2, minSymbols: 0 };
    const settings = { passwordRegularExpression: passwordRegularExpressionFor(policy) };
    expect(meetsPasswordRule(settings, 'ab12')).toBe(true);
    expect(meetsPasswordRule(settings, 'abc1')).toBe(false);
    expect(passwordHelpMessageFor(policy)).toBe('Passwords must be 4 to 6 characters long and include at least 2 numbers.');
  });

  it('falls back to the default rule when a site stores an expression that does not compile', () => {
    expect(meetsPasswordRule({ passwordRegularExpression: '([' }, 'Wellway-demo-1!')).toBe(true);
    expect(meetsPasswordRule({ passwordRegularExpression: '([' }, 'short')).toBe(false);
  });

  it('completes settings stored before a field existed with the defaults', () => {
    expect(completeSiteSettings(undefined)).toEqual(defaults);
    expect(completeSiteSettings({ maxParticipants: 10 })).toEqual({ ...defaults, maxParticipants: 10 });
  });
});
