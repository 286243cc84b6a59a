import { describe, expect, it } from 'vitest';
import {
  DEMO_SITE_ID,
  demoEmail,
  demoLocationId,
  demoUserId,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  OTHER_SITE_ID,
  otherEmail,
  otherUserId,
} from '@wellway/test-support';
import { cookiesOf, useApiHarness } from '../testing/api-harness.spec.js';

/** The dashboard's users (spec 3): listing, a user's location, deleting, impersonation, SSO details and sign-on. */

const now = new Date('2026-11-22T15:00:00Z');
const harness = useApiHarness(now, ['user', 'coordinator']);

// Given (beforeAll): the demo site and 'Other Co', each with a participant and a coordinator.
describe('users list', () => {
  it("lists a site's users with the spec's fields and days logged; masters any site, coordinators their own", async () => {
    // Given the participant logged a day
    const participant = await harness.signIn(demoEmail('participant'));
    const logged = await harness.call('POST', '/entries', {
      token: participant,
      body: { recorded_on: '2026-11-20', exercise_steps: 5000 },
    });
    // When the master lists the demo site's users
    const master = await harness.signIn(demoEmail('master'));
    const listed = await harness.call('GET', `/users?site_id=${DEMO_SITE_ID}&page_size=0&min_position=${logged.body.meta?.position}`, {
      token: master,
    });

    // Then each has the spec's fields, with the days logged
    expect(listed.status).toBe(200);
    expect(listed.body.meta?.total_records).toBe(DEMO_PEOPLE.length); // Pat, Casey, Morgan, Jamie, Sam and their colleagues
    expect(listed.body.data).toContainEqual({
      id: demoUserId('participant'),
      role: 'user',
      first_name: 'Pat',
      last_name: 'Rivera',
      email: demoEmail('participant'),
      sso_identifier: 'DEMO-PARTICIPANT',
      profile: { first_name: 'Pat', last_name: 'Rivera', full_name: 'Pat Rivera', image: { url: null }, started_on: '2025-01-01' },
      location: null,
      location_id: null,
      top_level_location: null,
      top_level_location_id: null,
      site_id: DEMO_SITE_ID,
      days_logged: 1,
      flags: {},
    });
    // And the master lists any site, page by page
    const other = await harness.call('GET', `/users?site_id=${OTHER_SITE_ID}&page_size=0`, { token: master });
    expect(other.body.data.map((user: { email: string }) => user.email).sort()).toEqual([
      otherEmail('coordinator'),
      otherEmail('participant'),
    ]);
    const lastPage = Math.ceil(DEMO_PEOPLE.length / 2);
    const paged = await harness.call('GET', `/users?site_id=${DEMO_SITE_ID}&page_size=2&page=${lastPage}`, { token: master });
    expect(paged.body).toMatchObject({ meta: { total_records: DEMO_PEOPLE.length } });
    expect(paged.body.data).toHaveLength(DEMO_PEOPLE.length % 2 || 2);

    // When a coordinator lists their site, another site, and a participant lists any, then only the first is answered
    const coordinator = await harness.signIn(demoEmail('coordinator'));
    expect((await harness.call('GET', '/users?page_size=0', { token: coordinator })).body.meta?.total_records).toBe(DEMO_PEOPLE.length);
    expect(await harness.call('GET', `/users?site_id=${OTHER_SITE_ID}`, { token: coordinator })).toMatchObject({
      status: 404,
      body: { errors: ['Site not found.'] },
    });
    expect(await harness.call('GET', '/users', { token: participant })).toMatchObject({
      status: 403,
      body: { errors: ['You are not allowed to do that.'] },
    });
    expect((await harness.call('GET', '/users?site_id=no-such-site', { token: master })).status).toBe(404);
  });

  it('shows and searches users: masters everywhere, coordinators in their site', async () => {
    // When the master shows and searches another site's users, then they are found
    const master = await harness.signIn(demoEmail('master'));
    expect(await harness.call('GET', `/users/${otherUserId('participant')}`, { token: master })).toMatchObject({
      status: 200,
      body: { data: { email: otherEmail('participant') } },
    });
    const found = await harness.call('GET', '/users/search?query=OLIVE', { token: master });
    expect(found.body.data.length).toBe(2);
    // When a coordinator does, then only their own site's users are found, and an empty query is refused
    const coordinator = await harness.signIn(demoEmail('coordinator'));
    expect(await harness.call('GET', `/users/${otherUserId('participant')}`, { token: coordinator })).toMatchObject({
      status: 404,
      body: { errors: ['User not found.'] },
    });
    expect((await harness.call('GET', '/users/search?query=olive', { token: coordinator })).body.data).toEqual([]);
    expect((await harness.call('GET', '/users/search?query=rivera', { token: coordinator })).body.meta?.total_records).toBe(1);
    expect(await harness.call('GET', '/users/search?query=%20', { token: coordinator })).toMatchObject({
      status: 422,
      body: { errors: ['query: is required'] },
    });
  });
});

