// Item names with epithets and makers ("Emberfall, the Foundry Maul", "Vessa’s Lantern of the Drowned Road",
// "the Cinderwrit Scroll of Fireball"), built from the record so the name agrees with the story.
import { possessive, titleCase } from '../../../engine/english.js';
import { MarkovNames } from '../../../engine/markov.js';
import type { Rng } from '../../../engine/rng.js';
import type { ItemForm } from './forms.js';
import type { Maker } from './makers.js';
import { promiseKept } from './promises.js';
import type { ThemeDef } from './themes.js';

export interface ItemName {
  /** The full name: 'Emberfall, the Foundry Maul'. */
  readonly name: string;
  /** How prose refers to it: 'Emberfall', 'Vessa’s Lantern', 'the Weeping Shield'. */
  readonly short: string;
  /** The coined word, when the name has one ('Emberfall'), so properties can avoid repeating it. */
  readonly coin: string;
}

export interface NameParts {
  readonly form: ItemForm;
  readonly theme: ThemeDef;
  /** The theme root chosen for this item ('Ember'); ability names reuse it. */
  readonly root: string;
  readonly maker: Maker;
  readonly eventWords: readonly string[];
  /** Places the story names: where the event happened, the maker's home, a nearby town. */
  readonly places: readonly string[];
  /** Scrolls: the spell's name, lower case as in the rules ('fireball'). */
  readonly spell?: string;
  /** What the item's rules text shows it does (promises.ts): a name word may only promise these. */
  readonly shows: ReadonlySet<string>;
  /**
   * What the game master typed that the name must carry: an 'of ...' ('Frog Breathing', 'Invisibility', 'the
   * North Wind') and an owner ('the Drowned King').
   */
  readonly typedTitle?: string;
  readonly typedOwner?: string;
}

/** Endings of coined names by what the item is: blades bite, armor wards, lanterns light. */
const TAILS: Record<string, readonly string[]> = {
  weapon: [
    'fall',
    'fang',
    'bite',
    'edge',
    'reaver',
    'cleaver',
    'brand',
    'wrath',
    'song',
    'call',
    'breaker',
    'thorn',
    'spite',
    'maw',
    'sting',
    'tooth',
    'claw',
    'fury',
    'mourn',
    'reach',
    'wake',
    'cleft',
    'fell',
    'rend',
    'strike',
    'hunger',
    'kiss',
  ],
  armor: [
    'ward',
    'wall',
    'guard',
    'shell',
    'mantle',
    'hold',
    'keep',
    'hide',
    'skin',
    'bastion',
    'bulwark',
    'watch',
    'heart',
    'oath',
    'vigil',
    'shield',
    'stand',
    'brace',
  ],
  kit: [
    'heart',
    'song',
    'eye',
    'veil',
    'whisper',
    'gleam',
    'call',
    'crown',
    'glass',
    'sight',
    'mark',
    'kiss',
    'tear',
    'bloom',
    'thread',
    'weave',
    'knot',
    'bind',
    'wake',
    'shade',
    'keeper',
    'voice',
    'watch',
    'dream',
    'light',
    'word',
  ],
  charged: [
    'call',
    'caller',
    'weaver',
    'speaker',
    'binder',
    'singer',
    'spire',
    'wright',
    'song',
    'word',
    'reach',
    'fall',
    'brand',
    'wake',
    'root',
    'tongue',
    'warden',
    'bringer',
    'keeper',
    'mark',
    'crown',
    'thorn',
    'spark',
    'sworn',
    'mourn',
  ],
  scroll: [
    'writ',
    'script',
    'scribe',
    'hand',
    'leaf',
    'quill',
    'page',
    'word',
    'verse',
    'mark',
    'letter',
    'ink',
    'screed',
    'glyph',
    'rede',
    'line',
    'rune',
    'psalm',
    'hymn',
    'folio',
    'scrawl',
    'chant',
    'tract',
    'lay',
    'cant',
    'note',
  ],
  potion: [
    'draught',
    'brew',
    'drop',
    'tear',
    'blood',
    'dew',
    'mead',
    'wine',
    'well',
    'spring',
    'sap',
    'tonic',
  ],
};

