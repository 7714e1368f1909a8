// Issue 22's races, through the real app on both engines: a regeneration and a re-roll of one entity at once in both
// orders while the picture worker runs (one lock order: no deadlock, no 500), a re-roll and an edit at once (a
// re-roll is a versioned write: one wins, the other is refused, nothing is lost), a deletion that gives back the
// credits of regenerations still waiting, and a picture two entities share that outlives one of them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kindPaths } from '../../shared/content.js';
import { blobOrphans, content, creditEvents, users } from '../db/schema.js';
import { KINDS } from '../kinds/registry.js';
import { sweepOrphanBlobs } from '../pipeline/image-jobs.js';
import { bearer, type RegisteredUser, registerUser } from '../test/accounts.js';
import { TEST_ENGINES, type TestApp, useTestApp } from '../test/harness.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';

const npc = KINDS.find((k) => k.contract.kind === 'npc')!;
const paths = kindPaths(npc.contract);

async function generate(t: TestApp, user: RegisteredUser, i = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: paths.generate,
    headers: bearer(user.token),
    payload: SAMPLE_REQUESTS.npc!(i),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().character as { id: number; version: number; name: string; backstory: string };
}

const post = (t: TestApp, user: RegisteredUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

const creditsOf = async (t: TestApp, user: RegisteredUser) =>
  (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, user.user.id)))[0]!
    .credits;

