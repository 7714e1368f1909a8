// The world a faction stands in, decided before any prose: the home town's water and land (so no 'river stairs'
// without a river), who governs it (so a seat is sought on a body that exists), and the things composed from parts
// rather than picked whole (headquarters, public fronts, treasures), so ten guilds of one request differ.
import { titleCase, withArticle } from '../../../engine/english.js';
import type { Rng } from '../../../engine/rng.js';
import type { Quarter } from './lexicon.js';
import type { Family, PurposeId } from './purposes.js';

// ---- Geography ------------------------------------------------------------------------------------------------

export type Water = 'river' | 'coast' | 'lake' | 'none';
export type Land = 'forest' | 'hills' | 'mountains' | 'marsh' | 'plains' | 'desert' | 'snow' | 'jungle';

export interface Geo {
  readonly water: Water;
  /** The home town's river, with its article ('the Wendle'); '' when it has none. */
  readonly river: string;
  /** The sea or lake the town stands by ('the Grey Sea', 'Lake Veil'); '' when none. */
  readonly sea: string;
  readonly land: readonly Land[];
}

/** Where a kind tends to live, when nothing else decides: smugglers by the sea, druids by the woods. */
const WATER_WEIGHTS: Partial<Record<PurposeId, readonly (readonly [Water, number])[]>> = {
  smugglers: [
    ['coast', 8],
    ['river', 3],
    ['lake', 1],
  ],
  merchant: [
    ['river', 4],
    ['coast', 4],
    ['lake', 1],
    ['none', 2],
  ],
  druids: [
    ['river', 3],
    ['none', 4],
    ['lake', 2],
  ],
};
const DEFAULT_WATER: readonly (readonly [Water, number])[] = [
  ['river', 4],
  ['coast', 3],
  ['lake', 1],
  ['none', 3],
];

const SEA_NAMES = [
  'the Grey Sea',
  'the Narrow Sea',
  'the Salt Reach',
  'the Whale Road',
  'the Amber Sea',
  'the Shallows',
  'the Gull Sea',
  'the Cold Sound',
];
const LAKE_HEADS = ['Veil', 'Morrow', 'Ashmere', 'Glass', 'Hollin', 'Tarn', 'Sedge', 'Wyle'];

/** Decides the home town's water and land; a typed quarter by the water ('the docks') needs water. */
export function decideGeo(id: PurposeId, quarter: Quarter | null, river: string, rng: Rng): Geo {
  const weights = WATER_WEIGHTS[id] ?? DEFAULT_WATER;
  let water = rng.weightedEntry(weights);
  if (quarter?.type === 'docks' && water === 'none') water = rng.chance(0.6) ? 'coast' : 'river';
  const sea =
    water === 'coast' ? rng.pick(SEA_NAMES) : water === 'lake' ? `Lake ${rng.pick(LAKE_HEADS)}` : '';
  const land: Land[] = [];
  if (id === 'druids' || rng.chance(0.55)) land.push('forest');
  land.push(
    rng.weightedEntry<Land>([
      ['hills', 4],
      ['plains', 3],
      ['mountains', 2],
      ['marsh', 1.5],
    ]),
  );
  return { water, river: water === 'river' || (water !== 'none' && rng.chance(0.3)) ? river : '', sea, land };
}

/** Tags for the water and land, so lines about quays, coves and woods are only offered where they exist. */
export function geoTags(geo: Geo): string[] {
  const tags = [`w-${geo.water}`, ...geo.land.map((l) => `l-${l}`)];
  if (geo.water !== 'none') tags.push('water');
  if (geo.river) tags.push('has-river');
  if (geo.water === 'coast') tags.push('sea');
  return tags;
}

// ---- Government -----------------------------------------------------------------------------------------------

export type Rule =
  | 'council'
  | 'lord'
  | 'assembly'
  | 'temple'
  | 'conclave'
  | 'guild'
  | 'garrison'
  | 'elders'
  | 'none';

