import { useSuspenseQuery } from '@tanstack/react-query';
import type { CssVariable, SiteAvailability } from '../../../lib/current-site';
import { siteByIdQueryOptions } from '../../../lib/site-by-id';

/** GET /api/sites/{id} as an administrator reads it (docs/api.md, "Sites"). */
export interface SiteDetail {
  readonly id: string;
  readonly name: string;
  readonly urls: readonly string[];
  readonly default_url: string;
  readonly years: readonly number[];
  readonly current_date: string;
  readonly time_zone: string;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly friend_label: string;
  readonly friend_label_plural: string;
  readonly daily_step_goal: number;
  readonly launch_on: string | null;
  readonly registration_starts_on: string | null;
  readonly registration_ends_after: string | null;
  readonly late_registration_ends_on: string | null;
  readonly disable_after: string | null;
  readonly disabled_redirect_url: string | null;
  readonly max_participants: number | null;
  readonly closed_message: string | null;
  readonly closed_max_message: string | null;
  readonly password_regular_expression_string: string;
  readonly password_help_message: string;
  readonly user_challenge_days: number;
  readonly idle_timeout_seconds: number;
  readonly idle_countdown_seconds: number;
  readonly location_labels: readonly string[];
  readonly nested_locations: boolean;
  readonly theme: string;
  readonly css_config_json: readonly CssVariable[];
  readonly logo: string | null;
  readonly override_css_url: string | null;
  readonly placeholder_image: string | null;
  readonly badge_locked_image: string | null;
  readonly webcart_link: string | null;
  readonly is_active: boolean;
  readonly has_pilot_password: boolean;
  readonly availability: SiteAvailability;
  readonly exercise_activities: readonly { readonly id: string; readonly name: string }[];
  /** Administrators only. */
  readonly coordinators?: string;
  /** Administrators only: the site stream's revision (its ETag), sent back as If-Match. */
  readonly revision?: number;
  readonly from_name?: string;
  readonly from_address?: string;
}

/** The same query as lib/site-by-id (one fetch, one cache entry), read with the editor's fields. */
export const siteQueryOptions = (id: string) => siteByIdQueryOptions<SiteDetail>(id);

export const useSite = (id: string) => useSuspenseQuery(siteQueryOptions(id)).data;
