import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { adminFeatures } from './admin-features';
import { featureRoutes, features, loadAdminFeatures, loadedFeatures, updateKindsOf } from './features';

const everyFeature = [...features, ...adminFeatures];
const updateKinds = updateKindsOf(everyFeature);

const routes = featureRoutes(new QueryClient(), everyFeature);
const pathsOf = (list: readonly RouteObject[]): string[] => list.flatMap((route) => [route.path ?? '', ...pathsOf(route.children ?? [])]);
const featuresDir = join(import.meta.dirname, '..', 'features');

describe('the feature list (app/features.ts)', () => {
  it('gives every address one route', () => {
    const all = pathsOf([...routes.bare, ...routes.public, ...routes.signedIn]);
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
    expect(all).toEqual(expect.arrayContaining([paths.home.path, paths.sites.path, paths.register.path, paths.logout.path]));
  });

  it("places the welcome page's dialogs under it", () => {
    const welcome = routes.public.find((route) => route.path === paths.welcome.path);
    expect(pathsOf(welcome?.children ?? [])).toEqual([
      paths.welcome.login.path,
      paths.welcome.forgot.path,
      paths.welcome.checkEligibility.path,
    ]);
  });

  it('names each update kind once, and every feature folder has its manifest in the list', () => {
    expect(new Set(updateKinds).size).toBe(updateKinds.length);
    const folders = readdirSync(featuresDir).sort();
    expect(
      everyFeature
        .map((feature) => feature.name)
        .filter((name) => name !== 'app')
        .sort(),
    ).toEqual(folders);
  });

  it('loads the administration features on demand, once', async () => {
    expect(loadedFeatures()).toEqual(features);
    const [first, second] = await Promise.all([loadAdminFeatures(), loadAdminFeatures()]);
    expect(first).toBe(second);
    expect(loadedFeatures()).toEqual(everyFeature);
  });

  it("keeps every manifest light: its feature's modules load only through import()", () => {
    for (const folder of readdirSync(featuresDir)) {
      const file = readdirSync(join(featuresDir, folder)).find((name) => /^manifest\.tsx?$/.test(name));
      const source = readFileSync(join(featuresDir, folder, file ?? 'manifest.ts'), 'utf8');
      expect(source.match(/^import .* from '\.\/.*$/gm) ?? [], folder).toEqual([]);
    }
  });
});
