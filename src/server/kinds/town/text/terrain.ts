// Reads the free-text terrain and location for what they say (water, landscape, roads, ruins) and, where they say
// nothing, decides the country from the economy; also the phrases that describe the land around a town.
import type { TownEconomy } from '../../../../shared/kinds/town.js';
import { withArticle } from '../../../engine/english.js';
import type { Rng } from '../../../engine/rng.js';
import { type Landscape, readTyped, type TypedReading, type Water } from './lexicon.js';

export type { Landscape, Water } from './lexicon.js';

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
  /** Features the game master typed (each is written into the description, not only the first two). */
  readonly typedLandscape: readonly Landscape[];
  /** What the typed words say beyond the kind of water: names, a river's course, a shore's shape, landmarks. */
  readonly typed: TypedReading;
  /** A river runs here besides the sea or lake ('where the Amber River meets the sea'). */
  readonly riverToo: boolean;
  /** The town is underground (typed 'underground', 'caverns', 'beneath the mountain'): no sky, no sails, no mill wind. */
  readonly underground?: boolean;
}

/** Typed words that put a town under the earth. */
const UNDERGROUND =
  /\b(underground|subterranean|under ?dark|undercity|under-city|caverns?|caves?|grottos?|grottoes|beneath the (?:earth|mountains?|ground|hills?)|under the (?:mountains?|earth|ground|hills?))\b/i;

/** Whether the typed terrain or location puts the town underground. */
export function saysUnderground(terrain: string | undefined, location: string | undefined): boolean {
  return UNDERGROUND.test(`${terrain ?? ''} ${location ?? ''}`);
}

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
    label: 'sea cliffs',
    water: 'coast',
    landscape: ['cliffs', 'hills'],
    weights: { fishing: 2, military: 2, mixed: 1, trade: 1, religious: 1, mining: 0.5, agricultural: 0.5 },
  },
  {
    label: 'river gorge',
    water: 'river',
    landscape: ['canyon', 'hills'],
    weights: { mining: 2, crafting: 2, military: 1, mixed: 1, trade: 1, agricultural: 0.3 },
  },
  {
    label: 'waterfall valley',
    water: 'river',
    landscape: ['waterfall', 'forest', 'hills'],
    weights: { crafting: 2, religious: 2, magical: 2, agricultural: 1, mixed: 1 },
  },
  {
    label: 'heathland',
    water: 'none',
    landscape: ['plains', 'hills'],
    weights: { agricultural: 2, religious: 1, military: 1, mixed: 1, fishing: 0 },
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
  const typedLocation = location?.trim() ?? '';
  const reading = readTyped(typed, typedLocation);
  const landscape = [...reading.landscape];
  const underground = saysUnderground(typed, typedLocation);

  if (typed.length === 0 && reading.water === null && landscape.length === 0) {
    const profile = rng.weighted(PROFILES, (p) => p.weights[economy] ?? 1);
    return {
      water: profile.water,
      harbourSaid: false,
      delta: profile.delta ?? false,
      landscape: profile.landscape,
      label: profile.label,
      given: false,
      typedLandscape: [],
      typed: reading,
      riverToo: false,
      underground,
    };
  }

  // Something was said: obey it, and fill in only what it leaves open.
  let water: Water = reading.water ?? 'none';
  // A river the game master did not type is added only where nothing typed rules it out: not in a desert, on a
  // glacier, under the earth, or in a swamp or marsh (the reader's typed swamp came back as a river town).
  if (
    reading.water === null &&
    !landscape.includes('desert') &&
    !landscape.includes('glacier') &&
    !landscape.includes('marsh') &&
    !underground &&
    rng.chance(0.2)
  )
    water = 'river';
  const land = [...landscape];
  const inferred = ECONOMY_LAND[economy];
  if (land.length === 0 && inferred) land.push(inferred);
  const label = typed.length > 0 ? typed : describeWater(water, land);
  return {
    water,
    harbourSaid: reading.harbour,
    delta: reading.delta,
    landscape: land.slice(0, 6),
    label,
    given: typed.length > 0,
    typedLandscape: landscape.slice(0, 6),
    typed: reading,
    riverToo: water !== 'river' && water !== 'none' && reading.riverSaid,
    underground,
  };
}

/** A short label for the gallery's statistics when only the location spoke ('coast', 'hills and river'). */
function describeWater(water: Water, land: readonly Landscape[]): string {
  const head = land.find((f) => f !== 'road' && f !== 'crossroads' && f !== 'ruins');
  const waterWord =
    water === 'none' ? '' : water === 'island' ? 'island' : water === 'lake' ? 'lakeshore' : water;
  if (head && waterWord) return `${head} and ${waterWord}`;
  return head ?? (waterWord || (land.includes('crossroads') ? 'crossroads' : 'open country'));
}

