// Personal names for every playable people: syllable grammars and Markov chains per culture, shared family names.
import { MarkovNames } from './markov.js';
import {
  DRAGONBORN,
  DWARF,
  ELF,
  GNOME,
  HALFLING,
  HEARTLAND,
  ISLES,
  NORTHERN,
  ORC,
  SOUTHERN,
  TIEFLING,
} from './name-data.js';
import type { Rng } from './rng.js';

export const NAME_RACES = [
  'human',
  'elf',
  'dwarf',
  'halfling',
  'gnome',
  'half-elf',
  'half-orc',
  'tiefling',
  'dragonborn',
] as const;
export type NameRace = (typeof NAME_RACES)[number];
export type NameGender = 'male' | 'female' | 'non-binary';

export const HUMAN_CULTURES = ['heartland', 'northern', 'southern', 'isles'] as const;
export type HumanCulture = (typeof HUMAN_CULTURES)[number];

/** Who names a person: their people and, for humans and part-human peoples, the human culture they grew up in. */
export interface NameCulture {
  readonly race: NameRace;
  readonly human: HumanCulture;
}

export interface PersonName {
  /** The name others call them by in prose ("Brunna", "Reverence"). */
  readonly first: string;
  /** Family, clan or house name; '' when there is none. */
  readonly last: string;
  /** Only gnomes carry one, in their full name ("Fonwick "Ticktock" Cobblespindle"). */
  readonly nickname: string;
  readonly full: string;
}

type Gendered = 'male' | 'female';

const HUMAN_LISTS = { heartland: HEARTLAND, northern: NORTHERN, southern: SOUTHERN, isles: ISLES } as const;

// Markov models are trained once at module load; each is a few hundred table entries.
const elfModels = {
  male: new MarkovNames(ELF.male, { minLength: 5, maxLength: 9 }),
  female: new MarkovNames(ELF.female, { minLength: 5, maxLength: 9 }),
};
const humanModels = Object.fromEntries(
  HUMAN_CULTURES.map((c) => [
    c,
    {
      male: new MarkovNames(HUMAN_LISTS[c].male, { minLength: 4, maxLength: 8 }),
      female: new MarkovNames(HUMAN_LISTS[c].female, { minLength: 4, maxLength: 8 }),
    },
  ]),
) as Record<HumanCulture, Record<Gendered, MarkovNames>>;

/** The human culture a person of this people most likely grew up among. */
export function pickCulture(race: NameRace, rng: Rng): NameCulture {
  const human = rng.weightedEntry<HumanCulture>([
    ['heartland', 5],
    ['northern', 2],
    ['southern', 2],
    ['isles', 2],
  ]);
  return { race, human };
}

/** Non-binary people take a name from either tradition; every culture here names children without regard to it. */
function nameGender(gender: NameGender, rng: Rng): Gendered {
  if (gender === 'non-binary') return rng.chance(0.5) ? 'male' : 'female';
  return gender;
}

function syllables(parts: readonly (readonly string[])[], rng: Rng): string {
  let out = '';
  for (const part of parts) out += rng.pick(part);
  return smoothSyllables(out);
}

/** Smooths the seams of invented names: vowel pile-ups ("Faeaethas"), doubled clusters ("Ingnna"), "ii". */
function smoothSyllables(name: string): string {
  return tidyJoin(name)
    .replace(/([aeiou]{2})[aeiou]+/gi, '$1')
    .replace(/([^aeiouy])([^aeiouy])\2/gi, '$1$2')
    .replace(/ii/g, 'i');
}

/** Compound names keep both words whole ("Greyaxe"); only tripled letters are repaired ("Stilllake"). */
function tidyJoin(name: string): string {
  return name.replace(/(.)\1\1+/g, '$1$1');
}

function compound(heads: readonly string[], tails: readonly string[], rng: Rng): string {
  for (;;) {
    const head = rng.pick(heads);
    const tail = rng.pick(tails);
    // Avoid echoes such as "Hollowhollow" or "Barrowbarrow".
    if (head.toLowerCase() !== tail.toLowerCase()) return tidyJoin(head + tail);
  }
}

function humanFirst(culture: HumanCulture, gender: Gendered, rng: Rng): string {
  // Mostly familiar names from the culture's list; a share invented by the chain keeps crowds from repeating.
  return rng.chance(0.7)
    ? rng.pick(HUMAN_LISTS[culture][gender])
    : humanModels[culture][gender].generate(rng);
}

function humanSurname(culture: HumanCulture, rng: Rng): string {
  if (culture === 'heartland' && rng.chance(0.25)) return rng.pick(HEARTLAND.trades);
  const lists = HUMAN_LISTS[culture];
  return compound(lists.surnameHead, lists.surnameTail, rng);
}

