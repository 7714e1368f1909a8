// Occupation archetypes for stat blocks: which abilities lead, the weapon, the armor a trade wears, saves, skills,
// spellcasting, and the challenge ratings an NPC of that trade usually has.
import type { NpcChallengeRating } from '../../../../shared/kinds/npc.js';
import type { Profile } from '../text/occupations.js';
import type { Ability } from './races.js';

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
  },
  wizard: {
    ...COMMONER,
    attack: 'int',
    caster: 'int',
    order: ['dex', 'con', 'wis', 'cha', 'str'],
    saves: ['int', 'wis'],
    skills: ['Arcana', 'History'],
    weapon: {
      name: 'Arcane Bolt',
      die: 10,
      damage: 'force',
      attack: 'Ranged Spell Attack',
      reach: 'range 120 ft., one target',
    },
    armor: ['none', 'mage armor'],
    crs: ['1/2', '1', '2', '3'],
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
  },
  merchant: {
    ...COMMONER,
    attack: 'dex',
    order: ['cha', 'int', 'wis', 'con', 'str'],
    saves: ['int', 'cha'],
    skills: ['Insight', 'Persuasion'],
    weapon: melee('Dagger', 4, 'piercing'),
    crs: ['0', '0', '1/8'],
  },
  innkeeper: {
    ...COMMONER,
    order: ['con', 'cha', 'wis', 'dex', 'int'],
    skills: ['Insight', 'Persuasion'],
    crs: ['0', '0', '1/8'],
  },
  smith: {
    ...COMMONER,
    order: ['con', 'dex', 'wis', 'int', 'cha'],
    saves: ['str', 'con'],
    skills: ['Athletics'],
    weapon: melee('Warhammer', 8, 'bludgeoning'),
    armor: ['leather', 'hide', 'chain shirt', 'chain mail'],
    crs: ['1/8', '1/8', '1/4'],
  },
  farmer: {
    ...COMMONER,
    skills: ['Animal Handling', 'Nature'],
    weapon: melee('Sickle', 4, 'slashing'),
    armor: ['none', 'padded', 'hide'],
    crs: ['0', '0', '0', '1/8'],
  },
  alchemist: {
    ...COMMONER,
    attack: 'dex',
    order: ['int', 'wis', 'con', 'cha', 'str'],
    saves: ['int', 'con'],
    skills: ['Arcana', 'Medicine', 'Investigation'],
    weapon: melee('Dagger', 4, 'piercing'),
    crs: ['0', '1/8', '1/4'],
  },
  custom: COMMONER,
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
