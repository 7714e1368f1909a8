// The bulk export's 5etools homebrew (issue 25, item 2; decision 027): the selection's NPCs with stat blocks as
// `monster` entries and its magic items as `item` entries of one homebrew file, under a source of their own, in
// 5etools' entry and tag conventions, so 5etools (and the tools that read its format: Plutonium, the Fantasy
// Statblocks importer) load it as any other homebrew. A kind writes its entry (`ServerKind.fiveTools`); this file
// writes the tags every kind's rules text shares and the document around the entries.

/** The 5etools arrays a kind's entry can belong to. */
export type FiveToolsArray = 'monster' | 'item';

/** One entity as 5etools data: the array it belongs to and its object there. */
export type FiveToolsEntry = { array: FiveToolsArray; entry: Record<string, unknown> };

/** The homebrew's place in the bulk archive. */
export const FIVETOOLS_FILE = '5etools/loreforge-homebrew.json';

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
  for (const { array, entry } of entries) (arrays[array] ??= []).push({ ...entry, source });
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
