// The pipeline's commands, the same for every kind: generate, list, get, image bytes, regenerate the image.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ListPageQuery } from '../../shared/content.js';
import { must } from '../../shared/must.js';
import { withCleanStrings } from '../../shared/text.js';
import type { Db } from '../db/client.js';
import { content, links } from '../db/schema.js';
import { fingerprints } from '../engine/repetition.js';
import { HttpError, notFound } from '../errors.js';
import type { PdfRenderer } from '../pdf/pdf-renderer.js';
import type { TextProvider } from '../providers/providers.js';
import type { BlobStore } from '../storage/blob-store.js';
import { creditBalance, insufficientCredits, lockEntity, recordCredits, spendCredits } from './credits.js';
import type { GenerationLimiter } from './generation-limit.js';
import { enqueueImageJob, type ImageWorker } from './image-jobs.js';
import type { ContextEntity, ServerKind } from './kind.js';
import type { ListCache } from './list-cache.js';
import type { ContentRow } from './present.js';

export type PipelineSettings = {
  generationCost: number;
  regenerationCost: number;
  /** A re-roll of a section or of the whole record (decision 024). */
  rerollCost: number;
  imageMaxAttempts: number;
};

export type Pipeline = {
  db: Db;
  blobs: BlobStore;
  text: TextProvider;
  worker: ImageWorker;
  /** Per-user limit on generate and regenerate requests (in this process, or shared in Redis). */
  limiter: GenerationLimiter;
  /** Serialized list answers, reused while the list's version stands. */
  lists: ListCache;
  /** Lays out PDFs: in child processes in production, off the main thread and under limits (decision 025). */
  pdf: PdfRenderer;
  settings: PipelineSettings;
};

export const newSeed = (): number => randomInt(0, 2 ** 32 - 1);

/**
 * The stages of a generation, reported as they begin (the generate route streams them to a client that asks):
 * writing the text, storing it, then painting, which the image job does after the answer.
 */
export const GENERATION_STAGES = ['writing', 'storing', 'painting'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

/**
 * Writes a new entity: the text first (it may take seconds with an AI provider, and a failure there stores
 * nothing and costs nothing), then one transaction that spends the credit, stores the entity and queues its
 * picture. A user without the credits is refused before the provider is asked (an AI call costs money); the
 * spend in the transaction stays the guard against concurrent requests.
 */
export async function generateEntity(
  pipeline: Pipeline,
  kind: ServerKind,
  userId: number,
  request: Record<string, unknown>,
  progress: (stage: GenerationStage) => void = () => {},
  context?: ContextEntity & { id: number },
): Promise<ContentRow> {
  const cost = pipeline.settings.generationCost;
  if (cost > 0 && (await creditBalance(pipeline.db, userId)) < cost) {
    throw insufficientCredits(kind.contract.label);
  }
  // A seed the request names is honoured exactly; otherwise the writer may choose among drafts the one that shares
  // least with this user's world (decision 026).
  const asked = typeof request.seed === 'number';
  const avoid = asked ? undefined : await worldFingerprints(pipeline.db, userId, kind.contract.kind);
  progress('writing');
  const written = await pipeline.text.write(kind, request, asked ? Number(request.seed) : newSeed(), {
    context,
    avoid,
  });
  const seed = written.seed;
  // A provider's text may carry characters PostgreSQL cannot store (an AI model's stray NUL): dropped, not fatal.
  const data = kind.contract.dataSchema.parse(withCleanStrings(written.data)) as Record<string, unknown>;
  progress('storing');
  const row = await pipeline.db.transaction(async (tx) => {
    // The credits before the insert: the insert raises the list's version, which every lock order takes last.
    await spendCredits(tx, userId, cost, kind.contract.label);
    const [row] = await tx
      .insert(content)
      .values({
        ownerId: userId,
        kind: kind.contract.kind,
        name: String(data.name),
        data,
        request: { ...request, seed },
        seed,
        engineVersion: written.engineVersion,
        provider: written.provider,
        imageStatus: 'pending',
        fingerprints: written.fingerprints ?? fingerprints(data),
      })
      .returning({ id: content.id });
    const inserted = must(row, 'the new entity');
    await recordCredits(tx, userId, -cost, {
      reason: 'generation',
      kind: kind.contract.label,
      contentId: inserted.id,
      name: String(data.name),
    });
    // Made from another entity: linked to it as the kind declares (an NPC from a town lives in it), in the same
    // transaction, so the new entity never exists unlinked (decision 024).
    const link = context && kind.contract.fromContext?.[context.kind];
    if (link) {
      const [fromId, toId] = link.direction === 'out' ? [inserted.id, context.id] : [context.id, inserted.id];
      await tx.insert(links).values({ ownerId: userId, fromId, toId, relation: link.relation });
    }
    // The generation's charge covers its first picture: that job costs nothing and refunds nothing.
    await enqueueImageJob(tx, inserted.id, seed, pipeline.settings.imageMaxAttempts, { userId, cost: 0 });
    const [stored] = await tx.select().from(content).where(eq(content.id, inserted.id));
    return must(stored, 'the new entity');
  });
  pipeline.worker.wake();
  progress('painting');
  return row;
}

/** How many of the user's newest entities of a kind a new one is compared with. */
export const WORLD_MEMORY = 300;

/**
 * What the user's world of this kind already holds (decision 026): the fingerprints of their newest entities of it,
 * each with how many of them hold it, which a new entity's writer avoids (the most shared the most). Empty for a new
 * account, so its first entities are the seed's own.
 */
export async function worldFingerprints(db: Db, userId: number, kind: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ prints: content.fingerprints })
    .from(content)
    .where(and(eq(content.ownerId, userId), eq(content.kind, kind)))
    .orderBy(desc(content.createdAt))
    .limit(WORLD_MEMORY);
  const world = new Map<number, number>();
  for (const { prints } of rows) for (const print of prints) world.set(print, (world.get(print) ?? 0) + 1);
  return world;
}

