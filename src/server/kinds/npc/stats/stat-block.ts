// Builds an NPC's 5e stat block from its record by the SRD 5.1 rules: every number is computed (abilities, AC, hit
// dice, attacks, damage, saves, skills) to stand on the SRD's own NPCs of that rating (srd-npcs.ts), in the armour and
// with the weapon the look shows; nothing is written by a model.
import type {
  NpcAge,
  NpcChallengeRating,
  NpcLooks,
  NpcRace,
  NpcStatBlock,
} from '../../../../shared/kinds/npc.js';
import { withArticle } from '../../../engine/english.js';
import type { Rng } from '../../../engine/rng.js';
import type { Profile } from '../text/occupations.js';
import type { TradeFamily } from '../text/trades.js';
import {
  ARCHETYPES,
  ARMOR,
  type Archetype,
  type ArmorKey,
  COMMANDS,
  FAMILY_ARCHETYPES,
  SPELL_SLOTS,
  SPELLS,
  SRD_WEAPONS,
  type SrdWeapon,
} from './archetypes.js';
import { abilityModifier, CR_TABLE, crRow } from './cr-table.js';
import { gearOf } from './gear.js';
import {
  ABILITIES,
  type Ability,
  ancestryFromWord,
  DRACONIC_ANCESTRIES,
  OTHER_LANGUAGE,
  RACE_STATS,
  type RaceStats,
} from './races.js';
import { type Target, targetFor } from './srd-npcs.js';

export interface StatBlockInput {
  readonly name: string;
  readonly race: NpcRace;
  readonly ageCategory: NpcAge;
  readonly profile: Profile;
  /** A typed trade's family and its words ('ship captain'): a captain climbs a step higher than a deckhand. */
  readonly family?: TradeFamily | undefined;
  readonly occupation?: string | undefined;
  readonly looks?: NpcLooks | undefined;
  /** The request's sliders, 1 to 10: they set the alignment. */
  readonly friendliness: number;
  readonly honesty: number;
  readonly challengeRating?: NpcChallengeRating | undefined;
}

const ABILITY_NAMES: Record<Ability, string> = {
  str: 'Strength',
  dex: 'Dexterity',
  con: 'Constitution',
  int: 'Intelligence',
  wis: 'Wisdom',
  cha: 'Charisma',
};

/** Each skill's ability (SRD 5.1). */
const SKILL_ABILITY: Record<string, Ability> = {
  Acrobatics: 'dex',
  'Animal Handling': 'wis',
  Arcana: 'int',
  Athletics: 'str',
  Deception: 'cha',
  History: 'int',
  Insight: 'wis',
  Intimidation: 'cha',
  Investigation: 'int',
  Medicine: 'wis',
  Nature: 'int',
  Perception: 'wis',
  Performance: 'cha',
  Persuasion: 'cha',
  Religion: 'int',
  'Sleight of Hand': 'dex',
  Stealth: 'dex',
  Survival: 'wis',
};

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
};
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five'];
const average = (count: number, die: number) => Math.floor((count * (die + 1)) / 2);
const dice = (count: number, die: number, bonus: number) =>
  bonus === 0 ? `${count}d${die}` : `${count}d${die} ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}`;
const titleWord = (name: string) => name.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** The archetype a trade fights and casts as: a listed trade's own, or a typed trade's family's. */
export function archetypeFor(profile: Profile, family?: TradeFamily): Archetype {
  return (profile === 'custom' && family ? FAMILY_ARCHETYPES[family] : undefined) ?? ARCHETYPES[profile];
}

/**
 * The challenge rating an NPC is given when the request chose none: the trade's usual range, a child at most 1/8,
 * and years of practice lifting a caster or fighter a step or two (a veteran wizard stands above an apprentice);
 * a typed trade that commands ('ship captain') stands a step above one that serves.
 */
export function deriveChallengeRating(
  profile: Profile,
  age: NpcAge,
  rng: Rng,
  family?: TradeFamily,
  occupation?: string,
): NpcChallengeRating {
  if (age === 'child') return rng.chance(0.75) ? '0' : '1/8';
  const archetype = archetypeFor(profile, family);
  let index = CR_TABLE.findIndex((row) => row.cr === rng.pick(archetype.crs));
  const trained = archetype.caster !== null || archetype.armor.includes('chain mail');
  const lift = { young: -1, adult: 0, 'middle-aged': 1, elderly: 1, ancient: 2 }[age];
  if (trained) index += lift;
  else if (lift < 0) index -= 1;
  if (profile === 'custom' && occupation && COMMANDS.test(occupation)) index += 2;
  const lowest = CR_TABLE.findIndex((row) => row.cr === archetype.crs[0]);
  return CR_TABLE[Math.max(0, Math.min(Math.max(index, lowest), CR_TABLE.length - 1))]?.cr ?? '0';
}

