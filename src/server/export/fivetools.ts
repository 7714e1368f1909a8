// The bulk export's 5etools homebrew (issue 25, item 2; decision 027): the selection's NPCs with stat blocks as
// `monster` entries and its magic items as `item` entries of one homebrew file, under a source of their own, in
// 5etools' entry and tag conventions, so 5etools (and the tools that read its format: Plutonium, the Fantasy
// Statblocks importer) load it as any other homebrew. A kind writes its entry (`ServerKind.fiveTools`); this file
// writes the tags every kind's rules text shares and the document around the entries.
import { must } from '../../shared/must.js';

/** The 5etools arrays a kind's entry can belong to. */
export type FiveToolsArray = 'monster' | 'item';

/** One entity as 5etools data: the array it belongs to and its object there. */
export type FiveToolsEntry = { array: FiveToolsArray; entry: Record<string, unknown> };

/** The homebrew's place in the bulk archive. */
export const FIVETOOLS_FILE = '5etools/loreforge-homebrew.json';

/** Beside the homebrew: the entities it could not carry. */
export const FIVETOOLS_NOT_CARRIED_FILE = '5etools/NOT-CARRIED.txt';

/** The note of what 5etools and Improved Initiative have no place for, one entity a line ('NPC: Mara Voss'). */
export function fiveToolsNotCarried(lines: readonly string[]): string {
  return [
    'Not carried into the 5etools homebrew or the Improved Initiative library:',
    'they hold creatures with stat blocks and magic items only. These entities are in the',
    "archive's other formats.",
    '',
    ...lines.map((line) => `- ${line}`),
    '',
  ].join('\n');
}

/**
 * The homebrew's source id: unique to the owner and the day it was made, so two exports of different worlds never
 * merge in 5etools, and matching the schema's pattern (letters, digits and hyphens, at least six).
 */
export const fiveToolsSource = (userId: number, at: Date) =>
  `Loreforge-${userId}-${at.toISOString().slice(0, 10).replace(/-/g, '')}`;

/**
 * Rules text in 5etools' tags: attack kinds, to-hit bonuses, 'Hit:', damage and other dice, and save DCs. Braces
 * in the text are dropped first, so the record can never open a tag of its own.
 */
export function fiveToolsTags(text: string): string {
  return text
    .replace(/[{}]/g, '')
    .replace(/\bMelee or Ranged Weapon Attack:/g, '{@atk mw,rw}')
    .replace(/\bMelee Weapon Attack:/g, '{@atk mw}')
    .replace(/\bRanged Weapon Attack:/g, '{@atk rw}')
    .replace(/\bMelee Spell Attack:/g, '{@atk ms}')
    .replace(/\bRanged Spell Attack:/g, '{@atk rs}')
    .replace(
      /([+-])(\d+) to hit\b/g,
      (_m, sign: string, n: string) => `{@hit ${sign === '-' ? '-' : ''}${n}} to hit`,
    )
    .replace(/\bHit: /g, '{@h}')
    .replace(/\b(\d+) \((\d+d\d+(?: ?[+-] ?\d+)?)\)( [a-z]+ damage)/g, '$1 ({@damage $2})$3')
    .replace(/\bDC (\d+)\b/g, '{@dc $1}')
    .replace(/(^|[\s(])(\d+d\d+(?: ?[+-] ?\d+)?)(?![^{]*\})/g, '$1{@dice $2}');
}

/** The homebrew document: `_meta` with its one source, then each array's entries. */
export function fiveToolsHomebrew(
  source: string,
  entries: readonly FiveToolsEntry[],
  at: Date,
): Record<string, unknown> {
  const seconds = Math.floor(at.getTime() / 1000);
  const arrays: Partial<Record<FiveToolsArray, Record<string, unknown>[]>> = {};
  for (const { array, entry } of entries) {
    const list = arrays[array] ?? [];
    arrays[array] = list;
    list.push({ ...entry, source });
  }
  return {
    _meta: {
      sources: [
        {
          json: source,
          abbreviation: 'LF',
          full: `Loreforge (${at.toISOString().slice(0, 10)})`,
          authors: ['Loreforge'],
          version: '1.0.0',
        },
      ],
      dateAdded: seconds,
      dateLastModified: seconds,
      edition: 'classic',
    },
    ...arrays,
  };
}

// ---- Improved Initiative ----

/** Improved Initiative's library file in the archive: its 'Import' reads it as a creature library. */
export const IMPROVED_INITIATIVE_FILE = 'improved-initiative/loreforge-creatures.json';

/** 5etools' tags back to the words of a printed stat block (Improved Initiative shows plain text). */
export function untagged(text: string): string {
  const attacks: Record<string, string> = {
    mw: 'Melee Weapon Attack:',
    rw: 'Ranged Weapon Attack:',
    'mw,rw': 'Melee or Ranged Weapon Attack:',
    ms: 'Melee Spell Attack:',
    rs: 'Ranged Spell Attack:',
  };
  return text
    .replace(/\{@atk ([a-z,]+)\}/g, (_m, kind: string) => attacks[kind] ?? 'Attack:')
    .replace(/\{@hit (-?\d+)\}/g, (_m, n: string) => (n.startsWith('-') ? n : `+${n}`))
    .replace(/\{@h\}/g, 'Hit: ')
    .replace(/\{@dc (\d+)\}/g, 'DC $1')
    .replace(/\{@(?:damage|dice) ([^}]+)\}/g, '$1');
}

