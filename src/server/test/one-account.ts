// One game master's account asking for the same request again and again (decision 026): entities written in a row
// through the procedural provider, each avoiding the world of those before it, as the app writes them.
import { COMMON_WORDS, maskSentence, properNames, splitSentences, stringsOf } from '../engine/repetition.js';
import { KINDS } from '../kinds/registry.js';
import { proceduralText } from '../providers/providers.js';

/**
 * `count` entities of `kind` for one request, seeds `salt`, `salt + 7919`, …, the world remembered as the app
 * remembers it (content-service's worldFingerprints): how many entities hold each fingerprint.
 */
export async function writeAccount(
  kind: string,
  request: Record<string, unknown> | ((i: number) => Record<string, unknown>),
  { count = 25, salt = 1000 }: { count?: number; salt?: number } = {},
): Promise<Record<string, unknown>[]> {
  const found = KINDS.find((k) => k.contract.kind === kind);
  if (!found) throw new Error(`writeAccount: no kind '${kind}'`);
  const ask = typeof request === 'function' ? request : () => request;
  const avoid = new Map<number, number>();
  const records: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const parsed = found.contract.requestSchema.parse(ask(i));
    const out = await proceduralText.write(found, parsed, salt + i * 7919, { avoid: new Map(avoid) });
    for (const p of out.fingerprints ?? []) avoid.set(p, (avoid.get(p) ?? 0) + 1);
    records.push(out.data);
  }
  return records;
}

/**
 * A week of one game master's asking (the blind reader's way): five requests of a kind, each asked five times in a
 * row, written into one account. `gmWeek(kind)` gives the i-th entity's request.
 */
const GM_WEEKS: Record<string, readonly Record<string, unknown>[]> = {
  npc: [
    { race: 'human', gender: 'male', occupation: 'innkeeper', age: 'adult', socialClass: 'working' },
    { race: 'dwarf', gender: 'female', occupation: 'guard', age: 'middle-aged', socialClass: 'working' },
    { race: 'random', gender: 'random', occupation: 'random', age: 'random', socialClass: 'random' },
    { race: 'elf', gender: 'random', occupation: 'noble', age: 'random', socialClass: 'nobility' },
    { race: 'halfling', gender: 'random', occupation: 'merchant', age: 'random', socialClass: 'middle' },
  ].map((r, i) => ({ friendliness: 3 + i, bravery: 7 - i, honesty: 4 + i, artStyle: 'fantasy', ...r })),
  'magic-item': [
    { rarity: 'Rare', type: 'Wondrous Item' },
    { rarity: 'Uncommon', type: 'Weapon', weaponType: 'Sword' },
    { rarity: 'Rare', type: 'Armor', armorType: 'Heavy Armor' },
    { rarity: 'Very Rare' },
    { rarity: 'Common', type: 'Potion' },
  ],
  town: [
    { size: 'town', economyType: 'mixed', governmentType: 'council', mapStyle: 'fantasy' },
    { size: 'village', economyType: 'agricultural', governmentType: 'random', mapStyle: 'parchment' },
    { size: 'random', economyType: 'random', governmentType: 'random', mapStyle: 'random' },
    {
      size: 'city',
      economyType: 'trade',
      governmentType: 'random',
      mapStyle: 'fantasy',
      terrain: 'rocky coast',
    },
    {
      size: 'hamlet',
      economyType: 'random',
      governmentType: 'random',
      mapStyle: 'hand-drawn',
      terrain: 'marsh',
    },
  ],
  faction: [
    { purpose: "thieves' guild", size: 'Small Gang', influence: 'minor', secrecy: 'rumored' },
    { purpose: 'knightly order', size: 'Regional Power', influence: 'major', secrecy: 'known' },
    { purpose: '', size: 'Local Organization', influence: 'moderate', secrecy: 'secret' },
    { purpose: 'cult', size: 'Local Organization', influence: 'moderate', secrecy: 'clandestine' },
    { purpose: 'merchant league', size: 'National Group', influence: 'major', secrecy: 'known' },
  ].map((r) => ({ emblemStyle: 'fantasy', alliances: true, ...r })),
};

export const gmWeek =
  (kind: string) =>
  (i: number): Record<string, unknown> => {
    const week = GM_WEEKS[kind];
    if (!week) throw new Error(`gmWeek: no week for '${kind}'`);
    return week[Math.floor(i / 5) % week.length]!;
  };

/**
 * How a blind reader counts an account (the content issues' measure): an entity reads fresh when none of its masked
 * six-word runs (names as X, numbers as N, runs of only the commonest words aside) was met in an earlier entity.
 * `fresh` is how many of the records do; `runs` the shared runs, most shared first, to show what to rewrite. `omit`
 * names fields a reader does not hold against the entity (an item's rules text).
 */
export function freshRead(
  records: readonly Record<string, unknown>[],
  { omit = [] as readonly string[], words = 6 } = {},
): { fresh: number; stale: number[]; runs: { run: string; entities: number }[] } {
  const met = new Map<string, number>();
  const stale: number[] = [];
  records.forEach((record, index) => {
    const read = Object.fromEntries(Object.entries(record).filter(([k]) => !omit.includes(k)));
    const runs = new Set<string>();
    const sentences = stringsOf(read).flatMap(splitSentences);
    const names = properNames(sentences);
    for (const sentence of sentences) {
      const masked = maskSentence(sentence, names);
      for (let i = 0; i + words <= masked.length; i++) {
        const run = masked.slice(i, i + words).join(' ');
        if (!fillerOnly(run) && !commonOnly(run)) runs.add(run);
      }
    }
    if ([...runs].some((run) => met.has(run))) stale.push(index);
    for (const run of runs) met.set(run, (met.get(run) ?? 0) + 1);
  });
  const runs = [...met]
    .filter(([, n]) => n > 1)
    .sort((a, b) => b[1] - a[1])
    .map(([run, entities]) => ({ run, entities }));
  return { fresh: records.length - stale.length, stale, runs };
}

/** The commonest words, and the X and N that stand for names and numbers in a masked phrase. */
const FILLER = new Set([
  'X',
  'N',
  'the',
  'of',
  'a',
  'an',
  'and',
  'to',
  'in',
  'on',
  'at',
  'by',
  'its',
  'is',
  'with',
]);

/** Whether a masked phrase is only names, numbers and the commonest words ('of the X of the X'): no phrase a reader recognises. */
export const fillerOnly = (phrase: string) => phrase.split(' ').filter((w) => !FILLER.has(w)).length < 2;

/** Whether a masked run is only the commonest English words, whatever names it holds ('and then he would not have'). */
const commonOnly = (run: string) => run.split(' ').filter((w) => !COMMON_WORDS.has(w)).length < 2;
