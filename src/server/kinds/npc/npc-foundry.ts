// The NPC as a dnd5e Actor of type 'npc' (decision 022), built from its stat block (decision 021) and nothing else:
// abilities and saving throws, AC as a flat value, hit points with their dice, speed, senses, size, creature type,
// challenge rating, languages, resistances, skills; traits as passive features, weapon and spell attacks as weapons
// with an attack activity whose to-hit and damage are the stat block's own numbers, other actions as features. Field
// shapes follow the dnd5e system 5.x (its SRD monsters, e.g. packs/_source/monsters/humanoid/guard.yml).
import type { Entity } from '../../../shared/content.js';
import type { NpcData, NpcStatBlock } from '../../../shared/kinds/npc.js';
import {
  DND5E_SYSTEM_ID,
  DND5E_SYSTEM_VERSION,
  type FoundryActorContext,
  type FoundryDocument,
  type FoundryStats,
  loreforgeFlags,
  OWNERSHIP,
} from '../../export/foundry.js';
import type { KindFoundry } from '../../pipeline/kind.js';
import { escapeHtml } from '../../share/share-page.js';
import { ABILITIES, type Ability } from './stats/races.js';

/** Foundry's default actor artwork (CONST.DEFAULT_TOKEN), for an NPC whose portrait is not painted yet. */
const DEFAULT_ART = 'icons/svg/mystery-man.svg';
/** dnd5e's icons for what the stat block names: a feature, an attack. */
const FEATURE_ICON = 'icons/svg/book.svg';
const ATTACK_ICON = 'icons/svg/sword.svg';

/** CONFIG.DND5E.skills: each skill's key and ability. */
const SKILLS: Record<string, readonly [key: string, ability: Ability]> = {
  Acrobatics: ['acr', 'dex'],
  'Animal Handling': ['ani', 'wis'],
  Arcana: ['arc', 'int'],
  Athletics: ['ath', 'str'],
  Deception: ['dec', 'cha'],
  History: ['his', 'int'],
  Insight: ['ins', 'wis'],
  Intimidation: ['itm', 'cha'],
  Investigation: ['inv', 'int'],
  Medicine: ['med', 'wis'],
  Nature: ['nat', 'int'],
  Perception: ['prc', 'wis'],
  Performance: ['prf', 'cha'],
  Persuasion: ['per', 'cha'],
  Religion: ['rel', 'int'],
  'Sleight of Hand': ['slt', 'dex'],
  Stealth: ['ste', 'dex'],
  Survival: ['sur', 'wis'],
};

/** CONFIG.DND5E.languages' keys by the name a stat block writes; any other language goes to `custom`. */
const LANGUAGES: Record<string, string> = {
  common: 'common',
  dwarvish: 'dwarvish',
  elvish: 'elvish',
  giant: 'giant',
  gnomish: 'gnomish',
  goblin: 'goblin',
  halfling: 'halfling',
  orc: 'orc',
  abyssal: 'abyssal',
  celestial: 'celestial',
  'deep speech': 'deep',
  draconic: 'draconic',
  infernal: 'infernal',
  primordial: 'primordial',
  sylvan: 'sylvan',
  undercommon: 'undercommon',
};

/** CONFIG.DND5E.damageTypes' keys. */
const DAMAGE_TYPES = new Set([
  'acid',
  'bludgeoning',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'psychic',
  'radiant',
  'slashing',
  'thunder',
]);

/** CONFIG.DND5E.creatureTypes' keys. */
const CREATURE_TYPES = new Set([
  'aberration',
  'beast',
  'celestial',
  'construct',
  'dragon',
  'elemental',
  'fey',
  'fiend',
  'giant',
  'humanoid',
  'monstrosity',
  'ooze',
  'plant',
  'undead',
]);

