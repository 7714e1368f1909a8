// What each people the forge knows brings to a stat block, after the SRD 5.1 racial traits: size, speed,
// darkvision, languages, ability score increases, resistances, skills and special traits (in our own words).
import type { NpcRace } from '../../../../shared/kinds/npc.js';

export type Ability = 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha';
export const ABILITIES: readonly Ability[] = ['str', 'dex', 'con', 'int', 'wis', 'cha'];

export interface RaceStats {
  readonly size: 'Small' | 'Medium';
  readonly speed: number;
  readonly darkvision: number;
  readonly languages: readonly string[];
  readonly bonuses: Partial<Record<Ability, number>>;
  readonly resistances: readonly string[];
  readonly skills: readonly string[];
  readonly traits: readonly { name: string; text: string }[];
}

/** A people's free choice of one more language, made when the block is built (stat-block.ts). */
export const OTHER_LANGUAGE = 'one other language';

const FEY_ANCESTRY = {
  name: 'Fey Ancestry',
  text: 'Has advantage on saving throws against being charmed, and cannot be put to sleep by magic.',
};

// The SRD's one subrace per people: high elf, hill dwarf, lightfoot halfling, rock gnome.
export const RACE_STATS: Record<NpcRace, RaceStats> = {
  human: {
    size: 'Medium',
    speed: 30,
    darkvision: 0,
    languages: ['Common', OTHER_LANGUAGE],
    bonuses: { str: 1, dex: 1, con: 1, int: 1, wis: 1, cha: 1 },
    resistances: [],
    skills: [],
    traits: [],
  },
  elf: {
    size: 'Medium',
    speed: 30,
    darkvision: 60,
    languages: ['Common', 'Elvish'],
    bonuses: { dex: 2, int: 1 },
    resistances: [],
    skills: ['Perception'],
    traits: [
      FEY_ANCESTRY,
      {
        name: 'Trance',
        text: 'Needs no sleep; four hours of meditation serve for the rest of a long night.',
      },
    ],
  },
  dwarf: {
    size: 'Medium',
    speed: 25,
    darkvision: 60,
    languages: ['Common', 'Dwarvish'],
    bonuses: { con: 2, wis: 1 },
    resistances: ['poison'],
    skills: [],
    traits: [
      {
        name: 'Dwarven Resilience',
        text: 'Has advantage on saving throws against poison and resistance to poison damage. Speed is not reduced by heavy armor.',
      },
    ],
  },
  halfling: {
    size: 'Small',
    speed: 25,
    darkvision: 0,
    languages: ['Common', 'Halfling'],
    bonuses: { dex: 2, cha: 1 },
    resistances: [],
    skills: [],
    traits: [
      {
        name: 'Lucky',
        text: 'On a roll of 1 on an attack roll, ability check or saving throw, rerolls and uses the new roll.',
      },
      { name: 'Brave', text: 'Has advantage on saving throws against being frightened.' },
      { name: 'Nimble', text: 'Can move through the space of any creature of a larger size.' },
    ],
  },
  gnome: {
    size: 'Small',
    speed: 25,
    darkvision: 60,
    languages: ['Common', 'Gnomish'],
    bonuses: { int: 2, con: 1 },
    resistances: [],
    skills: [],
    traits: [
      {
        name: 'Gnome Cunning',
        text: 'Has advantage on Intelligence, Wisdom and Charisma saving throws against magic.',
      },
    ],
  },
  'half-elf': {
    size: 'Medium',
    speed: 30,
    darkvision: 60,
    languages: ['Common', 'Elvish', OTHER_LANGUAGE],
    // +1 to two others of its choosing: the forge gives them to Dexterity and Constitution.
    bonuses: { cha: 2, dex: 1, con: 1 },
    resistances: [],
    skills: ['Persuasion'],
    traits: [FEY_ANCESTRY],
  },
  'half-orc': {
    size: 'Medium',
    speed: 30,
    darkvision: 60,
    languages: ['Common', 'Orc'],
    bonuses: { str: 2, con: 1 },
    resistances: [],
    skills: ['Intimidation'],
    traits: [
      {
        name: 'Relentless Endurance (1/Long Rest)',
        text: 'When reduced to 0 hit points but not killed outright, drops to 1 hit point instead.',
      },
      {
        name: 'Savage Attacks',
        text: 'On a critical hit with a melee weapon, rolls one of the weapon’s damage dice once more and adds the roll to the damage.',
      },
    ],
  },
  tiefling: {
    size: 'Medium',
    speed: 30,
    darkvision: 60,
    languages: ['Common', 'Infernal'],
    bonuses: { cha: 2, int: 1 },
    resistances: ['fire'],
    skills: [],
    traits: [
      { name: 'Hellish Resistance', text: 'Has resistance to fire damage.' },
      {
        name: 'Infernal Legacy',
        text: 'Knows the thaumaturgy cantrip, cast with Charisma.',
      },
    ],
  },
  dragonborn: {
    size: 'Medium',
    speed: 30,
    darkvision: 0,
    languages: ['Common', 'Draconic'],
    bonuses: { str: 2, cha: 1 },
    resistances: [],
    skills: [],
    traits: [],
  },
};

export interface DraconicAncestry {
  readonly colour: string;
  readonly damage: string;
  readonly area: string;
  readonly save: 'Dexterity' | 'Constitution';
}

/** The SRD's Draconic Ancestry table: damage type, breath area and saving throw by dragon colour. */
export const DRACONIC_ANCESTRIES: readonly DraconicAncestry[] = [
  { colour: 'black', damage: 'acid', area: '5 by 30 ft. line', save: 'Dexterity' },
  { colour: 'blue', damage: 'lightning', area: '5 by 30 ft. line', save: 'Dexterity' },
  { colour: 'brass', damage: 'fire', area: '5 by 30 ft. line', save: 'Dexterity' },
  { colour: 'bronze', damage: 'lightning', area: '5 by 30 ft. line', save: 'Dexterity' },
  { colour: 'copper', damage: 'acid', area: '5 by 30 ft. line', save: 'Dexterity' },
  { colour: 'gold', damage: 'fire', area: '15 ft. cone', save: 'Dexterity' },
  { colour: 'green', damage: 'poison', area: '15 ft. cone', save: 'Constitution' },
  { colour: 'red', damage: 'fire', area: '15 ft. cone', save: 'Dexterity' },
  { colour: 'silver', damage: 'cold', area: '15 ft. cone', save: 'Constitution' },
  { colour: 'white', damage: 'cold', area: '15 ft. cone', save: 'Constitution' },
];

// Scale words that name a dragon colour without its name ('crimson' scales are a red dragon's).
const COLOUR_WORDS: readonly (readonly [string, string])[] = [
  ['crimson', 'red'],
  ['scarlet', 'red'],
  ['rust', 'copper'],
  ['ivory', 'white'],
  ['pearl', 'white'],
  ['emerald', 'green'],
  ['jade', 'green'],
  ['sapphire', 'blue'],
  ['cobalt', 'blue'],
  ['ebony', 'black'],
  ['jet', 'black'],
  ['golden', 'gold'],
];

/** The ancestry the NPC's scale colour names, if it names one. */
export function ancestryFromWord(word: string | undefined): DraconicAncestry | null {
  if (!word) return null;
  const text = word.toLowerCase();
  const direct = DRACONIC_ANCESTRIES.find((a) => new RegExp(`\\b${a.colour}\\b`).test(text));
  if (direct) return direct;
  const alias = COLOUR_WORDS.find(([w]) => text.includes(w));
  return alias ? (DRACONIC_ANCESTRIES.find((a) => a.colour === alias[1]) ?? null) : null;
}
