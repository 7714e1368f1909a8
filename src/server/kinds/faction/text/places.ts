// Where a faction lives and reaches: the places it is decided around (town, ward, street, region, realms), its
// headquarters by kind and size, and the territory a size and an influence can hold.
import type { FactionSize } from '../../../../shared/kinds/faction.js';
import { capitalize, endSentence, tidy } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import { MarkovNames } from '../../../engine/markov.js';
import { PLACE } from '../../../engine/name-data.js';
import { innName, riverName, ruinName, siteName, streetName, townName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import type { PurposeId } from './purposes.js';
import type { FactionRecord } from './record.js';

/** Rank of each size, 0 (Small Gang) to 5 (World Organization). */
export const SIZE_RANK: Record<FactionSize, number> = {
  'Small Gang': 0,
  'Local Organization': 1,
  'Regional Power': 2,
  'National Group': 3,
  'Continental Network': 4,
  'World Organization': 5,
};

export interface Places {
  /** The town the faction lives in; for a national or larger faction, the capital of its realm. */
  readonly town: string;
  readonly ward: string;
  readonly street: string;
  readonly inn: string;
  readonly region: string;
  /** The realm with its form: 'the Kingdom of Aldmark'. */
  readonly realm: string;
  /** Who rules the realm: a king, a duke... */
  readonly ruler: Ruler;
  /** Other towns of the territory, never the home town. */
  readonly towns: readonly string[];
  /** Other realms by their bare names ('Vessary'), so that a list of them reads as several realms. */
  readonly realms: readonly string[];
  readonly villages: readonly string[];
  readonly site: string;
  readonly ruin: string;
  readonly river: string;
  readonly forest: string;
  readonly cove: string;
}

// Realm names in one invented sound, written for Loreforge; the chain invents more like them.
const REALM_TRAINING = [
  'Aldmark',
  'Vessary',
  'Corrath',
  'Istmere',
  'Doravel',
  'Hallistan',
  'Quenmoor',
  'Tarsk',
  'Morvaine',
  'Estwold',
  'Brennick',
  'Caldoria',
  'Ulmerand',
  'Savrenne',
  'Kestria',
  'Ordova',
  'Varnholt',
  'Lessaria',
  'Marrowmere',
  'Ysendor',
  'Pellarin',
  'Gorvath',
  'Sunmarch',
  'Dunmerrow',
  'Velmaris',
  'Harrowdane',
  'Aubrecy',
  'Calvere',
  'Ostmark',
  'Tirrenhold',
  'Brannock',
  'Fennimor',
  'Liriande',
  'Quarrowen',
  'Essendal',
  'Rhovanne',
  'Mirecourt',
  'Sollamere',
];
const realmModel = new MarkovNames(REALM_TRAINING, { minLength: 5, maxLength: 10 });

/** Who rules a realm, by the form of its name. */
export type Ruler = 'king' | 'duke' | 'prince' | 'margrave' | 'magistrate';

const REALM_FORMS: readonly (readonly [{ name: (n: string) => string; ruler: Ruler }, number])[] = [
  [{ name: (n) => `the Kingdom of ${n}`, ruler: 'king' }, 4],
  [{ name: (n) => n, ruler: 'king' }, 4],
  [{ name: (n) => `the Duchy of ${n}`, ruler: 'duke' }, 2],
  [{ name: (n) => `the Principality of ${n}`, ruler: 'prince' }, 1],
  [{ name: (n) => `the Free Cities of ${n}`, ruler: 'magistrate' }, 1],
  [{ name: (n) => `the ${n} Marches`, ruler: 'margrave' }, 1],
];

// Invented names that happen to be English words, or someone else's famous places, are passed over.
const NOT_NAMES =
  /^(mordor|gondor|gordor|moria|court|march|marine|coran|doris|dorian|harch|tarch|quary|quark|tande|vande|brane|sarre|tiris|orrow|dorrow|gorrow|tirre|tanne|follow|fende|fenne|brende|brenne|essen|tiren|morass|marrow|barren|torrent|ordeal|tarry|caldera)$/i;

function realmBare(rng: Rng): string {
  for (let i = 0; i < 6; i++) {
    if (rng.chance(0.4)) return rng.pick(REALM_TRAINING);
    const name = realmModel.generate(rng);
    if (name.length >= 6 && !NOT_NAMES.test(name)) return name;
  }
  return rng.pick(REALM_TRAINING);
}

/**
 * A town's name: mostly compounds of the engine's place parts ('Ashford'), now and then one of its invented
 * names, never an invented one that piles up consonants or runs long ('Netteaddord').
 */
function placeName(rng: Rng): string {
  for (let i = 0; i < 8; i++) {
    const head = rng.pick(PLACE.townHead);
    const tail = rng.pick(PLACE.townTail);
    // 'Moormoor' is no place anyone would name.
    if (head.toLowerCase() === tail) continue;
    const name = rng.chance(0.75) ? `${head}${tail}` : townName(rng);
    const fits = name.length >= 6 && name.length <= 11 && !NOT_NAMES.test(name);
    if (fits && !/[^aeiouy]{4}/i.test(name) && !/(.)\1\1/.test(name)) return name;
  }
  return `${rng.pick(PLACE.townHead)}${rng.pick(PLACE.townTail)}`;
}

const WARD_TRADES = [
  'Tanners’',
  'Chandlers’',
  'Weavers’',
  'Dyers’',
  'Coopers’',
  'Fishers’',
  'Ropers’',
  'Potters’',
  'Glovers’',
  'Cutlers’',
];
const WARD_PLACES = [
  'Bell',
  'Salt',
  'Mill',
  'Bridge',
  'Candle',
  'Tallow',
  'Lantern',
  'Cinder',
  'Gull',
  'Hay',
  'Horse',
  'Old',
];

function wardName(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.4) return `the ${rng.pick(WARD_TRADES)} ${rng.pick(['Quarter', 'Ward', 'Row'])}`;
  if (roll < 0.75) return `the ${rng.pick(WARD_PLACES)} ${rng.pick(['Ward', 'Quarter'])}`;
  return `${rng.pick(WARD_PLACES)} ${rng.pick(['End', 'Side', 'Cross', 'Steps'])}`;
}

