// The signed-in user's entities of one kind, newest first, a page at a time (decision 017); polls every second only
// while a picture is painting. A picture that fails refreshes the user: a failed regeneration gives its credit back
// (decision 004).
import { getJson } from '@client/lib/api-client';
import { refreshUser } from '@client/lib/refresh-user';
import { kindPaths, type ListPage, listPagePath } from '@shared/content';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { anyImagePending, type ClientKind, type KindEntity, listQueryKey } from '../client-kind';

export const IMAGE_POLL_INTERVAL_MS = 1000;

/** Entities per request: a screenful or two of cards, about 150 KB of NPCs. */
export const GALLERY_PAGE_SIZE = 48;

export function fetchEntityPage<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  cursor: string | null,
): Promise<ListPage<KindEntity<Data>>> {
  return getJson(listPagePath(kindPaths(kind.contract).list, GALLERY_PAGE_SIZE, cursor));
}

/**
 * The list's pages under the spec's list key (`['/api/npcs', 'pages']`), so invalidating `/api/npcs` after a
 * generation or a regeneration refreshes them. A refetch reads the pages again from the first, each from the cursor
 * the fresh page before it gives, so entities added meanwhile shift across pages without a gap.
 */
export function entityPagesQueryOptions<Data extends Record<string, unknown>>(kind: ClientKind<Data>) {
  return infiniteQueryOptions({
    queryKey: [...listQueryKey(kind.contract), 'pages'],
    // No abort signal, as for pictures: leaving the gallery mid-page lets the page finish into the cache.
    queryFn: ({ pageParam }) => fetchEntityPage(kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<KindEntity<Data>>) => last.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => anyImagePending(page.items)) ? IMAGE_POLL_INTERVAL_MS : false,
  });
}

/** The pages' entities in order, each once (a refetch racing an insert could show one on two pages). */
export function pageEntities<T extends { id: number }>(pages: readonly { items: readonly T[] }[]): T[] {
  const seen = new Set<number>();
  const entities: T[] = [];
  for (const page of pages) {
    for (const entity of page.items) {
      if (seen.has(entity.id)) continue;
      seen.add(entity.id);
      entities.push(entity);
    }
  }
  return entities;
}

type PictureState = Pick<KindEntity, 'id' | 'imageStatus' | 'updatedAt'>;

/** What the list showed of each picture last time: status and when it last changed. */
export type PictureStates = ReadonlyMap<number, { imageStatus: string; updatedAt: string }>;

export function pictureStates(entities: readonly PictureState[]): PictureStates {
  return new Map(entities.map((e) => [e.id, { imageStatus: e.imageStatus, updatedAt: e.updatedAt }]));
}

/**
 * Whether a picture the list already showed has failed since: its status turned 'failed', or it failed again
 * (a newer failure). Entities seen for the first time do not count: their failure is old news.
 */
export function pictureNewlyFailed(before: PictureStates, entities: readonly PictureState[]): boolean {
  return entities.some((entity) => {
    if (entity.imageStatus !== 'failed') return false;
    const seen = before.get(entity.id);
    return seen !== undefined && (seen.imageStatus !== 'failed' || seen.updatedAt !== entity.updatedAt);
  });
}

/**
 * Refreshes the user when a picture fails while the list is on screen. The list cannot tell a regeneration's
 * failure (refunded) from a first picture's (free), and one GET /api/auth/me per failure costs little.
 */
function useRefreshUserOnPictureFailure(entities: readonly PictureState[] | undefined): void {
  const before = useRef<PictureStates | null>(null);
  useEffect(() => {
    if (!entities) return;
    if (before.current && pictureNewlyFailed(before.current, entities)) void refreshUser();
    before.current = pictureStates(entities);
  }, [entities]);
}

/**
 * The list's loaded entities, the whole list's total and whether every page is loaded. Pages are fetched one after
 * another while fewer than `wanted` entities are loaded (the cards the user scrolled to), or all of them with
 * `loadAll` (a search, a filter or statistics need the whole gallery).
 */
export function useEntityPages<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  { loadAll, wanted }: { loadAll: boolean; wanted: number },
) {
  const query = useInfiniteQuery(entityPagesQueryOptions(kind));
  const entities = useMemo(() => pageEntities(query.data?.pages ?? []), [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const complete = query.data !== undefined && !query.hasNextPage;
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  // One page at a time, and never while the pages are being refetched (fetching the next page would cancel that).
  const canFetchMore = Boolean(hasNextPage) && !isFetching && !isError;
  const needMore = loadAll || entities.length < wanted;
  useEffect(() => {
    if (needMore && canFetchMore) void fetchNextPage();
  }, [needMore, canFetchMore, fetchNextPage]);
  useRefreshUserOnPictureFailure(query.data ? entities : undefined);
  return { query, entities, total, complete, loadingMore: query.isFetchingNextPage };
}
