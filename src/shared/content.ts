// The generic content contract: what every kind declares (paths, response key, schemas) and the stored entity's
// common fields. The server's pipeline and the client's generic pages read only this, never a specific kind.
import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { cleanText } from './text.js';
import type { LinkRelation } from './world.js';

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
  /**
   * Fields a share link's player view leaves empty (decision 019): the GM's secrets and hooks. Each must accept its
   * empty value ([] or ''), so the player view still passes `dataSchema`.
   */
  playerHidden?: readonly (keyof z.output<Data> & string)[];
  /**
   * What players may know of a record beyond the hidden fields, for a kind whose ordinary fields can hold secrets (a
   * secret faction's true purpose in its description): the player view after `playerHidden`. The result need not
   * pass `dataSchema`: a field players may not know is left out, and the kind's views show what is there.
   */
  playerSafe?: (data: z.output<Data>) => Record<string, unknown>;
  /**
   * Fields a user may edit in place (PATCH /api/{base}/{id}, decision 024), each checked by `dataSchema` on the whole
   * record as it would be stored. Fields code decides for the picture (a look, a layout) are left out.
   */
  editable: readonly (keyof z.output<Data> & string)[];
  /**
   * Sections that can be re-rolled alone (POST /api/{base}/{id}/reroll), each with its label and the fields it
   * writes; the rest of the record stays as it is (decision 024).
   */
  sections: Readonly<Record<string, { label: string; fields: readonly (keyof z.output<Data> & string)[] }>>;
  /**
   * Generating this kind from another kind's entity (the request's `context`): by the context's kind, the link made
   * between them ('out': from the new entity to the context, 'in': from the context to the new one).
   */
  fromContext?: Readonly<Record<string, { relation: LinkRelation; direction: 'out' | 'in' }>>;
};

/** The kind's fields as a share link's player view shows them: every field the kind hides left empty. */
export function playerView(
  contract: Pick<KindContract, 'playerHidden' | 'playerSafe'>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const view = { ...data };
  for (const field of contract.playerHidden ?? []) {
    if (!(field in view)) continue;
    const value = view[field];
    view[field] = Array.isArray(value) ? [] : typeof value === 'string' ? '' : null;
  }
  return contract.playerSafe ? contract.playerSafe(view as never) : view;
}

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
  /** Raised by every edit; an edit names the version it was made on (decision 024). */
  version: z.number().int(),
  /** Fields a full re-roll keeps. */
  locked: z.array(z.string()),
});
export type EntityMeta = z.infer<typeof entityMetaSchema>;

/** A stored entity as the API answers it: the kind's data, the meta fields and the image address. */
export type Entity<Data> = Data & EntityMeta & Record<string, unknown>;

/** The answer (404) for picture data an entity has none of: a kind without any, or a picture the engine did not draw. */
export const NO_PICTURE_DATA_MESSAGE =
  'No drawing data comes with this picture: only pictures Loreforge drew itself have it.';

