// Occupation archetypes for stat blocks: which abilities lead, the weapon, the armor a trade wears, saves, skills,
// spellcasting, and the challenge ratings an NPC of that trade usually has.
import type { NpcChallengeRating } from '../../../../shared/kinds/npc.js';
import type { Profile } from '../text/occupations.js';
import type { TradeFamily } from '../text/trades.js';
import type { Ability } from './races.js';
import type { LineId } from './srd-npcs.js';

export interface Weapon {
  readonly name: string;
  readonly die: number;
  readonly damage: string;
  /** 'Melee Weapon Attack', 'Ranged Weapon Attack' or 'Ranged Spell Attack'. */
  readonly attack: string;
  readonly reach: string;
}

export type ArmorKey =
  | 'none'
  | 'padded'
  | 'leather'
  | 'studded leather'
  | 'hide'
  | 'chain shirt'
  | 'scale mail'
  | 'breastplate'
  | 'half plate'
  | 'ring mail'
  | 'chain mail'
  | 'splint'
  | 'plate'
  | 'mage armor';

/** SRD 5.1 armor: base AC and the largest Dexterity modifier it allows (null: any). */
export const ARMOR: Record<ArmorKey, { readonly base: number; readonly maxDex: number | null }> = {
  none: { base: 10, maxDex: null },
  padded: { base: 11, maxDex: null },
  leather: { base: 11, maxDex: null },
  'studded leather': { base: 12, maxDex: null },
  hide: { base: 12, maxDex: 2 },
  'chain shirt': { base: 13, maxDex: 2 },
  'scale mail': { base: 14, maxDex: 2 },
  breastplate: { base: 14, maxDex: 2 },
  'half plate': { base: 15, maxDex: 2 },
  'ring mail': { base: 14, maxDex: 0 },
  'chain mail': { base: 16, maxDex: 0 },
  splint: { base: 17, maxDex: 0 },
  plate: { base: 18, maxDex: 0 },
  'mage armor': { base: 13, maxDex: null },
};

export interface Archetype {
  /** The ability its weapon attacks use. */
  readonly attack: Ability;
  /** Its spellcasting ability, or null for none. */
  readonly caster: 'int' | 'wis' | 'cha' | null;
  /** The other four or five abilities, highest first. */
  readonly order: readonly Ability[];
  readonly saves: readonly [Ability, Ability];
  readonly skills: readonly string[];
  readonly weapon: Weapon;
  readonly armor: readonly ArmorKey[];
  readonly shield: boolean;
  readonly sneakAttack: boolean;
  /** Challenge ratings of an adult of the trade, commonest first. */
  readonly crs: readonly NpcChallengeRating[];
  /** The SRD NPCs its numbers climb (srd-npcs.ts). */
  readonly line: LineId;
}

const melee = (name: string, die: number, damage: string): Weapon => ({
  name,
  die,
  damage,
  attack: 'Melee Weapon Attack',
  reach: 'reach 5 ft., one target',
});

const COMMONER: Archetype = {
  attack: 'str',
  caster: null,
  order: ['con', 'wis', 'dex', 'cha', 'int'],
  saves: ['con', 'wis'],
  skills: [],
  weapon: melee('Club', 4, 'bludgeoning'),
  armor: ['none', 'padded', 'leather'],
  shield: false,
  sneakAttack: false,
  crs: ['0', '0', '1/8'],
  line: 'commoner',
};

