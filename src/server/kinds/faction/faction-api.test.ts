// The faction routes of spec section 7 through the real app: generate (quick mapping and advanced, id and name at
// the top of the answer), list, one faction, the emblem, regenerate-emblem, the dossier PDF and the Markdown;
// validation, ownership and credits.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factionDataSchema, factionQuickToRequest } from '../../../shared/kinds/faction.js';
import { users } from '../../db/schema.js';
import { bearer, registerUser } from '../../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../../test/harness.js';
import { needsPoppler } from '../../test/tools.js';

const ledger = {
  name: 'The Quiet Ledger',
  purpose: 'smugglers working the river docks',
  size: 'Local Organization',
  influence: 'minor',
  secrecy: 'clandestine',
  alignment: 'Neutral Evil',
  goals: 'Own every warehouse on the east bank\n\n  Buy the harbourmaster  ',
  emblemStyle: 'dark',
  includeRituals: false,
  includeAllies: false,
  alliances: true,
  seed: 4321,
};

describe.each(TEST_ENGINES)('faction API (%s)', (engine) => {
  const t = useTestApp(engine);
  const generate = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/faction/generate', headers: bearer(token), payload });

  it('forges from the quick form’s defaults and answers the faction itself, id and name at the top', async () => {
    const user = await registerUser(t.app);
    const res = await generate(user.token, factionQuickToRequest({ size: 'Regional Power' }));
    expect(res.statusCode).toBe(201);
    const faction = res.json();
    expect(typeof faction.id).toBe('number');
    expect(typeof faction.name).toBe('string');
    expect(factionDataSchema.safeParse(faction).success).toBe(true);
    expect(faction).toMatchObject({
      size: 'Regional Power',
      influence: 'moderate',
      secrecy: 'known',
      emblemStyle: 'fantasy',
      imageUrl: null,
    });
  });

  it('obeys the advanced request, keeps the given goals line by line and reproduces it from its seed', async () => {
    const user = await registerUser(t.app);
    const first = (await generate(user.token, ledger)).json();
    expect(first).toMatchObject({
      name: 'The Quiet Ledger',
      purpose: 'smuggling ring',
      size: 'Local Organization',
      influence: 'minor',
      secrecy: 'clandestine',
      alignment: 'Neutral Evil',
      emblemStyle: 'dark',
      goals: ['Own every warehouse on the east bank', 'Buy the harbourmaster'],
      rituals: [],
      allies: [],
      seed: 4321,
    });
    expect(first.rivals.length).toBeGreaterThan(0);
    const again = (await generate(user.token, ledger)).json();
    expect(again.description).toBe(first.description);
    expect(again.arms).toEqual(first.arms);
    expect(again.blazon).toBe(first.blazon);
  });

  it('draws the emblem, serves it, regenerates it, and exports the dossier PDF and the Markdown', async (context) => {
    const user = await registerUser(t.app);
    const faction = (await generate(user.token, ledger)).json();
    await t.app.ctx.pipeline.worker.drain();
    const one = (
      await t.app.inject({ url: `/api/faction/${faction.id}`, headers: bearer(user.token) })
    ).json();
    expect(one).toMatchObject({ id: faction.id, imageStatus: 'ready' });
    const [listed] = (await t.app.inject({ url: '/api/user/factions', headers: bearer(user.token) })).json();
    expect(listed.imageUrl).toBe(one.imageUrl);
    const emblem = await t.app.inject({ url: one.imageUrl, headers: bearer(user.token) });
    expect(emblem.statusCode).toBe(200);
    expect(emblem.headers['content-type']).toBe('image/png');

    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/faction/${faction.id}/regenerate-emblem`,
      headers: bearer(user.token),
    });
    expect(regen.statusCode).toBe(202);
    expect(regen.json().faction.imageStatus).toBe('pending');
    // New arms, in words as in the picture (issue 20): the blazon is rewritten with the record's version.
    expect(regen.json().faction.blazon).not.toBe(one.blazon);
    expect(regen.json().faction.version).toBe(one.version + 1);
    await t.app.ctx.pipeline.worker.drain();
    const drawn = (
      await t.app.inject({ url: `/api/faction/${faction.id}`, headers: bearer(user.token) })
    ).json();
    expect(drawn.blazon).toBe(regen.json().faction.blazon);

    const md = await t.app.inject({
      url: `/api/faction/${faction.id}/export/markdown`,
      headers: bearer(user.token),
    });
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    // Obsidian by default (decision 018): front matter, then the dossier.
    expect(md.body).toMatch(/^---\nkind: "faction"\n[\s\S]*?\n---\n\n# The Quiet Ledger\n/);
    expect(md.body).toContain(drawn.blazon);
    expect(md.body).toContain('- Own every warehouse on the east bank');
    expect(md.body).not.toContain('## Rituals');
    expect(md.body).not.toContain('## Allies');
    const hb = await t.app.inject({
      url: `/api/faction/${faction.id}/export/markdown?flavor=homebrewery`,
      headers: bearer(user.token),
    });
    expect(hb.statusCode).toBe(200);
    expect(hb.body).toMatch(/^# The Quiet Ledger\n/);
    expect(hb.body).toContain(`**Arms** :: ${drawn.blazon}`);
    expect(hb.body).toContain('- Own every warehouse on the east bank');

    const pdf = await t.app.inject({ url: `/api/faction/${faction.id}/export`, headers: bearer(user.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('The_Quiet_Ledger.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    needsPoppler(context);
    const dir = mkdtempSync(path.join(tmpdir(), 'faction-pdf-'));
    writeFileSync(path.join(dir, 'faction.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'faction.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(text).toContain(drawn.blazon);
    for (const heading of ['Description', 'Goals', 'Key Members', 'Rivals and Enemies']) {
      expect(text).toContain(heading);
    }
    expect(text).not.toContain('Rituals');
    for (const member of one.keyMembers) expect(text).toContain(member.name);
  });

  it('refuses a request without its choices, and goals or a name that are too long', async () => {
    const user = await registerUser(t.app);
    const valid = factionQuickToRequest({ size: 'Small Gang' });
    for (const change of [
      { size: 'Tiny Gang' },
      { influence: undefined },
      { secrecy: 'hidden' },
      { emblemStyle: 'neon' },
      { alignment: 'random' },
      { name: 'x'.repeat(81) },
      { goals: 'g'.repeat(1001) },
    ]) {
      const res = await generate(user.token, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps factions to their owner and to their kind', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const faction = (await generate(alice.token, ledger)).json();
    expect((await t.app.inject({ url: '/api/user/factions', headers: bearer(bob.token) })).json()).toEqual(
      [],
    );
    for (const url of [
      `/api/faction/${faction.id}`,
      `/api/faction/${faction.id}/emblem`,
      `/api/faction/${faction.id}/export`,
      `/api/faction/${faction.id}/export/markdown`,
    ]) {
      expect((await t.app.inject({ url, headers: bearer(bob.token) })).statusCode).toBe(404);
    }
    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/faction/${faction.id}/regenerate-emblem`,
      headers: bearer(bob.token),
    });
    expect(regen.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/town/${faction.id}`, headers: bearer(alice.token) })).statusCode,
    ).toBe(404);
  });

  it('answers GENERATIONS_LIMIT_REACHED without credits and stores nothing', async () => {
    const user = await registerUser(t.app);
    await t.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.user.id));
    const res = await generate(user.token, ledger);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('GENERATIONS_LIMIT_REACHED');
    expect((await t.app.inject({ url: '/api/user/factions', headers: bearer(user.token) })).json()).toEqual(
      [],
    );
  });
});