/** Words for the byname after the comma, by who made it: a smith’s work is the Foundry Maul. */
const FORGE_WORDS = ['Foundry', 'Forge', 'Anvil', 'Hammered'];
const MAKER_WORDS: Record<Maker['kind'], readonly string[]> = {
  smith: ['Guildmark', 'Master’s', 'Workshop', 'Journeyman’s'],
  order: ['Penitent', 'Oathkeeper’s', 'Chapter', 'Vigil', 'Templar’s'],
  people: ['Ancestral', 'Elder', 'Old Kings’', 'Forgotten'],
  mage: ['Tower', 'Spellwright’s', 'Magister’s', 'Arcanist’s'],
};

const ENDING_ADJECTIVES = [
  'Drowned',
  'Seventh',
  'Last',
  'Silent',
  'Broken',
  'Hollow',
  'Long',
  'Lost',
  'Weeping',
  'Crooked',
  'Burning',
  'Nameless',
];

/**
 * Roots any theme may borrow, so two fire swords are not always Ember-something. Only words that promise nothing
 * the item might not deliver: a 'Giantveil' with no giants, a 'Seastand' never near the sea, a 'Goldwatch' of
 * brass and hornbeam or a 'Nightthread' luckstone read as names meant for another item (blind read 4).
 */
const GENERAL_ROOTS = [
  'Raven',
  'Wolf',
  'Oath',
  // No metal: a 'Silverclaw' of steel and bronze reads as a name meant for another item (blind read 5).
  'Fox',
  'Bear',
  'Stone',
  'Crow',
  'Heart',
  'Hawk',
  'Lion',
  'Oak',
  'Thorn',
  'Grim',
  'True',
];

// Old names for named blades and relics, which we wrote; the chain invents more in the same sound.
const OLD_NAMES = [
  'Aldrenne',
  'Morgrath',
  'Caladrel',
  'Ysolwen',
  'Thandriel',
  'Veshara',
  'Orsolde',
  'Ilvarre',
  'Durnhelm',
  'Sarquen',
  'Belmarre',
  'Corvaine',
  'Halvenna',
  'Ostrevel',
  'Maelgrin',
  'Talvenor',
  'Ruenhilde',
  'Esquarel',
  'Fendrith',
  'Gwendrake',
  'Hesketh',
  'Ormund',
  'Sable',
  'Vantrel',
];
const oldNameModel = new MarkovNames(OLD_NAMES, { minLength: 5, maxLength: 9 });

function category(form: ItemForm): string {
  if (form.type === 'Weapon') return 'weapon';
  if (form.type === 'Armor') return 'armor';
  if (form.type === 'Scroll') return 'scroll';
  if (form.type === 'Potion') return 'potion';
  if (form.tags.includes('charged')) return 'charged';
  return 'kit';
}

/** Neutral adjectives for items whose theme the rules text does not show (no 'Burning' draught that never burns). */
const PLAIN_ADJECTIVES = [
  'Old',
  'Grey',
  'Quiet',
  'Faithful',
  'Patient',
  'Stubborn',
  'Wandering',
  'Crooked',
  'Silent',
  'Hollow',
  'Lost',
  'Sworn',
  'Widow’s',
  'Pilgrim’s',
  'Lesser',
  'Elder',
];

/** A coined compound from the theme root and a tail: 'Ember' + 'fall' = 'Emberfall'. */
export function coinName(
  root: string,
  cat: string,
  rng: Rng,
  avoid = '',
  ok: (word: string) => boolean = () => true,
): string {
  const tails = (TAILS[cat] ?? (TAILS.kit as readonly string[])).filter(
    (t) => t !== avoid.toLowerCase() && ok(t),
  );
  for (let i = 0; i < 8; i++) {
    const tail = rng.pick(tails);
    // "Wardward" and "Thornthorn" read as mistakes.
    if (!root.toLowerCase().endsWith(tail) && !tail.startsWith(root.toLowerCase())) {
      return `${root}${tail}`.replace(/(.)\1\1+/g, '$1$1');
    }
  }
  return `${root}${tails[0]}`;
}

/** Title case for a name's ending, keeping its article small: "of the Long Winter", not "of The Long Winter". */
function endingTitle(text: string): string {
  return titleCase(text).replace(/^The /, 'the ');
}

/** Event words that read as a noun after 'of the': 'of the Siege', not 'of the Heretic’s' or 'of the Drowned'. */
const NOT_ENDING = new Set([
  'Drowned',
  'Snowbound',
  'Umbral',
  'Homeward',
  'Oathbound',
  'Waking',
  'Deep',
  'Penitent',
  'Rebel',
  'Lazar',
  'Mercy',
]);