describe.each(TEST_ENGINES)('races on one entity (%s)', (engine) => {
  const t = useTestApp(engine, () => ({ initialCredits: 500 }));

  it('runs a regeneration and a re-roll of one entity at once, in both orders, with the worker painting (M1)', async () => {
    const gm = await registerUser(t.app);
    const mara = await generate(t, gm);
    const worker = t.app.ctx.pipeline.worker;
    const statuses: number[] = [];
    for (let round = 0; round < 12; round++) {
      const regenerate = () => post(t, gm, paths.regenerate(mara.id));
      const reroll = () => post(t, gm, paths.reroll(mara.id), { section: 'personality' });
      const pair = round % 2 ? [regenerate(), reroll()] : [reroll(), regenerate()];
      const answers = await Promise.all([...pair, worker.drain()]);
      for (const answer of answers.slice(0, 2) as Awaited<ReturnType<typeof regenerate>>[]) {
        statuses.push(answer.statusCode);
      }
    }
    await worker.drain();
    // Every answer is a success or a refusal the client understands; never a 500 (a deadlock is one).
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200 || s === 202).length).toBeGreaterThan(12);
    // The ledger adds up to the balance: nothing spent twice, nothing lost.
    const ledger = await t.database.db
      .select({ delta: creditEvents.delta })
      .from(creditEvents)
      .where(eq(creditEvents.userId, gm.user.id));
    expect(500 + ledger.reduce((sum, line) => sum + line.delta, 0)).toBe(await creditsOf(t, gm));
  });

  it('refuses a re-roll or an edit made on a version another one saved first, losing neither (M2)', async () => {
    const gm = await registerUser(t.app);
    for (let round = 0; round < 6; round++) {
      const mara = await generate(t, gm, round);
      const edit = t.app.inject({
        method: 'PATCH',
        url: paths.one(mara.id),
        headers: bearer(gm.token),
        payload: { version: mara.version, backstory: `Edited in round ${round}.` },
      });
      const reroll = post(t, gm, paths.reroll(mara.id), { section: 'backstory', version: mara.version });
      const [edited, rerolled] = await Promise.all(round % 2 ? [edit, reroll] : [reroll, edit].reverse());
      const codes = [edited!.statusCode, rerolled!.statusCode].sort();
      // Both were made on one version: exactly one is saved, the other is told so.
      expect(codes).toEqual([200, 409]);
      const stored = (
        await t.app.inject({ method: 'GET', url: paths.one(mara.id), headers: bearer(gm.token) })
      ).json();
      expect(stored.version).toBe(mara.version + 1);
      if (edited!.statusCode === 200) expect(stored.backstory).toBe(`Edited in round ${round}.`);
      else expect(stored.backstory).toBe(rerolled!.json().backstory);
      expect(JSON.parse((edited!.statusCode === 409 ? edited : rerolled)!.body).error).toBe('EDIT_CONFLICT');
    }
    // A re-roll asked on an old version is refused even when nothing else runs at that moment.
    const mara = await generate(t, gm, 40);
    await post(t, gm, paths.reroll(mara.id), { section: 'personality' });
    const stale = await post(t, gm, paths.reroll(mara.id), { section: 'personality', version: mara.version });
    expect(stale.statusCode).toBe(409);
  });

  it('gives back the credits of regenerations still waiting when the entity is deleted', async () => {
    const gm = await registerUser(t.app);
    const mara = await generate(t, gm);
    const before = await creditsOf(t, gm);
    for (let i = 0; i < 3; i++) expect((await post(t, gm, paths.regenerate(mara.id))).statusCode).toBe(202);
    expect(await creditsOf(t, gm)).toBe(before - 3 * t.config.credits.regeneration);
    const gone = await t.app.inject({ method: 'DELETE', url: paths.one(mara.id), headers: bearer(gm.token) });
    expect(gone.statusCode).toBe(204);
    // The first two were superseded: the worker would have refunded them; the third was still waiting.
    expect(await creditsOf(t, gm)).toBe(before);
    await t.app.ctx.pipeline.worker.drain();
    expect(await creditsOf(t, gm)).toBe(before);
    const refunds = await t.database.db.select().from(creditEvents).where(eq(creditEvents.reason, 'refund'));
    expect(refunds.reduce((sum, line) => sum + line.delta, 0)).toBe(3 * t.config.credits.regeneration);
  });

  it('keeps a picture another entity shows when one of them is deleted', async () => {
    const gm = await registerUser(t.app);
    const [one, two] = [await generate(t, gm, 1), await generate(t, gm, 2)];
    await t.app.ctx.pipeline.worker.drain();
    const [{ imageKey }] = (await t.database.db
      .select({ imageKey: content.imageKey })
      .from(content)
      .where(eq(content.id, one.id))) as [{ imageKey: string | null }];
    // The same bytes stored for both (as two imports of one picture would be).
    await t.database.db.update(content).set({ imageKey }).where(eq(content.id, two.id));
    await t.app.inject({ method: 'DELETE', url: paths.one(one.id), headers: bearer(gm.token) });
    expect(await t.database.db.select().from(blobOrphans)).toHaveLength(1);
    expect(await sweepOrphanBlobs(t.database.db, t.app.ctx.pipeline.blobs, 0)).toBe(0);
    const picture = await t.app.inject({
      method: 'GET',
      url: paths.image(two.id),
      headers: bearer(gm.token),
    });
    expect(picture.statusCode).toBe(200);
    // Once nobody shows it, the sweep removes it.
    await t.app.inject({ method: 'DELETE', url: paths.one(two.id), headers: bearer(gm.token) });
    expect(await sweepOrphanBlobs(t.database.db, t.app.ctx.pipeline.blobs, 0)).toBe(1);
    expect(await t.app.ctx.pipeline.blobs.get(imageKey!)).toBeNull();
  });

  it('keeps a renamed name with a dollar sign as typed in re-rolled text (Low)', async () => {
    const gm = await registerUser(t.app);
    const mara = await generate(t, gm);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: paths.one(mara.id),
      headers: bearer(gm.token),
      payload: { version: mara.version, name: '$`Dan $& Vane' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rerolled = await post(t, gm, paths.reroll(mara.id), { section: 'backstory' });
    expect(rerolled.statusCode).toBe(200);
    const backstory = rerolled.json().backstory as string;
    expect(backstory).toContain('$`Dan');
    expect(backstory).not.toContain(mara.name.split(' ')[0]!);
  });
});
