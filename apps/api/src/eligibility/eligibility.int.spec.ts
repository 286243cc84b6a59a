import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings, eligibility, eligibilityStream, siteStream, sites } from '@wellway/domain';
import { handleCommand, metadataFor, actorById } from '@wellway/event-store';
import { DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

const now = new Date('2026-11-23T15:00:00Z');
const OTHER_SITE = 'site-eligibility-other';
let api: ApiHarness;
let coordinator: string;
let master: string;
let participant: string;

const records = (siteId = DEMO_SITE_ID) => `/sites/${siteId}/eligibilities`;
const ada = {
  identifier: 'E-100',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  string_1: 'London',
  birth_date: '1990-12-10',
};

beforeAll(async () => {
  api = await startApiHarness(now);
  const site = {
    siteId: OTHER_SITE,
    name: 'Other Co',
    hostnames: ['other.example.com'],
    years: [2026],
    timeZone: 'UTC',
    flags: { is_birth_date_eligibility_displayed: true },
    friendLabel: 'Friend',
    friendLabelPlural: 'Friends',
    dailyStepGoal: 10_000,
    settings: defaultSiteSettings(),
  };
  const metadata = metadataFor({ actor: null, siteId: OTHER_SITE, correlationId: 'test' });
  const created = await handleCommand({
    store: api.store,
    stream: siteStream(OTHER_SITE),
    decider: sites.siteDecider,
    command: { type: 'CreateSite', site },
    metadata,
  });
  await api.waitFor(['sites'], created.position!);
  [coordinator, master, participant] = await Promise.all([
    api.signIn(demoEmail('coordinator')),
    api.signIn(demoEmail('master')),
    api.signIn(demoEmail('participant')),
  ]);
});
afterAll(async () => {
  await api?.stop();
});

describe('eligibility records', () => {
  it('a coordinator creates, reads, changes and deletes a record of their site', async () => {
    const created = await api.call('POST', records(), { token: coordinator, body: { ...ada, identifier: ' E-100 ' } });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    const position = created.body.meta?.position;
    const shown = await api.call('GET', `${records()}/${id}?min_position=${position}`, { token: coordinator });
    expect(shown.body.data).toEqual({ id, site_id: DEMO_SITE_ID, ...ada, user_id: null, is_registered: false });

    const changed = await api.call('PUT', `${records()}/${id}`, { token: coordinator, body: { ...ada, string_1: 'Paris' } });
    expect(changed.status).toBe(200);
    const listed = await api.call('GET', `${records()}?page_size=0&search=ada&min_position=${changed.body.meta?.position}`, {
      token: coordinator,
    });
    expect(listed.body).toMatchObject({ data: [{ id, string_1: 'Paris' }], meta: { total_records: 1 } });

    const deleted = await api.call('DELETE', `${records()}/${id}`, { token: coordinator });
    expect(deleted.status).toBe(200);
    const gone = await api.call('GET', `${records()}/${id}?min_position=${deleted.body.meta?.position}`, { token: coordinator });
    expect(gone).toMatchObject({ status: 404, body: { errors: ['Eligibility could not be loaded.'] } });
  });

  it('refuses bad input with a clear message and appends nothing', async () => {
    const before = await api.eventCount();
    const cases: [unknown, number, string][] = [
      [{ ...ada, identifier: '' }, 422, 'Identifier required.'],
      [{ ...ada, email: 'nope' }, 422, 'Please enter a valid email address.'],
      [{ ...ada, birth_date: '1990-02-30' }, 422, 'Birth date must be a real date written YYYY-MM-DD.'],
      [{ ...ada, birth_date: 'yesterday' }, 422, 'birth_date: must be a date written YYYY-MM-DD'],
      [{ ...ada, first_name: 42 }, 422, 'first_name: must be text'],
    ];
    for (const [body, status, message] of cases) {
      expect(await api.call('POST', records(), { token: coordinator, body })).toMatchObject({ status, body: { errors: [message] } });
    }
    expect(await api.call('PUT', `${records()}/not-an-id`, { token: coordinator, body: ada })).toMatchObject({ status: 404 });
    expect(await api.eventCount()).toBe(before);
  });

  it("keeps each site's records to its own administrators", async () => {
    const before = await api.eventCount();
    expect(await api.call('GET', records(), { token: participant })).toMatchObject({ status: 403 });
    expect(await api.call('POST', records(), { token: participant, body: ada })).toMatchObject({ status: 403 });
    expect(await api.call('GET', records(OTHER_SITE), { token: coordinator })).toMatchObject({ status: 404 });
    expect(await api.call('POST', records(OTHER_SITE), { token: coordinator, body: ada })).toMatchObject({ status: 404 });
    expect(await api.call('GET', records())).toMatchObject({ status: 401, body: { errors: ['Please log in.'] } });
    expect(await api.eventCount()).toBe(before);

    const mastered = await api.call('POST', records(OTHER_SITE), { token: master, body: { ...ada, identifier: 'O-1' } });
    expect(mastered.status).toBe(201);
    const { id } = mastered.body.data;
    // The other site's record, addressed through the coordinator's own site, names nothing.
    expect(await api.call('DELETE', `${records()}/${id}`, { token: coordinator })).toMatchObject({
      status: 404,
      body: { errors: ['Eligibility could not be loaded.'] },
    });
  });
});

describe('the registration check (public)', () => {
  it("answers 200 with the name and e-mail, 404 in the spec's words, and 422 once registered", async () => {
    const created = await api.call('POST', records(), { token: coordinator, body: { ...ada, identifier: 'R-1', email: 'r1@example.com' } });
    const position = created.body.meta?.position;
    const found = await api.call('GET', `/sites/${DEMO_SITE_ID}/eligibilities/validate?identifier=r-1&min_position=${position}`);
    expect(found).toMatchObject({
      status: 200,
      body: { data: { identifier: 'R-1', first_name: 'Ada', last_name: 'Lovelace', email: 'r1@example.com' } },
    });
    expect(found.body.data.birth_date).toBeUndefined();
    expect(await api.call('GET', `/sites/${DEMO_SITE_ID}/users/check_eligibility/R-1`)).toMatchObject({ status: 200 });
    expect(await api.call('POST', `/sites/${DEMO_SITE_ID}/eligibilities/validate`, { body: { identifier: 'R-2' } })).toMatchObject({
      status: 404,
      body: { errors: ['Cannot find eligibility record for R-2.'] },
    });
    expect(await api.call('POST', `/sites/${DEMO_SITE_ID}/eligibilities/validate`, { body: { identifier: '' } })).toMatchObject({
      status: 422,
      body: { errors: ['Identifier required.'] },
    });
    expect(await api.call('GET', `/sites/nowhere/eligibilities/validate?identifier=R-1`)).toMatchObject({
      status: 404,
      body: { errors: ['Site not found.'] },
    });

    const { id } = created.body.data;
    const metadata = metadataFor({ actor: actorById('user-r1'), siteId: DEMO_SITE_ID, correlationId: 'test' });
    const claim = { type: 'ClaimEligibility', identifier: 'R-1', userId: 'user-r1', birthDate: null, birthDateRequired: false } as const;
    const claimed = await handleCommand({
      store: api.store,
      stream: eligibilityStream(id),
      decider: eligibility.eligibilityDecider,
      command: claim,
      metadata,
    });
    expect(
      await api.call('GET', `/sites/${DEMO_SITE_ID}/eligibilities/validate?identifier=R-1&min_position=${claimed.position}`),
    ).toMatchObject({ status: 422, body: { errors: ["You've already created an account. Sign in here."] } });
    const reset = await api.call('POST', `${records()}/${id}/reset`, { token: coordinator });
    expect(
      await api.call('GET', `/sites/${DEMO_SITE_ID}/users/check_eligibility/R-1?min_position=${reset.body.meta?.position}`),
    ).toMatchObject({ status: 200 });
  });

  it('asks for the date of birth where the site does, and matches it', async () => {
    const created = await api.call('POST', records(OTHER_SITE), { token: master, body: { ...ada, identifier: 'B-1' } });
    const path = `/sites/${OTHER_SITE}/eligibilities/validate`;
    expect(await api.call('POST', `${path}?min_position=${created.body.meta?.position}`, { body: { identifier: 'B-1' } })).toMatchObject({
      status: 422,
      body: { errors: ['Please enter a Date of Birth'] },
    });
    expect(await api.call('POST', path, { body: { identifier: 'B-1', birth_date: '1990-12-11' } })).toMatchObject({
      status: 404,
      body: { errors: ['Cannot find eligibility record for 1990-12-11 and B-1.'] },
    });
    const matched = await api.call('POST', path, { body: { identifier: 'B-1', birth_date: '1990-12-10' } });
    expect(matched, JSON.stringify(matched.body)).toMatchObject({ status: 200 });
  });
});
