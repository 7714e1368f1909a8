// The JSON export of one entity and its import into an account (decision 018): the document carries the kind's
// fields, the seed and request that reproduce it and the picture as base64; an import checks every part of it,
// stores nothing unless all of it holds, spends no credit, and adds the same document only once per account.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ENTITY_DOCUMENT_FORMAT,
  ENTITY_DOCUMENT_VERSION,
  type EntityDocument,
  IMPORT_FIELD_MAX_CHARS,
  IMPORT_MESSAGES,
  IMPORT_TEXT_MAX_BYTES,
  type ImportAnswer,
} from '../../shared/entity-document.js';
import { isCleanText } from '../../shared/text.js';
import { blobOrphans, content, users } from '../db/schema.js';
import { fingerprints } from '../engine/repetition.js';
import { badRequest, HttpError } from '../errors.js';
import type { Pipeline } from '../pipeline/content-service.js';
import type { Tx } from '../pipeline/credits.js';
import type { ServerKind } from '../pipeline/kind.js';
import type { ContentRow } from '../pipeline/present.js';
import { sniffImageType } from '../providers/openai-image.js';
import { type CheckedPicture, checkPicture, PictureError } from '../storage/picture-check.js';

/** The picture message of an entity imported without one: it says 'image', as every picture message does. */
export const IMPORTED_WITHOUT_IMAGE =
  'No image came with the imported file. Regenerate the image to paint one.';

/** Builds the export document of a stored entity, with its picture when the store still has it. */
export async function entityDocument(
  pipeline: Pick<Pipeline, 'blobs'>,
  kind: ServerKind,
  row: ContentRow,
): Promise<EntityDocument> {
  const bytes = row.imageKey ? await pipeline.blobs.get(row.imageKey) : null;
  const contentType = bytes ? sniffImageType(bytes) : undefined;
  const { seed: _seed, ...request } = row.request;
  return {
    format: ENTITY_DOCUMENT_FORMAT,
    version: ENTITY_DOCUMENT_VERSION,
    kind: kind.contract.kind,
    exportedAt: new Date().toISOString(),
    entity: kind.contract.dataSchema.parse(row.data) as Record<string, unknown>,
    meta: {
      seed: Number(row.seed),
      provider: row.provider,
      engineVersion: row.engineVersion,
      createdAt: row.createdAt.toISOString(),
      request,
    },
    image:
      bytes && contentType
        ? {
            contentType,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            base64: bytes.toString('base64'),
          }
        : null,
  };
}

/** Every string of a JSON value, for the hostile-text check. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsOf(item);
    }
  }
}

/** Text the API refuses everywhere else (control characters, broken Unicode) and invisible reordering marks. */
export function isHostile(value: unknown): boolean {
  for (const text of stringsOf(value)) {
    if (!isCleanText(text, true)) return true;
  }
  return false;
}

/** JSON with object keys sorted, so the same content always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The first issue of a failed parse, as 'path: message'. */
function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not match what this server stores';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The picture's bytes, checked against the type and hash the document gives (refused when they disagree), then
 * decoded in full and written out again (`checkPicture`): what is stored is a clean picture no larger than the
 * product's own, or nothing is imported.
 */
async function pictureOf(image: NonNullable<EntityDocument['image']>): Promise<CheckedPicture> {
  const bytes = Buffer.from(image.base64, 'base64');
  const intact =
    bytes.length > 0 &&
    // Node skips characters it cannot decode; re-encoding proves the text was all base64.
    bytes.toString('base64') === image.base64 &&
    createHash('sha256').update(bytes).digest('hex') === image.sha256 &&
    sniffImageType(bytes) === image.contentType;
  if (!intact) throw badRequest(IMPORT_MESSAGES.image);
  try {
    return await checkPicture(bytes, image.contentType);
  } catch (error) {
    if (error instanceof PictureError) throw badRequest(IMPORT_MESSAGES.pictureDetail(error.message));
    throw error;
  }
}

/** No more text than an export holds: in all, and in any one field. */
function withinTextLimits(entity: Record<string, unknown>): boolean {
  if (Buffer.byteLength(JSON.stringify(entity)) > IMPORT_TEXT_MAX_BYTES) return false;
  for (const text of stringsOf(entity)) if (text.length > IMPORT_FIELD_MAX_CHARS) return false;
  return true;
}

/**
 * Restores a document into the user's account. Every check runs before anything is written: the kind is known,
 * no text is hostile, the fields pass the kind's schema (and the request its request schema), the picture is
 * intact. The same document (same kind, fields and picture) imported again answers the entity it made, as does
 * one whose fields equal an entity the user already has. No credit is spent: nothing is written or painted.
 */
