import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hash } from '@node-rs/argon2';
import { defaultSiteSettings, locations, locationsStream, siteStream, sites, type SiteProfile } from '@wellway/domain';
import { handleCommand, metadataFor } from '@wellway/event-store';
import { ACME_ELIGIBILITY, ACME_SITE_ID, DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

const now = new Date('2026-11-23T15:00:00Z');
const PASSWORD = 'Secret-123!';
const LOCATED = 'site-registration-located';
const FROZEN = 'site-registration-frozen';
const CLOSED = 'site-registration-closed';
const LOCATION = 'loc-registration-1';
const CHILD = 'loc-registration-1a';
const LOCATION_REQUIRED =
  'Location Required: Oops, we need a location. You will not be able to use the site until you select a valid location. Thanks!';
let api: ApiHarness;

const metadata = (siteId: string) => metadataFor({ actor: null, siteId, correlationId: 'test' });
function site(siteId: string, flags: Record<string, boolean>, settings: Partial<SiteProfile['settings']> = {}): SiteProfile {
  return {
    siteId,
    name: siteId,
    urls: [`${siteId}.example.com`],
    years: [2026],
    timeZone: 'UTC',
    flags,
    friendLabel: 'Friend',
    friendLabelPlural: 'Friends',
    dailyStepGoal: 10_000,
    settings: { ...defaultSiteSettings(), ...settings },
  };
}

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
const register = (siteId: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', `/sites/${siteId}/users`, { body, headers });
const validate = (siteId: string, value: string) =>
  api.call('POST', `/sites/${siteId}/users/validate`, { body: { field: 'email', value } });
const eligibilityCheck = (identifier: string, birthDate: string) =>
  api.call('POST', `/sites/${ACME_SITE_ID}/eligibilities/validate`, { body: { identifier, birth_date: birthDate } });

beforeAll(async () => {
  api = await startApiHarness(now);
  const pilotPasswordHash = await hash('open-sesame');
  let position = 0n;
  const created = [
    [LOCATED, site(LOCATED, { is_location_displayed: true, is_sms_enabled: true }), null],
    [FROZEN, site(FROZEN, { is_registration_frozen: true }), pilotPasswordHash],
    [CLOSED, site(CLOSED, {}, { registrationEndsAfter: '2026-11-01', closedMessage: 'Registration closed on November 1.' }), null],
  ] as const;
  for (const [siteId, profile, pilot] of created) {
    const result = await handleCommand({
      store: api.store,
      stream: siteStream(siteId),
      decider: sites.siteDecider,
      command: { type: 'CreateSite', site: profile, pilotPasswordHash: pilot },
      metadata: metadata(siteId),
    });
    position = result.position ?? position;
  }
  for (const [locationId, parentLocationId] of [
    [LOCATION, null],
    [CHILD, LOCATION],
  ] as const) {
    const command = { type: 'CreateLocation' as const, siteId: LOCATED, locationId, name: locationId, parentLocationId };
    const result = await handleCommand({
      store: api.store,
      stream: locationsStream(LOCATED),
      decider: locations.locationsDecider,
      command,
      metadata: metadata(LOCATED),
    });
    position = result.position ?? position;
  }
  await api.waitFor(['sites', 'locations'], position);
});
afterAll(async () => {
  await api?.stop();
});

describe('registration', () => {
  it('creates a participant, signs them in and answers a list whose first item is the user', async () => {
    const body = person({
      allows_sms: true,
      profile: { first_name: ' Nia ', last_name: 'Brooks', phone: '(202) 555-0143' },
      birth_date: '1990-12-10',
    });
    const reply = await register(DEMO_SITE_ID, body);
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
    const me = await api.call('GET', '/users/me', { token: user!.auth_key });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user!.id, email: body.email, location_id: null, birth_date: '1990-12-10' });
    // The new account signs in with its password, and its address is taken now.
    const signedIn = await api.call('POST', '/users/authenticate', {
      body: { email: body.email, password: PASSWORD, stay_logged_in: false },
    });
    expect(signedIn).toMatchObject({ status: 200, body: { data: { id: user!.id } } });
    expect(await validate(DEMO_SITE_ID, body.email.toUpperCase())).toMatchObject({
      status: 422,
      body: { errors: ['Email has already been taken.'] },
    });
    expect(
      await register(DEMO_SITE_ID, { ...person(), email: ` ${body.email.toUpperCase()}`, email_confirmation: undefined }),
    ).toMatchObject({ status: 422, body: { errors: ['Email has already been taken.'] } });
  });

  it('answers the live e-mail check: 200 when free, 422 when taken or not an address', async () => {
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
    const reply = await register(LOCATED, person({ location_id: CHILD }));
    expect(reply.status).toBe(201);
    const [user] = reply.body.data;
    expect((await api.call('GET', '/users/me', { token: user!.auth_key })).body.data).toMatchObject({ location_id: CHILD });
  });

  it('rejects each broken rule with its message and leaves nothing behind', async () => {
    const before = await api.eventCount();
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
    for (const [siteId, over, status, message] of cases) {
      const reply = await register(siteId, person(over));
      expect({ siteId, over, reply: { status: reply.status, errors: reply.body.errors } }).toEqual({
        siteId,
        over,
        reply: { status, errors: [message] },
      });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('claims the eligibility record; a failure gives back the e-mail and the record', async () => {
    const [jordan, sam] = ACME_ELIGIBILITY;
    const email = 'jordan.reyes@example.com';
    const body = {
      ...person(),
      email,
      email_confirmation: email,
      eligibility_identifier: jordan!.identifier,
      birth_date: jordan!.birthDate,
    };
    // Wrong date of birth: the spec's 404, and neither the e-mail nor the record stays taken.
    const wrong = await register(ACME_SITE_ID, { ...body, birth_date: '1988-04-13' });
    expect(wrong).toMatchObject({
      status: 404,
      body: { errors: [`Cannot find eligibility record for 1988-04-13 and ${jordan!.identifier}.`] },
    });
    expect((await validate(ACME_SITE_ID, email)).status).toBe(200);
    const registered = await register(ACME_SITE_ID, body);
    expect(registered.status).toBe(201);
    const position = registered.body.meta?.position;
    expect(
      (
        await api.call(
          'GET',
          `/sites/${ACME_SITE_ID}/eligibilities/validate?identifier=${jordan!.identifier}&birth_date=${jordan!.birthDate}&min_position=${position}`,
        )
      ).body,
    ).toEqual({ errors: ["You've already created an account. Sign in here."] });
    // The record is spent: another person with it is refused, and their e-mail is given back.
    const again = await register(ACME_SITE_ID, { ...body, email: 'someone.else@example.com', email_confirmation: undefined });
    expect(again).toMatchObject({ status: 422, body: { errors: ["You've already created an account. Sign in here."] } });
    const next = await register(ACME_SITE_ID, {
      ...body,
      email: 'someone.else@example.com',
      email_confirmation: undefined,
      eligibility_identifier: sam!.identifier,
      birth_date: sam!.birthDate,
    });
    expect(next.status).toBe(201);
    expect((await eligibilityCheck(sam!.identifier, sam!.birthDate)).status).not.toBe(200);
  });

  it('of two registrations racing for one e-mail, exactly one wins; the losers hold nothing', async () => {
    const [, , riley] = ACME_ELIGIBILITY;
    const email = 'race@example.com';
    const body = { ...person(), email, email_confirmation: email, eligibility_identifier: riley!.identifier, birth_date: riley!.birthDate };
    const replies = await Promise.all(Array.from({ length: 4 }, () => register(ACME_SITE_ID, body)));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply.body.errors?.[0]).toMatch(/^(Email has already been taken\.|You've already created an account\. Sign in here\.)$/);
    }
    const winner = replies.find((reply) => reply.status === 201)!;
    const position = winner.body.meta?.position;
    await api.waitFor(['users', 'eligibilities'], BigInt(position));
    const [user] = winner.body.data;
    expect((await api.call('GET', '/users/me', { token: user!.auth_key })).body.data).toMatchObject({
      id: user!.id,
      email,
      eligibility_identifier: riley!.identifier,
    });
  });

  it('lets a pilot-password cookie through a frozen registration', async () => {
    const pilot = await api.call('POST', `/sites/${FROZEN}/authenticate`, { body: { password: 'open-sesame' } });
    expect(pilot.status).toBe(200);
    const cookie = (pilot.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^pilot_password=/);
    expect((await register(FROZEN, person(), { cookie })).status).toBe(201);
    expect((await register(FROZEN, person(), { cookie: 'pilot_password=forged' })).body.errors).toEqual([
      'Sorry, you can no longer create an account.',
    ]);
  });

  it('never answers 500, whatever the body', async () => {
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
          const reply = await register(siteId, input);
          expect(reply.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
