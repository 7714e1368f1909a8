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
  const usable = options.filter((option) => PLAIN_KEY.test(key(option)));
  if (usable.length <= 1) return usable[0] ?? (options[0] as T);
  const keys = usable.map(key);
  const weights = weight ? usable.map(weight) : undefined;
  const name = symbol.replace(/[^a-z0-9_.-]/gi, '_');
  const cacheKey = `${name}\u0000${keys.join('\u0001')}\u0000${weights?.join(',') ?? ''}`;
  let grammar = grammars.get(cacheKey);
  if (!grammar) {
    if (grammars.size >= MAX_GRAMMARS) grammars.clear();
    const alternatives = keys.map((k, i) => (weights && weights[i] !== 1 ? `<^${weights[i]}>${k}` : k));
    grammar = new Grammar({ [name]: alternatives }, { strict: false });
    grammars.set(cacheKey, grammar);
  }
  const picked = grammar.context().expandSymbol(name, rng);
  return usable[keys.indexOf(picked)] ?? (usable[0] as T);
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

/**
 * One item of a word list, keyed by its place in the full list `all`, so the same word is the same choice in every
 * entity of the account and one this entity cannot take (filtered out of `usable` before) does not shift the rest.
 */
export function worldItem<T>(rng: Rng, symbol: string, all: readonly T[], usable: readonly T[]): T {
  const keyed = usable.map((item) => ({ item, key: `w${all.indexOf(item)}` }));
  return worldChoice(rng, symbol, keyed, (k) => k.key).item;
}