/** Who governs the home town, and the words for a place among them. */
export interface Seat {
  readonly rule: Rule;
  /** The body, inside a sentence: 'the council of Ashford', 'the Company Court'. */
  readonly name: string;
  /** A place in it, after 'win': 'a seat on the council of Ashford'; '' where nobody sits (anarchy). */
  readonly place: string;
  /** One who sits there: 'councillor', 'elder'. */
  readonly member: string;
}

const RULE_WORDS: Record<Rule, { body: string; place: (body: string) => string; member: string }> = {
  council: { body: 'the council of #', place: (b) => `a seat on ${b}`, member: 'councillor' },
  lord: { body: 'the lord’s court at #', place: (b) => `a place at ${b}`, member: 'courtier' },
  assembly: { body: 'the assembly of #', place: (b) => `a seat in ${b}`, member: 'delegate' },
  temple: { body: 'the temple synod of #', place: (b) => `a voice in ${b}`, member: 'canon' },
  conclave: { body: 'the mages’ conclave of #', place: (b) => `a chair in ${b}`, member: 'magister' },
  guild: { body: 'the guild court of #', place: (b) => `a stall on ${b}`, member: 'warden' },
  garrison: { body: 'the garrison command of #', place: (b) => `the ear of ${b}`, member: 'officer' },
  elders: { body: 'the elders of #', place: (b) => `a place among ${b}`, member: 'elder' },
  none: { body: 'the street', place: () => '', member: '' },
};

/** A town government (the town kind's words) as the faction's prose needs it. */
export const GOVERNMENT_RULE: Record<string, Rule> = {
  monarchy: 'lord',
  autocracy: 'lord',
  council: 'council',
  democracy: 'assembly',
  theocracy: 'temple',
  magocracy: 'conclave',
  plutocracy: 'council',
  military: 'garrison',
  tribal: 'elders',
  anarchy: 'none',
  guild: 'guild',
};

/** The home town's government: read from a town, or decided. `named` is the body's own name when a town gives it. */
export function decideSeat(town: string, rng: Rng, given?: { rule: Rule; named?: string }): Seat {
  const rule =
    given?.rule ??
    rng.weightedEntry<Rule>([
      ['council', 6],
      ['lord', 3],
      ['assembly', 1],
      ['guild', 1],
      ['temple', 1],
    ]);
  const words = RULE_WORDS[rule];
  const name = given?.named ? given.named : words.body.replace('#', town);
  return { rule, name, place: words.place(name), member: words.member };
}

// ---- Fronts ---------------------------------------------------------------------------------------------------

/** A trade a front can pretend to: its people, what it makes, what it does, and the quarters it belongs in. */
interface FrontTrade {
  readonly many: string;
  readonly wares: string;
  readonly act: string;
  readonly quarters: readonly string[];
  /** Their place of business, singular: 'chandlery'. */
  readonly shop: string;
}

const FT = (many: string, wares: string, act: string, quarters: string, shop: string): FrontTrade => ({
  many,
  wares,
  act,
  quarters: quarters.split(' '),
  shop,
});