/** The user's entities of one kind, newest first. */
export function listEntities(db: Db, kind: ServerKind, userId: number): Promise<ContentRow[]> {
  return db
    .select()
    .from(content)
    .where(and(eq(content.ownerId, userId), eq(content.kind, kind.contract.kind)))
    .orderBy(desc(content.createdAt), desc(content.id));
}

/** A page of the user's entities of one kind, the next page's cursor and the list's total (decision 017). */
export type EntityPage = { rows: ContentRow[]; nextCursor: string | null; total: number };

/**
 * One page of the user's entities of one kind, newest first: keyset paging on (created_at, id), so entities created
 * while a client pages through appear on no later page and push nothing across a page boundary (no duplicates, no
 * gaps). The cursor holds only a position; the owner and kind always come from the request, so a cursor from another
 * user's or kind's list can only point into the caller's own list.
 */
export async function listEntityPage(
  db: Db,
  kind: ServerKind,
  userId: number,
  { limit, cursor }: Required<Pick<ListPageQuery, 'limit'>> & Pick<ListPageQuery, 'cursor'>,
): Promise<EntityPage> {
  const mine = and(eq(content.ownerId, userId), eq(content.kind, kind.contract.kind));
  // created_at in microseconds, exact (a JavaScript Date keeps milliseconds, and rows made within one millisecond
  // must still order and page exactly).
  const micros = sql<string>`(extract(epoch from ${content.createdAt}) * 1000000)::bigint::text`;
  let where = mine;
  if (cursor) {
    const [at, id] = cursor.split('-') as [string, string];
    const after = sql`(${content.createdAt}, ${content.id}) < (timestamptz 'epoch' + ${at}::bigint * interval '1 microsecond', ${Number(id)})`;
    where = and(mine, after);
  }
  const [found, [counted]] = await Promise.all([
    db
      .select({ ...getTableColumns(content), cursorAt: micros })
      .from(content)
      .where(where)
      .orderBy(desc(content.createdAt), desc(content.id))
      .limit(limit + 1),
    db.select({ total: count() }).from(content).where(mine),
  ]);
  const rows = found.slice(0, limit).map(({ cursorAt: _, ...row }) => row);
  const last = found.length > limit ? found[limit - 1] : undefined;
  return {
    rows,
    nextCursor: last ? `${last.cursorAt}-${last.id}` : null,
    total: counted?.total ?? 0,
  };
}

/** One entity of the user's, of this kind; anything else (someone else's, another kind's) is not found. */
export async function getEntity(db: Db, kind: ServerKind, userId: number, id: number): Promise<ContentRow> {
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.ownerId, userId), eq(content.kind, kind.contract.kind)));
  if (!row) throw notFound(`${kind.contract.label} not found`);
  return row;
}

/** The picture's bytes, or the kind's error for a picture that is not there. */
export async function entityImage(
  pipeline: Pick<Pipeline, 'db' | 'blobs'>,
  kind: ServerKind,
  userId: number,
  id: number,
): Promise<{ bytes: Buffer; contentType: string; key: string }> {
  const row = await getEntity(pipeline.db, kind, userId, id);
  const { imageErrorCodes, imageMessages } = kind.contract;
  if (!row.imageKey) {
    if (row.imageStatus === 'failed') {
      throw new HttpError(404, 'IMAGE_GENERATION_FAILED', row.imageError ?? imageMessages.none);
    }
    if (row.imageStatus === 'pending') throw new HttpError(404, 'IMAGE_PENDING', imageMessages.none);
    throw new HttpError(404, 'NOT_FOUND', imageMessages.none);
  }
  const bytes = await pipeline.blobs.get(row.imageKey);
  if (!bytes) throw new HttpError(410, imageErrorCodes.missing, imageMessages.missing);
  return { bytes, contentType: row.imageType ?? 'image/png', key: row.imageKey };
}

/**
 * Queues a new picture from a new seed; the current one stays visible until the new one is ready. The job
 * carries the regeneration's cost and refunds it if it ends without a picture.
 */
export async function regenerateImage(
  pipeline: Pipeline,
  kind: ServerKind,
  userId: number,
  id: number,
): Promise<ContentRow> {
  const row = await pipeline.db.transaction(async (tx) => {
    // The entity first, then the credits: the one lock order (credits.ts).
    const owned = await lockEntity(tx, kind.contract.kind, kind.contract.label, userId, id);
    const cost = pipeline.settings.regenerationCost;
    await spendCredits(tx, userId, cost, kind.contract.label, {
      reason: 'regeneration',
      kind: kind.contract.label,
      contentId: id,
      name: owned.name,
    });
    const seed = newSeed();
    // A kind whose record decides what the picture shows (a faction's arms) draws it anew, words included, so the
    // new picture and its text still agree (issue 20); the version rises like an edit's.
    const redraw = kind.procedural.redraw;
    if (redraw) {
      const data = kind.contract.dataSchema.parse(redraw(owned.data, seed)) as Record<string, unknown>;
      await tx
        .update(content)
        .set({
          data,
          fingerprints: fingerprints(data),
          version: sql`${content.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(content.id, id));
    }
    await enqueueImageJob(tx, id, seed, pipeline.settings.imageMaxAttempts, { userId, cost });
    const [updated] = await tx.select().from(content).where(eq(content.id, id));
    return must(updated, 'the entity');
  });
  pipeline.worker.wake();
  return row;
}
