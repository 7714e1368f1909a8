// Who made an item: a named artisan, a holy or knightly order, a lost people or an archmage, built from the engine's
// names and places, with the mark they left on their work and the words prose uses for them.
import type { ItemArtStyle } from '../../../../shared/kinds/magic-item.js';
import { IT_PRONOUNS, possessive, pronounsFor } from '../../../engine/english.js';
import type { Person, RuleSet } from '../../../engine/grammar.js';
import { MarkovNames } from '../../../engine/markov.js';
import { type NameRace, personName, pickCulture } from '../../../engine/names.js';
import type { Deity } from '../../../engine/pantheon.js';
import { organisationName, townName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import { worldPick } from '../../../engine/world-pick.js';
import type { ItemForm } from './forms.js';
import { promisesOf } from './promises.js';
import type { ThemeId } from './themes.js';

/** An order or circle is one body: 'it was', 'its'. (A blind read met 'the Order of X were' beside 'its knights'.) */
const ORDER_PRONOUNS = IT_PRONOUNS;

export type MakerKind = 'smith' | 'order' | 'people' | 'mage';

/** The maker as prose sees them: a Person (pronouns for individuals, plural "they" for orders and peoples). */
export type Maker = Person & MakerFields;

interface MakerFields {
  readonly kind: MakerKind;
  /** First mention, mid-sentence: 'the dwarven smith Brunna Coalhand', 'the Order of the Quiet Bell'. */
  readonly intro: string;
  /** Later mentions: 'Brunna', 'the order', 'the Glass-Singers'. */
  readonly short: string;
  readonly poss: string;
  /** The mark on their work, with its article: 'a broken anvil', 'a quiet bell'. */
  readonly mark: string;
  /** Where they worked or ruled. */
  readonly home: string;
  /** What they were: 'smith', 'archmage'; for orders and peoples, their members: 'knights', 'priests'. */
  readonly role: string;
  /** What names an item after them: 'Brunna', 'the Quiet Bell', 'Aurel', 'the Glass-Singers'. */
  readonly lineage: string;
  /** Languages a sentient item of theirs speaks. */
  readonly languages: string;
  /** The tag naming their culture: 'dwarven', 'lost people'. */
  readonly culture: string;
  /** Grammar tags: kind and, for individuals, people. */
  readonly tags: readonly string[];
}

const RACE_ADJECTIVE: Record<NameRace, string> = {
  human: 'human',
  elf: 'elven',
  dwarf: 'dwarven',
  halfling: 'halfling',
  gnome: 'gnomish',
  'half-elf': 'half-elven',
  'half-orc': 'half-orc',
  tiefling: 'tiefling',
  dragonborn: 'dragonborn',
};
const RACE_LANGUAGES: Record<NameRace, string> = {
  human: 'Common',
  elf: 'Common and Elvish',
  dwarf: 'Common and Dwarvish',
  halfling: 'Common and Halfling',
  gnome: 'Common and Gnomish',
  'half-elf': 'Common and Elvish',
  'half-orc': 'Common and Orc',
  tiefling: 'Common and Infernal',
  dragonborn: 'Common and Draconic',
};

const BASE_RACE_WEIGHTS: Record<NameRace, number> = {
  human: 30,
  dwarf: 14,
  elf: 12,
  gnome: 8,
  halfling: 6,
  'half-elf': 8,
  'half-orc': 5,
  tiefling: 6,
  dragonborn: 5,
};

/** Art styles lean toward the peoples whose work looks that way. */
const STYLE_RACES: Record<ItemArtStyle, Partial<Record<NameRace, number>>> = {
  Fantasy: {},
  Medieval: { human: 2.5, dwarf: 1.2 },
  Gothic: { human: 1.5, tiefling: 2.5, elf: 1.2 },
  Ethereal: { elf: 3, 'half-elf': 1.5, tiefling: 1.3 },
  'Dark Fantasy': { tiefling: 3, 'half-orc': 2.5, human: 1.2 },
  Steampunk: { gnome: 5, human: 1.5, dwarf: 1.5 },
  Elven: { elf: 6, 'half-elf': 2 },
  Dwarven: { dwarf: 7 },
};

/** Trades some peoples are famous for. */
const CRAFT_RACES: Record<string, Partial<Record<NameRace, number>>> = {
  weaponsmith: { dwarf: 2.5, 'half-orc': 1.5, dragonborn: 1.5 },
  armorer: { dwarf: 3, dragonborn: 1.5 },
  bellfounder: { dwarf: 2 },
  bowyer: { elf: 3, 'half-elf': 1.5, halfling: 1.3 },
  jeweler: { dwarf: 1.5, elf: 1.5, gnome: 1.5 },
  weaver: { elf: 2, halfling: 1.5 },
  tinker: { gnome: 4 },
  artificer: { gnome: 3 },
  clockmaker: { gnome: 4 },
  glassblower: { gnome: 2, elf: 1.3 },
  cobbler: { halfling: 2.5 },
  chandler: { halfling: 2 },
  alchemist: { gnome: 2, tiefling: 1.5 },
  luthier: { elf: 2, halfling: 1.5 },
};

const MAGE_RACES: Record<NameRace, number> = {
  human: 30,
  elf: 20,
  tiefling: 12,
  gnome: 10,
  'half-elf': 12,
  dragonborn: 4,
  dwarf: 4,
  halfling: 4,
  'half-orc': 3,
};

/** Maker kinds by what the item is: smiths make swords, archmages make wands. */
const KIND_WEIGHTS: Record<string, readonly (readonly [MakerKind, number])[]> = {
  gear: [
    ['smith', 50],
    ['order', 25],
    ['people', 15],
    ['mage', 10],
  ],
  kit: [
    ['smith', 32],
    ['order', 15],
    ['people', 25],
    ['mage', 28],
  ],
  charged: [
    ['smith', 10],
    ['order', 15],
    ['people', 20],
    ['mage', 55],
  ],
  // Alchemists and mages brew most draughts; a knightly order or a circle brews few, and four of them in one
  // account's potions all read 'the Order of the ... brewed this' (reader round 2).
  potion: [
    ['smith', 50],
    ['order', 8],
    ['people', 12],
    ['mage', 30],
  ],
  scroll: [
    ['smith', 25],
    ['order', 30],
    ['people', 15],
    ['mage', 30],
  ],
};

// Marks pair an adjective with a noun; creatures can sleep or weep, objects can only be broken or crowned.
const OBJECT_ADJECTIVES = [
  'broken',
  'crowned',
  'winged',
  'burning',
  'crooked',
  'starlit',
  'split',
  'knotted',
  'twin',
  'rusted',
  'chained',
  'hollow',
  'toppled',
  'banded',
  'thorned',
  'gilded',
];
const CREATURE_ADJECTIVES = [
  'sleeping',
  'blind',
  'three-legged',
  'weeping',
  'hooded',
  'crowned',
  'winged',
  'drowned',
  'laughing',
  'chained',
  'haloed',
  'silent',
];
const CREATURES = new Set(['wolf’s head', 'raven', 'stag', 'fish', 'owl', 'hare', 'serpent', 'eye', 'hand']);
/** Other words for a craft, for a sword's or an armour's maker. */
const CRAFT_WORDS: Readonly<Record<string, readonly string[]>> = {
  weaponsmith: ['weaponsmith', 'smith', 'weaponsmith', 'master smith'],
  armorer: ['armorer', 'master armorer', 'armorer', 'smith'],
};
const SWORD_CRAFT_WORDS = ['weaponsmith', 'swordsmith', 'bladesmith', 'swordsmith'];
const FORGE_CRAFTS = new Set(['weaponsmith', 'armorer', 'bellfounder', 'locksmith', 'silversmith']);
const MARK_NOUNS: Record<string, readonly string[]> = {
  forge: ['anvil', 'hammer', 'chisel', 'horseshoe', 'star', 'wolf’s head'],
  smith: [
    'star',
    'wolf’s head',
    'key',
    'raven',
    'bell',
    'stag',
    'ring',
    'oak leaf',
    'fish',
    'owl',
    'moon',
    'hare',
  ],
  mage: [
    'eye',
    'moon',
    'serpent',
    'hand',
    'tower',
    'spiral',
    'owl',
    'candle',
    'mask',
    'star',
    'key',
    'triangle',
  ],
};
const SIGIL_SETTINGS = [
  'within a ring of thorns',
  'inside a seven-pointed star',
  'over a crescent',
  'between two keys',
  'under a little crown',
  'ringed with tiny stars',
  'in a circle of cramped script',
];

/** What an order paints on its shields, by the noun in its name: the Order of the Quiet Oath shows clasped hands. */
const ORDER_EMBLEMS: Record<string, string> = {
  Bell: 'a bell',
  Hand: 'an open hand',
  Lantern: 'a lantern',
  Key: 'a key',
  Rose: 'a rose',
  Crown: 'a crown',
  Compass: 'a compass rose',
  Thread: 'a knotted thread',
  Tower: 'a tower',
  Candle: 'a candle',
  Coin: 'a coin',
  Quill: 'a quill',
  Mask: 'a mask',
  Scale: 'a pair of scales',
  Oath: 'a pair of clasped hands',
  Anchor: 'an anchor',
  Feather: 'a feather',
  Door: 'a door',
};
// Only colours make sense on an emblem: "a crimson rose", but not "a patient rose".
const EMBLEM_COLOURS = new Set([
  'Grey',
  'Silver',
  'Crimson',
  'Sable',
  'Amber',
  'Gilded',
  'Ashen',
  'Tarnished',
]);

/** Lost peoples: what they were called, and (some) which themes their work leaned toward. */
const PEOPLES: readonly (readonly [string, readonly ThemeId[]])[] = [
  ['Glass-Singers', ['psychic', 'force', 'radiant']],
  ['Salt Kings', ['cold', 'acid', 'lightning']],
  ['Barrow-Lords', ['necrotic', 'cold']],
  ['Star-Wardens', ['radiant', 'force']],
  ['Ash Queens', ['fire', 'necrotic']],
  ['Tide-Speakers', ['cold', 'lightning', 'thunder']],
  ['Bone Choir', ['necrotic', 'thunder', 'psychic']],
  ['Lantern-Folk', ['radiant', 'fire']],
  ['Deep Wardens', ['thunder', 'acid', 'force']],
  ['Moon-Weavers', ['psychic', 'radiant', 'cold']],
  ['Storm-Priests', ['lightning', 'thunder']],
  ['River Kings', ['cold', 'poison', 'lightning']],
  ['Iron Tribes', ['fire', 'thunder']],
  ['Hollow Princes', ['necrotic', 'psychic', 'poison']],
  ['Sun-Callers', ['radiant', 'fire']],
  ['Mask-Wrights', ['psychic', 'poison']],
  ['Ember Clans', ['fire']],
  ['Frost Jarls', ['cold', 'thunder']],
  ['Dream-Walkers', ['psychic']],
  ['Serpent Court', ['poison', 'acid']],
  ['Thorn-Kin', ['poison', 'acid', 'psychic']],
  ['Deep Bell-Founders', ['thunder', 'force']],
];
const PEOPLE_SCRIPTS = [
  'spiral script',
  'knotwork runes',
  'hooked glyphs',
  'dot-and-line writing',
  'tiny carved pictograms',
  'interlocking sigils',
];

// Names of drowned and buried cities, which we wrote; the chain invents more in the same sound.
const ANCIENT_PLACES = [
  'Ysmere',
  'Aurenthal',
  'Kethrynn',
  'Orsanne',
  'Mirrowen',
  'Thalassor',
  'Ilvaran',
  'Quessa',
  'Dunmorrow',
  'Seraphel',
  'Vhaldris',
  'Nyrith',
  'Essarion',
  'Tolvane',
  'Ahrimel',
  'Sorrowen',
  'Valquen',
  'Ithrael',
  'Morvayne',
  'Erethon',
  'Qadrith',
  'Umbrasse',
  'Kaelmora',
  'Vessary',
  'Orlethan',
  'Castaval',
];
const ancientModel = new MarkovNames(ANCIENT_PLACES, { minLength: 5, maxLength: 9 });

/** A lost city's name: mostly invented by the chain, so each item's lost people live somewhere new. */
export function ancientPlace(rng: Rng): string {
  return rng.chance(0.8) ? ancientModel.generate(rng) : rng.pick(ANCIENT_PLACES);
}

const MAGE_TITLES: readonly (readonly [string, (t: ThemeId, tags: readonly string[]) => number])[] = [
  ['wizard', () => 3],
  ['sorcerer', (t) => (t === 'fire' || t === 'lightning' || t === 'cold' ? 2 : 1)],
  ['warlock', (t) => (t === 'necrotic' || t === 'psychic' || t === 'poison' ? 2 : 0.7)],
  ['necromancer', (t) => (t === 'necrotic' ? 4 : 0)],
  ['enchanter', (t) => (t === 'psychic' ? 3 : 0.3)],
  ['evoker', (t) => (t === 'fire' || t === 'lightning' || t === 'force' || t === 'thunder' ? 2 : 0)],
  ['diviner', (_t, tags) => (tags.some((x) => x === 'orb' || x === 'mirror' || x === 'book') ? 4 : 0.4)],
  ['abjurer', (_t, tags) => (tags.includes('armor') || tags.includes('shield') ? 3 : 0.4)],
  ['transmuter', (t, tags) => (t === 'acid' || tags.includes('potion') ? 3 : 0.3)],
  ['druid', (t, tags) => (t === 'poison' || t === 'cold' || tags.includes('wooden') ? 2 : 0.3)],
];

/** "sleeping raven", "broken anvil": an adjective that suits the noun (every adjective starts with a consonant). */
/** A mark's words, each half the account's least used: a 'starlit' mark came back item after item (reader round 2). */
function markWords(nouns: readonly string[], rng: Rng): string {
  const noun = worldPick(rng, `mark-noun-${nouns[0]}`, nouns);
  const creature = CREATURES.has(noun);
  return `${worldPick(rng, creature ? 'mark-adj-creature' : 'mark-adj-object', creature ? CREATURE_ADJECTIVES : OBJECT_ADJECTIVES)} ${noun}`;
}

function emblem(adjective: string, noun: string): string {
  const base = ORDER_EMBLEMS[noun] ?? `a ${noun.toLowerCase()}`;
  if (!EMBLEM_COLOURS.has(adjective) || base.startsWith('a pair') || base.startsWith('a compass'))
    return base;
  const colour = adjective.toLowerCase();
  return `${/^[aeiou]/.test(colour) ? 'an' : 'a'} ${colour} ${base.replace(/^an? /, '')}`;
}

/**
 * An Elven or Dwarven piece is made by that people: 'pale elven steel' from a dwarven smith, or a dwarven helm
 * from an elven tinker, reads as a mistake (reader round 2). The other styles only lean.
 */
const STYLE_PEOPLE: Partial<Record<ItemArtStyle, readonly NameRace[]>> = {
  Elven: ['elf', 'half-elf'],
  Dwarven: ['dwarf'],
};

function raceFor(style: ItemArtStyle, craft: string, base: Record<NameRace, number>, rng: Rng): NameRace {
  const only = STYLE_PEOPLE[style];
  const entries = Object.entries(base).map(([race, w]) => {
    const r = race as NameRace;
    return [r, w * (STYLE_RACES[style][r] ?? 1) * (CRAFT_RACES[craft]?.[r] ?? 1)] as const;
  });
  const own = only ? entries.filter(([r, w]) => only.includes(r) && w > 0) : [];
  return rng.weightedEntry(own.length > 0 ? own : entries);
}

/** The maker category an item's form belongs to. */
function makerClass(form: ItemForm): string {
  if (form.tags.includes('gear')) return 'gear';
  if (form.tags.includes('charged')) return 'charged';
  if (form.type === 'Potion') return 'potion';
  if (form.type === 'Scroll') return 'scroll';
  return 'kit';
}

function randomGender(rng: Rng): 'male' | 'female' | 'non-binary' {
  return rng.weightedEntry([
    ['male', 47],
    ['female', 47],
    ['non-binary', 6],
  ] as const);
}

function individual(
  kind: 'smith' | 'mage',
  race: NameRace,
  role: string,
  rng: Rng,
): Person & Omit<MakerFields, 'intro' | 'mark' | 'lineage'> {
  const gender = randomGender(rng);
  const name = personName(pickCulture(race, rng), gender, rng);
  const full = name.last ? `${name.first} ${name.last}` : name.first;
  const home = townName(rng);
  return {
    kind,
    name: full,
    first: name.first,
    last: name.last,
    pronouns: pronounsFor(gender),
    short: name.first,
    poss: possessive(name.first),
    home,
    role,
    languages: RACE_LANGUAGES[race],
    culture: RACE_ADJECTIVE[race],
    tags: [`mk-${kind}`, `c-${race}`, 'mk-person'],
  };
}

/** Chooses and names the maker; the art style, the form and the theme all lean the choice. */
export function buildMaker(
  form: ItemForm,
  theme: ThemeId,
  style: ItemArtStyle,
  tier: number,
  deity: Deity,
  rng: Rng,
): Maker {
  // Artifacts come from the old world more often than from a living workshop.
  const weights = KIND_WEIGHTS[makerClass(form)] as readonly (readonly [MakerKind, number])[];
  const kind = rng.weightedEntry(
    weights.map(([k, w]) => [k, tier >= 5 && (k === 'people' || k === 'mage') ? w * 2 : w] as const),
  );
  switch (kind) {
    case 'smith': {
      const race = raceFor(style, form.craft, BASE_RACE_WEIGHTS, rng);
      const base = individual('smith', race, form.craft, rng);
      const adjective = race === 'human' ? base.home : RACE_ADJECTIVE[race];
      // A swordsmith is a weaponsmith too: the other words keep ten swords' makers from one mould.
      const craftWord = /sword|sabre|saber|rapier|scimitar|falchion|cutlass/.test(form.noun)
        ? rng.pick(SWORD_CRAFT_WORDS)
        : rng.pick(CRAFT_WORDS[form.craft] ?? [form.craft]);
      return {
        ...base,
        intro: `the ${adjective} ${craftWord} ${base.name}`,
        // Mark adjectives all start with a consonant, so "a" is always right.
        mark: `a ${markWords(MARK_NOUNS[FORGE_CRAFTS.has(form.craft) ? 'forge' : 'smith'] as readonly string[], rng)}`,
        lineage: base.first,
      };
    }
    case 'mage': {
      const race = raceFor(style, 'mage', MAGE_RACES, rng);
      const title =
        tier >= 4 && rng.chance(0.6)
          ? 'archmage'
          : rng.weighted(MAGE_TITLES, ([, w]) => w(theme, form.tags))[0];
      const base = individual('mage', race, title, rng);
      const schooled = !['druid', 'warlock', 'sorcerer'].includes(title);
      const sigil = `${markWords(MARK_NOUNS.mage as readonly string[], rng)} ${rng.pick(SIGIL_SETTINGS)}`;
      return {
        ...base,
        intro: `the ${race === 'human' ? '' : `${RACE_ADJECTIVE[race]} `}${title} ${base.name}`,
        mark: `${/^[aeiou]/.test(sigil) ? 'an' : 'a'} ${sigil}`,
        lineage: base.first,
        // Wizards went to academies; druids, warlocks and sorcerers did not.
        tags: [...base.tags, schooled ? 'mk-schooled' : 'mk-unschooled'],
      };
    }
    case 'order': {
      const priests = rng.chance(0.35);
      const home = townName(rng);
      const members = form.tags.includes('gear')
        ? priests
          ? rng.pick(['templars', 'temple-smiths'])
          : 'knights'
        : priests
          ? 'priests'
          : 'monks';
      if (priests) {
        return {
          kind,
          name: `the ${members} of ${deity.name}`,
          first: `the ${members}`,
          last: '',
          pronouns: pronounsFor('non-binary'),
          // Told two ways, so an account's several temple-made pieces do not all open on one phrase.
          intro: [
            `the ${members} of ${deity.name} at ${home}`,
            `the ${home} ${members} of ${deity.name}`,
            `the ${members} of ${deity.name}’s house at ${home}`,
          ][(home.length + deity.name.length) % 3] as string,
          short: `the ${members}`,
          poss: `the ${members}’`,
          mark: deity.symbol,
          home,
          role: members,
          lineage: deity.name,
          languages: 'Common and Celestial',
          culture: 'holy order',
          tags: ['mk-order', 'mk-priests', 'holy'],
        };
      }
      const orgKind = rng.chance(0.8) ? 'order' : 'circle';
      // The engine's word lists share words: 'the Order of the Lantern Lantern' is drawn again.
      let name = organisationName(rng, orgKind);
      for (let i = 0; i < 6 && /\b(\w+) \1$/.test(name); i++) name = organisationName(rng, orgKind);
      const m = /of the (?:(\w+) )?(\w+)$/.exec(name);
      const adjective = m?.[1] ?? '';
      const noun = m?.[2] ?? 'Oath';
      const nameWord = adjective ? `${adjective} ${noun}` : noun;
      const short = orgKind === 'order' ? 'the order' : 'the circle';
      return {
        kind,
        name,
        first: short,
        last: '',
        // One body, as its own lines tell it ('its hall', 'its members'): 'the Order … lost its nerve', never 'their'.
        pronouns: ORDER_PRONOUNS,
        intro: name,
        short,
        poss: `${short}’s`,
        mark: emblem(adjective, noun),
        home,
        role: members,
        lineage: `the ${nameWord}`,
        languages: 'Common',
        culture: orgKind === 'order' ? 'knightly order' : 'mystic circle',
        tags: ['mk-order', orgKind === 'order' ? 'mk-knights' : 'mk-circle'],
      };
    }
    case 'people': {
      const fitting = PEOPLES.filter(([, themes]) => themes.includes(theme));
      // Any other people only if its name promises no element of its own: the Frost Jarls make no fire blade.
      const neutral = PEOPLES.filter(([n, themes]) => themes.includes(theme) || promisesOf(n).size === 0);
      const [people] = rng.pick(fitting.length > 0 && rng.chance(0.75) ? fitting : neutral);
      const home = ancientPlace(rng);
      const name = `the ${people} of ${home}`;
      return {
        kind,
        name,
        first: `the ${people}`,
        last: '',
        pronouns: pronounsFor('non-binary'),
        intro: name,
        short: `the ${people}`,
        poss: `the ${people}’`,
        mark: `the ${rng.pick(PEOPLE_SCRIPTS)} of the ${people}`,
        home,
        role: 'people',
        lineage: `the ${people}`,
        languages: 'Common and a tongue no one has spoken for a thousand years',
        culture: home,
        tags: ['mk-people', 'ancient'],
      };
    }
  }
}

/** Making verbs by craft, as [past tense, participle]: "Brunna wove it", "a cloak woven by Brunna". */
export const MADE_BY_CRAFT: Record<string, readonly [string, string]> = {
  weaponsmith: ['forged', 'forged'],
  armorer: ['forged', 'forged'],
  bellfounder: ['cast', 'cast'],
  bowyer: ['shaped', 'shaped'],
  'crossbow-maker': ['built', 'built'],
  woodcarver: ['carved', 'carved'],
  leatherworker: ['stitched', 'stitched'],
  jeweler: ['fashioned', 'fashioned'],
  weaver: ['wove', 'woven'],
  cobbler: ['stitched', 'stitched'],
  glassblower: ['blew', 'blown'],
  bookbinder: ['bound', 'bound'],
  tinker: ['built', 'built'],
  chandler: ['poured', 'poured'],
  hornwright: ['carved', 'carved'],
  luthier: ['built', 'built'],
  'pipe-maker': ['carved', 'carved'],
  'drum-maker': ['built', 'built'],
  locksmith: ['cut', 'cut'],
  silversmith: ['raised', 'raised'],
  alchemist: ['brewed', 'brewed'],
  scribe: ['wrote', 'written'],
  artificer: ['built', 'built'],
  clockmaker: ['built', 'built'],
};

/** A maker's life before the item, for the history's first sentence (past tense, so no verb agreement). */
export const MAKER_RULES: RuleSet = {
  pb_what: [
    'built their halls into the hillsides',
    'kept their calendars by the stars',
    'buried their dead with their tools',
    'traded with everyone and trusted no one',
    'wrote everything twice, once in ink and once in stone',
    'were ruled by a council of smiths',
    'counted their wealth in songs rather than gold',
  ],
  pb_left: [
    'little of their work survives outside tombs and collectors’ cabinets',
    'their roads are still used by people who have never heard their name',
    'their script was deciphered only a century ago',
    'their descendants, if any, do not admit to it',
    'their ruins are picked over by every treasure-hunter in the region',
  ],
  kb_what: [
    'took in the younger children of poor families',
    'held a ford on the road to #maker.home# for three generations',
    'swore its members to poverty and kept them to it',
    'answered to no lord but its own grand master',
    'kept a hospital for travellers as well as a fortress',
  ],
  kb_then: [
    'its hall at #maker.home# still stands, though empty',
    'its last members are old and few, and still keep the old hours',
    'its banners hang in half the chapels of the region',
    'its records were burned when its last castle fell',
  ],
  mk_teacher: [
    'an aunt who was better at it, and spent a lifetime trying to prove otherwise',
    'a master who never once said a kind word, and was missed terribly when gone',
    'a one-eyed journeyman who worked for beer and taught for nothing',
    'a parent who wanted #maker.them# to be anything else',
    'the temple workshop, where the lesson was always patience',
  ],
  maker_bio: [
    '<mk-smith> #maker.intro.capitalize# learned the trade in #maker.home# from #mk_teacher#.',
    '<mk-smith> #maker.intro.capitalize# worked slowly, swore constantly and never once delivered a commission on time.',
    '<mk-smith> #maker.intro.capitalize# left #maker.home# after a guild quarrel and set up shop wherever there was work.',
    '<mk-knights> #maker.intro.capitalize# was founded to guard the road between #maker.home# and #town#, and never had more than forty knights at a time.',
    '<mk-circle> #maker.intro.capitalize# kept its members’ names secret even from one another, and met only at the new moon.',
    '<mk-priests> #maker.intro.capitalize# were few, poor and stubborn, and their #deity.house# leaked in every storm.',
    '<mk-priests> #maker.intro.capitalize# kept the rites of #deity.epithet# by lamplight, and every novice learned a craft as well as the prayers.',
    '<mk-people mat-metal> #maker.intro.capitalize# sang to their metal as they worked it, or so the few surviving carvings suggest.',
    '<mk-people !mat-metal> #maker.intro.capitalize# sang over their work as they shaped it, or so the few surviving carvings suggest.',
    '<mk-people> #maker.intro.capitalize# traded across half the world before their city fell, and their work still turns up in strange places.',
    '<mk-schooled> #maker.intro.capitalize# wrote eleven books on enchantment, all of them unreadable, and made a handful of things that still work.',
    '<mk-mage> #maker.intro.capitalize# took no apprentices, kept no friends and answered letters only from the dead.',
    '<mk-schooled !no-event> #maker.intro.capitalize# was a minor court wizard in #maker.home# until #event# made #maker.them# briefly, terribly important.',
    '<mk-smith> #maker.intro.capitalize# kept a workshop in #maker.home# and took any commission that paid.',
    '<mk-smith> #maker.intro.capitalize# was the best #maker.role# in #maker.home#, and charged accordingly.',
    '<mk-smith ev-siege> #maker.intro.capitalize# worked by the gate of #site#, and when the siege came #maker.they# worked day and night.',
    '<mk-smith ev-war|ev-rebellion> #maker.intro.capitalize# had made nothing but tools and trinkets in #maker.home# until the fighting reached #maker.their# door.',
    '<mk-smith ev-plague|ev-rising> #maker.intro.capitalize# buried half #maker.their# street in #town# before #maker.they# picked up #maker.their# tools again.',
    '<mk-smith ev-dragon> #maker.intro.capitalize# lost #maker.their# workshop in #maker.home# to #wyrm#, and never forgave it.',
    '<mk-order mk-knights> #maker.intro.capitalize# kept a chapterhouse at #maker.home#, where its knights trained at dawn and prayed at dusk.',
    '<mk-order mk-circle> #maker.intro.capitalize# met in secret beneath #maker.home#, and its members took their oaths in the dark.',
    '<mk-priests> #maker.intro.capitalize# tended the #deity.house# of #deity.epithet# and asked nothing for their work but prayers.',
    '<mk-order !mk-priests !no-event> #maker.intro.capitalize# was already old when #event# began, and most of its members were older.',
    '<mk-people> #maker.intro.capitalize# ruled the hills around their city long before the first human town, and left behind little but tombs and craft.',
    '<mk-people> #maker.intro.capitalize# were a proud, secretive people whose city now lies in ruins, its name kept alive by scholars and thieves.',
    '<mk-people> #maker.intro.capitalize# worked their magic into everything they made, from cooking pots to crowns.',
    '<mk-schooled> #maker.intro.capitalize# studied in a tower outside #maker.home#, and was feared there more than loved.',
    '<mk-schooled> #maker.intro.capitalize# had been expelled from two academies and bought #maker.their# way out of a third.',
    '<mk-mage> #maker.intro.capitalize# served the council of #maker.home# for forty years and trusted none of its members.',
    '<mk-unschooled> #maker.intro.capitalize# never set foot in an academy, and learned #maker.their# magic from a voice that spoke only at night.',
    '<mk-unschooled> #maker.intro.capitalize# lived alone at the edge of #maker.home#, and the people there paid for #maker.their# charms in eggs and silence.',
    '<mk-mage ev-duel> #maker.intro.capitalize# had a rival, and the rival had a tower, and one of them had to go.',
    '<mk-people ^14> #maker.intro.capitalize# #pb_what#, and #pb_left#.',
    '<mk-order !mk-priests ^4> #maker.intro.capitalize# #kb_what#, and #kb_then#.',
    '<mk-people> #maker.intro.capitalize# measured their years by the floods of a river that has since changed its course.',
    '<mk-people> #maker.intro.capitalize# left their mark on every road they built, and their roads outlived them by a thousand years.',
  ],
};
