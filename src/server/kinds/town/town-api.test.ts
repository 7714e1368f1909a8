// The town routes of spec section 7 through the real app: generate (quick mapping and advanced, the town at the top
// of the answer), list, one town, the map, regenerate-map, the gazetteer PDF; validation, ownership and credits.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { townDataSchema, townQuickToRequest } from '../../../shared/kinds/town.js';
import { users } from '../../db/schema.js';
import { bearer, registerUser } from '../../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../../test/harness.js';
import { needsPoppler } from '../../test/tools.js';

const delta = {
  name: 'Saltmere',
  terrain: 'river delta',
  location: 'where the Varrow splits into three mouths',
  size: 'small city',
  economyType: 'trade',
  governmentType: 'council',
  mapStyle: 'parchment',
  includeThreats: false,
  includeSecrets: false,
  seed: 1234,
};

describe.each(TEST_ENGINES)('town API (%s)', (engine) => {
  const t = useTestApp(engine);
  const generate = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/town/generate', headers: bearer(token), payload });

  it('builds from the quick form’s defaults and answers the town itself, id and name at the top', async () => {
    const user = await registerUser(t.app);
    const res = await generate(
      user.token,
      townQuickToRequest({
        size: 'town',
        economyType: 'mixed',
        governmentType: 'council',
        mapStyle: 'fantasy',
      }),
    );
    expect(res.statusCode).toBe(201);
    const town = res.json();
    expect(typeof town.id).toBe('number');
    expect(typeof town.name).toBe('string');
    expect(townDataSchema.safeParse(town).success).toBe(true);
    expect(town).toMatchObject({
      size: 'town',
      economyType: 'mixed',
      governmentType: 'council',
      mapStyle: 'fantasy',
      imageUrl: null,
    });
  });

  it('obeys the advanced request and reproduces it from its seed', async () => {
    const user = await registerUser(t.app);
    const first = (await generate(user.token, delta)).json();
    expect(first).toMatchObject({
      name: 'Saltmere',
      size: 'small city',
      threats: [],
      secrets: [],
      seed: 1234,
    });
    expect(first.layout.water === 'river' || first.layout.water === 'coast').toBe(true);
    expect(first.layout.walls).toBe('stone');
    const again = (await generate(user.token, delta)).json();
    expect(again.description).toBe(first.description);
    expect(again.layout).toEqual(first.layout);
  });

  it('draws the map wide enough to print, serves it, regenerates it and exports a gazetteer with the map', async (context) => {
    const user = await registerUser(t.app);
    const town = (await generate(user.token, delta)).json();
    await t.app.ctx.pipeline.worker.drain();
    const one = (await t.app.inject({ url: `/api/town/${town.id}`, headers: bearer(user.token) })).json();
    expect(one).toMatchObject({ id: town.id, imageStatus: 'ready' });
    const [listed] = (await t.app.inject({ url: '/api/user/towns', headers: bearer(user.token) })).json();
    expect(listed.imageUrl).toBe(one.imageUrl);
    const map = await t.app.inject({ url: one.imageUrl, headers: bearer(user.token) });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toBe('image/png');
    expect(map.rawPayload.readUInt32BE(16)).toBeGreaterThanOrEqual(1600); // PNG width

    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/town/${town.id}/regenerate-map`,
      headers: bearer(user.token),
    });
    expect(regen.statusCode).toBe(202);
    expect(regen.json().town.imageStatus).toBe('pending');
    await t.app.ctx.pipeline.worker.drain();

    const pdf = await t.app.inject({ url: `/api/town/${town.id}/export`, headers: bearer(user.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Saltmere.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    needsPoppler(context);
    const dir = mkdtempSync(path.join(tmpdir(), 'town-pdf-'));
    writeFileSync(path.join(dir, 'town.pdf'), pdf.rawPayload);
    // The map has a landscape page of its own; every establishment is listed by its map number.
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'town.pdf'), '-'], {
      encoding: 'utf8',
    });
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', '3', path.join(dir, 'town.pdf')], {
      encoding: 'utf8',
    });
    expect(info).toMatch(/Page\s+2 size:\s+792 x 612/);
    one.establishments.forEach((place: { name: string }, index: number) => {
      expect(text.replace(/\s+/g, ' ')).toContain(`${index + 1}. ${place.name}`);
    });
  });

  it('refuses requests without the required choices, with the spec’s messages', async () => {
    const user = await registerUser(t.app);
    const valid = { size: 'town', economyType: 'mixed', governmentType: 'council', mapStyle: 'fantasy' };
    for (const [change, message] of [
      [{ size: undefined }, 'Please select a town size'],
      [{ economyType: 'barter' }, 'Please select an economy type'],
      [{ governmentType: undefined }, 'Please select a government type'],
      [{ mapStyle: 'crayon' }, 'Please select a map style'],
    ] as const) {
      const res = await generate(user.token, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
    }
  });

  it('keeps towns to their owner and to their kind', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const town = (await generate(alice.token, delta)).json();
    expect((await t.app.inject({ url: '/api/user/towns', headers: bearer(bob.token) })).json()).toEqual([]);
    for (const url of [`/api/town/${town.id}`, `/api/town/${town.id}/map`, `/api/town/${town.id}/export`]) {
      expect((await t.app.inject({ url, headers: bearer(bob.token) })).statusCode).toBe(404);
    }
    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/town/${town.id}/regenerate-map`,
      headers: bearer(bob.token),
    });
    expect(regen.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/npc/${town.id}`, headers: bearer(alice.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/town/abc', headers: bearer(alice.token) })).statusCode).toBe(404);
  });

  it('answers GENERATIONS_LIMIT_REACHED without credits and stores nothing', async () => {
    const user = await registerUser(t.app);
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.user.id));
    const res = await generate(user.token, delta);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('GENERATIONS_LIMIT_REACHED');
    expect((await t.app.inject({ url: '/api/user/towns', headers: bearer(user.token) })).json()).toEqual([]);
  });
});
