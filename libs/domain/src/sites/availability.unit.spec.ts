import { describe, expect, it } from 'vitest';
import { siteAvailability, type AvailabilityInput } from './availability.js';
import { defaultSiteSettings } from './settings.js';

const window = { ...defaultSiteSettings(), launchOn: '2026-03-01', registrationEndsAfter: '2026-03-31', disableAfter: '2026-12-31' };
const at = (today: string, changes: Partial<AvailabilityInput> = {}) =>
  siteAvailability({ settings: window, flags: {}, today, participants: 0, pilot: false, ...changes });

describe('site availability (spec 2 §4, spec 3 §4)', () => {
  it('is not launched before launch_on, counting the days down, unless a pilot cookie is there', () => {
    expect(at('2026-02-27')).toEqual({
      state: 'not_launched',
      days_until_launch: 2,
      max_participants: false,
      registration_ended: false,
      registration_frozen: false,
    });
    expect(at('2026-02-27', { pilot: true }).state).toBe('open');
  });

  it('is open from launch through the registration end, closed after it, disabled after disable_after', () => {
    expect(at('2026-03-01').state).toBe('open');
    expect(at('2026-03-31').state).toBe('open');
    expect(at('2026-04-01')).toMatchObject({ state: 'closed', registration_ended: true, registration_frozen: true });
    expect(at('2026-12-31').state).toBe('closed');
    expect(at('2027-01-01')).toMatchObject({ state: 'disabled', registration_frozen: true });
    expect(at('2026-03-10', { settings: { ...window, isActive: false } }).state).toBe('disabled');
  });

  it('is always open without dates', () => {
    expect(at('1999-01-01', { settings: defaultSiteSettings() })).toMatchObject({
      state: 'open',
      registration_frozen: false,
      days_until_launch: null,
    });
  });

  it('keeps registration open until late registration ends', () => {
    const late = { ...window, lateRegistrationEndsOn: '2026-04-15' };
    expect(at('2026-04-10', { settings: late })).toMatchObject({ state: 'closed', registration_ended: false, registration_frozen: false });
    expect(at('2026-04-16', { settings: late })).toMatchObject({ registration_ended: true, registration_frozen: true });
  });

  it('freezes registration at the participant limit or by flag, unless a pilot cookie is there', () => {
    const limited = { ...window, maxParticipants: 3 };
    expect(at('2026-03-10', { settings: limited, participants: 2 })).toMatchObject({ max_participants: false, registration_frozen: false });
    expect(at('2026-03-10', { settings: limited, participants: 3 })).toMatchObject({ max_participants: true, registration_frozen: true });
    expect(at('2026-03-10', { settings: limited, participants: 3, pilot: true })).toMatchObject({
      max_participants: true,
      registration_frozen: false,
    });
    expect(at('2026-03-10', { flags: { is_registration_frozen: true } }).registration_frozen).toBe(true);
    expect(at('2026-04-01', { pilot: true }).registration_frozen).toBe(false);
  });
});
