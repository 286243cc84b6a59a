import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { emailReservationDecider } from './email-reservation.js';
import type { LocationChoice, UserCommand } from './commands.js';
import type { UserEvent } from './events.js';
import { defaultPasswordRule, patRegistered, userSpec } from './fixtures.spec.js';
import { defaultSubscription, nextSubscription, unsubscribedFromAll } from './settings.js';
import { emptyAddress, normalisePhone } from './personal-settings.js';
import { emailedByType, hiddenInApp, shownInApp } from '../notifications/preferences.js';

const registered = patRegistered();
const spec = userSpec;
const passwordRule = defaultPasswordRule;

type Personal = Extract<UserCommand, { type: 'ChangePersonalSettings' }>;
const personal = (change: Partial<Personal> = {}): Personal => ({
  type: 'ChangePersonalSettings',
  userId: 'u-1',
  firstName: 'Pat',
  lastName: 'Lee',
  email: 'pat@example.test',
  address: emptyAddress,
  allowsSms: false,
  phone: '',
  timeZone: 'America/New_York',
  context: { siteTimeZone: 'America/Chicago', passwordRule },
  ...change,
});
const profile = (change: Partial<Extract<UserEvent, { type: 'UserProfileChanged' }>['data']> = {}): UserEvent => ({
  type: 'UserProfileChanged',
  data: {
    userId: 'u-1',
    siteId: 's-1',
    firstName: 'Pat',
    lastName: 'Lee',
    address: emptyAddress,
    allowsSms: false,
    phone: null,
    timeZone: 'America/Chicago',
    ...change,
  },
});