describe("a user's location: settings, prompt-location and the dashboard user edit", () => {
  const participantId = demoUserId('participant');
  const finance = demoLocationId('Headquarters', 'Finance');
  const northDepot = demoLocationId('Field Offices', 'North Depot');
  const required =
    'Location Required: Oops, we need a location. You will not be able to use the site until you select a valid location. Thanks!';
  /** When: the personal form as the user would send it back unchanged, with a location. */
  const personal = async (token: string, locationId: string | null) => {
    const me = (await harness.call('GET', '/users/me', { token })).body.data;
    return {
      email: me.email,
      allows_sms: me.allows_sms,
      profile: {
        first_name: me.profile.first_name,
        last_name: me.profile.last_name,
        phone: me.profile.phone,
        time_zone: me.profile.time_zone,
      },
      location_id: locationId,
    };
  };
  /** Given: the demo site's location flags, saved by the master. */
  const showLocations = async (flags: Record<string, boolean>) => {
    const master = await harness.signIn(demoEmail('master'));
    // A site's flags are saved whole: the current ones, changed.
    const current = (await harness.call('GET', `/sites/${DEMO_SITE_ID}`, { token: master })).body.data;
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: master, body: { flags: { ...current.flags, ...flags } } });
    expect(saved.status).toBe(200);
  };

  it('lets a participant without a location choose one, then moves them only where the site allows it or a master edits', async () => {
    // Given a site that shows locations but does not let participants change theirs
    await showLocations({ is_location_displayed: true, allow_set_location: false });
    const participant = await harness.signIn(demoEmail('participant'));

    // When the participant without a location sends an unknown one, then a known one
    expect(
      await harness.call('PUT', `/users/${participantId}`, { token: participant, body: await personal(participant, 'no-such-location') }),
    ).toMatchObject({ status: 422, body: { errors: [required] } });
    const chosen = await harness.call('PUT', `/users/${participantId}`, { token: participant, body: await personal(participant, finance) });

    // Then the unknown one is refused and the known one recorded
    expect(chosen.status).toBe(200);
    expect((await harness.eventsOf(`user-${participantId}`)).at(-1)).toMatchObject({
      type: 'UserLocationChanged',
      data: { locationId: finance, previousLocationId: null },
    });

    // When they move, or clear their location, then both are refused and nothing is appended
    const moveBody = await personal(participant, northDepot);
    const clearBody = await personal(participant, null);
    const { reply: refusals, appended } = await harness.when(async () => [
      await harness.call('PUT', `/users/${participantId}`, { token: participant, body: moveBody }),
      await harness.call('PUT', `/users/${participantId}`, { token: participant, body: clearBody }),
    ]);
    expect(refusals).toMatchObject([
      { status: 422, body: { errors: ['Your location cannot be changed on this site.'] } },
      { status: 422, body: { errors: [required] } },
    ]);
    expect(appended).toBe(0);

    // When the master moves them, then it is recorded as the master's, and the list shows the location and its top level
    const master = await harness.signIn(demoEmail('master'));
    const moved = await harness.call('PUT', `/users/${participantId}`, {
      token: master,
      body: { ...(await personal(participant, northDepot)) },
    });
    expect(moved.status).toBe(200);
    expect((await harness.eventsOf(`user-${participantId}`)).at(-1)).toMatchObject({
      type: 'UserLocationChanged',
      metadata: { actorId: demoUserId('master') },
    });
    const listed = await harness.call('GET', `/users?site_id=${DEMO_SITE_ID}&page_size=0&min_position=${moved.body.meta?.position}`, {
      token: master,
    });
    expect(listed.body.data.find((user: { id: string }) => user.id === participantId)).toMatchObject({
      location: { id: northDepot, name: 'North Depot' },
      location_id: northDepot,
      top_level_location: { id: demoLocationId('Field Offices'), name: 'Field Offices' },
      top_level_location_id: demoLocationId('Field Offices'),
    });

    // When the site lets participants set their location, then the participant may move again
    await showLocations({ is_location_displayed: true, allow_set_location: true });
    expect(
      (await harness.call('PUT', `/users/${participantId}`, { token: participant, body: await personal(participant, finance) })).status,
    ).toBe(200);
  });

  it("shows a master the whole account for the dashboard edit; a coordinator only the list's fields", async () => {
    // When the master and a coordinator show the participant
    const master = await harness.signIn(demoEmail('master'));
    const shown = await harness.call('GET', `/users/${participantId}`, { token: master });
    const coordinator = await harness.signIn(demoEmail('coordinator'));
    const listed = await harness.call('GET', `/users/${participantId}`, { token: coordinator });

    // Then the master sees the account's settings, the coordinator the list's profile only
    expect(shown.body.data).toMatchObject({
      id: participantId,
      email: demoEmail('participant'),
      allows_sms: false,
      site_id: DEMO_SITE_ID,
      profile: { first_name: 'Pat', time_zone: 'America/New_York', line1: '', postal_code: '' },
    });
    expect(listed.body.data.profile).toEqual({
      first_name: 'Pat',
      last_name: 'Rivera',
      full_name: 'Pat Rivera',
      image: { url: null },
      started_on: '2025-01-01',
    });
  });
});

