// One entity of a kind by id (GET /api/{kind}/{id}); polls while its picture is painting, like the list.
import { kindPaths } from '@shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientKind, KindEntity } from '../client-kind';
import { IMAGE_POLL_INTERVAL_MS } from '../gallery/get-entities';

export function entityQueryOptions<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  id: number | string,
) {
  // The key is the GET path, so the shared query function fetches it.
  return queryOptions<KindEntity<Data>>({
    queryKey: [kindPaths(kind.contract).one(id)],
    refetchInterval: (query) =>
      query.state.data?.imageStatus === 'pending' ? IMAGE_POLL_INTERVAL_MS : false,
  });
}

export function useEntity<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  id: number | string | null | undefined,
) {
  return useQuery({ ...entityQueryOptions(kind, id ?? 0), enabled: id !== null && id !== undefined });
}
