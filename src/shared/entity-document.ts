// The JSON export of one entity, and what POST /api/import accepts: a versioned document with the kind's fields,
// what reproduces it, and the picture embedded as base64, so nothing is lost on the way to another account.
// Decision 018.
import { z } from 'zod';

/** Names the document's format, so a file of anything else is told apart from a Loreforge export at once. */
export const ENTITY_DOCUMENT_FORMAT = 'loreforge.entity';
/** Raised when the document's shape changes incompatibly; an import refuses any other version. */
export const ENTITY_DOCUMENT_VERSION = 1;

/**
 * The largest import accepted: a town map (the largest picture) is about 2 MB of PNG, a third more as base64.
 * Larger files are refused with 413 before they are read.
 */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The most text an imported entity may hold, as JSON, and in one field: a few times the longest the engines write
 * (a metropolis is about 16 KB, its longest field 1.5 KB), so an export always comes back and a file made to be
 * heavy (issue 22: 7 MB of description stalled the server on export) never gets in.
 */
export const IMPORT_TEXT_MAX_BYTES = 96 * 1024;
export const IMPORT_FIELD_MAX_CHARS = 8_000;

/** Picture types an import may carry: those the pipeline stores and serves. */
export const IMPORT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const IMPORT_MESSAGES = {
  foreign: 'This file is not a Loreforge export: choose a .json file saved with Export JSON.',
  version: (version: unknown) =>
    `This file uses version ${JSON.stringify(version)} of the Loreforge export format; this server reads version ${ENTITY_DOCUMENT_VERSION}.`,
  kind: (kind: unknown) => `This file holds an unknown kind of content (${JSON.stringify(kind)}).`,
  invalid: (label: string, detail: string) => `This file's ${label} is not valid: ${detail}`,
  hostile: 'This file contains control characters or invalid Unicode and cannot be imported.',
  image: "This file's picture is damaged or not an image it says it is, so nothing was imported.",
  pictureDetail: (detail: string) => `This file's picture cannot be imported: ${detail}.`,
  tooMuchText: `This file holds more text than any Loreforge export (at most ${IMPORT_TEXT_MAX_BYTES / 1024} KB, ${IMPORT_FIELD_MAX_CHARS.toLocaleString('en-US')} characters a field), so nothing was imported.`,
  quota: (mb: number) =>
    `Your imported pictures have reached their ${mb} MB limit. Delete some imported entities to make room.`,
  notJson: 'This file is not JSON: choose a .json file saved with Export JSON.',
  incomplete: (part: string) =>
    `This Loreforge export is incomplete or damaged: its ${part} is missing or not what Export JSON writes.`,
  tooLarge: `This file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB, more than any Loreforge export.`,
  /** A ZIP without JSON documents (exported without JSON ticked, or not Loreforge's): nothing to restore. */
  zipWithoutDocuments:
    'This ZIP holds no Loreforge JSON exports. Export it again with JSON ticked, then import that ZIP.',
} as const;

const base64 = z
  .string()
  .max(IMPORT_MAX_BYTES)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The picture is not valid base64');

/**
 * The document's envelope. The format comes first, then the version and the kind, so a foreign or newer file is
 * refused for that (the first issue is the one the answer names), not for a field it happens to lack.
 */
export const entityDocumentSchema = z.object(
  {
    format: z.literal(ENTITY_DOCUMENT_FORMAT, { error: IMPORT_MESSAGES.foreign }),
    version: z.unknown().refine((v) => v === ENTITY_DOCUMENT_VERSION, {
      error: (issue) => IMPORT_MESSAGES.version(issue.input),
    }),
    kind: z.string({ error: IMPORT_MESSAGES.foreign }).min(1, IMPORT_MESSAGES.foreign).max(40),
    exportedAt: z.string({ error: IMPORT_MESSAGES.incomplete('date') }).max(40),
    /** The entity's fields, validated by the kind's own schema on import. */
    entity: z.record(z.string(), z.unknown(), { error: IMPORT_MESSAGES.incomplete('content') }),
    /** What reproduces the entity: the seed and the request it was generated from, and who wrote it. */
    meta: z.object(
      {
        seed: z
          .number()
          .int()
          .min(0)
          .max(2 ** 32 - 1),
        /** 'procedural', or 'openai:<model>' (a model's name may be long). */
        provider: z.string().min(1).max(200),
        engineVersion: z.string().min(1).max(60),
        createdAt: z.string().max(40),
        /** The request as validated when it was generated; checked against the kind's request schema on import. */
        request: z.record(z.string(), z.unknown()).optional(),
      },
      { error: IMPORT_MESSAGES.incomplete('seed and provenance') },
    ),
    /** The picture, or null when the entity had none (still painting, or failed). */
    image: z
      .object(
        {
          contentType: z.enum(IMPORT_IMAGE_TYPES, { error: IMPORT_MESSAGES.image }),
          /** sha256 of the bytes, hex: a damaged copy is refused rather than stored. */
          sha256: z.string().regex(/^[0-9a-f]{64}$/, IMPORT_MESSAGES.image),
          base64,
        },
        { error: IMPORT_MESSAGES.incomplete('picture') },
      )
      .nullable(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? IMPORT_MESSAGES.foreign : undefined) },
);

export type EntityDocument = z.infer<typeof entityDocumentSchema>;

/** The import's answer: 201 for a new entity, 200 when the same document was imported before (nothing added). */
export const importAnswerSchema = z.object({
  message: z.string(),
  imported: z.boolean(),
  kind: z.string(),
  apiBase: z.string(),
  /** The kind's list (`/api/user/{listPath}`), so a client refreshes the gallery the entity joined. */
  listPath: z.string(),
  id: z.number().int(),
  name: z.string(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
