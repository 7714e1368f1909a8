// Varied requests per kind for the benchmark: every option list cycled, so timings cover the whole engine.
import {
  ITEM_ARMOR_TYPES,
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  ITEM_WEAPON_TYPES,
} from '../src/shared/kinds/magic-item.js';
import { NPC_OPTIONS } from '../src/shared/kinds/npc.js';
import { TOWN_INCLUDE_FLAGS, TOWN_OPTIONS } from '../src/shared/kinds/town.js';

const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export const BENCH_REQUESTS: Record<string, (i: number) => Record<string, unknown>> = {
  npc: (i) => ({
    race: cycle(NPC_OPTIONS.race, i),
    gender: cycle(NPC_OPTIONS.gender, i * 7),
    occupation: cycle([...NPC_OPTIONS.occupation.filter((o) => o !== 'custom'), 'ferryman'], i * 3),
    age: cycle(NPC_OPTIONS.age, i * 5),
    socialClass: cycle(NPC_OPTIONS.socialClass, i * 11),
    friendliness: (i % 10) + 1,
    bravery: ((i * 3) % 10) + 1,
    honesty: ((i * 7) % 10) + 1,
    artStyle: cycle(NPC_OPTIONS.artStyle, i * 13),
  }),
  'magic-item': (i) => ({
    rarity: cycle(ITEM_RARITIES, i),
    type: cycle(ITEM_TYPES, i * 7),
    weaponType: cycle(ITEM_WEAPON_TYPES, i * 3),
    armorType: cycle(ITEM_ARMOR_TYPES, i * 5),
    includeHistory: i % 4 !== 0,
    includeQuirks: i % 3 !== 0,
    artStyle: cycle(ITEM_ART_STYLES, i * 11),
  }),
  town: (i) => ({
    size: cycle(TOWN_OPTIONS.size, i),
    economyType: cycle(TOWN_OPTIONS.economyType, i * 3),
    governmentType: cycle(TOWN_OPTIONS.governmentType, i * 5),
    mapStyle: cycle(TOWN_OPTIONS.mapStyle, i * 7),
    terrain: cycle(
      ['', 'river delta', 'rocky coast', 'snowy mountains', 'marsh', 'crossroads in the hills'],
      i * 11,
    ),
    location: cycle(['', 'on the west road, two days from the capital'], i),
    ...Object.fromEntries(TOWN_INCLUDE_FLAGS.map((flag, f) => [flag, (i + f) % 5 !== 0])),
  }),
};
