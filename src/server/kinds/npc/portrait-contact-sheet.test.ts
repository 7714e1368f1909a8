// Renders the portrait contact sheets for people to look at: every race in every art style, records of every age,
// the game master's typed features, ten innkeepers of the same options, and the trades side by side.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NPC_AGES,
  NPC_ART_STYLES,
  NPC_GENDERS,
  NPC_RACES,
  NPC_SOCIAL_CLASSES,
  npcRequestSchema,
} from '../../../shared/kinds/npc.js';
import { composeSheet } from '../../art/contact-sheet.js';
import { svgToPng } from '../../art/rasterise.js';
import { pngSize } from '../../art/svg-check.js';
import { generateNpc } from './generate.js';
import { drawNpcPortrait } from './portrait.js';

const OUT = path.resolve('test-results/contact-sheets/npc-portraits.png');
const RECORDS_OUT = path.resolve('test-results/contact-sheets/npc-records.png');
const TYPED_OUT = path.resolve('test-results/contact-sheets/npc-typed-features.png');
const INNKEEPERS_OUT = path.resolve('test-results/contact-sheets/npc-ten-innkeepers.png');
const TRADES_OUT = path.resolve('test-results/contact-sheets/npc-trades.png');
const STYLES_OUT = path.resolve('test-results/contact-sheets/npc-five-styles.png');
/** People drawn in all five art styles, one row each: the same record, only the rendering changes. */
const STYLED = [
  [
    'human',
    'female',
    'merchant',
    'a brooch shaped like a withered bunch of grapes, a scar across the left cheek',
  ],
  ['dwarf', 'male', 'blacksmith', 'a braided beard, a tattoo of an anchor on the right hand'],
  ['half-orc', 'female', 'guard', undefined],
  ['elf', 'male', 'wizard', 'a silver pendant shaped like a moth'],
  ['dragonborn', 'non-binary', 'priest', undefined],
  ['halfling', 'male', 'bard', 'a green felt hat with a red feather, carries a lute'],
] as const;
/** Typed notable features of issue 20 and more: each must show in its portrait. */
const TYPED = [
  ['ship captain', 'braided red beard, a tattoo of a rose on the neck'],
  ['ship captain', 'feathered cap, burn scars on the hands'],
  ['ranger', 'a fur-trimmed hood, missing two fingers on the left hand'],
  ['noble', 'a silver circlet, a tattoo of a serpent on the left cheek'],
  ['thief', 'an eyepatch over the left eye, a gold ring on the right hand'],
  ['outlaw', 'bald, a skull tattoo on the scalp, a long black cloak'],
  ['blacksmith', 'a silver necklace, scarred knuckles, a red kerchief'],
  ['wizard', 'a wide-brimmed purple hat with a white feather'],
  ['innkeeper', 'a tattoo of an anchor on the back of the right hand, a clay jug'],
  ['guard', 'a breastplate, a spear and a round shield, a scar through the left eyebrow'],
  ['merchant', 'dressed all in black, a gold chain around the neck, a spyglass'],
  ['bard', 'a green hood, a lute, two silver rings on the left hand'],
] as const;
/** One of each trade, of one person, so what the trade wears and carries is compared side by side. */
const TRADES = [
  'merchant',
  'guard',
  'noble',
  'innkeeper',
  'blacksmith',
  'priest',
  'wizard',
  'thief',
  'farmer',
  'outlaw',
  'bard',
  'alchemist',
  'ranger',
  'ship captain',
  'physician',
  'scribe',
  'miner',
  'ferryman',
  'jailer',
  'beekeeper',
];
/** Features the game master may type, drawn on some of the record sheet's NPCs. */
const FEATURES = [
  'missing left eye, wears a silver earring, scar across the snout',
  'a left horn snapped off short',
  'an eyepatch over the right eye',
  'scar across the left cheek',
  undefined,
];
const OCCUPATIONS = [
  'merchant',
  'guard',
  'noble',
  'innkeeper',
  'blacksmith',
  'priest',
  'wizard',
  'thief',
  'farmer',
  'outlaw',
  'bard',
  'alchemist',
  'ranger',
];

