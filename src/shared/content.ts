// The generic content contract: what every kind declares (paths, response key, schemas) and the stored entity's
// common fields. The server's pipeline and the client's generic pages read only this, never a specific kind.
import { z } from 'zod';
import type { ErrorCode } from './errors.js';

export const IMAGE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export type KindContract<Req extends z.ZodType = z.ZodType, Data extends z.ZodObject = z.ZodObject> = {
  /** Stored in content.kind; also the kind's folder name on both sides. */
  kind: string;
  /** Human label for messages: 'NPC', 'magic item'. */
  label: string;
  /** `/api/{apiBase}/generate`, `/api/{apiBase}/{id}/...` */
  apiBase: string;
  /** `/api/user/{listPath}` */
  listPath: string;
  /** The image route segment: 'portrait', 'image', 'map', 'emblem'. */
  imageRoute: string;
  /** The regenerate route segment: 'regenerate-portrait', 'regenerate-image', ... */
  regenerateRoute: string;
  /** Key of the generate answer: `{character: ...}`, `{item: ...}`. */
  responseKey: string;
  /** Entity field holding the image address: 'portraitUrl' or 'imageUrl'. */
  imageUrlField: string;
  /** Error codes of the image route (spec section 7/8 name them per kind). */
  imageErrorCodes: { expired: ErrorCode; missing: ErrorCode };
  /** The image route's messages when there is no picture to send (spec section 8). */
  imageMessages: { none: string; missing: string; expired: string };
  requestSchema: Req;
  dataSchema: Data;
  /** Whether the kind exports Markdown besides PDF. */
  markdownExport: boolean;
};

export function defineKind<Req extends z.ZodType, Data extends z.ZodObject>(
  contract: KindContract<Req, Data>,
): KindContract<Req, Data> {
  return contract;
}

/** Optional free text in a request: trimmed, and blank means absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Every kind's request may carry a seed: the same seed and request give the same entity. */
export const seedSchema = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .optional();

/** Fields the pipeline adds to every stored entity. */
export const entityMetaSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seed: z.number().int(),
  provider: z.string(),
  engineVersion: z.string(),
  imageStatus: z.enum(IMAGE_STATUSES),
  imageError: z.string().nullable(),
});
export type EntityMeta = z.infer<typeof entityMetaSchema>;

/** A stored entity as the API answers it: the kind's data, the meta fields and the image address. */
export type Entity<Data> = Data & EntityMeta & Record<string, unknown>;

export function kindPaths(
  contract: Pick<KindContract, 'apiBase' | 'listPath' | 'imageRoute' | 'regenerateRoute'>,
) {
  const one = (id: number | string) => `/api/${contract.apiBase}/${id}`;
  return {
    generate: `/api/${contract.apiBase}/generate`,
    list: `/api/user/${contract.listPath}`,
    one,
    image: (id: number | string) => `${one(id)}/${contract.imageRoute}`,
    regenerate: (id: number | string) => `${one(id)}/${contract.regenerateRoute}`,
    exportPdf: (id: number | string) => `${one(id)}/export`,
    exportMarkdown: (id: number | string) => `${one(id)}/export/markdown`,
  };
}

/** Download names of the spec: the name with underscores. */
export function exportFileName(name: string, extension: string): string {
  const base =
    name
      .trim()
      .replace(/[^\p{L}\p{N}'-]+/gu, '_')
      .replace(/^_+|_+$/g, '') || 'export';
  return `${base}.${extension}`;
}
