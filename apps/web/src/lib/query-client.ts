import {
  type DefaultError,
  type EnsureQueryDataOptions,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Refused requests (4xx) are answers, not glitches: only network and server errors retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * What a route's loader waits for: a query's cached data at once (refreshed in the background
 * when stale), or its first answer. Going back to a screen shows what it showed, as before;
 * only data never loaded holds the screen back.
 */
export function cachedOrFetched<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<TData, DefaultError, TData, TKey>,
): Promise<TData> {
  return client.ensureQueryData({ ...options, revalidateIfStale: true });
}