describe('NPC portrait contact sheet', () => {
  it('renders 9 races x 5 art styles as one PNG', () => {
    const tiles: string[] = [];
    NPC_RACES.forEach((race, r) => {
      NPC_ART_STYLES.forEach((artStyle, s) => {
        const i = r * NPC_ART_STYLES.length + s;
        tiles.push(
          drawNpcPortrait(
            {
              race,
              artStyle,
              gender: NPC_GENDERS[(r + s) % NPC_GENDERS.length]!,
              ageCategory: NPC_AGES[(r * 2 + s) % NPC_AGES.length]!,
              occupation: OCCUPATIONS[(r * 3 + s * 2) % OCCUPATIONS.length]!,
              socialClass: NPC_SOCIAL_CLASSES[(r + s * 2) % NPC_SOCIAL_CLASSES.length]!,
            },
            1000 + i,
          ),
        );
      });
    });
    const png = svgToPng(composeSheet(tiles, { columns: NPC_ART_STYLES.length, tile: 256, gap: 10 }), 1340);
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, png);
    expect(tiles).toHaveLength(45);
    expect(pngSize(fs.readFileSync(OUT)).width).toBe(1340);
  });

  it('renders 9 races x 5 ages drawn from written records (their looks), as one PNG', () => {
    const tiles: string[] = [];
    const ages = ['child', 'young', 'adult', 'elderly', 'ancient'] as const;
    NPC_RACES.forEach((race, r) => {
      ages.forEach((age, a) => {
        const seed = 500 + r * 10 + a;
        const npc = generateNpc(
          npcRequestSchema.parse({
            race,
            age,
            gender: NPC_GENDERS[(r + a) % NPC_GENDERS.length],
            occupation: OCCUPATIONS[(r * 2 + a) % OCCUPATIONS.length],
            socialClass: 'random',
            artStyle: NPC_ART_STYLES[a % NPC_ART_STYLES.length],
            notableFeatures: age === 'child' ? undefined : FEATURES[(r + a) % FEATURES.length],
            seed,
          }),
          seed,
        );
        tiles.push(drawNpcPortrait(npc, seed));
      });
    });
    const png = svgToPng(composeSheet(tiles, { columns: ages.length, tile: 256, gap: 10 }), 1340);
    fs.mkdirSync(path.dirname(RECORDS_OUT), { recursive: true });
    fs.writeFileSync(RECORDS_OUT, png);
    expect(tiles).toHaveLength(45);
  });

  it('renders the typed features, ten innkeepers of the same options and the trades, as PNGs', () => {
    const typed = TYPED.map(([occupation, notableFeatures], i) => {
      const seed = 700 + i;
      const npc = generateNpc(
        npcRequestSchema.parse({
          race: i % 4 === 3 ? 'dwarf' : 'human',
          gender: NPC_GENDERS[i % 2],
          age: 'adult',
          occupation,
          socialClass: 'middle',
          artStyle: 'fantasy',
          notableFeatures,
          seed,
        }),
        seed,
      );
      return drawNpcPortrait(npc, seed);
    });
    fs.writeFileSync(TYPED_OUT, svgToPng(composeSheet(typed, { columns: 4, tile: 320, gap: 10 }), 1330));
    const innkeepers = Array.from({ length: 10 }, (_, i) => {
      const seed = 1000 + i * 7919;
      const npc = generateNpc(
        npcRequestSchema.parse({
          race: 'human',
          gender: 'random',
          occupation: 'innkeeper',
          age: 'random',
          socialClass: 'random',
          artStyle: 'fantasy',
          seed,
        }),
        seed,
      );
      return drawNpcPortrait(npc, seed);
    });
    fs.writeFileSync(
      INNKEEPERS_OUT,
      svgToPng(composeSheet(innkeepers, { columns: 5, tile: 256, gap: 10 }), 1340),
    );
    const trades = TRADES.map((occupation, i) => {
      const seed = 300 + i;
      const npc = generateNpc(
        npcRequestSchema.parse({
          race: 'human',
          gender: NPC_GENDERS[i % 3],
          occupation,
          age: 'adult',
          socialClass: 'random',
          artStyle: NPC_ART_STYLES[i % NPC_ART_STYLES.length],
          seed,
        }),
        seed,
      );
      return drawNpcPortrait(npc, seed);
    });
    fs.writeFileSync(TRADES_OUT, svgToPng(composeSheet(trades, { columns: 5, tile: 256, gap: 10 }), 1340));
    expect(pngSize(fs.readFileSync(TYPED_OUT)).width).toBe(1330);
    expect(innkeepers).toHaveLength(10);
  });

  it('renders six people in all five art styles (a row each), as one PNG', () => {
    const tiles = STYLED.flatMap(([race, gender, occupation, notableFeatures], i) => {
      const seed = 4242 + i * 17;
      return NPC_ART_STYLES.map((artStyle) => {
        const npc = generateNpc(
          npcRequestSchema.parse({
            race,
            gender,
            occupation,
            age: 'adult',
            socialClass: 'middle',
            artStyle,
            notableFeatures,
            seed,
          }),
          seed,
        );
        return drawNpcPortrait(npc, seed);
      });
    });
    fs.mkdirSync(path.dirname(STYLES_OUT), { recursive: true });
    fs.writeFileSync(
      STYLES_OUT,
      svgToPng(composeSheet(tiles, { columns: NPC_ART_STYLES.length, tile: 256, gap: 10 }), 1340),
    );
    expect(tiles).toHaveLength(STYLED.length * NPC_ART_STYLES.length);
  });
});
