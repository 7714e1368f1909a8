// The generic content contract: what every kind declares (paths, response key, schemas) and the stored entity's
// common fields. The server's pipeline and the client's generic pages read only this, never a specific kind.
import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { cleanText } from './text.js';

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
  /**
   * Key of the entity in the generate answer (`{character: ...}`, `{item: ...}`), in the progress stream's 'done'
   * line and in the regenerate answer.
   */
  responseKey: string;
  /**
   * The plain generate answer is the entity itself, its `id` and `name` at the top of the body, instead of
   * `{[responseKey]: entity}` (the spec's 'Response has name' for towns, 'carries id and name' for factions).
   */
  entityAtTopLevel?: boolean;
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

/** The plain (not streamed) generate answer of a kind for this entity. */
export function generateAnswer(
  contract: Pick<KindContract, 'responseKey' | 'entityAtTopLevel'>,
  entity: Record<string, unknown>,
): Record<string, unknown> {
  return contract.entityAtTopLevel ? entity : { [contract.responseKey]: entity };
}

/** The entity in a plain generate answer (the inverse of `generateAnswer`). */
export function entityOfAnswer(
  contract: Pick<KindContract, 'responseKey' | 'entityAtTopLevel'>,
  body: Record<string, unknown>,
): unknown {
  return contract.entityAtTopLevel ? body : body[contract.responseKey];
}

export function defineKind<Req extends z.ZodType, Data extends z.ZodObject>(
  contract: KindContract<Req, Data>,
): KindContract<Req, Data> {
  return contract;
}

/** The message of a text field's maximum length, naming the field and the limit. */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Optional free text in a request: clean (see `cleanText`), trimmed, and blank means absent. */
export const optionalText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  cleanText(options)
    .trim()
    .max(max, tooLongMessage(label, max))
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A whole number on a 1-10 scale (the NPC trait sliders): a number, or a string of digits as a form sends it.
 * Booleans, hex strings and fractions are refused rather than coerced.
 */
export const scaleOfTen = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+\s*$/)
          .transform(Number),
      ],
      {
        error: `${label} must be a whole number from 1 to 10`,
      },
    )
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number from 1 to 10`)
        .min(1, `${label} must be a whole number from 1 to 10`)
        .max(10, `${label} must be a whole number from 1 to 10`),
    );

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

/** The papers a PDF export is set on; Letter unless the request asks for A4 (`?paper=a4`). */
export const PAPER_SIZES = ['letter', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** The PDF export's query: an unknown paper is refused with this message rather than printed on Letter. */
export const exportPdfQuerySchema = z.object({
  paper: z.enum(PAPER_SIZES, { error: "paper must be 'letter' or 'a4'" }).default('letter'),
});

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
    exportPdf: (id: number | string, paper: PaperSize = 'letter') =>
      paper === 'letter' ? `${one(id)}/export` : `${one(id)}/export?paper=${paper}`,
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