/** CONFIG.DND5E.actorSizes' keys. */
const SIZES: Record<NpcStatBlock['size'], string> = { Small: 'sm', Medium: 'med' };
/** CONFIG.DND5E.senses' keys. */
const SENSES = ['darkvision', 'blindsight', 'tremorsense', 'truesight'] as const;

/** '1/8' -> 0.125: dnd5e stores the rating as a number. */
export function crNumber(cr: string): number {
  const [top, bottom] = cr.split('/').map(Number);
  return bottom ? (top ?? 0) / bottom : (top ?? 0);
}

/** The stat block's minus sign (U+2212) as a roll formula's ASCII one. */
const formula = (text: string) => text.replaceAll('\u2212', '-').replace(/\s+/g, ' ').trim();
const signedNumber = (text: string) => Number(formula(text));
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'feature';
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

const SOURCE = { custom: 'Loreforge', book: '', page: '', license: '', rules: '2014', revision: 1 };
const NO_ROLL = { min: null, max: null, mode: 0 };
const NO_TRAIT = { value: [], bypasses: [], custom: '' };

/** The stat block's line of a weapon or spell attack, as `stat-block.ts` writes it. */
const ATTACK_LINE =
  /^(Melee or Ranged|Melee|Ranged) (Weapon|Spell) Attack: ([+\u2212-]\d+) to hit, (.+?)\. Hit: (\d+)(?: \((\d+)d(\d+)(?: ([+\u2212-]) (\d+))?\))? ([a-z]+) damage/;

export type ParsedAttack = {
  kind: 'melee' | 'ranged';
  classification: 'weapon' | 'spell';
  toHit: number;
  reach: number | null;
  range: { value: number; long: number | null } | null;
  damage: { number: number; denomination: number; bonus: number } | { flat: number };
  type: string;
};

/** An attack action's numbers, read back from its line; null for an action that is no attack (Multiattack). */
export function parseAttack(text: string): ParsedAttack | null {
  const match = ATTACK_LINE.exec(text);
  if (!match) return null;
  const [, mode, classification, toHit, where, average, count, die, sign, bonus, type] = match;
  const reach = /reach (\d+) ft/.exec(where ?? '');
  const range = /range (\d+)(?:\/(\d+))? ft/.exec(where ?? '');
  const damageBonus = bonus ? (sign === '+' ? 1 : -1) * Number(bonus) : 0;
  return {
    kind: mode === 'Ranged' ? 'ranged' : 'melee',
    classification: classification === 'Spell' ? 'spell' : 'weapon',
    toHit: signedNumber(toHit ?? '0'),
    reach: reach ? Number(reach[1]) : null,
    range: range ? { value: Number(range[1]), long: range[2] ? Number(range[2]) : null } : null,
    damage:
      count && die
        ? { number: Number(count), denomination: Number(die), bonus: damageBonus }
        : { flat: Number(average) },
    type: DAMAGE_TYPES.has(type ?? '') ? (type as string) : '',
  };
}

/** The parts every dnd5e activity carries, with an action's activation. */
function activityBase(id: string, type: 'attack' | 'utility', range: { value: string; units: string }) {
  return {
    _id: id,
    type,
    activation: { type: 'action', value: 1, condition: '', override: false },
    consumption: { targets: [], scaling: { allowed: false, max: '' }, spellSlot: true },
    description: { chatFlavor: '' },
    duration: { concentration: false, value: '', units: '', special: '', override: false },
    effects: [],
    range: { ...range, special: '', override: false },
    target: {
      template: { count: '', contiguous: false, type: '', size: '', width: '', height: '', units: '' },
      affects: { count: '', type: '', choice: false, special: '' },
      prompt: true,
      override: false,
    },
    uses: { spent: 0, max: '', recovery: [] },
    sort: 0,
  };
}

const NO_SCALING = { mode: '', number: null, formula: '' };

