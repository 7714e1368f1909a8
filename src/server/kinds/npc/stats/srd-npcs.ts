// The SRD 5.1 nonplayer characters as numbers (our own table of their game figures, no text): what an NPC stat block of
// a given challenge rating is built to, so a CR 6 caster has the Mage's 40 hit points rather than a monster's 150.
// Ratings between two of them are read between the two; ratings past the last of a line grow as the monster table
// grows, scaled to that last NPC.
import type { NpcChallengeRating } from '../../../../shared/kinds/npc.js';
import { ARMOR, type ArmorKey } from './archetypes.js';
import { CR_TABLE } from './cr-table.js';

export interface SrdNpc {
  readonly name: string;
  readonly cr: NpcChallengeRating;
  readonly armorClass: number;
  /** The armour its AC is worn in; 'mage armor' for the casters who put it on before a fight. */
  readonly armor: ArmorKey;
  readonly shield: boolean;
  readonly hitPoints: number;
  /** Its hit dice (d8, Medium) and Constitution modifier. */
  readonly hitDice: number;
  readonly conMod: number;
  /** Its weapon attack's bonus, its attacks in one round and their total average damage. */
  readonly attackBonus: number;
  readonly attacks: number;
  readonly damagePerRound: number;
  /** The weapon it fights with, by its SRD name. */
  readonly weapon: string;
  /** Spellcaster level and save DC, or null. */
  readonly casterLevel: number | null;
  readonly saveDc: number | null;
  readonly sneakDice: number;
  readonly parry: boolean;
}

type Row = [
  name: string,
  cr: NpcChallengeRating,
  ac: number,
  armor: ArmorKey,
  shield: boolean,
  hp: number,
  dice: number,
  con: number,
  attack: number,
  attacks: number,
  dpr: number,
  weapon: string,
  caster: number | null,
  dc: number | null,
  sneak: number,
  parry: boolean,
];

// name, CR, AC, armour, shield, HP, hit dice, Con mod, attack bonus, attacks, damage per round, weapon, caster level,
// save DC, sneak attack dice, parry.
const ROWS: readonly Row[] = [
  ['Commoner', '0', 10, 'none', false, 4, 1, 0, 2, 1, 2, 'club', null, null, 0, false],
  ['Bandit', '1/8', 12, 'leather', false, 11, 2, 1, 3, 1, 4, 'scimitar', null, null, 0, false],
  ['Cultist', '1/8', 12, 'leather', false, 9, 2, 0, 3, 1, 4, 'scimitar', null, null, 0, false],
  ['Guard', '1/8', 16, 'chain shirt', true, 11, 2, 1, 3, 1, 4, 'spear', null, null, 0, false],
  ['Noble', '1/8', 15, 'breastplate', false, 9, 2, 0, 3, 1, 5, 'rapier', null, null, 0, true],
  ['Tribal Warrior', '1/8', 12, 'hide', false, 11, 2, 1, 3, 1, 4, 'spear', null, null, 0, false],
  ['Acolyte', '1/4', 10, 'none', false, 9, 2, 0, 2, 1, 2, 'club', 1, 12, 0, false],
  ['Scout', '1/2', 13, 'leather', false, 16, 3, 1, 4, 2, 10, 'shortsword', null, null, 0, false],
  ['Thug', '1/2', 11, 'leather', false, 32, 5, 2, 4, 2, 10, 'mace', null, null, 0, false],
  ['Spy', '1', 12, 'none', false, 27, 6, 0, 4, 2, 10, 'shortsword', null, null, 2, false],
  ['Bandit Captain', '2', 15, 'studded leather', false, 65, 10, 2, 5, 3, 17, 'scimitar', null, null, 0, true],
  ['Berserker', '2', 13, 'hide', false, 67, 9, 3, 5, 1, 9, 'greataxe', null, null, 0, false],
  ['Cult Fanatic', '2', 13, 'leather', false, 33, 6, 1, 4, 2, 8, 'dagger', 4, 11, 0, false],
  ['Druid', '2', 11, 'none', false, 27, 5, 1, 2, 1, 3, 'quarterstaff', 4, 12, 0, false],
  ['Priest', '2', 13, 'chain shirt', false, 27, 5, 1, 2, 1, 3, 'mace', 5, 13, 0, false],
  ['Knight', '3', 18, 'plate', false, 52, 8, 2, 5, 2, 20, 'greatsword', null, null, 0, true],
  ['Veteran', '3', 17, 'splint', false, 58, 9, 2, 5, 3, 20, 'longsword', null, null, 0, false],
  ['Gladiator', '5', 16, 'studded leather', true, 112, 15, 3, 7, 3, 33, 'spear', null, null, 0, true],
  ['Mage', '6', 15, 'mage armor', false, 40, 9, 0, 5, 1, 4, 'dagger', 9, 14, 0, false],
  ['Assassin', '8', 15, 'studded leather', false, 78, 12, 2, 6, 2, 12, 'shortsword', null, null, 4, false],
  ['Archmage', '12', 15, 'mage armor', false, 99, 18, 1, 6, 1, 4, 'dagger', 18, 17, 0, false],
];

