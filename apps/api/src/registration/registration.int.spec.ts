import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hash } from '@node-rs/argon2';
import { defaultSiteSettings, locations, locationsStream } from '@wellway/domain';
import { ACME_ELIGIBILITY, ACME_SITE_ID, DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';

/** POST /sites/{id}/users (spec 2 registration): the rules, the e-mail and eligibility reservations, the pilot password. */

const now = new Date('2026-11-23T15:00:00Z');
const PASSWORD = 'Secret-123!';
const LOCATED = 'site-registration-located';
const FROZEN = 'site-registration-frozen';
const CLOSED = 'site-registration-closed';
const LOCATION = 'loc-registration-1';
const CHILD = 'loc-registration-1a';
const LOCATION_REQUIRED =
  'Location Required: Oops, we need a location. You will not be able to use the site until you select a valid location. Thanks!';
const api = useApiHarness(now);

let sequence = 0;
/** A valid registration for the demo site, a fresh e-mail each time. */
function person(over: Record<string, unknown> = {}) {
  sequence += 1;
  const email = `new-${sequence}@example.com`;
  return {
    email,
    email_confirmation: email.toUpperCase(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    profile: { first_name: 'Nia', last_name: 'Brooks' },
    ...over,
  };
}
/** Given: one of the Acme site's eligibility records (ACME_ELIGIBILITY in the demo seed). */
const acmeRecord = (index: number) => ACME_ELIGIBILITY[index] ?? expect.unreachable(`no Acme eligibility record ${index}`);
const register = (siteId: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', `/sites/${siteId}/users`, { body, headers });
/** The live e-mail check of the registration form. */
const validate = (siteId: string, value: string) =>
  api.call('POST', `/sites/${siteId}/users/validate`, { body: { field: 'email', value } });
/** The public check, once the read models have reached `position` (when given). */
const eligibilityCheck = (identifier: string, birthDate: string, position?: unknown) =>
  api.call('POST', `/sites/${ACME_SITE_ID}/eligibilities/validate${position === undefined ? '' : `?min_position=${position}`}`, {
    body: { identifier, birth_date: birthDate },
  });

beforeAll(async () => {
  await api.givenSite(LOCATED, { flags: { is_location_displayed: true, is_sms_enabled: true } });
  await api.givenSite(FROZEN, { flags: { is_registration_frozen: true }, pilotPasswordHash: await hash('open-sesame') });
  await api.givenSite(CLOSED, { settings: { registrationEndsAfter: '2026-11-01', closedMessage: 'Registration closed on November 1.' } });
  for (const [locationId, parentLocationId] of [
    [LOCATION, null],
    [CHILD, LOCATION],
  ] as const) {
    const command = { type: 'CreateLocation' as const, siteId: LOCATED, locationId, name: locationId, parentLocationId };
    await api.given(locationsStream(LOCATED), locations.locationsDecider, command, { siteId: LOCATED, projections: ['locations'] });
  }
});
// Given (beforeAll): the demo and Acme sites, a site that shows locations (one with a child), a frozen site with a pilot password, and a closed one.
describe('registration', () => {
  it('creates a participant, signs them in and answers a list whose first item is the user', async () => {
    // Given a valid registration with a phone and a date of birth
    const body = person({
      allows_sms: true,
      profile: { first_name: ' Nia ', last_name: 'Brooks', phone: '(202) 555-0143' },
      birth_date: '1990-12-10',
    });
    // When it is sent
    const reply = await register(DEMO_SITE_ID, body);

    // Then the user is created (names trimmed, phone normalised) and signed in
    expect(reply.status).toBe(201);
    const [user] = reply.body.data;
    expect(user).toMatchObject({
      email: body.email,
      role: 'user',
      site_id: DEMO_SITE_ID,
      birth_date: '1990-12-10',
      profile: { first_name: 'Nia', phone: '+12025550143' },
    });
    expect(reply.headers.get('set-cookie')).toContain('wellway_session=');
    const me = await api.call('GET', '/users/me', { token: user.auth_key });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user.id, email: body.email, location_id: null, birth_date: '1990-12-10' });
    // The new account signs in with its password, and its address is taken now.
    const signedIn = await api.call('POST', '/users/authenticate', {
      body: { email: body.email, password: PASSWORD, stay_logged_in: false },
    });
    expect(signedIn).toMatchObject({ status: 200, body: { data: { id: user.id } } });
    expect(await validate(DEMO_SITE_ID, body.email.toUpperCase())).toMatchObject({
      status: 422,
      body: { errors: ['Email has already been taken.'] },
    });
    expect(
      await register(DEMO_SITE_ID, { ...person(), email: ` ${body.email.toUpperCase()}`, email_confirmation: undefined }),
    ).toMatchObject({ status: 422, body: { errors: ['Email has already been taken.'] } });
  });

  it('answers the live e-mail check: 200 when free, 422 when taken or not an address', async () => {
    // When a free address, a taken one, no address and another field are checked, then each gets its answer
    expect(await validate(DEMO_SITE_ID, 'nobody-yet@example.com')).toMatchObject({
      status: 200,
      body: { data: { field: 'email', valid: true } },
    });
    expect(await validate(DEMO_SITE_ID, demoEmail('participant'))).toMatchObject({
      status: 422,
      body: { errors: ['Email has already been taken.'] },
    });
    expect(await validate(DEMO_SITE_ID, 'nope')).toMatchObject({ status: 422, body: { errors: ['Please enter a valid email address.'] } });
    expect((await api.call('POST', `/sites/${DEMO_SITE_ID}/users/validate`, { body: { field: 'password', value: 'x' } })).status).toBe(422);
  });

  it('records the location (the child when chosen) and shows it in /users/me', async () => {
    // When a person registers at the child location
    const reply = await register(LOCATED, person({ location_id: CHILD }));

    // Then it is theirs
    expect(reply.status).toBe(201);
    const [user] = reply.body.data;
    expect((await api.call('GET', '/users/me', { token: user.auth_key })).body.data).toMatchObject({ location_id: CHILD });
  });

  it('rejects each broken rule with its message and leaves nothing behind', async () => {
    // Given registrations that each break one rule
    const cases: [string, Record<string, unknown>, number, string][] = [
      [DEMO_SITE_ID, { email: 'pat@', email_confirmation: undefined }, 422, 'Please enter a valid email address.'],
      [DEMO_SITE_ID, { email_confirmation: 'other@example.com' }, 422, 'Emails do not match.'],
      [DEMO_SITE_ID, { password: 'short', password_confirmation: 'short' }, 422, defaultSiteSettings().passwordHelpMessage],
      [DEMO_SITE_ID, { password_confirmation: 'Secret-124!' }, 422, 'Passwords do not match.'],
      [DEMO_SITE_ID, { profile: { first_name: '', last_name: 'Brooks' } }, 422, 'First name required.'],
      [DEMO_SITE_ID, { profile: { first_name: 'Nia' } }, 422, 'Last name required.'],
      [DEMO_SITE_ID, { allows_sms: true, profile: { first_name: 'Nia', last_name: 'Brooks', phone: '12' } }, 422, 'Invalid phone number'],
      [DEMO_SITE_ID, { birth_date: '2020-01-01' }, 422, 'Please enter a Date of Birth between 13 and 119 years ago.'],
      [LOCATED, {}, 422, LOCATION_REQUIRED],
      [LOCATED, { location_id: 'somewhere-else' }, 422, LOCATION_REQUIRED],
      [ACME_SITE_ID, { birth_date: '1988-04-12' }, 422, 'Identifier required.'],
      [ACME_SITE_ID, { eligibility_identifier: 'ACME-1001' }, 422, 'Please enter a Date of Birth'],
      [FROZEN, {}, 403, 'Sorry, you can no longer create an account.'],
      [CLOSED, {}, 403, 'Registration closed on November 1.'],
    ];
    // When each is sent
    const { reply: replies, appended } = await api.when(async () => {
      const answers = [];
      for (const [siteId, over] of cases) answers.push(await register(siteId, person(over)));
      return answers;
    });

    // Then each is refused with its message, and nothing is appended (no e-mail stays reserved)
    expect(
      cases.map(([siteId, over], index) => ({ siteId, over, status: replies[index]?.status, errors: replies[index]?.body.errors })),
    ).toEqual(cases.map(([siteId, over, status, message]) => ({ siteId, over, status, errors: [message] })));
    expect(appended).toBe(0);
  });

  it('claims the eligibility record; a failure gives back the e-mail and the record', async () => {
    // Given Jordan's and Sam's records
    const [jordan, sam] = [acmeRecord(0), acmeRecord(1)];
    const email = 'jordan.reyes@example.com';
    const body = {
      ...person(),
      email,
      email_confirmation: email,
      eligibility_identifier: jordan.identifier,
      birth_date: jordan.birthDate,
    };
    // When Jordan registers with a wrong date of birth, then it is the spec's 404, and neither the e-mail nor the record stays taken
    const wrong = await register(ACME_SITE_ID, { ...body, birth_date: '1988-04-13' });
    expect(wrong).toMatchObject({
      status: 404,
      body: { errors: [`Cannot find eligibility record for 1988-04-13 and ${jordan.identifier}.`] },
    });
    expect((await validate(ACME_SITE_ID, email)).status).toBe(200);
    // When Jordan registers with the right one, then the record is claimed
    const registered = await register(ACME_SITE_ID, body);
    expect(registered.status).toBe(201);
    const position = registered.body.meta?.position;
    expect(
      (
        await api.call(
          'GET',
          `/sites/${ACME_SITE_ID}/eligibilities/validate?identifier=${jordan.identifier}&birth_date=${jordan.birthDate}&min_position=${position}`,
        )
      ).body,
    ).toEqual({ errors: ["You've already created an account. Sign in here."] });
    // When another person registers with the spent record, then they are refused and their e-mail is given back (Sam's record takes it)
    const again = await register(ACME_SITE_ID, { ...body, email: 'someone.else@example.com', email_confirmation: undefined });
    expect(again).toMatchObject({ status: 422, body: { errors: ["You've already created an account. Sign in here."] } });
    const next = await register(ACME_SITE_ID, {
      ...body,
      email: 'someone.else@example.com',
      email_confirmation: undefined,
      eligibility_identifier: sam.identifier,
      birth_date: sam.birthDate,
    });
    expect(next.status).toBe(201);
    expect((await eligibilityCheck(sam.identifier, sam.birthDate, next.body.meta?.position)).status).not.toBe(200);
  });

  it('of two registrations racing for one e-mail, exactly one wins; the losers hold nothing', async () => {
    // Given Riley's record
    const riley = acmeRecord(2);
    const email = 'race@example.com';
    const body = { ...person(), email, email_confirmation: email, eligibility_identifier: riley.identifier, birth_date: riley.birthDate };

    // When four registrations with it and one e-mail race
    const replies = await Promise.all(Array.from({ length: 4 }, () => register(ACME_SITE_ID, body)));

    // Then one wins, the others are told why, and the winner holds the account and the record
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply.body.errors?.[0]).toMatch(/^(Email has already been taken\.|You've already created an account\. Sign in here\.)$/);
    }
    const winner = replies.find((reply) => reply.status === 201) ?? expect.unreachable('no registration won');
    const position = winner.body.meta?.position;
    await api.waitFor(['users', 'eligibilities'], BigInt(position));
    const [user] = winner.body.data;
    expect((await api.call('GET', '/users/me', { token: user.auth_key })).body.data).toMatchObject({
      id: user.id,
      email,
      eligibility_identifier: riley.identifier,
    });
  });

  it('lets a pilot-password cookie through a frozen registration', async () => {
    // Given the pilot password's cookie of the frozen site
    const pilot = await api.call('POST', `/sites/${FROZEN}/authenticate`, { body: { password: 'open-sesame' } });
    expect(pilot.status).toBe(200);
    const cookie = (pilot.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^pilot_password=/);

    // When a person registers with it, and another with a forged one, then only the first gets through
    expect((await register(FROZEN, person(), { cookie })).status).toBe(201);
    expect((await register(FROZEN, person(), { cookie: 'pilot_password=forged' })).body.errors).toEqual([
      'Sorry, you can no longer create an account.',
    ]);
  });

  it('never answers 500, whatever the body', async () => {
    // Given bodies of every shape, for every kind of site
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(''),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
    const body = fc.record(
      {
        email: fc.oneof(value, fc.emailAddress()),
        email_confirmation: value,
        password: fc.oneof(value, fc.constant(PASSWORD)),
        password_confirmation: value,
        birth_date: value,
        eligibility_identifier: value,
        location_id: value,
        allows_sms: value,
        stay_logged_in: value,
        profile: fc.oneof(value, fc.record({ first_name: value, last_name: value, phone: value }, { requiredKeys: [] })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(body, value, fc.array(value)),
        fc.constantFrom(DEMO_SITE_ID, ACME_SITE_ID, LOCATED, 'no-such-site'),
        async (input, siteId) => {
          // When one is sent, then it is no 500
          const reply = await register(siteId, input);
          expect(reply.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