/** Trades by quarter ('any' fits everywhere); a front is made of one of them. */
const FRONT_TRADES: readonly FrontTrade[] = [
  FT('locksmiths', 'locks and keys', 'fit the best locks in #town#', 'any market craft', 'lock shop'),
  FT(
    'chandlers',
    'candles and lamp oil',
    'sell candles, oil and tar to every ship in port',
    'docks market',
    'chandlery',
  ),
  FT('rope-makers', 'rope', 'twist rope for the ships on a walk a furlong long', 'docks craft', 'rope-walk'),
  FT('net-menders', 'nets', 'mend the fishing fleet’s nets by the bale', 'docks', 'net loft'),
  FT('sail-makers', 'sailcloth', 'stitch sails in a loft over the water', 'docks', 'sail loft'),
  FT('coopers', 'barrels', 'make the barrels every cargo travels in', 'docks craft', 'cooperage'),
  FT('ferrymen', 'crossings', 'row passengers across the water for a copper', 'docks', 'ferry'),
  FT('porters', 'loads', 'carry cargo from the ships to the warehouses', 'docks market', 'porterage'),
  FT('fishmongers', 'fish', 'sell the morning catch from slabs of ice', 'docks market', 'fish stall'),
  FT('caulkers', 'pitch and oakum', 'keep the hulls of #town# tight', 'docks', 'caulking yard'),
  FT('lamplighters', 'lamp oil', 'keep the street lamps of #town# burning', 'any', 'lamp store'),
  FT('chimney sweeps', 'soot', 'sweep the chimneys of the great houses', 'any slums noble', 'sweep’s yard'),
  FT('carters', 'carts', 'haul goods between the gates and the markets', 'any market', 'carting yard'),
  FT('bakers', 'bread', 'bake for half the streets of #ward#', 'any market slums', 'bakery'),
  FT('pie-makers', 'pies', 'feed the market crowds from a hatch in the wall', 'market slums', 'pie shop'),
  FT('laundresses', 'clean linen', 'wash the linen of the better houses', 'any slums', 'laundry'),
  FT('tailors', 'coats', 'cut coats for clerks and officers', 'market noble', 'tailoring rooms'),
  FT('glovers', 'gloves', 'make fine gloves for fine hands', 'market noble craft', 'glove shop'),
  FT('cobblers', 'boots', 'mend the boots of half the town', 'any craft', 'boot shop'),
  FT('apothecaries', 'remedies', 'mix remedies for coughs and heartache', 'market', 'apothecary'),
  FT('herbalists', 'herbs', 'sell dried herbs and tinctures on market days', 'market', 'herb shop'),
  FT('bookbinders', 'books', 'bind ledgers for the counting-houses', 'market arcane', 'bindery'),
  FT('printers', 'almanacs', 'print almanacs, ballads and bills of sale', 'market craft', 'print shop'),
  FT('clockmakers', 'clocks', 'mend the clocks of the rich', 'market noble', 'clock shop'),
  FT('glassblowers', 'glass', 'blow lamp-glass and bottles', 'craft', 'glasshouse'),
  FT('dyers', 'dyed cloth', 'dye cloth in vats that stain the gutter blue', 'craft', 'dye-works'),
  FT('tanners', 'leather', 'cure hides downwind of everyone', 'craft slums', 'tannery'),
  FT('vintners', 'wine', 'import wine and sell it by the cask', 'market docks', 'wine vaults'),
  FT('brewers', 'ale', 'brew small beer for the taverns', 'any', 'brewhouse'),
  FT('perfumers', 'scent', 'sell scent to the wives of officials', 'market noble', 'perfumery'),
  FT('barbers', 'shaves', 'shave, bleed and pull teeth', 'any', 'barber’s shop'),
  FT('players', 'plays', 'perform in inn yards and on feast days', 'market', 'playhouse'),
  FT('undertakers', 'funerals', 'bury the respectable dead', 'any', 'funeral parlour'),
  FT('gravediggers', 'graves', 'dig graves for the parish', 'any', 'lodge'),
  FT('scriveners', 'letters', 'write letters and contracts for a fee', 'market', 'writing office'),
  FT('couriers', 'letters', 'carry letters between the towns', 'any', 'post office'),
  FT('stonemasons', 'stone', 'mend the walls and the bridges', 'craft', 'mason’s yard'),
  FT('rat-catchers', 'rat traps', 'clear cellars of rats for a fee', 'slums docks', 'ratting shop'),
  FT(
    'knife-grinders',
    'edges',
    'sharpen knives from a cart that never stays long',
    'slums market',
    'grinding shop',
  ),
  FT('pawnbrokers', 'pledges', 'lend small sums against good coats', 'slums market', 'pawnshop'),
  FT('money-changers', 'coin', 'change foreign coin at a fair rate', 'market docks', 'exchange'),
  FT('beekeepers', 'honey', 'keep hives on the roofs of #ward#', 'any', 'honey shop'),
  FT(
    'translators',
    'translations',
    'turn letters from one tongue into another',
    'market noble',
    'translation office',
  ),
  FT('dancing masters', 'lessons', 'teach the children of the rich to dance', 'noble', 'dancing school'),
  FT('fencing masters', 'lessons', 'teach young gentlefolk the sword', 'noble', 'fencing hall'),
  FT('stablers', 'stabling', 'keep horses for travellers', 'any', 'livery stable'),
  FT('washerwomen', 'washing', 'wash clothes in the #waterWord#', 'any', 'wash-house'),
  FT('weavers', 'cloth', 'weave plain cloth for plain people', 'craft', 'weaving shed'),
  FT('lacemakers', 'lace', 'make lace for collars and altar cloths', 'craft noble', 'lace shop'),
  FT('boatwrights', 'boats', 'build small boats on the shore', 'docks', 'boatyard'),
  FT('salters', 'salt fish', 'salt herring by the barrel', 'docks', 'salting house'),
];

