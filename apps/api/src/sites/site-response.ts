import { siteAvailability } from '@wellway/domain';
import type { Site } from '@wellway/contracts';
import { siteToday, type SiteContext } from './site-directory.js';

export interface SiteResponseOptions {
  readonly now: Date;
  /** The request carries this site's pilot-password cookie. */
  readonly pilot: boolean;
  /** Administrators also read the coordinators and the e-mail sender. */
  readonly admin: boolean;
}

/**
 * The Site of spec 1 §3 / spec 3 §3 in snake_case. The pilot password's hash never leaves.
 * Administrators also read `revision` (the site stream's, as the ETag): the editor sends it as If-Match.
 */
export function siteResponse({ site, activities, participants }: SiteContext, { now, pilot, admin }: SiteResponseOptions): Site {
  const s = site.settings;
  const today = siteToday(site, now);
  return {
    id: site.id,
    name: site.name,
    urls: site.urls,
    default_url: s.defaultUrl ?? `https://${site.urls.at(-1) ?? ''}`,
    years: site.years,
    current_date: today,
    time_zone: site.time_zone,
    // Spec 1 §3: is_goal_enabled is also read as is_goals_enabled.
    flags: { ...site.flags, is_goals_enabled: site.flags.is_goal_enabled === true },
    friend_label: site.friend_label,
    friend_label_plural: site.friend_label_plural,
    daily_step_goal: site.daily_step_goal,
    launch_on: s.launchOn,
    registration_starts_on: s.registrationStartsOn,
    registration_ends_after: s.registrationEndsAfter,
    late_registration_ends_on: s.lateRegistrationEndsOn,
    disable_after: s.disableAfter,
    disabled_redirect_url: s.disabledRedirectUrl,
    max_participants: s.maxParticipants,
    closed_message: s.closedMessage,
    closed_max_message: s.closedMaxMessage,
    password_regular_expression_string: s.passwordRegularExpression,
    password_help_message: s.passwordHelpMessage,
    user_challenge_days: s.userChallengeDays,
    report_privacy_floor: s.reportPrivacyFloor,
    wall_reports_to_hide: s.wallReportsToHide,
    initial_site_evaluation_id: s.initialSiteEvaluationId,
    idle_timeout_seconds: s.idleTimeoutSeconds,
    idle_countdown_seconds: s.idleCountdownSeconds,
    location_labels: [...s.locationLabels],
    nested_locations: s.nestedLocations,
    theme: s.theme,
    css_config_json: [...s.cssConfig],
    logo: s.logo,
    override_css_url: s.overrideCssUrl,
    placeholder_image: s.placeholderImage,
    badge_locked_image: s.badgeLockedImage,
    webcart_link: s.webcartLink,
    is_active: s.isActive,
    has_pilot_password: site.has_pilot_password,
    availability: siteAvailability({ settings: s, flags: site.flags, today, participants, pilot }),
    exercise_activities: activities.map((activity) => ({ id: activity.id, name: activity.name })),
    ...(admin
      ? { coordinators: s.coordinators.join(','), from_name: s.fromName, from_address: s.fromAddress, revision: site.revision }
      : {}),
  };
}
