// Reads the free-text terrain and location for what they say (water, landscape, roads, ruins) and, where they say
// nothing, decides the country from the economy; also the phrases that describe the land around a town.
import type { TOWN_LANDSCAPE_FEATURES, TownEconomy, TownLayout } from '../../../../shared/kinds/town.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';

export type Water = TownLayout['water'];
export type Landscape = (typeof TOWN_LANDSCAPE_FEATURES)[number];

export interface TerrainReading {
  readonly water: Water;
  /** The text asked for a harbour, port or docks. */
  readonly harbourSaid: boolean;
  /** A delta or estuary: a river that splits into channels and meets the sea. */
  readonly delta: boolean;
  readonly landscape: readonly Landscape[];
  /** What `terrain` says in the town's record: the game master's words, or the decided country. */
  readonly label: string;
  /** True when the game master typed a terrain (it is then woven into the description as given). */
  readonly given: boolean;
}

// Word lists are matched on word boundaries, so 'port' does not fire on 'important' nor 'pass' on 'bypass'.
const WORDS = {
  island: /\b(islands?|isles?|islets?|archipelagos?|atolls?|eyots?)\b/,
  coast:
    /\b(coast\w*|seas?|seaside|sea ?shores?|oceans?|oceanside|bays?|beach\w*|gulfs?|straits?|sea ?cliffs?|coves?|fjords?|firths?|tidal|salt ?marsh\w*)\b/,
  lake: /\b(lakes?|lakeside|lakeshore|lochs?|loughs?|meres?|tarns?|lagoons?|oasis|oases|ponds?)\b/,
  river:
    /\b(rivers?|riverside|riverbank|deltas?|estuar\w*|streams?|fords?|brooks?|confluence|rapids|waterfalls?|canals?|creeks?)\b/,
  delta: /\b(deltas?|estuar\w*)\b/,
  harbour: /\b(harbou?rs?|ports?|seaport|docks?|quays?|wharf|wharves|anchorages?|piers?|jett(y|ies))\b/,
  hills:
    /\b(hills?|hilly|hillsides?|highlands?|downs|moors?|moorland|uplands?|valleys?|dales?|tors|foothills|bluffs?|knolls?|glens?)\b/,
  mountains:
    /\b(mountains?|mountainous|peaks?|alpine|crags?|craggy|pass|ridges?|summits?|volcan\w*|massif|cliffs?)\b/,
  forest:
    /\b(forests?|forested|woods?|wooded|woodlands?|jungles?|groves?|taiga|pines?|timber|thickets?|rainforests?|copses?|greenwood)\b/,
  marsh:
    /\b(marsh\w*|swamps?|swampy|bogs?|boggy|fens?|fenland|wetlands?|mires?|bayous?|deltas?|reed ?beds?)\b/,
  desert:
    /\b(deserts?|dunes?|sands?|sandy|wastes?|wasteland|arid|badlands?|oasis|salt ?flats?|scrubland|mesas?|canyons?)\b/,
  snow: /\b(snow\w*|ice|icy|frozen|tundra|glacier\w*|arctic|wintry|winter\w*|frost\w*|polar|boreal|taiga|permafrost)\b/,
  plains:
    /\b(plains?|grasslands?|prairies?|steppes?|meadows?|farmland|farms?|fields?|savann?ahs?|heath\w*|pastures?|lowlands?)\b/,
  road: /\b(roads?|highways?|trade ?routes?|caravan\w*|turnpikes?|trails?|causeways?)\b/,
  crossroads: /\b(cross-?roads?|junctions?|crossings?)\b/,
  ruins: /\b(ruin\w*|ancient|crumbl\w*|abandoned|barrows?|haunted|tombs?|fallen empire|old empire)\b/,
} as const;

const LANDSCAPE_ORDER: readonly Landscape[] = [
  'mountains',
  'hills',
  'forest',
  'marsh',
  'desert',
  'snow',
  'plains',
  'ruins',
  'crossroads',
  'road',
];

interface Profile {
  readonly label: string;
  readonly water: Water;
  readonly landscape: readonly Landscape[];
  readonly delta?: boolean;
  /** Weight per economy; unlisted economies use 1. */
  readonly weights: Partial<Record<TownEconomy, number>>;
}

