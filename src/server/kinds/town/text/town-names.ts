// Names a town is known by: its own name (coloured by its country), its nickname, its waters and its districts.
import type { TOWN_DISTRICT_TYPES } from '../../../../shared/kinds/town.js';
import { numberWords, titleCase } from '../../../engine/english.js';
import { townName as engineTownName, riverName } from '../../../engine/place-names.js';
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
    const head = rng.pick(heads) + mid;
    const tail = rng.pick(tails);
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
  return river.replace(/^the (River )?/, '');
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
const SEA_NOUNS = ['Sea', 'Sound', 'Reach', 'Straits', 'Bight', 'Firth', 'Gulf'];

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

/** What people call the town: "the Reed Crown", "the Town of Seven Bridges", "Old Smoky". */
export function makeNickname(economy: string, size: string, bridges: number, rng: Rng): string {
  const noun =
    size === 'hamlet' || size === 'village' ? size : /city|metropolis/.test(size) ? 'City' : 'Town';
  if (bridges >= 3 && rng.chance(0.5))
    return `the ${titleCase(noun)} of ${titleCase(numberWords(bridges))} Bridges`;
  const adjectives = NICK_ADJECTIVES[economy] ?? NICK_ADJECTIVES.mixed ?? [];
  if (rng.chance(0.12)) return `Old ${rng.pick(['Smoky', 'Muddy', 'Windy', 'Stubborn', 'Leaky', 'Sleepy'])}`;
  let adjective = rng.pick(adjectives);
  let nounWord = rng.pick(NICK_NOUNS);
  for (let i = 0; i < 4 && adjective === nounWord; i++) nounWord = rng.pick(NICK_NOUNS);
  if (adjective === nounWord) adjective = 'Old';
  return `the ${adjective} ${nounWord}`;
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
  ],
  temple: ['Temple Ward', 'the Close', 'Bell Hill', 'Chantry Row', 'the Pilgrims’ Quarter', 'Saints’ Rise'],
  craft: [
    'the Tanneries',
    'Smiths’ Row',
    'the Weavers’ Quarter',
    'Kiln End',
    'Coopers’ Yard',
    'the Dyeworks',
  ],
  docks: ['the Strand', 'Wharfside', 'the Hythe', 'the Quays', 'Net Row', 'Tidewater', 'Chain End'],
  noble: ['the Heights', 'Crown Hill', 'Lantern Ward', 'the Gardens', 'Silver Row', 'High Town'],
  slums: ['the Warren', 'Rag End', 'the Sinks', 'Mudside', 'Lower Town', 'the Rookery', 'Cinder Lane'],
  castle: ['Castle Hill', 'the Bailey', 'Keep Ward', 'the Upper Ward', 'Castle Green'],
  residential: [
    'Old Town',
    'Brewers’ End',
    'the Weald',
    'New Town',
    'Fullers’ Green',
    'Long Row',
    'Eastfield',
  ],
  farmland: ['the Common Fields', 'the Outfields', 'Barley End', 'the Orchards', 'Mill Meadows'],
  mines: ['the Pitheads', 'Slag Hill', 'Adit Row', 'the Diggings', 'Shaft End'],
  arcane: ['the Spires', 'Lamplight Ward', 'Collegium Hill', 'Wand Row', 'the Glasshouses'],
  barracks: ['the Garrison', 'Drill Yard', 'the Armoury Ward', 'Muster Field', 'Spear Row'],
};
/** A hamlet is a single cluster of houses; its one district is named as locals name the whole place. */
const HAMLET_NAMES = ['the Green', 'the Street', 'Crossways', 'the Row', 'Church End', 'the Lane'];
const RIVER_DISTRICTS = ['Bridgefoot', 'Over-the-Water', 'Ferry End'];

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
  const name = free.length > 0 ? rng.pick(free) : `${rng.pick(GENERAL_HEADS)} Ward`;
  taken.add(name);
  return name;
}
