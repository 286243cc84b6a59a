import type { Role } from '../users/roles.js';

/**
 * Whose figures a coordinator's reports, dashboard, stats and EOP show (spec 3 §5, issue 16
 * "Scope"): one rule for every coordinator screen. A location coordinator sees their location
 * (and the locations under it), a regional coordinator their top-level location's tree, a
 * coordinator and a master the whole site (a master reaches any site by the site switch). A
 * location-bound coordinator without a location sees no one, never the whole site.
 */
export type ReportScope =
  { readonly kind: 'site' } | { readonly kind: 'location'; readonly locationId: string } | { readonly kind: 'none' };

export interface ScopedPerson {
  readonly role: Role;
  /** Their own location (users.location_id). */
  readonly locationId: string | null;
  /** The top-level location above (or equal to) their own. */
  readonly topLevelLocationId: string | null;
}

export function reportScopeOf(person: ScopedPerson): ReportScope {
  switch (person.role) {
    case 'master':
    case 'coordinator':
      return { kind: 'site' };
    case 'regional_coordinator':
      return person.topLevelLocationId === null ? { kind: 'none' } : { kind: 'location', locationId: person.topLevelLocationId };
    case 'location_coordinator':
      return person.locationId === null ? { kind: 'none' } : { kind: 'location', locationId: person.locationId };
    case 'user':
    case 'reseller':
    case 'super_coordinator':
    case 'poster':
      return { kind: 'none' };
    default: {
      const unknownRole: never = person.role;
      throw new Error(`Unknown role ${String(unknownRole)}`);
    }
  }
}
