import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** A 4xx will answer the same again; network trouble and 5xx get two more tries. */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Writes and live updates invalidate what they change, so reads can stay fresh for a while.
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
