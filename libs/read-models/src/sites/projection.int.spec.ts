import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { defaultSiteSettings } from '@wellway/domain';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import type { Database } from '../database.js';
import { EventLog, openReadModelDb, replayEveryWay } from '../testing/fixtures.js';
import { appendDemoSite } from '../testing/sites.js';
import { sitesProjection } from './projection.js';
import { findSiteByHostname, findSiteById, listBadgeDefinitions, listExerciseActivities, toBadgeDefinition } from './queries.js';

let testDb: TestDatabase;
let db: Kysely<Database>;
const log = new EventLog();
appendDemoSite(log);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await openReadModelDb(testDb.url);
});
afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

describe('sites projection', () => {
  it('gives the same tables however often and in whatever batches the events arrive', async () => {
    const [first, ...others] = await replayEveryWay(db, sitesProjection, log.events);
    for (const pass of others) expect(pass).toEqual(first);
    expect(first.sites).toHaveLength(1);
  });

  it('finds a site by any of its host names, ignoring case and port', async () => {
    const site = await findSiteByHostname(db, 'ACME.example.com:8080');
    expect(site).toEqual({
      id: 'site-acme',
      name: 'Acme Wellness',
      hostnames: ['acme.example.com', 'localhost'],
      years: [2025, 2026],
      time_zone: 'America/Chicago',
      flags: { is_badges_enabled: true },
      friend_label: 'Buddy',
      friend_label_plural: 'Buddies',
      daily_step_goal: 8000,
      settings: defaultSiteSettings(), // its SiteCreated predates settings: the defaults stand in
      exercise_activities: [
        { id: 'act-swim', name: 'Swimming' },
        { id: 'act-bike', name: 'Biking' },
      ],
    });
    expect(await findSiteByHostname(db, 'localhost')).toEqual(site);
    expect(await findSiteById(db, 'site-acme')).toEqual(site);
    expect(await findSiteByHostname(db, 'elsewhere.example.com')).toBeUndefined();
    expect(await findSiteById(db, 'site-missing')).toBeUndefined();
  });

  it("lists the site's exercise activities in the order they were added", async () => {
    expect(await listExerciseActivities(db, 'site-acme')).toEqual([
      { id: 'act-swim', site_id: 'site-acme', name: 'Swimming' },
      { id: 'act-bike', site_id: 'site-acme', name: 'Biking' },
    ]);
    expect(await listExerciseActivities(db, 'site-other')).toEqual([]);
  });

  it("lists the site's badge definitions by sequence", async () => {
    const badges = await listBadgeDefinitions(db, 'site-acme');
    expect(badges.map((badge) => badge.id)).toEqual(['badge-1', 'badge-10', 'badge-50']);
    expect(badges[0]).toEqual({
      id: 'badge-1', site_id: 'site-acme', name: 'First Day', category: 'days_logged',
      goal: 1, goal2: null, icon: '/badges/badge-1.png', sequence: 1,
    });
    expect(toBadgeDefinition(badges[0])).toEqual({
      badgeId: 'badge-1', siteId: 'site-acme', name: 'First Day', category: 'days_logged',
      goal: 1, goal2: null, icon: '/badges/badge-1.png', sequence: 1,
    });
  });
});