export const ARCHETYPES: Record<Profile, Archetype> = {
  guard: {
    ...COMMONER,
    order: ['con', 'dex', 'wis', 'cha', 'int'],
    saves: ['str', 'con'],
    skills: ['Athletics', 'Perception'],
    weapon: {
      name: 'Spear',
      die: 6,
      damage: 'piercing',
      attack: 'Melee or Ranged Weapon Attack',
      reach: 'reach 5 ft. or range 20/60 ft., one target',
    },
    armor: [
      'leather',
      'chain shirt',
      'scale mail',
      'breastplate',
      'half plate',
      'chain mail',
      'splint',
      'plate',
    ],
    shield: true,
    crs: ['1/8', '1/8', '1/4', '1/2', '1'],
    line: 'guard',
  },
  wizard: {
    ...COMMONER,
    attack: 'dex',
    caster: 'int',
    order: ['dex', 'con', 'wis', 'cha', 'str'],
    saves: ['int', 'wis'],
    skills: ['Arcana', 'History'],
    weapon: melee('Dagger', 4, 'piercing'),
    armor: ['none', 'mage armor'],
    crs: ['1/2', '1', '2', '3'],
    line: 'arcane',
  },
  priest: {
    ...COMMONER,
    caster: 'wis',
    order: ['con', 'cha', 'int', 'dex'],
    saves: ['wis', 'cha'],
    skills: ['Medicine', 'Religion', 'Insight'],
    weapon: melee('Mace', 6, 'bludgeoning'),
    armor: [
      'leather',
      'chain shirt',
      'scale mail',
      'breastplate',
      'half plate',
      'chain mail',
      'splint',
      'plate',
    ],
    shield: true,
    crs: ['1/4', '1/2', '1', '2'],
    line: 'priest',
  },
  thief: {
    ...COMMONER,
    attack: 'dex',
    order: ['con', 'int', 'wis', 'cha', 'str'],
    saves: ['dex', 'int'],
    skills: ['Stealth', 'Sleight of Hand', 'Acrobatics', 'Perception'],
    weapon: melee('Shortsword', 6, 'piercing'),
    armor: ['none', 'leather', 'studded leather'],
    sneakAttack: true,
    crs: ['1/8', '1/4', '1/2', '1'],
    line: 'rogue',
  },
  outlaw: {
    ...COMMONER,
    attack: 'dex',
    order: ['con', 'str', 'wis', 'cha', 'int'],
    saves: ['str', 'dex'],
    skills: ['Stealth', 'Survival', 'Intimidation'],
    weapon: melee('Scimitar', 6, 'slashing'),
    armor: ['leather', 'studded leather', 'chain shirt'],
    crs: ['1/8', '1/8', '1/4', '1/2'],
    line: 'outlaw',
  },
  ranger: {
    ...COMMONER,
    attack: 'dex',
    order: ['wis', 'con', 'str', 'int', 'cha'],
    saves: ['str', 'dex'],
    skills: ['Survival', 'Perception', 'Stealth', 'Nature'],
    weapon: {
      name: 'Longbow',
      die: 8,
      damage: 'piercing',
      attack: 'Ranged Weapon Attack',
      reach: 'range 150/600 ft., one target',
    },
    armor: ['leather', 'studded leather', 'chain shirt'],
    crs: ['1/4', '1/2', '1'],
    line: 'woods',
  },
  bard: {
    ...COMMONER,
    attack: 'dex',
    caster: 'cha',
    order: ['con', 'wis', 'int', 'str'],
    saves: ['dex', 'cha'],
    skills: ['Performance', 'Persuasion', 'Deception'],
    weapon: melee('Rapier', 8, 'piercing'),
    armor: ['leather', 'studded leather'],
    crs: ['1/4', '1/2', '1'],
    line: 'charm',
  },
  noble: {
    ...COMMONER,
    attack: 'dex',
    order: ['cha', 'int', 'wis', 'con', 'str'],
    saves: ['wis', 'cha'],
    skills: ['Deception', 'Insight', 'Persuasion', 'History'],
    weapon: melee('Rapier', 8, 'piercing'),
    armor: ['none', 'padded', 'breastplate'],
    crs: ['1/8', '1/8', '1/4'],
    line: 'noble',
  },
  merchant: {
    ...COMMONER,
    attack: 'dex',
    order: ['cha', 'int', 'wis', 'con', 'str'],
    saves: ['int', 'cha'],
    skills: ['Insight', 'Persuasion'],
    weapon: melee('Dagger', 4, 'piercing'),
    crs: ['0', '0', '1/8'],
    line: 'rogue',
  },
  innkeeper: {
    ...COMMONER,
    order: ['con', 'cha', 'wis', 'dex', 'int'],
    skills: ['Insight', 'Persuasion'],
    crs: ['0', '0', '1/8'],
    line: 'commoner',
  },
  smith: {
    ...COMMONER,
    order: ['con', 'dex', 'wis', 'int', 'cha'],
    saves: ['str', 'con'],
    skills: ['Athletics'],
    weapon: melee('Warhammer', 8, 'bludgeoning'),
    armor: ['leather', 'hide', 'chain shirt', 'chain mail'],
    crs: ['1/8', '1/8', '1/4'],
    line: 'commoner',
  },
  farmer: {
    ...COMMONER,
    skills: ['Animal Handling', 'Nature'],
    weapon: melee('Sickle', 4, 'slashing'),
    armor: ['none', 'padded', 'hide'],
    crs: ['0', '0', '0', '1/8'],
    line: 'commoner',
  },
  alchemist: {
    ...COMMONER,
    attack: 'dex',
    order: ['int', 'wis', 'con', 'cha', 'str'],
    saves: ['int', 'con'],
    skills: ['Arcana', 'Medicine', 'Investigation'],
    weapon: melee('Dagger', 4, 'piercing'),
    crs: ['0', '1/8', '1/4'],
    line: 'poisoner',
  },
  custom: COMMONER,
};

