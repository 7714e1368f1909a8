// What a quirk is about (a smell, an animal, the cold, a sound...), so that one item's two quirks are never the same
// quirk told twice, nor a quirk the appearance already tells (issue 21: 'an item whose two quirks are the same').
import type { RuleSet } from '../../../engine/grammar.js';

const FAMILIES: readonly (readonly [string, RegExp])[] = [
  ['smell', /\b(smells?|smelling|scent|whiff|odou?r|stinks?)\b/],
  ['dog', /\b(dogs?|hounds?)\b/],
  ['cat', /\bcats?\b/],
  ['bird', /\b(birds?|ravens?|crows?|sparrows?|magpies?|songbirds|owls?|jackdaws?)\b/],
  ['insect', /\b(moths?|bees?|spiders?|flies|wasps?|snails?)\b/],
  ['animal', /\b(animals|horses?|goats?|rats?|mice|bats?|frogs?)\b/],
  ['warmth', /\b(warm|warmth|warmer|heat)\b/],
  ['cold', /\b(cold|cool|cooler|chill|frost|ice|icy)\b/],
  [
    'sound',
    /\b(hums?|humming|rings?|ringing|whispers?|sings?|singing|ticking|rumbles?|crackles?|sighs?|bells?|notes?|tune)\b/,
  ],
  ['light', /\b(glows?|glitters?|light|shines?|shadows?|sparkles?)\b/],
  ['sleep', /\b(dreams?|sleeps?|asleep|wakes?|nightmares?)\b/],
  ['weight', /\b(heavy|heavier|lighter|weighs?|weight)\b/],
  ['place', /\b(found in a slightly different place|never where|turns? up|within reach|lose|lost)\b/],
  ['water', /\b(rain|damp|water|river)\b/],
  ['luck', /\b(cards|dice|wins?|luck|loses at)\b/],
  ['food', /\b(bread|milk|wine|honey|meal|food|ale)\b/],
  ['time', /\b(clocks?|dawn|sunset|midsummer|longest night|minute slow)\b/],
  ['truth', /\b(lies?|liar|truth|oath)\b/],
];

/**
 * A rule table whose alternatives of `symbols` carry their families as tags: each is offered only while its
 * families are unused ('!qf-smell') and uses them up when picked ('+qf-smell'), so the grammar itself keeps two
 * quirks apart, with no redrawing (which would favour the quirks that name nothing).
 */
export function withQuirkFamilies(rules: RuleSet, symbols: readonly string[]): RuleSet {
  const out: Record<string, readonly string[]> = { ...rules };
  for (const symbol of symbols) {
    out[symbol] = (rules[symbol] ?? []).map((alt) => {
      const clause = /^<([^>]*)> ?/.exec(alt);
      const body = clause ? alt.slice(clause[0].length) : alt;
      const families = [...quirkFamilies(body.replace(/#[^#]*#/g, ' '))];
      if (families.length === 0) return alt;
      const tags = families.flatMap((f) => [`!qf-${f}`, `+qf-${f}`]).join(' ');
      return `<${clause ? `${clause[1]} ` : ''}${tags}> ${body}`;
    });
  }
  return out;
}

/** The families a quirk (or any sentence) belongs to. */
export function quirkFamilies(text: string): Set<string> {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const [family, words] of FAMILIES) if (words.test(lower)) out.add(family);
  return out;
}

/** True when two texts share a family. */
export function sameQuirk(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const f of a) if (b.has(f)) return true;
  return false;
}

/** The senses an appearance already appeals to (a smell, a sound, warmth, cold), which a quirk should not repeat. */
export function sensoryFamilies(text: string): Set<string> {
  const all = quirkFamilies(text);
  return new Set([...all].filter((f) => f === 'smell' || f === 'sound' || f === 'warmth' || f === 'cold'));
}