/** The papers a PDF export is set on; Letter unless the request asks for A4 (`?paper=a4`). */
export const PAPER_SIZES = ['letter', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** The PDF export's query: an unknown paper is refused with this message rather than printed on Letter. */
export const exportPdfQuerySchema = z.object({
  paper: z.enum(PAPER_SIZES, { error: "paper must be 'letter' or 'a4'" }).default('letter'),
});

/**
 * The Markdown exports: Obsidian (and other notes apps: YAML front matter, [[links]]) by default, or Homebrewery
 * (V3 blocks and page breaks). Decision 018.
 */
export const MARKDOWN_FLAVORS = ['obsidian', 'homebrewery'] as const;
export type MarkdownFlavor = (typeof MARKDOWN_FLAVORS)[number];

/** The Markdown export's query: an unknown flavour is refused with this message rather than guessed. */
export const exportMarkdownQuerySchema = z.object({
  flavor: z
    .enum(MARKDOWN_FLAVORS, { error: "flavor must be 'homebrewery' or 'obsidian'" })
    .default('obsidian'),
});

/**
 * The Foundry VTT export's documents (decision 022): the JournalEntry every kind has (the default), or the game
 * system's Actor of an entity that has one (an NPC with a stat block).
 */
export const FOUNDRY_DOCUMENTS = ['journal', 'actor'] as const;
export type FoundryDocumentKind = (typeof FOUNDRY_DOCUMENTS)[number];

/** The Foundry export's query: an unknown document is refused with this message rather than guessed. */
export const exportFoundryQuerySchema = z.object({
  document: z.enum(FOUNDRY_DOCUMENTS, { error: "document must be 'journal' or 'actor'" }).default('journal'),
});

/** The most entities one page of a list may ask for. */
export const LIST_PAGE_MAX = 100;

/**
 * A list page's position: the last entity's creation time in microseconds since 1970 and its id (keyset paging on
 * created_at, id, newest first). Opaque to clients, which send back the `nextCursor` they were given.
 */
const CURSOR_PATTERN = /^[0-9]{1,17}-[1-9][0-9]{0,9}$/;

/**
 * The list route's optional query (decision 017): without `limit` the answer is the spec's whole array; with it, one
 * page, `{items, nextCursor, total}`. A cursor without a limit is refused rather than silently ignored.
 */
export const listPageQuerySchema = z
  .object({
    limit: z
      .string()
      .regex(/^[1-9][0-9]{0,2}$/, `limit must be a whole number from 1 to ${LIST_PAGE_MAX}`)
      .transform(Number)
      .refine((n) => n <= LIST_PAGE_MAX, `limit must be a whole number from 1 to ${LIST_PAGE_MAX}`)
      .optional(),
    cursor: z
      .string()
      .regex(CURSOR_PATTERN, 'cursor must be a nextCursor from an earlier page')
      // An id is a PostgreSQL integer: a larger one cannot be one of ours (and would fail the query).
      .refine(
        (cursor) => Number(cursor.split('-')[1]) <= 2_147_483_647,
        'cursor must be a nextCursor from an earlier page',
      )
      .optional(),
  })
  .refine((query) => query.cursor === undefined || query.limit !== undefined, {
    message: 'cursor needs a limit',
    path: ['cursor'],
  });
export type ListPageQuery = z.output<typeof listPageQuerySchema>;

/** One page of a list: up to `limit` entities newest first, the cursor of the next page (null at the end), and how
 * many entities the whole list holds. */
export type ListPage<T> = { items: T[]; nextCursor: string | null; total: number };

/** The list path with a page's query. */
export function listPagePath(listPath: string, limit: number, cursor?: string | null): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `${listPath}?${query.toString()}`;
}

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
    exportMarkdown: (id: number | string, flavor: MarkdownFlavor = 'obsidian') =>
      flavor === 'obsidian' ? `${one(id)}/export/markdown` : `${one(id)}/export/markdown?flavor=${flavor}`,
    exportJson: (id: number | string) => `${one(id)}/export/json`,
    exportFoundry: (id: number | string, document: FoundryDocumentKind = 'journal') =>
      document === 'journal' ? `${one(id)}/export/foundry` : `${one(id)}/export/foundry?document=${document}`,
    /** GET: data drawn with the procedural picture (a town map's GeoJSON), where the kind has some (decision 027). */
    exportPictureData: (id: number | string) => `${one(id)}/export/picture-data`,
    /** GET: the entity's links both ways (decision 024). */
    links: (id: number | string) => `${one(id)}/links`,
    /** POST `{section}`: re-rolls one section, or 'all' but the locked fields (decision 024). */
    reroll: (id: number | string) => `${one(id)}/reroll`,
    /** POST makes (or replaces) the entity's share link, DELETE revokes it (decision 019). */
    share: (id: number | string) => `${one(id)}/share`,
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