/** Words that open a phrase which already says where (a preposition, an adverb of place, 'where...'). */
const PREPOSITION =
  /^(on|in|at|by|near|nearby|beside|along|alongside|among|amongst|amid|amidst|around|round|astride|under|underneath|beneath|above|below|between|betwixt|within|across|beyond|atop|upon|outside|inside|off|over|past|behind|toward|towards|against|facing|overlooking|where|up|down|through|throughout|opposite|halfway|midway|from|to|into|onto|aboard|downstream|upstream|downriver|upriver|inland|offshore|overseas|close to|next to|hard by|just (?:off|outside|beyond|past|below|above|north|south|east|west)|(?:high|deep|far|out|well) (?:in|on|up|above|below|within|beyond|into|from|out|off|under|among|inside)|(?:north|south|east|west|northeast|northwest|southeast|southwest)(?:-?(?:east|west))? of|(?:a|an|one|two|three|four|five|six|seven|several|some|a few|a short|half a) (?:(?:long|short|hard|good|full|easy|brisk|slow) )?(?:day|days|week|weeks|hour|hours|mile|miles|league|leagues|day’s|days’|hour’s|morning’s|night’s)\b|within sight)\b/i;

/** Words that open a participle phrase ('carved into a red canyon wall', 'perched on a crag'). */
const PARTICIPLE =
  /^(\p{L}{3,}ed|built|set|hidden|perched|nestled|tucked|carved|cut|hewn|dug|sprawl\w*|cling\w*|huddl\w*|lying|standing|sitting|wedged|squeezed|hanging|raised|founded|scattered|strung|spread|stretched|crouch\w*|surrounded|ringed|walled|hemmed|lost|caught|trapped|guarded|overshadowed|shadowed|flanked|bordered|cradled|sheltered|floating|drifting|half-\p{L}+|straddling|bridging|spanning|rising|climbing|overhanging|looking|watching|sinking|built)\b/iu;

/** An -ing word and what it governs: 'guarding the Wyrmtooth Pass', 'Watching over two rivers'. */
const ING_PHRASE =
  /^\p{L}{2,}ing\s+(the|a|an|its|two|three|both|every|this|that|over|on|in|at|across|above|beside|between)\b/iu;

/** 'sheltered bay', 'wooded hills': a participle used as an adjective before one noun, not a participle phrase. */
const ADJECTIVE_NOUN = /^\p{L}+ [\p{L}-]+$/u;

/** Nouns a town stands 'on' or 'at' rather than 'in'. */
const ON_NOUNS =
  /\b(coast|coastline|shore|shores|island|isle|islet|road|highway|border|frontier|banks?|plain|plains|cliffs?|cliff-top|hill|hillside|slopes?|ridge|steppe|plateau|moor|moors|edge|fringes?|margin|marches|headland|promontory|peninsula|beach|strand|causeway|trade route|route|river|lake|sea|bay|mesa|tableland|crag|summit|spur|shoulder|flank|saddle|tor|heath)\b/i;
const AT_NOUNS =
  /\b(crossroads|mouth|foot|head|end|gates?|ford|fork|junction|confluence|meeting|crossing|source|top|bottom|heart|centre|center|entrance|threshold|tip|brink|terminus|narrows|pass)\b/i;

/** The preposition a place noun phrase takes: 'on the coast', 'at the crossroads', 'in the far north'. */
function prepositionFor(phrase: string): string {
  const head = phrase
    .replace(/\s+(of|in|on|at|by|near|with|where|that|which|beyond|above|below)\s.*$/i, '')
    .trim()
    .split(/\s+/)
    .pop();
  if (!head) return 'in';
  if (AT_NOUNS.test(head)) return 'at';
  if (ON_NOUNS.test(head)) return 'on';
  return 'in';
}

const WATER_PROPER =
  /^(Lake|Loch|Lough|River|Mount|Isle)\s|\s(River|Sea|Ocean|Sound|Bay|Gulf|Coast|Lake|Mere|Water|Isles?|Islands?|Hills|Mountains|Peaks|Marsh|Fens|Downs|Forest|Woods|Wood|Desert|Wastes|Reach|Vale|Valley|Road|Pass|Coast)$/;

/**
 * Weaves a typed location into the sentence that opens a description: it returns a phrase that follows a comma
 * ('on the shore of Lake Veil', 'carved into a red canyon wall', 'in the far north', 'in Eastmarch'). The typed words
 * are kept exactly; only a preposition is added where the phrase has none.
 */
