import { describe, expect, it } from 'vitest';
import { badgeDefinitionStream, badgeOrderStream, DEFAULT_SITE_ID, newSiteProfile, siteCopyId, type BadgeFields } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { replayedAlike, useReadModelDb } from '../testing/read-model-db.spec.js';
import { sitesProjection } from './projection.js';
import { findSiteById } from './queries.js';
import { findSeenBadgeDefinition, listBadgeDefinitions } from './badge-definitions.js';

const log = new EventLog();
const fields = (name: string, goal = 1): BadgeFields => ({ name, category: 'days_logged', goal, goal2: null, programId: null, icon: '' });
const created = (badgeId: string, siteId: string | null, parentId: string | null, name: string, sequence: number) =>
  log.append(badgeDefinitionStream(badgeId), 'BadgeCreated', { badgeId, siteId, parentId, ...fields(name), sequence });
log.append('site-acme', 'SiteCreated', { ...newSiteProfile('acme', 2026), urls: ['acme.example.com'] });
log.append('site-beta', 'SiteCreated', { ...newSiteProfile('beta', 2026), urls: ['beta.example.com'] });
created('d1', null, null, 'First Day', 1);
created('d2', null, null, 'Ten Days', 2);
created('d3', null, null, 'Gone Default', 3);
created('own', 'acme', null, 'Acme Own', 1);
// Acme edits d1 (its copy hides d1 there), then renames the copy.
const copy = siteCopyId('acme', 'd1');
created(copy, 'acme', 'd1', 'Day One', 1);
log.append(badgeDefinitionStream(copy), 'BadgeChanged', { badgeId: copy, siteId: 'acme', parentId: 'd1', ...fields('Day 1') });
// Beta copies d2, then resets it: d2 shows again on beta.
const betaCopy = siteCopyId('beta', 'd2');
created(betaCopy, 'beta', 'd2', 'Beta Ten', 2);
log.append(badgeDefinitionStream(betaCopy), 'BadgeReset', { badgeId: betaCopy, siteId: 'beta', parentId: 'd2' });
// The default site deletes d3.
log.append(badgeDefinitionStream('d3'), 'BadgeDeleted', { badgeId: 'd3', siteId: null, parentId: null });
// The default set's order, then acme's own (naming the default d1 its copy replaces).
log.append(badgeOrderStream(null), 'BadgesReordered', { siteId: null, sequence: ['d2', 'd1'] });
log.append(badgeOrderStream('acme'), 'BadgesReordered', { siteId: 'acme', sequence: ['own', 'd1', 'd2'] });
log.append('site-acme', 'BadgeLockedImageChanged', { siteId: 'acme', badgeLockedImage: '/locked.png' });

const bed = useReadModelDb();
const names = async (siteId: string) => (await listBadgeDefinitions(bed.db, siteId)).map((badge) => `${badge.sequence}:${badge.name}`);

describe('badge definitions (sites projection)', () => {
  it('gives the same tables however often and in whatever batches the events arrive (a deleted badge never comes back)', async () => {
    const tables = await replayedAlike(bed.db, sitesProjection, log.events);
    expect(tables.badge_definitions).toHaveLength(4);
    expect(tables.badge_orders).toHaveLength(2);
  });

  it('the default site sees the default set, in its order', async () => {
    expect(await names(DEFAULT_SITE_ID)).toEqual(['1:Ten Days', '2:First Day']);
  });

  it('a site sees its own badges and its copies in place of the defaults they copy, in its own order', async () => {
    expect(await names('acme')).toEqual(['1:Acme Own', '2:Day 1', '3:Ten Days']);
    expect(await findSeenBadgeDefinition(bed.db, 'acme', copy)).toMatchObject({ site_id: 'acme', parent_id: 'd1', name: 'Day 1' });
    expect(await findSeenBadgeDefinition(bed.db, 'acme', 'd1')).toBeUndefined();
  });

  it('a site without an order of its own follows the default set’s; a reset shows the default again', async () => {
    expect(await names('beta')).toEqual(['1:Ten Days', '2:First Day']);
    expect(await findSeenBadgeDefinition(bed.db, 'beta', 'own')).toBeUndefined();
  });

  it("keeps the site's badge locked image in its settings", async () => {
    expect((await findSiteById(bed.db, 'acme'))?.settings.badgeLockedImage).toBe('/locked.png');
  });
});