function elfFirst(gender: Gendered, rng: Rng): string {
  return rng.chance(0.35) ? rng.pick(ELF[gender]) : elfModels[gender].generate(rng);
}

function elfSurname(rng: Rng): string {
  if (rng.chance(0.3)) return compound(ELF.translatedHead, ELF.translatedTail, rng);
  return smoothSyllables(rng.pick(ELF.surnameHead) + rng.pick(ELF.surnameMid) + rng.pick(ELF.surnameTail));
}

/** A given name in the person's culture. */
export function firstName(culture: NameCulture, gender: NameGender, rng: Rng): string {
  const g = nameGender(gender, rng);
  switch (culture.race) {
    case 'human':
      return humanFirst(culture.human, g, rng);
    case 'elf':
      return elfFirst(g, rng);
    case 'half-elf':
      return rng.chance(0.55) ? humanFirst(culture.human, g, rng) : elfFirst(g, rng);
    case 'dwarf':
      return syllables(DWARF[g], rng);
    case 'halfling':
      return syllables(HALFLING[g], rng);
    case 'gnome':
      return syllables(GNOME[g], rng);
    case 'half-orc':
      return rng.chance(0.6) ? syllables(ORC[g], rng) : humanFirst(culture.human, g, rng);
    case 'tiefling':
      return rng.chance(0.4) ? rng.pick(TIEFLING.virtues) : syllables(TIEFLING[g], rng);
    case 'dragonborn':
      return syllables(DRAGONBORN[g], rng);
  }
}

/** A family, clan or house name in the person's culture. */
export function familyName(culture: NameCulture, rng: Rng): string {
  switch (culture.race) {
    case 'human':
      return humanSurname(culture.human, rng);
    case 'elf':
      return elfSurname(rng);
    case 'half-elf':
      return rng.chance(0.7) ? humanSurname(culture.human, rng) : elfSurname(rng);
    case 'dwarf':
      return compound(DWARF.clanHead, DWARF.clanTail, rng);
    case 'halfling':
      return compound(HALFLING.familyHead, HALFLING.familyTail, rng);
    case 'gnome':
      return compound(GNOME.clanHead, GNOME.clanTail, rng);
    case 'half-orc':
      return rng.chance(0.55) ? humanSurname(culture.human, rng) : compound(ORC.clanHead, ORC.clanTail, rng);
    case 'tiefling':
      // Tieflings are born to human families and keep the family's name.
      return humanSurname(culture.human, rng);
    case 'dragonborn':
      return compound(DRAGONBORN.clanHead, DRAGONBORN.clanTail, rng);
  }
}

function assemble(culture: NameCulture, first: string, last: string, rng: Rng): PersonName {
  if (culture.race !== 'gnome') return { first, last, nickname: '', full: last ? `${first} ${last}` : first };
  // Gnomes collect names: a second given name now and then, and always the nickname everyone actually uses.
  const second = rng.chance(0.3) ? ` ${syllables(GNOME[rng.chance(0.5) ? 'male' : 'female'], rng)}` : '';
  const nickname = rng.pick(GNOME.nicknames);
  return { first, last, nickname, full: `${first}${second} “${nickname}” ${last}`.replace(/ {2,}/g, ' ') };
}

/** A full name: given name, family name and, for gnomes, a nickname. */
export function personName(culture: NameCulture, gender: NameGender, rng: Rng): PersonName {
  const first = firstName(culture, gender, rng);
  return assemble(culture, first, familyName(culture, rng), rng);
}

/** A relative's name: a new given name in the same culture, the same family name. */
export function relativeName(
  family: Pick<PersonName, 'first' | 'last'>,
  culture: NameCulture,
  gender: NameGender,
  rng: Rng,
): PersonName {
  let first = firstName(culture, gender, rng);
  for (let i = 0; i < 6 && first === family.first; i++) first = firstName(culture, gender, rng);
  return assemble(culture, first, family.last, rng);
}

/**
 * Reads a name a game master typed: the last word is the family name ("Brunna Coalhand" -> Coalhand), a single
 * word has none, and a quoted nickname is skipped ('Fonwick "Ticktock" Cobblespindle').
 */
export function parseGivenName(name: string): PersonName {
  const full = name.trim().replace(/\s+/g, ' ');
  const words = full.split(' ').filter((w) => !/^["'“‘].*["'”’]$/.test(w));
  const first = words[0] ?? full;
  const last = words.length > 1 ? (words[words.length - 1] as string) : '';
  const nick = /["“]([^"”]+)["”]/.exec(full)?.[1] ?? '';
  return { first, last, nickname: nick, full };
}
