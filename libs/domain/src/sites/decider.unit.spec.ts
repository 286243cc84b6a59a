import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { siteDecider } from './decider.js';
import type { SiteCreated, SiteProfile } from './events.js';
import { defaultSiteSettings } from './settings.js';

const site: SiteProfile = {
  siteId: 's-1', name: 'Demo', hostnames: ['localhost'], years: [2026], timeZone: 'UTC', flags: {},
  friendLabel: 'Friend', friendLabelPlural: 'Friends', dailyStepGoal: 10000,
};
const created: SiteCreated = { type: 'SiteCreated', data: { ...site, settings: defaultSiteSettings() } };
const spec = specFor(siteDecider);

describe('site decider', () => {
  it('creates a site once', () => {
    spec([]).when({ type: 'CreateSite', site }).then([created]);
    spec([created]).when({ type: 'CreateSite', site }).thenRejects('site_exists', 'That site already exists.');
  });

  it('records the new-site default settings when none are given, and given ones as they are', () => {
    const settings = { ...defaultSiteSettings(), maxParticipants: 250 };
    spec([]).when({ type: 'CreateSite', site: { ...site, settings } }).then([{ type: 'SiteCreated', data: { ...site, settings } }]);
  });

  it('needs at least one year', () => {
    spec([]).when({ type: 'CreateSite', site: { ...site, years: [] } }).thenRejects('site_years_required', 'A site needs at least one year.');
  });

  it('adds exercise activities with unique names', () => {
    const add = { type: 'AddExerciseActivity', siteId: 's-1', exerciseActivityId: 'a-1', name: ' Walking ' } as const;
    spec([created]).when(add).then([{ type: 'ExerciseActivityAdded', data: { siteId: 's-1', exerciseActivityId: 'a-1', name: 'Walking' } }]);
    spec([created, { type: 'ExerciseActivityAdded', data: { siteId: 's-1', exerciseActivityId: 'a-0', name: 'walking' } }])
      .when(add).thenRejects('activity_exists', 'The activity Walking already exists.');
    spec([]).when(add).thenRejects('site_not_found', 'Site not found.');
  });

  it('defines badges with a whole goal', () => {
    const badge = { badgeId: 'b', siteId: 's-1', name: 'First Day', category: 'days_logged', goal: 1, goal2: null, icon: 'x', sequence: 1 } as const;
    spec([created]).when({ type: 'DefineBadge', badge }).then([{ type: 'BadgeDefined', data: badge }]);
    spec([created]).when({ type: 'DefineBadge', badge: { ...badge, goal: 0 } })
      .thenRejects('invalid_badge_goal', 'A badge goal must be a whole number of at least 1.');
    spec([created, { type: 'BadgeDefined', data: badge }]).when({ type: 'DefineBadge', badge }).thenRejects('badge_exists', 'That badge already exists.');
  });
});
