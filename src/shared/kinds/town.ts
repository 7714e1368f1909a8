// The town contract (spec section 3): option lists, the generation request (advanced and quick) and the entity.
// The entity carries, besides the spec's fields, the decided `layout` that the map is drawn from, so the text and
// the map read one record and cannot disagree (a river in the description is a river on the map).
import { z } from 'zod';
import { defineKind, optionalText, seedSchema } from '../content.js';

export const TOWN_SIZES = [
  'hamlet',
  'village',
  'town',
  'large town',
  'small city',
  'city',
  'metropolis',
] as const;
export const TOWN_ECONOMIES = [
  'agricultural',
  'trade',
  'mining',
  'crafting',
  'fishing',
  'magical',
  'religious',
  'military',
  'mixed',
] as const;
export const TOWN_GOVERNMENTS = [
  'monarchy',
  'autocracy',
  'council',
  'democracy',
  'theocracy',
  'magocracy',
  'plutocracy',
  'military',
  'tribal',
  'anarchy',
  'guild',
] as const;
/** Every style a map can be drawn in: the advanced form's and the quick form's lists together. */
export const TOWN_MAP_STYLES = [
  'fantasy',
  'parchment',
  'topographic',
  'isometric',
  'battle',
  'hand-drawn',
  'sketched',
  'watercolor',
] as const;

export type TownSize = (typeof TOWN_SIZES)[number];
export type TownEconomy = (typeof TOWN_ECONOMIES)[number];
export type TownGovernment = (typeof TOWN_GOVERNMENTS)[number];
export type TownMapStyle = (typeof TOWN_MAP_STYLES)[number];

/** Option lists exactly as the forms show them (spec section 3): sizes and the rest end with 'random'. */
export const TOWN_OPTIONS = {
  size: [...TOWN_SIZES, 'random'] as const,
  economyType: [...TOWN_ECONOMIES, 'random'] as const,
  governmentType: [...TOWN_GOVERNMENTS, 'random'] as const,
  /** The advanced form's map styles. */
  mapStyle: ['fantasy', 'parchment', 'topographic', 'isometric', 'battle', 'hand-drawn', 'random'] as const,
  /** The quick form's map styles. */
  quickMapStyle: ['fantasy', 'parchment', 'topographic', 'sketched', 'watercolor', 'isometric'] as const,
} as const;

/** The quick form's defaults (spec section 9): town, mixed, council, fantasy map. */
export const TOWN_QUICK_DEFAULTS = {
  size: 'town',
  economyType: 'mixed',
  governmentType: 'council',
  mapStyle: 'fantasy',
} as const;

/** The sections a request can leave out (spec section 3: all default true). */
export const TOWN_INCLUDE_FLAGS = [
  'includeHistory',
  'includeReligion',
  'includeFactions',
  'includeRumors',
  'includeSecrets',
  'includeThreats',
  'includeEstablishments',
  'includeKeyNpcs',
  'includeHooks',
] as const;

const include = z.boolean().default(true);

export const townRequestSchema = z.object({
  /** Blank: a name is generated. */
  name: optionalText('Name', 80),
  /** Free text read for what it says ('on the coast of the Saltmere', 'at a crossroads in the hills'). */
  location: optionalText('Location', 200),
  /** Free text read for what it says ('river delta', 'snowy mountains', 'marsh'). */
  terrain: optionalText('Terrain', 100),
  size: z.enum(TOWN_OPTIONS.size, { error: 'Please select a town size' }),
  economyType: z.enum(TOWN_OPTIONS.economyType, { error: 'Please select an economy type' }),
  governmentType: z.enum(TOWN_OPTIONS.governmentType, { error: 'Please select a government type' }),
  mapStyle: z.enum([...TOWN_MAP_STYLES, 'random'], { error: 'Please select a map style' }),
  includeHistory: include,
  includeReligion: include,
  includeFactions: include,
  includeRumors: include,
  includeSecrets: include,
  includeThreats: include,
  includeEstablishments: include,
  includeKeyNpcs: include,
  includeHooks: include,
  seed: seedSchema,
});

export type TownRequest = z.output<typeof townRequestSchema>;
export type TownRequestInput = z.input<typeof townRequestSchema>;

export const townQuickFormSchema = z.object({
  name: optionalText('Name', 80),
  size: z.enum(TOWN_OPTIONS.size, { error: 'Please select a town size' }),
  economyType: z.enum(TOWN_OPTIONS.economyType, { error: 'Please select an economy type' }),
  governmentType: z.enum(TOWN_OPTIONS.governmentType, { error: 'Please select a government type' }),
  mapStyle: z.enum(TOWN_OPTIONS.quickMapStyle, { error: 'Please select a map style' }),
});
export type TownQuickForm = z.input<typeof townQuickFormSchema>;