/**
 * What follows 'of' in 'Vessa’s Lantern of ...': the theme's own words, the event it was made for, or the place
 * the story opens in. Never a stock 'Nameless Shore' or 'Broken Star' that nothing in the text explains.
 */
function ending(
  theme: ThemeDef,
  places: readonly string[],
  eventWords: readonly string[],
  rng: Rng,
  ok: (w: string) => boolean,
): string {
  const roll = rng.next();
  const abstracts = theme.abstracts.filter(ok);
  const events = eventWords.filter((w) => !/’s$/.test(w) && !NOT_ENDING.has(w) && ok(w));
  if ((roll < 0.35 || (places.length === 0 && events.length === 0)) && abstracts.length > 0)
    return rng.pick(abstracts);
  if ((roll < 0.7 || places.length === 0) && events.length > 0) return `the ${rng.pick(events)}`;
  if (places.length > 0) return rng.pick(places);
  return `the ${rng.pick(ENDING_ADJECTIVES.filter(ok))} ${rng.pick(['Vigil', 'Oath', 'Watch', 'Road'])}`;
}

/** Names the item; every pattern carries at least two independent choices so names rarely repeat. */
export function nameItem(parts: NameParts, rng: Rng): ItemName {
  const { form, theme, maker } = parts;
  // Every word that promises an element, light or a foe is kept only if the item delivers it.
  const ok = (word: string) => promiseKept(word, parts.shows);
  const root = ok(parts.root) ? parts.root : rng.pick(GENERAL_ROOTS.filter(ok));
  // When the theme's words are mostly promises the item does not keep, the plain words join the few left.
  const themeAdjectives = theme.adjectives.filter(ok);
  const adjectives =
    themeAdjectives.length >= 4 ? themeAdjectives : [...themeAdjectives, ...PLAIN_ADJECTIVES.filter(ok)];
  const eventWords = parts.eventWords.filter(ok);
  const cat = category(form);
  const noun = rng.pick(form.nameNouns);
  const person = maker.kind === 'smith' || maker.kind === 'mage';
  const coinRoot = rng.chance(0.35) ? rng.pick(GENERAL_ROOTS.filter(ok)) : root;
  let coin = coinName(coinRoot, cat, rng, '', ok);
  if (rng.chance(0.22) && cat !== 'scroll' && cat !== 'potion') {
    // An old name from the chain, unless it happens to promise something (a 'Dawnel' that gives no light).
    const old = oldNameModel.generate(rng);
    if (ok(old)) coin = old;
  }
  // Only places the story names (record.ts): 'of Tiverly' on an item whose text never goes there reads as a slip.
  // A place is a promise too: a lightless axe is not 'of Brightfield'.
  const places = parts.places.filter(ok);
  const place = places.length > 0 ? rng.pick(places) : '';
  const ofPlace = place ? ` of ${place}` : '';

  // A typed 'of ...' or owner is the name's core: the Potion of Frog Breathing, the Drowned King's Signet Ring.
  if (parts.typedTitle || parts.typedOwner) {
    const Noun = form.nameNouns[0] ?? titleCase(form.noun);
    const of = parts.typedTitle ? `${Noun} of ${parts.typedTitle}` : `${Noun} of ${parts.typedOwner}`;
    const roll = rng.next();
    if (parts.typedTitle && parts.typedOwner)
      return {
        name: `${possessive(parts.typedOwner.replace(/^the /, 'The '))} ${Noun} of ${parts.typedTitle}`.replace(
          /^The /,
          'the ',
        ),
        short: `the ${Noun.toLowerCase()}`,
        coin: '',
      };
    // An owner typed is whose it was: the maker does not claim it too.
    if (parts.typedOwner && roll < 0.35)
      return {
        name: `${possessive(parts.typedOwner).replace(/^the /, 'The ')} ${Noun}`,
        short: `the ${Noun.toLowerCase()}`,
        coin: '',
      };
    if (person && !parts.typedOwner && roll < 0.3)
      return {
        name: `${possessive(maker.first)} ${of}`,
        short: `${possessive(maker.first)} ${Noun.toLowerCase()}`,
        coin: '',
      };
    if (roll < 0.55 && cat !== 'potion' && cat !== 'scroll')
      return { name: `${coin}, ${of}`, short: coin, coin };
    return { name: of.charAt(0).toUpperCase() + of.slice(1), short: `the ${Noun.toLowerCase()}`, coin: '' };
  }

  if (cat === 'scroll') {
    const spell = titleCase(parts.spell ?? 'wonders');
    const scrollNoun =
      maker.kind === 'order' && rng.chance(0.4)
        ? 'Canticle'
        : maker.kind === 'people' && rng.chance(0.4)
          ? 'Roll'
          : rng.pick(['Scroll', 'Scroll', 'Scroll', 'Writ', 'Leaf']);
    const roll = rng.next();
    if (person && roll < 0.35) {
      const name = `${possessive(maker.first)} ${scrollNoun} of ${spell}`;
      return { name, short: `${possessive(maker.first)} ${scrollNoun.toLowerCase()}`, coin: '' };
    }
    // Named for the town where it was found or written, like the scrolls of a famous library.
    const town = places.find((p) => !p.includes(' '));
    if (town && roll < 0.7)
      return { name: `${town} ${scrollNoun} of ${spell}`, short: `the ${town} ${scrollNoun}`, coin: '' };
    const writ = coinName(coinRoot, 'scroll', rng, scrollNoun, ok);
    return { name: `${writ} ${scrollNoun} of ${spell}`, short: `the ${writ} ${scrollNoun}`, coin: writ };
  }

  if (cat === 'potion') {
    const roll = rng.next();
    if (person && roll < 0.4) {
      const name = `${possessive(maker.first)} ${noun} of ${endingTitle(ending(theme, places, parts.eventWords, rng, ok))}`;
      return { name, short: `${possessive(maker.first)} ${noun}`, coin: '' };
    }
    if (roll < 0.7) {
      const brew = coinName(coinRoot, 'potion', rng, '', ok);
      return { name: `${brew}${ofPlace}`, short: brew, coin: brew };
    }
    const adjective = rng.pick(adjectives);
    return { name: `${adjective} ${noun}${ofPlace}`, short: `the ${adjective} ${noun}`, coin: '' };
  }

  const gear = cat === 'weapon' || cat === 'armor';
  const patterns: [string, number][] = [
    ['epithet', gear ? 55 : cat === 'charged' ? 30 : 18],
    ['possessive', person ? (gear ? 18 : 32) : 0],
    ['place', !place ? 0 : gear ? 14 : 20],
    // "the Lantern of the Lantern Compass" stutters: an order already named for the noun lends no name.
    // A people or order named for an element ('the Ember Clans') lends its name only to an item that wields it.
    [
      'lineage',
      person || maker.lineage.toLowerCase().includes(noun.toLowerCase()) || !ok(maker.lineage)
        ? 0
        : gear
          ? 18
          : 25,
    ],
    ['coined', gear ? 0 : 18],
  ];
  switch (rng.weightedEntry(patterns)) {
    case 'epithet': {
      const qualifier =
        rng.chance(0.55) && eventWords.length > 0
          ? rng.pick(eventWords)
          : rng.chance(0.6)
            ? rng.pick(
                maker.kind === 'smith' && /smith|armorer|bellfounder/.test(form.craft)
                  ? FORGE_WORDS
                  : MAKER_WORDS[maker.kind],
              )
            : rng.pick(adjectives);
      return { name: `${coin}, the ${qualifier} ${noun}`, short: coin, coin };
    }
    case 'possessive': {
      const name = `${possessive(maker.first)} ${noun} of ${endingTitle(ending(theme, places, parts.eventWords, rng, ok))}`;
      return { name, short: `${possessive(maker.first)} ${noun}`, coin: '' };
    }
    case 'place': {
      const adjective = rng.pick(adjectives);
      return { name: `${adjective} ${noun}${ofPlace}`, short: `the ${adjective} ${noun}`, coin: '' };
    }
    case 'lineage': {
      // Orders and peoples lend their own name: "Emberheart, Ring of the Ash Queens".
      return { name: `${coin}, ${noun} of ${maker.lineage}`, short: coin, coin };
    }
    default: {
      return { name: `${coin} ${noun}${ofPlace}`, short: `the ${coin} ${noun}`, coin };
    }
  }
}
