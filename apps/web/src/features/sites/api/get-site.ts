import { useSuspenseQuery } from '@tanstack/react-query';
import { siteByIdQueryOptions } from '../../../lib/site-by-id';
import type { Site } from '@wellway/contracts';

export type SiteDetail = Site;

/** The same query as lib/site-by-id (one fetch, one cache entry), read with the editor's fields. */
export const siteQueryOptions = (id: string) => siteByIdQueryOptions<SiteDetail>(id);

export const useSite = (id: string) => useSuspenseQuery(siteQueryOptions(id)).data;
