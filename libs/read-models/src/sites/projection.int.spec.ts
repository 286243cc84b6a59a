import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, newSiteProfile, type SiteProfile } from '@wellway/domain';
import { EventLog, replayEveryWay } from '../testing/fixtures.js';
import { replayedAlike, useReadModelDb } from '../testing/read-model-db.spec.js';
import { appendDemoSite, demoBadge, firstDayBadgeRow } from '../testing/sites.js';
import { sitesProjection } from './projection.js';
import {
  countParticipants,
  findPilotPasswordHash,
  findSiteByHostname,
  findSiteById,
  listExerciseActivities,
  listSites,
} from './queries.js';
import { listBadgeDefinitions, toBadgeDefinition } from './badge-definitions.js';

const log = new EventLog();
const beta: SiteProfile = {
  ...newSiteProfile('site-beta', 2026),
  name: 'Beta Health',
  urls: ['*.beta.example.com', 'beta.example.com'],
  timeZone: 'UTC',
  flags: {},
};
log.append('site-site-beta', 'SiteCreated', beta);
log.append('site-site-beta', 'SitePilotPasswordChanged', { siteId: 'site-beta', passwordHash: '$argon2id$first' });
log.append('site-site-gone', 'SiteCreated', { ...beta, siteId: 'site-gone', name: 'Gone', urls: ['gone.example.com'] });
log.append('site-site-gone', 'SiteDeleted', { siteId: 'site-gone', deletedAt: '2026-03-01T10:00:00.000Z' });
appendDemoSite(log);
// After the older half: replaying that half again replays beta's older profile and pilot password.
log.append('site-site-beta', 'SiteUpdated', { ...beta, name: 'Beta Wellness', flags: { is_wall_enabled: true } });
log.append('site-site-beta', 'SitePilotPasswordChanged', { siteId: 'site-beta', passwordHash: '$argon2id$second' });

const bed = useReadModelDb();

describe('sites projection', () => {
  it('gives the same tables however often and in whatever batches the events arrive', async () => {
    const first = await replayedAlike(bed.db, sitesProjection, log.events);
    expect(first.sites).toHaveLength(3);
    // Twice over: the second full replay lands on the same tables.
    const [again] = await replayEveryWay(bed.db, sitesProjection, log.events);
    expect(again).toEqual(first);
  });

  it('finds a site by any of its host names, ignoring case and port', async () => {
    const site = await findSiteByHostname(bed.db, 'ACME.example.com:8080');
    expect(site).toEqual({
      id: 'site-acme',
      name: 'Acme Wellness',
      urls: ['acme.example.com', 'localhost'], // recorded as `hostnames`, before URLs existed
      years: [2025, 2026],
      time_zone: 'America/Chicago',
      flags: { is_badges_enabled: true },
      friend_label: 'Buddy',
      friend_label_plural: 'Buddies',
      daily_step_goal: 8000,
      settings: defaultSiteSettings(), // its SiteCreated predates settings: the defaults stand in
      has_pilot_password: false,
      exercise_activities: [
        { id: 'act-swim', name: 'Swimming' },
        { id: 'act-bike', name: 'Biking' },
      ],
      revision: 5, // the site stream's last event (a badge definition counts as much as a profile)
    });
    expect(await findSiteByHostname(bed.db, 'localhost')).toEqual(site);
    expect(await findSiteById(bed.db, 'site-acme')).toEqual(site);
    expect(await findSiteByHostname(bed.db, 'elsewhere.example.com')).toBeUndefined();
    expect(await findSiteById(bed.db, 'site-missing')).toBeUndefined();
  });

  it('keeps the latest profile and pilot password, matches * patterns, and forgets deleted sites', async () => {
    const site = await findSiteByHostname(bed.db, 'EU.beta.example.com');
    expect(site).toMatchObject({
      id: 'site-beta',
      name: 'Beta Wellness',
      urls: ['*.beta.example.com', 'beta.example.com'],
      flags: { is_wall_enabled: true },
      has_pilot_password: true,
    });
    expect(await findSiteByHostname(bed.db, 'beta.example.com')).toEqual(site);
    expect(await findSiteByHostname(bed.db, 'xbeta.example.com')).toBeUndefined();
    expect(await findPilotPasswordHash(bed.db, 'site-beta')).toBe('$argon2id$second');
    expect(site?.revision).toBe(3); // the last pilot password change, after the profile
    expect(await findSiteById(bed.db, 'site-gone')).toBeUndefined();
    expect(await findSiteByHostname(bed.db, 'gone.example.com')).toBeUndefined();
    expect(await findPilotPasswordHash(bed.db, 'site-gone')).toBeUndefined();
    expect((await listSites(bed.db)).map((row) => [row.name, row.participants])).toEqual([
      ['Acme Wellness', 0],
      ['Beta Wellness', 0],
    ]);
    expect(await countParticipants(bed.db, 'site-beta')).toBe(0);
  });

  it("lists the site's exercise activities in the order they were added", async () => {
    expect(await listExerciseActivities(bed.db, 'site-acme')).toEqual([
      { id: 'act-swim', site_id: 'site-acme', name: 'Swimming' },
      { id: 'act-bike', site_id: 'site-acme', name: 'Biking' },
    ]);
    expect(await listExerciseActivities(bed.db, 'site-other')).toEqual([]);
  });

  it("lists the site's badge definitions by sequence", async () => {
    const badges = await listBadgeDefinitions(bed.db, 'site-acme');
    expect(badges.map((badge) => badge.id)).toEqual(['badge-1', 'badge-10', 'badge-50']);
    expect(badges[0]).toEqual(firstDayBadgeRow);
    expect(toBadgeDefinition(badges[0])).toEqual(demoBadge('badge-1', 'First Day', 1, 1));
  });
});
