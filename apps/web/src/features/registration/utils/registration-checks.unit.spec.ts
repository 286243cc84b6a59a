import { registrationMessages as m } from '@wellway/domain/users/registration';
import { describe, expect, it } from 'vitest';
import { emptyDate } from './birth-date';
import { registrationErrors, type RegistrationChecks, type RegistrationValues } from './registration-checks';

const checks: RegistrationChecks = {
  today: '2026-06-01',
  passwordRegularExpression: '^.{8,20}$',
  passwordHelpMessage: 'Passwords must be 8 to 20 characters long.',
  locationRequired: true,
  askBirthDate: true,
  smsEnabled: true,
};
const blank: RegistrationValues = {
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
  firstName: '',
  lastName: '',
  locationPath: [],
  birthDate: emptyDate,
  allowsSms: false,
  phone: '',
};
const asTyped = (values: RegistrationValues) => ({ submitted: false, settled: values, emailTaken: false });

describe('registrationErrors (spec 2 §5)', () => {
  it('says nothing about an untouched form until a save is tried, then everything required', () => {
    expect(registrationErrors(blank, checks, asTyped(blank))).toEqual({});
    expect(registrationErrors(blank, checks, { ...asTyped(blank), submitted: true })).toEqual({
      email: m.emailRequired,
      password: m.passwordRequired,
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      location: m.locationRequired,
      birthDate: m.birthDateRequired,
    });
  });

  it('checks typed values once they settle, each field on its own', () => {
    const typed = { ...blank, email: 'jo@', emailConfirmation: 'x@example.com', password: 'short', passwordConfirmation: 'shorter' };
    expect(registrationErrors(typed, checks, { ...asTyped(typed), settled: blank })).toEqual({});
    expect(registrationErrors(typed, checks, asTyped(typed))).toEqual({
      email: m.emailInvalid,
      emailConfirmation: m.emailsDoNotMatch,
      password: checks.passwordHelpMessage,
      passwordConfirmation: m.passwordsDoNotMatch,
    });
  });

  it('says an address is in use, checks the birth date range and a phone for SMS at once', () => {
    const values = { ...blank, email: 'jo@example.com', birthDate: { month: '1', day: '1', year: '2020' }, allowsSms: true, phone: '12' };
    expect(registrationErrors(values, checks, { ...asTyped(values), emailTaken: true })).toEqual({
      email: m.emailInUse,
      birthDate: m.birthDateOutOfRange,
      phone: m.invalidPhone,
    });
  });
});