const REGION_TAILS = ['Vale', 'Marches', 'Downs', 'Dales', 'Fens', 'Wolds', 'Reach', 'Hills', 'Coast'];

function regionName(river: string, rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.3) return `the valley of ${river}`;
  if (roll < 0.55) return `the Vale of ${placeName(rng)}`;
  return `the ${rng.pick(PLACE.townHead)}${rng.chance(0.4) ? rng.pick(['moor', 'mere', 'wold', 'dale']) : ''} ${rng.pick(REGION_TAILS)}`;
}

function forestName(rng: Rng): string {
  const head = rng.pick([
    'Thorn',
    'Ash',
    'Raven',
    'Elder',
    'Bramble',
    'Hollow',
    'Wolf',
    'Hart',
    'Oak',
    'Grey',
    'Black',
  ]);
  return rng.chance(0.5) ? `the ${head}wood` : `the ${head} Forest`;
}

/** Distinct names from a builder: never one already taken. */
function distinct(make: () => string, count: number, taken: Set<string>): string[] {
  const out: string[] = [];
  for (let guard = 0; out.length < count && guard < count * 8; guard++) {
    const name = make();
    if (!taken.has(name)) {
      taken.add(name);
      out.push(name);
    }
  }
  return out;
}

/** Decides every place a faction of any size might need; the writers use what the size calls for. */
export function decidePlaces(rng: Rng): Places {
  const taken = new Set<string>();
  const [town, ...towns] = distinct(() => placeName(rng), 5, taken);
  const villages = distinct(() => placeName(rng), 2, taken);
  const river = riverName(rng);
  const [home, ...realms] = distinct(() => realmBare(rng), 5, new Set());
  const form = rng.weightedEntry(REALM_FORMS);
  return {
    town: town!,
    ward: wardName(rng),
    street: streetName(rng),
    inn: innName(rng),
    region: regionName(river, rng),
    realm: form.name(home!),
    ruler: form.ruler,
    towns,
    realms,
    villages,
    site: siteName(rng),
    ruin: ruinName(rng),
    river,
    forest: forestName(rng),
    cove: `${rng.pick(PLACE.townHead)} Cove`,
  };
}

/**
 * Where the headquarters stands, by kind and size: [sz0, sz1, sz2, sz3, sz4-5]. Each is 'in full|second mention':
 * 'a warehouse full of nothing|the warehouse'. Variables: inn, site, river, forest, cove, town.
 */
