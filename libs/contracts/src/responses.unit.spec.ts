import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import { envelope, meta } from './common.js';

/**
 * The response schemas are plain data: the API documents an answer by the schema as written (its
 * input side) and types the handler by its output, so no response schema may convert (a
 * transform, a default) — both sides must be the same JSON Schema.
 */

const responseSchemas = Object.entries({
  user: contracts.user,
  me: contracts.me,
  listedUser: contracts.listedUser,
  shownUser: contracts.shownUser,
  site: contracts.site,
  listedSite: contracts.listedSite,
  program: contracts.program,
  programChanged: contracts.programChanged,
  location: contracts.location,
  locationUpload: contracts.locationUpload,
  content: contracts.content,
  requiredTerm: contracts.requiredTerm,
  eligibility: contracts.eligibility,
  eligibilityMatch: contracts.eligibilityMatch,
  ssoDetail: contracts.ssoDetail,
  userStats: contracts.userStats,
  badge: contracts.badge,
  notification: contracts.notification,
  notificationCounts: contracts.notificationCounts,
  subscription: contracts.subscription,
  entry: contracts.entry,
  entryWeek: contracts.entryWeek,
  chartDay: contracts.chartDay,
  ready: contracts.ready,
});

describe('response schemas', () => {
  it.each(responseSchemas)('%s reads the same as it is written (no transform, no default)', (_name, schema) => {
    const input = z.toJSONSchema(envelope(schema), { io: 'input' });
    const output = z.toJSONSchema(envelope(schema), { io: 'output' });
    // Output objects are closed (additionalProperties: false); otherwise the two sides agree.
    expect(JSON.parse(JSON.stringify(output).replaceAll(',"additionalProperties":false', ''))).toEqual(input);
  });

  it('puts every answer in the `{ data, meta }` envelope', () => {
    const answer = envelope(contracts.notificationCounts);
    expect(answer.safeParse({ data: { unread: 1, unseen: 0, total: 3 }, meta: { total_records: 1 } }).success).toBe(true);
    expect(answer.safeParse({ data: { unread: 1, unseen: 0, total: 3 } }).success).toBe(false);
    expect(answer.safeParse({ data: { unread: '1', unseen: 0, total: 3 }, meta: {} }).success).toBe(false);
    expect(meta.safeParse({ position: null }).success).toBe(true);
  });

  it('describes a location with the locations under it (a recursive schema)', () => {
    const leaf = { id: 'b', name: 'B', site_id: 's', parent_location_id: 'a', sequence: 1, children: [] };
    expect(contracts.location.safeParse({ ...leaf, id: 'a', parent_location_id: null, children: [leaf] }).success).toBe(true);
    expect(contracts.location.safeParse({ ...leaf, children: [{ id: 'c' }] }).success).toBe(false);
  });
});
