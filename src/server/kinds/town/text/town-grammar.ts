// The town grammar: every town rule table compiled once into one shared grammar (per-town state lives in contexts).
// A few large symbols whose alternatives are chosen by one tag each (a place's type, an economy, a government) are
// also split into one symbol per tag value ('est_does__inn'), so the writer asks for the right list directly
// instead of filtering a hundred alternatives for every pick.
import { Grammar, type RuleSet } from '../../../engine/grammar.js';
import { CULTURE_RULES } from './culture.js';
import { DESCRIPTION_RULES } from './description.js';
import { ECONOMY_RULES } from './economy.js';
import { ESTABLISHMENT_RULES } from './establishments.js';
import { FACTION_RULES } from './factions.js';
import { GOVERNMENT_RULES } from './government.js';
import { FACT_RULES, HOOK_RULES, THREAT_RULES } from './lore.js';
import { PEOPLE_RULES } from './people-text.js';
import { RELATION_RULES } from './relations.js';

/** The symbols split by a tag family, and the family's prefix. */
const SPLIT: readonly (readonly [string, string])[] = [
  ['est_does', 't-'],
  ['own_does', 't-'],
  ['feat_econ', 'e-'],
  ['econ_main', 'e-'],
  ['lead_open', 'g-'],
  ['lead_method', 'g-'],
  ['lm_kind', 'lm-'],
];

/** 'est_does__inn': the alternatives of `symbol` for one value of a tag family, that tag taken out of the clause. */
export function splitSymbol(alternatives: readonly string[], prefix: string): Record<string, string[]> {
  const byValue: Record<string, string[]> = {};
  const shared: string[] = [];
  for (const alt of alternatives) {
    const clause = alt.startsWith('<') ? alt.slice(1, alt.indexOf('>')) : '';
    const body = clause ? alt.slice(alt.indexOf('>') + 1).replace(/^ /, '') : alt;
    const tokens = clause.split(/\s+/).filter(Boolean);
    const family = tokens.find((t) => t.split('|').every((p) => p.startsWith(prefix)));
    const rest = tokens.filter((t) => t !== family);
    const rebuilt = rest.length > 0 ? `<${rest.join(' ')}> ${body}` : body;
    if (!family) {
      shared.push(rebuilt);
      continue;
    }
    for (const value of family.split('|').map((p) => p.slice(prefix.length))) {
      byValue[value] ??= [];
      byValue[value].push(rebuilt);
    }
  }
  for (const list of Object.values(byValue)) list.push(...shared);
  return byValue;
}

function withSplits(sets: readonly RuleSet[]): RuleSet[] {
  const all: Record<string, readonly string[]> = Object.assign({}, ...sets);
  const extra: Record<string, string[]> = {};
  for (const [symbol, prefix] of SPLIT) {
    const alternatives = all[symbol];
    if (!alternatives) throw new Error(`No symbol ${symbol} to split`);
    for (const [value, list] of Object.entries(splitSymbol(alternatives, prefix)))
      extra[`${symbol}__${value}`] = list;
  }
  return [...sets, extra];
}

export const townGrammar = new Grammar(
  withSplits([
    DESCRIPTION_RULES,
    ECONOMY_RULES,
    ESTABLISHMENT_RULES,
    FACTION_RULES,
    GOVERNMENT_RULES,
    PEOPLE_RULES,
    RELATION_RULES,
    CULTURE_RULES,
    FACT_RULES,
    HOOK_RULES,
    THREAT_RULES,
  ]),
);