/** The country a town stands in when the game master leaves terrain blank, weighted by what it lives on. */
const PROFILES: readonly Profile[] = [
  {
    label: 'river valley',
    water: 'river',
    landscape: ['hills', 'road'],
    weights: { agricultural: 4, trade: 3, crafting: 3, military: 2, religious: 2, mixed: 3 },
  },
  {
    label: 'rolling farmland',
    water: 'none',
    landscape: ['plains', 'road'],
    weights: { agricultural: 5, mixed: 2, fishing: 0, mining: 0 },
  },
  {
    label: 'rocky coast',
    water: 'coast',
    landscape: ['hills'],
    weights: { fishing: 5, military: 2, trade: 2, mixed: 2, mining: 0.5 },
  },
  {
    label: 'sheltered bay',
    water: 'coast',
    landscape: ['road'],
    weights: { fishing: 4, trade: 4, mixed: 2, mining: 0 },
  },
  {
    label: 'wooded hills',
    water: 'none',
    landscape: ['hills', 'forest'],
    weights: { mining: 3, crafting: 2, magical: 1, fishing: 0 },
  },
  {
    label: 'mountain pass',
    water: 'none',
    landscape: ['mountains', 'road'],
    weights: { mining: 4, military: 4, trade: 1, religious: 1, fishing: 0, agricultural: 0 },
  },
  {
    label: 'lakeshore',
    water: 'lake',
    landscape: ['forest'],
    weights: { fishing: 3, magical: 2, religious: 2, crafting: 1 },
  },
  {
    label: 'fenland',
    water: 'river',
    landscape: ['marsh'],
    weights: { fishing: 2, agricultural: 1, magical: 1, mining: 0 },
  },
  {
    label: 'forest clearing',
    water: 'none',
    landscape: ['forest'],
    weights: { crafting: 2, magical: 2, religious: 1, fishing: 0, mining: 0.5 },
  },
  {
    label: 'open plains',
    water: 'none',
    landscape: ['plains', 'road'],
    weights: { agricultural: 3, military: 1, trade: 1, fishing: 0 },
  },
  {
    label: 'crossroads',
    water: 'none',
    landscape: ['crossroads', 'road', 'plains'],
    weights: { trade: 4, military: 2, mixed: 2, fishing: 0 },
  },
  {
    label: 'island',
    water: 'island',
    landscape: [],
    weights: { fishing: 3, trade: 2, magical: 2, military: 1, agricultural: 0.5, mining: 0.5 },
  },
  {
    label: 'desert oasis',
    water: 'lake',
    landscape: ['desert', 'road'],
    weights: { trade: 2, religious: 1, magical: 1, fishing: 0, agricultural: 0.5 },
  },
  {
    label: 'snowy mountains',
    water: 'none',
    landscape: ['snow', 'mountains'],
    weights: { mining: 3, military: 1, religious: 1, fishing: 0, agricultural: 0 },
  },
  {
    label: 'high moorland',
    water: 'none',
    landscape: ['hills'],
    weights: { religious: 2, agricultural: 1, military: 1, mining: 1, fishing: 0 },
  },
  {
    label: 'hills above old ruins',
    water: 'none',
    landscape: ['hills', 'ruins'],
    weights: { magical: 3, religious: 2, mixed: 1, fishing: 0 },
  },
  {
    label: 'river delta',
    water: 'river',
    landscape: ['marsh'],
    delta: true,
    weights: { trade: 2, fishing: 3, mixed: 1, mining: 0 },
  },
];

/** Terrain a reader can infer from the economy when the text names water but no land (mines need hills). */
const ECONOMY_LAND: Partial<Record<TownEconomy, Landscape>> = {
  mining: 'hills',
  agricultural: 'plains',
  trade: 'road',
  military: 'road',
};

/** Reads the terrain and location the game master typed; blanks are decided from the economy and the seed. */
export function readTerrain(
  terrain: string | undefined,
  location: string | undefined,
  economy: TownEconomy,
  rng: Rng,
): TerrainReading {
  const typed = terrain?.trim() ?? '';
  const text = `${typed} ${location ?? ''}`.toLowerCase();
  const has = (key: keyof typeof WORDS) => WORDS[key].test(text);
  const landscape = LANDSCAPE_ORDER.filter((f) => has(f));
  // The terrain speaks first: 'lake' with a location 'on the coast of...' is a lake town.
  const saidWater = waterIn(typed.toLowerCase()) ?? waterIn((location ?? '').toLowerCase());

  if (typed.length === 0 && saidWater === null && landscape.length === 0) {
    const profile = rng.weighted(PROFILES, (p) => p.weights[economy] ?? 1);
    return {
      water: profile.water,
      harbourSaid: false,
      delta: profile.delta ?? false,
      landscape: profile.landscape,
      label: profile.label,
      given: false,
    };
  }

  // Something was said: obey it, and fill in only what it leaves open.
  let water: Water = saidWater ?? 'none';
  if (saidWater === null && !landscape.includes('desert') && rng.chance(0.2)) water = 'river';
  const land = [...landscape];
  const inferred = ECONOMY_LAND[economy];
  if (land.length === 0 && inferred) land.push(inferred);
  const label = typed.length > 0 ? typed : describeWater(water, land);
  return {
    water,
    harbourSaid: has('harbour'),
    delta: has('delta'),
    landscape: land.slice(0, 6),
    label,
    given: typed.length > 0,
  };
}

