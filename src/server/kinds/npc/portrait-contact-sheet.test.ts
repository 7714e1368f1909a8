// Renders the portrait contact sheet (every race in every art style) for people to look at.
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
});
