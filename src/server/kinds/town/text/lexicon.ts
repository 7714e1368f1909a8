// Reads what a game master typed as terrain and location into the record: waters and their names (kept exactly
// as typed), how a river runs, the shape of a shore, landforms (volcano, canyon, jungle, glacier...) and named
// landmarks (a bell tower, beacon towers, a chalk figure, an ancient yew). Nothing here invents a name.
import type {
  TOWN_LANDMARK_KINDS,
  TOWN_LANDSCAPE_FEATURES,
  TOWN_RIVER_COURSES,
  TOWN_SHORE_SHAPES,
  TOWN_SIDES,
  TownLayout,
} from '../../../../shared/kinds/town.js';

export type Water = TownLayout['water'];
export type Landscape = (typeof TOWN_LANDSCAPE_FEATURES)[number];
export type RiverCourse = (typeof TOWN_RIVER_COURSES)[number];
export type ShoreShape = (typeof TOWN_SHORE_SHAPES)[number];
export type Side = (typeof TOWN_SIDES)[number];
export type LandmarkKind = (typeof TOWN_LANDMARK_KINDS)[number];

export interface TypedLandmark {
  readonly name: string;
  readonly kind: LandmarkKind;
  readonly where: Side | null;
  readonly outside: boolean;
  /** Typed as standing in the square or the middle of the town. */
  readonly central: boolean;
  /** The words as typed ('an ancient yew'), for the description. */
  readonly typed: string;
}

export interface TypedReading {
  /** The water the text names, the terrain's words first; null when it names none. */
  readonly water: Water | null;
  readonly harbour: boolean;
  readonly delta: boolean;
  readonly landscape: readonly Landscape[];
  /** A river named or described beside other water ('where the Amber River meets the sea'). */
  readonly riverSaid: boolean;
  readonly riverName: string | null;
  readonly riverCourse: RiverCourse | null;
  readonly riverFrom: Side | null;
  /** The river runs into the sea or lake here. */
  readonly mouth: boolean;
  /** A sea, coast or lake name as typed ('the Saltmere', 'Lake Veil', 'the Sword Coast'). */
  readonly shoreName: string | null;
  readonly shoreShape: ShoreShape | null;
  readonly shoreSide: Side | null;
  readonly landmarks: readonly TypedLandmark[];
  /** A pass, a road or a track was named: the town stands on a way through. */
  readonly pass: boolean;
}