/** What kind of public body a front is. */
type FrontShape = 'charity' | 'guild' | 'shop' | 'club' | 'school' | 'chapel';

const SHAPES_BY_FAMILY: Record<Family, readonly (readonly [FrontShape, number])[]> = {
  crime: [
    ['charity', 3],
    ['guild', 3],
    ['shop', 4],
    ['club', 1],
  ],
  faith: [
    ['charity', 4],
    ['club', 2],
    ['chapel', 3],
    ['shop', 1],
  ],
  learned: [
    ['club', 3],
    ['shop', 3],
    ['school', 3],
    ['guild', 1],
  ],
  martial: [
    ['school', 3],
    ['guild', 3],
    ['club', 2],
    ['charity', 1],
  ],
  power: [
    ['charity', 3],
    ['guild', 2],
    ['shop', 3],
    ['club', 2],
  ],
};

export interface Front {
  readonly name: string;
  readonly what: string;
}

const CHARITY_NAMES = [
  'Benevolent Society',
  'Burial Club',
  'Friendly Society',
  'Widows’ Fund',
  'Relief Fund',
  'Sick Club',
];
const CHARITY_ACTS = [
  'buries poor #many# for a penny a week',
  'pays the doctor when one of its #many# falls ill',
  'keeps the widows of drowned and crushed #many# from the workhouse',
  'lends tools and small sums to #many# down on their luck',
  'feeds old #many# who can no longer work',
];
const GUILD_NAMES = [
  'the Worshipful Company of #M#',
  'the Honest Company of #M#',
  'the #M#’ Guild',
  'the Fellowship of #M#',
];
const SHOP_ADJECTIVES = [
  'busy',
  'respectable',
  'shabby',
  'old',
  'well-kept',
  'cramped',
  'prosperous',
  'narrow',
];
const CLUB_NAMES = [
  'Supper Club',
  'Debating Society',
  'Chess Club',
  'Rowing Club',
  'Glee Club',
  'Reading Circle',
  'Walking Society',
];
const CLUB_ACTS = [
  'meets on #day# to argue about #topic#',
  'dines together on #day# and complains about #topic#',
  'gathers on #day# for cards, pipes and talk of #topic#',
];
const CLUB_TOPICS = [
  'the price of #wares#',
  'the weather',
  'poetry',
  'the council',
  'the tides',
  'old wars',
  'horses',
  'the moon',
];
const DAYS = [
  'Tuesdays',
  'Thursday nights',
  'the first of each month',
  'quarter days',
  'every other Friday',
  'feast days',
];
const SCHOOL_NAMES = [
  'the #Town# School of Dance',
  'the #Town# Fencing Academy',
  'the #Town# Writing School',
  'the Academy of the Long Blade',
  'the #Town# Riding School',
];
const CHAPEL_NAMES = [
  'the #M#’ Chapel',
  'the Chapel of the Open Door',
  'the #Town# Temperance League',
  'the Candlemas Choir',
  'the Lamp Hostel',
];
const CHAPEL_ACTS = [
  'a chapel where #many# come to pray for safe work',
  'a temperance league that warns the #many# against drink',
  'a choir that sings at the weddings and funerals of #many#',
  'a hostel that gives poor #many# a bed and a bowl of soup',
];