function waterIn(text: string): Water | null {
  const has = (key: keyof typeof WORDS) => WORDS[key].test(text);
  if (has('island')) return 'island';
  if (has('coast')) return 'coast';
  if (has('lake')) return 'lake';
  if (has('river')) return 'river';
  return has('harbour') ? 'coast' : null;
}

/** A short label for the gallery's statistics when only the location spoke ('coast', 'hills and river'). */
function describeWater(water: Water, land: readonly Landscape[]): string {
  const head = land.find((f) => f !== 'road' && f !== 'crossroads' && f !== 'ruins');
  const waterWord =
    water === 'none' ? '' : water === 'island' ? 'island' : water === 'lake' ? 'lakeshore' : water;
  if (head && waterWord) return `${head} and ${waterWord}`;
  return head ?? (waterWord || (land.includes('crossroads') ? 'crossroads' : 'open country'));
}

/**
 * Puts the game master's terrain words into a phrase that reads after "a town of" or before the size noun:
 * 'river delta' -> { of: 'the river delta' }, 'snowy' -> { adjective: 'snowy' }.
 */
export function terrainPhrase(label: string): { readonly adjective?: string; readonly of?: string } {
  const clean = label.trim().replace(/[.!]+$/, '');
  const lower = clean.toLowerCase();
  // Single nouns that read well before the size: "an island city", "a marsh town", "a coastal village".
  const attributive = ATTRIBUTIVE[lower];
  if (attributive) return { adjective: attributive };
  const last = lower.split(/\s+/).pop() ?? '';
  const adjective =
    !/\s/.test(lower) &&
    (/[^aeiou]y$/.test(last) || /(al|ic|ous|ern|ed|ive|ish|ful|ine|en)$/.test(last)) &&
    !/^(valley|ridge|glen|fen|heathen|garden|haven)$/.test(last);
  if (adjective) return { adjective: lower };
  // Proper names keep their case; common words are lower-cased and given "the".
  const proper = /^[A-Z]/.test(clean) && !/^(The|A|An)\b/.test(clean);
  if (proper) return { of: clean };
  const body = /^[A-Z]/.test(clean) ? `${clean[0]?.toLowerCase()}${clean.slice(1)}` : clean;
  if (/^(the|a|an) /i.test(body)) return { of: body.replace(/^(a|an) /i, 'the ') };
  return { of: `the ${body}` };
}

const ATTRIBUTIVE: Record<string, string> = {
  island: 'island',
  coast: 'coastal',
  harbour: 'harbour',
  harbor: 'harbor',
  lake: 'lake',
  lakeshore: 'lakeshore',
  marsh: 'marsh',
  fen: 'fen',
  swamp: 'swamp',
  forest: 'forest',
  desert: 'desert',
  mountain: 'mountain',
  crossroads: 'crossroads',
  river: 'river',
  hill: 'hill',
  border: 'border',
  frontier: 'frontier',
};

/** Weaves a typed location into a clause after the town's name. */
export function locationClause(location: string): string {
  const loc = location.trim().replace(/[.!]+$/, '');
  if (
    /^(on|in|at|by|near|beside|along|among|under|above|below|between|within|across|beyond|atop|upon|outside|inside|off|over|past|where|behind|toward|towards|south|north|east|west|up|down|deep|high|far|halfway|just|two|three|four|five|a day|a week)\b/i.test(
      loc,
    )
  ) {
    return `${loc[0]?.toLowerCase()}${loc.slice(1)}`;
  }
  if (/^[A-Z]/.test(loc) && !/^(The|A|An)\b/.test(loc)) return `in ${loc}`;
  const body = `${loc[0]?.toLowerCase()}${loc.slice(1)}`;
  return /^(the|a|an) /.test(body) ? `in ${body.replace(/^(a|an) /, 'the ')}` : `in the ${body}`;
}

