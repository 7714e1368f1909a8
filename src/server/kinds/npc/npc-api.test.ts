// The NPC routes of spec section 7 through the real app: generate (quick mapping and advanced), list,
// portrait, regenerate-portrait, export; validation and ownership.
import { describe, expect, it } from 'vitest';
import { npcDataSchema, npcQuickToRequest } from '../../../shared/kinds/npc.js';
import { bearer, registerUser } from '../../test/accounts.js';
import { TEST_ENGINES, useTestApp } from '../../test/harness.js';
import { homebreweryBlocks } from '../../test/markdown-checks.js';

const advanced = {
  name: 'Brunna Coalhand',
  race: 'dwarf',
  gender: 'female',
  occupation: 'blacksmith',
  age: 'middle-aged',
  socialClass: 'working',
  notableFeatures: 'a burn scar across her left forearm',
  friendliness: 3,
  bravery: 8,
  honesty: 6,
  includeSecrets: false,
  includeFlaws: true,
  includeBackstory: true,
  includePlotHooks: true,
  artStyle: 'painterly',
  seed: 1234,
};

describe.each(TEST_ENGINES)('NPC API (%s)', (engine) => {
  const t = useTestApp(engine);

  it('generates from the quick form’s mapping and answers {character}', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/npc/generate',
      headers: bearer(user.token),
      payload: npcQuickToRequest({ archetype: 'bard', race: 'elf', name: '' }),
    });
    expect(res.statusCode).toBe(201);
    const { character } = res.json();
    expect(npcDataSchema.safeParse(character).success).toBe(true);
    expect(character).toMatchObject({
      race: 'elf',
      occupation: 'bard',
      artStyle: 'fantasy',
      portraitUrl: null,
    });
    expect(character.plotHooks.length).toBeGreaterThanOrEqual(3);
  });

  it('obeys the advanced request and reproduces it from its seed', async () => {
    const user = await registerUser(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/npc/generate',
        headers: bearer(user.token),
        payload: advanced,
      });
    const first = (await send()).json().character;
    expect(first).toMatchObject({
      name: 'Brunna Coalhand',
      race: 'dwarf',
      gender: 'female',
      ageCategory: 'middle-aged',
      occupation: 'blacksmith',
      socialClass: 'working',
      secrets: [],
      artStyle: 'painterly',
      seed: 1234,
    });
    expect(first.appearance).toContain('burn scar');
    const second = (await send()).json().character;
    const strip = ({ id, createdAt, updatedAt, ...rest }: Record<string, unknown>) => rest;
    expect(strip(second)).toEqual(strip(first));
  });

  it('paints the portrait, serves it as PNG and exports a PDF named after the NPC', async () => {
    const user = await registerUser(t.app);
    const { character } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/npc/generate',
        headers: bearer(user.token),
        payload: advanced,
      })
    ).json();
    await t.app.ctx.pipeline.worker.drain();
    const [listed] = (await t.app.inject({ url: '/api/user/npcs', headers: bearer(user.token) })).json();
    expect(listed.imageStatus).toBe('ready');
    const portrait = await t.app.inject({ url: listed.portraitUrl, headers: bearer(user.token) });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toBe('image/png');
    expect(portrait.rawPayload.readUInt32BE(16)).toBe(512); // PNG width

    const pdf = await t.app.inject({ url: `/api/npc/${character.id}/export`, headers: bearer(user.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename="Brunna_Coalhand.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const regen = await t.app.inject({
      method: 'POST',
      url: `/api/npc/${character.id}/regenerate-portrait`,
      headers: bearer(user.token),
    });
    expect(regen.statusCode).toBe(202);
    expect(regen.json().character.imageStatus).toBe('pending');
  });

  it('adds a 5e stat block only when asked, and shows it in the PDF and both Markdown flavours', async () => {
    const user = await registerUser(t.app);
    const generate = async (extra: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/npc/generate',
          headers: bearer(user.token),
          payload: { ...advanced, ...extra },
        })
      ).json().character;
    const plain = await generate({});
    expect(plain.statBlock).toBeNull();
    const statted = await generate({ statBlock: true, challengeRating: '3' });
    expect(npcDataSchema.safeParse(statted).success).toBe(true);
    expect(statted.statBlock).toMatchObject({ challengeRating: '3', xp: 700, proficiencyBonus: 2 });
    // Asking for a stat block changes nothing else the seed decided.
    expect(statted.backstory).toBe(plain.backstory);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/npc/generate',
      headers: bearer(user.token),
      payload: { ...advanced, statBlock: true, challengeRating: '31' },
    });
    expect(bad.statusCode).toBe(400);

    const pdf = await t.app.inject({ url: `/api/npc/${statted.id}/export`, headers: bearer(user.token) });
    expect(pdf.statusCode).toBe(200);
    const plainPdf = await t.app.inject({ url: `/api/npc/${plain.id}/export`, headers: bearer(user.token) });
    expect(pdf.rawPayload.length).toBeGreaterThan(plainPdf.rawPayload.length);

    const obsidian = (
      await t.app.inject({ url: `/api/npc/${statted.id}/export/markdown`, headers: bearer(user.token) })
    ).body;
    expect(obsidian).toContain('## Stat Block');
    expect(obsidian).toContain(`- **Armor Class** ${statted.statBlock.armorClass}`);
    expect(obsidian).toContain('| STR | DEX | CON | INT | WIS | CHA |');
    expect(obsidian).toContain('- **Challenge** 3 (700 XP)');
    const homebrewery = (
      await t.app.inject({
        url: `/api/npc/${statted.id}/export/markdown?flavor=homebrewery`,
        headers: bearer(user.token),
      })
    ).body;
    expect(homebreweryBlocks(homebrewery).filter((b) => b === 'monster,frame')).toHaveLength(2);
    expect(homebrewery).toContain(`**Armor Class** :: ${statted.statBlock.armorClass}`);
    expect(homebrewery).toContain('**Challenge** :: 3 (700 XP)');
    expect(homebrewery).toContain('### Actions');
    const plainMd = (
      await t.app.inject({ url: `/api/npc/${plain.id}/export/markdown`, headers: bearer(user.token) })
    ).body;
    expect(plainMd).not.toContain('Stat Block');
  });

  it('rejects requests outside the option lists with the field’s message', async () => {
    const user = await registerUser(t.app);
    for (const payload of [
      { ...advanced, race: 'orc' },
      { ...advanced, friendliness: 11 },
      { ...advanced, friendliness: 0 },
      { ...advanced, artStyle: 'anime' },
      { ...advanced, occupation: '' },
      { race: 'elf' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/npc/generate',
        headers: bearer(user.token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });

  it('never shows one user’s NPCs to another', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { character } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/npc/generate',
        headers: bearer(alice.token),
        payload: advanced,
      })
    ).json();
    expect((await t.app.inject({ url: '/api/user/npcs', headers: bearer(bob.token) })).json()).toEqual([]);
    for (const url of [
      `/api/npc/${character.id}`,
      `/api/npc/${character.id}/portrait`,
      `/api/npc/${character.id}/export`,
    ]) {
      expect((await t.app.inject({ url, headers: bearer(bob.token) })).statusCode).toBe(404);
    }
  });
});
