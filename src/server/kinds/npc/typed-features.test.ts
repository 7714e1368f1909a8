// What the game master typed survives into the appearance as typed, with nothing generated beside it that
// contradicts it (a second beard, a second tattoo, another scar on the same jaw); typed trades the archetypes only
// approximate are written as that trade; and no NPC's text doubles a word or splices a clause over many seeds.
import { describe, expect, it } from 'vitest';
import { type NpcData, npcRequestSchema } from '../../../shared/kinds/npc.js';
import { generateNpc } from './generate.js';

const request = (extra: Record<string, unknown>) =>
  npcRequestSchema.parse({
    race: 'random',
    gender: 'random',
    age: 'adult',
    socialClass: 'random',
    artStyle: 'fantasy',
    ...extra,
  });

const SEEDS = Array.from({ length: 24 }, (_, i) => 101 + i * 37);
const POSS = '(?:his|her|their)';
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('typed notable features', () => {
  const CASES: readonly { race: string; occupation: string; typed: string; said: RegExp; only: RegExp }[] = [
    {
      race: 'elf',
      occupation: 'ship captain',
      typed: 'braided red beard',
      said: /\bbraided red beard\b/,
      only: /\b(?:beard|moustache|goatee|stubble|sideburns)\b/,
    },
    {
      race: 'human',
      occupation: 'guard captain',
      typed: 'a tattoo of a rose on the neck',
      said: new RegExp(`\\btattoo of a rose on ${POSS} neck\\b`),
      only: /\b(?:tattoo|tattooed|inked)\b/,
    },
    {
      race: 'elf',
      occupation: 'thief',
      typed: 'anchor tattoo on the forearm',
      said: new RegExp(`\\banchor tattoo on ${POSS} forearm\\b`),
      only: /\b(?:tattoo|tattooed|inked)\b/,
    },
    {
      race: 'human',
      occupation: 'beekeeper',
      typed: 'a beard full of honey',
      said: /\bbeard full of honey\b/,
      only: /\b(?:beard|moustache|goatee|stubble|sideburns)\b/,
    },
    {
      race: 'half-orc',
      occupation: 'mercenary',
      typed: 'burn scar across the jaw',
      said: new RegExp(`\\bburn scar across ${POSS} jaw\\b`),
      only: /\bjaw\b.*\bscar\b|\bscar\b.*\bjaw\b/,
    },
  ];

  for (const c of CASES) {
    it(`says '${c.typed}' as typed, once, with nothing beside it that contradicts it`, () => {
      for (const seed of SEEDS) {
        const npc = generateNpc(
          request({ race: c.race, occupation: c.occupation, gender: 'male', notableFeatures: c.typed }),
          seed,
        );
        const text = npc.appearance;
        expect(text, `seed ${seed}: ${text}`).toMatch(c.said);
        const about = sentences(text).filter((s) => c.only.test(s));
        expect(about, `seed ${seed}: ${text}`).toHaveLength(1);
      }
    });
  }

  it('a typed beard is the one the record (and so the portrait) has, in its colour and style', () => {
    for (const seed of SEEDS) {
      const npc = generateNpc(
        request({ race: 'elf', occupation: 'ship captain', notableFeatures: 'braided red beard' }),
        seed,
      );
      expect(npc.looks?.beard?.style, `seed ${seed}`).toBe('braided');
      expect(npc.looks?.beard?.word, `seed ${seed}`).toBe('red');
    }
  });

  it('a typed tattoo leaves no inked sigils of the race on the face, in the words or the record', () => {
    for (const seed of SEEDS) {
      const npc = generateNpc(
        request({ race: 'elf', occupation: 'thief', notableFeatures: 'anchor tattoo on the forearm' }),
        seed,
      );
      expect(npc.appearance, `seed ${seed}`).not.toMatch(/\bsigils\b/);
      expect(
        npc.looks?.marks?.some((m) => m.kind === 'sigils'),
        `seed ${seed}`,
      ).toBe(false);
    }
  });
});