describe('deleting a user (it erases them: erasure.int.spec.ts)', () => {
  it('is a master action recorded as an event; the user can no longer sign in and their sessions end', async () => {
    // Given a signed-in coordinator of 'Other Co', the master, and the demo coordinator
    const victim = await harness.signIn(otherEmail('coordinator'), OTHER_SITE_ID);
    const master = await harness.signIn(demoEmail('master'));
    const coordinator = await harness.signIn(demoEmail('coordinator'));

    // When the demo coordinator deletes them, or the master deletes themself, then it is refused
    expect((await harness.call('DELETE', `/users/${otherUserId('coordinator')}`, { token: coordinator })).status).toBe(403);
    expect(await harness.call('DELETE', `/users/${demoUserId('master')}`, { token: master })).toMatchObject({
      status: 422,
      body: { errors: ['You cannot remove yourself.'] },
    });
    // When the master deletes them
    const deleted = await harness.call('DELETE', `/users/${otherUserId('coordinator')}`, { token: master });

    // Then it is recorded as the master's; their session ends, the list shows a former participant, they cannot sign in; a second delete is 404
    expect(deleted).toMatchObject({ status: 200, body: { data: { id: otherUserId('coordinator'), deleted: true } } });
    expect((await harness.eventsOf(`user-${otherUserId('coordinator')}`)).at(-1)).toMatchObject({
      type: 'UserErasureRequested',
      metadata: { actorId: demoUserId('master') },
    });
    expect((await harness.call('GET', '/users/me', { token: victim })).status).toBe(401);
    const position = deleted.body.meta?.position;
    const listed = await harness.call('GET', `/users?site_id=${OTHER_SITE_ID}&page_size=0&min_position=${position}`, { token: master });
    expect(listed.body.meta?.total_records).toBe(2);
    expect(listed.body.data.find((user: { id: string }) => user.id === otherUserId('coordinator'))).toMatchObject({
      first_name: 'Former',
      last_name: 'participant',
    });
    const again = await harness.call('POST', `/users/authenticate?site_id=${OTHER_SITE_ID}`, {
      body: { email: otherEmail('coordinator'), password: DEMO_PASSWORD },
    });
    expect(again).toMatchObject({ status: 401, body: { errors: ['Invalid email or password.'] } });
    expect((await harness.call('DELETE', `/users/${otherUserId('coordinator')}`, { token: master })).status).toBe(404);
  });
});

