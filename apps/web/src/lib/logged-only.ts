import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Spec 3 §8 "Stats failures are logged only": a read whose failure must never become an error
 * page or banner. The failure goes to the console and the caller gets `undefined` (it shows its
 * page without those figures). Loaders prefetch it with `prefetchQuery`, which never throws.
 */
export function useLoggedOnlyQuery<Data, Key extends QueryKey>(
  what: string,
  options: UseQueryOptions<Data, Error, Data, Key>,
): { readonly data: Data | undefined; readonly failed: boolean; readonly fetching: boolean } {
  const query = useQuery(options);
  useEffect(() => {
    if (query.error) console.error(`${what} could not be loaded`, query.error);
  }, [what, query.error]);
  return { data: query.data, failed: query.isError, fetching: query.isFetching };
}
