// Durable image jobs: queued in the same transaction as the entity, claimed by a worker in the server process
// with FOR UPDATE SKIP LOCKED, retried with backoff, and picked up again when the process that held them died.
// A job carries what its picture cost (a regeneration's price; 0 for a generation's first picture, whose text
// paid) and refunds it in the transaction that ends the job without painting: failed, or superseded before it
// painted. A picture painted and then superseded is paid for.
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { must } from '../../shared/must.js';
import type { Db } from '../db/client.js';
import { blobOrphans, content, jobs } from '../db/schema.js';
import type { ImageProvider } from '../providers/providers.js';
import type { BlobStore } from '../storage/blob-store.js';
import { addCredits, type Tx } from './credits.js';
import type { KindRegistry } from './registry.js';

export type JobSettings = {
  maxAttempts: number;
  /** A running job whose lock was not renewed for this long belongs to a process that died. */
  leaseMs: number;
  /** How often the worker renews the lock of the job it is running. */
  heartbeatMs: number;
  /** On stop, how long the running job may take before it is handed back to the queue. */
  stopGraceMs: number;
  /** Backoff before retry n is baseMs * 4^(n-1). */
  retryBaseMs: number;
  /** How often an idle worker looks for work it was not woken for (other instances, retries, leases). */
  pollMs: number;
};

type JobRow = typeof jobs.$inferSelect;

/** Who pays for a picture, and how much (refunded if the job ends without it). */
export type JobCharge = { userId: number; cost: number };

/** Queues a picture for an entity and marks it as the entity's newest job. */
export async function enqueueImageJob(
  tx: Tx,
  contentId: number,
  seed: number,
  maxAttempts: number,
  charge: JobCharge,
) {
  const [inserted] = await tx
    .insert(jobs)
    .values({
      contentId,
      seed,
      status: 'queued',
      maxAttempts,
      ownerId: charge.userId,
      creditCost: charge.cost,
    })
    .returning({ id: jobs.id });
  const job = must(inserted, 'the new image job');
  await tx
    .update(content)
    .set({ imageJobId: job.id, imageStatus: 'pending', imageError: null, updatedAt: sql`now()` })
    .where(eq(content.id, contentId));
  return job.id;
}

/** A deleted entity's picture is removed once no entity has shown it for this long (a paint takes seconds). */
export const ORPHAN_GRACE_MS = 10 * 60_000;
const ORPHAN_SWEEP_EVERY_MS = 60_000;

/**
 * Removes the pictures of deleted entities that no entity shows now and none has for `graceMs`: one still shown
 * (the same bytes stored for another entity) is kept and forgotten as an orphan. Answers how many were removed.
 */
export async function sweepOrphanBlobs(db: Db, blobs: BlobStore, graceMs = ORPHAN_GRACE_MS): Promise<number> {
  const due = await db
    .select({ key: blobOrphans.key })
    .from(blobOrphans)
    .where(lt(blobOrphans.since, sql`now() - ${`${Math.round(graceMs)} milliseconds`}::interval`))
    .limit(200);
  let removed = 0;
  for (const { key } of due) {
    const [shown] = await db
      .select({ id: content.id })
      .from(content)
      .where(eq(content.imageKey, key))
      .limit(1);
    if (!shown) {
      await blobs.delete(key);
      removed++;
    }
    await db.delete(blobOrphans).where(eq(blobOrphans.key, key));
  }
  return removed;
}

/** Locks the entity's row (if it is still there): the first lock of the one order (credits.ts). */
async function lockContent(tx: Tx, contentId: number): Promise<void> {
  await tx.select({ id: content.id }).from(content).where(eq(content.id, contentId)).for('update');
}

/** What the entity shows when its picture failed: always a sentence that says 'image' (spec section 8). */
export function imageFailureMessage(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).trim() || 'unknown error';
  return /image/i.test(message) ? message : `Image generation failed: ${message}`;
}

