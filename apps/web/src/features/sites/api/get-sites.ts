import { useSuspenseQuery } from '@tanstack/react-query';
import type { ListedSite } from '@wellway/contracts';
import { sitesQueryOptions } from '../../../lib/site-list';

export type SiteListItem = ListedSite;
export { sitesQueryOptions };

export const useSites = () => useSuspenseQuery(sitesQueryOptions()).data;
