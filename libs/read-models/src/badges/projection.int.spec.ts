import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { badgeDefinitionStream, siteCopyId, userBadgesStream, type BadgeAwarded } from '@wellway/domain';
import type { Database } from '../database.js';
import { sitesProjection } from '../sites/projection.js';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { replayedAlike, useReadModelDb } from '../testing/read-model-db.spec.js';
import { appendDemoSite, firstDayBadgeRow } from '../testing/sites.js';
import { badgesEarnedProjection } from './projection.js';
import { badgesForUser } from './queries.js';

let db: Kysely<Database>;

const site = new EventLog();
appendDemoSite(site);
// Two default badges: acme edits the first (its copy replaces it there) and has reset the second.
const defaultBadge = (badgeId: string, siteId: string | null, parentId: string | null) =>
  site.append(badgeDefinitionStream(badgeId), 'BadgeCreated', {
    badgeId,
    siteId,
    parentId,
    name: badgeId,
    category: 'goals_created',
    goal: 1,
    goal2: null,
    programId: null,
    icon: '',
    sequence: 9,
  });
defaultBadge('dflt-edited', null, null);
defaultBadge('dflt-reset', null, null);
const editedCopy = siteCopyId('site-acme', 'dflt-edited');
defaultBadge(editedCopy, 'site-acme', 'dflt-edited');

const log = new EventLog();
const award = (userId: string, badgeId: string, year: number, earnedOn: string) => {
  const data: BadgeAwarded['data'] = {
    userId,
    siteId: 'site-acme',
    badgeId,
    badgeName: badgeId,
    category: 'days_logged',
    year,
    earnedOn,
  };
  log.append(userBadgesStream(userId), 'BadgeAwarded', data);
};
award('anna', 'badge-1', 2026, '2026-01-02');
award('anna', 'badge-10', 2026, '2026-01-20');
award('anna', 'badge-1', 2025, '2025-06-01');
award('anna', 'badge-1', 2026, '2026-03-01'); // a duplicate award never replaces the first
award('ben', 'badge-1', 2026, '2026-02-02');
award('dana', 'dflt-edited', 2026, '2026-02-03'); // earned before acme edited it
award('dana', siteCopyId('site-acme', 'dflt-reset'), 2026, '2026-02-04'); // earned as acme's copy, since reset

useReadModelDb(async (opened) => {
  db = opened;
  await applyBatch(db, sitesProjection, site.events);
});

describe('badges_earned projection', () => {
  it('gives the same tables however often and in whatever batches the events arrive', async () => {
    const first = await replayedAlike(db, badgesEarnedProjection, log.events);
    expect(first.badges_earned).toHaveLength(6);
  });

  it("lists every badge of the site, with the user's award for the year", async () => {
    const badges = await badgesForUser(db, { siteId: 'site-acme', userId: 'anna', year: 2026 });
    expect(badges.filter(({ id }) => id.startsWith('badge-')).map(({ id, earned_on }) => ({ id, earned_on }))).toEqual([
      { id: 'badge-1', earned_on: '2026-01-02' },
      { id: 'badge-10', earned_on: '2026-01-20' },
      { id: 'badge-50', earned_on: null },
    ]);
    expect(badges[0]).toEqual({ ...firstDayBadgeRow, earned_on: '2026-01-02' });
  });

  it('keeps years and users apart', async () => {
    const earned = async (userId: string, year: number) =>
      (await badgesForUser(db, { siteId: 'site-acme', userId, year })).filter((b) => b.earned_on).map((b) => b.id);
    expect(await earned('anna', 2025)).toEqual(['badge-1']);
    expect(await earned('ben', 2026)).toEqual(['badge-1']);
    expect(await earned('cleo', 2026)).toEqual([]);
    // Another site sees the defaults, never acme's badges or copies.
    const other = await badgesForUser(db, { siteId: 'site-other', userId: 'anna', year: 2026 });
    expect(other.map(({ id, earned_on }) => ({ id, earned_on }))).toEqual([
      { id: 'dflt-edited', earned_on: null },
      { id: 'dflt-reset', earned_on: null },
    ]);
  });

  it("shows a default badge's award on the site's copy of it, and a reset copy's award on the default", async () => {
    const earned = (await badgesForUser(db, { siteId: 'site-acme', userId: 'dana', year: 2026 })).filter((b) => b.earned_on);
    expect(earned.map(({ id, earned_on }) => ({ id, earned_on }))).toEqual([
      { id: editedCopy, earned_on: '2026-02-03' },
      { id: 'dflt-reset', earned_on: '2026-02-04' },
    ]);
  });
});
