// Choices a writer makes in code rather than in its grammar (an item's materials and openings) are invisible to the
// account's world memory (decision 026): ten suits of plate in one account all opened 'A suit of plate armor of'. A
// pick made here is made as the grammar makes it, disfavouring what the account's other entities already used, and is
// recorded for the next one.
import { Grammar } from './grammar.js';
import type { Rng } from './rng.js';

const grammars = new Map<string, Grammar>();

/**
 * One of `options`, chosen like a grammar alternative of the symbol `key` (its n-th option is the alternative 'n').
 * Outside an account's writing it is a plain weighted pick by the same stream.
 */
export function worldPick<T>(rng: Rng, key: string, options: readonly T[], weights?: readonly number[]): T {
  if (options.length <= 1) return options[0] as T;
  const weighted = weights?.some((w) => w !== 1);
  const symbol = `look-${key}-${options.length}${weighted ? `-${weights?.join('.')}` : ''}`;
  let grammar = grammars.get(symbol);
  if (!grammar) {
    const alternatives = options.map((_, i) => (weighted ? `<^${weights?.[i] ?? 1}> ${i}` : String(i)));
    grammar = new Grammar({ [symbol]: alternatives });
    grammars.set(symbol, grammar);
  }
  return options[Number(grammar.context().expandSymbol(symbol, rng))] as T;
}
