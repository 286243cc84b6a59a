import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { authFeature } from '../features/auth/manifest';
import { badgesFeature } from '../features/badges/manifest';
import { entriesFeature } from '../features/entries/manifest';
import { goalsFeature } from '../features/goals/manifest';
import { evaluationsFeature } from '../features/evaluations/manifest';
import { friendsFeature } from '../features/friends/manifest';
import { notificationsFeature } from '../features/notifications/manifest';
import { policiesFeature } from '../features/policies/manifest';
import { registrationFeature } from '../features/registration/manifest';
import { settingsFeature } from '../features/settings/manifest';
import { statsFeature } from '../features/stats/manifest';
import { messagingFeature } from '../features/messaging/manifest';
import { challengesFeature } from '../features/challenges/manifest';
import { followsFeature } from '../features/follows/manifest';
import { WELCOME_ROUTE_ID, type FeatureManifest, type FeatureRoutes, type MenuEntry } from '../lib/feature-manifest';
import type { adminFeatures } from './admin-features';
import { appScreens } from './app-screens';

/**
 * Every feature of the web app: the router, the menus and live updates are assembled from this
 * list and the administration features' (`app/admin-features.ts`, loaded on demand). A new feature
 * adds its manifest to one of the two (docs/adding-a-capability.md, "Web").
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
  messagingFeature,
  goalsFeature,
  challengesFeature,
  evaluationsFeature,
  friendsFeature,
  followsFeature,
] as const;

type KindsOf<List extends readonly FeatureManifest[]> = NonNullable<List[number]['updateKinds']>[number];

/** The query kinds writes and live updates refresh: every feature's `updateKinds`. */
export type UpdateKind = KindsOf<typeof features> | KindsOf<typeof adminFeatures>;

let loaded: readonly FeatureManifest<UpdateKind>[] = features;
let adminLoading: Promise<readonly FeatureManifest<UpdateKind>[]> | undefined;

/**
 * The administration features' manifests, loaded once: by the signed-in shell for anyone but a
 * participant (their menu entries), and by the router for an address it does not know yet.
 */
export function loadAdminFeatures(): Promise<readonly FeatureManifest<UpdateKind>[]> {
  adminLoading ??= import('./admin-features').then(({ adminFeatures }) => {
    loaded = [...features, ...adminFeatures];
    return adminFeatures;
  });
  return adminLoading;
}

/** The features loaded so far (the administration ones once `loadAdminFeatures` has run). */
export const loadedFeatures = (): readonly FeatureManifest<UpdateKind>[] => loaded;

export const updateKindsOf = (list: readonly FeatureManifest<UpdateKind>[]): UpdateKind[] =>
  list.flatMap((feature) => feature.updateKinds ?? []);

export const menuEntriesOf = (list: readonly FeatureManifest[]): MenuEntry[] => list.flatMap((feature) => feature.menu ?? []);

/** These features' routes, by where they go; the welcome page's dialogs placed under it. */
export function featureRoutes(
  queryClient: QueryClient,
  list: readonly FeatureManifest[] = features,
): Record<keyof FeatureRoutes, RouteObject[]> {
  const all = list.map((feature) => feature.routes?.(queryClient) ?? {});
  const slot = (name: keyof FeatureRoutes): RouteObject[] => all.flatMap((routes) => routes[name] ?? []);
  const welcome = slot('welcome');
  return {
    bare: slot('bare'),
    public: slot('public').map((route) => (route.id === WELCOME_ROUTE_ID && !route.index ? { ...route, children: welcome } : route)),
    welcome,
    signedIn: slot('signedIn'),
  };
}
