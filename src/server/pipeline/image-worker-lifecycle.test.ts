// The picture worker's life: a running job's lock is renewed by heartbeats, so a second worker leaves a slow
// live job alone but takes a dead worker's job within the (short) lease; a stop waits a bounded time, then hands
// the running job back to the queue without costing it an attempt.
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.js';
import type { ImageProvider } from '../providers/providers.js';
import { proceduralImage } from '../providers/providers.js';
import { bearer, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';
import { ImageWorker, type JobSettings } from './image-jobs.js';

let paintMs = 0;
let paints = 0;
const slow: ImageProvider = {
  name: 'procedural',
  async paint(kind, data, seed) {
    paints++;
    await new Promise((resolve) => setTimeout(resolve, paintMs));
    return proceduralImage.paint(kind, data, seed);
  },
};
const settings: JobSettings = {
  maxAttempts: 3,
  leaseMs: 300,
  heartbeatMs: 80,
  stopGraceMs: 150,
  retryBaseMs: 0,
  pollMs: 60_000,
};

describe.each(TEST_ENGINES)('image worker lifecycle (%s)', (engine) => {
  const t = useTestApp(
    engine,
    () => ({}),
    () => {
      paintMs = 0;
      paints = 0;
      return { image: slow };
    },
  );
  const worker = () =>
    new ImageWorker(t.database.db, t.app.ctx.kinds, slow, t.app.ctx.pipeline.blobs, settings, t.app.log);
  async function queueOne(): Promise<number> {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/npc/generate',
      headers: bearer(user.token),
      payload: SAMPLE_REQUESTS.npc!(1),
    });
    expect(res.statusCode).toBe(201);
    const [job] = await t.database.db.select().from(jobs).orderBy(desc(jobs.id)).limit(1);
    return job!.id;
  }
  const job = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('keeps a slow live job to its worker, and takes a dead worker’s job within the lease', async () => {
    const id = await queueOne();
    paintMs = 900; // three leases long
    const painter = worker();
    const painting = painter.drain();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await worker().drain()).toBe(0); // the heartbeat keeps the lock fresh
    expect(await painting).toBe(1);
    expect(paints).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });

    // A worker that died mid-job: its lock stops being renewed, and the job is retaken once the lease passes.
    const orphan = await queueOne();
    paintMs = 0;
    await t.database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'worker-dead', lockedAt: sql`now()`, attempts: 1 })
      .where(eq(jobs.id, orphan));
    expect(await worker().drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await worker().drain()).toBe(1);
    expect(await job(orphan)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('stops within the grace period and hands the running job back without using an attempt', async () => {
    const id = await queueOne();
    paintMs = 2_000;
    const painter = worker();
    painter.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await job(id)).toMatchObject({ status: 'running', attempts: 1 });
    const started = performance.now();
    await painter.stop();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    paintMs = 0;
    expect(await worker().drain()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
    // The first worker's late finish changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
