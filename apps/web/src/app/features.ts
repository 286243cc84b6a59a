import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { authFeature } from '../features/auth/manifest';
import { badgesFeature } from '../features/badges/manifest';
import { entriesFeature } from '../features/entries/manifest';
import { locationsFeature } from '../features/locations/manifest';
import { notificationsFeature } from '../features/notifications/manifest';
import { policiesFeature } from '../features/policies/manifest';
import { programsFeature } from '../features/programs/manifest';
import { registrationFeature } from '../features/registration/manifest';
import { settingsFeature } from '../features/settings/manifest';
import { sitesFeature } from '../features/sites/manifest';
import { ssoFeature } from '../features/sso/manifest';
import { statsFeature } from '../features/stats/manifest';
import { themeFeature } from '../features/theme/manifest';
import { usersFeature } from '../features/users/manifest';
import { WELCOME_ROUTE_ID, type FeatureRoutes, type MenuEntry } from '../lib/feature-manifest';
import { appScreens } from './app-screens';

/**
 * Every feature of the web app: the router, the menus and live updates are assembled from this
 * list (docs/adding-a-capability.md, "Web"). A new feature adds its manifest here, and only here.
 */
export const features = [
  appScreens,
  authFeature,
  registrationFeature,
  policiesFeature,
  entriesFeature,
  statsFeature,
  badgesFeature,
  notificationsFeature,
  settingsFeature,
  usersFeature,
  sitesFeature,
  locationsFeature,
  programsFeature,
  themeFeature,
  ssoFeature,
] as const;

/** The query kinds writes and live updates refresh: every feature's `updateKinds`. */
export type UpdateKind = NonNullable<(typeof features)[number]['updateKinds']>[number];

export const updateKinds: readonly UpdateKind[] = features.flatMap((feature) => feature.updateKinds ?? []);

export const menuEntries: readonly MenuEntry[] = features.flatMap((feature) => feature.menu ?? []);

/** Every feature's routes, by where they go; the welcome page's dialogs placed under it. */
export function featureRoutes(queryClient: QueryClient): Record<keyof FeatureRoutes, RouteObject[]> {
  const all = features.map((feature) => feature.routes?.(queryClient) ?? {});
  const slot = (name: keyof FeatureRoutes): RouteObject[] => all.flatMap((routes) => routes[name] ?? []);
  const welcome = slot('welcome');
  return {
    bare: slot('bare'),
    public: slot('public').map((route) => (route.id === WELCOME_ROUTE_ID && !route.index ? { ...route, children: welcome } : route)),
    welcome,
    signedIn: slot('signedIn'),
  };
}