describe('impersonation', () => {
  it('hands a master a one-time key; every event of that session records the impersonator; ending returns to the master', async () => {
    // Given the master signed in with a cookie
    const login = await harness.call('POST', '/users/authenticate', { body: { email: demoEmail('master'), password: DEMO_PASSWORD } });
    const masterCookie = `wellway_session=${cookiesOf(login).wellway_session}`;

    // When they impersonate the participant
    const started = await harness.call('POST', `/users/${demoUserId('participant')}/impersonate`, { cookie: masterCookie });
    expect(started.status).toBe(200);
    // Then a one-time key is handed over, recorded as the master's
    const handoff = started.body.data;
    expect(handoff).toMatchObject({ id: demoUserId('participant'), site_subdomain: 'localhost' });
    expect((await harness.eventsOf(`user-${demoUserId('participant')}`)).at(-1)).toMatchObject({
      type: 'ImpersonationStarted',
      data: { userId: demoUserId('participant'), siteId: DEMO_SITE_ID, impersonatorId: demoUserId('master') },
      metadata: { actorId: demoUserId('master') },
    });

    // When the browser claims the key, then it is the participant's session (with the master's kept aside), once only
    const claimed = await harness.call('GET', `/get_user_from_auth_key/${handoff.auth_key}`, { cookie: masterCookie });
    expect(claimed).toMatchObject({
      status: 200,
      body: { data: { id: demoUserId('participant'), impersonator_id: demoUserId('master') } },
    });
    const cookies = cookiesOf(claimed);
    expect(cookies.wellway_session).toBe(handoff.auth_key);
    expect(`wellway_session=${cookies.wellway_impersonator}`).toBe(masterCookie);
    expect(await harness.call('GET', `/get_user_from_auth_key/${handoff.auth_key}`)).toMatchObject({
      status: 404,
      body: { errors: ['Could not impersonate.'] },
    });

    // When they log a day as the participant, then the event names the master as impersonator; impersonating again is refused
    const asUser = `wellway_session=${handoff.auth_key}; wellway_impersonator=${cookies.wellway_impersonator}`;
    expect(await harness.call('GET', '/users/me', { cookie: asUser })).toMatchObject({
      body: { data: { role: 'user', impersonator_id: demoUserId('master') } },
    });
    const entry = await harness.call('POST', '/entries', { cookie: asUser, body: { recorded_on: '2026-11-21', exercise_steps: 4321 } });
    expect(entry.status).toBe(201);
    const entryEvents = (await harness.pool.query('select metadata from es_events where position = $1', [entry.body.meta?.position])).rows;
    expect(entryEvents[0].metadata).toMatchObject({ actorId: demoUserId('participant'), impersonatorId: demoUserId('master') });
    expect((await harness.call('POST', `/users/${demoUserId('coordinator')}/impersonate`, { cookie: asUser })).status).toBe(403);

    // When they stop, then the master's session is back and the participant's session ends, recorded as the master's
    const stopped = await harness.call('POST', '/users/stop_impersonating', { cookie: asUser });
    expect(stopped).toMatchObject({ status: 200, body: { data: { restored: true, user_id: demoUserId('participant') } } });
    expect(`wellway_session=${cookiesOf(stopped).wellway_session}`).toBe(masterCookie);
    expect((await harness.call('GET', '/users/me', { cookie: asUser })).status).toBe(401);
    expect(await harness.call('GET', '/users/me', { cookie: masterCookie })).toMatchObject({
      body: { data: { role: 'master', impersonator_id: null } },
    });
    expect((await harness.eventsOf(`user-${demoUserId('participant')}`)).at(-1)).toMatchObject({
      type: 'ImpersonationEnded',
      metadata: { impersonatorId: demoUserId('master') },
    });
  });

  it('is refused to non-masters and for unknown users', async () => {
    // When a coordinator impersonates, the master impersonates nobody or themself, a key is forged, or nobody is impersonated, then each is refused
    const coordinator = await harness.signIn(demoEmail('coordinator'));
    expect(await harness.call('POST', `/users/${demoUserId('participant')}/impersonate`, { token: coordinator })).toMatchObject({
      status: 403,
    });
    const master = await harness.signIn(demoEmail('master'));
    expect(await harness.call('POST', `/users/${demoUserId('nobody')}/impersonate`, { token: master })).toMatchObject({
      status: 404,
      body: { errors: ['User not found.'] },
    });
    expect(await harness.call('POST', `/users/${demoUserId('master')}/impersonate`, { token: master })).toMatchObject({
      status: 422,
      body: { errors: ['Could not impersonate.'] },
    });
    expect(await harness.call('GET', '/get_user_from_auth_key/not-a-real-key-at-all-000')).toMatchObject({
      status: 404,
      body: { errors: ['Could not impersonate.'] },
    });
    expect((await harness.call('POST', '/users/stop_impersonating', { token: master })).status).toBe(422);
  });
});