/** One damage part of dnd5e: dice and a flat bonus, or a flat number as a custom formula. */
function damagePart(attack: ParsedAttack) {
  const types = attack.type ? [attack.type] : [];
  if ('flat' in attack.damage) {
    return {
      number: null,
      denomination: null,
      bonus: '',
      types,
      custom: { enabled: true, formula: String(attack.damage.flat) },
      scaling: NO_SCALING,
    };
  }
  const { number, denomination, bonus } = attack.damage;
  return {
    number,
    denomination,
    bonus: bonus ? String(bonus) : '',
    types,
    custom: { enabled: false, formula: '' },
    scaling: NO_SCALING,
  };
}

/** What the items are made with: ids of this NPC, the stats of the dnd5e documents and the next sort value. */
type Context = { id: FoundryActorContext['id']; stats: FoundryStats; sort: () => number };

/** The fields every item of the actor shares. */
function item(
  context: Context,
  part: string,
  name: string,
  type: 'feat' | 'weapon',
  img: string,
  system: object,
) {
  return {
    _id: context.id(part),
    name,
    type,
    img,
    system,
    effects: [],
    folder: null,
    // The stat block's order: Foundry lists an actor's items by `sort`.
    sort: context.sort(),
    ownership: { default: OWNERSHIP.NONE },
    flags: {},
    _stats: context.stats,
  };
}

/** A feature: passive (a trait), or with a utility activity used as an action (Multiattack, a breath weapon). */
function feature(context: Context, part: string, named: { name: string; text: string }, action: boolean) {
  const activityId = context.id(`${part}:activity`);
  return item(context, part, named.name, 'feat', FEATURE_ICON, {
    description: { value: paragraph(named.text), chat: '' },
    source: SOURCE,
    uses: { max: '', spent: 0, recovery: [] },
    type: { value: 'monster', subtype: '' },
    requirements: '',
    properties: [],
    activities: action
      ? {
          [activityId]: {
            ...activityBase(activityId, 'utility', { value: '', units: '' }),
            roll: { formula: '', name: '', prompt: false, visible: false },
          },
        }
      : {},
    enchant: {},
    prerequisites: { level: null },
    identifier: slug(named.name),
  });
}

/**
 * An attack as a natural weapon with one attack activity. The to-hit is flat (the stat block's bonus, not
 * recomputed from an ability) and the damage a part of its own with the stat block's bonus, so dnd5e rolls exactly
 * the numbers the stat block prints.
 */
function weapon(context: Context, part: string, named: { name: string; text: string }, attack: ParsedAttack) {
  const activityId = context.id(`${part}:activity`);
  const distance = attack.reach ?? attack.range?.value ?? 5;
  const dice = 'flat' in attack.damage ? null : attack.damage;
  return item(context, part, named.name, 'weapon', ATTACK_ICON, {
    description: { value: paragraph(named.text), chat: '' },
    source: SOURCE,
    quantity: 1,
    weight: { value: 0, units: 'lb' },
    price: { value: 0, denomination: 'gp' },
    attunement: '',
    equipped: true,
    rarity: '',
    identified: true,
    cover: null,
    range: {
      value: attack.range?.value ?? null,
      long: attack.range?.long ?? null,
      units: 'ft',
      reach: attack.reach,
    },
    uses: { max: '', spent: 0, recovery: [] },
    damage: {
      base: {
        number: dice?.number ?? null,
        denomination: dice?.denomination ?? null,
        bonus: '',
        types: attack.type ? [attack.type] : [],
        custom: { enabled: false, formula: '' },
        scaling: NO_SCALING,
      },
      versatile: {
        number: null,
        denomination: null,
        bonus: '',
        types: [],
        custom: { enabled: false, formula: '' },
        scaling: NO_SCALING,
      },
    },
    armor: { value: 10 },
    hp: { value: 0, max: 0, dt: null, conditions: '' },
    properties: [],
    proficient: null,
    unidentified: { description: '' },
    type: { value: 'natural', baseItem: '' },
    container: null,
    crewed: false,
    activities: {
      [activityId]: {
        ...activityBase(activityId, 'attack', { value: String(distance), units: 'ft' }),
        attack: {
          ability: '',
          bonus: String(attack.toHit),
          critical: { threshold: null },
          flat: true,
          type: { value: attack.kind, classification: attack.classification },
        },
        damage: { critical: { bonus: '' }, includeBase: false, parts: [damagePart(attack)] },
      },
    },
    attuned: false,
    ammunition: {},
    magicalBonus: null,
    identifier: slug(named.name),
    mastery: '',
  });
}

