import type { BadgeDefinition, SiteProfile } from '@wellway/domain';
import type { EventLog } from './fixtures.js';

/** One of the demo site's badges as defined (`BadgeDefined`). */
export function demoBadge(badgeId: string, name: string, goal: number, sequence: number, siteId = 'site-acme'): BadgeDefinition {
  return {
    badgeId,
    siteId,
    parentId: null,
    programId: null,
    name,
    category: 'days_logged',
    goal,
    goal2: null,
    icon: `/badges/${badgeId}.png`,
    sequence,
  };
}

/** The demo site's first badge as the read model lists it (`badge_definitions`). */
export const firstDayBadgeRow = {
  id: 'badge-1',
  site_id: 'site-acme',
  parent_id: null,
  program_id: null,
  name: 'First Day',
  category: 'days_logged',
  goal: 1,
  goal2: null,
  icon: '/badges/badge-1.png',
  sequence: 1,
} as const;

/** Test support: a site with two exercise activities and three badges, appended to `log`. */
export function appendDemoSite(log: EventLog, siteId = 'site-acme'): void {
  const site: SiteProfile = {
    siteId,
    name: 'Acme Wellness',
    hostnames: ['Acme.Example.com', 'localhost'],
    years: [2025, 2026],
    timeZone: 'America/Chicago',
    flags: { is_badges_enabled: true },
    friendLabel: 'Buddy',
    friendLabelPlural: 'Buddies',
    dailyStepGoal: 8000,
  };
  log.append(`site-${siteId}`, 'SiteCreated', site);
  log.append(`site-${siteId}`, 'ExerciseActivityAdded', { siteId, exerciseActivityId: 'act-swim', name: 'Swimming' });
  log.append(`site-${siteId}`, 'ExerciseActivityAdded', { siteId, exerciseActivityId: 'act-bike', name: 'Biking' });
  const badge = (badgeId: string, name: string, goal: number, sequence: number) => demoBadge(badgeId, name, goal, sequence, siteId);
  log.append(`site-${siteId}`, 'BadgeDefined', badge('badge-10', 'Ten Days', 10, 2));
  log.append(`site-${siteId}`, 'BadgeDefined', badge('badge-1', 'First Day', 1, 1));
  log.append(`site-${siteId}`, 'BadgeDefined', badge('badge-50', 'Fifty Days', 50, 3));
}
