import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export interface ExerciseActivity {
  readonly id: string;
  readonly name: string;
}

/** Spec 2 §4 site availability, computed by the API for today (and the pilot cookie). */
export interface SiteAvailability {
  readonly state: 'not_launched' | 'open' | 'closed' | 'disabled';
  readonly days_until_launch: number | null;
  readonly max_participants: boolean;
  readonly registration_ended: boolean;
  readonly registration_frozen: boolean;
}

export interface CssVariable {
  readonly variable: string;
  readonly value: string;
}

export interface Site {
  readonly id: string;
  readonly name: string;
  readonly years: readonly number[];
  /** Today in the site's time zone, YYYY-MM-DD. */
  readonly current_date: string;
  readonly time_zone: string;
  readonly flags: Readonly<Record<string, boolean | undefined>>;
  readonly friend_label: string;
  readonly friend_label_plural: string;
  readonly daily_step_goal: number;
  /** The image locked badges show (spec 3 §3); null: the app's own. */
  readonly badge_locked_image?: string | null;
  /** The site's password rule and its help message (spec 2 §3). */
  readonly password_regular_expression_string?: string;
  readonly password_help_message?: string;
  /** The names of the location levels, outermost first (spec 3 §3). */
  readonly location_labels?: readonly string[];
  /** Locations have a second level (the users list shows two location columns). */
  readonly nested_locations?: boolean;
  readonly exercise_activities: readonly ExerciseActivity[];
  readonly launch_on: string | null;
  readonly disabled_redirect_url: string | null;
  readonly has_pilot_password: boolean;
  readonly theme: string;
  readonly css_config_json: readonly CssVariable[];
  readonly availability: SiteAvailability;
  /** With flags.is_timeout_enabled: idle seconds before the sign-out warning, and its countdown. */
  readonly idle_timeout_seconds?: number;
  readonly idle_countdown_seconds?: number;
}

export const currentSiteQueryKey = ['session', 'site'] as const;

/** GET /api/sites/current (the site comes from the request's host). */
export async function getCurrentSite(signal?: AbortSignal): Promise<Site> {
  const { data } = await apiClient.get<Site>('/sites/current', { signal, onUnauthorized: 'ignore' });
  return data;
}

export const currentSiteQueryOptions = () =>
  queryOptions({
    queryKey: currentSiteQueryKey,
    queryFn: ({ signal }) => getCurrentSite(signal),
    staleTime: 10 * 60_000,
  });

/** Where the site may not be known yet (welcome page, titles). */
export function useCurrentSiteOrNull(): Site | null {
  return useQuery(currentSiteQueryOptions()).data ?? null;
}

/** For screens whose loader ensured the site. */
export function useCurrentSite(): Site {
  return useSuspenseQuery(currentSiteQueryOptions()).data;
}

export const DEFAULT_SITE_NAME = 'Wellway';