const ABILITY_KEYS = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
const modifier = (score: number) => Math.floor((score - 10) / 2);
const words = (entries: unknown): string =>
  (Array.isArray(entries) ? entries : [entries])
    .map((entry) => (typeof entry === 'string' ? untagged(entry) : ''))
    .filter(Boolean)
    .join('\n');

type Monster = Record<string, unknown> & { name: string };

/** One 5etools creature as an Improved Initiative stat block (its `StatBlock` fields). */
export function improvedInitiativeStatBlock(monster: Monster, id: string, source: string) {
  const score = (key: (typeof ABILITY_KEYS)[number]) => Number(monster[key] ?? 10);
  const powers = (list: unknown) =>
    ((list as { name: string; entries: unknown }[] | undefined) ?? []).map((power) => ({
      Name: power.name,
      Content: words(power.entries),
      Usage: '',
    }));
  const named = (record: unknown) =>
    Object.entries((record as Record<string, string> | undefined) ?? {}).map(([name, bonus]) => ({
      Name: name.replace(/^\w/, (c) => c.toUpperCase()),
      Modifier: Number(bonus),
    }));
  const type = monster.type as string | { type: string; tags?: string[] };
  const ac = must((monster.ac as (number | { ac: number; from?: string[] })[])[0], 'an armour class');
  const hp = monster.hp as { average?: number; formula?: string; special?: string };
  const speed = monster.speed as Record<string, number>;
  const fluff = (monster.fluff as { entries?: unknown[] } | undefined)?.entries ?? [];
  return {
    Id: id,
    Name: monster.name,
    Path: 'Loreforge',
    Source: source,
    Type:
      typeof type === 'string'
        ? type
        : `${type.type}${type.tags?.length ? ` (${type.tags.join(', ')})` : ''}`,
    HP: { Value: hp.average ?? Number(hp.special ?? 1), Notes: hp.formula ? `(${hp.formula})` : '' },
    AC:
      typeof ac === 'number'
        ? { Value: ac, Notes: '' }
        : { Value: ac.ac, Notes: ac.from ? `(${ac.from.join(', ')})` : '' },
    InitiativeModifier: modifier(score('dex')),
    Speed: Object.entries(speed).map(([mode, feet]) =>
      mode === 'walk' ? `${feet} ft.` : `${mode} ${feet} ft.`,
    ),
    Abilities: {
      Str: score('str'),
      Dex: score('dex'),
      Con: score('con'),
      Int: score('int'),
      Wis: score('wis'),
      Cha: score('cha'),
    },
    DamageVulnerabilities: [],
    DamageResistances: (monster.resist as string[] | undefined) ?? [],
    DamageImmunities: [],
    ConditionImmunities: [],
    Saves: named(monster.save),
    Skills: named(monster.skill),
    Senses: [...((monster.senses as string[] | undefined) ?? []), `passive Perception ${monster.passive}`],
    Languages: (monster.languages as string[] | undefined) ?? [],
    Challenge: String(monster.cr),
    Traits: powers(monster.trait),
    Actions: powers(monster.action),
    BonusActions: [],
    Reactions: powers(monster.reaction),
    LegendaryActions: [],
    Description: fluff.filter((entry): entry is string => typeof entry === 'string').join('\n\n'),
    Player: '',
    Version: '3.0.0',
    ImageURL: '',
  };
}

/**
 * The homebrew's creatures as an Improved Initiative library: the key 'ImprovedInitiative.Creatures' lists the ids,
 * and 'ImprovedInitiative.Creatures.<id>' holds each stat block; every value is itself JSON text, as its export
 * writes them.
 */
export function improvedInitiativeLibrary(homebrew: Record<string, unknown>): Record<string, string> {
  const monsters = (homebrew.monster as Monster[] | undefined) ?? [];
  const ids = monsters.map((_, i) => `loreforge-${i + 1}`);
  const library: Record<string, string> = { 'ImprovedInitiative.Creatures': JSON.stringify(ids) };
  monsters.forEach((monster, i) => {
    const source = String(monster.source ?? 'Loreforge');
    const id = must(ids[i], 'a creature id');
    library[`ImprovedInitiative.Creatures.${id}`] = JSON.stringify(
      improvedInitiativeStatBlock(monster, id, source),
    );
  });
  return library;
}