export const SRD_NPCS: readonly SrdNpc[] = ROWS.map(
  ([name, cr, ac, armor, shield, hp, dice, con, attack, attacks, dpr, weapon, caster, dc, sneak, parry]) => ({
    name,
    cr,
    armorClass: ac,
    armor,
    shield,
    hitPoints: hp,
    hitDice: dice,
    conMod: con,
    attackBonus: attack,
    attacks,
    damagePerRound: dpr,
    weapon,
    casterLevel: caster,
    saveDc: dc,
    sneakDice: sneak,
    parry,
  }),
);

const BY_NAME = new Map(SRD_NPCS.map((npc) => [npc.name, npc]));
export function srdNpc(name: string): SrdNpc {
  const npc = BY_NAME.get(name);
  if (!npc) throw new Error(`No SRD NPC named ${name}`);
  return npc;
}

/** The ladders an NPC of a kind of trade climbs, from the Commoner up: each step a published NPC. */
export const LINES = {
  commoner: ['Commoner', 'Bandit', 'Thug', 'Veteran', 'Gladiator'],
  guard: ['Commoner', 'Guard', 'Thug', 'Veteran', 'Gladiator'],
  noble: ['Commoner', 'Noble', 'Spy', 'Knight', 'Gladiator'],
  rogue: ['Commoner', 'Bandit', 'Spy', 'Bandit Captain', 'Assassin'],
  outlaw: ['Commoner', 'Bandit', 'Scout', 'Bandit Captain', 'Gladiator'],
  woods: ['Commoner', 'Tribal Warrior', 'Scout', 'Veteran', 'Gladiator'],
  priest: ['Commoner', 'Acolyte', 'Priest'],
  druid: ['Commoner', 'Acolyte', 'Druid'],
  arcane: ['Commoner', 'Acolyte', 'Mage', 'Archmage'],
  charm: ['Commoner', 'Acolyte', 'Cult Fanatic', 'Mage'],
  poisoner: ['Commoner', 'Cultist', 'Spy', 'Assassin'],
} as const satisfies Record<string, readonly string[]>;
export type LineId = keyof typeof LINES;

/** What a block of one line and rating is built to: its NPC's figures, or read between two, or grown past the last. */
export interface Target {
  /** The SRD NPC the block stands on, when the rating is one of the line's own. */
  readonly anchor: SrdNpc | null;
  readonly hitPoints: number;
  readonly attackBonus: number;
  readonly attacks: number;
  readonly damagePerRound: number;
  readonly casterLevel: number | null;
  readonly saveDc: number | null;
  readonly sneakDice: number;
  readonly parry: boolean;
  /** The Constitution modifier its hit dice are rolled with, and the Dexterity modifier its AC shows. */
  readonly conMod: number;
  readonly dexMod: number;
  /** The armour of the nearest NPC below, for trades the look dresses in none. */
  readonly armor: ArmorKey;
  readonly shield: boolean;
  readonly weapon: string;
}

