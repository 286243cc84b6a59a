import { describe, expect, it } from 'vitest';
import { eligibilityIdFor, eligibilityStream, type EligibilityEvent } from '@wellway/domain';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { eligibilitiesProjection } from './projection.js';
import { findEligibilityByIdentifier, listEligibilities } from './queries.js';

const log = new EventLog();
const siteId = 'site-acme';
const otherSite = 'site-other';

function record(site: string, identifier: string, firstName: string, ...then: EligibilityEvent[]): void {
  const eligibilityId = eligibilityIdFor(site, identifier);
  const stream = eligibilityStream(eligibilityId);
  log.append(stream, 'EligibilityRecordCreated', {
    eligibilityId,
    siteId: site,
    identifier,
    firstName,
    lastName: 'Doe',
    email: `${firstName.toLowerCase()}@example.com`,
    location: 'HQ',
    birthDate: '1980-01-02',
  });
  for (const event of then) log.append(stream, event.type, { ...event.data, eligibilityId, siteId: site });
}

const data = <T>(value: T) => value as never;
record(siteId, 'E-1', 'Ann', { type: 'EligibilityClaimed', data: data({ userId: 'user-ann' }) });
record(siteId, 'E-2', 'Bob', {
  type: 'EligibilityRecordChanged',
  data: data({ firstName: 'Robert', lastName: 'Doe', email: 'rob@example.com', location: 'Branch', birthDate: null }),
});
record(
  siteId,
  'E-3',
  'Cat',
  { type: 'EligibilityClaimed', data: data({ userId: 'user-cat' }) },
  { type: 'EligibilityReset', data: data({}) },
);
record(siteId, 'E-4', 'Dan', { type: 'EligibilityRecordDeleted', data: data({}) });
record(otherSite, 'E-1', 'Eve');

const bed = useReadModelDb();

describe('eligibilities projection', () => {
  itGivesTheSameTables(bed, eligibilitiesProjection, log.events, { eligibilities: 5 });

  it('answers registration by identifier in any case, within the site only', async () => {
    expect(await findEligibilityByIdentifier(bed.db, siteId, ' e-1 ')).toEqual({
      id: eligibilityIdFor(siteId, 'E-1'),
      site_id: siteId,
      identifier: 'E-1',
      first_name: 'Ann',
      last_name: 'Doe',
      email: 'ann@example.com',
      string_1: 'HQ',
      birth_date: '1980-01-02',
      user_id: 'user-ann',
    });
    expect(await findEligibilityByIdentifier(bed.db, otherSite, 'E-1')).toMatchObject({ first_name: 'Eve', user_id: null });
    expect(await findEligibilityByIdentifier(bed.db, siteId, 'E-4')).toBeUndefined(); // deleted
    expect(await findEligibilityByIdentifier(bed.db, siteId, 'E-3')).toMatchObject({ user_id: null }); // reset
    expect(await findEligibilityByIdentifier(bed.db, siteId, 'E-2')).toMatchObject({
      first_name: 'Robert',
      string_1: 'Branch',
      birth_date: null,
    });
  });

  it("lists a site's records in pages, searched by identifier, name or e-mail", async () => {
    const all = await listEligibilities(bed.db, siteId, { page: 1, pageSize: 0 });
    expect(all.rows.map((row) => row.identifier)).toEqual(['E-1', 'E-2', 'E-3']);
    expect(all.total).toBe(3);
    const second = await listEligibilities(bed.db, siteId, { page: 2, pageSize: 2 });
    expect(second).toEqual({ rows: [expect.objectContaining({ identifier: 'E-3' })], total: 3 });
    expect((await listEligibilities(bed.db, siteId, { search: 'ROB', page: 1, pageSize: 0 })).rows.map((row) => row.identifier)).toEqual([
      'E-2',
    ]);
    expect((await listEligibilities(bed.db, siteId, { search: '%', page: 1, pageSize: 0 })).total).toBe(0);
  });

  it('never lets an older event, replayed late, undo a newer one', async () => {
    const deleted = log.events.filter((event) => event.type === 'EligibilityRecordDeleted');
    const created = log.events.filter((event) => event.streamName === deleted[0]?.streamName && event.type === 'EligibilityRecordCreated');
    await applyBatch(bed.db, eligibilitiesProjection, created);
    expect(await findEligibilityByIdentifier(bed.db, siteId, 'E-4')).toBeUndefined();
  });
});