function alignment(friendliness: number, honesty: number): string {
  const order = honesty >= 7 ? 'lawful' : honesty <= 3 ? 'chaotic' : 'neutral';
  // Surly is not wicked: a hostile NPC who keeps faith is neutral, only a hostile one who does not is evil.
  const moral = friendliness >= 7 ? 'good' : friendliness <= 3 && honesty <= 5 ? 'evil' : 'neutral';
  return order === 'neutral' && moral === 'neutral' ? 'neutral' : `${order} ${moral}`;
}

/**
 * The six scores: the attack ability set so the attack bonus is the SRD NPC's, the casting ability so the save DC
 * is, Constitution so the hit dice land on its hit points; the rest an everyday spread with the people's increases.
 */
function abilities(
  arch: Archetype,
  attack: Ability,
  race: NpcRace,
  target: Target,
  prof: number,
  conMod: number,
  breath: boolean,
  rng: Rng,
): Record<Ability, number> {
  const bonuses = RACE_STATS[race].bonuses;
  const spread = [12, 11, 10, 10, 9, 8];
  const scores = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 } as Record<Ability, number>;
  arch.order.forEach((ability, i) => {
    scores[ability] = (spread[i] ?? 10) + rng.int(-1, 1);
  });
  for (const ability of ABILITIES) scores[ability] = Math.max(3, scores[ability] + (bonuses[ability] ?? 0));
  // The key scores are set after the people's increases: the odd point never changes their modifier.
  const keyed = (mod: number) => 10 + 2 * mod + rng.int(0, 1);
  scores[attack] = keyed(target.attackBonus - prof);
  if (arch.caster && target.saveDc !== null) scores[arch.caster] = keyed(target.saveDc - 8 - prof);
  scores.con = keyed(conMod);
  // Dexterity as the SRD NPC's AC shows it, unless it is the attack's own ability (then the attack decides).
  if (attack !== 'dex') scores.dex = Math.max(scores.dex, keyed(target.dexMod));
  if (breath && target.saveDc === null) scores.con = Math.max(scores.con, 10 + 2 * conMod);
  for (const ability of ABILITIES) scores[ability] = Math.min(30, Math.max(3, scores[ability]));
  return scores;
}

/** Hit dice of the people's size with the Constitution bonus, as many as land nearest the SRD NPC's hit points. */
function hitPoints(target: Target, sizeDie: number, con: number): { hp: number; text: string } {
  const per = (sizeDie + 1) / 2 + con;
  const count = Math.max(1, Math.round(target.hitPoints / Math.max(1, per)));
  const hp = Math.max(1, average(count, sizeDie) + count * con);
  return { hp, text: dice(count, sizeDie, count * con) };
}

/** The armour the look shows (a caster's mage armour when it shows none), with Dexterity and a shield. */
function armorClass(
  arch: Archetype,
  target: Target,
  worn: ArmorKey | null,
  shield: boolean,
  dexMod: number,
): { ac: number; note: string } {
  const key: ArmorKey =
    worn ?? (target.armor === 'mage armor' && arch.caster === 'int' ? 'mage armor' : 'none');
  const armor = ARMOR[key];
  const dex = armor.maxDex === null ? dexMod : Math.min(dexMod, armor.maxDex);
  const parts = [key === 'none' ? '' : key, shield ? 'shield' : ''].filter(Boolean);
  return { ac: armor.base + dex + (shield ? 2 : 0), note: parts.join(', ') };
}

/** The weapon an NPC fights with: the one its look shows, else its trade's (carried out of sight), by SRD name. */
function weaponOf(
  arch: Archetype,
  shown: string | undefined,
  target: Target,
): { name: string; weapon: SrdWeapon } {
  const known = shown && SRD_WEAPONS[shown] ? shown : undefined;
  const own = arch.weapon.name.toLowerCase();
  const name = known ?? (SRD_WEAPONS[own] ? own : target.weapon);
  return { name, weapon: SRD_WEAPONS[name] ?? (SRD_WEAPONS.club as SrdWeapon) };
}