/** A typed trade's archetype, by its family: a ship's captain fights like the SRD's bandit captain, a witch casts. */
export const FAMILY_ARCHETYPES: Partial<Record<TradeFamily, Archetype>> = {
  sea: {
    ...COMMONER,
    attack: 'dex',
    order: ['con', 'str', 'wis', 'cha', 'int'],
    saves: ['str', 'dex'],
    skills: ['Athletics', 'Perception'],
    weapon: melee('Scimitar', 6, 'slashing'),
    crs: ['1/8', '1/8', '1/4', '1/2'],
    line: 'outlaw',
  },
  soldier: { ...ARCHETYPES.guard, crs: ['1/8', '1/4', '1/2', '1'] },
  official: { ...ARCHETYPES.noble, crs: ['0', '1/8', '1/8'] },
  crime: { ...ARCHETYPES.thief },
  faith: { ...ARCHETYPES.priest, crs: ['1/4', '1/4', '1/2', '1'] },
  magic: { ...ARCHETYPES.wizard, attack: 'dex', caster: 'wis', line: 'druid', crs: ['1/4', '1/2', '1', '2'] },
  wild: { ...ARCHETYPES.ranger, crs: ['1/8', '1/4', '1/2'] },
  healer: { ...COMMONER, skills: ['Medicine', 'Insight'], weapon: melee('Dagger', 4, 'piercing') },
  learned: {
    ...COMMONER,
    order: ['int', 'wis', 'con', 'cha', 'dex'],
    skills: ['History', 'Investigation'],
    weapon: melee('Dagger', 4, 'piercing'),
  },
  performer: {
    ...COMMONER,
    attack: 'dex',
    order: ['cha', 'dex', 'con', 'wis', 'int'],
    skills: ['Performance', 'Acrobatics'],
    weapon: melee('Dagger', 4, 'piercing'),
  },
  animal: { ...COMMONER, skills: ['Animal Handling'] },
  road: { ...COMMONER, skills: ['Animal Handling', 'Survival'] },
};

/** Typed trades that command (a ship's master, a captain of the guard): a step up their line. */
export const COMMANDS = /\b(?:captain|master|admiral|commodore|skipper|commander|chief|boss|lord)\b/i;

