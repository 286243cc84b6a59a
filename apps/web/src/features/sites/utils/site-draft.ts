import { featurePresetFlags, withLocationRule, type FeaturePreset } from '@wellway/domain/sites/flags';
import { newSiteProfile } from '@wellway/domain/sites/rules';
import type { SiteDetail } from '../api/get-site';
import type { SiteBody } from '../api/save-site';

/** The site editor's working copy: what the inputs hold. */
export interface SiteDraft {
  readonly name: string;
  /** One URL pattern per line. */
  readonly urls: string;
  readonly default_url: string;
  /** Comma-separated years. */
  readonly years: string;
  readonly time_zone: string;
  readonly daily_step_goal: string;
  readonly friend_label: string;
  readonly friend_label_plural: string;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly launch_on: string;
  readonly registration_starts_on: string;
  readonly registration_ends_after: string;
  readonly late_registration_ends_on: string;
  readonly disable_after: string;
  readonly disabled_redirect_url: string;
  readonly max_participants: string;
  readonly closed_message: string;
  readonly closed_max_message: string;
  readonly password_regular_expression_string: string;
  readonly password_help_message: string;
  readonly user_challenge_days: string;
  readonly wall_reports_to_hide: string;
  /** '' : none. */
  readonly initial_site_evaluation_id: string;
  readonly idle_timeout_seconds: string;
  readonly idle_countdown_seconds: string;
  readonly coordinators: readonly string[];
  readonly from_name: string;
  readonly from_address: string;
  readonly location_labels: readonly [string, string, string];
  readonly nested_locations: boolean;
  readonly theme: string;
  readonly logo: string;
  readonly override_css_url: string;
  readonly placeholder_image: string;
  readonly badge_locked_image: string;
  readonly webcart_link: string;
  readonly is_active: boolean;
  /** '' leaves the pilot password as it is. */
  readonly pilot_password: string;
  readonly clear_pilot_password: boolean;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const labels = (values: readonly string[]): readonly [string, string, string] => [values[0] ?? '', values[1] ?? '', values[2] ?? ''];

export function draftFromSite(site: SiteDetail): SiteDraft {
  return {
    name: site.name,
    urls: site.urls.join('\n'),
    default_url: site.default_url === `https://${site.urls.at(-1) ?? ''}` ? '' : site.default_url,
    years: site.years.join(', '),
    time_zone: site.time_zone,
    daily_step_goal: text(site.daily_step_goal),
    friend_label: site.friend_label,
    friend_label_plural: site.friend_label_plural,
    flags: Object.fromEntries(Object.entries(site.flags).filter(([flag]) => flag !== 'is_goals_enabled')),
    launch_on: text(site.launch_on),
    registration_starts_on: text(site.registration_starts_on),
    registration_ends_after: text(site.registration_ends_after),
    late_registration_ends_on: text(site.late_registration_ends_on),
    disable_after: text(site.disable_after),
    disabled_redirect_url: text(site.disabled_redirect_url),
    max_participants: text(site.max_participants),
    closed_message: text(site.closed_message),
    closed_max_message: text(site.closed_max_message),
    password_regular_expression_string: site.password_regular_expression_string,
    password_help_message: site.password_help_message,
    user_challenge_days: text(site.user_challenge_days),
    wall_reports_to_hide: text(site.wall_reports_to_hide),
    initial_site_evaluation_id: text(site.initial_site_evaluation_id),
    idle_timeout_seconds: text(site.idle_timeout_seconds),
    idle_countdown_seconds: text(site.idle_countdown_seconds),
    coordinators: site.coordinators ? site.coordinators.split(',').filter(Boolean) : [],
    from_name: text(site.from_name),
    from_address: text(site.from_address),
    location_labels: labels(site.location_labels),
    nested_locations: site.nested_locations,
    theme: site.theme,
    logo: text(site.logo),
    override_css_url: text(site.override_css_url),
    placeholder_image: text(site.placeholder_image),
    badge_locked_image: text(site.badge_locked_image),
    webcart_link: text(site.webcart_link),
    is_active: site.is_active,
    pilot_password: '',
    clear_pilot_password: false,
  };
}

/** Spec 3 §3 new-site defaults (the domain's), as a draft. */
export function newSiteDraft(thisYear: number): SiteDraft {
  const site = newSiteProfile('new', thisYear);
  const s = site.settings;
  return {
    ...draftFromSite({
      id: 'new',
      name: '',
      urls: [],
      default_url: '',
      years: site.years,
      current_date: '',
      time_zone: site.timeZone,
      flags: site.flags,
      friend_label: site.friendLabel,
      friend_label_plural: site.friendLabelPlural,
      daily_step_goal: site.dailyStepGoal,
      launch_on: null,
      registration_starts_on: null,
      registration_ends_after: null,
      late_registration_ends_on: null,
      disable_after: null,
      disabled_redirect_url: null,
      max_participants: null,
      closed_message: null,
      closed_max_message: null,
      password_regular_expression_string: s.passwordRegularExpression,
      password_help_message: s.passwordHelpMessage,
      user_challenge_days: s.userChallengeDays,
      report_privacy_floor: s.reportPrivacyFloor,
      wall_reports_to_hide: s.wallReportsToHide,
      initial_site_evaluation_id: null,
      idle_timeout_seconds: s.idleTimeoutSeconds,
      idle_countdown_seconds: s.idleCountdownSeconds,
      location_labels: [],
      nested_locations: false,
      theme: s.theme,
      css_config_json: [],
      logo: null,
      override_css_url: null,
      placeholder_image: null,
      badge_locked_image: null,
      webcart_link: null,
      is_active: true,
      has_pilot_password: false,
      exercise_activities: [],
      coordinators: '',
      from_name: s.fromName,
      from_address: s.fromAddress,
      availability: {
        state: 'open',
        days_until_launch: null,
        max_participants: false,
        registration_ended: false,
        registration_frozen: false,
      },
    }),
    default_url: '',
  };
}

/** Spec 3 §5: turning off location display turns off allow_set_location. */
export function withFlag(draft: SiteDraft, flag: string, on: boolean): SiteDraft {
  return { ...draft, flags: withLocationRule({ ...draft.flags, [flag]: on }) };
}

export function withPreset(draft: SiteDraft, preset: FeaturePreset): SiteDraft {
  return { ...draft, flags: { ...draft.flags, ...featurePresetFlags(preset) } };
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Spec 3 §5: a coordinator e-mail must be non-empty (and look like an address) to be added. */
export function coordinatorError(draft: SiteDraft, email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Enter an e-mail address to add.';
  if (!EMAIL.test(value)) return `The coordinator e-mail address ${value} is not valid.`;
  if (draft.coordinators.some((existing) => existing.toLowerCase() === value.toLowerCase())) return `${value} is already a coordinator.`;
  return null;
}

export const urlLines = (urls: string): string[] =>
  urls
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The editor's messages: the domain's (libs/domain sites/rules.ts) and the form's own for years. */
export const siteDraftMessages = {
  nameRequired: 'A site needs a name.',
  urlsRequired: 'A site needs at least one URL.',
  lastUrlWildcard: 'The last URL may not contain an asterisk.',
  yearsRequired: 'A site needs at least one year.',
  yearsFormat: 'Write years as four digits, separated by commas.',
} as const;

type CheckedField = 'name' | 'urls' | 'years';

/** The rules the editor checks before saving (the API checks them all again). */
export function draftErrors(draft: SiteDraft): Partial<Record<CheckedField, string>> {
  const m = siteDraftMessages;
  const errors: Partial<Record<CheckedField, string>> = {};
  if (draft.name.trim() === '') errors.name = m.nameRequired;
  const lines = urlLines(draft.urls);
  if (lines.length === 0) errors.urls = m.urlsRequired;
  else if (lines.at(-1)?.includes('*')) errors.urls = m.lastUrlWildcard;
  if (draft.years.split(',').every((year) => year.trim() === '')) errors.years = m.yearsRequired;
  else if (!draft.years.split(',').every((year) => /^\s*\d{4}\s*$/.test(year))) errors.years = m.yearsFormat;
  return errors;
}

/** The same rules as the form kit reads them: messages in screen order… */
export const draftProblems = (draft: SiteDraft): string[] => Object.values(draftErrors(draft));

const fieldByMessage: Record<string, CheckedField> = {
  [siteDraftMessages.nameRequired]: 'name',
  [siteDraftMessages.urlsRequired]: 'urls',
  [siteDraftMessages.lastUrlWildcard]: 'urls',
  [siteDraftMessages.yearsRequired]: 'years',
  [siteDraftMessages.yearsFormat]: 'years',
};

/** …each beside its field. */
export const draftFieldOf = (message: string): CheckedField | undefined => fieldByMessage[message];

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The body PUT/POST /api/sites take; coordinators as one comma-joined string (spec 3 §7). */
export function bodyFromDraft(draft: SiteDraft): SiteBody {
  return {
    name: draft.name.trim(),
    urls: urlLines(draft.urls),
    default_url: orNull(draft.default_url),
    years: draft.years
      .split(',')
      .map((year) => Number(year.trim()))
      .filter((year) => Number.isFinite(year) && year > 0),
    time_zone: draft.time_zone,
    daily_step_goal: Number(draft.daily_step_goal),
    friend_label: draft.friend_label,
    friend_label_plural: draft.friend_label_plural,
    flags: draft.flags,
    launch_on: orNull(draft.launch_on),
    registration_starts_on: orNull(draft.registration_starts_on),
    registration_ends_after: orNull(draft.registration_ends_after),
    late_registration_ends_on: orNull(draft.late_registration_ends_on),
    disable_after: orNull(draft.disable_after),
    disabled_redirect_url: orNull(draft.disabled_redirect_url),
    max_participants: numberOrNull(draft.max_participants),
    closed_message: orNull(draft.closed_message),
    closed_max_message: orNull(draft.closed_max_message),
    password_regular_expression_string: draft.password_regular_expression_string,
    password_help_message: draft.password_help_message,
    user_challenge_days: Number(draft.user_challenge_days),
    wall_reports_to_hide: Number(draft.wall_reports_to_hide),
    initial_site_evaluation_id: orNull(draft.initial_site_evaluation_id),
    idle_timeout_seconds: Number(draft.idle_timeout_seconds),
    idle_countdown_seconds: Number(draft.idle_countdown_seconds),
    coordinators: draft.coordinators.join(','),
    from_name: draft.from_name,
    from_address: draft.from_address,
    location_labels: draft.location_labels.filter((label) => label.trim() !== ''),
    nested_locations: draft.nested_locations,
    theme: draft.theme,
    logo: orNull(draft.logo),
    override_css_url: orNull(draft.override_css_url),
    placeholder_image: orNull(draft.placeholder_image),
    badge_locked_image: orNull(draft.badge_locked_image),
    webcart_link: orNull(draft.webcart_link),
    is_active: draft.is_active,
    ...(draft.clear_pilot_password
      ? { pilot_password: null }
      : draft.pilot_password !== ''
        ? { pilot_password: draft.pilot_password }
        : {}),
  };
}
