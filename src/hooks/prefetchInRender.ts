import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';

/**
 * Starts a query's first fetch while its hook renders. `useQuery` fetches from an effect, which runs only after
 * the render is committed and usually after the browser paints; on the widget's first load that wait came
 * before each of the two rounds of requests. Skipped when the cache already has the query (loaded, loading or
 * failed: the hook's own rules decide on refetching) and on the server, where no effect would observe it.
 * Retries follow the same options as the hook's (unlike `prefetchQuery`, which turns retries off).
 */
export function prefetchInRender<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  if (typeof window === 'undefined' || queryClient.getQueryState(options.queryKey)) return;
  const defaulted = queryClient.defaultQueryOptions(options);
  // The observers that mount next report a failure; this promise only must not be left unhandled.
  queryClient
    .getQueryCache()
    .build(queryClient, defaulted)
    .fetch(defaulted)
    .catch(() => undefined);
}
