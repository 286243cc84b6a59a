import { z } from 'zod';
import { completeSiteSettings, siteUrlsOf, type SiteProfile, type SiteSettings } from '@wellway/domain';
import { flag, httpUrl, isoDate, text } from './common.js';
import { storedImageOrEmpty } from './files.js';

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? null : value.trim()));
/** An http(s) address, or null ('' clears it): browsers are sent to these or load from them. */
const optionalUrl = optionalText(2000).pipe(httpUrl().nullable());
const date = isoDate
  .or(z.literal(''))
  .nullish()
  .transform((value) => (value ? value : null));
const whole = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** One URL pattern per line (the editor's textarea) or a list. */
const urls = z
  .union([text(20_000), z.array(text(253), { error: 'must be a list of URLs' }).max(100, 'lists at most 100 URLs')], {
    error: 'must be a list of URLs',
  })
  .transform((value) => (typeof value === 'string' ? value.split(/\r?\n/) : value));

/** Spec 3 §7: coordinators travel as one comma-joined string (a list is accepted too). */
const coordinators = z
  .union([text(10_000), z.array(text(320)).max(200, 'lists at most 200 addresses')], { error: 'must be comma-separated e-mail addresses' })
  .transform((value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value));

const cssVariable = z.object({ variable: text(80), value: text(200) }, { error: 'must be a list of { variable, value }' });

/**
 * A site as the editor saves it (spec 3 §3 names). On PUT every field is optional and the
 * given ones replace the site's; the domain checks the rules on the whole result.
 */
export const saveSiteBody = z.object({
  name: text(100).optional(),
  urls: urls.optional(),
  years: z.array(whole(2000, 2100), { error: 'must be a list of years' }).max(50, 'lists at most 50 years').optional(),
  time_zone: text(64).optional(),
  flags: z
    .record(text(64), flag, { error: 'must be an object of true/false flags' })
    // is_goals_enabled is how reads spell is_goal_enabled (spec 1 §3): a site read and sent back saves.
    .transform(({ is_goals_enabled: _alias, ...flags }) => flags)
    .optional(),
  friend_label: text(40).optional(),
  friend_label_plural: text(40).optional(),
  daily_step_goal: whole(1, 100_000).optional(),
  launch_on: date,
  registration_starts_on: date,
  registration_ends_after: date,
  late_registration_ends_on: date,
  disable_after: date,
  disabled_redirect_url: optionalUrl,
  max_participants: whole(1, 10_000_000).nullish(),
  closed_message: optionalText(2000),
  closed_max_message: optionalText(2000),
  password_regular_expression_string: text(500).optional(),
  password_help_message: text(500).optional(),
  coordinators: coordinators.optional(),
  from_name: text(100).optional(),
  from_address: text(320).optional(),
  user_challenge_days: whole(1, 365).optional(),
  report_privacy_floor: whole(5, 1000).optional(),
  wall_reports_to_hide: whole(1, 50).optional(),
  initial_site_evaluation_id: z.string({ error: 'must be an evaluation id' }).max(64, 'must be an evaluation id').nullish(),
  idle_timeout_seconds: whole(1, 86_400).optional(),
  idle_countdown_seconds: whole(1, 3_600).optional(),
  location_labels: z.array(text(40)).max(3, 'lists at most 3 levels').optional(),
  nested_locations: flag.optional(),
  theme: z.string({ error: 'Theme name must be a string' }).max(40, 'Theme name must be a string').optional(),
  css_config_json: z
    .array(cssVariable, { error: 'must be a list of { variable, value }' })
    .max(200, 'lists at most 200 variables')
    .optional(),
  logo: optionalUrl,
  override_css_url: optionalUrl,
  placeholder_image: optionalUrl,
  /** Shown by locked badges: an image uploaded to this app, as PUT /badges/locked_image takes it (never an outside address). */
  badge_locked_image: optionalText(2000).pipe(storedImageOrEmpty.nullable()),
  webcart_link: optionalUrl,
  default_url: optionalUrl,
  is_active: flag.optional(),
  /** A new pilot password; null or '' clears it; absent leaves it. */
  pilot_password: z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters').nullish(),
});
export type SaveSiteBody = z.output<typeof saveSiteBody>;

type Fields<T> = { [K in keyof T]?: T[K] };

/** The given fields laid over a site's profile (the current one, or the new-site defaults). */
export function mergeSiteBody(base: SiteProfile, body: SaveSiteBody): SiteProfile {
  const settings = completeSiteSettings(base.settings);
  const given = <K extends keyof SaveSiteBody>(key: K) => Object.hasOwn(body, key) && body[key] !== undefined;
  const changes: Fields<SiteSettings> = {};
  const set = <K extends keyof SiteSettings>(key: K, field: keyof SaveSiteBody, value: SiteSettings[K]) => {
    if (given(field)) changes[key] = value;
  };
  set('launchOn', 'launch_on', body.launch_on ?? null);
  set('registrationStartsOn', 'registration_starts_on', body.registration_starts_on ?? null);
  set('registrationEndsAfter', 'registration_ends_after', body.registration_ends_after ?? null);
  set('lateRegistrationEndsOn', 'late_registration_ends_on', body.late_registration_ends_on ?? null);
  set('disableAfter', 'disable_after', body.disable_after ?? null);
  set('disabledRedirectUrl', 'disabled_redirect_url', body.disabled_redirect_url ?? null);
  set('maxParticipants', 'max_participants', body.max_participants ?? null);
  set('closedMessage', 'closed_message', body.closed_message ?? null);
  set('closedMaxMessage', 'closed_max_message', body.closed_max_message ?? null);
  set(
    'passwordRegularExpression',
    'password_regular_expression_string',
    body.password_regular_expression_string ?? settings.passwordRegularExpression,
  );
  set('passwordHelpMessage', 'password_help_message', body.password_help_message ?? settings.passwordHelpMessage);
  set('coordinators', 'coordinators', body.coordinators ?? []);
  set('fromName', 'from_name', body.from_name ?? settings.fromName);
  set('fromAddress', 'from_address', body.from_address ?? settings.fromAddress);
  set('userChallengeDays', 'user_challenge_days', body.user_challenge_days ?? settings.userChallengeDays);
  set('reportPrivacyFloor', 'report_privacy_floor', body.report_privacy_floor ?? settings.reportPrivacyFloor);
  set('wallReportsToHide', 'wall_reports_to_hide', body.wall_reports_to_hide ?? settings.wallReportsToHide);
  set('initialSiteEvaluationId', 'initial_site_evaluation_id', body.initial_site_evaluation_id || null);
  set('idleTimeoutSeconds', 'idle_timeout_seconds', body.idle_timeout_seconds ?? settings.idleTimeoutSeconds);
  set('idleCountdownSeconds', 'idle_countdown_seconds', body.idle_countdown_seconds ?? settings.idleCountdownSeconds);
  set('locationLabels', 'location_labels', body.location_labels ?? []);
  set('nestedLocations', 'nested_locations', body.nested_locations ?? false);
  set('theme', 'theme', body.theme ?? settings.theme);
  set('cssConfig', 'css_config_json', body.css_config_json ?? []);
  set('logo', 'logo', body.logo ?? null);
  set('overrideCssUrl', 'override_css_url', body.override_css_url ?? null);
  set('placeholderImage', 'placeholder_image', body.placeholder_image ?? null);
  set('badgeLockedImage', 'badge_locked_image', body.badge_locked_image ?? null);
  set('webcartLink', 'webcart_link', body.webcart_link ?? null);
  set('defaultUrl', 'default_url', body.default_url ?? null);
  set('isActive', 'is_active', body.is_active ?? true);
  const { hostnames: _legacy, ...rest } = base;
  return {
    ...rest,
    name: body.name ?? base.name,
    urls: body.urls ?? siteUrlsOf(base),
    years: body.years ?? base.years,
    timeZone: body.time_zone ?? base.timeZone,
    flags: body.flags ?? base.flags,
    friendLabel: body.friend_label ?? base.friendLabel,
    friendLabelPlural: body.friend_label_plural ?? base.friendLabelPlural,
    dailyStepGoal: body.daily_step_goal ?? base.dailyStepGoal,
    settings: { ...settings, ...changes },
  };
}

export const pilotPasswordBody = z.object({ password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long') });

const siteState = z.enum(['not_launched', 'open', 'closed', 'disabled']);
const cssVariable_ = z.object({ variable: z.string(), value: z.string() });
const activity = z.object({ id: z.string(), name: z.string() });

/** Who may still come in: the welcome page and the registration form read it. */
export const siteAvailability = z.object({
  state: siteState,
  days_until_launch: z.number().int().nullable(),
  max_participants: z.boolean(),
  registration_ended: z.boolean(),
  registration_frozen: z.boolean(),
});

/**
 * The Site of spec 1 §3 / spec 3 §3. Administrators also read the coordinators, the e-mail sender
 * and `revision` (the site stream's, as the ETag): the editor sends it as If-Match.
 */
export const site = z
  .object({
    id: z.string(),
    name: z.string(),
    urls: z.array(z.string()),
    default_url: z.string(),
    years: z.array(z.number().int()).readonly(),
    current_date: z.string(),
    time_zone: z.string(),
    flags: z.record(z.string(), z.boolean()),
    friend_label: z.string(),
    friend_label_plural: z.string(),
    daily_step_goal: z.number().int(),
    launch_on: z.string().nullable(),
    registration_starts_on: z.string().nullable(),
    registration_ends_after: z.string().nullable(),
    late_registration_ends_on: z.string().nullable(),
    disable_after: z.string().nullable(),
    disabled_redirect_url: z.string().nullable(),
    max_participants: z.number().int().nullable(),
    closed_message: z.string().nullable(),
    closed_max_message: z.string().nullable(),
    password_regular_expression_string: z.string(),
    password_help_message: z.string(),
    user_challenge_days: z.number().int(),
    report_privacy_floor: z.number().int(),
    wall_reports_to_hide: z.number().int(),
    initial_site_evaluation_id: z.string().nullable(),
    idle_timeout_seconds: z.number().int(),
    idle_countdown_seconds: z.number().int(),
    location_labels: z.array(z.string()),
    nested_locations: z.boolean(),
    theme: z.string(),
    css_config_json: z.array(cssVariable_),
    logo: z.string().nullable(),
    override_css_url: z.string().nullable(),
    placeholder_image: z.string().nullable(),
    badge_locked_image: z.string().nullable(),
    webcart_link: z.string().nullable(),
    is_active: z.boolean(),
    has_pilot_password: z.boolean(),
    availability: siteAvailability,
    exercise_activities: z.array(activity),
    coordinators: z.string().optional(),
    from_name: z.string().optional(),
    from_address: z.string().optional(),
    revision: z.number().int().optional(),
  })
  .meta({ title: 'Site' });
export type Site = z.output<typeof site>;

/** A row of the masters' /sites table. */
export const listedSite = z
  .object({
    id: z.string(),
    name: z.string(),
    urls: z.array(z.string()),
    years: z.array(z.number().int()),
    time_zone: z.string(),
    launch_on: z.string().nullable(),
    disable_after: z.string().nullable(),
    participants: z.number().int(),
    state: siteState,
  })
  .meta({ title: 'ListedSite' });
export type ListedSite = z.output<typeof listedSite>;

export const exerciseActivity = activity.extend({ site_id: z.string() });
export type ExerciseActivity = z.output<typeof exerciseActivity>;
/** A theme's variable with its value (the site's, else the theme's default). */
export const themeValue = cssVariable_;
export type ThemeValue = z.output<typeof themeValue>;
/** A theme's variable, its default and what it styles. */
export const themeVariable = cssVariable_.extend({ description: z.string() });
export type ThemeVariable = z.output<typeof themeVariable>;
export const registrationOpen = siteAvailability.pick({ max_participants: true, registration_ended: true, registration_frozen: true });
export type RegistrationOpen = z.output<typeof registrationOpen>;
export const siteNotFoundRedirect = z.object({ redirect_url: z.string().nullable() });
export const siteDeleted = z.object({ id: z.string() });
export const pilotPasswordAccepted = z.object({ authenticated: z.boolean() });