const crValue = (cr: NpcChallengeRating) => CR_TABLE.find((row) => row.cr === cr)?.value ?? 0;
const tableHp = (value: number) => {
  const row = CR_TABLE.find((r) => r.value === value) ?? CR_TABLE[0];
  return row ? (row.hitPoints[0] + row.hitPoints[1]) / 2 : 1;
};
const tableDamage = (value: number) => {
  const row = CR_TABLE.find((r) => r.value === value) ?? CR_TABLE[0];
  return row ? (row.damagePerRound[0] + row.damagePerRound[1]) / 2 : 1;
};
const tableAttack = (value: number) => CR_TABLE.find((r) => r.value === value)?.attackBonus ?? 3;
const tableDc = (value: number) => CR_TABLE.find((r) => r.value === value)?.saveDc ?? 13;

/** The figures a block of this line and rating is built to. */
export function targetFor(line: LineId, cr: NpcChallengeRating): Target {
  const steps = LINES[line].map(srdNpc);
  const v = crValue(cr);
  const exact = [...steps].reverse().find((npc) => crValue(npc.cr) === v);
  const below = [...steps].reverse().find((npc) => crValue(npc.cr) <= v) ?? (steps[0] as SrdNpc);
  const above = steps.find((npc) => crValue(npc.cr) > v);
  const from = exact ?? below;
  const base = {
    conMod: from.conMod,
    dexMod: from.armorClass - ARMOR[from.armor].base - (from.shield ? 2 : 0),
    armor: from.armor,
    shield: from.shield,
    weapon: from.weapon,
    parry: from.parry,
  };
  if (exact) {
    return {
      anchor: exact,
      hitPoints: exact.hitPoints,
      attackBonus: exact.attackBonus,
      attacks: exact.attacks,
      damagePerRound: exact.damagePerRound,
      casterLevel: exact.casterLevel,
      saveDc: exact.saveDc,
      sneakDice: exact.sneakDice,
      ...base,
    };
  }
  if (above) {
    // Between two of the line's NPCs: each figure read along the line between them.
    const t = (v - crValue(below.cr)) / (crValue(above.cr) - crValue(below.cr));
    const mix = (a: number, b: number) => a + (b - a) * t;
    const caster =
      below.casterLevel !== null || above.casterLevel !== null
        ? Math.max(1, Math.round(mix(below.casterLevel ?? 1, above.casterLevel ?? 1)))
        : null;
    const dc =
      caster !== null
        ? Math.round(mix(below.saveDc ?? above.saveDc ?? 12, above.saveDc ?? below.saveDc ?? 12))
        : null;
    return {
      anchor: null,
      hitPoints: Math.round(mix(below.hitPoints, above.hitPoints)),
      attackBonus: Math.round(mix(below.attackBonus, above.attackBonus)),
      attacks: t < 0.5 ? below.attacks : above.attacks,
      damagePerRound: Math.round(mix(below.damagePerRound, above.damagePerRound)),
      casterLevel: caster,
      saveDc: dc,
      sneakDice: Math.round(mix(below.sneakDice, above.sneakDice)),
      ...base,
    };
  }
  // Past the last of the line: grown as the monster table grows from the last NPC's rating, scaled to that NPC.
  const last = below;
  const lv = crValue(last.cr);
  const hp = Math.round((last.hitPoints * tableHp(v)) / tableHp(lv));
  const damage = Math.round((last.damagePerRound * tableDamage(v)) / tableDamage(lv));
  const caster =
    last.casterLevel !== null ? Math.min(20, Math.round(last.casterLevel + (v - lv) * 1.5)) : null;
  return {
    anchor: null,
    hitPoints: hp,
    attackBonus: last.attackBonus + (tableAttack(v) - tableAttack(lv)),
    // Casters fight with their spells, not more blows.
    attacks: last.casterLevel !== null ? last.attacks : Math.min(4, last.attacks + Math.floor((v - lv) / 6)),
    damagePerRound: damage,
    casterLevel: caster,
    saveDc: last.saveDc !== null ? last.saveDc + (tableDc(v) - tableDc(lv)) : null,
    sneakDice: last.sneakDice > 0 ? Math.min(10, last.sneakDice + Math.floor((v - lv) / 2)) : 0,
    ...base,
  };
}