// Word lists are matched on word boundaries, so 'port' does not fire on 'important' nor 'pass' on 'bypass'.
export const WORDS = {
  island: /\b(islands?|isles?|islets?|archipelagos?|atolls?|eyots?|skerr(y|ies)|holms?)\b/,
  coast:
    /\b(coast\w*|lighthouses?|seas?|seaside|sea ?shores?|oceans?|oceanside|bays?|beach\w*|gulfs?|straits?|sea ?cliffs?|coves?|fjords?|fiords?|firths?|tidal|salt ?marsh\w*|headlands?|promontor(y|ies)|capes?|sea ?lochs?|inlets?|shingle|surf)\b/,
  lake: /\b(lakes?|lakeside|lakeshore|lochs?|loughs?|meres?|tarns?|lagoons?|oasis|oases|ponds?)\b/,
  river:
    /\b(rivers?|riverside|riverbank|deltas?|estuar\w*|streams?|fords?|brooks?|confluence|rapids|waterfalls?|falls|cascades?|cataracts?|canals?|creeks?|bridges?)\b/,
  delta: /\b(deltas?|estuar\w*|mouths)\b/,
  harbour: /\b(harbou?rs?|ports?|seaport|docks?|quays?|wharf|wharves|anchorages?|piers?|jett(y|ies))\b/,
  hills:
    /\b(hills?|hilly|hillsides?|highlands?|downs|moors?|moorland|uplands?|valleys?|dales?|tors|foothills|knolls?|glens?|chalk)\b/,
  mountains:
    /\b(mountains?|mountainous|peaks?|alpine|pass|ridges?|summits?|massif|volcan\w*|glaciers?|glacial|crags?|craggy)\b/,
  forest:
    /\b(forests?|forested|woods?|wooded|woodlands?|groves?|taiga|pines?|timber|thickets?|copses?|greenwood)\b/,
  jungle: /\b(jungles?|rain ?forests?|tropical|mangroves?|lianas?|vines)\b/,
  marsh:
    /\b(marsh\w*|swamps?|swampy|bogs?|boggy|fens?|fenland|wetlands?|mires?|bayous?|deltas?|reed ?beds?|mangroves?)\b/,
  desert:
    /\b(deserts?|dunes?|sands?|sandy|wastes?|wasteland|arid|badlands?|oasis|oases|salt ?flats?|scrubland|mesas?)\b/,
  dunes: /\b(dunes?|sand ?hills|sand ?seas?|erg)\b/,
  snow: /\b(snow\w*|ice|icy|frozen|tundra|glaciers?|glacial|arctic|wintry|winter\w*|frost\w*|polar|boreal|permafrost|ice ?fields?)\b/,
  glacier: /\b(glaciers?|glacial|ice ?fields?|ice ?sheets?|ice ?caps?|icecap)\b/,
  volcano:
    /\b(volcan\w*|lava|calderas?|magma|smoking mountain|fire mountain|cinder cones?|ash ?(fields?|plains?|slopes?)|basalt|obsidian)\b/,
  canyon: /\b(canyons?|gorges?|ravines?|chasms?|gulch|gullies|gully|defiles?)\b/,
  cliffs: /\b(cliffs?|cliff-?tops?|bluffs?|escarpments?|precipices?|crags?|sea ?stacks?)\b/,
  waterfall: /\b(waterfalls?|falls|cascades?|cataracts?)\b/,
  plains:
    /\b(plains?|grasslands?|prairies?|steppes?|meadows?|farmland|farms?|fields?|savann?ahs?|heath\w*|pastures?|lowlands?)\b/,
  road: /\b(roads?|highways?|trade ?routes?|caravan\w*|turnpikes?|trails?|causeways?|pass)\b/,
  crossroads: /\b(cross-?roads?|junctions?|crossings?)\b/,
  ruins:
    /\b(ruin\w*|ancient (?:city|cities|town|walls|stones|empire|temple|fort|road)|crumbl\w*|abandoned|barrows?|haunted|tombs?|fallen empire|old empire)\b/,
} as const;

/** The order features are written in (and kept in, at most six): what a visitor sees first comes first. */
export const LANDSCAPE_ORDER: readonly Landscape[] = [
  'volcano',
  'glacier',
  'mountains',
  'canyon',
  'cliffs',
  'waterfall',
  'jungle',
  'hills',
  'forest',
  'marsh',
  'dunes',
  'desert',
  'snow',
  'plains',
  'ruins',
  'crossroads',
  'road',
];

export function waterIn(text: string): Water | null {
  const has = (key: keyof typeof WORDS) => WORDS[key].test(text);
  if (has('island')) return 'island';
  if (has('coast')) return 'coast';
  if (has('lake')) return 'lake';
  if (has('river')) return 'river';
  return has('harbour') ? 'coast' : null;
}

const NAME_WORD = String.raw`[A-Z][\p{L}’'-]*`;
const NAME = String.raw`${NAME_WORD}(?:\s(?:of\s)?${NAME_WORD}){0,2}`;
/** Nouns that end a name of land, not water: 'the Sword Coast' is a coast, 'the Grey Hills' no river. */
const LAND_NOUNS =
  /^(Hills?|Mountains?|Peaks?|Downs|Moors?|Vale|Valley|Woods?|Forest|Wastes?|Desert|Marsh|Fens?|March|Reach|Road|Pass|Heights|Plains?|Steppes?|Jungle|Highlands?|Lowlands?|Isles?|Islands?)$/;

function titleWords(text: string): string {
  return text.replace(/(^|[\s-])(\p{Ll})/gu, (_m, lead: string, c: string) => `${lead}${c.toUpperCase()}`);
}

interface NamedWaters {
  river: string | null;
  lake: string | null;
  sea: string | null;
}

