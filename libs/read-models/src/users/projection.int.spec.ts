import { describe, expect, it } from 'vitest';
import { defaultSubscription, unsubscribedFromAll } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { anna, appendAnna } from '../testing/users.js';
import { usersProjection } from './projection.js';
import { findUserByEmail, findUserById } from './queries.js';

const log = new EventLog();
appendAnna(log);
log.append('user-user-ben', 'UserRegistered', { ...anna, userId: 'user-ben', email: 'ben@example.com', firstName: 'Ben' });
log.append('user-user-cleo', 'UserRegistered', { ...anna, userId: 'user-cleo', siteId: 'site-other', firstName: 'Cleo' });
const address = { line1: '1 Main St', line2: '', city: 'Springfield', stateProvince: 'IL', postalCode: '62701' };
log.append('user-user-anna', 'UserProfileChanged', {
  userId: 'user-anna',
  siteId: 'site-acme',
  firstName: 'Annie',
  lastName: 'Berg',
  address,
  allowsSms: true,
  phone: '+12025550143',
  timeZone: 'Europe/Paris',
});
log.append('user-user-anna', 'UserEmailChanged', {
  userId: 'user-anna',
  siteId: 'site-acme',
  email: 'annie@example.com',
  previousEmail: 'anna@example.com',
});
// Ben takes Anna's old address in the same batch: applied in order, the unique index holds.
log.append('user-user-ben', 'UserEmailChanged', {
  userId: 'user-ben',
  siteId: 'site-acme',
  email: 'anna@example.com',
  previousEmail: 'ben@example.com',
});
// Dora registers Ben's freed address in the same batch: registrations and changes apply in log order.
log.append('user-user-dora', 'UserRegistered', {
  ...anna,
  userId: 'user-dora',
  email: 'ben@example.com',
  firstName: 'Dora',
  locationId: 'loc-1',
  birthDate: '1990-12-10',
  eligibilityIdentifier: 'E-100',
  allowsSms: true,
  phone: '+12025550143',
});
log.append('user-user-dora', 'UserLocationChanged', {
  userId: 'user-dora',
  siteId: 'site-acme',
  locationId: 'loc-2',
  previousLocationId: 'loc-1',
});
log.append('user-user-anna', 'UserPasswordChanged', { userId: 'user-anna', siteId: 'site-acme', passwordHash: '$argon2id$anna2' });
log.append('user-user-anna', 'UserSubscriptionChanged', { userId: 'user-anna', siteId: 'site-acme', subscription: unsubscribedFromAll });
log.append('user-user-anna', 'UserTrackingMethodChosen', { userId: 'user-anna', siteId: 'site-acme', activeDevice: 'MANUAL' });
const photo = (name: string) => `/api/files/users/user-anna/public/${name}.png`;
log.append('user-user-anna', 'UserProfilePhotoChanged', {
  userId: 'user-anna',
  siteId: 'site-acme',
  image: { url: photo('old'), thumbnailUrl: photo('old-t'), blurUrl: photo('old-b') },
});
log.append('user-user-anna', 'UserProfilePhotoChanged', {
  userId: 'user-anna',
  siteId: 'site-acme',
  image: { url: photo('a'), thumbnailUrl: photo('t'), blurUrl: photo('b') },
});
log.append('user-user-dora', 'UserProfilePhotoChanged', {
  userId: 'user-dora',
  siteId: 'site-acme',
  image: { url: '/api/files/users/user-dora/public/d.png', thumbnailUrl: '/api/files/users/user-dora/public/t.png', blurUrl: '/x' },
});
log.append('user-user-dora', 'UserProfilePhotoChanged', { userId: 'user-dora', siteId: 'site-acme', image: null });
log.append('user-user-anna', 'PasswordResetCompleted', {
  userId: 'user-anna',
  siteId: 'site-acme',
  tokenHash: 'h',
  passwordHash: '$argon2id$anna3',
});

const bed = useReadModelDb();

describe('users projection', () => {
  itGivesTheSameTables(bed, usersProjection, log.events, { users: 4 });

  it('finds a user by id, with the latest sign-in and settings', async () => {
    expect(await findUserById(bed.db, 'user-anna')).toEqual({
      id: 'user-anna',
      site_id: 'site-acme',
      email: 'annie@example.com',
      role: 'user',
      first_name: 'Annie',
      last_name: 'Berg',
      sso_identifier: null,
      started_on: '2026-01-05',
      last_signed_in_at: '2026-03-04T08:00:00.000Z',
      line1: '1 Main St',
      line2: '',
      city: 'Springfield',
      state_province: 'IL',
      postal_code: '62701',
      allows_sms: true,
      phone: '+12025550143',
      time_zone: 'Europe/Paris',
      subscription: unsubscribedFromAll,
      active_device: 'MANUAL',
      location_id: null,
      birth_date: null,
      eligibility_identifier: null,
      image_url: photo('a'),
      image_thumbnail_url: photo('t'),
      image_blur_url: photo('b'),
    });
    expect(await findUserById(bed.db, 'user-dora')).toMatchObject({
      image_url: null,
      image_thumbnail_url: null,
      image_blur_url: null,
      email: 'ben@example.com',
      location_id: 'loc-2',
      birth_date: '1990-12-10',
      eligibility_identifier: 'E-100',
      allows_sms: true,
      phone: '+12025550143',
    });
    expect(await findUserById(bed.db, 'user-ben')).toMatchObject({
      email: 'anna@example.com',
      subscription: defaultSubscription,
      time_zone: null,
      active_device: null,
    });
    expect(await findUserById(bed.db, 'user-missing')).toBeUndefined();
  });

  it('finds a user by e-mail within one site, normalised, with the password hash', async () => {
    const user = await findUserByEmail(bed.db, 'site-acme', ' Annie@Example.COM ');
    expect(user).toMatchObject({ id: 'user-anna', password_hash: '$argon2id$anna3' });
    expect((await findUserByEmail(bed.db, 'site-acme', 'anna@example.com'))?.id).toBe('user-ben');
    expect((await findUserByEmail(bed.db, 'site-other', 'anna@example.com'))?.id).toBe('user-cleo');
    expect(await findUserByEmail(bed.db, 'site-missing', 'anna@example.com')).toBeUndefined();
  });

  it('lists the users a batch changed', async () => {
    const effect = await bed.db.transaction().execute((trx) => usersProjection.apply(trx, log.events));
    expect([...(effect.userIds ?? [])].sort()).toEqual(['user-anna', 'user-ben', 'user-cleo', 'user-dora']);
  });
});
