// An NPC generated from a town or a faction (decision 024): over many seeds the context's facts appear where a game
// master looks for them, the same context gives the same NPC, and a hostile or broken record never breaks it.
import { describe, expect, it } from 'vitest';
import {
  FACTION_PURPOSES,
  FACTION_SIZES,
  type FactionData,
  factionRequestSchema,
} from '../../../shared/kinds/faction.js';
import {
  NPC_OPTIONS,
  type NpcData,
  type NpcRequest,
  npcDataSchema,
  npcRequestSchema,
} from '../../../shared/kinds/npc.js';
import { type TownData, townRequestSchema } from '../../../shared/kinds/town.js';
import { createRng, type Rng } from '../../engine/rng.js';
import type { ContextEntity } from '../../pipeline/kind.js';
import { generateFaction } from '../faction/generate.js';
import { generateTown } from '../town/generate.js';
import { generateNpc } from './generate.js';

const SAMPLES = 200;
const rng = createRng('npc-context', 'tests');

function randomRequest(r: Rng, extra: Partial<Record<string, unknown>> = {}): NpcRequest {
  return npcRequestSchema.parse({
    race: r.pick(NPC_OPTIONS.race),
    gender: r.pick(NPC_OPTIONS.gender),
    occupation: r.pick(NPC_OPTIONS.occupation.filter((o) => o !== 'custom')),
    age: r.pick(NPC_OPTIONS.age),
    socialClass: r.pick(NPC_OPTIONS.socialClass),
    friendliness: r.int(1, 10),
    bravery: r.int(1, 10),
    honesty: r.int(1, 10),
    artStyle: r.pick(NPC_OPTIONS.artStyle),
    ...extra,
  });
}

/** Stored records travel as JSON: the writer must read them as the database gives them back. */
function stored(kind: string, data: { name: string }): ContextEntity {
  return { kind, name: data.name, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown> };
}

const towns: TownData[] = Array.from({ length: 40 }, (_, i) =>
  generateTown(
    townRequestSchema.parse({
      size: 'random',
      economyType: 'random',
      governmentType: 'random',
      mapStyle: 'fantasy',
    }),
    7000 + i,
  ),
);
const factions: FactionData[] = Array.from({ length: 40 }, (_, i) =>
  generateFaction(
    factionRequestSchema.parse({
      size: FACTION_SIZES[i % FACTION_SIZES.length],
      influence: 'moderate',
      secrecy: 'known',
      emblemStyle: 'fantasy',
      purpose: FACTION_PURPOSES[i % FACTION_PURPOSES.length],
    }),
    8000 + i,
  ),
);

function story(npc: NpcData): string {
  return [
    npc.backstory,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.plotHooks.flatMap((h) => [h.title, h.description]),
  ].join('\n');
}

function texts(npc: NpcData): string[] {
  return [
    npc.appearance,
    npc.personality,
    npc.backstory,
    ...npc.traits,
    ...npc.mannerisms,
    ...npc.motivations,
    ...npc.secrets,
    ...npc.flaws,
    ...npc.plotHooks.flatMap((h) => [h.title, h.description]),
  ].filter((t) => t.length > 0);
}