export interface FrontInputs {
  readonly family: Family;
  readonly quarter: string;
  readonly town: string;
  readonly ward: string;
  readonly street: string;
  /** A person's name to put on a shop ('Widow Crane'). */
  readonly owner: string;
  readonly waterWord: string;
}

const fill = (text: string, t: FrontTrade, i: FrontInputs) =>
  text
    .replace(/#M#/g, titleCase(t.many))
    .replace(/#many#/g, t.many)
    .replace(/#wares#/g, t.wares)
    .replace(/#Town#/g, i.town)
    .replace(/#town#/g, i.town)
    .replace(/#ward#/g, i.ward)
    .replace(/#street#/g, i.street)
    .replace(/#waterWord#/g, i.waterWord);

/** A public face composed of a trade that fits the quarter and a kind of body that fits the family. */
export function composeFront(inputs: FrontInputs, rng: Rng): Front {
  const trades = FRONT_TRADES.filter(
    (t) => t.quarters.includes(inputs.quarter) || (t.quarters.includes('any') && inputs.quarter !== 'docks'),
  );
  const pool = trades.length >= 6 ? trades : FRONT_TRADES.filter((t) => t.quarters.includes('any'));
  const trade = rng.pick(pool);
  const shape = rng.weightedEntry(SHAPES_BY_FAMILY[inputs.family]);
  const f = (text: string) => fill(text, trade, inputs);
  switch (shape) {
    case 'charity': {
      const body = rng.pick(CHARITY_NAMES);
      return {
        name: f(`the #M#’ ${body}`).replace(/([^s])’ /, '$1’s '),
        what: f(`a ${body.toLowerCase().replace(/’/, '’')} that ${rng.pick(CHARITY_ACTS)}`),
      };
    }
    case 'guild':
      return {
        name: f(rng.pick(GUILD_NAMES)).replace(/([^s])’ Guild/, '$1’s Guild'),
        what: f(`a guild of #many# who ${rng.pick([trade.act, `${trade.act}, with a hall and a charter`])}`),
      };
    case 'shop':
      return {
        name: `${inputs.owner}’s ${titleCase(trade.shop)}`,
        what: f(
          `${withArticle(rng.pick(SHOP_ADJECTIVES))} ${trade.shop} on #street# whose people ${trade.act}`,
        ),
      };
    case 'club': {
      const name = `the ${inputs.town} ${rng.pick(CLUB_NAMES)}`;
      return {
        name,
        what: f(
          `a club of #many# that ${rng.pick(CLUB_ACTS).replace('#day#', rng.pick(DAYS)).replace('#topic#', rng.pick(CLUB_TOPICS))}`,
        ),
      };
    }
    case 'school':
      return {
        name: f(rng.pick(SCHOOL_NAMES)),
        what: f(
          rng.pick([
            'a school for the sons and daughters of good families',
            'a school with more pupils than teachers and a fine yard',
            'a school that takes boarders from as far as the border',
          ]),
        ),
      };
    case 'chapel':
      return { name: f(rng.pick(CHAPEL_NAMES)), what: f(rng.pick(CHAPEL_ACTS)) };
  }
}

// ---- Treasures ------------------------------------------------------------------------------------------------

/** What each kind of faction treasures, as objects; composed with a material and an owner into a name. */
const TREASURE_OBJECTS: Record<PurposeId, readonly string[]> = {
  thieves: [
    'necklace',
    'salt-cellar',
    'tiara',
    'snuffbox',
    'brooch',
    'ring',
    'chalice',
    'music box',
    'jewelled egg',
    'seal',
    'locket',
    'cameo',
    'candlestick',
    'hand mirror',
  ],
  merchant: [
    'ledger',
    'seal',
    'charter',
    'scales',
    'strongbox',
    'chain of office',
    'compass',
    'map of the trade winds',
    'abacus',
    'signet',
    'weights',
    'coffer',
  ],
  knights: [
    'banner',
    'sword',
    'horn',
    'shield',
    'helm',
    'spur',
    'lance',
    'standard',
    'gauntlet',
    'bridle',
    'reliquary cross',
    'warhorn',
  ],
  cult: [
    'book',
    'mask',
    'idol',
    'knife',
    'codex',
    'bell',
    'mirror',
    'crown',
    'chalice',
    'candle',
    'skull',
    'veil',
  ],
  mages: [
    'orrery',
    'codex',
    'key',
    'mirror',
    'staff',
    'lens',
    'hourglass',
    'astrolabe',
    'orb',
    'grimoire',
    'wand',
    'crucible',
    'lodestone',
  ],
  rebels: [
    'charter',
    'register',
    'press',
    'banner',
    'seal',
    'pike',
    'letter',
    'drum',
    'broadsheet',
    'cap',
    'lantern',
  ],
  noble: [
    'crown',
    'rubies',
    'sword',
    'seal ring',
    'tapestry',
    'cup',
    'sceptre',
    'coronet',
    'signet',
    'goblet',
    'diadem',
    'mace',
    'hunting horn',
    'necklace',
    'spurs',
    'clasp',
  ],
  mercenary: [
    'drum',
    'banner',
    'ledger',
    'war-axe',
    'standard',
    'helm',
    'pay chest',
    'gorget',
    'trumpet',
    'saddle',
    'shield',
  ],
  druids: [
    'antler crown',
    'acorn',
    'staff',
    'sickle',
    'cauldron',
    'harp',
    'torc',
    'horn',
    'bough',
    'mistletoe crown',
    'stone bowl',
  ],
  spies: [
    'register',
    'cipher',
    'letter',
    'seal',
    'ledger',
    'key',
    'mask',
    'quill',
    'locket',
    'mirror',
    'glove',
  ],
  assassins: [
    'needle',
    'ring',
    'book of names',
    'dagger',
    'cup',
    'ribbon',
    'mask',
    'vial',
    'glove',
    'hairpin',
    'fan',
  ],
  holy: [
    'lantern',
    'reliquary',
    'chalice',
    'hand',
    'bell',
    'book of hours',
    'censer',
    'crosier',
    'cross',
    'psalter',
    'mitre',
    'icon',
  ],
  scholars: [
    'tablets',
    'codex',
    'star atlas',
    'scroll',
    'globe',
    'lexicon',
    'chronicle',
    'astrolabe',
    'quill',
    'palimpsest',
    'almanac',
  ],
  smugglers: [
    'bell',
    'chart',
    'charter',
    'lantern',
    'figurehead',
    'compass',
    'logbook',
    'spyglass',
    'keg',
    'signal lamp',
    'anchor',
  ],
};
const MATERIALS = [
  'gold',
  'silver',
  'jade',
  'amber',
  'crystal',
  'ivory',
  'black iron',
  'bronze',
  'obsidian',
  'pearl',
  'ruby',
  'ebony',
  'moonstone',
  'copper',
  'blue glass',
  'bone',
];
/** Objects whose name reads better without a material ('the Book of Names', not 'the Amber Book of Names'). */
const PLAIN =
  /^(book of names|book of hours|hand|register|press|letter|charter|chronicle|pay chest|map of the trade winds|lexicon|logbook|cipher)$/;

export interface Treasure {
  /** In prose and as a name: 'the Jade Chalice of Saint Orrin'. */
  readonly name: string;
  /** Without its tail, for titles: 'the Jade Chalice'. */
  readonly short: string;
  /** The object word, lower case ('chalice'), for lines that describe it. */
  readonly object: string;
}

/** A named precious thing: material, object and a tail from the faction's world ('of Saint Orrin', 'of Kettle Ford'). */
export function composeTreasure(
  id: PurposeId,
  tails: { saint: string; place: string; family: string; founder: string },
  rng: Rng,
  avoid?: string,
): Treasure {
  const objects = TREASURE_OBJECTS[id].filter((o) => o !== avoid);
  const object = rng.pick(objects);
  const material = PLAIN.test(object) || rng.chance(0.1) ? '' : `${rng.pick(MATERIALS)} `;
  const tail = rng.weightedEntry<string>([
    [`of Saint ${tails.saint}`, id === 'holy' || id === 'knights' ? 4 : 1],
    // 'of Shattered Barrow of Lowby' reads as two names: a place that already holds an 'of' gives way.
    [`of ${tails.place}`, / of /.test(tails.place) ? 0 : 3],
    [`of the ${tails.family} Family`, id === 'noble' ? 4 : 0.5],
    [`of ${tails.founder}`, 2],
    ['', material ? 1.5 : 0],
  ]);
  const name = titleCase(`${material}${object}${tail ? ` ${tail}` : ''}`);
  return { name: `the ${name}`, short: `the ${titleCase(`${material}${object}`)}`, object };
}

// ---- Headquarters ---------------------------------------------------------------------------------------------

/**
 * Buildings a faction can keep house in, 'a full phrase|the second mention', by quarter. A faction of any kind in
 * that quarter may use them; the kind's own tiers (places.ts) hold the grand seats of the larger ones.
 */
export const QUARTER_BUILDINGS: Record<string, readonly string[]> = {
  docks: [
    'a net loft on the quay|the net loft',
    'a chandlery with a cellar to the waterline|the chandlery',
    'a rope-walk a furlong long|the rope-walk',
    'a bonded warehouse|the bonded warehouse',
    'a sail loft over the water|the sail loft',
    'a customs shed nobody uses any more|the old customs shed',
    'a fish cellar with a tide door|the fish cellar',
    'a hulk moored at the end of the quay|the hulk',
    'a cooperage by the slipway|the cooperage',
    'a boathouse with a slipway|the boathouse',
    'a sailors’ chapel with a crypt|the sailors’ chapel',
    'a salting house|the salting house',
    'a ferry-house on the stairs|the ferry-house',
    'a derelict shipyard|the shipyard',
    'a tar-boiling shed by the slipway|the tar shed',
    'a pilot’s house at the harbour mouth|the pilot’s house',
    'an oyster cellar under the fish market|the oyster cellar',
    'a chandler’s warehouse on stilts|the stilt warehouse',
    'a lighterman’s yard|the lighterman’s yard',
    'a shuttered sailors’ hostel|the sailors’ hostel',
    'the old ropery above the quay|the ropery',
    'a crane house on the wharf|the crane house',
    'a smokehouse for herring|the smokehouse',
    'a mast-maker’s shed|the mast shed',
    'a warehouse for salt fish|the salt-fish warehouse',
    'a press-gang’s old lock-up|the lock-up',
    'a grain barge that never sails|the barge',
    'a shipwright’s loft|the shipwright’s loft',
    'a harbour tavern’s back rooms|the harbour tavern',
    'an anchor-smith’s forge|the anchor forge',
  ],
  slums: [
    'a tenement with six doors|the tenement',
    'a gin-shop with a back stair|the gin-shop',
    'a doss-house|the doss-house',
    'a rag-and-bone yard|the rag yard',
    'a burned-out chapel|the burned chapel',
    'a cellar under a cookshop|the cookshop cellar',
    'a disused bathhouse|the old bathhouse',
    'a tannery nobody will walk past|the tannery',
  ],
  market: [
    'a pie shop with a cellar|the pie shop',
    'a pawnshop loft|the pawnshop',
    'the upper floor of the cloth hall|the cloth hall loft',
    'a counting-room over a chandler’s|the counting-room',
    'a cheese warehouse|the cheese warehouse',
    'a coaching inn’s back buildings|the coaching yard',
  ],
  craft: [
    'a dye-works|the dye-works',
    'a smithy with a walled yard|the smithy',
    'a glasshouse|the glasshouse',
    'a cooper’s yard|the cooper’s yard',
    'an empty fulling mill|the fulling mill',
  ],
  noble: [
    'a townhouse with a ballroom|the townhouse',
    'a walled garden house|the garden house',
    'a shuttered mansion|the mansion',
    'a private theatre|the theatre',
  ],
  temple: [
    'an almshouse by the cathedral|the almshouse',
    'a chapter house|the chapter house',
    'a bell-founder’s yard|the bell-founder’s yard',
  ],
  arcane: [
    'a bookshop with a locked back room|the bookshop',
    'a lecture hall|the lecture hall',
    'an observatory tower|the observatory',
  ],
  sewers: [
    'a cistern under the old town|the cistern',
    'a vaulted drain wide enough for a cart|the drain',
    'a forgotten crypt below the streets|the crypt',
    'an old smugglers’ tunnel|the tunnel',
  ],
  mines: [
    'a played-out gallery|the old gallery',
    'a winding house|the winding house',
    'a miners’ hall|the miners’ hall',
  ],
  castle: ['a tower of the old wall|the wall tower', 'the gatehouse stables|the stables'],
  'old town': [
    'a leaning house in the old town|the leaning house',
    'a merchant’s house older than the walls|the old house',
  ],
};

/** What can be said of a headquarters to tell one from another ('with a false floor'). */
export const HQ_DETAILS: Record<Family, readonly string[]> = {
  crime: [
    'with a false floor',
    'with a second way out through the neighbour’s cellar',
    'with a bell on the door that rings in three rooms',
    'whose shutters have not opened in a year',
    'with a dog in the yard that knows every member',
    'with a trapdoor under the counter',
    'where the stairs creak on purpose',
    'with its windows painted over',
  ],
  faith: [
    'with a lamp kept burning in the window',
    'with a walled garden of herbs',
    'whose bell rings at odd hours',
    'with a crypt older than the building above it',
    'with a door that is never locked',
    'where the floor is worn hollow by kneeling',
    'that smells always of incense and damp',
    'with a well in the cellar',
    'whose windows are shuttered from inside',
    'with a side door onto the graveyard',
    'where the stair is painted with old prayers',
    'with a back room nobody rents',
    'with a roof garden no neighbour can see',
  ],
  martial: [
    'with a practice yard behind it',
    'with a watchtower on the roof',
    'with stabling for twenty horses',
    'whose gate is guarded day and night',
    'with an armoury in the cellar',
    'with a bell to call the members',
    'with a forge that never goes cold',
    'with the company’s trophies nailed over the gate',
    'with a drill field trampled bare',
    'with a gallows in the yard, rarely used',
    'with a well nobody else may drink from',
  ],
  learned: [
    'with a library that fills every wall',
    'with a locked room at the top of the stairs',
    'with a telescope on the roof',
    'whose lamps burn all night',
    'with shelves in every passage',
    'with a reading room nobody is allowed to clean',
  ],
  power: [
    'with a strongroom under the stairs',
    'with a dining hall fit for forty',
    'with a porter at the door who knows every face',
    'with a walled garden behind',
    'with a clock over the door',
    'with its own chapel',
    'with a gallery of family portraits',
    'with a porter’s lodge at the gate',
    'with stables for forty horses',
    'with a muniment room in the tower',
    'with a chapel full of family tombs',
  ],
};
