/** Where /dashboard/helm sends a coordinator (spec 3 §2.4). */
export type HelmDestination = 'reporting' | 'notifications' | 'program_reports';

/**
 * Spec 3 §2.4: "A site with the activity-tracker flag goes to reporting. A site with features on
 * and no reporting programs goes to notifications. Any other site goes to program reports." The
 * activity-tracker flag is the AktiveTrak program type (`is_aktivetrak`); "features on" is
 * `launch_with_features_on`.
 */
export function helmDestination(flags: { readonly [flag: string]: boolean | undefined }, hasReportingPrograms: boolean): HelmDestination {
  if (flags.is_aktivetrak === true) return 'reporting';
  if (flags.launch_with_features_on === true && !hasReportingPrograms) return 'notifications';
  return 'program_reports';
}