const LEAKS = /[#{}[\]<>]|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]| {2}| ,| \.|\.\.|,\.|\.,/;
const REPEATS = /\b(the|a|an|of|in|to|and) \1\b/i;
const factionName = (line: string) => line.split(':')[0]!.trim();
const bare = (name: string) => name.replace(/^the /i, '');

type Case = { town: TownData; request: NpcRequest; seed: number; npc: NpcData };
const townCases: Case[] = Array.from({ length: SAMPLES }, (_, i) => {
  const town = towns[i % towns.length]!;
  const request = randomRequest(rng);
  const seed = rng.nextUint32();
  return { town, request, seed, npc: generateNpc(request, seed, { context: stored('town', town) }) };
});

describe('an NPC from a town', () => {
  it('passes the schema and reads cleanly', () => {
    for (const { npc } of townCases) {
      npcDataSchema.parse(npc);
      for (const text of texts(npc)) {
        expect(text, text).not.toMatch(LEAKS);
        expect(text, text).not.toMatch(REPEATS);
      }
    }
  });

  it('lives in the town: its name is in the backstory or the hooks of every NPC', () => {
    const named = townCases.filter(
      ({ town, npc }) =>
        npc.backstory.includes(town.name) || npc.plotHooks.some((h) => h.description.includes(town.name)),
    );
    expect(named.length / SAMPLES).toBeGreaterThanOrEqual(0.99);
    // In the backstory itself, for every NPC that has one.
    expect(townCases.every(({ town, npc }) => npc.backstory.includes(town.name))).toBe(true);
  });

  it('knows the town: one of its factions or rumours is in the story of nearly every NPC', () => {
    const withAny = townCases.filter(({ town }) => town.factions.length + town.rumors.length > 0);
    const named = withAny.filter(({ town, npc }) => {
      const text = story(npc);
      return (
        town.factions.some((f) => text.includes(bare(factionName(f)))) ||
        town.rumors.some((r) => text.includes(r))
      );
    });
    expect(withAny.length).toBeGreaterThan(SAMPLES * 0.9);
    expect(named.length / withAny.length).toBeGreaterThanOrEqual(0.9);
    // A faction by its name, never its 'Name: what they want' line.
    for (const { town, npc } of townCases) {
      for (const f of town.factions) expect(story(npc)).not.toContain(`${factionName(f)}:`);
    }
    // Rumours become hooks for a good share of them.
    const rumourHooks = townCases.filter(({ town, npc }) =>
      npc.plotHooks.some((h) => town.rumors.some((r) => h.description.includes(r))),
    );
    expect(rumourHooks.length / SAMPLES).toBeGreaterThanOrEqual(0.3);
  });

  it('works where the town has a place for the trade: the innkeeper keeps the town’s inn', () => {
    const inns = towns.filter((t) => t.establishments.some((e) => /inn|tavern/.test(e.type)));
    expect(inns.length).toBeGreaterThan(20);
    const kept = inns.filter((town, i) => {
      const npc = generateNpc(randomRequest(createRng('inn', `${i}`), { occupation: 'innkeeper' }), i, {
        context: stored('town', town),
      });
      return town.establishments.some(
        (e) => /inn|tavern/.test(e.type) && npc.backstory.includes(bare(e.name)),
      );
    });
    expect(kept.length / inns.length).toBeGreaterThanOrEqual(0.95);
  });

  it('is the key NPC the client pre-filled: their role is told', () => {
    let told = 0;
    let total = 0;
    towns.forEach((town, i) => {
      const key = town.keyNpcs[i % Math.max(1, town.keyNpcs.length)];
      if (!key) return;
      total++;
      // The client pre-fills name and role; the age is left to the writer, which never makes a key NPC a child.
      const request = randomRequest(createRng('key', `${i}`), {
        name: key.name,
        occupation: key.role.slice(0, 60),
        age: 'random',
      });
      const npc = generateNpc(request, i, { context: stored('town', town) });
      expect(npc.name).toBe(key.name);
      expect(npc.ageCategory).not.toBe('child');
      if (npc.backstory.toLowerCase().includes(key.role.toLowerCase().replace(/^the /, ''))) told++;
    });
    expect(total).toBeGreaterThan(30);
    expect(told / total).toBeGreaterThanOrEqual(0.95);
  });
});

describe('an NPC from a faction', () => {
  const cases = Array.from({ length: SAMPLES }, (_, i) => {
    const faction = factions[i % factions.length]!;
    const request = randomRequest(rng);
    const seed = rng.nextUint32();
    return { faction, npc: generateNpc(request, seed, { context: stored('faction', faction) }) };
  });

  it('is a member: the faction is named in the backstory, and its goals or rivals in the story', () => {
    for (const { npc } of cases) {
      npcDataSchema.parse(npc);
      for (const text of texts(npc)) {
        expect(text, text).not.toMatch(LEAKS);
        expect(text, text).not.toMatch(REPEATS);
      }
    }
    const inBackstory = cases.filter(({ faction, npc }) => npc.backstory.includes(bare(faction.name)));
    expect(inBackstory.length / SAMPLES).toBeGreaterThanOrEqual(0.98);
    const joined = cases.filter(({ npc }) => /\b(joined|brought into)\b/.test(npc.backstory));
    expect(joined.length / SAMPLES).toBeGreaterThanOrEqual(0.95);
    const tied = cases.filter(({ faction, npc }) => {
      const text = story(npc);
      return (
        faction.rivals.some((r) => text.includes(bare(r.rivalName))) ||
        faction.goals.some((g) => text.toLowerCase().includes(g.toLowerCase()))
      );
    });
    expect(tied.length / SAMPLES).toBeGreaterThanOrEqual(0.8);
    const hooked = cases.filter(({ faction, npc }) =>
      npc.plotHooks.some((h) => `${h.title} ${h.description}`.includes(bare(faction.name))),
    );
    expect(hooked.length / SAMPLES).toBeGreaterThanOrEqual(0.5);
  });

  it('is the key member the client pre-filled: their rank is told', () => {
    let told = 0;
    factions.forEach((faction, i) => {
      const member = faction.keyMembers[i % faction.keyMembers.length]!;
      const request = randomRequest(createRng('member', `${i}`), {
        name: member.name,
        occupation: member.role,
      });
      const npc = generateNpc(request, i, { context: stored('faction', faction) });
      if (npc.backstory.toLowerCase().includes(member.role.toLowerCase())) told++;
    });
    expect(told / factions.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe('context and determinism', () => {
  it('gives the same NPC for the same request, seed and context', () => {
    for (const { town, request, seed, npc } of townCases.slice(0, 50)) {
      expect(generateNpc(request, seed, { context: stored('town', town) })).toEqual(npc);
    }
  });

  it('changes the NPC only through the context: without one, or with a kind an NPC does not belong to, it is the same', () => {
    for (const { town, request, seed, npc } of townCases.slice(0, 50)) {
      const plain = generateNpc(request, seed);
      expect(npc).not.toEqual(plain);
      expect(generateNpc(request, seed, {})).toEqual(plain);
      expect(
        generateNpc(request, seed, { context: { ...stored('town', town), kind: 'magic-item' } }),
      ).toEqual(plain);
      expect(generateNpc(request, seed, { context: { ...stored('town', town), kind: 'npc' } })).toEqual(
        plain,
      );
      // The look and the traits are the NPC's own, wherever they live.
      expect(npc.appearance).toBe(plain.appearance);
      expect(npc.looks).toEqual(plain.looks);
    }
  });
});

describe('a hostile or broken context', () => {
  const town = towns[0]!;
  const long = `${'Ash '.repeat(3000)}end`;
  const hostile: ContextEntity[] = [
    {
      kind: 'town',
      name: '#name#',
      data: { name: '#name#', factions: ['#npc.name#: to #foe#', '<b>Bold</b>: wants #x#'] },
    },
    {
      kind: 'town',
      name: 'Brackwater',
      data: {
        name: 'Brackwater',
        nickname: '#nickname#',
        factions: [
          '',
          ':',
          ': to nothing',
          42,
          null,
          { name: 'object' },
          'No Colon Faction',
          `${long}: to ${long}`,
        ],
        rumors: ['#origin#', long, '', 7, '<script>alert(1)</script>'],
        threats: [
          { title: '#threat#' },
          { description: 'no title' },
          null,
          { title: 'Flood', description: '#flood# rises.' },
        ],
        establishments: [
          { name: '#venue#', type: 'inn', owner: null },
          { name: long, type: 'smithy', owner: '' },
          'not an object',
        ],
        keyNpcs: [
          {
            name: 'Hald Verrow',
            role: '#role#',
            description: 'He <i>is</i> #npc.They#. She: looks. They know.',
          },
        ],
      },
    },
    {
      kind: 'town',
      name: 'Empty',
      data: { name: 'Empty', factions: [], rumors: [], establishments: [], keyNpcs: [] },
    },
    {
      kind: 'town',
      name: 'Typed',
      data: { name: 123, factions: 'not a list', rumors: { a: 1 }, keyNpcs: 'x' },
    },
    { kind: 'town', name: '', data: {} },
    { kind: 'town', name: long, data: { name: long } },
    { kind: 'town', name: 'Null data', data: null as unknown as Record<string, unknown> },
    { kind: 'town', name: 'Array data', data: [] as unknown as Record<string, unknown> },
    {
      kind: 'faction',
      name: '#f#',
      data: {
        name: '#f#',
        goals: ['#goal#', 12, ''],
        rivals: [{ rivalName: '#rival#' }, null],
        keyMembers: [{ name: null }],
      },
    },
    { kind: 'faction', name: 'Empty', data: { name: 'Empty', goals: [], rivals: [], keyMembers: [] } },
    {
      kind: 'faction',
      name: long,
      data: { name: long, goals: [long], rivals: [{ rivalName: long, description: long }] },
    },
    {
      ...stored('town', town),
      data: {
        ...stored('town', town).data,
        keyNpcs: [{ name: 'Hald Verrow', role: long, description: long }],
      },
    },
    { kind: 'unknown', name: 'x', data: { name: 'x' } },
  ];

  it('never breaks generation, inserts the user’s words as text and stays within the schema', () => {
    for (const [i, context] of hostile.entries()) {
      for (let s = 0; s < 25; s++) {
        const request = randomRequest(
          createRng('hostile', `${i}-${s}`),
          s % 5 === 0 ? { name: 'Hald Verrow' } : {},
        );
        const npc = generateNpc(request, s, { context });
        npcDataSchema.parse(npc);
        for (const text of texts(npc)) {
          expect(text).not.toMatch(/\bundefined\b|\bnull\b|\[object Object\]|<\/?[a-z]+>/);
          expect(text.length).toBeLessThan(4000);
        }
        expect(generateNpc(request, s, { context })).toEqual(npc);
      }
    }
    // A town named '#name#' is called that, and not expanded as a rule.
    const named = generateNpc(randomRequest(createRng('hostile', 'name')), 1, { context: hostile[0] });
    expect(named.backstory).toContain('#name#');
  });
});
