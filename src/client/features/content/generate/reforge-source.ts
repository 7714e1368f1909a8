// Re-forging: a gallery entity opens its generator's Advanced form pre-filled (`?from=<id>`), seed included.
import { useSearch } from 'wouter';
import type { ClientKind, KindEntity } from '../client-kind';
import { useEntity } from '../details/get-entity';

export const REFORGE_PARAM = 'from';

export function reforgeHref(kind: ClientKind, entity: Pick<KindEntity, 'id'>): string {
  return `${kind.routes.generator}?${REFORGE_PARAM}=${entity.id}`;
}

/** The entity named by `?from=` on the generator page, with its load state. */
export function useReforgeSource<Data extends Record<string, unknown>>(kind: ClientKind<Data>) {
  const search = useSearch();
  const raw = new URLSearchParams(search).get(REFORGE_PARAM);
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const query = useEntity(kind, id);
  return { id, entity: query.data ?? null, isLoading: id !== null && query.isLoading, error: query.error };
}