describe('typed trades the archetypes only approximate', () => {
  const FARM = /\b(?:pitchfork|plough|ploughing|scythe|hedging|byre|sheaf)\b/;
  it('a beekeeper is written as a beekeeper, and holds what the record says', () => {
    for (const seed of SEEDS) {
      const npc = generateNpc(request({ race: 'human', occupation: 'beekeeper' }), seed);
      expect(npc.appearance, `seed ${seed}: ${npc.appearance}`).not.toMatch(FARM);
      // What the words put in the hand is what the portrait draws from the record.
      if (npc.looks?.heldItem) {
        expect(npc.looks.heldItem, `seed ${seed}`).toBe('jug');
        expect(npc.appearance, `seed ${seed}: ${npc.appearance}`).toMatch(/\bhoney\b/);
      }
    }
  });

  it('a ratcatcher is written as a ratcatcher, with the trap the portrait draws', () => {
    for (const seed of SEEDS) {
      const npc = generateNpc(request({ race: 'gnome', occupation: 'ratcatcher' }), seed);
      expect(npc.appearance, `seed ${seed}: ${npc.appearance}`).not.toMatch(FARM);
      expect(npc.looks?.heldItem, `seed ${seed}`).toBe('cage');
      expect(npc.appearance, `seed ${seed}: ${npc.appearance}`).toMatch(/\brat-trap\b|\bwire cage\b/);
    }
  });
});

describe('no doubled words or broken splices', () => {
  const REQUESTS = [
    { race: 'human', gender: 'male', occupation: 'innkeeper' },
    { race: 'dwarf', gender: 'female', occupation: 'blacksmith' },
    { race: 'halfling', occupation: 'merchant' },
    { race: 'tiefling', occupation: 'priest' },
    { race: 'gnome', occupation: 'alchemist' },
    { race: 'human', occupation: 'thief', notableFeatures: 'anchor tattoo on the forearm' },
    { race: 'elf', gender: 'female', occupation: 'wizard' },
    { race: 'human', occupation: 'farmer' },
    { race: 'dragonborn', occupation: 'sailor' },
    { race: 'half-elf', occupation: 'bard' },
  ];
  const texts = (npc: NpcData): string[] =>
    Object.values(npc).flatMap((v) =>
      typeof v === 'string'
        ? [v]
        : Array.isArray(v)
          ? v.flatMap((x) =>
              typeof x === 'string'
                ? [x]
                : x && typeof x === 'object'
                  ? Object.values(x).filter((y): y is string => typeof y === 'string')
                  : [],
            )
          : [],
    );

  it('never says the same word twice in a row, nor keeps hair "kept"', () => {
    for (const extra of REQUESTS)
      for (const seed of SEEDS.slice(0, 12)) {
        const npc = generateNpc(request(extra), seed);
        for (const text of texts(npc)) {
          // Only words with no stop between them ('in, in full' and 'it. It' are not doubled).
          const words = text.toLowerCase().split(/\s+/);
          const doubled = words.find(
            (w, i) =>
              /^[a-z’'-]{2,}$/.test(w) &&
              w === words[i + 1]?.replace(/[.,;:!?]$/, '') &&
              w !== 'that' &&
              w !== 'had',
          );
          expect(doubled, `${JSON.stringify(extra)} seed ${seed}: ${text}`).toBeUndefined();
        }
        const a = npc.appearance;
        expect(a, `seed ${seed}`).not.toMatch(
          /\b(?:keeps|wears) (?:his|her|their) [a-z -]*hair (?:kept|worn)\b/,
        );
        // A noun-phrase cut takes no second 'of' ('a cap of close curls of brown').
        expect(a, `seed ${seed}`).not.toMatch(/\b(?:curls|waves|comb) of [a-z-]+(?: hair)?\b[.,]/);
        // A garment's state never sits between 'worn' and 'over' ('a waistcoat worn, faded, over a shirt').
        expect(a, `seed ${seed}`).not.toMatch(/\bworn, [^.]*, over\b/);
        // Nor three things joined by 'with' in one run ('a shirt with a baldric with a cutlass').
        expect(a, `seed ${seed}`).not.toMatch(/\bwith [^,.;]* with [^,.;]* with\b/);
      }
  });
});
