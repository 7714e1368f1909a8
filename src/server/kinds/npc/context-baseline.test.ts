// Generation without a context must stay byte for byte what it was before contexts were woven in (decision 024):
// the hashes below were taken from the writers before the change, over 100 random requests of each kind. They are a
// change detector: a deliberate change of the writers' output retakes them and raises ENGINE_VERSION (engine 1.3.0:
// a stat block names its free language, so the NPC hash was retaken; issue 21 composed the NPC's story and anchored
// its stat block on the SRD's NPCs, so it was retaken again; engine 2.0.0: issues 19-21 rewrote the NPC, item and
// faction writers, so all three were retaken; engine 2.3.0: a blind read's fixes to every kind's writing retook them again).
import { createHash } from 'node:crypto';
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

function hashOf(make: (i: number, rng: ReturnType<typeof createRng>) => unknown, label: string): string {
  const rng = createRng('context-baseline', label);
  const hash = createHash('sha256');
  for (let i = 0; i < COUNT; i++) hash.update(`${JSON.stringify(make(i, rng))}\n`);
  return hash.digest('hex');
}

describe('generation without a context is unchanged', () => {
  it('NPCs', () => {
    const hash = hashOf((i, rng) => {
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
      return [generateNpc(request, seed), generateNpc(request, seed, {})];
    }, 'npc');
    expect(hash).toBe('79d28516a6933c1d6ac9852d32622d579d4efa55143582992ce3762e88c8497e');
  });

  it('factions', () => {
    const hash = hashOf((i, rng) => {
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
      return [generateFaction(request, seed), generateFaction(request, seed, {})];
    }, 'faction');
    expect(hash).toBe('bb71c41fcd9dca1584fb36a2579eaef690de93ff3c7b609f493b8bf3e06ff568');
  });

  it('magic items', () => {
    const hash = hashOf((i, rng) => {
      const request = magicItemRequestSchema.parse({
        rarity: ITEM_RARITIES[i % ITEM_RARITIES.length],
        ...(i % 6 === 0 ? {} : { type: rng.pick(ITEM_TYPES) }),
        includeHistory: rng.chance(0.85),
        includeQuirks: rng.chance(0.85),
        artStyle: rng.pick(ITEM_ART_STYLES),
      });
      const seed = rng.nextUint32();
      return [generateMagicItem(request, seed), generateMagicItem(request, seed, {})];
    }, 'item');
    expect(hash).toBe('e0b707d6059dce2027f5932a4e6ea664706ddb7f73d46efd66e54bcf1aa928dc');
  });
});
