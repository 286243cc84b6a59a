import { SITE_FLAG_GROUPS, type SiteFlagName } from '@wellway/domain/sites/flags';

/**
 * Flags of features Wellway does not have yet (or that nothing reads yet): the site editor does
 * not offer them, so no one switches on what does not exist. Their saved values are kept as they
 * are. A capability that arrives removes its flags from this list.
 */
export const NOT_BUILT_FLAGS: ReadonlySet<string> = new Set<SiteFlagName>([
  'is_challenges_enabled',
  'is_goal_enabled',
  'is_peers_enabled',
  'is_wall_enabled',
  'is_messages_enabled',
  'is_tips_enabled',
  'is_recipes_enabled',
  'is_resources_enabled',
  'is_faqs_enabled',
  'is_feedback_enabled',
  'is_email_preferences_enabled',
  'is_gender_displayed',
  'is_stay_logged_in_displayed',
  'is_account_lockout_enabled',
  'prompt_location_confirm_before_opt_in',
  'disable_manual_logging',
  'is_fitbit_enabled',
  'is_healthkit_enabled',
  'is_validic_enabled',
  'is_health_connect_enabled',
  'is_garmin_enabled',
  'is_automatic_wall_post_enabled',
  'is_social_media_displayed',
  'is_individual_leaderboard_enabled',
  'is_buddy_enabled',
  'is_video_enabled',
  'is_email_to_non_campaign_participants_enabled',
]);

export interface FlagGroup {
  readonly label: string;
  readonly flags: readonly SiteFlagName[];
}

/** The editor's flag groups: only flags of features that exist; a group left empty is not shown. */
export function editableFlagGroups(groups: readonly FlagGroup[] = SITE_FLAG_GROUPS): FlagGroup[] {
  return groups
    .map((group) => ({ label: group.label, flags: group.flags.filter((flag) => !NOT_BUILT_FLAGS.has(flag)) }))
    .filter((group) => group.flags.length > 0);
}
