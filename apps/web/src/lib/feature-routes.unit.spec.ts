import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { yearRoutes } from './feature-routes';
import { Redirecting } from './redirecting';

describe('yearRoutes: a yearly screen (Log Activity, Stats, Badges)', () => {
  it("redirects its section to a year and loads each year's page lazily", () => {
    const lazy = () => Promise.resolve({ Component: () => null });

    const [section, year] = yearRoutes(new QueryClient(), paths.stats, lazy);

    expect(section).toMatchObject({ path: '/stats', Component: Redirecting, loader: expect.any(Function) });
    expect(year).toEqual({ path: '/stats/:year', lazy });
  });
});
