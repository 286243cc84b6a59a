import { describe, expect, it } from 'vitest';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { replayedAlike, useReadModelDb } from '../testing/read-model-db.spec.js';
import { anna, appendAnna } from '../testing/users.js';
import { locationsProjection } from '../locations/projection.js';
import { usersProjection } from './projection.js';
import { findUserByEmail, findUserById } from './queries.js';
import { findListedUser, findUserBySsoIdentifier, listSiteUsers, searchUsers } from './admin-queries.js';

const log = new EventLog();
appendAnna(log);
log.append('user-user-ben', 'UserRegistered', {
  ...anna,
  userId: 'user-ben',
  siteId: 'site-other',
  firstName: 'Ben',
  ssoIdentifier: 'EMP-7',
});
log.append('user-user-cleo', 'UserRegistered', {
  ...anna,
  userId: 'user-cleo',
  email: 'cleo@example.com',
  firstName: 'Cleo',
  lastName: 'Adams',
});
log.append('user-user-dan', 'UserRegistered', {
  ...anna,
  userId: 'user-dan',
  email: 'dan@example.com',
  firstName: 'Dan',
  lastName: 'Zeta',
});
// Cleo works in the Springfield office of the North region; Anna is placed at the region itself.
const place = (locationId: string, name: string, parentLocationId: string | null) =>
  log.append('locations-site-acme', 'LocationCreated', { siteId: 'site-acme', locationId, name, parentLocationId, sequence: 1 });
place('loc-north', 'North', null);
place('loc-illinois', 'Illinois', 'loc-north');
place('loc-springfield', 'Springfield', 'loc-illinois');
log.append('user-user-cleo', 'UserLocationChanged', {
  userId: 'user-cleo',
  siteId: 'site-acme',
  locationId: 'loc-springfield',
  previousLocationId: null,
});
log.append('user-user-anna', 'UserLocationChanged', {
  userId: 'user-anna',
  siteId: 'site-acme',
  locationId: 'loc-north',
  previousLocationId: null,
});
log.append('user-user-dan', 'UserSignedIn', { userId: 'user-dan', siteId: 'site-acme', staySignedIn: false });
log.append('user-user-dan', 'UserErasureRequested', {
  userId: 'user-dan',
  siteId: 'site-acme',
  requestedById: 'user-master',
  bySelf: false,
  requestedAt: '2026-03-05T08:00:00.000Z',
  emailReservationStream: 'user_email-dan',
  eligibilityId: null,
});
// Replayed or racing events of an erased person bring nothing back.
log.append('user-user-dan', 'UserSignedIn', { userId: 'user-dan', siteId: 'site-acme', staySignedIn: false });
// Two people erased before a rebuild: their registrations read with the e-mail replaced (their key is
// gone), the same empty value for both; a rebuild in any batching must not clash on (site, e-mail).
const people = ['user-eve', 'user-fay'];
for (const id of people) log.append(`user-${id}`, 'UserRegistered', { ...anna, userId: id, email: '', firstName: '', lastName: '' });
for (const id of people) {
  log.append(`user-${id}`, 'UserErasureRequested', {
    userId: id,
    siteId: 'site-acme',
    requestedById: 'user-master',
    bySelf: false,
    requestedAt: '2026-03-05T09:00:00.000Z',
    emailReservationStream: `user_email-${id}`,
    eligibilityId: null,
  });
}

const bed = useReadModelDb();