/** 'humanoid (half-elf)' -> {value: 'humanoid', subtype: 'Half-elf'}; an unknown type is dnd5e's 'custom'. */
function creatureType(type: string) {
  const match = /^([a-z]+)(?: \((.+)\))?$/i.exec(type.trim());
  const value = match?.[1]?.toLowerCase() ?? '';
  const subtype = match?.[2] ?? '';
  const known = CREATURE_TYPES.has(value);
  return {
    value: known ? value : 'custom',
    subtype: subtype.charAt(0).toUpperCase() + subtype.slice(1),
    swarm: '',
    custom: known ? '' : type,
  };
}

function senses(block: NpcStatBlock) {
  const ranges: Record<string, number> = Object.fromEntries(SENSES.map((sense) => [sense, 0]));
  const special: string[] = [];
  for (const sense of block.senses) {
    const match = /^(darkvision|blindsight|tremorsense|truesight) (\d+) ft\.?$/i.exec(sense.trim());
    if (match) ranges[match[1]!.toLowerCase()] = Number(match[2]);
    // dnd5e computes passive Perception itself, from Wisdom and the Perception skill.
    else if (!/^passive Perception/i.test(sense)) special.push(sense);
  }
  return { ...ranges, units: 'ft', special: special.join('; ') };
}

function languages(block: NpcStatBlock) {
  const value: string[] = [];
  const custom: string[] = [];
  for (const language of block.languages) {
    const key = LANGUAGES[language.trim().toLowerCase()];
    if (key) value.push(key);
    else custom.push(language);
  }
  return { value, custom: custom.join('; ') };
}

function resistances(block: NpcStatBlock) {
  const value = block.damageResistances.filter((type) => DAMAGE_TYPES.has(type));
  const custom = block.damageResistances.filter((type) => !DAMAGE_TYPES.has(type));
  return { value, bypasses: [], custom: custom.join('; ') };
}

/**
 * The hit dice as a roll formula ('4d8 + 4', ASCII minus), or the hit points themselves when the record's text is no
 * formula (an imported file's): dnd5e's FormulaField validates `hp.formula` as a roll.
 */
function hitDiceFormula(block: NpcStatBlock): string {
  const text = formula(block.hitDice);
  return /^\d+d\d+(?: [+-] \d+)?$/.test(text) ? text : String(block.hitPoints);
}

/** The caster's ability and level, read from its Spellcasting trait ('a 9th-level spellcaster ... is Wisdom'). */
function spellcasting(block: NpcStatBlock): { ability: string; level: number } {
  const trait = block.traits.find((t) => t.name === 'Spellcasting');
  const level = Number(/(\d+)(?:st|nd|rd|th)-level spellcaster/.exec(trait?.text ?? '')?.[1] ?? 0);
  const ability = /spellcasting ability is (Intelligence|Wisdom|Charisma)/.exec(trait?.text ?? '')?.[1];
  return { ability: ability ? ability.slice(0, 3).toLowerCase() : '', level };
}