/** Names of waters exactly as typed, with the article prose needs ('the River Sarn', 'Lake Veil', 'the Saltmere'). */
export function namedWaters(typed: string): NamedWaters {
  const out: NamedWaters = { river: null, lake: null, sea: null };
  const find = (re: RegExp) => re.exec(typed);
  const riverA = find(new RegExp(String.raw`\bRiver\s(${NAME_WORD}(?:\s${NAME_WORD})?)`, 'u'));
  const riverB = find(new RegExp(String.raw`\b(${NAME_WORD})\s(?:River|Rill|Brook|Stream|Beck)\b`, 'u'));
  if (riverA) out.river = `the River ${riverA[1]}`;
  else if (riverB && !/^(The|A|An)$/.test(riverB[1]!))
    out.river = `the ${riverB[0]}`.replace(/^the the /i, 'the ');
  const lakeA = find(new RegExp(String.raw`\b(Lake|Loch|Lough)\s(${NAME_WORD}(?:\s${NAME_WORD})?)`, 'u'));
  const lakeB = find(new RegExp(String.raw`\b(${NAME_WORD})\s(Lake|Mere|Water|Tarn|Pool|Loch)\b`, 'u'));
  if (lakeA) out.lake = `${lakeA[1]} ${lakeA[2]}`;
  else if (lakeB && !/^(The|A|An|Sea|River)$/.test(lakeB[1]!)) out.lake = `the ${lakeB[0]}`;
  const seaA = find(
    new RegExp(
      String.raw`\b(${NAME_WORD}(?:\s${NAME_WORD})?)\s(Sea|Ocean|Sound|Bay|Gulf|Straits?|Bight|Firth|Channel|Coast)\b`,
      'u',
    ),
  );
  const seaB = find(
    new RegExp(String.raw`\b(Sea|Bay|Gulf|Bight|Firth|Straits?|Coast|Isles?)\sof\s((?:the\s)?${NAME})`, 'u'),
  );
  if (seaA && !/^(The|A|An)$/.test(seaA[1]!)) out.sea = `the ${seaA[0]}`.replace(/^the the /i, 'the ');
  else if (seaB) out.sea = `the ${seaB[0]}`;
  // A bare 'the X' after words that name a water: 'on the coast of the Saltmere', 'astride the Sarn'.
  const after = new RegExp(
    String.raw`\b(coast|coasts|shore|shores|banks?|mouth|edge|waters|bend|bends|fork|forks|astride|along|beside|across|over|where)\s(?:of\s)?the\s(${NAME_WORD})(?:\s(${NAME_WORD}))?`,
    'u',
  ).exec(typed);
  if (after) {
    const [, lead, word, next] = after;
    const land =
      LAND_NOUNS.test(word!) ||
      /^(Sea|Ocean|Sound|Bay|Gulf|River|Lake|Loch|Coast|Straits?|Bight|Firth|Channel)$/.test(word!) ||
      (next !== undefined && LAND_NOUNS.test(next));
    const waterNoun = next !== undefined && /^(Sea|Ocean|Sound|Bay|Gulf|River|Lake|Coast)$/.test(next);
    if (!land && !waterNoun) {
      const name = `the ${word}${next ? ` ${next}` : ''}`;
      if (/^(coast|coasts|shore|shores|waters|edge)$/.test(lead!)) {
        if (!out.sea && !out.lake) out.sea = name;
      } else if (!out.river) out.river = name;
    }
  }
  // 'where the Amber meets the sea' / 'the Amber Mouth': a river is the subject of 'meets', 'joins', 'runs'.
  if (!out.river) {
    const meets = new RegExp(
      String.raw`\bthe\s(${NAME_WORD})\s(?:meets|joins|runs|flows|bends|splits|forks|falls|winds)\b`,
      'u',
    ).exec(typed);
    if (meets && !LAND_NOUNS.test(meets[1]!)) out.river = `the ${meets[1]}`;
  }
  for (const key of ['river', 'lake', 'sea'] as const) {
    const name = out[key];
    if (name && name.length > 60) out[key] = name.slice(0, 60).replace(/\s\S*$/, '');
  }
  return out;
}

const SIDE_WORDS: readonly [RegExp, Side][] = [
  [/\bnorth(ern|ward|wards)?\b/, 'north'],
  [/\bsouth(ern|ward|wards)?\b/, 'south'],
  [/\beast(ern|ward|wards)?\b/, 'east'],
  [/\bwest(ern|ward|wards)?\b/, 'west'],
];