/** The quick form sends every include flag true, with empty location and terrain (spec section 3). */
export function townQuickToRequest(quick: TownQuickForm): TownRequestInput {
  const name = quick.name?.trim();
  return {
    ...(name ? { name } : {}),
    location: '',
    terrain: '',
    size: quick.size,
    economyType: quick.economyType,
    governmentType: quick.governmentType,
    mapStyle: quick.mapStyle,
    ...Object.fromEntries(TOWN_INCLUDE_FLAGS.map((flag) => [flag, true])),
  };
}

const titled = z.object({ title: z.string().min(1), description: z.string().min(1) });

export const establishmentSchema = z.object({
  name: z.string().min(1).max(80),
  /** 'inn', 'tavern', 'temple', 'smithy', 'market', 'guildhall', ... */
  type: z.string().min(1).max(40),
  description: z.string().min(1),
  /** A key NPC's name where the owner is one of them. */
  owner: z.string().min(1).max(80),
  /** The district (by name, one of `layout.districts`) where the map marks it. */
  district: z.string().min(1).max(60),
});

export const keyNpcSchema = z.object({
  name: z.string().min(1).max(80),
  role: z.string().min(1).max(80),
  description: z.string().min(1),
});

/** Kinds of district a town has; the map draws each in its own way (docks by the water, a castle on a rise...). */
export const TOWN_DISTRICT_TYPES = [
  'market',
  'temple',
  'craft',
  'docks',
  'noble',
  'slums',
  'castle',
  'residential',
  'farmland',
  'mines',
  'arcane',
  'barracks',
] as const;

/** What the surroundings hold, read from the terrain and location text (and the seed where they say nothing). */
export const TOWN_LANDSCAPE_FEATURES = [
  'hills',
  'mountains',
  'forest',
  'marsh',
  'desert',
  'snow',
  'plains',
  'ruins',
  'road',
  'crossroads',
  'jungle',
  'volcano',
  'canyon',
  'cliffs',
  'glacier',
  'dunes',
  'waterfall',
] as const;

/** Where a thing lies, seen on the map (north at the top). */
export const TOWN_SIDES = ['north', 'east', 'south', 'west', 'centre'] as const;

/** How the river runs through or past the town; the description says it and the map draws it. */
export const TOWN_RIVER_COURSES = [
  'straight',
  'bend',
  'loop',
  'meander',
  'fork',
  'confluence',
  'delta',
] as const;

/** The shape of the shore where the town meets the sea or a lake. */
export const TOWN_SHORE_SHAPES = ['straight', 'bay', 'headland', 'fjord', 'cove'] as const;

/** Landmarks a map can draw and label (each with its own symbol); anything else typed is drawn as a 'monument'. */
export const TOWN_LANDMARK_KINDS = [
  'bell tower',
  'beacon',
  'lighthouse',
  'watchtower',
  'windmill',
  'watermill',
  'shrine',
  'standing stones',
  'chalk figure',
  'great tree',
  'statue',
  'well',
  'fountain',
  'gallows',
  'bridge',
  'ruin',
  'tomb',
  'monument',
] as const;

export const townRiverSchema = z.object({
  /** The river's name as the text gives it ('the Amber'); a typed name is kept exactly. */
  name: z.string().min(1).max(60),
  course: z.enum(TOWN_RIVER_COURSES),
  /** The side it comes from (for 'bend' and 'loop', the side it wraps the town on). */
  from: z.enum(TOWN_SIDES),
});

export const townShoreSchema = z.object({
  /** The sea's or lake's name as the text gives it. */
  name: z.string().min(1).max(60),
  shape: z.enum(TOWN_SHORE_SHAPES),
  /** Which side of the town the water lies on. */
  side: z.enum(TOWN_SIDES),
});

export const townLandmarkSchema = z.object({
  /** As the text names it ('the Old Yew', 'the Chalk Giant'); drawn and labelled on the map. */
  name: z.string().min(1).max(60),
  kind: z.enum(TOWN_LANDMARK_KINDS),
  /** Where the map draws it: in the centre, near one side inside the town, or `outside` the built area. */
  where: z.enum(TOWN_SIDES),
  outside: z.boolean().default(false),
  /** The district (one of `districts`) an inside landmark stands in, as the description says; absent outside. */
  district: z.string().min(1).max(60).optional(),
});

/**
 * The decided shape of the place: the writer fixes it first, the description states it, and the map draws it.
 * Establishments are numbered on the map in the order of `establishments` (1, 2, 3...).
 */
