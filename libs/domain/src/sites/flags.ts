/**
 * Site flags (spec 3 §3), grouped as the site editor shows them, and the feature presets of
 * spec 3 §4. Flags travel as `{ [name]: boolean }`; a flag a site never set reads as off.
 */
export const FEATURE_FLAGS = [
  'is_logging_enabled',
  'is_stats_enabled',
  'is_badges_enabled',
  'is_challenges_enabled',
  'is_goal_enabled',
  'is_peers_enabled',
  'is_wall_enabled',
  'is_messages_enabled',
  'is_notifications_enabled',
  'is_tips_enabled',
  'is_recipes_enabled',
  'is_resources_enabled',
  'is_faqs_enabled',
  'is_privacy_enabled',
  'is_terms_enabled',
  'is_email_preferences_enabled',
  'is_feedback_enabled',
] as const;

export const SITE_FLAG_GROUPS = [
  { label: 'Features', flags: FEATURE_FLAGS },
  {
    label: 'Program type',
    flags: ['launch_with_features_on', 'is_launchpad', 'is_launchpad_plus', 'is_aktivetrak'],
  },
  {
    label: 'Registration and sign-in',
    flags: [
      'is_registration_frozen',
      'is_eligibility_displayed',
      'is_birth_date_eligibility_displayed',
      'is_address_displayed',
      'is_gender_displayed',
      'is_stay_logged_in_displayed',
      'default_logged_in_checked',
      'is_timeout_enabled',
      'is_account_lockout_enabled',
      'is_sso_enabled',
    ],
  },
  {
    label: 'Locations',
    flags: ['is_location_displayed', 'allow_set_location', 'prompt_location_confirm_before_opt_in'],
  },
  {
    label: 'Logging and devices',
    flags: [
      'disable_manual_logging',
      'is_fitbit_enabled',
      'is_healthkit_enabled',
      'is_validic_enabled',
      'is_health_connect_enabled',
      'is_garmin_enabled',
    ],
  },
  {
    label: 'Community and messages',
    flags: [
      'is_automatic_wall_post_enabled',
      'is_social_media_displayed',
      'is_individual_leaderboard_enabled',
      'is_buddy_enabled',
      'is_video_enabled',
      'is_sms_enabled',
      'is_email_to_non_campaign_participants_enabled',
    ],
  },
] as const;

export type SiteFlagName = (typeof SITE_FLAG_GROUPS)[number]['flags'][number];
export type KnownSiteFlags = Readonly<Partial<Record<SiteFlagName, boolean>>>;

export const SITE_FLAGS: readonly SiteFlagName[] = SITE_FLAG_GROUPS.flatMap((group) => group.flags);

export const isSiteFlag = (name: string): name is SiteFlagName => (SITE_FLAGS as readonly string[]).includes(name);

/** 'is_email_preferences_enabled' → 'Email preferences'. */
export function flagLabel(flag: string): string {
  const words = flag
    .replace(/^is_/, '')
    .replace(/_(enabled|displayed)$/, '')
    .replace(/_/g, ' ');
  const spelled = words
    .replace(/\b(faqs|sso|sms)\b/g, (word) => (word === 'faqs' ? 'FAQs' : word.toUpperCase()))
    .replace(/\baktivetrak\b/, 'AktiveTrak');
  const label = spelled.charAt(0).toUpperCase() + spelled.slice(1);
  return flag.endsWith('_displayed') ? `${label} displayed` : label;
}

/** Spec 3 §3 "New-site defaults": these on, video off; every other flag off. */
export const NEW_SITE_FLAGS: KnownSiteFlags = {
  is_gender_displayed: true,
  is_stay_logged_in_displayed: true,
  is_social_media_displayed: true,
  is_individual_leaderboard_enabled: true,
  is_buddy_enabled: true,
  is_messages_enabled: true,
  is_account_lockout_enabled: true,
  is_video_enabled: false,
};

export const FEATURE_PRESETS = ['plus', 'aktivetrak', 'launchpad'] as const;
export type FeaturePreset = (typeof FEATURE_PRESETS)[number];

/**
 * The two features `plus` leaves off (spec 3 §4 does not name them; see docs/decisions.md):
 * direct messages need moderation a coordinator must opt into, and recipes are licensed content.
 */
export const PLUS_EXCLUDED_FEATURES = ['is_messages_enabled', 'is_recipes_enabled'] as const;
const AKTIVETRAK_FEATURES = ['is_logging_enabled', 'is_terms_enabled', 'is_privacy_enabled', 'is_faqs_enabled'] as const;

/** The flags a preset sets: every feature flag (on or off) and the program-type marker. */
export function featurePresetFlags(preset: FeaturePreset): Record<string, boolean> {
  const on: readonly string[] =
    preset === 'plus'
      ? FEATURE_FLAGS.filter((flag) => !(PLUS_EXCLUDED_FEATURES as readonly string[]).includes(flag))
      : preset === 'aktivetrak'
        ? AKTIVETRAK_FEATURES
        : [];
  return {
    ...Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, on.includes(flag)])),
    is_launchpad_plus: preset === 'plus',
    is_aktivetrak: preset === 'aktivetrak',
    is_launchpad: preset === 'launchpad',
  };
}

/** Spec 3 §5: turning off location display turns off allow_set_location. */
export function withLocationRule(flags: Readonly<Record<string, boolean>>): Record<string, boolean> {
  return flags.is_location_displayed || !flags.allow_set_location ? { ...flags } : { ...flags, allow_set_location: false };
}
