// Generation without a context is what it always was (decision 024): for 100 random requests of each kind, writing
// with an empty context gives exactly the record written with none, and the same seed gives the same record.
// Beside that property, the first records of each kind are kept as readable golden files (__golden__/), so a change
// to a writer's output shows in review as a difference in text, not as a changed hash (issue 26). A deliberate
// change retakes them (`npx vitest run src/server/kinds/npc/context-baseline.test.ts -u`) and raises ENGINE_VERSION.
import { describe, expect, it } from 'vitest';
import {
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_INCLUDE_FLAGS,
  FACTION_INFLUENCES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
  factionRequestSchema,
} from '../../../shared/kinds/faction.js';
import {
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { NPC_OPTIONS, npcRequestSchema } from '../../../shared/kinds/npc.js';
import { createRng } from '../../engine/rng.js';
import { generateFaction } from '../faction/generate.js';
import { generateMagicItem } from '../magic-item/generate.js';
import { generateNpc } from './generate.js';

const COUNT = 100;
/** How many of each kind's records are kept whole as its golden file. */
const GOLDEN = 3;

/**
 * Writes `COUNT` random requests of a kind with no context and with an empty one, checks the two agree and that the
 * seed decides the record, and compares the first `GOLDEN` with the kind's golden file.
 */
async function checkKind(
  label: string,
  make: (i: number, rng: ReturnType<typeof createRng>) => { none: () => unknown; empty: () => unknown },
): Promise<void> {
  const rng = createRng('context-baseline', label);
  const golden: unknown[] = [];
  for (let i = 0; i < COUNT; i++) {
    const { none, empty } = make(i, rng);
    const record = none();
    expect(empty(), `${label} ${i}: an empty context changed the record`).toEqual(record);
    if (i < GOLDEN) {
      expect(none(), `${label} ${i}: the same seed wrote another record`).toEqual(record);
      golden.push(record);
    }
  }
  await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(`__golden__/${label}.json`);
}

describe('generation without a context is what it was', () => {
  it('NPCs', async () => {
    await checkKind('npc', (i, rng) => {
      const request = npcRequestSchema.parse({
        race: rng.pick(NPC_OPTIONS.race),
        gender: rng.pick(NPC_OPTIONS.gender),
        occupation: rng.pick(NPC_OPTIONS.occupation.filter((o) => o !== 'custom')),
        age: rng.pick(NPC_OPTIONS.age),
        socialClass: rng.pick(NPC_OPTIONS.socialClass),
        friendliness: rng.int(1, 10),
        bravery: rng.int(1, 10),
        honesty: rng.int(1, 10),
        artStyle: rng.pick(NPC_OPTIONS.artStyle),
        statBlock: i % 5 === 0,
        ...(i % 7 === 0 ? { name: 'Hald Verrow' } : {}),
      });
      const seed = rng.nextUint32();
      return { none: () => generateNpc(request, seed), empty: () => generateNpc(request, seed, {}) };
    });
  });

  it('factions', async () => {
    await checkKind('faction', (i, rng) => {
      const request = factionRequestSchema.parse({
        size: FACTION_SIZES[i % FACTION_SIZES.length],
        influence: rng.pick(FACTION_INFLUENCES),
        secrecy: rng.pick(FACTION_SECRECY),
        ...(i % 4 === 0 ? {} : { alignment: rng.pick(FACTION_ALIGNMENTS) }),
        ...(i % 3 === 0 ? {} : { purpose: rng.pick(FACTION_PURPOSES) }),
        emblemStyle: rng.pick(FACTION_EMBLEM_STYLES),
        ...Object.fromEntries(FACTION_INCLUDE_FLAGS.map((f) => [f, rng.chance(0.85)])),
      });
      const seed = rng.nextUint32();
      return { none: () => generateFaction(request, seed), empty: () => generateFaction(request, seed, {}) };
    });
  });

  it('magic items', async () => {
    await checkKind('item', (i, rng) => {
      const request = magicItemRequestSchema.parse({
        rarity: ITEM_RARITIES[i % ITEM_RARITIES.length],
        ...(i % 6 === 0 ? {} : { type: rng.pick(ITEM_TYPES) }),
        includeHistory: rng.chance(0.85),
        includeQuirks: rng.chance(0.85),
        artStyle: rng.pick(ITEM_ART_STYLES),
      });
      const seed = rng.nextUint32();
      return {
        none: () => generateMagicItem(request, seed),
        empty: () => generateMagicItem(request, seed, {}),
      };
    });
  });
});
