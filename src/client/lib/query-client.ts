// The one TanStack Query client: the query key is the GET path, no retries, no refetch on window focus.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api-client';

const pathQueryFn: QueryFunction = ({ queryKey, signal }) => getJson(String(queryKey[0]), signal);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { queryFn: pathQueryFn, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
