// A magic item generated from an NPC (decision 024): the NPC is its present owner, come by it as their trade would;
// deterministic, the rest of the item untouched, and unbroken by a hostile record.
import { describe, expect, it } from 'vitest';
import {
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  type MagicItemData,
  type MagicItemRequest,
  magicItemDataSchema,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { NPC_OPTIONS, type NpcData, npcRequestSchema } from '../../../shared/kinds/npc.js';
import { createRng, type Rng } from '../../engine/rng.js';
import type { ContextEntity } from '../../pipeline/kind.js';
import { generateNpc } from '../npc/generate.js';
import { generateMagicItem } from './generate.js';

const SAMPLES = 200;
const rng = createRng('item-context', 'tests');

function randomRequest(r: Rng, i: number): MagicItemRequest {
  return magicItemRequestSchema.parse({
    rarity: ITEM_RARITIES[i % ITEM_RARITIES.length],
    ...(i % 7 === 0 ? {} : { type: r.pick(ITEM_TYPES) }),
    artStyle: r.pick(ITEM_ART_STYLES),
  });
}

function stored(kind: string, data: { name: string }): ContextEntity {
  return { kind, name: data.name, data: JSON.parse(JSON.stringify(data)) as Record<string, unknown> };
}

const OCCUPATIONS = NPC_OPTIONS.occupation.filter((o) => o !== 'custom' && o !== 'random');
const npcs: NpcData[] = Array.from({ length: 50 }, (_, i) =>
  generateNpc(
    npcRequestSchema.parse({
      race: 'random',
      gender: 'random',
      occupation: OCCUPATIONS[i % OCCUPATIONS.length],
      age: 'random',
      socialClass: 'random',
      artStyle: 'fantasy',
    }),
    4000 + i,
  ),
);

const LEAKS = /[#{}[\]<>]|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]| {2}| ,| \.|\.\.|,\.|\.,/;
const REPEATS = /\b(the|a|an|of|in|to|and) \1\b/i;

function texts(item: MagicItemData): string[] {
  return [item.description, item.history, item.appearance, ...item.abilities, ...item.quirks].filter(Boolean);
}

const cases = Array.from({ length: SAMPLES }, (_, i) => {
  const owner = npcs[i % npcs.length]!;
  const request = randomRequest(rng, i);
  const seed = rng.nextUint32();
  return { owner, request, seed, item: generateMagicItem(request, seed, { context: stored('npc', owner) }) };
});

describe('a magic item from an NPC', () => {
  it('names the NPC as its owner in the history of every item', () => {
    for (const { owner, item } of cases) {
      magicItemDataSchema.parse(item);
      for (const text of texts(item)) {
        expect(text, text).not.toMatch(LEAKS);
        expect(text, text).not.toMatch(REPEATS);
      }
      expect(item.history).toContain(owner.name);
    }
  });

  it('tells how they came by it, in keeping with their trade', () => {
    const TRADE_WORDS: Record<string, RegExp> = {
      innkeeper: /guest|traveller/,
      blacksmith: /mend|scrap/,
      guard: /smuggler|prisoner/,
      priest: /offering|penitent/,
      thief: /lifted|paid with/,
      farmer: /plough|barn/,
      alchemist: /cure/,
    };
    let fits = 0;
    let total = 0;
    for (const { owner, item } of cases) {
      const words = TRADE_WORDS[owner.occupation];
      if (!words || owner.ageCategory === 'child') continue;
      total++;
      if (words.test(item.history)) fits++;
    }
    expect(total).toBeGreaterThan(40);
    expect(fits / total).toBeGreaterThanOrEqual(0.7);
  });

  it('keeps the rest of the item, and is the same for the same request, seed and owner', () => {
    for (const { owner, request, seed, item } of cases.slice(0, 60)) {
      expect(generateMagicItem(request, seed, { context: stored('npc', owner) })).toEqual(item);
      const plain = generateMagicItem(request, seed);
      expect(item.name).toBe(plain.name);
      expect(item.abilities).toEqual(plain.abilities);
      expect(item.description).toBe(plain.description);
      expect(plain.quirks.every((q, i) => item.quirks[i] === q)).toBe(true);
      // The history keeps its maker, deeds and travels: only where it is now changes (wherever the arc tells it).
      const kept = plain.history.split(/(?<=\.) /).filter((s) => item.history.includes(s));
      expect(kept.length).toBeGreaterThanOrEqual(plain.history.split(/(?<=\.) /).length - 1);
      expect(
        generateMagicItem(request, seed, { context: { ...stored('npc', owner), kind: 'town' } }),
      ).toEqual(plain);
    }
  });
});

describe('a hostile or broken NPC record', () => {
  const long = `${'Ash '.repeat(3000)}end`;
  const hostile: ContextEntity[] = [
    {
      kind: 'npc',
      name: '#owner#',
      data: { name: '#owner#', occupation: '#occWord#', ageCategory: 'child' },
    },
    { kind: 'npc', name: '<b>Bold</b> Name', data: { name: '<b>Bold</b> Name', occupation: '<i>smith</i>' } },
    { kind: 'npc', name: long, data: { name: long, occupation: long, socialClass: 'nobility' } },
    { kind: 'npc', name: 'Typed', data: { name: 5, occupation: [], ageCategory: 3 } },
    { kind: 'npc', name: '', data: {} },
    { kind: 'npc', name: 'Null', data: null as unknown as Record<string, unknown> },
    { kind: 'npc', name: 'An Apostrophe’s Name', data: { name: 'O’Brien', occupation: 'the harbourmaster' } },
  ];

  it('never breaks generation, inserts the user’s words as text and stays within the schema', () => {
    for (const [i, context] of hostile.entries()) {
      for (let s = 0; s < 30; s++) {
        const request = randomRequest(createRng('hostile', `${i}-${s}`), s);
        const item = generateMagicItem(request, s, { context });
        magicItemDataSchema.parse(item);
        for (const text of texts(item)) {
          expect(text).not.toMatch(/\bundefined\b|\bnull\b|\[object Object\]|<\/?[a-z]+>/);
          expect(text.length).toBeLessThan(3000);
        }
        expect(generateMagicItem(request, s, { context })).toEqual(item);
      }
    }
    const named = generateMagicItem(randomRequest(createRng('hostile', 'name'), 1), 1, {
      context: hostile[0],
    });
    expect(named.history).toContain('#owner#');
  });
});
