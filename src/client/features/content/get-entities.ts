// The signed-in user's entities of one kind, newest first; polls every second only while a picture is painting.
// A picture that fails refreshes the user: a failed regeneration gives its credit back (decision 004).
import { getJson } from '@client/lib/api-client';
import { refreshUser } from '@client/lib/refresh-user';
import { kindPaths } from '@shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

export function useEntities<Data extends Record<string, unknown>>(kind: ClientKind<Data>) {
  const query = useQuery(entitiesQueryOptions(kind));
  useRefreshUserOnPictureFailure(query.data);
  return query;
}
