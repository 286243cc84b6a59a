import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import type { RouteObject } from 'react-router';
import type { MenuGroupId, MenuItemId } from '../config/menu';

/**
 * What one feature adds to the app, in one place (`features/<feature>/manifest.ts`): its routes,
 * its menu entries and the query kinds its data is refreshed by. `app/features.ts` lists the
 * manifests; the router, the menus and live updates are assembled from that list.
 *
 * A manifest imports nothing of its feature but lazily (`import()` inside a route's `lazy`), so
 * it costs the entry chunk only its route table and menu entries.
 */
export interface FeatureManifest<Kind extends string = string> {
  readonly name: string;
  readonly routes?: (queryClient: QueryClient) => FeatureRoutes;
  readonly menu?: readonly MenuEntry[];
  /**
   * Read-your-writes and live-update kinds (docs/api.md "Envelope", "Live updates"): each is
   * the first segment of the feature's query keys and a kind the API's live updates announce.
   */
  readonly updateKinds?: readonly Kind[];
}

/** Where a feature's routes go in the route table. */
export interface FeatureRoutes {
  /** Outside every layout: addresses that only act or redirect (logout). */
  readonly bare?: readonly RouteObject[];
  /** The public layout (no menus): welcome, registration, policies, unsubscribe. */
  readonly public?: readonly RouteObject[];
  /** Dialogs opened over the welcome page (its child routes). */
  readonly welcome?: readonly RouteObject[];
  /** The signed-in shell (menus, live updates); a screen's errors render inside it. */
  readonly signedIn?: readonly RouteObject[];
}

/** The route id of the welcome page, under which the `welcome` routes are placed. */
export const WELCOME_ROUTE_ID = 'welcome';

/** What menu links are built from: the signed-in user's site and years, the unread count. */
export interface MenuContext {
  /** Year tabs, newest first. */
  readonly years: readonly number[];
  /** The user's site. */
  readonly siteId: string;
  readonly unread: number;
  /** The name of the evaluation the user has to answer, if any (spec 2 §2: the menu entry takes it). */
  readonly evaluationName?: string | null;
  /** The user's site, for entries named in its words (spec 2 §3 Site friend_label, friend_label_plural). */
  readonly site?: { readonly friend_label?: string; readonly friend_label_plural?: string };
}

export interface MenuLink {
  readonly label: string;
  readonly to: string;
}

/** Shown when the user holds one of `when`'s permissions (they carry the site's feature flags)… */
interface Shown {
  readonly when?: Permission | readonly Permission[];
  /** …unless this one (the entry is offered elsewhere then). */
  readonly unless?: Permission;
}

/** A link in one of spec 1 §2's groups (Site › Locations). */
export interface GroupEntry extends Shown {
  readonly group: MenuGroupId;
  /** Its place in the group, as spec 1 §2 lists the group's entries (1 first). */
  readonly order: number;
  /** A function for an entry named by the user's data (the evaluation's name). */
  readonly label: string | ((context: MenuContext) => string);
  readonly to: (context: MenuContext) => string;
  readonly when: Permission | readonly Permission[];
}

/** A top-level entry: a plain link, or sub-links (year tabs, notification lists). */
export interface TopEntry extends Shown {
  readonly id: MenuItemId;
  readonly label: string;
  /** Path prefix under which the entry counts as the current one. */
  readonly section: string;
  readonly to?: (context: MenuContext) => string;
  readonly links?: (context: MenuContext) => readonly MenuLink[];
  /** A count shown beside it (unread notifications). */
  readonly count?: (context: MenuContext) => number;
}

export type MenuEntry = GroupEntry | TopEntry;

/** Keeps the update kinds' literal types, so `UpdateKind` is the union of every feature's. */
export const defineFeature = <const Kind extends string = never>(manifest: FeatureManifest<Kind>) => manifest;

/** Year tabs (newest first) as sub-links: Log Activity, Stats, Badges. */
export const yearLinks =
  (href: (year: number) => string) =>
  ({ years }: MenuContext): MenuLink[] =>
    years.map((year) => ({ label: String(year), to: href(year) }));
