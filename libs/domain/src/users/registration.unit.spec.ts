import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../sites/settings.js';
import { siteAvailability } from '../sites/availability.js';
import type { UserEvent } from './events.js';
import { patRegistered, userSpec } from './fixtures.spec.js';
import {
  birthDateInRange,
  registrationClosedMessage,
  registrationProblems,
  type RegistrationInput,
  type RegistrationRules,
} from './registration.js';

const settings = defaultSiteSettings();
const rules: RegistrationRules = {
  passwordRule: settings,
  locationRequired: true,
  locationIds: new Set(['loc-1', 'loc-1a']),
  eligibilityRequired: true,
  birthDateRequired: true,
  smsEnabled: true,
  today: '2026-11-23',
};
const input: RegistrationInput = {
  email: ' Pat@Example.test ',
  emailConfirmation: 'pat@example.TEST',
  password: 'Secret-123',
  passwordConfirmation: 'Secret-123',
  firstName: ' Pat ',
  lastName: 'Lee',
  locationId: 'loc-1a',
  birthDate: '1990-12-10',
  eligibilityIdentifier: ' E-100 ',
  allowsSms: true,
  phone: '(202) 555-0143',
};
const register = {
  type: 'RegisterParticipant',
  userId: 'u-1',
  siteId: 's-1',
  input,
  rules,
  closedMessage: null,
  passwordHash: '$argon2id$x',
  startedOn: '2026-11-23',
} as const;
const registered = patRegistered({
  startedOn: '2026-11-23',
  passwordHash: '$argon2id$x',
  locationId: 'loc-1a',
  birthDate: '1990-12-10',
  eligibilityIdentifier: 'E-100',
  allowsSms: true,
  phone: '+12025550143',
});
const signedIn: UserEvent = { type: 'UserSignedIn', data: { userId: 'u-1', siteId: 's-1', staySignedIn: false } };
const spec = userSpec;
const problemsOf = (over: Partial<RegistrationInput>, ruleOver: Partial<RegistrationRules> = {}) =>
  registrationProblems({ ...input, ...over }, { ...rules, ...ruleOver });

describe('registration', () => {
  it('registers a participant, signed in, with the registration fields cleaned', () => {
    spec([]).when(register).then([registered, signedIn]);
  });

  it('repeats safely: the same registration decided again changes nothing; another user id is refused', () => {
    spec([registered, signedIn]).when(register).then([]);
    spec([registered, signedIn])
      .when({ ...register, userId: 'u-2' })
      .thenRejects('user_exists', 'That user already exists.');
  });

  it("refuses a frozen registration with the site's message", () => {
    spec([])
      .when({ ...register, closedMessage: 'Sorry, you can no longer create an account.' })
      .thenRejects('registration_closed', 'Sorry, you can no longer create an account.');
  });

  it('rejects with the first problem, in the words of spec 2 §5 and §8', () => {
    const rejects = (over: Partial<RegistrationInput>, message: string, ruleOver: Partial<RegistrationRules> = {}) =>
      spec([])
        .when({ ...register, input: { ...input, ...over }, rules: { ...rules, ...ruleOver } })
        .thenRejects('invalid_registration', message);
    rejects({ email: 'pat@' }, 'Please enter a valid email address.');
    rejects({ email: '  ' }, 'Email required.');
    rejects({ emailConfirmation: 'pam@example.test' }, 'Emails do not match.');
    rejects({ password: 'short' }, settings.passwordHelpMessage);
    rejects({ password: '' }, 'Password required.');
    rejects({ passwordConfirmation: 'Secret-124' }, 'Passwords do not match.');
    rejects({ firstName: ' ' }, 'First name required.');
    rejects({ lastName: '' }, 'Last name required.');
    rejects({ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters.');
    const locationRequired =
      'Location Required: Oops, we need a location. You will not be able to use the site until you select a valid location. Thanks!';
    rejects({ locationId: null }, locationRequired);
    rejects({ locationId: 'another-sites-location' }, locationRequired);
    rejects({ eligibilityIdentifier: ' ' }, 'Identifier required.');
    rejects({ birthDate: null }, 'Please enter a Date of Birth');
    rejects({ birthDate: '2014-01-01' }, 'Please enter a Date of Birth between 13 and 119 years ago.');
    rejects({ birthDate: '1990-02-30' }, 'Please enter a Date of Birth between 13 and 119 years ago.');
    rejects({ phone: '12' }, 'Invalid phone number');
  });

  it('asks only what the site asks', () => {
    const open: Partial<RegistrationRules> = {
      locationRequired: false,
      locationIds: new Set(),
      eligibilityRequired: false,
      birthDateRequired: false,
      smsEnabled: false,
    };
    expect(problemsOf({ locationId: null, eligibilityIdentifier: null, birthDate: null, phone: '' }, open)).toEqual([]);
    expect(problemsOf({ emailConfirmation: undefined, passwordConfirmation: undefined })).toEqual([]);
    expect(problemsOf({ allowsSms: false, phone: '' })).toEqual([]);
    // A location that is not the site's is refused even where none is required.
    expect(problemsOf({ locationId: 'nowhere' }, open)).toHaveLength(1);
    spec([])
      .when({ ...register, input: { ...input, phone: '' }, rules: { ...rules, smsEnabled: false } })
      .then([{ ...registered, data: { ...registered.data, allowsSms: false, phone: null } }, signedIn]);
  });

  it('takes birth dates 13 to 119 years back', () => {
    expect(birthDateInRange('2013-11-23', '2026-11-23')).toBe(true);
    expect(birthDateInRange('2013-11-24', '2026-11-23')).toBe(false);
    expect(birthDateInRange('1907-01-01', '2026-11-23')).toBe(true);
    expect(birthDateInRange('1906-12-31', '2026-11-23')).toBe(false);
  });

  it("says why registration is closed, in the site's words when it has them", () => {
    const availability = (over: { participants?: number; pilot?: boolean; today?: string }) =>
      siteAvailability({
        settings: { ...settings, maxParticipants: 2, registrationEndsAfter: '2026-12-31' },
        flags: {},
        today: over.today ?? '2026-11-23',
        participants: over.participants ?? 0,
        pilot: over.pilot ?? false,
      });
    const messages = { closedMessage: 'We have closed.', closedMaxMessage: 'We are full.' };
    expect(registrationClosedMessage(availability({}), messages)).toBeNull();
    expect(registrationClosedMessage(availability({ participants: 2 }), messages)).toBe('We are full.');
    expect(registrationClosedMessage(availability({ today: '2027-01-01' }), messages)).toBe('We have closed.');
    expect(registrationClosedMessage(availability({ participants: 2 }), { closedMessage: null, closedMaxMessage: null })).toBe(
      'Sorry, you can no longer create an account.',
    );
    expect(registrationClosedMessage(availability({ participants: 2, pilot: true }), messages)).toBeNull();
  });
});