describe('users projection: deletion, SSO identifiers, the admin list', () => {
  it('gives the same tables however often and in whatever batches the events arrive', async () => {
    const first = await replayedAlike(bed.db, usersProjection, log.events);
    expect(first.users).toHaveLength(6);
    await applyBatch(bed.db, locationsProjection, log.events);
  });

  it('rebuilds two erased people whose registrations read with the same replaced e-mail, split across batches', async () => {
    const registrations = log.events.filter((event) => event.type === 'UserRegistered' && event.streamName.match(/eve|fay/));
    const erasures = log.events.filter((event) => event.type === 'UserErasureRequested' && event.streamName.match(/eve|fay/));
    await bed.db.deleteFrom('users').where('id', 'in', ['user-eve', 'user-fay']).execute();
    await applyBatch(bed.db, usersProjection, registrations);
    await applyBatch(bed.db, usersProjection, erasures);
    const rows = await bed.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name'])
      .where('id', 'in', ['user-eve', 'user-fay'])
      .execute();
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'user-eve', email: 'erased-user-eve@erased.invalid', first_name: 'Former' },
      { id: 'user-fay', email: 'erased-user-fay@erased.invalid', first_name: 'Former' },
    ]);
  });

  it('finds a user by id, with the latest sign-in', async () => {
    expect(await findUserById(bed.db, 'user-anna')).toMatchObject({
      id: 'user-anna',
      site_id: 'site-acme',
      email: 'anna@example.com',
      role: 'user',
      first_name: 'Anna',
      last_name: 'Berg',
      started_on: '2026-01-05',
      last_signed_in_at: '2026-03-04T08:00:00.000Z',
      sso_identifier: null,
    });
    expect(await findUserById(bed.db, 'user-missing')).toBeUndefined();
  });

  it('finds a user by e-mail within one site, normalised, with the password hash', async () => {
    const user = await findUserByEmail(bed.db, 'site-acme', ' Anna@Example.COM ');
    expect(user).toMatchObject({ id: 'user-anna', password_hash: '$argon2id$anna' });
    expect((await findUserByEmail(bed.db, 'site-other', 'anna@example.com'))?.id).toBe('user-ben');
    expect(await findUserByEmail(bed.db, 'site-missing', 'anna@example.com')).toBeUndefined();
  });

  it('lists the users a batch changed', async () => {
    const effect = await bed.db.transaction().execute((trx) => usersProjection.apply(trx, log.events));
    expect([...(effect.userIds ?? [])].sort()).toEqual(['user-anna', 'user-ben', 'user-cleo', 'user-dan', 'user-eve', 'user-fay']);
  });

  it("replaces an erased user's personal fields: a former participant, not found by id or e-mail, kept for totals", async () => {
    expect(await findUserById(bed.db, 'user-dan')).toBeUndefined();
    expect(await findUserByEmail(bed.db, 'site-acme', 'dan@example.com')).toBeUndefined();
    const row = await bed.db.selectFrom('users').selectAll().where('id', '=', 'user-dan').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      site_id: 'site-acme',
      role: 'user',
      started_on: '2026-01-05',
      email: 'erased-user-dan@erased.invalid',
      first_name: 'Former',
      last_name: 'participant',
      password_hash: '',
      last_signed_in_at: null,
      phone: null,
      birth_date: null,
      eligibility_identifier: null,
      sso_identifier: null,
    });
    expect(row.deleted_at?.toISOString()).toBe('2026-03-05T08:00:00.000Z');
    expect(JSON.stringify({ ...row, position: null })).not.toMatch(/dan@example|Zeta/i);
    // The other users are untouched.
    expect(await findUserById(bed.db, 'user-cleo')).toMatchObject({ first_name: 'Cleo', email: 'cleo@example.com' });
  });

  it("lists a site's live users by name, with days logged, and searches them", async () => {
    const listed = await listSiteUsers(bed.db, 'site-acme', 2026);
    expect(listed.map((user) => [user.id, user.first_name, user.last_name])).toEqual([
      ['user-cleo', 'Cleo', 'Adams'],
      ['user-anna', 'Anna', 'Berg'],
      ['user-dan', 'Former', 'participant'],
      ['user-eve', 'Former', 'participant'],
      ['user-fay', 'Former', 'participant'],
    ]);
    expect(listed.map((user) => user.days_logged)).toEqual([0, 0, 0, 0, 0]);
    expect(listed.map((user) => [user.location, user.top_level_location])).toEqual([
      [
        { id: 'loc-springfield', name: 'Springfield' },
        { id: 'loc-north', name: 'North' },
      ],
      [
        { id: 'loc-north', name: 'North' },
        { id: 'loc-north', name: 'North' },
      ],
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect((await searchUsers(bed.db, 'BERG', 2026)).map((user) => user.id)).toEqual(['user-anna', 'user-ben']);
    expect((await searchUsers(bed.db, 'berg', 2026, 'site-other')).map((user) => user.id)).toEqual(['user-ben']);
    expect((await searchUsers(bed.db, '%', 2026)).map((user) => user.id)).toEqual([]);
    expect(await findListedUser(bed.db, 'user-ben', 2026, 'site-acme')).toBeUndefined();
    expect(await findListedUser(bed.db, 'user-ben', 2026)).toMatchObject({ id: 'user-ben', sso_identifier: 'EMP-7' });
  });

  it('finds a user by SSO identifier within one site', async () => {
    expect((await findUserBySsoIdentifier(bed.db, 'site-other', 'EMP-7'))?.id).toBe('user-ben');
    expect(await findUserBySsoIdentifier(bed.db, 'site-acme', 'EMP-7')).toBeUndefined();
  });
});
