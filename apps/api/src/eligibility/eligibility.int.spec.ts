import { beforeAll, describe, expect, it } from 'vitest';
import { deterministicId, eligibility, eligibilityIdFor, eligibilityStream } from '@wellway/domain';
import { actorById } from '@wellway/event-store';
import { DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';

/** Eligibility records (spec 3): administered per site, checked in public before registering. */

const now = new Date('2026-11-23T15:00:00Z');
const OTHER_SITE = 'site-eligibility-other';
const api = useApiHarness(now);
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
  await api.givenSite(OTHER_SITE, { name: 'Other Co', flags: { is_birth_date_eligibility_displayed: true } });
  [coordinator, master, participant] = await Promise.all([
    api.signIn(demoEmail('coordinator')),
    api.signIn(demoEmail('master')),
    api.signIn(demoEmail('participant')),
  ]);
});
// Given (beforeAll): the demo site with its people, and a second site that asks for the date of birth.
describe('eligibility records', () => {
  it('a coordinator creates, reads, changes and deletes a record of their site', async () => {
    // When the coordinator creates a record (identifier with spaces)
    const created = await api.call('POST', records(), { token: coordinator, body: { ...ada, identifier: ' E-100 ' } });
    // Then it reads back trimmed, unclaimed
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    const position = created.body.meta?.position;
    const shown = await api.call('GET', `${records()}/${id}?min_position=${position}`, { token: coordinator });
    expect(shown.body.data).toEqual({ id, site_id: DEMO_SITE_ID, ...ada, user_id: null, is_registered: false });
    // And the log holds the person sealed, under an id the identifier alone cannot give (docs/personal-data.md)
    expect(id).toBe(eligibilityIdFor(DEMO_SITE_ID, api.digests.eligibilityIdentifier('e-100')));
    expect(id).not.toBe(deterministicId('eligibility', DEMO_SITE_ID, 'E-100'));
    const { rows } = await api.pool.query('select data::text as data from es_events where stream_name = $1', [eligibilityStream(id)]);
    for (const value of ['E-100', 'Ada', 'Lovelace', 'ada@example.com', 'London', '1990-12-10']) expect(rows[0].data).not.toContain(value);

    // When it is changed, then the list's search finds the change
    const changed = await api.call('PUT', `${records()}/${id}`, { token: coordinator, body: { ...ada, string_1: 'Paris' } });
    expect(changed.status).toBe(200);
    const listed = await api.call('GET', `${records()}?page_size=0&search=ada&min_position=${changed.body.meta?.position}`, {
      token: coordinator,
    });
    expect(listed.body).toMatchObject({ data: [{ id, string_1: 'Paris' }], meta: { total_records: 1 } });

    // When it is deleted, then it cannot be loaded
    const deleted = await api.call('DELETE', `${records()}/${id}`, { token: coordinator });
    expect(deleted.status).toBe(200);
    const gone = await api.call('GET', `${records()}/${id}?min_position=${deleted.body.meta?.position}`, { token: coordinator });
    expect(gone).toMatchObject({ status: 404, body: { errors: ['Eligibility could not be loaded.'] } });
  });

  it('refuses bad input with a clear message and appends nothing', async () => {
    // Given bodies that each break one rule
    const cases: [unknown, string][] = [
      [{ ...ada, identifier: '' }, 'Identifier required.'],
      [{ ...ada, email: 'nope' }, 'Please enter a valid email address.'],
      [{ ...ada, birth_date: '1990-02-30' }, 'Birth date must be a real date written YYYY-MM-DD.'],
      [{ ...ada, birth_date: 'yesterday' }, 'birth_date: must be a date written YYYY-MM-DD'],
      [{ ...ada, first_name: 42 }, 'first_name: must be text'],
    ];

    // When the coordinator creates each, and changes a record that is no id
    const { reply, appended } = await api.when(async () => ({
      created: await Promise.all(cases.map(([body]) => api.call('POST', records(), { token: coordinator, body }))),
      changed: await api.call('PUT', `${records()}/not-an-id`, { token: coordinator, body: ada }),
    }));

    // Then each is refused with its message, and nothing is appended
    expect(reply.created).toMatchObject(cases.map(([, message]) => ({ status: 422, body: { errors: [message] } })));
    expect(reply.changed).toMatchObject({ status: 404 });
    expect(appended).toBe(0);
  });

  it("keeps each site's records to its own administrators", async () => {
    // When a participant, a coordinator of another site, or nobody reads or creates records
    const { reply, appended } = await api.when(async () => [
      await api.call('GET', records(), { token: participant }),
      await api.call('POST', records(), { token: participant, body: ada }),
      await api.call('GET', records(OTHER_SITE), { token: coordinator }),
      await api.call('POST', records(OTHER_SITE), { token: coordinator, body: ada }),
      await api.call('GET', records()),
    ]);

    // Then each is refused, and nothing is appended
    expect(reply).toMatchObject([
      { status: 403 },
      { status: 403 },
      { status: 404 },
      { status: 404 },
      { status: 401, body: { errors: ['Please log in.'] } },
    ]);
    expect(appended).toBe(0);

    // Given a record of the other site, which a master created
    const mastered = await api.call('POST', records(OTHER_SITE), { token: master, body: { ...ada, identifier: 'O-1' } });
    expect(mastered.status).toBe(201);
    const { id } = mastered.body.data;
    // When the coordinator deletes it through their own site, then it names nothing there
    expect(await api.call('DELETE', `${records()}/${id}`, { token: coordinator })).toMatchObject({
      status: 404,
      body: { errors: ['Eligibility could not be loaded.'] },
    });
  });
});

