// Varied requests per kind, for tests and the benchmark: every option list cycled, so they cover the whole engine.

import {
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_INCLUDE_FLAGS,
  FACTION_INFLUENCES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
} from '../../shared/kinds/faction.js';
import {
  ITEM_ARMOR_TYPES,
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  ITEM_WEAPON_TYPES,
} from '../../shared/kinds/magic-item.js';
import { NPC_OPTIONS } from '../../shared/kinds/npc.js';
import { TOWN_INCLUDE_FLAGS, TOWN_OPTIONS } from '../../shared/kinds/town.js';

const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export const SAMPLE_REQUESTS: Record<string, (i: number) => Record<string, unknown>> = {
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
    mapStyle: cycle(TOWN_OPTIONS.mapStyle, i * 4), // 4 is prime to the 7 styles, so every style is drawn
    terrain: cycle(
      ['', 'river delta', 'rocky coast', 'snowy mountains', 'marsh', 'crossroads in the hills'],
      i * 11,
    ),
    location: cycle(['', 'on the west road, two days from the capital'], i),
    ...Object.fromEntries(TOWN_INCLUDE_FLAGS.map((flag, f) => [flag, (i + f) % 5 !== 0])),
  }),
  faction: (i) => ({
    ...(i % 3 === 0 ? { name: cycle(['The Quiet Ledger', 'Order of the Ashen Gate'], i) } : {}),
    size: cycle(FACTION_SIZES, i),
    influence: cycle(FACTION_INFLUENCES, i * 3),
    secrecy: cycle(FACTION_SECRECY, i * 5),
    ...(i % 4 === 0 ? {} : { alignment: cycle(FACTION_ALIGNMENTS, i * 7) }),
    purpose: cycle(['', ...FACTION_PURPOSES, 'keepers of the old lighthouse'], i * 11),
    goals: cycle(['', 'Own every warehouse on the east bank\nBuy the harbourmaster'], i),
    emblemStyle: cycle(FACTION_EMBLEM_STYLES, i * 13),
    ...Object.fromEntries(FACTION_INCLUDE_FLAGS.map((flag, f) => [flag, (i + f) % 6 !== 0])),
    alliances: true,
  }),
};
