// The signed-in user's entities of one kind, newest first; polls every second only while a picture is painting.
import { getJson } from '@client/lib/api-client';
import { kindPaths } from '@shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { anyImagePending, type ClientKind, type KindEntity, listQueryKey } from './client-kind';

export const IMAGE_POLL_INTERVAL_MS = 1000;

export function fetchEntities<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  signal?: AbortSignal,
): Promise<KindEntity<Data>[]> {
  return getJson<KindEntity<Data>[]>(kindPaths(kind.contract).list, signal);
}

export function entitiesQueryOptions<Data extends Record<string, unknown>>(kind: ClientKind<Data>) {
  return queryOptions({
    queryKey: listQueryKey(kind.contract),
    queryFn: ({ signal }) => fetchEntities(kind, signal),
    refetchInterval: (query) => (anyImagePending(query.state.data) ? IMAGE_POLL_INTERVAL_MS : false),
  });
}

export function useEntities<Data extends Record<string, unknown>>(kind: ClientKind<Data>) {
  return useQuery(entitiesQueryOptions(kind));
}