/**
 * The land around the town, one sentence per feature. Variables: town, water (its name), site (a named spot
 * nearby), road. Every long sentence carries a name, so no two towns share one.
 */
export const TERRAIN_RULES: RuleSet = {
  land_mountains: [
    '<!snow> Above #town# the mountains stand close and grey, and #site# is the only way through them for three days in either direction.',
    '<!snow> The peaks behind #town# hold cloud most afternoons; the shepherds read the weather off #site# before they read anything else.',
    '<snow> Snow lies on the peaks above #town# from harvest to sowing, and in deep winter the road past #site# closes for weeks at a time.',
    '<snow> #town# is buried to the sills every winter; ropes are strung between the houses, and nobody climbs to #site# after the first snow.',
    'The mountains around #town# are riddled with old workings, and the slope under #site# still shifts after a hard rain.',
  ],
  land_hills: [
    'Sheep-cropped hills fold around #town#, and on the highest of them stands #site#, a ring of old stones the children dare each other to touch.',
    'The hills around #town# are steep, green and wet; every farm keeps a dog, and every path ends at #site# sooner or later.',
    'Low hills shelter #town# from the west wind, and the chalk figure cut into the slope at #site# is scoured clean every midsummer.',
    'The country around #town# is all ridges and hollows, with #site# the one place high enough to see three parishes at once.',
  ],
  land_forest: [
    'Old forest presses close to #town#; the woodwards mark every tree felled past #site#, and the forest takes a tithe of the careless.',
    'The woods around #town# are oak and hornbeam, coppiced in rotation, and the charcoal-burners’ smoke rises from #site# all summer.',
    'Beyond the last fields of #town# the forest begins at once, dark and unbroken, and the track to #site# is marked with white-painted stones.',
    'Pine forest surrounds #town#, and the whole place smells of resin; the loggers float their timber down from #site# in spring.',
  ],
  land_marsh: [
    'Marsh spreads around #town# in every shade of brown and green, crossed by causeways that only the locals trust after dark, the oldest of them to #site#.',
    'The fens around #town# are full of eels, reeds and fever; the reed-cutters keep to the channels they know, and none of them goes near #site#.',
    'Around #town# the ground is more water than land, and the drovers’ road to #site# is rebuilt every spring on a bed of brushwood.',
  ],
  land_desert: [
    'Sand and red rock run from the edge of #town# to the horizon, and the caravans that reach it come by the old wells at #site#.',
    'The desert around #town# is stony rather than sandy, and the one road out is marked by cairns as far as #site#.',
    'Past the gardens of #town# there is only dust, glare and the wind, which some years buries the track to #site# entirely.',
  ],
  land_snow: [
    '<!mountains> Snow covers the country around #town# half the year, and sledges, not carts, carry goods to #site# from first frost to thaw.',
    '<!mountains> #town# lies in a white, flat land where winter is long and loud with wind; the only landmark for miles is #site#.',
  ],
  land_plains: [
    'Open grassland runs from #town# to every horizon, broken only by hedges, windbreaks and the green mound of #site#.',
    'The fields around #town# are wide and flat, good for barley and bad for hiding, and from the mound at #site# you can see a rider coming for an hour.',
    'Around #town# the country is flat pasture and strip-fields, divided by ditches that the farmers argue about at every moot, the oldest running out to #site#.',
  ],
  land_ruins: [
    'The ruins at #site#, a short walk from #town#, were old before the first house was built here, and half the older cottages are built of their dressed stone.',
    'Broken columns stand in the fields outside #town#, and the ploughs of #site# still turn up coins stamped with a face no one can name.',
    'An older town lies under #town#, and the cellars of the oldest houses open into its streets; the way down at #site# is bricked up.',
  ],
  land_crossroads: [
    '#town# grew where two roads cross, and the gibbet and the milestone at #site# still mark the exact spot.',
    'Four roads meet at #town#, which is why it exists at all; the oldest of them runs straight to #site# and on to the capital.',
  ],
  land_road: [
    '#road.capitalize# runs through #town#, and most of what the town knows about the world arrives along it in a wagon.',
    'Carters, pilgrims and tinkers come through #town# on #road#, and #site# is where most of them camp the night before.',
  ],
};