export async function importEntity(
  pipeline: Pick<Pipeline, 'db' | 'blobs'>,
  kinds: readonly ServerKind[],
  userId: number,
  document: EntityDocument,
  quotaBytes = Number.POSITIVE_INFINITY,
): Promise<{ kind: ServerKind; row: ContentRow; answer: ImportAnswer }> {
  const kind = kinds.find((candidate) => candidate.contract.kind === document.kind);
  if (!kind) throw badRequest(IMPORT_MESSAGES.kind(document.kind));
  const { contract } = kind;
  if (isHostile(document)) throw badRequest(IMPORT_MESSAGES.hostile);
  if (!withinTextLimits(document.entity)) throw badRequest(IMPORT_MESSAGES.tooMuchText);

  const parsed = contract.dataSchema.safeParse(document.entity);
  if (!parsed.success) throw badRequest(IMPORT_MESSAGES.invalid(contract.label, firstIssue(parsed.error)));
  const data = parsed.data as Record<string, unknown>;
  let request: Record<string, unknown> = {};
  if (document.meta.request) {
    const checked = contract.requestSchema.safeParse(document.meta.request);
    if (!checked.success) {
      throw badRequest(IMPORT_MESSAGES.invalid(`${contract.label} request`, firstIssue(checked.error)));
    }
    request = checked.data as Record<string, unknown>;
  }
  const picture = document.image ? await pictureOf(document.image) : null;
  const hash = createHash('sha256')
    .update(canonicalJson({ kind: contract.kind, data, image: document.image?.sha256 ?? null }))
    .digest('hex');
  const name = String(data.name);

  const answer = (row: ContentRow, imported: boolean): ImportAnswer => ({
    message: imported
      ? `“${row.name}” was imported into your ${contract.label} gallery.`
      : `“${row.name}” is already in your ${contract.label} gallery, so nothing was added.`,
    imported,
    kind: contract.kind,
    apiBase: contract.apiBase,
    listPath: contract.listPath,
    id: row.id,
    name: row.name,
  });
  const existing = async (): Promise<ContentRow | undefined> => {
    const [row] = await pipeline.db
      .select()
      .from(content)
      .where(
        and(
          eq(content.ownerId, userId),
          eq(content.kind, contract.kind),
          sql`(${content.importHash} = ${hash} OR ${content.data} = ${JSON.stringify(data)}::jsonb)`,
        ),
      )
      .limit(1);
    return row;
  };

  const before = await existing();
  if (before) return { kind, row: before, answer: answer(before, false) };

  // Imported pictures count against the user's quota: checked here, and again under the user's lock below, so
  // imports sent at once cannot pass it together.
  const quota = async (tx: Tx) => {
    if (!picture) return;
    const [{ used }] = (await tx
      .select({ used: sql<number>`coalesce(sum(${content.imageBytes}), 0)::bigint` })
      .from(content)
      .where(and(eq(content.ownerId, userId), isNotNull(content.importHash)))) as [{ used: number }];
    if (Number(used) + picture.bytes.length > quotaBytes) {
      throw new HttpError(
        403,
        'IMPORT_QUOTA_EXCEEDED',
        IMPORT_MESSAGES.quota(Math.round(quotaBytes / 2 ** 20)),
      );
    }
  };
  await quota(pipeline.db);
  // Content-addressed and idempotent: a picture stored for an import that then loses a race is the same blob.
  const imageKey = picture ? await pipeline.blobs.put(picture.bytes) : null;
  const [inserted] = await pipeline.db
    .transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await quota(tx);
      return tx
        .insert(content)
        .values({
          ownerId: userId,
          kind: contract.kind,
          name,
          data,
          request: { ...request, seed: document.meta.seed },
          seed: document.meta.seed,
          engineVersion: document.meta.engineVersion,
          provider: document.meta.provider,
          imageKey,
          imageType: picture?.contentType ?? null,
          imageBytes: picture?.bytes.length ?? null,
          imageStatus: picture ? 'ready' : 'failed',
          imageError: picture ? null : IMPORTED_WITHOUT_IMAGE,
          imageProvider: picture ? 'import' : null,
          importHash: hash,
          fingerprints: fingerprints(data),
        })
        .onConflictDoNothing({ target: [content.ownerId, content.importHash] })
        .returning();
    })
    .catch(async (error: unknown) => {
      // The picture stored above may now be nobody's: the worker's sweep removes it unless another entity shows it.
      if (imageKey) await pipeline.db.insert(blobOrphans).values({ key: imageKey }).onConflictDoNothing();
      throw error;
    });
  if (inserted) return { kind, row: inserted, answer: answer(inserted, true) };
  // The same document, imported at the same moment by another request: that one's entity is the answer.
  const raced = await existing();
  if (!raced) throw new Error('An import conflicted with an entity that is not there');
  return { kind, row: raced, answer: answer(raced, false) };
}
