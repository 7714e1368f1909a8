// Editing and deleting an entity (decision 024): edits are checked by the kind's own schema on the whole record and
// saved only on the version they were made on; a deletion takes the picture and the links with it.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type EditRequest, editConflictMessage } from '../../shared/world.js';
import { blobOrphans, content, jobs } from '../db/schema.js';
import { fingerprints } from '../engine/repetition.js';
import { badRequest, conflict } from '../errors.js';
import { isHostile } from '../export/entity-document.js';
import { getEntity, type Pipeline } from '../pipeline/content-service.js';
import { addCredits, lockEntity } from '../pipeline/credits.js';
import type { ServerKind } from '../pipeline/kind.js';
import type { ContentRow } from '../pipeline/present.js';

/** The first issue of a failed parse, as 'field: message'. */
export function firstIssueOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const issue = error.issues[0];
  if (!issue) return 'the record is not valid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** The kind's record with `changes` applied, checked by the kind's schema; a 400 naming the first bad field. */
export function checkedRecord(
  kind: ServerKind,
  data: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const parsed = kind.contract.dataSchema.safeParse({ ...data, ...changes });
  if (!parsed.success) throw badRequest(firstIssueOf(parsed.error));
  return parsed.data as Record<string, unknown>;
}

/**
 * Applies an edit: only the kind's editable fields, clean text, a record that passes the kind's schema, and only
 * on the version the edit was made on (409 EDIT_CONFLICT otherwise, nothing saved). Raises the version.
 */
export async function editEntity(
  pipeline: Pick<Pipeline, 'db'>,
  kind: ServerKind,
  userId: number,
  id: number,
  edit: EditRequest,
): Promise<ContentRow> {
  const { version, locked, ...changes } = edit;
  const { label, editable } = kind.contract;
  const allowed = new Set<string>(editable);
  const refused = [...Object.keys(changes), ...(locked ?? [])].find((field) => !allowed.has(field));
  if (refused !== undefined) {
    throw badRequest(
      `${refused} cannot be edited: the fields of a ${label} that can are ${editable.join(', ')}`,
    );
  }
  if (Object.keys(changes).length === 0 && locked === undefined) {
    throw badRequest('Nothing to save: send at least one field to change');
  }
  if (isHostile(changes)) throw badRequest('Text cannot contain control characters or invalid Unicode');

  const row = await getEntity(pipeline.db, kind, userId, id);
  if (row.version !== version) throw conflict(editConflictMessage(label), 'EDIT_CONFLICT');
  const data = checkedRecord(kind, row.data, changes);
  const [updated] = await pipeline.db
    .update(content)
    .set({
      data,
      name: String(data.name),
      fingerprints: fingerprints(data),
      ...(locked ? { locked: [...new Set(locked)] } : {}),
      version: sql`${content.version} + 1`,
      updatedAt: new Date(),
    })
    // The version again: an edit saved between the read above and this write wins, and this one is refused.
    .where(and(eq(content.id, row.id), eq(content.ownerId, userId), eq(content.version, version)))
    .returning();
  if (!updated) throw conflict(editConflictMessage(label), 'EDIT_CONFLICT');
  return updated;
}

/**
 * Deletes the user's entity; its links, share link and picture jobs go with it (foreign keys), and the credits of
 * regenerations it was still waiting for come back (a picture never painted is never paid for). Its picture is left
 * to the worker's sweep (`sweepOrphanBlobs`): pictures are stored by content, so another entity may show the same
 * bytes, or be about to.
 */
export async function deleteEntity(
  pipeline: Pick<Pipeline, 'db' | 'blobs'>,
  kind: ServerKind,
  userId: number,
  id: number,
): Promise<void> {
  const { label } = kind.contract;
  await pipeline.db.transaction(async (tx) => {
    // The one lock order (pipeline/credits.ts): the entity, its jobs, then the owner's credits.
    const row = await lockEntity(tx, kind.contract.kind, label, userId, id);
    const owed = await tx
      .select({ cost: jobs.creditCost })
      .from(jobs)
      .where(and(eq(jobs.contentId, id), inArray(jobs.status, ['queued', 'running']), gt(jobs.creditCost, 0)))
      .for('update');
    const refund = owed.reduce((sum, job) => sum + job.cost, 0);
    if (refund > 0)
      await addCredits(tx, userId, refund, { reason: 'refund', kind: label, contentId: id, name: row.name });
    await tx.delete(content).where(eq(content.id, id));
    if (row.imageKey) await tx.insert(blobOrphans).values({ key: row.imageKey }).onConflictDoNothing();
  });
}
