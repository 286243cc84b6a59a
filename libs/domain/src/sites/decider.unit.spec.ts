import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { siteDecider } from './decider.js';
import type { SiteCreated, SiteProfile } from './events.js';
import { defaultSiteSettings } from './settings.js';

const site: SiteProfile = {
  siteId: 's-1',
  name: 'Demo',
  urls: ['localhost'],
  years: [2026],
  timeZone: 'UTC',
  flags: {},
  friendLabel: 'Friend',
  friendLabelPlural: 'Friends',
  dailyStepGoal: 10000,
};
const recorded = { ...site, settings: defaultSiteSettings() };
const created: SiteCreated = { type: 'SiteCreated', data: recorded };
const deleted = { type: 'SiteDeleted', data: { siteId: 's-1', deletedAt: '2026-11-23T10:00:00.000Z' } } as const;
const spec = specFor(siteDecider);
const update = (changes: Partial<SiteProfile>, pilotPasswordHash?: string | null) =>
  ({ type: 'UpdateSite', site: { ...recorded, ...changes }, ...(pilotPasswordHash === undefined ? {} : { pilotPasswordHash }) }) as const;
const withSettings = (changes: Partial<SiteProfile['settings']>) => ({ settings: { ...defaultSiteSettings(), ...changes } });