describe('the registration check (public)', () => {
  it("answers 200 with the name and e-mail, 404 in the spec's words, and 422 once registered", async () => {
    // Given a record R-1
    const created = await api.call('POST', records(), { token: coordinator, body: { ...ada, identifier: 'R-1', email: 'r1@example.com' } });
    const position = created.body.meta?.position;
    // When anyone checks R-1 (any case), R-2, no identifier, or an unknown site
    const found = await api.call('GET', `/sites/${DEMO_SITE_ID}/eligibilities/validate?identifier=r-1&min_position=${position}`);
    // Then R-1 answers with its name and e-mail (never the date of birth), the others in the spec's words
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

    // When a registration claims R-1, then the check says the account exists
    const { id } = created.body.data;
    const claimed = await api.given(
      eligibilityStream(id),
      eligibility.eligibilityDecider,
      { type: 'ClaimEligibility', identifier: 'R-1', userId: 'user-r1', birthDate: null, birthDateRequired: false },
      { actor: actorById('user-r1'), siteId: DEMO_SITE_ID },
    );
    expect(
      await api.call('GET', `/sites/${DEMO_SITE_ID}/eligibilities/validate?identifier=R-1&min_position=${claimed.position}`),
    ).toMatchObject({ status: 422, body: { errors: ["You've already created an account. Sign in here."] } });
    // When the coordinator resets it, then it is free again
    const reset = await api.call('POST', `${records()}/${id}/reset`, { token: coordinator });
    expect(
      await api.call('GET', `/sites/${DEMO_SITE_ID}/users/check_eligibility/R-1?min_position=${reset.body.meta?.position}`),
    ).toMatchObject({ status: 200 });
  });

  it('asks for the date of birth where the site does, and matches it', async () => {
    // Given a record B-1 of the site that asks for the date of birth
    const created = await api.call('POST', records(OTHER_SITE), { token: master, body: { ...ada, identifier: 'B-1' } });
    const path = `/sites/${OTHER_SITE}/eligibilities/validate`;

    // When it is checked without a date, with a wrong one, and with its own, then it asks, refuses, and matches
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
