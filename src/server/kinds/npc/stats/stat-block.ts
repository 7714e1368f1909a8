// Builds an NPC's 5e stat block from its record by the SRD 5.1 rules: every number is computed (abilities, AC, hit
// dice, attacks, damage, saves, skills) so that it lands on the challenge rating's row; nothing is written by a model.
import type {
  NpcAge,
  NpcChallengeRating,
  NpcLooks,
  NpcRace,
  NpcStatBlock,
} from '../../../../shared/kinds/npc.js';
import type { Rng } from '../../../engine/rng.js';
import type { Profile } from '../text/occupations.js';
import { ARCHETYPES, ARMOR, type Archetype, type ArmorKey, SPELL_SLOTS, SPELLS } from './archetypes.js';
import { abilityModifier, CR_TABLE, type CrRow, crRow } from './cr-table.js';
import {
  ABILITIES,
  type Ability,
  ancestryFromWord,
  DRACONIC_ANCESTRIES,
  OTHER_LANGUAGE,
  RACE_STATS,
  type RaceStats,
} from './races.js';

export interface StatBlockInput {
  readonly name: string;
  readonly race: NpcRace;
  readonly ageCategory: NpcAge;
  readonly profile: Profile;
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
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five'];
const average = (count: number, die: number) => Math.floor((count * (die + 1)) / 2);
const dice = (count: number, die: number, bonus: number) =>
  bonus === 0 ? `${count}d${die}` : `${count}d${die} ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}`;

/**
 * The challenge rating an NPC is given when the request chose none: the trade's usual range, a child at most 1/8,
 * and years of practice lifting a caster or fighter a step or two (a veteran wizard stands above an apprentice).
 */
export function deriveChallengeRating(profile: Profile, age: NpcAge, rng: Rng): NpcChallengeRating {
  if (age === 'child') return rng.chance(0.75) ? '0' : '1/8';
  const archetype = ARCHETYPES[profile];
  let index = CR_TABLE.findIndex((row) => row.cr === rng.pick(archetype.crs));
  const trained = archetype.caster !== null || archetype.armor.includes('chain mail');
  const lift = { young: -1, adult: 0, 'middle-aged': 1, elderly: 1, ancient: 2 }[age];
  if (trained) index += lift;
  else if (lift < 0) index -= 1;
  const lowest = CR_TABLE.findIndex((row) => row.cr === archetype.crs[0]);
  return CR_TABLE[Math.max(0, Math.min(Math.max(index, lowest), CR_TABLE.length - 1))]?.cr ?? '0';
}

function alignment(friendliness: number, honesty: number): string {
  const order = honesty >= 7 ? 'lawful' : honesty <= 3 ? 'chaotic' : 'neutral';
  const moral = friendliness >= 7 ? 'good' : friendliness <= 3 ? 'evil' : 'neutral';
  return order === 'neutral' && moral === 'neutral' ? 'neutral' : `${order} ${moral}`;
}

/** The six scores: the key abilities set to the row's attack and DC targets, the rest from an everyday spread. */
function abilities(
  arch: Archetype,
  race: NpcRace,
  row: CrRow,
  breath: boolean,
  rng: Rng,
): Record<Ability, number> {
  const bonuses = RACE_STATS[race].bonuses;
  const spread = [12, 11, 10, 10, 9, 8];
  // A creature of a higher CR is fitter all round: its other scores rise a little with the rating.
  const lift = Math.min(6, Math.floor(row.value / 4));
  const scores = {} as Record<Ability, number>;
  arch.order.forEach((ability, i) => {
    scores[ability] = (spread[i] ?? 10) + (i < 2 ? lift : Math.floor(lift / 2)) + rng.int(-1, 1);
  });
  // Staying power grows fastest: a higher CR's hit points come from fewer, tougher dice.
  scores.con = (scores.con ?? 10) + Math.min(8, Math.floor(row.value / 3));
  for (const ability of ABILITIES) {
    scores[ability] = Math.max(3, (scores[ability] ?? 10) + (bonuses[ability] ?? 0));
  }
  // The key scores are set after the racial increase: the odd point of the roll never changes their modifier.
  const keyed = (mod: number) => 10 + 2 * mod + rng.int(0, 1);
  const dcMod = row.saveDc - 8 - row.proficiency;
  scores[arch.attack] = keyed(row.attackBonus - row.proficiency);
  if (arch.caster) scores[arch.caster] = keyed(dcMod);
  if (breath) scores.con = keyed(dcMod);
  // A CR 0 creature has at most a +1 Constitution: more would lift one hit die past the row's 6 hit points.
  if (row.value === 0 && !breath) scores.con = Math.min(scores.con, 13);
  for (const ability of ABILITIES) scores[ability] = Math.min(30, Math.max(3, scores[ability]));
  return scores;
}

/** Hit dice of the size's die with the Constitution bonus, as many as land the average inside the row's band. */
function hitPoints(row: CrRow, sizeDie: number, con: number, rng: Rng): { hp: number; text: string } {
  const [low, high] = row.hitPoints;
  const want = rng.int(low, high);
  let best: { hp: number; text: string; off: number } | null = null;
  // The size's die first; smaller dice only if no count of it lands in the band (a tough CR 0 creature).
  for (const die of [sizeDie, 6, 4]) {
    for (let count = 1; count <= 400; count++) {
      const hp = Math.max(1, average(count, die) + count * con);
      if (hp < low || hp > high) continue;
      const off = Math.abs(hp - want);
      if (!best || off < best.off) best = { hp, text: dice(count, die, count * con), off };
    }
    if (best) return best;
  }
  return { hp: low, text: String(low) };
}

function armorClass(arch: Archetype, row: CrRow, dexMod: number): { ac: number; note: string } {
  const ac = (key: ArmorKey, shield: boolean) => {
    const armor = ARMOR[key];
    const dex = armor.maxDex === null ? dexMod : Math.min(dexMod, armor.maxDex);
    return armor.base + dex + (shield ? 2 : 0);
  };
  const options = (keys: readonly ArmorKey[]) =>
    keys.flatMap((key) => [
      { key, shield: false, value: ac(key, false) },
      ...(arch.shield ? [{ key, shield: true, value: ac(key, true) }] : []),
    ]);
  const target = row.armorClass;
  const closest = (list: ReturnType<typeof options>) =>
    [...list].sort((a, b) => Math.abs(a.value - target) - Math.abs(b.value - target) || a.value - b.value)[0];
  let pick = closest(options(arch.armor));
  // A legendary farmer or innkeeper still wears armor: past the trade's own, any SRD armor is considered.
  if (pick && pick.value < target - 1 && !arch.caster) {
    pick = closest(options(Object.keys(ARMOR).filter((k) => k !== 'mage armor') as ArmorKey[]));
  }
  if (!pick) return { ac: 10 + dexMod, note: '' };
  // Magic closes what is left: +1 to +3 armor, or a caster's ward with no cap.
  const short = Math.max(0, target - pick.value);
  const worn = pick.key !== 'none' && pick.key !== 'mage armor';
  const magic = worn ? Math.min(3, short) : arch.caster ? short : Math.min(3, short);
  const parts: string[] = [];
  if (pick.key !== 'none') parts.push(worn && magic > 0 ? `+${magic} ${pick.key}` : pick.key);
  if (pick.shield) parts.push('shield');
  if (!worn && magic > 0) parts.push(arch.caster ? `arcane ward +${magic}` : `ring of protection +${magic}`);
  return { ac: pick.value + magic, note: parts.join(', ') };
}

interface Damage {
  readonly attacks: number;
  readonly count: number;
  readonly die: number;
  readonly flat: number | null;
  readonly sneak: number;
  readonly total: number;
}

/** One round's attacks: how many, how many weapon dice and sneak attack dice, landing inside the row's band. */
function damage(arch: Archetype, row: CrRow, mod: number): Damage {
  const [low, high] = row.damagePerRound;
  const mid = (low + high) / 2;
  // A CR 0 creature hurts for a point, as the SRD's smallest creatures do.
  if (row.value === 0) return { attacks: 1, count: 0, die: arch.weapon.die, flat: 1, sneak: 0, total: 1 };
  const preferred = row.value < 2 ? 1 : row.value < 11 ? 2 : row.value < 21 ? 3 : 4;
  const sneakDice =
    arch.sneakAttack && row.value >= 0.5 ? Math.min(10, Math.max(1, Math.ceil(row.value / 2))) : 0;
  for (const attacks of [preferred, preferred - 1, preferred + 1, 1].filter((n) => n >= 1)) {
    for (const die of [arch.weapon.die, 4, 6, 8, 10, 12]) {
      for (let sneak = sneakDice; sneak >= 0; sneak--) {
        let best: Damage | null = null;
        for (let count = 1; count <= 40; count++) {
          const per = average(count, die) + mod;
          if (per < 1) continue;
          const total = attacks * per + average(sneak, 6);
          if (total < low || total > high) continue;
          if (!best || Math.abs(total - mid) < Math.abs(best.total - mid)) {
            best = { attacks, count, die, flat: null, sneak, total };
          }
        }
        if (best) return best;
      }
    }
  }
  // No dice fit a narrow low band (a strong CR 1/8): a flat wound, as the SRD gives its weakest attacks.
  const flat = Math.max(1, Math.floor(mid));
  return { attacks: 1, count: 0, die: arch.weapon.die, flat, sneak: 0, total: flat };
}

// SRD weapons by damage die, for when the trade's own weapon's die cannot land a round in the row's band.
const MELEE_BY_DIE: Record<number, readonly [string, string]> = {
  4: ['Dagger', 'piercing'],
  6: ['Shortsword', 'piercing'],
  8: ['Longsword', 'slashing'],
  10: ['Glaive', 'slashing'],
  12: ['Greataxe', 'slashing'],
};
const RANGED_BY_DIE: Record<number, readonly [string, string, string]> = {
  4: ['Dart', 'piercing', 'range 20/60 ft., one target'],
  6: ['Shortbow', 'piercing', 'range 80/320 ft., one target'],
  8: ['Longbow', 'piercing', 'range 150/600 ft., one target'],
  10: ['Heavy Crossbow', 'piercing', 'range 100/400 ft., one target'],
  12: ['Heavy Crossbow', 'piercing', 'range 100/400 ft., one target'],
};

function weaponFor(weapon: Archetype['weapon'], die: number): Archetype['weapon'] {
  if (die === weapon.die || weapon.attack.includes('Spell')) return { ...weapon, die };
  if (weapon.attack.startsWith('Ranged')) {
    const [name, damage, reach] = RANGED_BY_DIE[die] ?? [weapon.name, weapon.damage, weapon.reach];
    return { ...weapon, name, damage, reach, die };
  }
  const [name, damage] = MELEE_BY_DIE[die] ?? [weapon.name, weapon.damage];
  const reach = die === 10 ? 'reach 10 ft., one target' : 'reach 5 ft., one target';
  return { name, damage, die, attack: 'Melee Weapon Attack', reach };
}

/** Every number and line of a stat block, deterministic from the record and the stream. */
export function buildStatBlock(input: StatBlockInput, rng: Rng): NpcStatBlock {
  const cr = input.challengeRating ?? deriveChallengeRating(input.profile, input.ageCategory, rng.fork('cr'));
  const row = crRow(cr);
  const arch = ARCHETYPES[input.profile];
  const race = RACE_STATS[input.race];
  const prof = row.proficiency;
  const breath = input.race === 'dragonborn';
  const ancestry = breath
    ? (ancestryFromWord(input.looks?.skin.word) ?? rng.fork('ancestry').pick(DRACONIC_ANCESTRIES))
    : null;
  const scores = abilities(arch, input.race, row, breath, rng.fork('abilities'));
  const mod = (a: Ability) => abilityModifier(scores[a]);
  const sizeDie = race.size === 'Small' ? 6 : 8;
  const hp = hitPoints(row, sizeDie, mod('con'), rng.fork('hp'));
  const armor = armorClass(arch, row, mod('dex'));
  const attackMod = mod(arch.attack);
  const attackBonus = prof + attackMod;
  const hit = damage(arch, row, attackMod);
  const first = input.name.split(' ')[0] ?? input.name;

  const skillNames = [...new Set([...arch.skills, ...race.skills])].sort();
  const skills = skillNames.map((name) => ({ name, bonus: mod(SKILL_ABILITY[name] ?? 'wis') + prof }));
  const perception = skills.find((s) => s.name === 'Perception')?.bonus ?? mod('wis');
  const casterDc = arch.caster ? 8 + prof + mod(arch.caster) : null;
  const breathDc = breath ? 8 + prof + mod('con') : null;

  const traits: { name: string; text: string }[] = [...race.traits];
  if (ancestry) {
    traits.push({
      name: 'Draconic Ancestry',
      text: `Descends from ${ancestry.colour} dragons and has resistance to ${ancestry.damage} damage.`,
    });
  }
  if (hit.sneak > 0) {
    traits.push({
      name: 'Sneak Attack (1/Turn)',
      text: `Deals an extra ${average(hit.sneak, 6)} (${hit.sneak}d6) damage when it hits with a weapon attack and has advantage on the roll, or when an ally of ${first}'s is within 5 feet of the target and ${first} does not have disadvantage.`,
    });
  }
  if (arch.caster && casterDc !== null)
    traits.push(spellcasting(first, arch.caster, row, casterDc, prof + mod(arch.caster)));

  const actions: { name: string; text: string }[] = [];
  const weapon = weaponFor(arch.weapon, hit.die);
  if (hit.attacks > 1) {
    actions.push({
      name: 'Multiattack',
      text: `${first} makes ${NUMBER_WORDS[hit.attacks - 1] ?? hit.attacks} ${weapon.name.toLowerCase()} attacks.`,
    });
  }
  const perHit = hit.flat ?? average(hit.count, hit.die) + attackMod;
  const hitText =
    hit.flat !== null
      ? `${perHit} ${weapon.damage} damage`
      : `${perHit} (${dice(hit.count, hit.die, attackMod)}) ${weapon.damage} damage`;
  actions.push({
    name: weapon.name,
    text: `${weapon.attack}: ${signed(attackBonus)} to hit, ${weapon.reach}. Hit: ${hitText}.`,
  });
  if (ancestry && breathDc !== null) {
    // The SRD's breath grows with character level: 2d6, then 3d6, 4d6 and 5d6 at 6th, 11th and 16th.
    const count = row.value < 3 ? 2 : row.value < 8 ? 3 : row.value < 13 ? 4 : 5;
    const save = ancestry.save;
    actions.push({
      name: 'Breath Weapon (Recharges after a Short or Long Rest)',
      text: `${first} exhales ${ancestry.damage} in a ${ancestry.area}. Each creature in that area makes a DC ${breathDc} ${save} saving throw, taking ${average(count, 6)} (${count}d6) ${ancestry.damage} damage on a failed save, or half as much on a successful one.`,
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
    damagePerRound: hit.total,
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
  row: CrRow,
  dc: number,
  toHit: number,
): { name: string; text: string } {
  // Caster level about one and a half times the CR, as the SRD's mage (CR 6, 9th level) and archmage (CR 12, 18th).
  const level = Math.min(20, Math.max(1, Math.round(row.value * 1.5)));
  const slots = SPELL_SLOTS[level - 1] ?? [2];
  const lists = SPELLS[caster];
  const lines = [`Cantrips (at will): ${(lists[0] ?? []).join(', ')}`];
  slots.forEach((count, i) => {
    const spells = lists[i + 1];
    if (spells?.length)
      lines.push(`${ordinal(i + 1)} level (${count} slot${count === 1 ? '' : 's'}): ${spells.join(', ')}`);
  });
  return {
    name: 'Spellcasting',
    text: `${first} is a ${ordinal(level)}-level spellcaster. Its spellcasting ability is ${ABILITY_NAMES[caster]} (spell save DC ${dc}, ${signed(toHit)} to hit with spell attacks). It has these spells prepared: ${lines.join('; ')}.`,
  };
}

/** '14 (+2)': a score and its modifier as a stat block shows them. */
export const scoreText = (score: number): string => `${score} (${signed(abilityModifier(score))})`;
export { signed };
