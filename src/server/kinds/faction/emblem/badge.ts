// The arms in plain words for the faction's prose ('three gold bells on blue with a silver chevron'): every sentence
// that describes the badge uses this phrase, so a redrawn emblem can rewrite them all and text and picture agree.
import {
  type Arms,
  type Charge,
  MAX_COUNTED_CHARGES,
  type ProperTincture,
  type Tincture,
} from '../../../../shared/kinds/faction.js';
import { numberWords } from '../../../engine/english.js';
import { chargeGround } from './arms.js';
import { chargeNoun } from './blazon.js';

const TINCTURE_WORDS: Record<Tincture, string> = {
  or: 'gold',
  argent: 'silver',
  gules: 'red',
  azure: 'blue',
  vert: 'green',
  sable: 'black',
  purpure: 'purple',
};

/** Plain nouns where the heraldic one would puzzle a reader. */
const PLAIN: Partial<Record<Charge, readonly [string, string]>> = {
  mullet: ['star', 'stars'],
  estoile: ['wavy star', 'wavy stars'],
  garb: ['sheaf of wheat', 'sheaves of wheat'],
  escallop: ['scallop shell', 'scallop shells'],
  'cross-formy': ['cross', 'crosses'],
  crescent: ['crescent moon', 'crescent moons'],
};

const ORDINARY_WORDS: Record<Exclude<Arms['ordinary']['type'], 'none'>, string> = {
  fess: 'band',
  pale: 'pale',
  bend: 'bend',
  chevron: 'chevron',
  cross: 'cross',
  saltire: 'saltire',
  chief: 'chief',
  bordure: 'border',
  pile: 'pile',
};

/**
 * 'a gold bell', 'three silver keys', 'a pair of gold scales', 'two bunches of purple grapes', 'twelve black boars',
 * 'a copper key'; strewn, 'many silver eyes'.
 */
export function chargesWords(
  charge: Charge,
  tincture: Tincture,
  count: number,
  options: { semy?: boolean | undefined; proper?: ProperTincture | undefined } = {},
): string {
  const n = options.semy ? 2 : Math.max(1, Math.min(MAX_COUNTED_CHARGES, count));
  const howMany = n === 1 ? 'a' : numberWords(n);
  const plain = PLAIN[charge];
  const noun = plain ? plain[n === 1 ? 0 : 1] : chargeNoun(charge, n);
  const colour = options.proper ?? TINCTURE_WORDS[tincture];
  if (options.semy) return `many ${colour} ${noun}`;
  const measured = /^(pairs?|bunch(?:es)?) of (.+)$/.exec(noun);
  return measured ? `${howMany} ${measured[1]} of ${colour} ${measured[2]}` : `${howMany} ${colour} ${noun}`;
}

/**
 * The arms in plain words: what the charges are and what they lie on, then the ordinary or the division. A phrase
 * for inside a sentence ('a badge of ...'), lower case, no final stop.
 */
export function badgeOf(arms: Arms): string {
  const field = TINCTURE_WORDS[arms.field];
  const { ordinary, division, charge } = arms;
  const ord =
    ordinary.type === 'none' ? '' : `a ${TINCTURE_WORDS[ordinary.tincture]} ${ORDINARY_WORDS[ordinary.type]}`;
  const ground = chargeGround(arms);
  if (ground.on === 'none') return ord ? `${ord} on ${field}` : field;
  const charges = chargesWords(charge.type, charge.tincture, charge.count, charge);
  const second = arms.second;
  if (second && ord)
    return `${charges} on ${field} with ${ord} bearing ${chargesWords(second.type, second.tincture, second.count, second)}`;
  if (ground.on === 'part') {
    const split = division.type === 'quarterly' || division.type === 'per saltire' ? 'quartered' : 'halved';
    return `${charges} on a field ${split} ${field} and ${TINCTURE_WORDS[division.tincture]}`;
  }
  if (ground.on === 'ordinary') return `${charges} on ${ord} over ${field}`;
  return ord ? `${charges} on ${field} with ${ord}` : `${charges} on ${field}`;
}