/** Every number and line of a stat block, deterministic from the record and the stream. */
export function buildStatBlock(input: StatBlockInput, rng: Rng): NpcStatBlock {
  const cr =
    input.challengeRating ??
    deriveChallengeRating(input.profile, input.ageCategory, rng.fork('cr'), input.family, input.occupation);
  const row = crRow(cr);
  const arch = archetypeFor(input.profile, input.family);
  const target = targetFor(arch.line, cr);
  const race = RACE_STATS[input.race];
  const prof = row.proficiency;
  const breath = input.race === 'dragonborn';
  const ancestry = breath
    ? (ancestryFromWord(input.looks?.skin.word) ?? rng.fork('ancestry').pick(DRACONIC_ANCESTRIES))
    : null;
  const gear = gearOf(input.looks);
  // A child carries nothing to fight with: a fist, or a stick.
  const shown = input.ageCategory === 'child' ? 'club' : gear.weapon?.name;
  const { name: weaponName, weapon } = weaponOf(arch, shown, target);
  // Finesse and ranged weapons are Dexterity's; anything else is Strength's, unless the trade fights by Dexterity.
  const attack: Ability = weapon.ranged
    ? 'dex'
    : weapon.finesse
      ? arch.attack === 'str'
        ? 'str'
        : 'dex'
      : 'str';
  // Constitution as the SRD NPC's (or between two), so the dice land where its hit points are.
  const conMod = target.conMod;
  const scores = abilities(arch, attack, input.race, target, prof, conMod, breath, rng.fork('abilities'));
  const mod = (a: Ability) => abilityModifier(scores[a]);
  const sizeDie = race.size === 'Small' ? 6 : 8;
  // A child is smaller than the grown NPC of its rating: a child's body, half the hit points (a Commoner's 4 at most
  // at CR 0).
  const hp = hitPoints(
    input.ageCategory === 'child'
      ? { ...target, hitPoints: Math.max(2, Math.round(target.hitPoints / 2)) }
      : target,
    sizeDie,
    mod('con'),
  );
  const armor = armorClass(
    arch,
    target,
    input.ageCategory === 'child' ? null : gear.armour,
    gear.shield,
    mod('dex'),
  );
  const attackMod = mod(attack);
  const attackBonus = prof + attackMod;
  // The SRD NPC's round, in this weapon: as many dice of it per hit as bring each hit nearest the NPC's.
  const attacks = Math.max(1, target.attacks);
  const perHit = target.damagePerRound / attacks;
  const count =
    Math.max(1, Math.round((perHit - attackMod) / ((weapon.die + 1) / 2) / weapon.dice)) * weapon.dice;
  const hitDamage = Math.max(1, average(count, weapon.die) + attackMod);
  const first = input.name.split(' ')[0] ?? input.name;

  const skillNames = [...new Set([...arch.skills, ...race.skills])].sort();
  const skills = skillNames.map((name) => ({ name, bonus: mod(SKILL_ABILITY[name] ?? 'wis') + prof }));
  const perception = skills.find((s) => s.name === 'Perception')?.bonus ?? mod('wis');
  const casterDc = arch.caster && target.saveDc !== null ? 8 + prof + mod(arch.caster) : null;
  const breathDc = breath ? 8 + prof + mod('con') : null;

  const traits: { name: string; text: string }[] = [...race.traits];
  if (ancestry) {
    traits.push({
      name: 'Draconic Ancestry',
      text: `Descends from ${ancestry.colour} dragons and has resistance to ${ancestry.damage} damage.`,
    });
  }
  if (target.sneakDice > 0) {
    traits.push({
      name: 'Sneak Attack (1/Turn)',
      text: `Deals an extra ${average(target.sneakDice, 6)} (${target.sneakDice}d6) damage on a weapon hit made with advantage, or when an ally of ${first}'s is within 5 feet of the target and ${first} does not have disadvantage.`,
    });
  }
  if (target.parry && !weapon.ranged) {
    traits.push({
      name: 'Parry (Reaction)',
      text: `${first} adds ${prof >= 3 ? 3 : 2} to AC against one melee attack that would hit, if ${first} can see the attacker and holds a melee weapon.`,
    });
  }
  if (arch.caster && casterDc !== null && target.casterLevel !== null)
    traits.push(spellcasting(first, arch.caster, target.casterLevel, casterDc, prof + mod(arch.caster)));

  const actions: { name: string; text: string }[] = [];
  const label = titleWord(weaponName);
  if (attacks > 1) {
    actions.push({
      name: 'Multiattack',
      text: `${first} makes ${NUMBER_WORDS[attacks - 1] ?? attacks} ${weaponName} attacks.`,
    });
  }
  const kind = weapon.ranged
    ? 'Ranged Weapon Attack'
    : weapon.range
      ? 'Melee or Ranged Weapon Attack'
      : 'Melee Weapon Attack';
  const reach = weapon.ranged
    ? `range ${weapon.range} ft., one target`
    : weapon.range
      ? `reach 5 ft. or range ${weapon.range} ft., one target`
      : `reach ${weapon.reach ? 10 : 5} ft., one target`;
  actions.push({
    name: label,
    text: `${kind}: ${signed(attackBonus)} to hit, ${reach}. Hit: ${hitDamage} (${dice(count, weapon.die, attackMod)}) ${weapon.damage} damage.`,
  });
  if (ancestry && breathDc !== null) {
    // The SRD's breath grows with character level: 2d6, then 3d6, 4d6 and 5d6 at 6th, 11th and 16th.
    const breathDice = row.value < 3 ? 2 : row.value < 8 ? 3 : row.value < 13 ? 4 : 5;
    actions.push({
      name: 'Breath Weapon (Recharges after a Short or Long Rest)',
      text: `${first} exhales ${ancestry.damage} in a ${ancestry.area}. Each creature in that area makes a DC ${breathDc} ${ancestry.save} saving throw, taking ${average(breathDice, 6)} (${breathDice}d6) ${ancestry.damage} damage on a failed save, or half as much on a successful one.`,
    });
  }

  const senses = [
    ...(race.darkvision ? [`darkvision ${race.darkvision} ft.`] : []),
    `passive Perception ${10 + perception}`,
  ];
  return {
    challengeRating: cr,
    xp: row.xp,
    proficiencyBonus: prof,
    size: race.size,
    type: `humanoid (${input.race})`,
    alignment: alignment(input.friendliness, input.honesty),
    armorClass: armor.ac,
    armorNote: armor.note,
    hitPoints: hp.hp,
    hitDice: hp.text,
    speed: `${race.speed} ft.`,
    abilities: scores,
    savingThrows: arch.saves.map((ability) => ({
      ability: ABILITY_NAMES[ability].slice(0, 3),
      bonus: mod(ability) + prof,
    })),
    skills,
    damageResistances: [...new Set([...race.resistances, ...(ancestry ? [ancestry.damage] : [])])],
    senses,
    passivePerception: 10 + perception,
    languages: languagesOf(race, rng.fork('language')),
    attackBonus,
    damagePerRound: attacks * hitDamage + average(target.sneakDice, 6),
    saveDc: casterDc ?? breathDc,
    traits,
    actions,
  };
}

