import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACME_SITE_ID, DEMO_SITE_ID } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';

/** The sites API (spec 3 sites): administration, validation, the pilot password, themes, soft deletes. */

const now = new Date('2026-11-22T15:00:00Z');
const harness = useApiHarness(now);

/** The sites' names in the list a master reads. */
const siteNames = (reply: { body: { data?: { name: string }[] } }) => reply.body.data?.map((site) => site.name);

/** Given: the id of the site the first test created, from the master's list. */
async function betaId(): Promise<string> {
  const listed = await harness.call('GET', '/sites', { token: await harness.tokenOf('master') });
  return listed.body.data.find((site: { name: string }) => site.name === 'Beta Health').id;
}

const newSite = {
  name: 'Beta Health',
  urls: '*.beta.localhost\nbeta.localhost',
  years: [2026],
  time_zone: 'America/Chicago',
  coordinators: 'Lead@Acme.test, second@acme.test',
  flags: { is_logging_enabled: true, is_location_displayed: false, allow_set_location: true },
};

// Given (beforeAll): the seeded demo and Acme sites with their people.
describe('sites API', () => {
  it('lets masters create a site with the new-site defaults, list it and read it; host patterns resolve to it', async () => {
    // When the master creates Beta Health
    const master = await harness.tokenOf('master');
    const created = await harness.call('POST', '/sites', { token: master, body: newSite });

    // Then it has the new-site defaults (coordinators normalised, location setting off while locations are hidden)
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Beta Health',
      urls: ['*.beta.localhost', 'beta.localhost'],
      default_url: 'https://beta.localhost',
      user_challenge_days: 3,
      report_privacy_floor: 5,
      wall_reports_to_hide: 2,
      coordinators: 'lead@acme.test,second@acme.test',
      theme: 'Default',
      has_pilot_password: false,
      idle_timeout_seconds: 1200,
      idle_countdown_seconds: 300,
      flags: { is_logging_enabled: true, is_location_displayed: false, allow_set_location: false },
      password_help_message: 'Passwords must be 8 to 20 characters long and include at least 1 letter, 1 number and 1 symbol.',
      availability: { state: 'open', registration_frozen: false },
    });
    // And it is listed and read; its hosts, the demo's and Acme's resolve to each, without administrators' fields
    const { id } = created.body.data;
    const position = created.body.meta?.position;
    const listed = await harness.call('GET', `/sites?min_position=${position}`, { token: master });
    expect(siteNames(listed)).toEqual(['Acme Wellness', 'Beta Health', 'Default site', 'Wellway Demo']);
    expect(listed.body.data[1]).toMatchObject({ id, urls: ['*.beta.localhost', 'beta.localhost'], participants: 0, state: 'open' });
    expect((await harness.call('GET', `/sites/${id}?min_position=${position}`, { token: master })).body.data).toMatchObject({
      id,
      name: 'Beta Health',
    });
    const byHost = await harness.getWithHost('/sites/current', 'eu.beta.localhost:8080');
    expect(byHost.body.data).toMatchObject({ id, name: 'Beta Health' });
    expect(byHost.body.data.coordinators).toBeUndefined(); // public: no admin fields
    expect((await harness.getWithHost('/sites/current', '127.0.0.1')).body.data).toMatchObject({ id: DEMO_SITE_ID });
    expect((await harness.getWithHost('/sites/current', 'acme.localhost:8080')).body.data).toMatchObject({
      id: ACME_SITE_ID,
      name: 'Acme Wellness',
    });
  });

  it('keeps site administration to masters and to coordinators of their own site; other sites are 404 for them', async () => {
    // Given the participant and coordinator of the demo site, and Beta Health
    const [participant, coordinator] = [await harness.tokenOf('participant'), await harness.tokenOf('coordinator')];
    const other = await betaId();

    // When they list, create, change or delete sites, or read or change Beta Health
    const { reply, appended } = await harness.when(async () => [
      await harness.call('GET', '/sites', { token: coordinator }),
      await harness.call('POST', '/sites', { token: coordinator, body: newSite }),
      await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: participant, body: { name: 'Mine' } }),
      await harness.call('DELETE', `/sites/${DEMO_SITE_ID}`, { token: coordinator }),
      await harness.call('GET', `/sites/${other}`, { token: participant }),
      await harness.call('PUT', `/sites/${other}`, { token: coordinator, body: { name: 'x' } }),
      await harness.call('DELETE', `/sites/${other}`, { token: coordinator }),
      await harness.call('GET', '/sites/not%20an%20id', { token: participant }),
    ]);

    // Then each is refused in its words (deleting is for masters whatever the site: the permission guard answers
    // before any lookup), and nothing is appended
    const notFound = { status: 404, body: { errors: ['Site not found.'] } };
    expect(reply).toMatchObject([
      { status: 403, body: { errors: ['Only masters can list sites.'] } },
      { status: 403, body: { errors: ['Only masters can create sites.'] } },
      { status: 403, body: { errors: ['You may not edit this site.'] } },
      { status: 403 },
      notFound,
      notFound,
      { status: 403, body: { errors: ['Only masters can delete sites.'] } },
      { status: 404 },
    ]);
    expect(appended).toBe(0);

    // When the participant, or someone signed out (the registration form), reads the demo site, then it has no administrators' fields
    const participantView = await harness.call('GET', `/sites/${DEMO_SITE_ID}`, { token: participant });
    expect(participantView.body.data.coordinators).toBeUndefined();
    expect(await harness.call('GET', `/sites/${DEMO_SITE_ID}`)).toMatchObject({
      status: 200,
      body: { data: { id: DEMO_SITE_ID, name: 'Wellway Demo' } },
    });
    expect((await harness.call('GET', `/sites/${DEMO_SITE_ID}`)).body.data.coordinators).toBeUndefined();
    expect(await harness.call('GET', `/sites/${other}`)).toMatchObject({ status: 404, body: { errors: ['Site not found.'] } });
    // When the coordinator changes their own site, then the rest stays and the participant reads the change
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: coordinator,
      body: { friend_label: 'Buddy', friend_label_plural: 'Buddies' },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { friend_label: 'Buddy', name: 'Wellway Demo', urls: ['127.0.0.1', 'localhost'] } },
    });
    const read = await harness.call('GET', `/sites/current?min_position=${saved.body.meta?.position}`, { token: participant });
    expect(read.body.data).toMatchObject({ friend_label: 'Buddy', friend_label_plural: 'Buddies' });
  });

  it.each([
    [{ urls: 'beta.localhost\n*.beta.localhost' }, 'The last URL may not contain an asterisk.'],
    [{ coordinators: 'a@acme.test,,b@acme.test' }, 'A coordinator e-mail address may not be empty.'],
    [{ coordinators: 'nobody' }, 'The coordinator e-mail address nobody is not valid.'],
    [{ theme: 42 }, 'theme: Theme name must be a string'],
    [{ time_zone: 'Nowhere/Special' }, 'The time zone Nowhere/Special is not known.'],
    [{ flags: { is_unknown_enabled: true } }, 'Unknown site flag: is_unknown_enabled.'],
    [{ launch_on: '2026-13-01' }, 'The launch date must be a date written YYYY-MM-DD.'],
    [{ years: 'all' }, 'years: must be a list of years'],
    [
      { css_config_json: [{ variable: '--color-primary', value: 'red;}' }] },
      'The value of --color-primary may not be empty or contain ; { } < > or \\.',
    ],
    [{ name: '' }, 'A site needs a name.'],
    [{ idle_timeout_seconds: 0 }, 'idle_timeout_seconds: must be at least 1'],
    [{ idle_countdown_seconds: 1.5 }, 'idle_countdown_seconds: must be a whole number'],
  ])('refuses %j with "%s" and appends nothing', async (body, message) => {
    // When the master saves it
    const master = await harness.tokenOf('master');
    const { reply, appended } = await harness.when(() => harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: master, body }));
    // Then it is refused with the message, and nothing is appended
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toContain(message);
    expect(appended).toBe(0);
  });

  it('refuses bodies that are not JSON objects without a 500', async () => {
    // When the master saves bodies of the wrong shape
    const master = await harness.tokenOf('master');
    const { reply, appended } = await harness.when(async () => {
      const replies = [];
      for (const body of ['text', [1, 2], { urls: [null] }, { flags: [] }, { css_config_json: 'x' }])
        replies.push(await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: master, body }));
      return replies;
    });

    // Then each is a 4xx, and nothing is appended
    for (const { status } of reply) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(appended).toBe(0);
  });

  it('answers any site body with success or a clear 4xx, never a 500, and a rejection appends nothing', async () => {
    // Given the demo site as it is, and site bodies of every shape
    const master = await harness.tokenOf('master');
    const original = (await harness.call('GET', `/sites/${DEMO_SITE_ID}`, { token: master })).body.data;
    const value = fc.oneof(
      fc.integer({ min: -10, max: 200_000 }),
      fc.string({ maxLength: 30 }),
      fc.constant(null),
      fc.boolean(),
      fc.constant(undefined),
    );
    const body = fc.record(
      {
        name: fc.oneof(fc.constant('Wellway Demo'), value),
        urls: fc.oneof(fc.constant('127.0.0.1\nlocalhost'), fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }), value),
        years: fc.oneof(fc.constant([2025, 2026]), fc.array(value, { maxLength: 3 }), value),
        time_zone: fc.oneof(fc.constantFrom('America/New_York', 'UTC', 'Mars/Base'), value),
        flags: fc.oneof(
          fc.dictionary(fc.constantFrom('is_wall_enabled', 'is_location_displayed', 'allow_set_location', 'bogus'), value),
          value,
        ),
        launch_on: fc.oneof(fc.constantFrom('2026-12-01', '2026-02-30', ''), value),
        max_participants: value,
        coordinators: fc.oneof(fc.constantFrom('a@b.co', 'a@b.co,,', 'x'), value),
        theme: fc.oneof(fc.constantFrom('Default', 'default', 'Neon'), value),
        css_config_json: fc.oneof(
          fc.array(
            fc.record({ variable: fc.oneof(fc.constant('--color-bg'), fc.string()), value: fc.oneof(fc.constant('#fff'), fc.string()) }),
            { maxLength: 3 },
          ),
          value,
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        // When one is saved, then it is no 500, and a refusal says why and appends nothing
        const { reply, appended } = await harness.when(() => harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: master, body: input }));
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(reply.body.errors?.length).toBeGreaterThan(0);
          expect(appended).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
    // Put the demo site back as the other tests expect it.
    const reset = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      body: {
        name: original.name,
        urls: original.urls,
        years: original.years,
        time_zone: original.time_zone,
        launch_on: null,
        max_participants: null,
        theme: 'Default',
        css_config_json: [],
        coordinators: original.coordinators,
        flags: Object.fromEntries(Object.entries(original.flags).filter(([flag]) => flag !== 'is_goals_enabled')),
      },
    });
    expect(reset.status).toBe(200);
  });

  it('opens a not-launched site with the pilot password, remembered in a cookie for a day', async () => {
    // Given the demo site launching on December 1 with a pilot password
    const master = await harness.tokenOf('master');
    const setUp = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      body: { launch_on: '2026-12-01', pilot_password: 'early-bird' },
    });
    expect(setUp.body.data).toMatchObject({ has_pilot_password: true, availability: { state: 'not_launched', days_until_launch: 9 } });
    expect(JSON.stringify(setUp.body)).not.toContain('argon2');
    const position = setUp.body.meta?.position;
    const publicView = await harness.call('GET', `/sites/current?min_position=${position}`);
    expect(publicView.body.data.availability).toMatchObject({ state: 'not_launched' });
    expect(JSON.stringify(publicView.body)).not.toContain('argon2');

    // When a wrong password or none is sent, then it is refused; the right one sets a cookie that opens the site
    expect(await harness.call('POST', `/sites/${DEMO_SITE_ID}/authenticate`, { body: { password: 'wrong' } })).toMatchObject({
      status: 422,
      body: { errors: ['That password is not correct.'] },
    });
    expect(await harness.call('POST', `/sites/${DEMO_SITE_ID}/authenticate`, { body: {} })).toMatchObject({
      status: 422,
      body: { errors: ['password: is required'] },
    });
    const right = await harness.call('POST', `/sites/${DEMO_SITE_ID}/authenticate`, { body: { password: 'early-bird' } });
    expect(right.status).toBe(200);
    const cookie = right.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^pilot_password=[\w-]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/);
    const piloted = await harness.call('GET', '/sites/current', { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(piloted.body.data.availability).toMatchObject({ state: 'open', registration_frozen: false });
    expect(await harness.call('GET', `/sites/${DEMO_SITE_ID}/can_register`)).toMatchObject({
      status: 200,
      body: { data: { max_participants: false, registration_ended: false } },
    });

    // When the launch date and password are cleared and the site holds one participant, then there is no password and registration is full
    const cleared = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      body: { launch_on: null, pilot_password: null, max_participants: 1 },
    });
    expect(cleared.body.data).toMatchObject({ has_pilot_password: false, availability: { state: 'open' } });
    await harness.call('GET', `/sites/current?min_position=${cleared.body.meta?.position}`);
    expect(await harness.call('POST', `/sites/${DEMO_SITE_ID}/authenticate`, { body: { password: 'early-bird' } })).toMatchObject({
      status: 422,
      body: { errors: ['This site has no pilot password.'] },
    });
    expect((await harness.call('GET', `/sites/${DEMO_SITE_ID}/can_register`)).body.data).toMatchObject({
      max_participants: true,
      registration_frozen: true,
    });
    await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: master, body: { max_participants: null } });
  });

  it('serves time zones and the Default theme, and refuses unknown themes', async () => {
    // When anyone reads the time zones and the themes, then the known ones are served
    const zones = await harness.call('GET', '/timezones/all');
    expect(zones.body.data).toContainEqual({ id: 'America/Chicago', name: 'America/Chicago' });
    expect(zones.body.data).toContainEqual({ id: 'America/New_York', name: 'America/New York' });
    const theme = await harness.call('GET', '/styles/themes/default/css-config.json');
    expect(theme.body.data).toContainEqual({ variable: '--color-primary', value: '#0b5cad', description: 'Buttons, links and highlights' });
    expect(await harness.call('GET', '/styles/themes/neon/css-config.json')).toMatchObject({
      status: 404,
      body: { errors: ['Theme not found.'] },
    });
    // When the master changes a colour, then the site's theme has it over the defaults
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: await harness.tokenOf('master'),
      body: { css_config_json: [{ variable: '--color-primary', value: '#AA3300' }] },
    });
    const applied = await harness.call('GET', `/sites/current/theme?min_position=${saved.body.meta?.position}`);
    expect(applied.body.data).toContainEqual({ variable: '--color-primary', value: '#AA3300' });
    expect(applied.body.data).toContainEqual({ variable: '--color-bg', value: '#f4f6f8' });
  });

  it('deletes softly: the site is gone from the list and its hosts, and a master cannot delete their own', async () => {
    // When the master deletes the site they are signed in to, then it is refused
    const master = await harness.tokenOf('master');
    expect(await harness.call('DELETE', `/sites/${DEMO_SITE_ID}`, { token: master })).toMatchObject({
      status: 422,
      body: { errors: ['You cannot delete the site you are signed in to.'] },
    });

    // When they delete Beta Health
    const beta = await betaId();
    const deleted = await harness.call('DELETE', `/sites/${beta}`, { token: master });

    // Then it is gone from the list, its id and its hosts; a second delete is 404
    expect(deleted.status).toBe(200);
    const listed = await harness.call('GET', `/sites?min_position=${deleted.body.meta?.position}`, { token: master });
    expect(siteNames(listed)).toEqual(['Acme Wellness', 'Default site', 'Wellway Demo']);
    expect(await harness.call('GET', `/sites/${beta}`, { token: master })).toMatchObject({ status: 404 });
    expect(await harness.getWithHost('/sites/current', 'beta.localhost')).toMatchObject({ status: 404 });
    expect(await harness.call('DELETE', `/sites/${beta}`, { token: master })).toMatchObject({
      status: 404,
      body: { errors: ['Site not found.'] },
    });
  });
});