const HQ_BUILDINGS: Record<PurposeId, readonly (readonly string[])[]> = {
  thieves: [
    [
      'the cellar under #inn#|the cellar under #inn#',
      'a back room of #inn#|the back room of #inn#',
      'the loft of a pawnshop|the pawnshop loft',
    ],
    [
      'a disused bathhouse|the old bathhouse',
      'an old chandlery with a false floor|the chandlery',
      'a warehouse full of nothing|the empty warehouse',
    ],
    [
      'a fortified guildhall dressed as a wool warehouse|the wool warehouse',
      'a walled yard of warehouses and cellars|the walled yard',
    ],
    [
      'a great house with three street doors and more below ground|the house of many doors',
      'a counting-house with a vault under it|the vault',
    ],
    [
      'a mother house built over old catacombs|the mother house',
      'a palace bought through a dozen false names|the palace',
    ],
  ],
  merchant: [
    [
      'the back room of a counting-house|the counting-house',
      'an upper room at #inn#|the upper room at #inn#',
    ],
    [
      'a counting-house with its own warehouse|the counting-house',
      'a hall on the market square|the hall on the square',
    ],
    [
      'a great guildhall with a bell tower|the guildhall',
      'a toll house and warehouses on #river#|the toll house',
    ],
    ['an exchange with a marble floor|the exchange', 'a guildhall beside the royal mint|the guildhall'],
    [
      'a mother exchange whose doors never close|the mother exchange',
      'a counting-house the size of a palace|the great counting-house',
    ],
  ],
  knights: [
    ['the upper room of #inn#|the upper room of #inn#', 'a disused stable behind #inn#|the old stable'],
    [
      'a fortified house with a practice yard|the fortified house',
      'an old tithe barn turned chapter hall|the chapter hall',
    ],
    ['a keep on a hill|the keep', 'a commandery with stables for a hundred horses|the commandery'],
    [
      'a great commandery inside the city walls|the commandery',
      'a castle given to the order by a grateful crown|the castle',
    ],
    [
      'a mother commandery with a chapel and a hospital|the mother commandery',
      'a fortress that has never been taken|the fortress',
    ],
  ],
  cult: [
    [
      'a cellar beneath a burned chapel|the burned chapel',
      'the back room of a candle-maker’s|the candle-maker’s back room',
    ],
    [
      'a shuttered chapel|the shuttered chapel',
      'a great house with its windows bricked up|the bricked-up house',
    ],
    ['an abandoned abbey|the abandoned abbey', 'a cave temple under #site#|the cave temple'],
    [
      'a temple cut into the rock beneath the old city|the rock temple',
      'a town palace with a second cellar|the palace cellars',
    ],
    [
      'a temple under a dead city|the buried temple',
      'an island monastery that appears on no chart|the island monastery',
    ],
  ],
  mages: [
    ['the back room of a bookshop|the bookshop', 'an attic over an apothecary|the attic'],
    ['a narrow tower behind high walls|the tower', 'a townhouse with no front door|the townhouse'],
    ['a tower keep above #town#|the tower', 'a walled college with an observatory|the college'],
    [
      'a tower of black glass in the old city|the black tower',
      'a college with a library older than the crown|the college',
    ],
    [
      'a tower no two visitors describe alike|the tower',
      'a hidden college reached through a painted door|the hidden college',
    ],
  ],
  rebels: [
    ['the back room of a print shop|the print shop', 'the cellar under #inn#|the cellar under #inn#'],
    ['a printing shop with a hidden press|the print shop', 'an old mill on the edge of #town#|the old mill'],
    [
      'a ruined keep in the hills above #town#|the ruined keep',
      'a farm with more cellars than barns|the farm',
    ],
    [
      'the crypts under the old cathedral|the crypts',
      'a bookbinder’s workshop with a press in the cellar|the bookbinder’s workshop',
    ],
    [
      'a printing house that prints in four languages|the printing house',
      'a fortified farmhouse in the hills|the farmhouse',
    ],
  ],
  noble: [
    [
      'the last rooms of a crumbling townhouse|the townhouse',
      'the upper floor of a debt-ridden manor|the manor',
    ],
    ['a manor house on the edge of #town#|the manor', 'an old fortified house|the fortified house'],
    ['a castle above #town#|the castle', 'a moated manor with a deer park|the moated manor'],
    [
      'a palace in the upper city|the palace',
      'a castle that has been the family’s for three centuries|the castle',
    ],
    [
      'an ancestral palace and a dozen lesser seats|the ancestral palace',
      'a palace built with the dowries of four realms|the palace',
    ],
  ],
  mercenary: [
    ['the back room of #inn#|the back room of #inn#', 'a barn behind #inn#|the barn'],
    [
      'a drill yard and barracks by the town gate|the barracks',
      'an old tannery turned barracks|the barracks',
    ],
    ['a keep bought with the spoils of a war|the keep', 'a walled camp that has become a village|the camp'],
    [
      'barracks and a fortified paymaster’s house|the paymaster’s house',
      'a citadel hired out to the crown|the citadel',
    ],
    [
      'a fortress town that rents out its garrison|the fortress',
      'a great walled camp of many languages|the camp',
    ],
  ],
  druids: [
    [
      'a walled garden behind a herbalist’s shop|the walled garden',
      'a hollow oak in the churchyard|the hollow oak',
    ],
    [
      'an old tithe barn at the edge of #town#|the tithe barn',
      'a walled grove behind the old tithe barn|the walled grove',
    ],
    [
      'a great stone circle and the hall beside it|the stone circle',
      'a heart-grove deep in #forest#|the heart-grove',
    ],
    [
      'a heart-grove in #forest#, a day’s walk from the city|the heart-grove',
      'a ring of standing stones on the hills|the standing stones',
    ],
    [
      'the oldest grove in the world, which no map shows|the oldest grove',
      'a heart-grove where the first oak grew|the heart-grove',
    ],
  ],
  spies: [
    ['the back room of a tailor’s|the tailor’s back room', 'a room above #inn#|the room above #inn#'],
    ['a tall house with many doors|the tall house', 'a courier’s office|the courier’s office'],
    [
      'a tall house that shares a wall with the magistrates’ court|the tall house',
      'a walled garden house|the garden house',
    ],
    [
      'a house behind the royal palace|the house behind the palace',
      'a bookshop that never seems to sell a book|the bookshop',
    ],
    [
      'a quiet island house where the reports go|the island house',
      'an office that appears in no register|the office',
    ],
  ],
  assassins: [
    [
      'the cellar of an undertaker’s|the undertaker’s cellar',
      'the back room of #inn#|the back room of #inn#',
    ],
    ['a walled house with a garden of poisons|the walled house', 'an old bathhouse|the bathhouse'],
    ['a walled house on a hill|the walled house', 'a former monastery|the monastery'],
    [
      'a house in the old city with no door on the street|the doorless house',
      'a garden palace|the garden palace',
    ],
    [
      'a mountain house that clients reach blindfolded|the mountain house',
      'a monastery that takes no pilgrims|the monastery',
    ],
  ],
  holy: [
    ['a chapel in a cellar|the cellar chapel', 'the back room of an almshouse|the almshouse'],
    ['a small priory|the priory', 'a hospital with a chapel|the hospital'],
    ['an abbey|the abbey', 'a fortified priory on #river#|the priory'],
    ['a cathedral close|the cathedral close', 'a great abbey beside the palace|the abbey'],
    ['a mother house with a thousand cells|the mother house', 'a great cathedral|the cathedral'],
  ],
  scholars: [
    ['the back room of a bookshop|the bookshop', 'an attic over a bookbinder’s|the attic'],
    ['a hall with a library|the hall', 'a townhouse full of books|the townhouse'],
    ['a hall with a great library|the hall', 'an old abbey turned college|the college'],
    ['an athenaeum beside the palace|the athenaeum', 'a college with its own printing house|the college'],
    [
      'a great library with reading rooms in a dozen cities|the great library',
      'an athenaeum whose stacks go down seven floors|the athenaeum',
    ],
  ],
  smugglers: [
    ['the cellar under #inn#|the cellar under #inn#', 'a net loft on the quay|the net loft'],
    ['a chandlery on the waterfront|the chandlery', 'a warehouse over the water|the warehouse'],
    [
      'a fortified farmhouse above #cove#|the farmhouse',
      'an old customs house bought at auction|the old customs house',
    ],
    [
      'a warehouse quarter in the port|the warehouses',
      'a harbour fort the crown thinks it still holds|the harbour fort',
    ],
    [
      'a free port on an island of its own|the island port',
      'an island with a harbour no chart shows|the island',
    ],
  ],
};

