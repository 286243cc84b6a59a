import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { eligibility, eligibilityStream, emailReservations, userStream, users } from '@wellway/domain';
import { ACME_ELIGIBILITY, ACME_SITE_ID, DEMO_PASSWORD, DEMO_SITE_ID, demoEmail, demoUserId, otherUserId } from '@wellway/test-support';
import { cookiesOf, useApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/**
 * Erasure of a person (docs/personal-data.md): a master's DELETE /users/{id}, a person's own
 * POST /account/erasure, and the masters' audit GET /erasures. The saga's worker runs in the
 * projector (apps/projector/src/erasures); here its steps are given as the worker appends them.
 */

let clock = new Date('2026-11-25T10:00:00Z');
const harness = useApiHarness(() => clock, ['user', 'coordinator']);
const PASSWORD = 'Secret-123!';

interface Registered {
  readonly id: string;
  readonly token: string;
  readonly email: string;
}

/** Riley registers on the Acme site (an e-mail reservation and an eligibility claim). */
async function registerRiley(api: ApiHarness, email: string): Promise<Registered> {
  const riley = ACME_ELIGIBILITY[2]!;
  const reply = await api.call('POST', `/sites/${ACME_SITE_ID}/users`, {
    body: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      profile: { first_name: 'Riley', last_name: 'Chen' },
      eligibility_identifier: riley.identifier,
      birth_date: riley.birthDate,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const [user] = reply.body.data;
  return { id: user.id, token: user.auth_key, email };
}

/** What the erasure worker appends once it has run (it releases, destroys the key, records UserErased). */
async function givenTheWorkerRan(api: ApiHarness, userId: string, siteId: string): Promise<void> {
  const requested = (await api.eventsOf(userStream(userId))).find((event) => event.type === 'UserErasureRequested');
  const { emailReservationStream, eligibilityId } = requested!.data;
  const reserved = (await api.eventsOf(emailReservationStream)).findLast((event) => event.type === 'UserEmailReserved');
  const by = { siteId };
  await api.given(
    emailReservationStream,
    emailReservations.emailReservationDecider,
    { type: 'ReleaseUserEmail', siteId, email: reserved!.data.email, userId },
    by,
  );
  if (eligibilityId) {
    await api.given(eligibilityStream(eligibilityId), eligibility.eligibilityDecider, { type: 'ReleaseEligibilityClaim', userId }, by);
  }
  await api.given(
    userStream(userId),
    users.userDecider,
    { type: 'RecordErasure', userId, erasedAt: clock.toISOString() },
    {
      ...by,
      projections: ['erasures', 'users'],
    },
  );
}

describe("a master's erasure (the users list's delete)", () => {
  it('ends their sessions and sign-in, lists a former participant with their figures, audits it; after the saga they may register again', async () => {
    // Given Riley, registered on Acme with an eligibility record, who logged a day
    const email = 'riley.erased@example.com';
    const riley = await registerRiley(harness, email);
    const entry = await harness.call('POST', '/entries', { token: riley.token, body: { recorded_on: '2026-11-24', exercise_steps: 5000 } });
    expect(entry.status).toBe(201);
    const master = await harness.tokenOf('master');
    const listOf = async (position?: string) =>
      harness.call('GET', `/users?site_id=${ACME_SITE_ID}&page_size=0${position ? `&min_position=${position}` : ''}`, { token: master });
    const before = await listOf(entry.body.meta?.position);
    expect(before.body.data.find((user: { id: string }) => user.id === riley.id)).toMatchObject({ first_name: 'Riley', days_logged: 1 });

    // When the master erases Riley
    const erased = await harness.call('DELETE', `/users/${riley.id}`, { token: master });

    // Then the answer is the delete's; it is recorded as the master's, with ids only
    expect(erased).toMatchObject({ status: 200, body: { data: { id: riley.id, deleted: true } } });
    const requested = (await harness.eventsOf(userStream(riley.id))).at(-1);
    expect(requested).toMatchObject({
      type: 'UserErasureRequested',
      data: { userId: riley.id, siteId: ACME_SITE_ID, requestedById: demoUserId('master'), bySelf: false },
      metadata: { actorId: demoUserId('master') },
    });
    expect(JSON.stringify(requested!.data)).not.toMatch(/riley|chen/i);
    // Their session ends and they cannot sign in
    expect((await harness.call('GET', '/users/me', { token: riley.token })).status).toBe(401);
    const signIn = await harness.call('POST', `/users/authenticate?site_id=${ACME_SITE_ID}`, { body: { email, password: PASSWORD } });
    expect(signIn).toMatchObject({ status: 401, body: { errors: ['Invalid email or password.'] } });
    // The list shows a former participant with the same days logged; the totals are unchanged
    const after = await listOf(erased.body.meta?.position);
    expect(after.body.meta?.total_records).toBe(before.body.meta?.total_records);
    expect(after.body.data.find((user: { id: string }) => user.id === riley.id)).toMatchObject({
      first_name: 'Former',
      last_name: 'participant',
      email: '',
      sso_identifier: null,
      profile: { full_name: 'Former participant', image: { url: null } },
      days_logged: 1,
    });
    expect(JSON.stringify(after.body.data)).not.toContain(email);
    const shown = await harness.call('GET', `/users/${riley.id}`, { token: master });
    expect(shown).toMatchObject({ status: 200, body: { data: { first_name: 'Former', last_name: 'participant', email: '' } } });
    expect(JSON.stringify(shown.body)).not.toMatch(/riley|chen|1995-01-05/i);
    // Masters see who erased whom and when
    const audit = await harness.call('GET', `/erasures?min_position=${erased.body.meta?.position}`, { token: master });
    expect(audit).toMatchObject({ status: 200 });
    expect(audit.body.data[0]).toEqual({
      user_id: riley.id,
      site_id: ACME_SITE_ID,
      requested_by_id: demoUserId('master'),
      requested_by_name: 'Morgan Lee',
      by_self: false,
      requested_at: clock.toISOString(),
      erased_at: null,
    });
    expect((await harness.call('GET', '/erasures', { token: await harness.tokenOf('coordinator') })).status).toBe(403);

    // When the worker has run, then the audit says so, and Riley may register again, as a new person, with the same e-mail and record
    await givenTheWorkerRan(harness, riley.id, ACME_SITE_ID);
    expect((await harness.call('GET', '/erasures', { token: master })).body.data[0]).toMatchObject({
      user_id: riley.id,
      erased_at: clock.toISOString(),
    });
    const again = await registerRiley(harness, email);
    expect(again.id).not.toBe(riley.id);
    expect((await harness.call('GET', '/users/me', { token: again.token })).body.data).toMatchObject({ id: again.id, email });
  });

  it('refuses erasing a master, oneself, another site for a coordinator, an unknown or an already erased user: nothing changes', async () => {
    // Given a second master, the demo master and coordinator, and Other Co's participant
    const masterId = '7d1c8b8e-2f0a-4c55-9a51-3b0c1f6f2a10';
    await harness.given(
      userStream(masterId),
      users.userDecider,
      {
        type: 'RegisterUser',
        user: {
          userId: masterId,
          siteId: DEMO_SITE_ID,
          email: 'second.master@demo.wellway.test',
          role: 'master',
          firstName: 'Max',
          lastName: 'Stone',
          startedOn: '2026-01-01',
          passwordHash: await hash(DEMO_PASSWORD),
        },
      },
      { siteId: DEMO_SITE_ID, projections: ['users'] },
    );
    const master = await harness.tokenOf('master');
    const coordinator = await harness.tokenOf('coordinator');
    const refusals: [string, string, number, string | undefined][] = [
      [master, masterId, 403, 'A master cannot be removed.'],
      [master, demoUserId('master'), 422, 'You cannot remove yourself.'],
      [coordinator, otherUserId('participant'), 403, undefined],
      [master, '00000000-0000-4000-8000-000000000000', 404, 'User not found.'],
    ];
    for (const [token, id, status, message] of refusals) {
      const { reply, appended } = await harness.when(() => harness.call('DELETE', `/users/${id}`, { token }));
      expect(reply.status, `${id}`).toBe(status);
      if (message) expect(reply.body).toEqual({ errors: [message] });
      expect(appended).toBe(0);
    }
    // Erasing twice: the second is not found, and appends nothing
    expect((await harness.call('DELETE', `/users/${otherUserId('participant')}`, { token: master })).status).toBe(200);
    const { reply, appended } = await harness.when(() => harness.call('DELETE', `/users/${otherUserId('participant')}`, { token: master }));
    expect(reply).toMatchObject({ status: 404, body: { errors: ['User not found.'] } });
    expect(appended).toBe(0);
    // The second master still signs in
    expect(
      (await harness.call('POST', '/users/authenticate', { body: { email: 'second.master@demo.wellway.test', password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
  });
});

describe('deleting my own account (POST /account/erasure)', () => {
  it('needs my password again: a wrong or missing one is a field error and changes nothing; the right one erases me', async () => {
    // Given the demo participant, signed in twice
    const { token, userId } = await harness.session(demoEmail('participant'));
    const other = await harness.signIn(demoEmail('participant'));

    // When they send a wrong password, or none, then it is refused on the password field, and nothing is appended
    for (const [body, message] of [
      [{ password: 'wrong-password' }, 'password: That password is not right.'],
      [{}, 'password: Please type your password to delete your account.'],
    ] as const) {
      const { reply, appended } = await harness.when(() => harness.call('POST', '/account/erasure', { token, body }));
      expect(reply).toMatchObject({ status: 422, body: { errors: [message] } });
      expect(appended).toBe(0);
    }
    expect((await harness.call('GET', '/users/me', { token })).status).toBe(200);

    // When they send the right one
    const erased = await harness.call('POST', '/account/erasure', { token, body: { password: DEMO_PASSWORD } });

    // Then they are signed out everywhere, recorded as their own request, and audited as by themself
    expect(erased).toMatchObject({ status: 200, body: { data: { erasure_requested: true } } });
    expect(erased.headers.get('set-cookie')).toMatch(/wellway_session=;/);
    expect((await harness.call('GET', '/users/me', { token })).status).toBe(401);
    expect((await harness.call('GET', '/users/me', { token: other })).status).toBe(401);
    expect((await harness.eventsOf(userStream(userId))).at(-1)).toMatchObject({
      type: 'UserErasureRequested',
      data: { userId, requestedById: userId, bySelf: true },
      metadata: { actorId: userId },
    });
    const audit = await harness.call('GET', `/erasures?min_position=${erased.body.meta?.position}`, {
      token: await harness.tokenOf('master'),
    });
    expect(audit.body.data.find((row: { user_id: string }) => row.user_id === userId)).toMatchObject({
      requested_by_id: userId,
      requested_by_name: null,
      by_self: true,
    });
  });

  it('cannot be used to guess a password: wrong passwords are limited per account', async () => {
    // Given the demo coordinator, who sends five wrong passwords
    const token = await harness.signIn(demoEmail('coordinator'));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await harness.call('POST', '/account/erasure', { token, body: { password: `guess-${attempt}` } })).status).toBe(422);
    }
    // When the sixth comes, even the right one, then it is refused for now, and nothing is appended
    const { reply, appended } = await harness.when(() =>
      harness.call('POST', '/account/erasure', { token, body: { password: DEMO_PASSWORD } }),
    );
    expect(reply.status).toBe(429);
    expect(appended).toBe(0);
  });

  it('is refused to a master impersonating the account', async () => {
    // Given the master impersonating Other Co's coordinator
    const login = await harness.call('POST', '/users/authenticate', { body: { email: demoEmail('master'), password: DEMO_PASSWORD } });
    const masterCookie = `wellway_session=${cookiesOf(login).wellway_session}`;
    const started = await harness.call('POST', `/users/${otherUserId('coordinator')}/impersonate`, { cookie: masterCookie });
    const claimed = await harness.call('GET', `/get_user_from_auth_key/${started.body.data.auth_key}`, { cookie: masterCookie });
    const asUser = `wellway_session=${started.body.data.auth_key}; wellway_impersonator=${cookiesOf(claimed).wellway_impersonator}`;
    // When they delete the account with its password, then it is forbidden and nothing is appended
    const { reply, appended } = await harness.when(() =>
      harness.call('POST', '/account/erasure', { cookie: asUser, body: { password: DEMO_PASSWORD } }),
    );
    expect(reply).toMatchObject({ status: 403, body: { errors: ['An impersonating master cannot delete this account.'] } });
    expect(appended).toBe(0);
  });

  it('takes, for an SSO account with no password typed, a sign-in of the last ten minutes', async () => {
    // Given the demo site with single sign-on enabled, and a participant with an SSO identifier, signed in now
    const sso = await harness.call('POST', `/sites/${DEMO_SITE_ID}/sso_details`, {
      token: await harness.tokenOf('master'),
      body: {
        wskey: 'demo-shared-secret-123456',
        sso_label: 'Demo SSO',
        login_url: 'https://idp.demo.test/login',
        redirect: '/',
        is_sso_enabled: true,
      },
    });
    expect(sso.status, JSON.stringify(sso.body)).toBe(201);
    const userId = '2f6d0d9e-8a43-4d8e-b1f4-5c2a7e9b0c31';
    const email = 'sso.person@demo.wellway.test';
    await harness.given(
      userStream(userId),
      users.userDecider,
      {
        type: 'RegisterUser',
        user: {
          userId,
          siteId: DEMO_SITE_ID,
          email,
          role: 'user',
          firstName: 'Sol',
          lastName: 'Ortiz',
          startedOn: '2026-01-01',
          passwordHash: await hash(DEMO_PASSWORD),
          ssoIdentifier: 'EMP-SSO-1',
        },
      },
      { siteId: DEMO_SITE_ID, projections: ['users'] },
    );
    await harness.call('GET', `/sites/${DEMO_SITE_ID}/sso_details?min_position=${sso.body.meta?.position}`, {
      token: await harness.tokenOf('master'),
    });
    const token = await harness.signIn(email);
    // When eleven minutes have passed, then they must sign in again
    const start = clock;
    clock = new Date(start.getTime() + 11 * 60_000);
    const stale = await harness.when(() => harness.call('POST', '/account/erasure', { token, body: {} }));
    expect(stale.reply).toMatchObject({
      status: 422,
      body: { errors: ['Please sign in again through your organization to delete your account.'] },
    });
    expect(stale.appended).toBe(0);
    // When they have just signed in again, then the erasure is recorded
    const fresh = await harness.signIn(email);
    const erased = await harness.call('POST', '/account/erasure', { token: fresh, body: {} });
    expect(erased).toMatchObject({ status: 200, body: { data: { erasure_requested: true } } });
    clock = start;
  });
});