export const townLayoutSchema = z.object({
  /** none (hamlets, villages), a palisade (towns), stone walls with towers (cities). */
  walls: z.enum(['none', 'palisade', 'stone']),
  /** Gates in the wall (0 without one); streets run from each gate to the centre. */
  gates: z.number().int().min(0).max(8),
  /** Water the town stands by; `island` means the town stands on one or more islands. */
  water: z.enum(['none', 'river', 'coast', 'lake', 'island']),
  /** Bridges over the river or between islands (0 without a river or islands). */
  bridges: z.number().int().min(0).max(20),
  /** Docks and piers on the water. */
  harbour: z.boolean(),
  /** A castle or citadel inside (or above) the town. */
  castle: z.boolean(),
  /** An open market square at the centre. */
  marketSquare: z.boolean(),
  /** Houses spilling outside the walls (cities and metropolises). */
  suburbs: z.boolean(),
  landscape: z.array(z.enum(TOWN_LANDSCAPE_FEATURES)).max(6),
  districts: z
    .array(z.object({ name: z.string().min(1).max(60), type: z.enum(TOWN_DISTRICT_TYPES) }))
    .min(1)
    .max(12),
  // Added with engine 2 (issues 19, 20); defaults keep towns written before them valid.
  /** The river when `water` is `river` (or a river runs to the coast or lake). */
  river: townRiverSchema.nullable().default(null),
  /** The sea or lake shore when `water` is `coast`, `lake` or `island`. */
  shore: townShoreSchema.nullable().default(null),
  /** Named landmarks the text describes; the map draws and labels every one. */
  landmarks: z.array(townLandmarkSchema).max(8).default([]),
  /** Named main streets, from the gates (or the edges) to the centre; the map labels them. */
  streets: z.array(z.string().min(1).max(60)).max(8).default([]),
});

/** The town as written by a text provider: every field of the spec, all options resolved, and the layout. */
export const townDataSchema = z.object({
  name: z.string().min(1).max(120),
  /** What people call it: 'the Reed Crown'. */
  nickname: z.string().min(1).max(80),
  size: z.enum(TOWN_SIZES),
  population: z.number().int().min(1),
  /** The terrain as written ('river delta'), or as decided when the request left it blank. */
  terrain: z.string().min(1).max(100),
  location: z.string().min(1).max(200),
  description: z.string().min(1),
  notableFeatures: z.array(z.string().min(1)).min(1).max(8),
  economyType: z.enum(TOWN_ECONOMIES),
  localEconomy: z.string().min(1),
  governmentType: z.enum(TOWN_GOVERNMENTS),
  /** Who rules and how; names the leader, who is one of the key NPCs when they are included. */
  leadership: z.string().min(1),
  /** Empty when factions were not included. Each 'Name: what they want'. */
  factions: z.array(z.string().min(1)).max(8),
  /** Empty when religion was not included. */
  religion: z.string(),
  culture: z.string().min(1),
  /** Empty when history was not included. */
  history: z.string(),
  establishments: z.array(establishmentSchema).max(16),
  keyNpcs: z.array(keyNpcSchema).max(12),
  hooks: z.array(titled).max(8),
  /** Dangers to and around the town; the spec's request has the flag, the entity this list. */
  threats: z.array(titled).max(6),
  rumors: z.array(z.string().min(1)).max(8),
  secrets: z.array(z.string().min(1)).max(6),
  tags: z.array(z.string().min(1).max(40)).min(1).max(8),
  mapStyle: z.enum(TOWN_MAP_STYLES),
  layout: townLayoutSchema,
});

export type TownData = z.infer<typeof townDataSchema>;
export type TownLayout = z.infer<typeof townLayoutSchema>;
export type Establishment = z.infer<typeof establishmentSchema>;

export const townContract = defineKind({
  kind: 'town',
  label: 'town',
  apiBase: 'town',
  listPath: 'towns',
  imageRoute: 'map',
  regenerateRoute: 'regenerate-map',
  responseKey: 'town',
  entityAtTopLevel: true,
  imageUrlField: 'imageUrl',
  imageErrorCodes: { expired: 'IMAGE_URL_EXPIRED', missing: 'IMAGE_FILE_MISSING' },
  imageMessages: {
    none: 'Map unavailable',
    missing: 'Image file is missing. Please regenerate it.',
    expired: 'Image URL has expired. Please regenerate it.',
  },
  requestSchema: townRequestSchema,
  dataSchema: townDataSchema,
  // A share link's player view: secrets and adventure hooks are the GM's; rumours are what players hear (decision 019).
  playerHidden: ['secrets', 'hooks'],
  editable: [
    'name',
    'nickname',
    'location',
    'description',
    'notableFeatures',
    'localEconomy',
    'leadership',
    'factions',
    'religion',
    'culture',
    'history',
    'establishments',
    'keyNpcs',
    'hooks',
    'threats',
    'rumors',
    'secrets',
    'tags',
  ],
  sections: {
    description: { label: 'Description', fields: ['description'] },
    features: { label: 'Notable features', fields: ['notableFeatures'] },
    economy: { label: 'Local economy', fields: ['localEconomy'] },
    leadership: { label: 'Leadership', fields: ['leadership'] },
    religion: { label: 'Religion', fields: ['religion'] },
    culture: { label: 'Culture', fields: ['culture'] },
    history: { label: 'History', fields: ['history'] },
    establishments: { label: 'Establishments', fields: ['establishments'] },
    hooks: { label: 'Adventure hooks', fields: ['hooks'] },
    threats: { label: 'Threats', fields: ['threats'] },
    rumors: { label: 'Rumors and secrets', fields: ['rumors', 'secrets'] },
  },
});