/** One of a kind's headquarters for a size: the full phrase and the one for later mentions. */
export function pickHq(id: PurposeId, rank: number, rng: Rng): { full: string; short: string } {
  const [full, short] = rng.pick(HQ_BUILDINGS[id][Math.min(rank, 4)]!).split('|');
  return { full: full!, short: short ?? full! };
}

/**
 * Headquarters and territory. Variables: town, ward, street, inn, region, realm, realms (a list), t1, t2, t3
 * (other towns), v1, v2 (villages), forest, cove, river, building (the headquarters itself), front {name},
 * rankSeconds, leader. Tags: sz0..sz5, secrecy, influence, kind.
 */
export const PLACE_RULES: RuleSet = {
  hq_where: [
    '<sz0> #building#, on #street# in #ward# of #town#',
    '<sz0> #building#, off #street# in #ward# of #town#',
    '<sz1> #building#, on #street# in #town#',
    '<sz1> #building#, in #ward# of #town#',
    '<sz2> #building#, at #town# in #region#',
    '<sz2> #building#, outside #town#, the largest town of #region#',
    '<sz3> #building#, in #town#, the capital of #realm#',
    '<sz3> #building#, in the capital of #realm#, #town#',
    '<sz4> #building#, in #town#, capital of #realm#, with #chapters# in #realms#',
    '<sz4> #building#, in #town# in #realm#, and #chapters# in the capitals of #realms#',
    '<sz5> #building#, in #town# in #realm#; #f.their# #chapters# stand in more lands than most maps show',
    '<sz5> #building#, in #town# in #realm#, and #chapters# from #realm2# to #realm4# and across the sea',
  ],
  hq_secrecy: [
    '<known> .',
    '<known sz0|sz1> ; #f.their# sign hangs over the door for anyone to see.',
    '<known sz2|sz3|sz4|sz5> ; #f.their# banner flies over it for anyone to see.',
    '<known> ; everyone in #town# knows the door.',
    '<rumored> ; everyone in #town# says something goes on there, and nobody has proved what.',
    '<rumored> ; the neighbours have their suspicions and keep them to themselves.',
    '<secret> . On paper #hq# belongs to #front.name#, and nobody has looked further.',
    '<secret> . #hq.capitalize# is let to #front.name#, whose name is on every lease and bill.',
    '<clandestine> . On paper #hq# belongs to #front.name#; only the #seconds# know what it is really for.',
    '<clandestine> . #hq.capitalize# is the property of #front.name#, and most of its own members have never seen the rooms at the back.',
  ],
  territory: [
    '<sz0 minor|moderate> A few streets of #ward# in #town#, from #street# to the river stairs',
    '<sz0 minor|moderate> #street# and the yards behind it, in #ward# of #town#',
    '<sz0 major|overwhelming> The whole of #ward# in #town#, where nothing is sold or stolen without #f.their# leave',
    '<sz0 major|overwhelming> #ward# of #town#, street by street, and every alley behind them',
    '<sz1 minor|moderate> #town#, chiefly #ward#, and the road out to #v1#',
    '<sz1 minor|moderate> Parts of #town# and the villages of #v1# and #v2#',
    '<sz1 major|overwhelming> #town# from wall to wall, and the villages around it as far as #v1# and #v2#',
    '<sz1 major|overwhelming> Every ward of #town#, and the market villages of #v1# and #v2#',
    '<sz2 minor|moderate> #region#: #town#, #t1# and #t2#, and the roads between them',
    '<sz2 minor|moderate> The towns of #region#, strongest in #town# and #t1#, weaker in #t2#',
    '<sz2 major|overwhelming> The whole of #region#, from #town# to #t2# and #t3#',
    '<sz2 major|overwhelming> #region# and its towns, #town#, #t1#, #t2# and #t3#, every one of them',
    '<sz3 minor|moderate> #realm#, chiefly its capital #town# and the cities of #t1# and #t2#',
    '<sz3 minor|moderate> The cities of #realm#: #town#, #t1# and #t2#, with a few friends in the country',
    '<sz3 major|overwhelming> All of #realm#, from the capital #town# to the border at #t3#',
    '<sz3 major|overwhelming> #realm# and its every city, #town#, #t1#, #t2# and #t3# foremost',
    '<sz4 minor|moderate> #allRealms#, with #chapters# in each capital and not much more',
    '<sz4 minor|moderate> The capitals of #allRealms#, with friends on the roads between',
    '<sz4 major|overwhelming> #allRealms#, and every road, river and harbour that joins them',
    '<sz4 major|overwhelming> The whole continent, from #realm# to #realm4#',
    '<sz5 minor|moderate> #chapters.capitalize# in scores of lands, from #realm# to #realm4#, most of them a single room and a strongbox',
    '<sz5 minor|moderate> Every land from #realm# to #realm4# and the ports across the sea, though thinly',
    '<sz5 major|overwhelming> Every land the map shows, and some it does not, from #realm# to #realm4# and beyond the sea',
    '<sz5 major|overwhelming> The known world: #realm#, #realm2#, #realm3#, #realm4# and the far ports',
  ],
};

/** The headquarters field: the building, where it stands (by size), and what secrecy hides or shows of it. */
export function writeHeadquarters(record: FactionRecord, rng: Rng): string {
  const { ctx } = record;
  return tidy(capitalize(`${ctx.expandSymbol('hq_where', rng)}${ctx.expandSymbol('hq_secrecy', rng)}`));
}

/** The territory field: as far as the size reaches, as firmly as the influence holds it. */
export function writeTerritory(record: FactionRecord, rng: Rng): string {
  return tidy(endSentence(record.ctx.expandSymbol('territory', rng)));
}