/** The side a phrase points to ('to the north', 'the western shore'), or null. */
export function sideIn(text: string): Side | null {
  for (const [re, side] of SIDE_WORDS) if (re.test(text)) return side;
  return null;
}

function riverCourseIn(text: string): RiverCourse | null {
  if (/\b(deltas?|estuar\w*|many mouths|mouths)\b/.test(text)) return 'delta';
  if (
    /\b(confluence|two rivers|rivers meet|where the rivers|meets the river|joins the river|meets the [a-z]+ river)\b/.test(
      text,
    )
  )
    return 'confluence';
  if (
    /\b(three sides|horseshoe|oxbow|loops?|looping|encircl\w*|almost surround\w*|nearly surround\w*|ring of water)\b/.test(
      text,
    )
  )
    return 'loop';
  if (/\b(bends?|bending|curves?|curving|crook|elbow|wraps?|wrapping|hairpin)\b/.test(text)) return 'bend';
  if (/\b(meander\w*|winding|winds|snak\w*|twist\w*|serpentine)\b/.test(text)) return 'meander';
  if (/\b(forks?|forking|splits?|splitting|branches|divides|two arms|parts around)\b/.test(text))
    return 'fork';
  return null;
}

/**
 * The shore's shape as the map draws it: a 'bay' has the town at its head with a headland sheltering its mouth (so
 * 'a bay sheltered by a headland' is a bay); a 'headland' is the town out on a promontory, water on three sides.
 */
function shoreShapeIn(text: string): ShoreShape | null {
  if (/\b(fjords?|fiords?|sea ?lochs?)\b/.test(text)) return 'fjord';
  if (/\b(bays?|gulfs?|bights?|firths?|harbou?r bay)\b/.test(text)) return 'bay';
  if (/\b(headlands?|promontor(y|ies)|capes?|peninsulas?|spits?|points?)\b/.test(text)) return 'headland';
  if (/\b(coves?|inlets?|creeks?)\b/.test(text)) return 'cove';
  return null;
}

interface LandmarkWord {
  readonly re: RegExp;
  readonly kind: LandmarkKind;
  readonly outside: boolean;
}