/** SRD 5.1 weapons: damage die (or dice), damage type, and what kind of attack it makes. */
export interface SrdWeapon {
  readonly dice: number;
  readonly die: number;
  readonly damage: 'bludgeoning' | 'piercing' | 'slashing';
  readonly finesse: boolean;
  /** null: melee only; else the range of a thrown or ranged weapon. */
  readonly range: string | null;
  readonly ranged: boolean;
  readonly reach: boolean;
}
const W = (
  dice: number,
  die: number,
  damage: SrdWeapon['damage'],
  opts: Partial<Pick<SrdWeapon, 'finesse' | 'range' | 'ranged' | 'reach'>> = {},
): SrdWeapon => ({ dice, die, damage, finesse: false, range: null, ranged: false, reach: false, ...opts });
export const SRD_WEAPONS: Readonly<Record<string, SrdWeapon>> = {
  club: W(1, 4, 'bludgeoning'),
  dagger: W(1, 4, 'piercing', { finesse: true, range: '20/60' }),
  greatclub: W(1, 8, 'bludgeoning'),
  handaxe: W(1, 6, 'slashing', { range: '20/60' }),
  javelin: W(1, 6, 'piercing', { range: '30/120' }),
  'light hammer': W(1, 4, 'bludgeoning', { range: '20/60' }),
  mace: W(1, 6, 'bludgeoning'),
  quarterstaff: W(1, 6, 'bludgeoning'),
  sickle: W(1, 4, 'slashing'),
  spear: W(1, 6, 'piercing', { range: '20/60' }),
  'light crossbow': W(1, 8, 'piercing', { range: '80/320', ranged: true }),
  dart: W(1, 4, 'piercing', { finesse: true, range: '20/60', ranged: true }),
  shortbow: W(1, 6, 'piercing', { range: '80/320', ranged: true }),
  sling: W(1, 4, 'bludgeoning', { range: '30/120', ranged: true }),
  battleaxe: W(1, 8, 'slashing'),
  flail: W(1, 8, 'bludgeoning'),
  glaive: W(1, 10, 'slashing', { reach: true }),
  greataxe: W(1, 12, 'slashing'),
  greatsword: W(2, 6, 'slashing'),
  halberd: W(1, 10, 'slashing', { reach: true }),
  lance: W(1, 12, 'piercing', { reach: true }),
  longsword: W(1, 8, 'slashing'),
  maul: W(2, 6, 'bludgeoning'),
  morningstar: W(1, 8, 'piercing'),
  pike: W(1, 10, 'piercing', { reach: true }),
  rapier: W(1, 8, 'piercing', { finesse: true }),
  scimitar: W(1, 6, 'slashing', { finesse: true }),
  shortsword: W(1, 6, 'piercing', { finesse: true }),
  trident: W(1, 6, 'piercing', { range: '20/60' }),
  'war pick': W(1, 8, 'piercing'),
  warhammer: W(1, 8, 'bludgeoning'),
  whip: W(1, 4, 'slashing', { finesse: true, reach: true }),
  'hand crossbow': W(1, 6, 'piercing', { range: '30/120', ranged: true }),
  'heavy crossbow': W(1, 10, 'piercing', { range: '100/400', ranged: true }),
  longbow: W(1, 8, 'piercing', { range: '150/600', ranged: true }),
};

/** Full caster spell slots by caster level (SRD 5.1), 1st-level slots first. */
export const SPELL_SLOTS: readonly (readonly number[])[] = [
  [2],
  [3],
  [4, 2],
  [4, 3],
  [4, 3, 2],
  [4, 3, 3],
  [4, 3, 3, 1],
  [4, 3, 3, 2],
  [4, 3, 3, 3, 1],
  [4, 3, 3, 3, 2],
  [4, 3, 3, 3, 2, 1],
  [4, 3, 3, 3, 2, 1],
  [4, 3, 3, 3, 2, 1, 1],
  [4, 3, 3, 3, 2, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 2, 1, 1, 1, 1],
  [4, 3, 3, 3, 3, 1, 1, 1, 1],
  [4, 3, 3, 3, 3, 2, 1, 1, 1],
  [4, 3, 3, 3, 3, 2, 2, 1, 1],
];

/** SRD spells each kind of caster prepares: cantrips first, then one list per spell level. */
export const SPELLS: Record<'int' | 'wis' | 'cha', readonly (readonly string[])[]> = {
  int: [
    ['fire bolt', 'light', 'mage hand', 'prestidigitation'],
    ['detect magic', 'magic missile', 'shield'],
    ['misty step', 'suggestion'],
    ['counterspell', 'fireball'],
    ['greater invisibility', 'ice storm'],
    ['cone of cold', 'wall of force'],
    ['globe of invulnerability'],
    ['teleport'],
    ['mind blank'],
    ['time stop'],
  ],
  wis: [
    ['light', 'sacred flame', 'thaumaturgy'],
    ['bless', 'cure wounds', 'shield of faith'],
    ['hold person', 'spiritual weapon'],
    ['dispel magic', 'spirit guardians'],
    ['freedom of movement', 'guardian of faith'],
    ['flame strike', 'mass cure wounds'],
    ['heal'],
    ['divine word'],
    ['holy aura'],
    ['mass heal'],
  ],
  cha: [
    ['minor illusion', 'vicious mockery'],
    ['charm person', 'healing word'],
    ['invisibility', 'shatter'],
    ['hypnotic pattern'],
    ['dimension door'],
    ['dominate person'],
    ['mass suggestion'],
    ['teleport'],
    ['dominate monster'],
    ['power word kill'],
  ],
};
