import type { IsoDate } from '../shared/dates.js';

/** One theme variable as the theme editor saves it (spec 3: css_config_json). */
export interface CssVariable {
  readonly variable: string;
  readonly value: string;
}

/**
 * A site's settings beyond its identity (spec 3 §3 Site): the registration window, the password
 * rule, branding and e-mail sender. Dates are the site's calendar dates; null means "not set".
 */
export interface SiteSettings {
  /** Before this day the site is not launched (a pilot-password cookie overrides). */
  readonly launchOn: IsoDate | null;
  readonly registrationStartsOn: IsoDate | null;
  /** Opt-in is possible up to and including this day. */
  readonly registrationEndsAfter: IsoDate | null;
  readonly lateRegistrationEndsOn: IsoDate | null;
  /** After this day participants are sent to `disabledRedirectUrl`. */
  readonly disableAfter: IsoDate | null;
  readonly disabledRedirectUrl: string | null;
  /** Registration freezes when this many participants have registered (null: no limit). */
  readonly maxParticipants: number | null;
  readonly closedMessage: string | null;
  readonly closedMaxMessage: string | null;
  /** The site's password rule as a regular expression (spec: password_regular_expression_string). */
  readonly passwordRegularExpression: string;
  readonly passwordHelpMessage: string;
  /** Coordinator e-mail addresses (saved by the client as one comma-joined string). */
  readonly coordinators: readonly string[];
  readonly fromName: string;
  readonly fromAddress: string;
  readonly userChallengeDays: number;
  /**
   * The privacy floor of employer reports (issue 16, docs/decisions.md): a group of fewer people
   * is shown as "fewer than {floor}". Never below 5 (`privacyFloor` in reports/privacy.ts).
   */
  readonly reportPrivacyFloor: number;
  /** Distinct people's reports that hide a wall post until a moderator decides (issue 15; wall REPORTS_TO_HIDE by default). */
  readonly wallReportsToHide: number;
  /** The evaluation a participant answers first, at registration (spec 2 §3, spec 3 §3 initial_site_evaluation_id). */
  readonly initialSiteEvaluationId: string | null;
  /** Labels of the location levels, outermost first (e.g. ['Region', 'Office']). */
  readonly locationLabels: readonly string[];
  readonly theme: string;
  readonly cssConfig: readonly CssVariable[];
  readonly logo: string | null;
  readonly overrideCssUrl: string | null;
  readonly isActive: boolean;
  /** The address participants are sent to (spec 1 default_url); null: the site's last URL. */
  readonly defaultUrl: string | null;
  /** Device web-cart link on the welcome page (spec 2 webcart_link). */
  readonly webcartLink: string | null;
  /** Image shown where content has none (spec 3 placeholder_image). */
  readonly placeholderImage: string | null;
  readonly badgeLockedImage: string | null;
  /** Locations nest (up to three levels) rather than a flat list. */
  readonly nestedLocations: boolean;
  /**
   * With the is_timeout_enabled flag: idle this long, the idle dialog opens (spec 1 §4: 20 minutes;
   * another reading says 15), and counts down this long before signing out (spec: 300 s).
   */
  readonly idleTimeoutSeconds: number;
  readonly idleCountdownSeconds: number;
}

/** Spec 1 §9: a 20-minute keepalive, then a 5:00 countdown. */
export const DEFAULT_IDLE_TIMEOUT_SECONDS = 20 * 60;
export const DEFAULT_IDLE_COUNTDOWN_SECONDS = 300;

/** The spec's new-site password defaults: 8 to 20 characters, at least 1 letter, number, symbol. */
export interface PasswordPolicy {
  readonly minLength: number;
  readonly maxLength: number;
  readonly minLetters: number;
  readonly minNumbers: number;
  readonly minSymbols: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, maxLength: 20, minLetters: 1, minNumbers: 1, minSymbols: 1 };

/** A policy as the regular expression sites store, e.g. `^(?=(?:.*[A-Za-z]){1})…[\s\S]{8,20}$`. */
export function passwordRegularExpressionFor(policy: PasswordPolicy): string {
  const atLeast = (count: number, charClass: string) => (count > 0 ? `(?=(?:[\\s\\S]*${charClass}){${count}})` : '');
  return `^${atLeast(policy.minLetters, '[A-Za-z]')}${atLeast(policy.minNumbers, '[0-9]')}${atLeast(policy.minSymbols, '[^A-Za-z0-9]')}[\\s\\S]{${policy.minLength},${policy.maxLength}}$`;
}

export function passwordHelpMessageFor(policy: PasswordPolicy): string {
  const parts = [
    policy.minLetters > 0 ? `${policy.minLetters} letter${policy.minLetters > 1 ? 's' : ''}` : '',
    policy.minNumbers > 0 ? `${policy.minNumbers} number${policy.minNumbers > 1 ? 's' : ''}` : '',
    policy.minSymbols > 0 ? `${policy.minSymbols} symbol${policy.minSymbols > 1 ? 's' : ''}` : '',
  ].filter(Boolean);
  const including = parts.length > 0 ? ` and include at least ${parts.join(', ').replace(/, ([^,]*)$/, ' and $1')}` : '';
  return `Passwords must be ${policy.minLength} to ${policy.maxLength} characters long${including}.`;
}

/** Settings of a new site (spec 3 §3 "New-site defaults"). */
export function defaultSiteSettings(): SiteSettings {
  return {
    launchOn: null,
    registrationStartsOn: null,
    registrationEndsAfter: null,
    lateRegistrationEndsOn: null,
    disableAfter: null,
    disabledRedirectUrl: null,
    maxParticipants: null,
    closedMessage: null,
    closedMaxMessage: null,
    passwordRegularExpression: passwordRegularExpressionFor(DEFAULT_PASSWORD_POLICY),
    passwordHelpMessage: passwordHelpMessageFor(DEFAULT_PASSWORD_POLICY),
    coordinators: [],
    fromName: 'Wellway',
    fromAddress: 'no-reply@wellway.app',
    userChallengeDays: 3,
    reportPrivacyFloor: 5,
    wallReportsToHide: 2,
    initialSiteEvaluationId: null,
    locationLabels: [],
    theme: 'Default',
    cssConfig: [],
    logo: null,
    overrideCssUrl: null,
    isActive: true,
    defaultUrl: null,
    webcartLink: null,
    placeholderImage: null,
    badgeLockedImage: null,
    nestedLocations: false,
    idleTimeoutSeconds: DEFAULT_IDLE_TIMEOUT_SECONDS,
    idleCountdownSeconds: DEFAULT_IDLE_COUNTDOWN_SECONDS,
  };
}

/**
 * Settings as stored, completed with today's defaults: sites created before settings existed
 * carry none (the upcast of those SiteCreated events).
 */
export function completeSiteSettings(settings: Partial<SiteSettings> | undefined): SiteSettings {
  const complete: SiteSettings & { pilotPasswordHash?: unknown } = { ...defaultSiteSettings(), ...settings };
  // The pilot password lived here briefly; it is its own event now (SitePilotPasswordChanged).
  delete complete.pilotPasswordHash;
  return complete;
}

/**
 * Does `password` meet the site's rule? An expression that does not compile (a typo by an
 * administrator) falls back to the default policy rather than locking everyone out.
 */
export function meetsPasswordRule(settings: Pick<SiteSettings, 'passwordRegularExpression'>, password: string): boolean {
  try {
    return new RegExp(settings.passwordRegularExpression).test(password);
  } catch {
    return new RegExp(passwordRegularExpressionFor(DEFAULT_PASSWORD_POLICY)).test(password);
  }
}