export function locationClause(location: string): string {
  const loc = location.trim().replace(/[.!;:,]+$/, '');
  if (loc.length === 0) return '';
  const firstWord = loc.split(/\s+/)[0] ?? '';
  // 'guarding the Wyrmtooth Pass', 'overlooking two valleys': an -ing phrase says where as it stands (the reader
  // met 'in the guarding the Wyrmtooth Pass').
  if (ING_PHRASE.test(loc)) return `${loc[0]?.toLowerCase()}${loc.slice(1)}`;
  if (PREPOSITION.test(loc) || PARTICIPLE.test(firstWord)) {
    // The preposition is lowered; a name that merely starts with one ('Northreach') is not matched above.
    return PREPOSITION.test(firstWord) || PARTICIPLE.test(firstWord)
      ? `${loc[0]?.toLowerCase()}${loc.slice(1)}`
      : loc;
  }
  if (/^(the|a|an|its|this|that)\s/i.test(loc)) {
    const body = `${loc[0]?.toLowerCase()}${loc.slice(1)}`;
    return `${prepositionFor(body.replace(/^(the|a|an|its|this|that)\s/i, ''))} ${body}`;
  }
  if (/^\p{Lu}/u.test(loc)) {
    // A proper name: 'Eastmarch' is a region (in), 'Lake Veil' a water (on the shore of), 'Sword Coast' a coast.
    if (/^(Lake|Loch|Lough)\s/.test(loc)) return `on the shore of ${loc}`;
    if (WATER_PROPER.test(loc)) {
      const head = loc.split(/\s+/).pop() ?? '';
      return `${prepositionFor(head)} the ${loc}`;
    }
    return `in ${loc}`;
  }
  return `${prepositionFor(loc)} the ${loc}`;
}

/**
 * Puts the game master's terrain words where they read after the size noun: 'river delta' -> 'a town of the river
 * delta', 'hilly' -> 'a hilly town', 'carved into a canyon wall' -> 'a town carved into a canyon wall'. The words
 * themselves are kept as typed (only a leading article is settled).
 */
export function terrainPhrase(label: string): {
  readonly adjective?: string;
  readonly of?: string;
  readonly clause?: string;
} {
  const clean = label.trim().replace(/[.!;:,]+$/, '');
  const lower = clean.toLowerCase();
  const firstWord = clean.split(/\s+/)[0] ?? '';
  if (PREPOSITION.test(clean) || (PARTICIPLE.test(firstWord) && !ADJECTIVE_NOUN.test(clean)))
    return { clause: `${clean[0]?.toLowerCase()}${clean.slice(1)}` };
  // Single nouns that read well before the size: "an island city", "a marsh town", "a coastal village".
  const attributive = ATTRIBUTIVE[lower];
  if (attributive) return { adjective: attributive };
  const last = lower.split(/\s+/).pop() ?? '';
  const adjective =
    !/\s/.test(lower) &&
    (/[^aeiou]y$/.test(last) || /(al|ic|ous|ern|ed|ive|ish|ful|ine|en)$/.test(last)) &&
    !/^(valley|ridge|glen|fen|heathen|garden|haven|estuary|tundra|prairie|quarry|canyon)$/.test(last);
  if (adjective) return { adjective: clean };
  // Proper names keep their case; common words are lower-cased and given "the".
  const proper = /^\p{Lu}/u.test(clean) && !/^(The|A|An)\b/.test(clean);
  // A town stands on a bay, a coast, an island or a pass, and beside a waterfall: 'a village on a bay with a
  // headland', 'a town on a volcanic island', not 'a town of the bay with a headland'.
  if (!proper) {
    const core = lower.split(/\s+(?:with|sheltered|under|of|beside|below|near|by|and)\b/)[0] ?? lower;
    const head = core.split(/\s+/).pop() ?? '';
    const prep = ON_HEADS.test(head) ? 'on' : BESIDE_HEADS.test(head) ? 'beside' : '';
    if (prep) {
      const body = /^\p{Lu}/u.test(clean) ? `${clean[0]?.toLowerCase()}${clean.slice(1)}` : clean;
      if (/^(the|a|an) /i.test(body)) return { clause: `${prep} ${body}` };
      const plural = /[^s]s$/.test(head) && !/^(pass|moss)$/.test(head);
      return { clause: `${prep} ${plural ? `the ${body}` : withArticle(body)}` };
    }
  }
  if (proper) return { of: /\s/.test(clean) || WATER_PROPER.test(clean) ? `the ${clean}` : clean };
  const body = /^\p{Lu}/u.test(clean) ? `${clean[0]?.toLowerCase()}${clean.slice(1)}` : clean;
  if (/^(the|a|an) /i.test(body)) return { of: body.replace(/^(a|an) /i, 'the ') };
  return { of: `the ${body}` };
}

/** Heads of a terrain a town stands on, or beside. */
const ON_HEADS =
  /^(island|isle|islet|bay|cove|inlet|headland|promontory|peninsula|point|coast|coastline|shore|shores|cliffs?|clifftop|cliff-top|ridge|hillside|hilltop|slopes?|plateau|mesa|crag|pass|downs|moor|moors|heath|banks?|estuary|causeway|spit|sandbar|atoll|reef)$/;
const BESIDE_HEADS = /^(waterfall|falls|cascade|cataract|weir|rapids)$/;

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
  jungle: 'jungle',
  desert: 'desert',
  mountain: 'mountain',
  crossroads: 'crossroads',
  river: 'river',
  hill: 'hill',
  border: 'border',
  frontier: 'frontier',
  canyon: 'canyon',
  glacier: 'glacier',
  volcano: 'volcano',
  oasis: 'oasis',
  delta: 'delta',
  fjord: 'fjord',
  clifftop: 'clifftop',
  'cliff-top': 'cliff-top',
  tundra: 'tundra',
  steppe: 'steppe',
  moorland: 'moorland',
  prairie: 'prairie',
};
