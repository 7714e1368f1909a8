// The bulk export (issue 12, item 4; decision 023): `GET /api/user/export.zip` packs a whole gallery, several, or a
// selection into one ZIP of PDFs, Markdown, JSON documents and pictures, streamed as it is made. Its query, limits and
// the names both sides agree on live here.
import { z } from 'zod';
import { PAPER_SIZES } from './content.js';

export const BULK_EXPORT_PATH = '/api/user/export.zip';

/**
 * What each entity may be packed as: its PDF, its Markdown (both flavours), its JSON document, its picture, a note
 * of an Obsidian vault (a folder of its own in the archive: notes, links and pictures laid out for Obsidian), and an
 * entry of one 5etools homebrew file (NPCs with stat blocks and magic items).
 */
export const BULK_EXPORT_FORMATS = ['pdf', 'markdown', 'json', 'image', 'vault', '5etools'] as const;
export type BulkExportFormat = (typeof BULK_EXPORT_FORMATS)[number];

/** What an archive holds when the request names no formats: every entity's own files; the vault is asked for. */
export const BULK_EXPORT_DEFAULT_FORMATS: readonly BulkExportFormat[] = ['pdf', 'markdown', 'json', 'image'];

/** The most ids a selection may name (a filtered gallery beyond it exports by kind instead). */
export const BULK_EXPORT_MAX_IDS = 500;

/** The answer's header with the number of entities the archive will hold, so a client can show real progress. */
export const BULK_EXPORT_COUNT_HEADER = 'X-Export-Entities';

/** The archive's own description of its contents, first in the archive. */
export const BULK_EXPORT_README = 'README.txt';

/** A query parameter given twice arrives as an array; a list here is one comma-separated value. */
const once = (name: string) =>
  z.string({ error: `${name} must be given once, as a comma-separated list` }).transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/**
 * The route's query. `kinds` are checked against the kinds the server serves (`known`), which only the server
 * knows for sure; without `kinds`, every kind. Every refusal names the parameter and what it takes.
 */
export function bulkExportQuerySchema(known: readonly string[]) {
  return z.object({
    kinds: once('kinds')
      .pipe(
        z
          .array(z.string())
          .min(1, `kinds must name at least one of: ${known.join(', ')}`)
          .superRefine((kinds, context) => {
            const unknown = kinds.filter((kind) => !known.includes(kind));
            if (unknown.length) {
              context.addIssue({
                code: 'custom',
                message: `Unknown kind${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `'${k}'`).join(', ')}: kinds takes ${known.join(', ')}`,
              });
            }
          }),
      )
      .transform((kinds) => [...new Set(kinds)])
      .optional(),
    ids: once('ids')
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^[1-9][0-9]{0,9}$/, 'ids must be entity ids separated by commas')
              .transform(Number)
              .refine((id) => id <= 2_147_483_647, 'ids must be entity ids separated by commas'),
          )
          .min(1, 'ids must name at least one entity'),
      )
      .transform((ids) => [...new Set(ids)])
      .refine(
        (ids) => ids.length <= BULK_EXPORT_MAX_IDS,
        `ids may name at most ${BULK_EXPORT_MAX_IDS} entities`,
      )
      .optional(),
    formats: once('formats')
      .pipe(
        z
          .array(
            z.enum(BULK_EXPORT_FORMATS, {
              error: `formats takes ${BULK_EXPORT_FORMATS.join(', ')}`,
            }),
          )
          .min(1, `formats must name at least one of: ${BULK_EXPORT_FORMATS.join(', ')}`),
      )
      .transform((formats) => [...new Set(formats)])
      .default([...BULK_EXPORT_DEFAULT_FORMATS]),
    paper: z.enum(PAPER_SIZES, { error: "paper must be 'letter' or 'a4'" }).default('letter'),
  });
}
export type BulkExportQuery = z.output<ReturnType<typeof bulkExportQuerySchema>>;

/** What a client asks for; every part optional, as the route's defaults are. */
export type BulkExportRequest = {
  kinds?: readonly string[];
  ids?: readonly number[];
  formats?: readonly BulkExportFormat[];
  paper?: (typeof PAPER_SIZES)[number];
};

/** The route's address for a request (commas kept readable: they need no escaping in a query). */
export function bulkExportPath(request: BulkExportRequest): string {
  const parts: string[] = [];
  if (request.kinds?.length) parts.push(`kinds=${request.kinds.map(encodeURIComponent).join(',')}`);
  if (request.ids?.length) parts.push(`ids=${request.ids.join(',')}`);
  if (request.formats?.length) parts.push(`formats=${request.formats.join(',')}`);
  if (request.paper) parts.push(`paper=${request.paper}`);
  return parts.length ? `${BULK_EXPORT_PATH}?${parts.join('&')}` : BULK_EXPORT_PATH;
}

/** The archive's download name: 'loreforge-npcs-2026-11-25.zip', or 'loreforge-2026-11-25.zip' for several kinds. */
export function bulkExportFileName(listPaths: readonly string[], date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return listPaths.length === 1 ? `loreforge-${listPaths[0]}-${day}.zip` : `loreforge-${day}.zip`;
}