export class ImageWorker {
  readonly id = `worker-${process.pid}-${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = true;
  /** Set by stop(): no job is claimed after it (drain() alone, as tests call it, runs a never-started worker). */
  private stopping = false;
  /** The job being processed now, if any. */
  private current: JobRow | undefined;
  private sweptAt = 0;

  constructor(
    private readonly db: Db,
    private readonly kinds: KindRegistry,
    private readonly provider: ImageProvider,
    private readonly blobs: BlobStore,
    private readonly settings: JobSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.wake();
  }

  /**
   * Stops claiming jobs and waits up to the grace period for the running one; a job still running then is handed
   * back to the queue without costing an attempt (its picture is painted by the next worker), so a stop takes at
   * most the grace period however long the queue is.
   */
  async stop(graceMs = this.settings.stopGraceMs): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    const running = this.running;
    if (!running) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      running.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (timedOut) await this.release();
  }

  /** Hands the running job back to the queue, undoing its attempt; its late finish then changes nothing. */
  private async release(): Promise<void> {
    const job = this.current;
    if (!job) return;
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        lockedAt: null,
        lockedBy: null,
        attempts: sql`${jobs.attempts} - 1`,
        runAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, this.id)));
    this.log.info({ jobId: job.id }, 'image job handed back on shutdown');
  }

  /** Runs the queue now (called after a job is queued in this process). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'image worker failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.settings.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Processes jobs until none is due. Tests call it directly. */
  async drain(): Promise<number> {
    let done = 0;
    if (Date.now() - this.sweptAt > ORPHAN_SWEEP_EVERY_MS) {
      this.sweptAt = Date.now();
      await sweepOrphanBlobs(this.db, this.blobs).catch((error: unknown) =>
        this.log.error({ err: error }, 'removing unused pictures failed'),
      );
    }
    // A stopping worker finishes (or hands back) the job in hand and claims no more.
    for (;;) {
      if (this.stopping) return done;
      const job = await this.claim();
      if (!job) return done;
      this.current = job;
      const heartbeat = setInterval(() => void this.renew(job), this.settings.heartbeatMs);
      heartbeat.unref();
      try {
        await this.process(job);
      } finally {
        clearInterval(heartbeat);
        this.current = undefined;
      }
      done++;
    }
  }

  /** Renews the lock of a job this worker holds, so other workers know it is alive. */
  private async renew(job: JobRow): Promise<void> {
    try {
      await this.db
        .update(jobs)
        .set({ lockedAt: sql`now()` })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, this.id)));
    } catch (error) {
      this.log.warn({ jobId: job.id, err: error }, 'image job heartbeat failed');
    }
  }

  private async claim(): Promise<JobRow | undefined> {
    const lease = `${Math.ceil(this.settings.leaseMs)} milliseconds`;
    // Fair across users: among due jobs, the one whose owner was served longest ago (never first) goes next, so
    // one user's burst of thousands delays another's picture by one job, not by the whole burst.
    const result = (await this.db.execute(sql`
      WITH next AS (
        SELECT j.id, j.owner_id FROM jobs j LEFT JOIN users u ON u.id = j.owner_id
        WHERE (j.status = 'queued' AND j.run_at <= now())
           OR (j.status = 'running' AND j.locked_at < now() - ${lease}::interval)
        ORDER BY u.image_served_at ASC NULLS FIRST, j.run_at, j.id
        LIMIT 1
        FOR UPDATE OF j SKIP LOCKED
      ), served AS (
        UPDATE users SET image_served_at = clock_timestamp() FROM next WHERE users.id = next.owner_id
      )
      UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${this.id},
        attempts = attempts + 1, updated_at = now()
      FROM next WHERE jobs.id = next.id
      RETURNING jobs.id, jobs.content_id AS "contentId", jobs.seed, jobs.attempts,
        jobs.max_attempts AS "maxAttempts"
    `)) as { rows: Pick<JobRow, 'id' | 'contentId' | 'seed' | 'attempts' | 'maxAttempts'>[] };
    const row = result.rows[0];
    return row ? ({ ...row, seed: Number(row.seed) } as JobRow) : undefined;
  }

  private async process(job: JobRow): Promise<void> {
    const [entity] = await this.db.select().from(content).where(eq(content.id, job.contentId));
    if (!entity || entity.imageJobId !== job.id) {
      // The entity is gone or a newer regeneration superseded this job: nothing to paint, nothing to pay.
      await this.db.transaction(async (tx) => {
        await lockContent(tx, job.contentId);
        await this.finish(tx, job, { status: 'done' }, true);
      });
      return;
    }
    try {
      const kind = this.kinds.byKind(entity.kind);
      const image = await this.provider.paint(kind, entity.data, job.seed);
      const key = await this.blobs.put(image.bytes);
      await this.db.transaction(async (tx) => {
        // The entity's row first, as every transaction on an entity and its credits takes them (credits.ts).
        await lockContent(tx, entity.id);
        await this.finish(tx, job, { status: 'done', lastError: null }, false);
        // Shown only if no newer regeneration superseded the job while it painted. Either way the picture was
        // painted (with a paid provider it cost the operator), so it is paid for: only a job superseded before
        // it painted refunds (above), and regenerating in a burst cannot buy paintings for free.
        await tx
          .update(content)
          .set({
            imageKey: key,
            imageType: image.contentType,
            imageBytes: image.bytes.length,
            imageStatus: 'ready',
            imageError: null,
            imageProvider: image.provider,
            updatedAt: sql`now()`,
          })
          .where(and(eq(content.id, entity.id), eq(content.imageJobId, job.id)));
      });
    } catch (error) {
      await this.fail(job, error);
    }
  }

  /**
   * Ends (or requeues) a job this worker holds, refunding its cost when asked. The update is conditional on the
   * lock, so a job taken over after a lease ran out is finished, and refunded, exactly once.
   */
  private async finish(
    tx: Tx,
    job: JobRow,
    set: PgUpdateSetSource<typeof jobs>,
    refund: boolean,
  ): Promise<boolean> {
    const [held] = await tx
      .update(jobs)
      .set({ lockedAt: null, lockedBy: null, ...set, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, this.id)))
      .returning({ ownerId: jobs.ownerId, creditCost: jobs.creditCost });
    if (!held) return false;
    if (refund && held.ownerId !== null && held.creditCost > 0) {
      const [entity] = await tx
        .select({ name: content.name, kind: content.kind })
        .from(content)
        .where(eq(content.id, job.contentId));
      await addCredits(tx, held.ownerId, held.creditCost, {
        reason: 'refund',
        contentId: job.contentId,
        ...(entity ? { name: entity.name, kind: this.kinds.byKind(entity.kind).contract.label } : {}),
      });
    }
    return true;
  }

  private async fail(job: JobRow, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const final = job.attempts >= job.maxAttempts;
    this.log.warn({ jobId: job.id, attempt: job.attempts, final, err: error }, 'image job failed');
    const delayMs = this.settings.retryBaseMs * 4 ** (job.attempts - 1);
    await this.db.transaction(async (tx) => {
      await lockContent(tx, job.contentId);
      const held = await this.finish(
        tx,
        job,
        {
          status: final ? 'failed' : 'queued',
          lastError: reason,
          runAt: final ? sql`now()` : sql`now() + ${`${delayMs} milliseconds`}::interval`,
        },
        final,
      );
      if (held && final) {
        await tx
          .update(content)
          .set({ imageStatus: 'failed', imageError: imageFailureMessage(error), updatedAt: sql`now()` })
          .where(and(eq(content.id, job.contentId), eq(content.imageJobId, job.id)));
      }
    });
  }
}