describe('SSO details and sign-on', () => {
  const detail = {
    wskey: 'demo-shared-secret-123456',
    sso_label: 'Demo SSO',
    login_url: 'https://idp.demo.test/login',
    redirect: '/home',
    is_sso_enabled: true,
  };

  it('creates, shows, updates, lists and deletes SSO details (masters), event-sourced', async () => {
    // When the master creates an SSO detail for 'Other Co'
    const master = await harness.signIn(demoEmail('master'));
    const created = await harness.call('POST', `/sites/${OTHER_SITE_ID}/sso_details`, { token: master, body: detail });

    // Then it is created; a bad one is refused with every reason
    expect(created).toMatchObject({ status: 201, body: { data: { ...detail, site_id: OTHER_SITE_ID, location_id: null } } });
    const { id } = created.body.data;
    expect(
      await harness.call('POST', `/sites/${OTHER_SITE_ID}/sso_details`, {
        token: master,
        body: { ...detail, wskey: 'short', login_url: 'ftp://x' },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: ['wskey: must be 16 to 200 characters login_url: must be a web address starting with http:// or https://'] },
    });
    // When it is updated, then it reads back changed, on its own site only
    const updated = await harness.call('PUT', `/sites/${OTHER_SITE_ID}/sso_details/${id}`, {
      token: master,
      body: { ...detail, sso_label: 'Other SSO' },
    });
    expect(updated).toMatchObject({ status: 200, body: { data: { sso_label: 'Other SSO' } } });
    const position = updated.body.meta?.position;
    expect(
      await harness.call('GET', `/sites/${OTHER_SITE_ID}/sso_details/${id}?min_position=${position}`, { token: master }),
    ).toMatchObject({
      body: { data: { id, sso_label: 'Other SSO' } },
    });
    expect(await harness.call('GET', `/sites/${DEMO_SITE_ID}/sso_details/${id}?min_position=${position}`, { token: master })).toMatchObject(
      {
        status: 404,
        body: { errors: ['SSO detail not found.'] },
      },
    );
    expect(await harness.call('PUT', `/sites/${DEMO_SITE_ID}/sso_details/${id}`, { token: master, body: detail })).toMatchObject({
      status: 404,
    });
    expect((await harness.call('GET', `/sites/${OTHER_SITE_ID}/sso_details?page_size=0`, { token: master })).body.meta?.total_records).toBe(
      1,
    );
    // A coordinator may not list them
    const coordinator = await harness.signIn(demoEmail('coordinator'));
    expect((await harness.call('GET', `/sites/${DEMO_SITE_ID}/sso_details?page_size=0`, { token: coordinator })).status).toBe(403);

    // When it is deleted, then it leaves the list; its stream holds the three changes
    const deleted = await harness.call('DELETE', `/sites/${OTHER_SITE_ID}/sso_details/${id}`, { token: master });
    expect(deleted.status).toBe(200);
    expect(
      (
        await harness.call('GET', `/sites/${OTHER_SITE_ID}/sso_details?page_size=0&min_position=${deleted.body.meta?.position}`, {
          token: master,
        })
      ).body.meta?.total_records,
    ).toBe(0);
    expect((await harness.eventsOf(`sso_detail-${id}`)).map((event) => event.type)).toEqual([
      'SsoDetailCreated',
      'SsoDetailUpdated',
      'SsoDetailDeleted',
    ]);
  });

  it("signs a user on with the site's key and their SSO identifier, once, into a local path only", async () => {
    // Given the demo site's SSO detail
    const master = await harness.signIn(demoEmail('master'));
    const created = await harness.call('POST', `/sites/${DEMO_SITE_ID}/sso_details`, { token: master, body: detail });
    await harness.call('GET', `/sites/${DEMO_SITE_ID}/sso_details?min_position=${created.body.meta?.position}`, { token: master });
    // When the identity provider posts a wrong key, an unknown person, or a person of another site, then it fails
    const bad = await harness.call('POST', '/sso', {
      body: { key: 'demo-shared-secret-WRONG', url: '/home', identifier: 'DEMO-PARTICIPANT' },
    });
    expect(bad).toMatchObject({ status: 401, body: { errors: ['Single sign-on failed.'] } });
    expect((await harness.call('POST', '/sso', { body: { key: detail.wskey, url: '/home', identifier: 'NOBODY' } })).status).toBe(401);
    expect((await harness.call('POST', '/sso', { body: { key: detail.wskey, identifier: 'OTHER-PARTICIPANT' } })).status).toBe(401);

    // When it posts the right key for the participant, with a foreign URL
    const signedOn = await harness.call('POST', '/sso', {
      body: { key: detail.wskey, url: 'https://evil.test/x', identifier: 'DEMO-PARTICIPANT', extra: 'yes' },
    });
    // Then the redirect goes to a local path with a one-time key to the participant's session
    expect(signedOn.status).toBe(200);
    const redirect = new URL(signedOn.body.data.redirect_url);
    expect(redirect.pathname).toBe('/users/impersonate');
    expect(redirect.searchParams.get('url')).toBe('/home');
    const key = redirect.searchParams.get('auth_key') ?? '';
    const claimed = await harness.call('GET', `/get_user_from_auth_key/${key}`);
    expect(claimed).toMatchObject({ status: 200, body: { data: { id: demoUserId('participant'), impersonator_id: null } } });

    // A master posting to /sso (spec 3 §6 SSO flow) starts an audited impersonation.
    const asMaster = await harness.call('POST', '/sso', {
      token: master,
      body: { key: detail.wskey, url: '/log', identifier: 'DEMO-PARTICIPANT' },
    });
    const masterKey = new URL(asMaster.body.data.redirect_url).searchParams.get('auth_key') ?? '';
    expect(await harness.call('GET', `/get_user_from_auth_key/${masterKey}`)).toMatchObject({
      body: { data: { impersonator_id: demoUserId('master') } },
    });
    expect((await harness.eventsOf(`user-${demoUserId('participant')}`)).at(-1)).toMatchObject({ type: 'ImpersonationStarted' });
  });
});
