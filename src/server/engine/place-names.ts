// Names of places and bodies of people (towns, rivers, roads, inns, guilds, orders, ruins) shared by every kind.
import { plural, titleCase } from './english.js';
import { MarkovNames } from './markov.js';
import { PLACE } from './name-data.js';
import type { Rng } from './rng.js';

const townModel = new MarkovNames(PLACE.townTraining, { minLength: 5, maxLength: 11 });

function compound(heads: readonly string[], tails: readonly string[], rng: Rng): string {
  for (;;) {
    const head = rng.pick(heads);
    const tail = rng.pick(tails);
    if (head.toLowerCase() !== tail.toLowerCase()) return head + tail;
  }
}

/** A town or village: "Ashford", "Kettlemere", or an invented name in the same sound ("Marrowby"). */
export function townName(rng: Rng): string {
  return rng.chance(0.65) ? compound(PLACE.townHead, PLACE.townTail, rng) : townModel.generate(rng);
}

/**
 * A named spot in the country: a ford, a pass, a hill fort ("Kettle Ford", "Raven Tor"). A head and a tail that are
 * the same word ("Mill Mill") are drawn again; any other name is drawn as it always was.
 */
export function siteName(rng: Rng): string {
  for (;;) {
    const head = rng.pick(PLACE.townHead);
    const tail = rng.pick(PLACE.siteTail);
    if (head.toLowerCase() !== tail.toLowerCase()) return `${head} ${tail}`;
  }
}

/** A river, with its article: "the Wendle", "the River Tamock". */
export function riverName(rng: Rng): string {
  const name = compound(PLACE.riverHead, PLACE.riverTail, rng);
  return rng.chance(0.5) ? `the ${name}` : `the River ${name}`;
}

/** A town street: "Tallow Lane", "Rope Walk". */
export function streetName(rng: Rng): string {
  return `${rng.pick(PLACE.roadHead)} ${rng.pick(PLACE.roadTail)}`;
}

/** A road out of town, lower-case as people say it: "the east road", "the quarry road". */
export function roadName(rng: Rng): string {
  return `the ${rng.pick(PLACE.directions)} road`;
}

/** An inn or tavern, with its article: "the Gilded Goose", "the Crow and Kettle", "the Three Owls". */
export function innName(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.6) return `the ${rng.pick(PLACE.innAdjective)} ${rng.pick(PLACE.innNoun)}`;
  if (roll < 0.85) {
    const [a, b] = rng.sample(PLACE.innNoun, 2);
    return `the ${a} and ${b}`;
  }
  const noun = rng.pick(PLACE.innNoun);
  // plural() knows Ferrymen and Compasses; a bare "s" wrote "the Nine Compasss".
  return `the ${rng.pick(PLACE.counted)} ${plural(noun)}`;
}

/**
 * A guild, with its article. Given a trade in the plural ("smiths", "ferrymen") it names the trade: "the Smiths’
 * Guild", "the Worshipful Company of Ferrymen"; without one, a metal-named guild such as "the Copper Guild".
 */
export function guildName(rng: Rng, tradePlural?: string): string {
  const trade = tradePlural && /^[a-z][a-z -]*$/i.test(tradePlural) ? titleCase(tradePlural) : undefined;
  if (!trade) return `the ${rng.pick(PLACE.metals)} Guild`;
  const roll = rng.next();
  if (roll < 0.55) return `the ${trade}’ Guild`.replace(/([^s])’ Guild$/, '$1’s Guild');
  if (roll < 0.8) return `the Worshipful Company of ${trade}`;
  return `the Honourable Society of ${trade}`;
}

export type OrganisationKind = 'order' | 'gang' | 'company' | 'house' | 'circle' | 'band';

/** An organisation's name, with its article where English wants one. */
export function organisationName(rng: Rng, kind: OrganisationKind, family?: string): string {
  switch (kind) {
    case 'order':
      return `the Order of the ${rng.pick(PLACE.orderAdjective)} ${rng.pick(PLACE.orderNoun)}`;
    case 'gang':
      return `the ${rng.pick(PLACE.orderAdjective)} ${rng.pick(PLACE.gangNoun)}`;
    case 'company':
      return `the ${family ?? rng.pick(PLACE.townHead)} ${rng.pick(PLACE.companyNoun)}`;
    case 'house':
      return `House ${family ?? compound(PLACE.townHead, PLACE.townTail, rng)}`;
    case 'circle':
      return `the Circle of the ${rng.pick(PLACE.orderNoun)}`;
    case 'band':
      return `the ${rng.pick(PLACE.orderAdjective)} ${rng.pick(PLACE.orderNoun)} band`;
  }
}

/** A ruin or dungeon: "the Sunken Abbey of Marrowick", "the Old Keep". */
export function ruinName(rng: Rng): string {
  const head = rng.pick(PLACE.ruinHead);
  const adjective = rng.pick(PLACE.ruinAdjective);
  return rng.chance(0.5) ? `the ${adjective} ${head} of ${townName(rng)}` : `the ${adjective} ${head}`;
}