describe('personal settings', () => {
  it('saves the profile, trimmed; SMS off clears the phone and puts back the site time zone', () => {
    spec([registered])
      .when(personal({ firstName: ' Patricia ', phone: '+1 202 555 0143', timeZone: 'Europe/Paris' }))
      .then([profile({ firstName: 'Patricia' })]);
  });

  it('keeps a valid phone (E.164) and the chosen time zone with SMS on', () => {
    spec([registered])
      .when(personal({ allowsSms: true, phone: '(202) 555-0143', timeZone: 'Europe/Paris' }))
      .then([profile({ allowsSms: true, phone: '+12025550143', timeZone: 'Europe/Paris' })]);
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it.each([
    [{ firstName: '  ' }, 'First name required.'],
    [{ lastName: '' }, 'Last name required.'],
    [{ email: ' ' }, 'Email required.'],
    [{ email: 'pat@' }, 'Please enter a valid email address.'],
    [{ allowsSms: true, phone: '' }, 'Invalid phone number'],
    [{ allowsSms: true, phone: '12' }, 'Invalid phone number'],
    [{ allowsSms: true, phone: '+12025550143', timeZone: 'Mars/Olympus' }, 'Choose a valid time zone.'],
    [{ address: { ...emptyAddress, postalCode: 'x'.repeat(21) } }, 'Postal code must be at most 20 characters.'],
  ])('rejects %j with the spec message', (change, message) => {
    spec([registered]).when(personal(change)).thenRejects('invalid_settings', message);
  });

  it('changes the e-mail (normalised) after the profile', () => {
    spec([registered])
      .when(personal({ email: ' Pat.New@Example.TEST ' }))
      .then([
        profile(),
        {
          type: 'UserEmailChanged',
          data: { userId: 'u-1', siteId: 's-1', email: 'pat.new@example.test', previousEmail: 'pat@example.test' },
        },
      ]);
  });

  it('changes the password only when asked, by the site rule, confirmed', () => {
    spec([registered])
      .when(personal({ password: { value: 'New-pass-1', confirmation: 'New-pass-1', hash: '$argon2id$new' } }))
      .then([profile(), { type: 'UserPasswordChanged', data: { userId: 'u-1', siteId: 's-1', passwordHash: '$argon2id$new' } }]);
    spec([registered])
      .when(personal({ password: { value: '', confirmation: '', hash: 'h' } }))
      .thenRejects('invalid_password', 'Password required.');
    spec([registered])
      .when(personal({ password: { value: 'short', confirmation: 'short', hash: 'h' } }))
      .thenRejects('invalid_password', passwordRule.passwordHelpMessage);
    spec([registered])
      .when(personal({ password: { value: 'New-pass-1', confirmation: 'New-pass-2', hash: 'h' } }))
      .thenRejects('invalid_password', 'Passwords must match.');
  });

  it('refuses an unknown user', () => {
    spec([]).when(personal()).thenRejects('user_not_found', 'User not found.');
  });
});

describe('location (settings, prompt-location, user edit)', () => {
  const locations = (change: Partial<LocationChoice> = {}): LocationChoice => ({
    ids: new Set(['loc-north', 'loc-south']),
    required: true,
    changeable: true,
    ...change,
  });
  const withLocation = (locationId: string | null | undefined, choice: Partial<LocationChoice> = {}) =>
    personal({ locationId, context: { siteTimeZone: 'America/Chicago', passwordRule, locations: locations(choice) } });
  const moved = (locationId: string | null, previousLocationId: string | null): UserEvent => ({
    type: 'UserLocationChanged',
    data: { userId: 'u-1', siteId: 's-1', locationId, previousLocationId },
  });
  const placed = patRegistered({ locationId: 'loc-north' });

  it('moves the user to another of the site locations, after the profile', () => {
    spec([placed])
      .when(withLocation('loc-south'))
      .then([profile(), moved('loc-south', 'loc-north')]);
    spec([placed, moved('loc-south', 'loc-north')])
      .when(withLocation('loc-north'))
      .then([profile(), moved('loc-north', 'loc-south')]);
  });

  it('records nothing for the location the user already has, or none sent', () => {
    spec([placed]).when(withLocation('loc-north')).then([profile()]);
    spec([placed])
      .when(withLocation(undefined, { changeable: false }))
      .then([profile()]);
  });

  it('lets a user without a location choose one even where participants cannot move (prompt-location)', () => {
    spec([registered])
      .when(withLocation('loc-south', { changeable: false }))
      .then([profile(), moved('loc-south', null)]);
  });

  it('lets a user whose location was deleted choose another where participants cannot move', () => {
    const gone = patRegistered({ locationId: 'loc-deleted' });
    spec([gone])
      .when(withLocation('loc-south', { changeable: false }))
      .then([profile(), moved('loc-south', 'loc-deleted')]);
  });

  it('refuses a move where the site does not allow it', () => {
    spec([placed])
      .when(withLocation('loc-south', { changeable: false }))
      .thenRejects('location_not_changeable', 'Your location cannot be changed on this site.');
    spec([placed])
      .when(personal({ locationId: 'loc-south' }))
      .thenRejects('location_not_changeable', 'Your location cannot be changed on this site.');
  });

  it('refuses a location the site does not have, and taking it away where one is required', () => {
    const required =
      'Location Required: Oops, we need a location. You will not be able to use the site until you select a valid location. Thanks!';
    spec([placed]).when(withLocation('loc-elsewhere')).thenRejects('location_required', required);
    spec([placed]).when(withLocation(null)).thenRejects('location_required', required);
    spec([placed])
      .when(withLocation(null, { required: false }))
      .then([profile(), moved(null, 'loc-north')]);
  });
});

describe('e-mail subscriptions', () => {
  const changed = (subscription: typeof defaultSubscription): UserEvent => ({
    type: 'UserSubscriptionChanged',
    data: { userId: 'u-1', siteId: 's-1', subscription },
  });

  it('turning unsubscribe-all on clears every subscription and daily e-mail', () => {
    spec([registered])
      .when({ type: 'ChangeSubscription', userId: 'u-1', subscription: { ...defaultSubscription, emailUnsubscribeAll: true } })
      .then([changed(unsubscribedFromAll)]);
  });

  it('turning any subscription on clears unsubscribe-all', () => {
    spec([registered, changed(unsubscribedFromAll)])
      .when({ type: 'ChangeSubscription', userId: 'u-1', subscription: { ...unsubscribedFromAll, emailTeam: true } })
      .then([changed({ ...unsubscribedFromAll, emailTeam: true, emailUnsubscribeAll: false })]);
    expect(nextSubscription(unsubscribedFromAll, { ...unsubscribedFromAll, emailDaily: 1 }).emailUnsubscribeAll).toBe(false);
  });

  it('refuses a daily count that is not a small whole number', () => {
    spec([registered])
      .when({ type: 'ChangeSubscription', userId: 'u-1', subscription: { ...defaultSubscription, emailDaily: 1.5 } })
      .thenRejects('invalid_email_daily', 'Daily e-mail must be a whole number from 0 to 7.');
  });

  it('keeps per-notice-type choices (in the app, by e-mail), also when unsubscribing from all', () => {
    const notices = { wall_post_tagged: { inApp: false, email: false }, badge_earned: { inApp: true, email: false } };
    spec([registered])
      .when({ type: 'ChangeSubscription', userId: 'u-1', subscription: { ...defaultSubscription, notices } })
      .then([changed({ ...defaultSubscription, notices })]);
    spec([registered])
      .when({ type: 'ChangeSubscription', userId: 'u-1', subscription: { ...defaultSubscription, emailUnsubscribeAll: true, notices } })
      .then([changed({ ...unsubscribedFromAll, notices })]);
  });

  it('refuses a choice about a notice type that does not exist', () => {
    spec([registered])
      .when({
        type: 'ChangeSubscription',
        userId: 'u-1',
        subscription: { ...defaultSubscription, notices: { nope: { inApp: false, email: false } } },
      })
      .thenRejects('unknown_notice_type', 'There is no notification type nope.');
  });

  it('reads a type as shown and e-mailed unless turned off', () => {
    const notices = { wall_post_tagged: { inApp: false, email: true }, badge_earned: { inApp: true, email: false } };
    expect(shownInApp(undefined, 'badge_earned')).toBe(true);
    expect(shownInApp(notices, 'wall_post_tagged')).toBe(false);
    expect(emailedByType(notices, 'badge_earned')).toBe(false);
    expect(emailedByType(notices, 'challenge_received')).toBe(true);
    expect(hiddenInApp(notices)).toEqual(['wall_post_tagged']);
  });

  it('unsubscribes from everything at once (the /unsubscribe link)', () => {
    spec([registered])
      .when({ type: 'UnsubscribeAll', userId: 'u-1' })
      .then([changed(unsubscribedFromAll)]);
  });
});

describe('tracking method', () => {
  it('records MANUAL or a device, nothing else', () => {
    spec([registered])
      .when({ type: 'ChooseTrackingMethod', userId: 'u-1', activeDevice: 'FITBIT' })
      .then([{ type: 'UserTrackingMethodChosen', data: { userId: 'u-1', siteId: 's-1', activeDevice: 'FITBIT' } }]);
    spec([registered])
      .when({ type: 'ChooseTrackingMethod', userId: 'u-1', activeDevice: 'PEDOMETER' })
      .thenRejects(
        'invalid_tracking_method',
        'Choose how you want to log activity: MANUAL, APPLE, HEALTH_CONNECT, FITBIT, VALIDIC or GARMIN.',
      );
  });
});

describe('e-mail reservations', () => {
  const reservations = specFor(emailReservationDecider);
  const reserve = { type: 'ReserveUserEmail' as const, siteId: 's-1', email: 'pat@example.test', userId: 'u-1' };
  const reserved = { type: 'UserEmailReserved' as const, data: { siteId: 's-1', email: 'pat@example.test', userId: 'u-1' } };
  const released = { type: 'UserEmailReleased' as const, data: { siteId: 's-1', email: 'pat@example.test', userId: 'u-1' } };

  it('reserves a free address, again for its holder, and refuses anyone else', () => {
    reservations([]).when(reserve).then([reserved]);
    reservations([reserved]).when(reserve).then([]);
    reservations([reserved])
      .when({ ...reserve, userId: 'u-2' })
      .thenRejects('email_taken', 'Email has already been taken.');
  });

  it('lets the holder release it, after which another user may take it', () => {
    reservations([reserved])
      .when({ ...reserve, type: 'ReleaseUserEmail' })
      .then([released]);
    reservations([reserved])
      .when({ ...reserve, type: 'ReleaseUserEmail', userId: 'u-2' })
      .then([]);
    reservations([reserved, released])
      .when({ ...reserve, userId: 'u-2' })
      .then([{ ...reserved, data: { ...reserved.data, userId: 'u-2' } }]);
  });
});