/** The SRD's standard languages a people's 'one extra language of your choice' is chosen from. */
const STANDARD_LANGUAGES = ['Dwarvish', 'Elvish', 'Giant', 'Gnomish', 'Goblin', 'Halfling', 'Orc'] as const;

/** The people's languages, its free choice made (from a stream of its own): a table wants 'Dwarvish', not 'one other'. */
function languagesOf(race: RaceStats, rng: Rng): string[] {
  return race.languages.map((language) =>
    language === OTHER_LANGUAGE
      ? rng.pick(STANDARD_LANGUAGES.filter((known) => !race.languages.includes(known)))
      : language,
  );
}

function spellcasting(
  first: string,
  caster: 'int' | 'wis' | 'cha',
  level: number,
  dc: number,
  toHit: number,
): { name: string; text: string } {
  const slots = SPELL_SLOTS[Math.min(20, Math.max(1, level)) - 1] ?? [2];
  const lists = SPELLS[caster];
  const lines = [`Cantrips (at will): ${(lists[0] ?? []).join(', ')}`];
  slots.forEach((count, i) => {
    const spells = lists[i + 1];
    if (spells?.length)
      lines.push(`${ordinal(i + 1)} level (${count} slot${count === 1 ? '' : 's'}): ${spells.join(', ')}`);
  });
  return {
    name: 'Spellcasting',
    text: `${first} is ${withArticle(ordinal(level))}-level spellcaster whose spellcasting ability is ${ABILITY_NAMES[caster]} (spell save DC ${dc}, ${signed(toHit)} to hit with spell attacks). ${first} has these spells prepared: ${lines.join('; ')}.`,
  };
}

/** '14 (+2)': a score and its modifier as a stat block shows them. */
export const scoreText = (score: number): string => `${score} (${signed(abilityModifier(score))})`;
export { signed };
