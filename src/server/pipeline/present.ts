// The wire shape of a stored entity: the kind's fields, the pipeline's meta fields and the image address.
import { type Entity, kindPaths } from '../../shared/content.js';
import type { content } from '../db/schema.js';
import type { ServerKind } from './kind.js';

export type ContentRow = typeof content.$inferSelect;

/** The picture's address: it changes with the picture, so browsers may cache each version for good. */
export function imageAddress(
  contract: ServerKind['contract'],
  row: Pick<ContentRow, 'id' | 'imageKey'>,
): string | null {
  return row.imageKey ? `${kindPaths(contract).image(row.id)}?v=${row.imageKey.slice(0, 16)}` : null;
}

export function presentEntity(kind: ServerKind, row: ContentRow): Entity<Record<string, unknown>> {
  const { contract } = kind;
  const imageUrl = imageAddress(contract, row);
  return {
    ...row.data,
    id: row.id,
    [contract.imageUrlField]: imageUrl,
    imageStatus: row.imageStatus,
    imageError: row.imageError,
    seed: Number(row.seed),
    provider: row.provider,
    engineVersion: row.engineVersion,
    version: row.version,
    locked: row.locked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
