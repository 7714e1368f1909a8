// Names a town is known by: its own name (coloured by its country), its nickname, its waters and its districts.
import type { TOWN_DISTRICT_TYPES } from '../../../../shared/kinds/town.js';
import { numberWords, titleCase } from '../../../engine/english.js';
import { Grammar, GrammarContext } from '../../../engine/grammar.js';
import { townName as engineTownName, riverName, streetName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import type { Landscape, Water } from './terrain.js';

export type DistrictType = (typeof TOWN_DISTRICT_TYPES)[number];

const GENERAL_HEADS = [
  'Ash',
  'Kettle',
  'Mill',
  'Thorn',
  'Raven',
  'Stone',
  'Willow',
  'Crow',
  'Bramble',
  'Elder',
  'Hollow',
  'Amber',
  'Copper',
  'Wolf',
  'Hart',
  'Oak',
  'Lark',
  'Moor',
  'Red',
  'Black',
  'White',
  'Green',
  'Grey',
  'Dun',
  'Fallow',
  'Tallow',
  'Barrow',
  'Kings',
  'Bell',
  'Candle',
  'Wend',
  'Brind',
  'Cald',
  'Hazel',
  'Sallow',
  'Marrow',
  'Ketter',
  'Pell',
  'Quarr',
  'Roth',
  'Tiver',
  'Wick',
  'Yarrow',
  'Brack',
  'Cold',
  'Ever',
  'Follings',
  'Harrow',
  'Lowe',
  'Maller',
  'Pember',
  'Shel',
  'Thorn',
  'Ald',
  'Barn',
  'Burn',
  'Chester',
  'Dray',
  'Fern',
  'Gos',
  'Hamble',
  'Ick',
  'Lang',
  'Notch',
  'Orm',
  'Pin',
  'Rook',
  'Saff',
  'Tam',
  'Ulver',
  'Wat',
  'Whin',
  'Wren',
  'Abbots',
  'Bishops',
  'Hob',
  'Cress',
  'Marl',
  'Nettle',
  'Rye',
  'Sorrel',
  'Teasel',
  'Tansy',
  'Wold',
];
const TERRAIN_HEADS: Partial<Record<Water | Landscape, readonly string[]>> = {
  coast: [
    'Gull',
    'Salt',
    'Tide',
    'Brine',
    'Shell',
    'Kelp',
    'Wrack',
    'Skerry',
    'Haar',
    'Sand',
    'Cray',
    'Seal',
  ],
  island: ['Skerry', 'Holm', 'Gull', 'Tern', 'Seal', 'Wrack', 'Puffin', 'Spray'],
  river: ['Eel', 'Reed', 'Alder', 'Ferry', 'Weir', 'Otter', 'Heron', 'Sedge', 'Wade', 'Pike', 'Bridge'],
  lake: ['Mere', 'Still', 'Pike', 'Swan', 'Reed', 'Mist', 'Glass', 'Coot'],
  mountains: ['Crag', 'High', 'Scar', 'Flint', 'Cairn', 'Eagle', 'Slate', 'Storm', 'Iron', 'Raven'],
  hills: ['Brack', 'Down', 'Tor', 'Chalk', 'Heather', 'Ling', 'Knoll', 'Sheep'],
  forest: ['Holly', 'Birch', 'Elm', 'Yew', 'Beech', 'Boar', 'Acorn', 'Wood', 'Pine', 'Hornbeam'],
  marsh: ['Fen', 'Bittern', 'Moss', 'Mire', 'Eel', 'Sedge', 'Rush', 'Snipe'],
  desert: ['Sun', 'Dust', 'Thirst', 'Palm', 'Cinder', 'Ochre', 'Glare', 'Jackal'],
  snow: ['Frost', 'Rime', 'Winter', 'Ice', 'Snow', 'Hail', 'Sleet', 'Wolf'],
  plains: ['Barley', 'Wheat', 'Long', 'Broad', 'Meadow', 'Corn', 'Hay', 'Oat'],
};
const GENERAL_TAILS = [
  'ford',
  'vale',
  'stead',
  'wick',
  'holm',
  'by',
  'cross',
  'well',
  'field',
  'hollow',
  'watch',
  'reach',
  'brook',
  'ton',
  'barrow',
  'combe',
  'cote',
  'hope',
  'march',
  'ley',
  'ham',
  'worth',
  'thorpe',
  'bury',
  'wold',
  'dale',
  'borough',
  'holt',
  'hurst',
  'den',
  'ridge',
  'more',
  'stow',
  'church',
  'end',
  'wardine',
  'ing',
  'leigh',
  'minster',
  'wich',
  'caster',
  'thwaite',
  'garth',
  'by',
  'worthy',
  'shaw',
  'field',
  'bourne',
  'ham',
  'hill',
];
const WATER_TAILS: Partial<Record<Water, readonly string[]>> = {
  coast: ['haven', 'mouth', 'strand', 'ness', 'port', 'sands', 'hithe', 'cove', 'wick'],
  island: ['holm', 'ey', 'ness', 'haven', 'skerry', 'wick'],
  river: ['ford', 'bridge', 'mouth', 'hithe', 'weir', 'water', 'wade', 'bank'],
  lake: ['mere', 'water', 'shore', 'tarn', 'pool', 'well'],
};
const PREFIXES = [
  'Upper',
  'Lower',
  'Great',
  'Little',
  'Market',
  'Old',
  'North',
  'South',
  'East',
  'West',
  'Long',
];

/** Linking syllables of older names: Ash-ing-ford, Kettle-s-by, Brind-le-wick. */
const MIDS = ['ing', 'er', 'le', 's', 'en', 'ing', 'ham', 'el', 'ley', 'ton'];

function compound(heads: readonly string[], tails: readonly string[], rng: Rng, mid = ''): string {
  for (;;) {
    const first = rng.pick(heads);
    const tail = rng.pick(tails);
    // No link where it would stammer: 'Tide-er-hithe', 'Wold-ley-leigh'.
    const link =
      (/[aeiouy]$/i.test(first) && /^[aeiou]/.test(mid)) || tail.startsWith(mid.slice(0, 2)) ? '' : mid;
    const head = first + link;
    if (!head.toLowerCase().endsWith(tail) && head.toLowerCase() !== tail) {
      // "Reedddale" and the like: a tripled letter at the seam is cut to two.
      return `${head}${tail}`.replace(/(.)\1\1+/g, '$1$1');
    }
  }
}

/** A town's name, sounding of its country: a coast town is Gullhaven sooner than Barleythorpe. */
export function makeTownName(
  water: Water,
  landscape: readonly Landscape[],
  rng: Rng,
  riverWord?: string,
): string {
  const local = [...(TERRAIN_HEADS[water] ?? []), ...landscape.flatMap((f) => TERRAIN_HEADS[f] ?? [])];
  const heads = local.length > 0 && rng.chance(0.35) ? local : GENERAL_HEADS;
  const tails =
    rng.chance(0.5) && WATER_TAILS[water] ? (WATER_TAILS[water] as readonly string[]) : GENERAL_TAILS;
  const roll = rng.next();
  if (roll < 0.05) return engineTownName(rng);
  const base = compound(heads, tails, rng, rng.chance(0.35) ? rng.pick(MIDS) : '');
  if (roll < 0.2) return `${rng.pick(PREFIXES)} ${base}`;
  if (roll < 0.27 && riverWord) return `${base}-on-${riverWord}`;
  return base;
}

/** The bare word of a river name for compounds: "the River Tamock" -> "Tamock". */
export function riverWord(river: string): string {
  return river
    .replace(/^the /i, '')
    .replace(/^River /, '')
    .replace(/ (River|Brook|Stream|Beck|Rill)$/, '');
}

const SEA_WORDS = [
  'Grey',
  'Narrow',
  'Amber',
  'Cold',
  'Whistling',
  'Glass',
  'Storm',
  'Shallow',
  'Pearl',
  'Iron',
];
const SEA_NOUNS = ['Sea', 'Sound', 'Reach', 'Bight', 'Firth', 'Gulf', 'Deep'];

/** The water a town stands by, as prose names it: "the Wendle", "the Grey Sound", "Lake Tamarin". */
export function waterName(water: Water, rng: Rng): string {
  switch (water) {
    case 'river':
      return riverName(rng);
    case 'coast':
    case 'island': {
      const noun = rng.pick(SEA_NOUNS);
      return rng.chance(0.7) ? `the ${rng.pick(SEA_WORDS)} ${noun}` : `the ${noun} of ${engineTownName(rng)}`;
    }
    case 'lake':
      return rng.chance(0.5)
        ? `Lake ${engineTownName(rng)}`
        : `${compound(GENERAL_HEADS, ['mere', 'water'], rng)}`;
    case 'none':
      return '';
  }
}

const NICK_ADJECTIVES: Record<string, readonly string[]> = {
  agricultural: ['Barley', 'Golden', 'Green', 'Apple', 'Harvest', 'Hayrick'],
  trade: ['Copper', 'Silver', 'Busy', 'Painted', 'Counting', 'Open'],
  mining: ['Iron', 'Black', 'Sooty', 'Hollow', 'Lamplit', 'Slag'],
  crafting: ['Smoky', 'Busy', 'Tin', 'Clattering', 'Dyed', 'Hammered'],
  fishing: ['Salt', 'Silver', 'Wet', 'Gull', 'Herring', 'Briny'],
  magical: ['Lantern', 'Starlit', 'Crooked', 'Glass', 'Whispering', 'Violet'],
  religious: ['Bell', 'Holy', 'Candle', 'Hallowed', 'White', 'Kneeling'],
  military: ['Iron', 'Shield', 'Spear', 'Red', 'Watchful', 'Unbowed'],
  mixed: ['Reed', 'Grey', 'Patchwork', 'Old', 'Crooked', 'Merry'],
};
const NICK_NOUNS = [
  'Crown',
  'Jewel',
  'Anvil',
  'Lantern',
  'Cradle',
  'Hearth',
  'Purse',
  'Cup',
  'Thimble',
  'Needle',
  'Ladder',
  'Anchor',
  'Candle',
  'Kettle',
  'Bell',
  'Shield',
  'Gate',
  'Knot',
  'Nail',
  'Hive',
  'Button',
  'Door',
  'Pearl',
  'Lamp',
  'Widow',
  'Maiden',
  'Hound',
  'Ledger',
  'Spindle',
  'Bucket',
];

const EXTRA_NICK_ADJECTIVES: Record<string, readonly string[]> = {
  agricultural: ['Wheaten', 'Clover', 'Oaten', 'Cider', 'Plough', 'Mossy', 'Turnip', 'Haystack'],
  trade: ['Brass', 'Gilded', 'Bargain', 'Ledger', 'Jangling', 'Tollgate'],
  mining: ['Grimy', 'Deep', 'Rusty', 'Pitprop', 'Coaly', 'Tin'],
  crafting: ['Clever', 'Sawdust', 'Oily', 'Whittled', 'Nimble', 'Glue-Pot'],
  fishing: ['Tarred', 'Netted', 'Scaly', 'Bobbing', 'Driftwood', 'Mackerel'],
  magical: ['Moonlit', 'Humming', 'Sparking', 'Cloudy', 'Odd', 'Twinkling'],
  religious: ['Pious', 'Chanting', 'Incense', 'Blessed', 'Quiet', 'Sunday'],
  military: ['Drilled', 'Bristling', 'Steel', 'Trumpet', 'Stern', 'Booted'],
  mixed: ['Muddy', 'Lopsided', 'Rambling', 'Sleepy', 'Motley', 'Windblown'],
};
const BRINY = /^(Briny|Salt|Herring|Gull|Mackerel|Driftwood)$/;

/** The nickname grammar: a shape, then words for it, each word an alternative the world can disfavour. */
const NICKNAME_GRAMMAR = new Grammar({
  nick: [
    '<^5> the #nick_adj# #nick_noun#',
    '<^0.7> Old #nick_old#',
    '<^0.8> the #noun# of #nick_many#',
    '<^0.6> Little #nick_little#',
    '<^0.7> #nick_place#',
    '<^0.6> the #nick_adj# #noun#',
  ],
  nick_adj: [
    ...Object.entries(NICK_ADJECTIVES).flatMap(([economy, words]) =>
      words.map((w) => `<e-${economy}${BRINY.test(w) ? ' sea' : ''}> ${w}`),
    ),
    ...Object.entries(EXTRA_NICK_ADJECTIVES).flatMap(([economy, words]) =>
      words.map((w) => `<e-${economy}${BRINY.test(w) ? ' sea' : ''}> ${w}`),
    ),
    '<e-fishing inland> Reedy',
    '<e-fishing inland> Eel',
    '<e-fishing inland> Misty',
    '<e-fishing inland> Willow',
    '<^0.3> Crooked',
    '<^0.3> Merry',
  ],
  nick_noun: [...NICK_NOUNS, 'Teapot', 'Saddle', 'Bonnet', 'Barrel', 'Mitten', 'Wheel', 'Churn', 'Whistle'],
  nick_old: [
    'Smoky',
    'Muddy',
    'Windy',
    'Stubborn',
    'Leaky',
    'Sleepy',
    'Crooked',
    'Nosy',
    'Thirsty',
    'Creaky',
    'Grumbly',
    'Soggy',
    'Dozy',
    'Squinty',
    'Chilly',
    'Rickety',
    'Dusty',
    'Cranky',
  ],
  nick_many: [
    'Seven Chimneys',
    'Crooked Lanes',
    'Lost Hats',
    'Loud Dogs',
    'Long Memories',
    'Short Tempers',
    'Borrowed Ladders',
    'Odd Socks',
    'Slow Clocks',
    'Open Gates',
    'Muddy Boots',
    'Empty Pews',
  ],
  nick_little: [
    'Paradise',
    'Muddle',
    'Bother',
    'Plenty',
    'Grumble',
    'Nowhere',
    'Hope',
    'Gossip',
    'Comfort',
    'Trouble',
  ],
  nick_place: [
    'the Back of the Moon',
    'the End of the Road',
    'the Sleepy Hollow',
    'the Last Stop',
    'the Puddle',
    'the Pepperpot',
    'the Sieve',
    'the Teacup',
    'the Boot',
    'the Bottom Drawer',
  ],
});

/** What people call the town: "the Reed Crown", "the Town of Seven Bridges", "Old Smoky". */
export function makeNickname(economy: string, size: string, bridges: number, rng: Rng, sea = true): string {
  const noun =
    size === 'hamlet' || size === 'village' ? size : /city|metropolis/.test(size) ? 'City' : 'Town';
  if (bridges >= 3 && rng.chance(0.5))
    return `the ${titleCase(noun)} of ${titleCase(numberWords(bridges))} Bridges`;
  // Written by a grammar, so a game master's world disfavours the nicknames its towns were already given
  // (decision 026): the shapes, the adjectives and the nouns are each an alternative of their own.
  const economyTag = NICK_ADJECTIVES[economy] ? economy : 'mixed';
  const context = new GrammarContext(NICKNAME_GRAMMAR, [`e-${economyTag}`, sea ? 'sea' : 'inland'], {
    noun: titleCase(noun),
  });
  let nick = context.expandSymbol('nick', rng);
  // 'the Bell Bell': drawn again, and at worst the adjective gives way.
  for (let i = 0; i < 4 && /\b(\w+) \1\b/.test(nick); i++) nick = context.expandSymbol('nick', rng);
  return nick.replace(/\b(\w+) \1\b/, 'Old $1');
}

const DISTRICT_NAMES: Record<DistrictType, readonly string[]> = {
  market: [
    'Market Ward',
    'the Cheaping',
    'the Shambles',
    'Corn Hill',
    'Chandlers’ Cross',
    'Tollmarket',
    'Coin Square',
    'the Buttercross',
    'Haymarket',
    'the Stalls',
    'Drapers’ Row',
    'Scale Street Ward',
  ],
  temple: [
    'Temple Ward',
    'the Close',
    'Bell Hill',
    'Chantry Row',
    'the Pilgrims’ Quarter',
    'Saints’ Rise',
    'Candle Hill',
    'the Precinct',
    'Abbey Green',
    'Vigil Row',
  ],
  craft: [
    'the Tanneries',
    'Smiths’ Row',
    'the Weavers’ Quarter',
    'Kiln End',
    'Coopers’ Yard',
    'the Dyeworks',
    'Cordwain Lane',
    'Potters’ Green',
    'the Ropewalks',
    'Anvil Row',
  ],
  docks: [
    'the Strand',
    'Wharfside',
    'the Hythe',
    'the Quays',
    'Net Row',
    'Tidewater',
    'Chain End',
    'the Staithes',
    'Saltside',
    'Pier End',
  ],
  noble: [
    'the Heights',
    'Crown Hill',
    'Lantern Ward',
    'the Gardens',
    'Silver Row',
    'High Town',
    'the Crescents',
    'Goldhill',
    'Peers’ Walk',
  ],
  slums: [
    'the Warren',
    'Rag End',
    'the Sinks',
    'Mudside',
    'Lower Town',
    'the Rookery',
    'Cinder Lane',
    'the Rat Yards',
    'Gutter End',
    'the Kennels',
  ],
  castle: [
    'Castle Hill',
    'the Bailey',
    'Keep Ward',
    'the Upper Ward',
    'Castle Green',
    'the Mote',
    'Tower Ward',
  ],
  residential: [
    'Old Town',
    'Brewers’ End',
    'the Weald',
    'New Town',
    'Fullers’ Green',
    'Long Row',
    'Eastfield',
    'Westgate',
    'Almshouse Row',
    'Orchard End',
    'the Crofts',
    'Southside',
  ],
  farmland: [
    'the Common Fields',
    'the Outfields',
    'Barley End',
    'the Orchards',
    'Mill Meadows',
    'the Strips',
    'Hayward’s End',
    'the Glebe',
  ],
  mines: ['the Pitheads', 'Slag Hill', 'Adit Row', 'the Diggings', 'Shaft End', 'Ore Hill', 'the Deeps'],
  arcane: ['the Spires', 'Lamplight Ward', 'Collegium Hill', 'Wand Row', 'the Glasshouses', 'Star Court'],
  barracks: ['the Garrison', 'Drill Yard', 'the Armoury Ward', 'Muster Field', 'Spear Row', 'the Lines'],
};
/** Heads of composed district names: 'Hobb’s End', 'Nettle Green'. */
const DISTRICT_TAILS: Record<DistrictType, readonly string[]> = {
  market: ['Cross', 'Market', 'Square'],
  temple: ['Close', 'Hill', 'Rise'],
  craft: ['Yard', 'Row', 'End'],
  docks: ['Hythe', 'Wharf', 'Strand'],
  noble: ['Hill', 'Heights', 'Gardens'],
  slums: ['End', 'Yards', 'Bottom'],
  castle: ['Ward', 'Hill'],
  residential: ['End', 'Green', 'Side', 'Row', 'Cross'],
  farmland: ['Fields', 'Meadows', 'Leys'],
  mines: ['Pits', 'Hill', 'Deeps'],
  arcane: ['Court', 'Ward'],
  barracks: ['Lines', 'Yard'],
};
/** A hamlet is a single cluster of houses; its one district is named as locals name the whole place. */
const HAMLET_NAMES = [
  'the Green',
  'the Street',
  'Crossways',
  'the Row',
  'Church End',
  'the Lane',
  'the Fold',
  'Townend',
  'the Cluster',
  'Well End',
];
const RIVER_DISTRICTS = ['Bridgefoot', 'Over-the-Water', 'Ferry End', 'Weirside'];

/** A district name not yet used in this town. */
export function districtName(
  type: DistrictType,
  taken: Set<string>,
  rng: Rng,
  options: { hamlet?: boolean; river?: boolean } = {},
): string {
  const pool = options.hamlet
    ? HAMLET_NAMES
    : type === 'residential' && options.river
      ? [...DISTRICT_NAMES.residential, ...RIVER_DISTRICTS]
      : DISTRICT_NAMES[type];
  const free = pool.filter((n) => !taken.has(n));
  let name = free.length > 0 && rng.chance(0.75) ? rng.pick(free) : '';
  for (let i = 0; !name && i < 8; i++) {
    const composed = `${rng.pick(GENERAL_HEADS)} ${rng.pick(DISTRICT_TAILS[type])}`;
    if (!taken.has(composed)) name = composed;
  }
  if (!name) name = free[0] ?? `${rng.pick(GENERAL_HEADS)} Ward`;
  taken.add(name);
  return name;
}

const LANDMARK_PARTS: Record<string, { heads: readonly string[]; tails: readonly string[] }> = {
  'bell tower': {
    heads: ['Old', 'Cracked', 'Curfew', 'Tolling', 'Tenor', 'Watch', 'Widow’s', 'Long', 'Leaning'],
    tails: ['Bell Tower', 'Belfry', 'Bell'],
  },
  beacon: {
    heads: ['Hob', 'Warden', 'Ridge', 'Fire', 'Signal', 'Crag', 'Raven', 'Cold'],
    tails: ['Beacon', 'Beacon Hill'],
  },
  lighthouse: {
    heads: ['Gull', 'Widow’s', 'North', 'Skerry', 'Lantern', 'Tern', 'Seal', 'Harbour'],
    tails: ['Light', 'Lighthouse'],
  },
  watchtower: {
    heads: ['Grey', 'Old', 'Long', 'Hawk', 'Broken', 'Red', 'Border', 'Lookout'],
    tails: ['Tower', 'Watch'],
  },
  windmill: {
    heads: ['Black', 'White', 'Post', 'Smock', 'Tithe', 'Hill', 'Crooked', 'Sail', 'Five-Sail'],
    tails: ['Mill', 'Windmill'],
  },
  watermill: {
    heads: ['Weir', 'Undershot', 'Old', 'Wheel', 'Sluice', 'Race', 'Green'],
    tails: ['Mill', 'Watermill'],
  },
  shrine: {
    heads: ['Wayside', 'Drovers’', 'Lantern', 'Pilgrim', 'Hollow', 'Moss', 'Milestone', 'Ragged'],
    tails: ['Shrine', 'Cross'],
  },
  'standing stones': {
    heads: ['Nine', 'Weeping', 'Dancing', 'Grey', 'Hag', 'Whispering', 'Crooked', 'Seven', 'Hollow'],
    tails: ['Ring', 'Circle', 'Henge', 'Stone', 'Dance'],
  },
  'chalk figure': {
    heads: ['Chalk', 'White', 'Long', 'Sleeping', 'Running', 'Old'],
    tails: ['Giant', 'Horse', 'Hound', 'Stag', 'Dragon', 'Woman', 'Man', 'Serpent'],
  },
  'great tree': {
    heads: [
      'Old',
      'Hanging',
      'Gospel',
      'Wishing',
      'Parliament',
      'Moot',
      'Hollow',
      'Crooked',
      'Bride’s',
      'Sentinel',
    ],
    tails: ['Oak', 'Yew', 'Ash', 'Elm', 'Thorn', 'Lime'],
  },
  statue: {
    heads: ['Bronze', 'Stone', 'Headless', 'Weeping', 'Green', 'Gilded', 'Broken'],
    tails: ['Rider', 'Queen', 'Drover', 'Saint', 'Soldier', 'Maiden', 'Lion'],
  },
  well: {
    heads: ['Maiden’s', 'Saint’s', 'Wishing', 'Deep', 'Sweet', 'Bride’s', 'Pilgrims’', 'Bitter'],
    tails: ['Well', 'Spring'],
  },
  fountain: {
    heads: ['Dolphin', 'Lion', 'Three Maidens', 'Triton', 'Copper', 'Swan', 'Weeping'],
    tails: ['Fountain'],
  },
  gallows: {
    heads: ['Gallows', 'Gibbet', 'Hangman’s', 'Felons’'],
    tails: ['Hill', 'Cross', 'Oak', 'Corner'],
  },
  bridge: {
    heads: ['Old', 'Packhorse', 'Humpback', 'King’s', 'Toll', 'Devil’s', 'Chapel', 'Nine-Arch'],
    tails: ['Bridge'],
  },
  tomb: {
    heads: ['Long', 'Giant’s', 'King’s', 'Green', 'Hollow', 'Founder’s', 'Hob’s'],
    tails: ['Barrow', 'Tomb', 'Howe', 'Cairn'],
  },
  monument: {
    heads: ['Victory', 'Plague', 'Charter', 'Founders’', 'Flood', 'Peace', 'Market'],
    tails: ['Column', 'Obelisk', 'Arch', 'Cross', 'Stone'],
  },
  ruin: {
    heads: ['Old', 'Roofless', 'Burnt', 'Hollow', 'Broken'],
    tails: ['Chapel', 'Keep', 'Tower', 'Hall', 'Priory'],
  },
};

/** A landmark's name by its kind, not one already used in the town: 'the Weeping Stones', 'the Gospel Oak'. */
export function landmarkName(kind: string, taken: Set<string>, rng: Rng): string {
  const parts = LANDMARK_PARTS[kind] ?? LANDMARK_PARTS.monument!;
  for (let i = 0; i < 12; i++) {
    const head = rng.pick(parts.heads);
    const tail = rng.pick(parts.tails);
    if (head.replace(/’s$/, '') === tail) continue;
    const name = `the ${head} ${tail}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const name = `the ${rng.pick(GENERAL_HEADS)} ${parts.tails[0]}`;
  taken.add(name);
  return name;
}

const STREET_MAIN = [
  'High Street',
  'Broad Street',
  'Long Street',
  'Fore Street',
  'Sheep Street',
  'Silver Street',
  'Castle Street',
  'Church Street',
  'Market Street',
  'Gate Street',
  'Bridge Street',
  'Water Lane',
  'Harbour Row',
  'Corn Street',
  'Horse Fair',
  'Tanners’ Row',
  'Cheap Street',
  'King Street',
  'Queen Street',
  'Mill Lane',
  'Pudding Lane',
  'Bell Street',
  'Friar Street',
  'Drovers’ Way',
];

/** Named main streets: the common ones of any English town, and the engine's own ('Tallow Lane'). */
export function streetNames(
  count: number,
  taken: Set<string>,
  rng: Rng,
  options: {
    castle: boolean;
    bridges: boolean;
    harbour: boolean;
    temple: boolean;
    walls: boolean;
    hamlet: boolean;
  },
): string[] {
  // A hamlet's few ways are lanes and rows: no street, fair or market, and nothing named for a king.
  const fits = (name: string) =>
    (!options.hamlet || !/Street$|Fair$|^(King|Queen|Market|Cheap)\b/.test(name)) &&
    (!/^Gate/.test(name) || options.walls) &&
    (!/^Castle/.test(name) || options.castle) &&
    (!/^Bridge/.test(name) || options.bridges) &&
    (!/^Harbour/.test(name) || options.harbour) &&
    (!/^Water/.test(name) || options.harbour || options.bridges) &&
    (!/^(Church|Friar|Bell)/.test(name) || options.temple);
  const out: string[] = [];
  for (let i = 0; out.length < count && i < count * 8; i++) {
    const name = rng.chance(0.55) ? rng.pick(STREET_MAIN.filter(fits)) : streetName(rng);
    if (!taken.has(name) && fits(name)) {
      taken.add(name);
      out.push(name);
    }
  }
  return out;
}

const CREATURE_HEADS = [
  'Old',
  'Grey',
  'Black',
  'Mother',
  'Long',
  'Split',
  'Red',
  'Sour',
  'Lame',
  'Mad',
  'Hollow',
  'Blind',
  'Gentle',
  'Widow',
  'Crooked',
  'Bald',
  'Pale',
  'Cold',
  'Stiff',
  'Ragged',
];
const CREATURE_TAILS = [
  'Cinder',
  'Maw',
  'Tooth',
  'Toes',
  'Ears',
  'Back',
  'Hob',
  'Nell',
  'Jack',
  'Tom',
  'Meg',
  'Moll',
  'Tusk',
  'Claw',
  'Eye',
  'Lantern',
  'Nail',
  'Scratch',
  'Hunger',
  'Whistle',
  'Grin',
  'Shanks',
  'Gammer',
  'Bones',
];

/** A creature's name, unique in the town: 'Split-Ear', 'Old Cinder', 'Mother Tusk'. */
export function creatureName(taken: Set<string>, rng: Rng): string {
  for (let i = 0; i < 16; i++) {
    const head = rng.pick(CREATURE_HEADS);
    const tail = rng.pick(CREATURE_TAILS);
    const name = rng.chance(0.35) ? `${head}${tail.toLowerCase()}` : `${head} ${tail}`;
    if (!taken.has(name) && !taken.has(head) && !taken.has(tail)) {
      taken.add(name);
      return name;
    }
  }
  const name = `${rng.pick(CREATURE_HEADS)} ${rng.pick(CREATURE_TAILS)} the Second`;
  taken.add(name);
  return name;
}
