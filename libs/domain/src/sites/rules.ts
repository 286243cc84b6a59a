import { isIsoDate } from '../shared/dates.js';
import { DomainError } from '../shared/errors.js';
import type { SiteProfile } from './events.js';
import { siteUrlsOf } from './events.js';
import { isSiteFlag, NEW_SITE_FLAGS, withLocationRule } from './flags.js';
import { completeSiteSettings, defaultSiteSettings, type SiteSettings } from './settings.js';
import { isSafeThemeValue, isThemeVariableName, themeDefinition } from './themes.js';
import { isValidSiteUrl, isWildcardUrl, normaliseSiteUrl } from './urls.js';
import { isEmailAddress } from '../shared/email.js';

const invalid = (code: string, message: string) => new DomainError('validation', code, message);

/** Spec 3 §3: friend labels default to 'Friend' and 'Friends'. */
export const DEFAULT_FRIEND_LABEL = 'Friend';
export const DEFAULT_FRIEND_LABEL_PLURAL = 'Friends';

function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone.trim() !== '';
  } catch {
    return false;
  }
}

function compiles(expression: string): boolean {
  try {
    new RegExp(expression);
    return true;
  } catch {
    return false;
  }
}

const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function checkUrls(urls: readonly string[]): string[] {
  const normalised = [...new Set(urls.map(normaliseSiteUrl).filter((url) => url !== ''))];
  if (normalised.length === 0) throw invalid('site_urls_required', 'A site needs at least one URL.');
  for (const url of normalised) {
    if (!isValidSiteUrl(url))
      throw invalid('site_url_invalid', `The URL ${url} is not valid: write a host name such as acme.example.com, with * for any part.`);
  }
  // Spec 3 §5: the last line is the site's own address, so it may not be a pattern.
  if (isWildcardUrl(normalised.at(-1) ?? '')) throw invalid('site_last_url_wildcard', 'The last URL may not contain an asterisk.');
  return normalised;
}

function checkSettings(settings: SiteSettings): SiteSettings {
  const dates: [keyof SiteSettings, string][] = [
    ['launchOn', 'The launch date'],
    ['registrationStartsOn', 'The registration start'],
    ['registrationEndsAfter', 'The registration end'],
    ['lateRegistrationEndsOn', 'The late registration end'],
    ['disableAfter', 'The disable date'],
  ];
  for (const [field, label] of dates) {
    const value = settings[field];
    if (value !== null && (typeof value !== 'string' || !isIsoDate(value)))
      throw invalid('site_date_invalid', `${label} must be a date written YYYY-MM-DD.`);
  }
  const { launchOn, registrationEndsAfter, lateRegistrationEndsOn, disableAfter } = settings;
  if (launchOn && registrationEndsAfter && registrationEndsAfter < launchOn) {
    throw invalid('registration_ends_before_launch', 'Registration must end on or after the launch date.');
  }
  if (registrationEndsAfter && lateRegistrationEndsOn && lateRegistrationEndsOn < registrationEndsAfter) {
    throw invalid('late_registration_before_end', 'Late registration must end on or after registration ends.');
  }
  if (disableAfter && (registrationEndsAfter ?? launchOn) && disableAfter < (registrationEndsAfter ?? launchOn)!) {
    throw invalid('disable_before_registration_end', 'The site can only be disabled after registration ends.');
  }
  if (settings.maxParticipants !== null && !wholeIn(settings.maxParticipants, 1, 10_000_000)) {
    throw invalid('max_participants_invalid', 'The participant limit must be a whole number of at least 1.');
  }
  if (!wholeIn(settings.userChallengeDays, 1, 365))
    throw invalid('challenge_days_invalid', 'Challenge days must be a whole number from 1 to 365.');
  if (!wholeIn(settings.reportPrivacyFloor, 5, 1000))
    throw invalid('report_privacy_floor_invalid', 'The report privacy floor must be a whole number from 5 to 1000.');
  if (!wholeIn(settings.wallReportsToHide, 1, 50))
    throw invalid('wall_reports_to_hide_invalid', 'Reports that hide a post must be a whole number from 1 to 50.');
  if (!wholeIn(settings.idleTimeoutSeconds, 1, 86_400))
    throw invalid('idle_timeout_invalid', 'The idle time must be a whole number of seconds from 1 to 86400.');
  if (!wholeIn(settings.idleCountdownSeconds, 1, 3_600))
    throw invalid('idle_countdown_invalid', 'The idle countdown must be a whole number of seconds from 1 to 3600.');
  if (!compiles(settings.passwordRegularExpression))
    throw invalid('password_rule_invalid', 'The password rule must be a valid regular expression.');
  const coordinators = settings.coordinators.map((email) => email.trim());
  for (const email of coordinators) {
    if (email === '') throw invalid('coordinator_email_empty', 'A coordinator e-mail address may not be empty.');
    if (!isEmailAddress(email)) throw invalid('coordinator_email_invalid', `The coordinator e-mail address ${email} is not valid.`);
  }
  if (!isEmailAddress(settings.fromAddress.trim()))
    throw invalid('from_address_invalid', 'The sender address must be a valid e-mail address.');
  if (typeof settings.theme !== 'string' || settings.theme.trim() === '')
    throw invalid('theme_name_invalid', 'Theme name must be a string');
  const theme = themeDefinition(settings.theme);
  if (!theme) throw invalid('theme_unknown', `There is no theme named ${settings.theme}.`);
  for (const entry of settings.cssConfig) {
    if (!isThemeVariableName(entry.variable))
      throw invalid(
        'theme_variable_invalid',
        `The theme variable ${entry.variable} must be a CSS custom property such as --color-primary.`,
      );
    if (!isSafeThemeValue(entry.value))
      throw invalid('theme_value_invalid', `The value of ${entry.variable} may not be empty or contain ; { } < > or \\.`);
  }
  return {
    ...settings,
    coordinators: [...new Set(coordinators.map((email) => email.toLowerCase()))],
    fromAddress: settings.fromAddress.trim(),
    fromName: settings.fromName.trim(),
    theme: THEME_NAME_OF(settings.theme),
    locationLabels: settings.locationLabels.map((label) => label.trim()).filter((label) => label !== ''),
  };
}