describe('site decider', () => {
  it('creates a site once', () => {
    spec([]).when({ type: 'CreateSite', site }).then([created]);
    spec([created]).when({ type: 'CreateSite', site }).thenRejects('site_exists', 'That site already exists.');
  });

  it('records the new-site default settings when none are given, and given ones as they are', () => {
    const settings = { ...defaultSiteSettings(), maxParticipants: 250 };
    spec([])
      .when({ type: 'CreateSite', site: { ...site, settings } })
      .then([{ type: 'SiteCreated', data: { ...site, settings } }]);
  });

  it('records URLs normalised, legacy host names as URLs, labels defaulted and years sorted', () => {
    const { urls: _urls, ...legacy } = site;
    spec([])
      .when({
        type: 'CreateSite',
        site: { ...legacy, hostnames: ['LocalHost'], years: [2026, 2025, 2026], friendLabel: ' ', friendLabelPlural: '' },
      })
      .then([{ type: 'SiteCreated', data: { ...recorded, urls: ['localhost'], years: [2025, 2026] } }]);
    spec([created])
      .when(update({ urls: ['https://*.Acme.example.com/', '', 'acme.example.com:8080'] }))
      .then([{ type: 'SiteUpdated', data: { ...recorded, urls: ['*.acme.example.com', 'acme.example.com'] } }]);
  });

  it('needs at least one year', () => {
    spec([])
      .when({ type: 'CreateSite', site: { ...site, years: [] } })
      .thenRejects('site_years_required', 'A site needs at least one year.');
    spec([created])
      .when(update({ years: [1999] }))
      .thenRejects('site_year_invalid', 'Years must be whole numbers from 2000 to 2100.');
  });

  it('needs a name, a known time zone, known flags and a whole daily step goal', () => {
    spec([created])
      .when(update({ name: '  ' }))
      .thenRejects('site_name_required', 'A site needs a name.');
    spec([created])
      .when(update({ timeZone: 'Mars/Olympus' }))
      .thenRejects('site_time_zone_invalid', 'The time zone Mars/Olympus is not known.');
    spec([created])
      .when(update({ flags: { is_flying_enabled: true } }))
      .thenRejects('site_flag_unknown', 'Unknown site flag: is_flying_enabled.');
    spec([created])
      .when(update({ dailyStepGoal: 0.5 }))
      .thenRejects('daily_step_goal_invalid', 'The daily step goal must be a whole number from 1 to 100,000.');
  });

  it('needs URLs, valid ones, and a last URL without an asterisk (spec 3 §5)', () => {
    spec([created])
      .when(update({ urls: [' '] }))
      .thenRejects('site_urls_required', 'A site needs at least one URL.');
    spec([created])
      .when(update({ urls: ['acme.example.com', '*.acme.example.com'] }))
      .thenRejects('site_last_url_wildcard', 'The last URL may not contain an asterisk.');
    spec([created])
      .when(update({ urls: ['acme example.com'] }))
      .thenRejects(
        'site_url_invalid',
        'The URL acme example.com is not valid: write a host name such as acme.example.com, with * for any part.',
      );
  });

  it('turns allow_set_location off with location display (spec 3 §5)', () => {
    spec([created])
      .when(update({ flags: { is_location_displayed: false, allow_set_location: true } }))
      .then([{ type: 'SiteUpdated', data: { ...recorded, flags: { is_location_displayed: false, allow_set_location: false } } }]);
    spec([created])
      .when(update({ flags: { is_location_displayed: true, allow_set_location: true } }))
      .then([{ type: 'SiteUpdated', data: { ...recorded, flags: { is_location_displayed: true, allow_set_location: true } } }]);
  });

  it('keeps coordinator e-mails non-empty and valid, lower-cased once each', () => {
    spec([created])
      .when(update(withSettings({ coordinators: ['A@Acme.com', 'b@acme.com', 'a@acme.com'] })))
      .then([{ type: 'SiteUpdated', data: { ...recorded, ...withSettings({ coordinators: ['a@acme.com', 'b@acme.com'] }) } }]);
    spec([created])
      .when(update(withSettings({ coordinators: ['a@acme.com', ' '] })))
      .thenRejects('coordinator_email_empty', 'A coordinator e-mail address may not be empty.');
    spec([created])
      .when(update(withSettings({ coordinators: ['not-an-address'] })))
      .thenRejects('coordinator_email_invalid', 'The coordinator e-mail address not-an-address is not valid.');
  });

  it('checks the registration window, limits, password rule and sender', () => {
    spec([created])
      .when(update(withSettings({ launchOn: '2026-02-30' })))
      .thenRejects('site_date_invalid', 'The launch date must be a date written YYYY-MM-DD.');
    spec([created])
      .when(update(withSettings({ launchOn: '2026-03-01', registrationEndsAfter: '2026-02-01' })))
      .thenRejects('registration_ends_before_launch', 'Registration must end on or after the launch date.');
    spec([created])
      .when(update(withSettings({ registrationEndsAfter: '2026-03-01', lateRegistrationEndsOn: '2026-02-01' })))
      .thenRejects('late_registration_before_end', 'Late registration must end on or after registration ends.');
    spec([created])
      .when(update(withSettings({ registrationEndsAfter: '2026-03-01', disableAfter: '2026-02-01' })))
      .thenRejects('disable_before_registration_end', 'The site can only be disabled after registration ends.');
    spec([created])
      .when(update(withSettings({ maxParticipants: 0 })))
      .thenRejects('max_participants_invalid', 'The participant limit must be a whole number of at least 1.');
    spec([created])
      .when(update(withSettings({ userChallengeDays: 0 })))
      .thenRejects('challenge_days_invalid', 'Challenge days must be a whole number from 1 to 365.');
    spec([created])
      .when(update(withSettings({ wallReportsToHide: 0 })))
      .thenRejects('wall_reports_to_hide_invalid', 'Reports that hide a post must be a whole number from 1 to 50.');
    spec([created])
      .when(update(withSettings({ reportPrivacyFloor: 4 })))
      .thenRejects('report_privacy_floor_invalid', 'The report privacy floor must be a whole number from 5 to 1000.');
    spec([created])
      .when(update(withSettings({ idleTimeoutSeconds: 0 })))
      .thenRejects('idle_timeout_invalid', 'The idle time must be a whole number of seconds from 1 to 86400.');
    spec([created])
      .when(update(withSettings({ idleCountdownSeconds: 3601 })))
      .thenRejects('idle_countdown_invalid', 'The idle countdown must be a whole number of seconds from 1 to 3600.');
    spec([created])
      .when(update(withSettings({ passwordRegularExpression: '([' })))
      .thenRejects('password_rule_invalid', 'The password rule must be a valid regular expression.');
    spec([created])
      .when(update(withSettings({ fromAddress: 'nobody' })))
      .thenRejects('from_address_invalid', 'The sender address must be a valid e-mail address.');
  });

  it('checks the theme: a name, a known theme, custom properties with safe values', () => {
    spec([created])
      .when(update(withSettings({ theme: '' })))
      .thenRejects('theme_name_invalid', 'Theme name must be a string');
    spec([created])
      .when(update(withSettings({ theme: 'Neon' })))
      .thenRejects('theme_unknown', 'There is no theme named Neon.');
    spec([created])
      .when(update(withSettings({ cssConfig: [{ variable: 'color', value: 'red' }] })))
      .thenRejects('theme_variable_invalid', 'The theme variable color must be a CSS custom property such as --color-primary.');
    spec([created])
      .when(update(withSettings({ cssConfig: [{ variable: '--color-primary', value: 'red; } body { display: none' }] })))
      .thenRejects('theme_value_invalid', 'The value of --color-primary may not be empty or contain ; { } < > or \\.');
    const cssConfig = [{ variable: '--color-primary', value: '#AA3300' }];
    spec([created])
      .when(update(withSettings({ theme: 'default', cssConfig })))
      .then([{ type: 'SiteUpdated', data: { ...recorded, ...withSettings({ cssConfig }) } }]);
  });

  it('sets, replaces and clears the pilot password, and leaves it alone when not asked', () => {
    const changed = (passwordHash: string | null) => ({ type: 'SitePilotPasswordChanged', data: { siteId: 's-1', passwordHash } }) as const;
    const updated = { type: 'SiteUpdated', data: recorded } as const;
    spec([created])
      .when(update({}, '$argon2id$one'))
      .then([updated, changed('$argon2id$one')]);
    spec([created, changed('$argon2id$one')])
      .when(update({}, null))
      .then([updated, changed(null)]);
    spec([created]).when(update({}, null)).then([updated]);
    spec([created, changed('$argon2id$one')])
      .when(update({}))
      .then([updated]);
    spec([])
      .when({ type: 'CreateSite', site, pilotPasswordHash: '$argon2id$one' })
      .then([created, changed('$argon2id$one')]);
  });

  it('deletes a site softly, never the one the master is signed in to, and then names it no more', () => {
    const command = { type: 'DeleteSite', siteId: 's-1', deletedAt: '2026-11-23T10:00:00.000Z', actorSiteId: 's-0' } as const;
    spec([created]).when(command).then([deleted]);
    spec([created])
      .when({ ...command, actorSiteId: 's-1' })
      .thenRejects('site_delete_own', 'You cannot delete the site you are signed in to.');
    spec([created, deleted]).when(command).thenRejects('site_not_found', 'Site not found.');
    spec([created, deleted]).when(update({})).thenRejects('site_not_found', 'Site not found.');
    spec([]).when(update({})).thenRejects('site_not_found', 'Site not found.');
  });

  it('adds exercise activities with unique names', () => {
    const add = { type: 'AddExerciseActivity', siteId: 's-1', exerciseActivityId: 'a-1', name: ' Walking ' } as const;
    spec([created])
      .when(add)
      .then([{ type: 'ExerciseActivityAdded', data: { siteId: 's-1', exerciseActivityId: 'a-1', name: 'Walking' } }]);
    spec([created, { type: 'ExerciseActivityAdded', data: { siteId: 's-1', exerciseActivityId: 'a-0', name: 'walking' } }])
      .when(add)
      .thenRejects('activity_exists', 'The activity Walking already exists.');
    spec([]).when(add).thenRejects('site_not_found', 'Site not found.');
  });

  it('defines badges with a whole goal', () => {
    const badge = {
      badgeId: 'b',
      siteId: 's-1',
      name: 'First Day',
      category: 'days_logged',
      goal: 1,
      goal2: null,
      icon: 'x',
      sequence: 1,
    } as const;
    spec([created])
      .when({ type: 'DefineBadge', badge })
      .then([{ type: 'BadgeDefined', data: badge }]);
    spec([created])
      .when({ type: 'DefineBadge', badge: { ...badge, goal: 0 } })
      .thenRejects('invalid_badge_goal', 'A badge goal must be a whole number of at least 1.');
    spec([created, { type: 'BadgeDefined', data: badge }])
      .when({ type: 'DefineBadge', badge })
      .thenRejects('badge_exists', 'That badge already exists.');
  });
  it("sets the site's badge locked image, once per change", () => {
    const set = (badgeLockedImage: string | null) => ({ type: 'SetBadgeLockedImage' as const, siteId: 's-1', badgeLockedImage });
    const changed = { type: 'BadgeLockedImageChanged' as const, data: { siteId: 's-1', badgeLockedImage: '/locked.png' } };
    spec([created]).when(set(' /locked.png ')).then([changed]);
    spec([created, changed]).when(set('/locked.png')).then([]);
    spec([created, changed])
      .when(set(''))
      .then([{ type: 'BadgeLockedImageChanged', data: { siteId: 's-1', badgeLockedImage: null } }]);
    spec([created])
      .when(set('x'.repeat(2001)))
      .thenRejects('badge_locked_image_too_long', 'The locked image can be at most 2000 characters.');
    spec([]).when(set('/locked.png')).thenRejects('site_not_found', 'Site not found.');
  });
});
