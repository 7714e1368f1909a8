// The magic item routes of spec section 7 through the real app: generate (quick mapping and advanced), list,
// image, regenerate-image, export; validation, ownership and credits.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { magicItemDataSchema, magicItemQuickToRequest } from '../../../shared/kinds/magic-item.js';
import { users } from '../../db/schema.js';
import { bearer, registerUser } from '../../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../../test/harness.js';

const warhammer = {
  rarity: 'Rare',
  type: 'Weapon',
  weaponType: 'Warhammer',
  includeHistory: true,
  includeQuirks: false,
  artStyle: 'Dwarven',
  seed: 99,
};

describe.each(TEST_ENGINES)('magic item API (%s)', (engine) => {
  const t = useTestApp(engine);
  const generate = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/magic-item/generate', headers: bearer(token), payload });

  it('forges from the quick form’s defaults and answers {item}', async () => {
    const user = await registerUser(t.app);
    const res = await generate(
      user.token,
      magicItemQuickToRequest({ rarity: 'Rare', type: 'Wondrous Item', artStyle: 'Fantasy' }),
    );
    expect(res.statusCode).toBe(201);
    const { item } = res.json();
    expect(magicItemDataSchema.safeParse(item).success).toBe(true);
    expect(item).toMatchObject({
      rarity: 'Rare',
      type: 'Wondrous Item',
      artStyle: 'Fantasy',
      imageUrl: null,
    });
    expect(item.quirks.length).toBeGreaterThan(0);
    expect(item.history).not.toBe('');
  });

  it('obeys the advanced request: a warhammer with its dice, no quirks, reproducible from its seed', async () => {
    const user = await registerUser(t.app);
    const first = (await generate(user.token, warhammer)).json().item;
    expect(first).toMatchObject({
      type: 'Weapon',
      subtype: 'Warhammer',
      rarity: 'Rare',
      quirks: [],
      seed: 99,
    });
    expect(first.damageAmount).toMatch(/^1d8 bludgeoning/);
    const second = (await generate(user.token, warhammer)).json().item;
    expect(second.name).toBe(first.name);
    expect(second.abilities).toEqual(first.abilities);
  });

  it('paints the picture, serves it as PNG, regenerates it and exports a PDF', async () => {
    const user = await registerUser(t.app);
    const { item } = (await generate(user.token, warhammer)).json();
    await t.app.ctx.pipeline.worker.drain();
    const [listed] = (
      await t.app.inject({ url: '/api/user/magic-items', headers: bearer(user.token) })
    ).json();
    expect(listed).toMatchObject({ id: item.id, imageStatus: 'ready' });
    const image = await t.app.inject({ url: listed.imageUrl, headers: bearer(user.token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/magic-item/${item.id}/regenerate-image`,
      headers: bearer(user.token),
    });
    expect(regen.statusCode).toBe(202);
    expect(regen.json().item.imageStatus).toBe('pending');

    const pdf = await t.app.inject({ url: `/api/magic-item/${item.id}/export`, headers: bearer(user.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('requires a rarity from the list and rejects unknown types', async () => {
    const user = await registerUser(t.app);
    for (const payload of [
      {},
      { rarity: 'Mythic' },
      { rarity: 'Rare', type: 'Sandwich' },
      { rarity: 'Rare', weaponType: 'Gun' },
    ]) {
      const res = await generate(user.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
    }
    expect((await generate(user.token, {})).json().message).toBe('Please select a rarity');
  });

  it('keeps items to their owner and to their kind', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { item } = (await generate(alice.token, warhammer)).json();
    expect((await t.app.inject({ url: '/api/user/magic-items', headers: bearer(bob.token) })).json()).toEqual(
      [],
    );
    for (const url of [
      `/api/magic-item/${item.id}`,
      `/api/magic-item/${item.id}/image`,
      `/api/magic-item/${item.id}/export`,
    ]) {
      expect((await t.app.inject({ url, headers: bearer(bob.token) })).statusCode).toBe(404);
    }
    // The same id through the NPC routes names no NPC.
    expect(
      (await t.app.inject({ url: `/api/npc/${item.id}`, headers: bearer(alice.token) })).statusCode,
    ).toBe(404);
  });

  it('answers GENERATIONS_LIMIT_REACHED without credits and stores nothing', async () => {
    const user = await registerUser(t.app);
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.user.id));
    const res = await generate(user.token, warhammer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('GENERATIONS_LIMIT_REACHED');
    expect(
      (await t.app.inject({ url: '/api/user/magic-items', headers: bearer(user.token) })).json(),
    ).toEqual([]);
  });
});
