// Choices a writer makes in code rather than in its grammar (an item's materials and openings, an NPC's face words,
// plots and hook titles) are invisible to the account's world memory (decision 026): ten suits of plate in one account
// all opened 'A suit of plate armor of'. A choice made here is made as the grammar makes it, disfavouring what the
// account's other entities already used, and is recorded for the next one. Outside an account's writing it is a plain
// weighted pick by the same stream.
import { Grammar } from './grammar.js';
import type { Rng } from './rng.js';

/** Compiled one-symbol grammars, by symbol, keys and weights (lists are few; a cap keeps odd callers bounded). */
const grammars = new Map<string, Grammar>();
const MAX_GRAMMARS = 5000;

/** Keys a grammar alternative can hold as plain text. */
const PLAIN_KEY = /^[\p{L}\p{N} ’'.-]+$/u;

/**
 * One of `options`, chosen like an alternative of the grammar symbol `symbol` whose alternatives are the options'
 * keys: the same key is the same choice in every entity of the account, whatever else the list holds. Options whose
 * key is not plain text (it would read as grammar) are left out.
 */
export function worldChoice<T>(
  rng: Rng,
  symbol: string,
  options: readonly T[],
  key: (option: T) => string,
  weight?: (option: T) => number,
): T {
  // An unweighted list asked for again by the same symbol (a writer's constant word list) is prepared once.
  const known = weight ? undefined : prepared.get(options)?.get(symbol);
  const { usable, keys, name, grammar } = (known ?? prepare(symbol, options, key, weight)) as Prepared<T>;
  if (!weight && !known) {
    const bySymbol = prepared.get(options) ?? new Map<string, Prepared<unknown>>();
    prepared.set(options, bySymbol);
    bySymbol.set(symbol, { usable, keys, name, grammar } as Prepared<unknown>);
  }
  if (!grammar) return usable[0] ?? (options[0] as T);
  const picked = grammar.context().expandSymbol(name, rng);
  return usable[keys.indexOf(picked)] ?? (usable[0] as T);
}

type Prepared<T> = { usable: readonly T[]; keys: readonly string[]; name: string; grammar: Grammar | null };

/** Prepared unweighted lists, by the list itself and then by symbol. */
const prepared = new WeakMap<readonly unknown[], Map<string, Prepared<unknown>>>();

/** The usable options, their keys and the one-symbol grammar choosing among them (none for one option or fewer). */
function prepare<T>(
  symbol: string,
  options: readonly T[],
  key: (option: T) => string,
  weight?: (option: T) => number,
): Prepared<T> {
  const usable = options.filter((option) => PLAIN_KEY.test(key(option)));
  const keys = usable.map(key);
  const name = symbol.replace(/[^a-z0-9_.-]/gi, '_');
  if (usable.length <= 1) return { usable, keys, name, grammar: null };
  const weights = weight ? usable.map(weight) : undefined;
  const cacheKey = `${name}\u0000${keys.join('\u0001')}\u0000${weights?.join(',') ?? ''}`;
  let grammar = grammars.get(cacheKey);
  if (!grammar) {
    if (grammars.size >= MAX_GRAMMARS) grammars.clear();
    const alternatives = keys.map((k, i) => (weights && weights[i] !== 1 ? `<^${weights[i]}>${k}` : k));
    grammar = new Grammar({ [name]: alternatives }, { strict: false });
    grammars.set(cacheKey, grammar);
  }
  return { usable, keys, name, grammar };
}

/** One of `options` by its place in the list (`weights` by the same places), as `worldChoice` chooses. */
export function worldPick<T>(
  rng: Rng,
  symbol: string,
  options: readonly T[],
  weights?: readonly number[],
): T {
  if (options.length <= 1) return options[0] as T;
  const indexed = options.map((option, i) => ({ option, i }));
  const weighted = weights?.some((w) => w !== 1);
  return worldChoice(
    rng,
    `look-${symbol}-${options.length}${weighted ? `-${weights?.join('.')}` : ''}`,
    indexed,
    (o) => String(o.i),
    weighted ? (o) => weights?.[o.i] ?? 1 : undefined,
  ).option;
}

/** A whole word list keyed by place, kept with the list so `worldChoice` finds it prepared. */
const keyedLists = new WeakMap<readonly unknown[], readonly { item: unknown; key: string }[]>();

/**
 * One item of a word list, keyed by its place in the full list `all`, so the same word is the same choice in every
 * entity of the account and one this entity cannot take (filtered out of `usable` before) does not shift the rest.
 */
export function worldItem<T>(rng: Rng, symbol: string, all: readonly T[], usable: readonly T[]): T {
  // Keyed by place in one pass (not indexOf per item: long word lists made that quadratic, a town's names its cost).
  let keyed: { item: T; key: string }[];
  if (usable === all) {
    keyed =
      (keyedLists.get(all) as { item: T; key: string }[] | undefined) ??
      all.map((item, i) => ({ item, key: `w${i}` }));
    keyedLists.set(all, keyed);
  } else {
    const places = new Map<T, number>();
    all.forEach((item, i) => {
      if (!places.has(item)) places.set(item, i);
    });
    keyed = usable.map((item) => ({ item, key: `w${places.get(item) ?? -1}` }));
  }
  return worldChoice(rng, symbol, keyed, (k) => k.key).item;
}
