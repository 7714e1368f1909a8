// Word picks that a game master's world remembers (decision 026): name parts, name shapes, rank ladders and the
// titles made from a faction's own name. Each list is a grammar symbol, so a pick goes through the grammar's world
// memory: a word or shape the account's earlier factions were written with is disfavoured, and within one faction
// a word is not picked twice until its list runs out. With no world set the seed alone decides.
import { Grammar, type GrammarContext, type RuleSet } from '../../../engine/grammar.js';
import { PLACE } from '../../../engine/name-data.js';
import type { Rng } from '../../../engine/rng.js';
import { LADDERS, WATCH_LADDER } from './kinds.js';
import { PROFILES, type PurposeId } from './purposes.js';

/** Titles a top rank can take from the faction's own name ('Master of the Hand'), by family. */
export const TOP_TITLES: Record<string, readonly string[]> = {
  crime: ['Master', 'First', 'Keeper', 'Voice'],
  faith: ['Voice', 'Keeper', 'Servant', 'Hierarch'],
  martial: ['Master', 'Marshal', 'Lord', 'Captain'],
  learned: ['Master', 'Keeper', 'First Reader', 'Warden'],
  power: ['Master', 'Keeper', 'Warden', 'First'],
};
export const NOBLE_TOP_TITLES = ['Head', 'Keeper', 'Elder', 'Steward'];
/** Titles a second rank can take from the faction's own name ('Eye of the Latchkeys'). */
export const SECOND_TITLES = ['Hand', 'Warden', 'Eye', 'Steward', 'Voice', 'Keeper', 'Shield'];

/** Adjectives for names read from a typed creature ('The Amber Bees'). */
export const TYPED_NAME_ADJECTIVES = [
  'Amber',
  'Golden',
  'Black',
  'Quiet',
  'Iron',
  'Wild',
  'Red',
  'Silver',
  'Grey',
  'Patient',
];

export const NUMBER_WORDS = ['Three', 'Five', 'Seven', 'Nine', 'Twelve', 'Thirteen'];

/** The shapes a name read from typed words can take; each needs the tag of what it is built from. */
export const TYPED_NAME_SHAPES = [
  '<has-trade> trade-town',
  '<has-trade> trade-free',
  '<has-creature> creature-children',
  '<has-creature ^2> creature-adjective',
  '<has-creature> creature-home',
  '<has-trade has-creature> trade-secret',
] as const;

function rules(): RuleSet {
  const out: Record<string, readonly string[]> = {
    pk_top_crime: TOP_TITLES.crime!,
    pk_top_faith: TOP_TITLES.faith!,
    pk_top_martial: TOP_TITLES.martial!,
    pk_top_learned: TOP_TITLES.learned!,
    pk_top_power: TOP_TITLES.power!,
    pk_top_noble: NOBLE_TOP_TITLES,
    pk_second: SECOND_TITLES,
    pk_typed_adj: TYPED_NAME_ADJECTIVES,
    pk_number: NUMBER_WORDS,
    pk_typed_shape: TYPED_NAME_SHAPES,
    // The faction's street names its gangs ('the Cooper Row Owls'): an account's streets should not all be Cooper.
    pk_street_head: PLACE.roadHead,
    pk_street_tail: PLACE.roadTail,
  };
  WATCH_LADDER.forEach((step, position) => {
    out[`pk_rank_watch_${position}`] = step.split('/');
  });
  for (const id of Object.keys(PROFILES) as PurposeId[]) {
    const names = PROFILES[id].names;
    if (names.adjectives.length > 0) out[`pk_adj_${id}`] = names.adjectives;
    if (names.nouns.length > 0) out[`pk_noun_${id}`] = names.nouns;
    if (names.plurals.length > 0) out[`pk_plural_${id}`] = names.plurals;
    if (names.bodies.length > 0) out[`pk_body_${id}`] = names.bodies;
    out[`pk_shape_${id}`] = names.patterns.map(([pattern, weight]) => `<^${weight}> ${pattern}`);
    const ladders = LADDERS[id];
    out[`pk_ladder_${id}`] = ladders.map((_, i) => String(i));
    ladders.forEach((ladder, i) => {
      ladder.forEach((step, position) => {
        out[`pk_rank_${id}_${i}_${position}`] = step.split('/');
      });
    });
  }
  return out;
}

const pickGrammar = new Grammar(rules());

/** One faction's picks: its own memory of what it used, over the world's. */
export class Picks {
  private readonly ctx: GrammarContext;

  constructor(tags: Iterable<string> = []) {
    this.ctx = pickGrammar.context({ tags });
  }

  has(symbol: string): boolean {
    return pickGrammar.has(symbol);
  }

  /** One word of the list named by `symbol`, other than any in `not` where the list allows. */
  pick(symbol: string, rng: Rng, not: readonly string[] = []): string {
    let word = this.ctx.expandSymbol(symbol, rng);
    for (let i = 0; i < 4 && not.includes(word); i++) word = this.ctx.expandSymbol(symbol, rng);
    return word;
  }
}