const THEME_NAME_OF = (name: string) => (themeDefinition(name) ? name.trim().replace(/^default$/i, 'Default') : name);

/**
 * The site editor's rules (spec 3 §5) and the profile as it is recorded: URLs normalised, the
 * location rule applied, labels defaulted, years sorted, settings complete. Throws the first
 * broken rule.
 */
export function checkedSiteProfile(profile: SiteProfile): SiteProfile & { urls: readonly string[]; settings: SiteSettings } {
  const name = profile.name.trim();
  if (name === '') throw invalid('site_name_required', 'A site needs a name.');
  const urls = checkUrls(siteUrlsOf(profile));
  if (profile.years.length === 0) throw invalid('site_years_required', 'A site needs at least one year.');
  if (!profile.years.every((year) => wholeIn(year, 2000, 2100)))
    throw invalid('site_year_invalid', 'Years must be whole numbers from 2000 to 2100.');
  if (!knownTimeZone(profile.timeZone)) throw invalid('site_time_zone_invalid', `The time zone ${profile.timeZone} is not known.`);
  const unknown = Object.keys(profile.flags).find((flag) => !isSiteFlag(flag));
  if (unknown !== undefined) throw invalid('site_flag_unknown', `Unknown site flag: ${unknown}.`);
  if (!wholeIn(profile.dailyStepGoal, 1, 100_000))
    throw invalid('daily_step_goal_invalid', 'The daily step goal must be a whole number from 1 to 100,000.');
  const { hostnames: _legacy, ...rest } = profile;
  return {
    ...rest,
    name,
    urls,
    years: [...new Set(profile.years)].sort((a, b) => a - b),
    timeZone: profile.timeZone.trim(),
    flags: withLocationRule(profile.flags),
    friendLabel: profile.friendLabel.trim() || DEFAULT_FRIEND_LABEL,
    friendLabelPlural: profile.friendLabelPlural.trim() || DEFAULT_FRIEND_LABEL_PLURAL,
    settings: checkSettings(completeSiteSettings(profile.settings)),
  };
}

/** Spec 3 §3 "New-site defaults": the starting point of the create-site form. */
export function newSiteProfile(siteId: string, thisYear: number): SiteProfile & { urls: readonly string[]; settings: SiteSettings } {
  return {
    siteId,
    name: '',
    urls: [],
    years: [thisYear],
    timeZone: 'America/New_York',
    flags: { ...NEW_SITE_FLAGS },
    friendLabel: DEFAULT_FRIEND_LABEL,
    friendLabelPlural: DEFAULT_FRIEND_LABEL_PLURAL,
    dailyStepGoal: 10_000,
    settings: defaultSiteSettings(),
  };
}
