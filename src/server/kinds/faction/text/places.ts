// Where a faction lives and reaches: the places it is decided around (town, ward, streets, region, realms), its
// headquarters by kind, size and quarter, and the territory a size and an influence can hold.
import type { FactionSize } from '../../../../shared/kinds/faction.js';
import { capitalize, endSentence, tidy } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import { MarkovNames } from '../../../engine/markov.js';
import { PLACE } from '../../../engine/name-data.js';
import { innName, riverName, ruinName, siteName, streetName, townName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import { worldItem } from '../../../engine/world-pick.js';
import type { Site } from './lexicon.js';
import type { Picks } from './picks.js';
import type { Family, PurposeId } from './purposes.js';
import type { FactionRecord } from './record.js';
import { type Geo, HQ_DETAILS, QUARTER_BUILDINGS } from './world.js';

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
  /** A second street, never the first. */
  readonly street2: string;
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
export function decidePlaces(rng: Rng, picks?: Picks): Places {
  const taken = new Set<string>();
  const [town, ...towns] = distinct(() => placeName(rng), 5, taken);
  const villages = distinct(() => placeName(rng), 2, taken);
  const river = riverName(rng);
  const [home, ...realms] = distinct(() => realmBare(rng), 5, new Set());
  const form = rng.weightedEntry(REALM_FORMS);
  // The first street goes through the world's memory (it names gangs and headquarters); the second need not.
  const street = picks
    ? `${picks.pick('pk_street_head', rng)} ${picks.pick('pk_street_tail', rng)}`
    : streetName(rng);
  let street2 = streetName(rng);
  for (let i = 0; i < 6 && street2.split(' ')[0] === street.split(' ')[0]; i++) street2 = streetName(rng);
  return {
    town: town!,
    ward: wardName(rng),
    street,
    street2,
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
      'a cloth hall with a weighing beam at the door|the cloth hall',
      'a merchant’s mansion with a warehouse for a ground floor|the mansion',
      'a bonded warehouse with offices above|the bonded warehouse',
    ],
    [
      'an exchange with a marble floor|the exchange',
      'a guildhall beside the royal mint|the guildhall',
      'a bank in an old palace whose ballroom is full of clerks|the bank',
      'a walled compound of warehouses by the customs house|the compound',
      'a hall of weights and measures that the crown rents from the league|the hall of weights',
      'a tall house of seven floors, each given to one trade|the tall house',
      'a covered market whose upper gallery is the league’s alone|the gallery',
    ],
    [
      'a mother exchange whose doors never close|the mother exchange',
      'a counting-house the size of a palace|the great counting-house',
      'a palace with a counting-room for every nation it trades with|the palace',
      'a chain of counting-houses around one vaulted strongroom|the strongroom',
    ],
  ],
  knights: [
    ['the upper room of #inn#|the upper room of #inn#', 'a disused stable behind #inn#|the old stable'],
    [
      'a fortified house with a practice yard|the fortified house',
      'an old tithe barn turned chapter hall|the chapter hall',
    ],
    [
      'a keep on a hill|the keep',
      'a commandery with stables for a hundred horses|the commandery',
      'a moated manor with a tiltyard|the manor',
      'a walled priory the order took over|the priory',
      'a river fort guarding the bridge|the bridge fort',
      'a tower house with a chapel in its base|the tower house',
      'a fortified royal hunting lodge|the lodge',
    ],
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
      'an attic over a dyer’s shop|the attic',
      'a boarded-up schoolroom|the schoolroom',
      'the loft of a disused granary|the granary loft',
      'a widow’s parlour with the curtains always drawn|the parlour',
      'a bathhouse closed for repairs these ten years|the bathhouse',
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
    [
      'a castle above #town#|the castle',
      'a moated manor with a deer park|the moated manor',
      'a tower house with a walled garden|the tower house',
      'a great hall on the old market|the great hall',
      'a hunting lodge grown into a palace|the lodge',
      'a castle on an island in a mere|the island castle',
      'a gatehouse and hall built across the old road|the gatehouse',
    ],
    [
      'a palace in the upper city|the palace',
      'a castle that has been the family’s for three centuries|the castle',
      'a town palace behind a plain brick wall|the town palace',
      'a great house facing the cathedral|the great house',
      'a fortified palace on the river stairs|the palace',
      'an old royal residence the crown gave away in a bad year|the residence',
      'a walled mansion by the west gate|the mansion',
      'a palace of pale stone on the high street|the palace',
      'a moated manor house just outside the walls|the manor',
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
    [
      'a keep bought with the spoils of a war|the keep',
      'a walled camp that has become a village|the camp',
      'a star fort built for a king who never paid for it|the star fort',
      'a fortified abbey the monks sold to the company|the abbey',
      'a horse farm with barracks where the barns were|the horse farm',
      'a stone hall outside the walls|the stone hall',
      'a ring of barracks round an old tower|the tower',
    ],
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

/** A town watch's houses by size: a watch keeps a watch-house and a gaol, not a chapter hall. */
const WATCH_HQ: readonly (readonly string[])[] = [
  ['a watch-house by the gate|the watch-house', 'a room over the gatehouse|the gatehouse'],
  ['a watch-house with cells below|the watch-house', 'the old guildhall beside the gaol|the guildhall'],
  [
    'a gatehouse with a lock-up and a bell|the gatehouse',
    'a watch-house on the market square|the watch-house',
  ],
  ['a tower on the walls with a gaol beneath|the watch tower', 'the old castle gaol|the gaol'],
  [
    'a great watch-house beside the court of assize|the watch-house',
    'a fortified gaol in the heart of the city|the gaol',
  ],
];

/**
 * One of a kind's headquarters for a size: the full phrase and the one for later mentions. A small faction
 * usually keeps house in a building of its quarter (a net loft in the docks); a large one in its kind's grand
 * seat. Half of them carry a detail that tells one from another ('with a false floor').
 */
export function pickHq(
  id: PurposeId,
  rank: number,
  quarter: string,
  family: Family,
  geo: Pick<Geo, 'water' | 'river'>,
  rng: Rng,
  watch = false,
): { full: string; short: string } {
  const fits = (option: string) =>
    (geo.river || !option.includes('#river#')) && (geo.water === 'coast' || !option.includes('#cove#'));
  const local = (QUARTER_BUILDINGS[quarter] ?? []).filter(fits);
  const own = (watch ? WATCH_HQ : HQ_BUILDINGS[id])[Math.min(rank, 4)]!.filter(fits);
  // A watch keeps its watch-house, never the quarter's chapter house or hall.
  const useLocal = local.length > 0 && rng.chance(rank <= 1 ? 0.65 : rank === 2 ? 0.3 : 0) && !watch;
  // Drawn through the account's memory: five merchant leagues of one account all kept 'a guildhall beside the
  // royal mint'.
  const pool = useLocal || own.length === 0 ? local : own;
  const all =
    useLocal || own.length === 0
      ? (QUARTER_BUILDINGS[quarter] ?? [])
      : (watch ? WATCH_HQ : HQ_BUILDINGS[id])[Math.min(rank, 4)]!;
  const [full, short] = worldItem(rng, `faction_hq_${useLocal ? quarter : id}_${rank}`, all, pool).split('|');
  // A building of the quarter always carries a detail: ten guilds of one quarter keep ten different houses.
  // A detail the building already has ('a chandlery with a false floor') is never added twice.
  // A tunnel, cellar, cave or sewer has no windows, shutters or roof to speak of.
  const underground =
    /\b(tunnel|cellar|crypt|sewer|cave|cavern|catacomb|vault|undercroft|mine|barrow|cistern|well)s?\b/i.test(
      full!,
    );
  const details = HQ_DETAILS[family].filter(
    (d) =>
      !full!.includes(d.replace(/^(with|and) /, '')) &&
      !(
        underground &&
        /\b(window|shutter|roof|watchtower|lamp kept burning in the window|garden|yard)s?\b/i.test(d)
      ),
  );
  // Drawn through the account's memory: six guilds of one account had 'a second way out through the neighbour's
  // cellar'.
  let detail =
    (useLocal || rng.chance(0.85)) && details.length > 0
      ? ` ${worldItem(rng, `faction_hq_detail_${family}`, HQ_DETAILS[family], details)}`
      : '';
  // 'a fortified house with a practice yard and an armoury in the cellar', never 'with ... with ...'.
  if (/\bwith\b/.test(full!) && detail.startsWith(' with '))
    detail = /\band\b/.test(full!) ? '' : detail.replace(/^ with /, ' and ');
  return { full: `${full!}${detail}`, short: short ?? full! };
}

/** Houses a typed trade keeps, by the words that name it: bee-breeders keep an apiary, never a barracks. */
const TRADE_HQ: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    /\b(bee-?\w*|apiar\w*|honey)\b/i,
    ['an apiary with a honey house|the apiary', 'a walled apiary and a wax-house|the apiary'],
  ],
  [
    /\b(books?|bookbind\w*|binder\w*)\b/i,
    [
      'a bindery with a shop at the front|the bindery',
      'a stationer’s shop with a press in the back|the shop',
    ],
  ],
  [
    /\b(spices?|traders?|dealers?|sellers?|chandlers?)\b/i,
    ['a warehouse with a shop at the front|the warehouse', 'a shop with a bonded store behind it|the shop'],
  ],
];

/**
 * The house of the trade the game master typed ('beekeepers', 'book smugglers'), or null when the words name none.
 * Only the words naming the members count: scholars who collect books keep no bindery.
 */
export function tradeHq(
  text: string,
  members: readonly [string, string] | null,
  rng: Rng,
): { full: string; short: string } | null {
  const end = members ? text.toLowerCase().indexOf(members[1].toLowerCase()) : -1;
  if (end < 0) return null;
  const naming = text.slice(0, end + members![1].length);
  const houses = TRADE_HQ.find(([words]) => words.test(naming))?.[1];
  if (!houses) return null;
  const [full, short] = rng.pick(houses).split('|');
  return { full: full!, short: short! };
}

/**
 * Headquarters at a typed place. A building is the house itself, or its cellars when the faction hides ('the
 * cellars under the city morgue'); wild land holds a lodge deep in it; a thing kept (a hive, a stone, a spring) has
 * a house built beside it. The short name is the one later sentences use.
 */
export function siteHq(site: Site, hidden: boolean, rng: Rng): { full: string; short: string } {
  if (site.sort === 'building') {
    if (!hidden) return { full: site.phrase, short: `the ${site.head}` };
    const [under, short] = rng
      .pick([
        'the cellar under|the cellar',
        'a locked back room of|the back room',
        'the old vault beneath|the vault',
      ])
      .split('|');
    return { full: `${under} ${site.phrase}`, short: short! };
  }
  // 'a lodge deep in the deep forest' says one word twice: a lodge whose words the place already has is passed over.
  const fresh = (option: string) =>
    !option
      .split('|')[0]!
      .split(/\s+/)
      .some((w) => w.length > 3 && site.phrase.split(/\s+/).includes(w));
  const options =
    site.sort === 'wild'
      ? [
          'a lodge of turf and timber deep in|the lodge',
          'a ring of old huts in a clearing of|the clearing',
          'a hall built from one fallen trunk in the heart of|the hall',
          'a hidden camp in|the camp',
        ]
      : [
          'a walled garden around|the garden',
          'a keeper’s lodge beside|the lodge',
          'an old house built against the wall that shelters|the old house',
          'a yard with a high fence around|the yard',
        ];
  const pool = options.filter(fresh);
  const [full, short] = rng.pick(pool.length > 0 ? pool : options).split('|');
  return { full: `${full} ${site.phrase}`, short: short! };
}

/**
 * Headquarters and territory. Variables: town, ward, street, street2, inn, region, realm, realms (a list), t1, t2,
 * t3 (other towns), v1, v2 (villages), forest (the wild place), cove, river, sea, building (the headquarters
 * itself), hq (its short name), front {name}, seconds, leader. Tags: sz0..sz5, secrecy, influence, water, kind.
 */
export const PLACE_RULES: RuleSet = {
  // A house in typed wild land ('the old forest') stands outside the town, in no ward and on no street.
  hq_wild_where: ['#building# #hq_wild_from#'],
  hq_wild_from: [
    'a morning’s walk out of #town#',
    'half a day out of #town# by the old road',
    'where the last road of #town# gives out',
    'beyond the last farms of #town#',
    'a long walk from the gates of #town#',
    'within sight of the smoke of #town# on a still day',
  ],
  // Streets, doors and leases say nothing about a house in the woods: who knows the way there does.
  hq_wild_secrecy: [
    '<known> ; every woodcutter and shepherd around #town# knows the way, and keeps a respectful distance.',
    '<known> . Anyone from #town# may walk out to it, and on feast days half the town does.',
    '<rumored> ; people in #town# say lights are seen there at night, and nobody goes to look.',
    '<rumored> . Children from #town# dare each other to walk that far, and none has gone all the way.',
    '<hidden> . On paper the ground belongs to #front.name#, who keep strangers off the paths without knowing why.',
    '<hidden> . The land is the property of #front.name#, and no path to it is on any map.',
  ],
  hq_where: [
    '<sz0|sz1> #building#, #hq_on# #street# in #ward# of #town#',
    '<sz0|sz1> #building#, #hq_on# #street#, in #ward# of #town#',
    '<sz0|sz1> #building# in #ward# of #town#, #hq_near#',
    '<sz0|sz1> #building# #hq_on# #street2# in #ward# of #town#, #hq_near#',
    '<sz2> #building#, at #town# in #region#, #hq_near#',
    '<sz2> #building# in #town#, #hq_town2#, #hq_near#',
    '<sz2> #building# in #ward# of #town#, from which #f.first# #f.v:runs# #f.their# affairs across #region#',
    '<sz2> #building# #hq_on# #street# in #town#, #hq_near#',
    '<sz2> #building# in #ward#, #hq_ward_is# #town#, #hq_near#',
    '<sz3> #building#, in #town#, the capital of #realm#, #hq_near#',
    '<sz3> #building# in the capital of #realm#, #town#, #hq_near#',
    '<sz3> #building# #hq_on# #street# in #town#, the capital of #realm#',
    '<sz3> #building# in #ward# of #town#, the capital of #realm#, #hq_near#',
    '<sz4> #building#, in #town#, capital of #realm#, with #chapters# in #realms#',
    '<sz4> #building# in #town# in #realm#, and #chapters# in the capitals of #realms#',
    '<sz4> #building# in #ward# of #town#, and #chapters# in every capital from #realm2# to #realm4#',
    '<sz5> #building#, in #town# in #realm#; #f.their# #chapters# stand in more lands than most maps show',
    '<sz5> #building#, in #town# in #realm#, and #chapters# from #realm2# to #realm4# and across the sea',
    '<sz5> #building# in #town#; beyond #realm# #f.their# #chapters# reach across the sea and into lands whose names the clerks misspell',
  ],
  hq_on: ['on', 'off', 'at the end of', 'halfway down', 'just off', 'at the corner of', 'behind'],
  hq_town2: [
    'the largest town of #region#',
    'the market town of #region#',
    'the first town of #region#',
    'where the roads of #region# meet',
    'the oldest town of #region#',
  ],
  hq_near: [
    'a short walk from #inn#',
    'across the way from #inn#',
    '<water> within smell of the #waterWord#',
    '<has-river> a stone’s throw from #river#',
    '<sea> with a view of #sea# from the top windows',
    'near the old gate',
    'under the shadow of the bell tower',
    'where three lanes meet',
    'between a chandler’s and a pawnshop',
    'opposite a watch house, which amuses the members',
    'where the carts turn for the market',
    'two doors down from a busy smithy',
    'behind the fish market',
    'beside a tannery nobody else wants to live near',
    'facing the town well',
    'by the steps of the corn exchange',
    'next to a shuttered bathhouse',
    'across from a busy bakery',
    'at the top of a steep lane',
    'over the arches of the old wall',
    'beside the public scales',
    'in the lee of the church',
  ],
  hq_secrecy: [
    '<known> .',
    '<known sz0|sz1> ; #f.their# sign hangs over the door for anyone to see.',
    '<known sz2|sz3|sz4|sz5> ; #f.their# banner flies over it for anyone to see.',
    '<known> ; everyone in #town# knows the door, and most know the knock.',
    '<known> . The door stands open #hq_open_when#, and #hq_porter#.',
    '<known> . Petitioners queue at the gate #hq_queue#, with #good# and grievances.',
    '<known> . The door is carved with #badge#, #hq_painted#.',
    '<rumored> ; everyone in #town# says something goes on there, and nobody has proved what.',
    '<rumored> ; the neighbours have their suspicions and keep them to themselves.',
    '<rumored> . The lamps burn late, #hq_odd#, and the watch walks past #hq_watch#.',
    '<rumored> . Children in #ward# dare each other to knock, and #hq_dare#.',
    '<rumored> . #hq_rum_seen.capitalize#, and #hq_rum_said#.',
    '<rumored> . #hq_rum_seen.capitalize#; #hq_rum_said#.',
    '<secret> . On paper #hq# belongs to #front.name#, and #hq_looked#.',
    '<secret> . #hq.capitalize# is let to #front.name#, #hq_lease#.',
    '<secret> . #hq_front_rooms# #hq_front_do# honest business as #front.name#; #hq_back_rooms# #hq_back#.',
    '<secret> . #hq_doorkeeper# of #front.name# #hq_keeps# #hq_politely#.',
    '<secret ^3> . #hq_cl_outside#; #hq_cl_inside#.',
    '<clandestine> . On paper #hq# belongs to #front.name#; only the #seconds# know its real use.',
    '<clandestine> . #hq.capitalize# is the property of #front.name#, and most of its own members have never seen the rooms at the back.',
    '<clandestine> . #hq_way_open# #hq_way# in #front.name#, and it changes #hq_changes#.',
    '<clandestine ^3> . #hq_cl_outside#; #hq_cl_inside#.',
  ],
  // What the street sees of a rumoured faction's house, and what it makes of it: composed, so no street says it twice.
  hq_rum_seen: [
    'the shutters stay closed in all weathers',
    'carts stop at the back after dark and leave lighter',
    'the watch has searched it three times and found nothing but dust',
    'the landlord swears it stands empty, yet coal is delivered every week',
    'a dog barks behind the gate whenever a stranger stops outside',
    'its chimney smokes on nights nobody is seen going in',
    'the beggar on its step has been there for years',
    'the upstairs lamp burns until dawn',
    'its cellar door is newer than the house',
  ],
  hq_rum_said: [
    'the street has learned not to look',
    'people cross the road rather than pass the door',
    'nobody in #ward# asks why',
    'the neighbours keep their children in after dark',
    'the gossips of #ward# have their own ideas',
    'the watch has stopped asking',
    'the baker next door sees nothing, and is paid for it',
  ],
  territory: [
    '<sz0 minor|moderate> A few streets of #ward# in #town#, from #street# to #terr_edge##terr_tail#',
    '<sz0 minor|moderate> #street# and the courts off it, in #ward# of #town##terr_tail#',
    '<sz0 minor|moderate> Three houses on #street# and whatever their cellars reach#terr_tail#',
    '<sz0 minor|moderate> A corner of #ward#: #street#, #street2# and #inn##terr_tail#',
    '<sz0 minor|moderate> No streets of its own; only #hq# and the rooms of its members in #town##terr_tail#',
    '<sz0 minor|moderate> The lanes around #hq# in #ward##terr_tail#',
    '<sz0 minor|moderate> #street#, #street2# and the alleys between them, in #ward##terr_tail#',
    '<sz0 major|overwhelming> The whole of #ward# in #town#, where nothing is sold or stolen without #f.their# leave#terr_tail#',
    '<sz0 major|overwhelming> #ward# of #town#, street by street, from #terr_edge# to #street2##terr_tail#',
    '<sz1 minor|moderate> #town#, chiefly #ward#, and the road out to #v1##terr_tail#',
    '<sz1 minor|moderate> #ward# of #town# and a few good friends beyond it#terr_tail#',
    '<sz1 minor|moderate> Half of #town#: #ward#, #street2# and the lanes off #street##terr_tail#',
    '<sz1 minor|moderate> #town# below the castle, #ward# above all#terr_tail#',
    '<sz1 minor|moderate> #street#, #street2# and the courts between, in #town##terr_tail#',
    '<sz1 minor|moderate> Wherever #inn# is known in #town##terr_tail#',
    '<sz1 minor|moderate> Parts of #town#, #terr_part##terr_tail#',
    '<sz1 minor|moderate> #ward# and #street2# in #town#, with friends as far out as #v1##terr_tail#',
    '<sz1 major|overwhelming> #town# from wall to wall, and the villages around it as far as #v1##terr_tail#',
    '<sz1 major|overwhelming> Every ward of #town#, and the market villages of #v1# and #v2##terr_tail#',
    '<sz1 major|overwhelming> #town# and everything within a day’s ride of it#terr_tail#',
    '<sz2 minor|moderate> #region#: #town#, #t1# and #t2#, and the roads between them#terr_tail#',
    '<sz2 minor|moderate> The towns of #region#, strongest in #town##terr_tail#',
    '<sz2 minor|moderate> #town# and #t1#, with a thin line of friends along the road to #t2##terr_tail#',
    '<sz2 minor|moderate> #town# first, then #t1# and the market days of #t2##terr_tail#',
    '<sz2 minor|moderate> The road from #town# to #t2#, and whatever lies within a morning’s ride of it#terr_tail#',
    '<sz2 minor|moderate> #town#, #t1# and the villages between, with a foothold in #t2##terr_tail#',
    '<sz2 major|overwhelming> The whole of #region#, from #town# to #t2# and #t3##terr_tail#',
    '<sz2 major|overwhelming> #region# and its towns, #town#, #t1#, #t2# and #t3##terr_tail#',
    '<sz2 major|overwhelming> Every market of #region# from #t1# to #t3##terr_tail#',
    '<sz2 major|overwhelming> #town# and its hinterland, then #t1#, #t2# and #t3# in turn#terr_tail#',
    '<sz2 major|overwhelming> #region# between #t1# and #t3#, with #town# at its heart#terr_tail#',
    '<sz2 major|overwhelming> Every town of #region# that matters, and several that do not#terr_tail#',
    '<sz3 minor|moderate> #realm#, chiefly its capital #town# and the cities of #t1# and #t2##terr_tail#',
    '<sz3 minor|moderate> The cities of #realm#, #town#, #t1# and #t2# above all#terr_tail#',
    '<sz3 minor|moderate> #town# and the western half of #realm#, as far as #t2##terr_tail#',
    '<sz3 minor|moderate> Most of #realm# on paper; in truth #town#, #t1# and the roads between#terr_tail#',
    '<sz3 minor|moderate> #town#, the capital, and the cities of #realm# as far as #t2##terr_tail#',
    '<sz3 major|overwhelming> All of #realm#, from the capital #town# to the border at #t3##terr_tail#',
    '<sz3 major|overwhelming> #realm# and its every city, #town#, #t1#, #t2# and #t3# foremost#terr_tail#',
    '<sz4 minor|moderate> #allRealms#, with #chapters# in each capital#terr_tail#',
    '<sz4 minor|moderate> The capitals of #allRealms#, with friends on the roads between#terr_tail#',
    '<sz4 major|overwhelming water> #allRealms#, and every road, river and harbour that joins them#terr_tail#',
    '<sz4 major|overwhelming !water> #allRealms#, and every road and pass that joins them#terr_tail#',
    '<sz4 major|overwhelming> The whole continent, from #realm# to #realm4##terr_tail#',
    '<sz5 minor|moderate> #chapters.capitalize# in scores of lands, from #realm# to #realm4##terr_tail#',
    '<sz5 minor|moderate> Every land from #realm# to #realm4# and the ports across the sea#terr_tail#',
    '<sz5 major|overwhelming> Every land the map shows, and some it does not, from #realm# to #realm4##terr_tail#',
    '<sz5 major|overwhelming> The known world: #realm#, #realm2#, #realm3#, #realm4# and the far ports#terr_tail#',
  ],
  // A hidden faction's house: what the street sees, then what it does not, as two short halves.
  hq_way_open: [
    'The way into the real rooms is through',
    'The inner rooms are reached through',
    'Members come and go through',
    'The only way down is through',
  ],
  hq_ward_is: [
    'the busiest quarter of',
    'the oldest quarter of',
    'the richest part of',
    'the loudest corner of',
    'the heart of',
  ],
  hq_cl_outside: [
    'By day it does business as #front.name#',
    'The rate-book says it belongs to #front.name#',
    'The house is let to #front.name#',
    'To the parish it is the property of #front.name#',
    'It does honest business as #front.name# until dusk',
    'The deeds say it belongs to #front.name#',
    'The whole street knows it is let to #front.name#',
    'Officially it is the property of #front.name#',
  ],
  hq_cl_inside: [
    'nobody knows what meets upstairs after it closes',
    'the members keep the cellar',
    'the rest happens behind a curtain',
    'after dark the back stair fills',
    'the real business waits for the last customer',
    'the inner room has no window',
    'the cellar door is always locked',
    'what happens below is on no lease',
    'the back room is never let',
    'the attic is another matter',
  ],
  terr_mid: [
    'by day and by night',
    'in good years',
    'for the most part',
    'with some gaps',
    'on paper',
    'in practice',
    'whatever the maps say',
    'as far as anyone can tell',
    'more or less',
    'at least until #rival.name# pushes back',
    'in name at least',
    'and growing',
    'give or take a street',
    'by old custom',
    'when the weather allows',
    'year in, year out',
  ],
  terr_part: [
    'the villages of #v1# and #v2#',
    'the market and the lanes behind it',
    'the roads to #v1#',
    'the streets around #hq#',
    'the lanes about #street2#',
    'the yards along #street#',
    'the ground between the market and the gate',
    'the inns on the road to #v2#',
  ],
  // What the faction's own rivals, friends and people make of its ground (a blind reader found 'in name at least,
  // where the members drink free' tacked on at random); most territories end plainly.
  terr_tail: [
    '#nil1#',
    ', though #rival.name# contests every inch',
    ', with a foothold in #v2#',
    ', and a safe house on #street2#',
    ', shared uneasily with #ally.name#',
    ', guarded by #rank0s# on every corner',
    ', patrolled at night by the #seconds#',
    ', where every innkeeper knows #leader.first#',
    ', won from #rival.name# a street at a time',
    ', held since #founder.name#’s day',
    ', with #rank0s# posted at #inn#',
    ', mapped in the #seconds#’ own hand',
    ', though #rival.name# claims half of it',
  ],
  hq_open_when: [
    'by day',
    'from dawn to dusk',
    'on market days',
    'to anyone with business',
    'until the bell',
  ],
  hq_porter: [
    'a porter in #f.their# colours keeps it',
    'two #rank0s# keep it',
    'an old soldier sits beside it',
    'a dog sleeps across it',
    'a clerk takes every name',
  ],
  hq_queue: ['from first light', 'every quarter day', 'on the first of each month', 'in all weathers'],
  hq_painted: [
    'freshly painted every spring',
    'worn smooth by hands',
    'gilded once and now peeling',
    'and a lamp burns beneath it',
  ],
  hq_odd: [
    'carts come and go at odd hours',
    'strangers knock twice and wait',
    'music plays with nobody dancing',
    'the chimney smokes in summer',
    'dogs bark at nothing',
  ],
  hq_watch: ['a little quicker', 'without looking', 'twice a night', 'and never knocks', 'whistling loudly'],
  hq_dare: [
    'none of them ever has',
    'one who did now works there',
    'the bold ones run before it opens',
    'their mothers forbid it',
    'a dare is never taken twice',
    'the door has a knocker shaped like a hand',
    'someone inside always answers',
    'nobody has ever answered',
  ],
  hq_way: ['a cupboard', 'a loose panel', 'the coal cellar', 'a painted door', 'the back of a wardrobe'],
  hq_changes: ['every season', 'after every arrest', 'at every new moon', 'when a member leaves'],
  hq_back: [
    'do not',
    'are kept locked',
    'keep other hours',
    'are another matter',
    'never open to strangers',
    'are full of #good# that never appears in the ledgers',
    'hold what the ledgers do not',
    'are where the money is counted',
    'hold the real ledgers',
    'are for members only',
    'are guarded day and night',
    'smell of lamp-oil at all hours',
  ],
  // Each names its rooms with the verb that agrees with them.
  hq_front_rooms: [
    '[hq_front_do:do]The front rooms',
    '[hq_front_do:do]The ground floor and the yard',
    '[hq_front_do:does]The shop at the front',
    '[hq_front_do:do]The rooms on the street',
    '[hq_front_do:do]The upper floors',
  ],
  hq_back_rooms: [
    'the back rooms',
    'the cellars',
    'the rooms behind the stair',
    'the attics',
    'the rooms over the yard',
  ],
  hq_keeps: [
    'keeps the door and sends the curious away',
    'minds the door and turns strangers away',
    'answers every knock and sends the curious off',
    'sits at the door and turns the nosy away',
    'watches the step and sees the idle off',
  ],
  hq_politely: [
    'politely',
    'with a smile',
    'with a pamphlet',
    'before they reach the stairs',
    'with an invitation to come back never',
    'with a blank look',
    'by a porter the size of a door',
    'with a price list for honest work',
  ],
  hq_doorkeeper: [
    'A clerk',
    'An old porter',
    'A cheerful apprentice',
    'A deaf doorkeeper',
    'The widow who runs the counter',
    'A one-eyed steward',
    'A boy',
  ],
  hq_looked: [
    'nobody has looked further',
    'the tax-clerks have never asked why',
    'the neighbours think it dull',
    'the watch has no reason to knock',
    'its books are the tidiest in #ward#',
    'the rent is paid a year ahead',
  ],
  hq_lease: [
    'whose name is on every lease and bill',
    'which pays the rent on the dot',
    'whose sign hangs over the door',
    'which keeps the landlord happy',
    'whose clerks know nothing',
    'which has leased it for #years# years',
  ],
  terr_edge: [
    '<has-river> the river stairs',
    '<sea> the sea wall',
    '<w-lake> the lake shore',
    '<water> the quays',
    'the old gate',
    'the tannery yards',
    'the cattle market',
    'the chapel steps',
    'the town ditch',
    'the bell tower',
  ],
};

/** The headquarters field: the building, where it stands (by size), and what secrecy hides or shows of it. */
export function writeHeadquarters(record: FactionRecord, rng: Rng): string {
  const { ctx } = record;
  const wild = record.tags.has('site-wild');
  const where = ctx.expandSymbol(wild ? 'hq_wild_where' : 'hq_where', rng);
  return tidy(capitalize(`${where}${ctx.expandSymbol(wild ? 'hq_wild_secrecy' : 'hq_secrecy', rng)}`));
}

/** The territory field: as far as the size reaches, as firmly as the influence holds it. */
export function writeTerritory(record: FactionRecord, rng: Rng): string {
  return tidy(endSentence(record.ctx.expandSymbol('territory', rng)));
}