/** The dnd5e Actor of an NPC with a stat block; null without one. */
export function npcActor(npc: Entity<NpcData>, context: FoundryActorContext): FoundryDocument | null {
  const block = npc.statBlock;
  if (!block) return null;
  let sort = 0;
  const ctx: Context = {
    id: context.id,
    stats: context.stats(DND5E_SYSTEM_ID, DND5E_SYSTEM_VERSION),
    sort: () => (sort += 100_000),
  };
  const saves = new Set(block.savingThrows.map((save) => save.ability.slice(0, 3).toLowerCase()));
  const proficientSkills = new Set(block.skills.map((skill) => SKILLS[skill.name]?.[0]).filter(Boolean));
  const walk = Number(/(\d+) ft/.exec(block.speed)?.[1] ?? 30);
  const caster = spellcasting(block);
  const img = context.img ?? DEFAULT_ART;

  const items = [
    ...block.traits.map((trait, i) => feature(ctx, `trait:${i}`, trait, false)),
    ...block.actions.map((action, i) => {
      const attack = parseAttack(action.text);
      return attack ? weapon(ctx, `action:${i}`, action, attack) : feature(ctx, `action:${i}`, action, true);
    }),
  ];

  return {
    _id: context.id('actor'),
    name: npc.name,
    type: 'npc',
    img,
    system: {
      abilities: Object.fromEntries(
        ABILITIES.map((ability) => [
          ability,
          {
            value: block.abilities[ability],
            proficient: saves.has(ability) ? 1 : 0,
            max: null,
            bonuses: { check: '', save: '' },
          },
        ]),
      ),
      attributes: {
        // 'flat': dnd5e shows the stat block's AC as it is, whatever armour the NPC carries in the story.
        ac: { flat: block.armorClass, calc: 'flat', formula: '' },
        hp: {
          value: block.hitPoints,
          max: block.hitPoints,
          temp: 0,
          tempmax: 0,
          formula: hitDiceFormula(block),
        },
        init: { ability: '', bonus: '', roll: NO_ROLL },
        movement: { burrow: 0, climb: 0, fly: 0, swim: 0, walk, units: 'ft', hover: false },
        attunement: { max: 3 },
        senses: senses(block),
        spellcasting: caster.ability,
        exhaustion: 0,
        concentration: { ability: '', roll: NO_ROLL, bonuses: { save: '' }, limit: 1 },
        hd: { spent: 0 },
        death: { ability: '', roll: NO_ROLL, success: 0, failure: 0 },
      },
      details: {
        biography: { value: context.html, public: '' },
        alignment: block.alignment,
        race: null,
        type: creatureType(block.type),
        environment: '',
        cr: crNumber(block.challengeRating),
        spellLevel: caster.level,
        ideal: '',
        bond: '',
        flaw: '',
      },
      traits: {
        size: SIZES[block.size],
        di: NO_TRAIT,
        dr: resistances(block),
        dv: NO_TRAIT,
        ci: { value: [], custom: '' },
        languages: languages(block),
        dm: { amount: {}, bypasses: [] },
      },
      currency: { pp: 0, gp: 0, ep: 0, sp: 0, cp: 0 },
      skills: Object.fromEntries(
        Object.values(SKILLS).map(([key, ability]) => [
          key,
          {
            value: proficientSkills.has(key) ? 1 : 0,
            ability,
            bonuses: { check: '', passive: '' },
            roll: NO_ROLL,
          },
        ]),
      ),
      resources: {
        legact: { value: 0, max: 0 },
        legres: { value: 0, max: 0 },
        lair: { value: false, initiative: null },
      },
      tools: {},
      source: SOURCE,
    },
    prototypeToken: {
      name: npc.name,
      displayName: 20,
      actorLink: false,
      width: 1,
      height: 1,
      disposition: 0,
      displayBars: 20,
      bar1: { attribute: 'attributes.hp' },
      bar2: { attribute: null },
      texture: { src: img },
    },
    items,
    effects: [],
    folder: null,
    sort: 0,
    ownership: { default: OWNERSHIP.NONE },
    flags: loreforgeFlags('npc'),
    _stats: ctx.stats,
  };
}

export const npcFoundry: KindFoundry<NpcData> = {
  actor: npcActor,
  noActor:
    'This NPC has no 5e stat block, so it has no Foundry VTT actor. Generate an NPC with a stat block to get one.',
};
