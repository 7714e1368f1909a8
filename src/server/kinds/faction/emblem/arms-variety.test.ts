// Arms as varied as the words (issues 19 and 20): over 300 factions of mixed options and 100 of the same options,
// two factions rarely share the same arms (field, division, ordinary, charge, count and tinctures), and ten
// thieves' guilds of the same options bear ten different arms. Written by the whole writer, text only.
import { describe, expect, it } from 'vitest';
import {
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_INFLUENCES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
  type FactionData,
  type FactionRequestInput,
  factionRequestSchema,
} from '../../../../shared/kinds/faction.js';
import { generateFaction } from '../generate.js';
import { armsKey } from './arms.js';
import { visiblyDifferent } from './redraw.js';

/** How many factions bear arms another one of them also bears, and in how many pairs. */
function sharing(factions: readonly FactionData[]): { shared: number; pairs: number; share: number } {
  const counts = new Map<string, number>();
  for (const f of factions) counts.set(armsKey(f.arms), (counts.get(armsKey(f.arms)) ?? 0) + 1);
  let shared = 0;
  let pairs = 0;
  for (const n of counts.values()) {
    if (n > 1) shared += n;
    pairs += (n * (n - 1)) / 2;
  }
  return { shared, pairs, share: shared / factions.length };
}

const write = (input: FactionRequestInput, seed: number) =>
  generateFaction(factionRequestSchema.parse(input), seed);

const TYPED = [
  '',
  'a guild of thieves in the docks',
  'beekeepers who breed giant bees for war',
  'necromancers',
  'a church of the sun god that runs hospitals',
  'knights sworn to the old king',
  'merchants of the river',
  ...FACTION_PURPOSES,
];

describe('variety of arms at volume', () => {
  it('rarely gives two of 300 factions of mixed options the same arms', () => {
    const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!;
    const factions = Array.from({ length: 300 }, (_, i) => {
      const purpose = pick(TYPED, i * 17);
      return write(
        {
          size: pick(FACTION_SIZES, i * 7 + 1),
          influence: pick(FACTION_INFLUENCES, i * 3),
          secrecy: pick(FACTION_SECRECY, i * 5 + 2),
          emblemStyle: pick(FACTION_EMBLEM_STYLES, i * 11),
          ...(i % 3 ? { alignment: pick(FACTION_ALIGNMENTS, i * 13) } : {}),
          ...(purpose ? { purpose } : {}),
        },
        1000 + i * 7919,
      );
    });
    const { share, pairs } = sharing(factions);
    console.info(
      `arms, 300 mixed: ${(share * 100).toFixed(1)}% share their arms with another (${pairs} pairs)`,
    );
    expect(share).toBeLessThan(0.1);
    expect(new Set(factions.map((f) => f.arms.charge.type)).size).toBeGreaterThan(70);
  });

  it('rarely repeats arms over 100 factions of the same options, and ten guilds bear ten different arms', () => {
    const options: FactionRequestInput = {
      size: 'Local Organization',
      influence: 'moderate',
      secrecy: 'known',
      emblemStyle: 'fantasy',
      purpose: 'a guild of thieves in the docks',
    };
    const guilds = Array.from({ length: 100 }, (_, i) => write(options, 50000 + i * 104729));
    const { share, pairs } = sharing(guilds);
    console.info(
      `arms, 100 thieves' guilds of one request: ${(share * 100).toFixed(1)}% share (${pairs} pairs)`,
    );
    expect(share).toBeLessThan(0.1);
    expect(new Set(guilds.map((f) => f.arms.charge.type)).size).toBeGreaterThan(12);
    // Ten in a row, as a game master asks for them: ten different arms, nearly every pair unlike at a glance.
    const ten = guilds.slice(0, 10);
    expect(new Set(ten.map((f) => armsKey(f.arms))).size).toBe(10);
    let alike = 0;
    for (let a = 0; a < ten.length; a++)
      for (let b = a + 1; b < ten.length; b++) if (!visiblyDifferent(ten[a]!.arms, ten[b]!.arms)) alike += 1;
    expect(alike).toBeLessThanOrEqual(1);
  });
});