/** Landmarks a game master names; matched on the lower-cased text, the typed words kept for the name. */
const LANDMARK_WORDS: readonly LandmarkWord[] = [
  { re: /\b(bell[- ]?towers?|campaniles?|belfr(y|ies))\b/, kind: 'bell tower', outside: false },
  { re: /\b((?:\w+ )?beacons?(?: towers?| fires?| hills?)?)\b/, kind: 'beacon', outside: true },
  { re: /\b(light-?houses?|pharos)\b/, kind: 'lighthouse', outside: true },
  { re: /\b(watch-? ?towers?|signal towers?|lookout towers?)\b/, kind: 'watchtower', outside: true },
  { re: /\b((?:\w+ )?windmills?)\b/, kind: 'windmill', outside: true },
  { re: /\b(water-? ?mills?|mill-?wheels?)\b/, kind: 'watermill', outside: false },
  { re: /\b((?:\w+ )?shrines?)\b/, kind: 'shrine', outside: false },
  {
    re: /\b(standing stones?|stone circles?|circles? of stones?|rings? of stones?|menhirs?|henges?|monoliths?|dolmens?)\b/,
    kind: 'standing stones',
    outside: true,
  },
  {
    re: /\b(chalk (?:figures?|horses?|giants?|men|man|dragons?)|hill figures?|white horse)\b/,
    kind: 'chalk figure',
    outside: true,
  },
  {
    re: /\b((?:ancient|old|great|giant|sacred|hanging|lone|elder|wishing|holy|gnarled|vast|huge|enormous|hollow|twisted) (?:yews?|oaks?|ash(?: trees?)?|elms?|trees?|willows?|baobabs?|cedars?|banyans?|figs?|limes?|chestnuts?|beeches?)|world ?tree|(?:yew|oak) trees?)\b/,
    kind: 'great tree',
    outside: false,
  },
  { re: /\b((?:\w+ )?(?:statues?|colossus|colossi|effig(y|ies)))\b/, kind: 'statue', outside: false },
  {
    re: /\b((?:holy|wishing|old|sacred|deep|stone|sweet|healing|village|town|saint’s|saint's) wells?|wells? of \w+)\b/,
    kind: 'well',
    outside: false,
  },
  { re: /\b((?:\w+ )?fountains?)\b/, kind: 'fountain', outside: false },
  { re: /\b(gallows|gibbets?|hanging trees?)\b/, kind: 'gallows', outside: true },
  {
    re: /\b((?:old|stone|great|ancient|covered|toll|humpbacked|rope|chain|long|broken) bridges?)\b/,
    kind: 'bridge',
    outside: false,
  },
  {
    re: /\b(ruined (?:castle|keep|tower|abbey|temple|fort|chapel|city|palace)s?)\b/,
    kind: 'ruin',
    outside: true,
  },
  {
    re: /\b(tombs?|barrows?|mausoleums?|cairns?|burial mounds?|necropol(?:is|es)|catacombs?)\b/,
    kind: 'tomb',
    outside: true,
  },
  {
    re: /\b(monuments?|obelisks?|triumphal arch(?:es)?|memorials?|market cross|pagodas?|ziggurats?|pyramids?)\b/,
    kind: 'monument',
    outside: false,
  },
];

/** Words that may open a landmark's match but are not part of its name ('a beacon', 'the shrine'). */
const NOT_NAME =
  /^(a|an|the|its|their|of|on|in|at|by|and|with|near|under|old|two|three|four|five|twin|many)$/;

function landmarkName(typed: string, matched: string, original: string): string {
  // A capitalised name typed with it ('the Old Yew', 'Saint Hobb’s Well') is kept as typed.
  const at = original.toLowerCase().indexOf(matched);
  if (at >= 0) {
    const span = original.slice(at, at + matched.length);
    const before = original.slice(0, at);
    const lead = /((?:[A-Z][\p{L}’'-]*\s)+)$/u.exec(before)?.[1] ?? '';
    if (/[A-Z]/.test(span[0] ?? '') || lead) {
      const full = `${lead}${span}`.trim();
      const named = /^(The|A|An)\s/.test(full) ? full.replace(/^(The|A|An)\s/, '') : full;
      return `the ${titleWords(named)}`.slice(0, 60);
    }
  }
  const words = matched.split(/\s+/);
  while (words.length > 1 && NOT_NAME.test(words[0]!)) words.shift();
  void typed;
  return `the ${titleWords(words.join(' '))}`.slice(0, 60);
}

/** Named landmarks in the typed text, each at most once, in the order typed. */
export function typedLandmarks(original: string): TypedLandmark[] {
  const text = original.toLowerCase();
  const found: (TypedLandmark & { at: number })[] = [];
  for (const word of LANDMARK_WORDS) {
    const m = word.re.exec(text);
    if (!m) continue;
    const matched = m[1] ?? m[0];
    // 'as well', 'well-known' and the like are not wells; a well is named with a word before it.
    if (word.kind === 'well' && /\bwell-/.test(text.slice(m.index, m.index + matched.length + 1))) continue;
    const around = text.slice(Math.max(0, m.index - 30), m.index + matched.length + 30);
    const where = sideIn(around);
    // 'the holy well of Saint Brannoc': a name that follows the landmark belongs to it.
    const tail = new RegExp(String.raw`^\s+of\s+((?:the\s)?${NAME_WORD}(?:\s${NAME_WORD}){0,2})`, 'u').exec(
      original.slice(m.index + (m[0].length - matched.length) + matched.length),
    );
    found.push({
      name: `${landmarkName(text, matched, original)}${tail ? ` of ${tail[1]}` : ''}`.slice(0, 60),
      kind: word.kind,
      where,
      central: /\b(in the (square|market|centre|center|middle)|at the heart|around (an?|the))\b/.test(around),
      outside: /\b(in the (square|market|centre|center|middle)|inside)\b/.test(around)
        ? false
        : word.outside || /\b(outside|beyond|above|over|hilltop)\b/.test(around),
      typed: matched,
      at: m.index,
    });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .filter((l, i, all) => all.findIndex((o) => o.name === l.name) === i)
    .slice(0, 6)
    .map(({ at: _at, ...l }) => l);
}

/** Reads terrain and location together; the terrain's words win where they disagree about the water. */
const NOTHING_TYPED: TypedReading = {
  water: null,
  harbour: false,
  delta: false,
  landscape: [],
  riverSaid: false,
  riverName: null,
  riverCourse: null,
  riverFrom: null,
  mouth: false,
  shoreName: null,
  shoreShape: null,
  shoreSide: null,
  landmarks: [],
  pass: false,
};

export function readTyped(terrain: string, location: string): TypedReading {
  if (terrain.trim() === '' && location.trim() === '') return NOTHING_TYPED;
  const original = `${terrain} ${location}`.trim();
  const text = original.toLowerCase();
  const has = (key: keyof typeof WORDS) => WORDS[key].test(text);
  const landscape = new Set<Landscape>(
    LANDSCAPE_ORDER.filter((f) => f in WORDS && has(f as keyof typeof WORDS)),
  );
  // Landforms that carry others with them: a volcano or a glacier stands among mountains, dunes in a desert.
  if (landscape.has('volcano') || landscape.has('glacier')) landscape.add('mountains');
  if (landscape.has('glacier')) landscape.add('snow');
  if (landscape.has('dunes')) landscape.add('desert');
  // A jungle is not a temperate forest: 'rainforest' names one feature, not two.
  if (landscape.has('jungle') && !/\b(forests?|woods?)\b/.test(text.replace(/rain ?forests?/g, '')))
    landscape.delete('forest');
  if (/\bpass(es)?\b/.test(text)) landscape.add('road');
  const names = namedWaters(original);
  const terrainWater = waterIn(terrain.toLowerCase());
  const locationWater = waterIn(location.toLowerCase());
  // The terrain speaks first ('lake' with 'on the coast of...' is a lake town), except that a river in the terrain
  // and a sea or lake in the location is a river running to that sea or lake: both are kept.
  const saidWater =
    terrainWater === 'river' && locationWater && locationWater !== 'river'
      ? locationWater
      : (terrainWater ?? locationWater);
  let water = saidWater;
  // A named lake with no named sea is the water meant, whatever else ('salt marsh') the words suggest.
  if (names.lake && !names.sea && water === 'coast') water = 'lake';
  if (!water && names.river) water = 'river';
  if (!water && names.lake) water = 'lake';
  if (!water && names.sea) water = 'coast';
  // A waterfall falls somewhere: with no other water it is a river's.
  if (!water && landscape.has('waterfall')) water = 'river';
  const riverSaid =
    names.river !== null ||
    water === 'river' ||
    /\b(rivers?|streams?|estuar\w*|deltas?|river mouth|mouth of the)\b/.test(text);
  const mouth =
    water !== 'river' &&
    riverSaid &&
    /\b(meets|joins|reaches|runs into|flows into|empties into|mouth|estuar\w*|deltas?)\b/.test(text);
  const riverPhrase =
    /\b(rivers?|streams?|the [a-z]+ (bends|winds|loops|splits|forks))\b[^.;]*/.exec(text)?.[0] ?? text;
  return {
    water,
    harbour: has('harbour'),
    delta: has('delta'),
    landscape: LANDSCAPE_ORDER.filter((f) => landscape.has(f)),
    riverSaid,
    riverName: names.river,
    riverCourse: riverSaid ? riverCourseIn(text) : null,
    riverFrom: riverSaid
      ? ((/\bfrom the (north|south|east|west)/.exec(riverPhrase)?.[1] as Side | undefined) ?? null)
      : null,
    mouth,
    shoreName:
      water === 'lake' ? (names.lake ?? names.sea) : (names.sea ?? (water === 'island' ? names.lake : null)),
    // Read whatever the water: a delta typed as a river still meets a sea whose shore the words may shape.
    shoreShape: shoreShapeIn(text),
    shoreSide:
      water === 'coast' || water === 'lake'
        ? (sideIn(/\b(coast|shore|sea|bay|lake|water)\w*\b[^.;]{0,20}/.exec(text)?.[0] ?? '') ??
          sideIn(/[^.;]{0,20}\b(coast|shore|sea|bay|lake)\b/.exec(text)?.[0] ?? ''))
        : null,
    landmarks: typedLandmarks(original),
    pass: /\bpass(es)?\b/.test(text),
  };
}
