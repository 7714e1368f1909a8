// The wire shape of a stored entity: the kind's fields, the pipeline's meta fields and the image address.
import { type Entity, kindPaths } from '../../shared/content.js';
import type { content } from '../db/schema.js';
import type { ServerKind } from './kind.js';

export type ContentRow = typeof content.$inferSelect;

export function presentEntity(kind: ServerKind, row: ContentRow): Entity<Record<string, unknown>> {
  const { contract } = kind;
  // The address changes with the picture, so browsers may cache each version for good.
  const imageUrl = row.imageKey
    ? `${kindPaths(contract).image(row.id)}?v=${row.imageKey.slice(0, 16)}`
    : null;
  return {
    ...row.data,
    id: row.id,
    [contract.imageUrlField]: imageUrl,
    imageStatus: row.imageStatus,
    imageError: row.imageError,
    seed: Number(row.seed),
    provider: row.provider,
    engineVersion: row.engineVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
