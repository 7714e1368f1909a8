// The faction contract (spec section 3): option lists, the generation request (advanced and quick) and the
// entity. Besides the spec's fields the entity carries its decided coat of arms (`arms`) and the arms in heraldic
// words (`blazon`): the emblem is drawn from `arms` and the blazon is written from it, so they always agree.
import { z } from 'zod';
import { defineKind, optionalText, seedSchema } from '../content.js';

/** Spec section 3, in order; the values are the labels the spec gives. */
export const FACTION_SIZES = [
  'Small Gang',
  'Local Organization',
  'Regional Power',
  'National Group',
  'Continental Network',
  'World Organization',
] as const;
export const FACTION_INFLUENCES = ['minor', 'moderate', 'major', 'overwhelming'] as const;
export const FACTION_SECRECY = ['known', 'rumored', 'secret', 'clandestine'] as const;
export const FACTION_ALIGNMENTS = [
  'Lawful Good',
  'Neutral Good',
  'Chaotic Good',
  'Lawful Neutral',
  'True Neutral',
  'Chaotic Neutral',
  'Lawful Evil',
  'Neutral Evil',
  'Chaotic Evil',
] as const;
export const FACTION_EMBLEM_STYLES = [
  'fantasy',
  'medieval',
  'dark',
  'elegant',
  'tribal',
  'arcane',
  'religious',
  'military',
] as const;
/**
 * What a faction is for. The request's free-text purpose is read for one of these ('a guild of thieves in the
 * docks' is a thieves' guild); a purpose that names none is woven in as given over one chosen by the seed.
 */
export const FACTION_PURPOSES = [
  "thieves' guild",
  'merchant league',
  'knightly order',
  'cult',
  'cabal of mages',
  'rebel cell',
  'noble house',
  'mercenary company',
  'druid circle',
  'spy ring',
  "assassins' guild",
  'holy order',
  "scholars' society",
  'smuggling ring',
] as const;

export type FactionSize = (typeof FACTION_SIZES)[number];
export type FactionInfluence = (typeof FACTION_INFLUENCES)[number];
export type FactionSecrecy = (typeof FACTION_SECRECY)[number];
export type FactionAlignment = (typeof FACTION_ALIGNMENTS)[number];
export type FactionEmblemStyle = (typeof FACTION_EMBLEM_STYLES)[number];
export type FactionPurpose = (typeof FACTION_PURPOSES)[number];

/** Influence levels with the short descriptions the forms show beside them. */
export const FACTION_INFLUENCE_LABELS: Record<FactionInfluence, string> = {
  minor: 'Minor: felt in a few streets or villages',
  moderate: 'Moderate: respected across its region',
  major: 'Major: a force in the affairs of a realm',
  overwhelming: 'Overwhelming: shapes the fate of nations',
};

/** Option lists as the forms show them: alignment starts with 'random' (spec section 3). */
export const FACTION_OPTIONS = {
  size: FACTION_SIZES,
  influence: FACTION_INFLUENCES,
  secrecy: FACTION_SECRECY,
  alignment: ['random', ...FACTION_ALIGNMENTS] as const,
  emblemStyle: FACTION_EMBLEM_STYLES,
} as const;

/** The quick form's defaults (spec section 9): Regional Power, moderate, known, fantasy. */
export const FACTION_QUICK_DEFAULTS = {
  size: 'Regional Power',
  influence: 'moderate',
  secrecy: 'known',
  emblemStyle: 'fantasy',
} as const;

/** The sections a request can leave out (spec section 3), in the advanced form's order. */
export const FACTION_INCLUDE_FLAGS = [
  'includeHistory',
  'includeStructure',
  'includeLeadership',
  'includeRecruitment',
  'includeResources',
  'includeRituals',
  'includeSpecialAbilities',
  'includeKeyMembers',
  'includeQuests',
  'includeRivals',
  'includeAllies',
  'includeWeaknesses',
] as const;
export type FactionIncludeFlag = (typeof FACTION_INCLUDE_FLAGS)[number];

const include = z.boolean().default(true);

export const factionRequestSchema = z.object({
  /** Blank: a name is generated. */
  name: optionalText('Name', 80),
  size: z.enum(FACTION_SIZES, { error: 'Please select a faction size' }),
  influence: z.enum(FACTION_INFLUENCES, { error: 'Please select an influence level' }),
  secrecy: z.enum(FACTION_SECRECY, { error: 'Please select a secrecy level' }),
  /** Omitted when the form says random (spec section 3). */
  alignment: z.enum(FACTION_ALIGNMENTS, { error: 'Please select an alignment' }).optional(),
  /** One goal per line; blank lines are dropped; blank means generated goals. */
  goals: optionalText('Goals', 1000, { multiline: true }),
  /** Free text read for what it says ('thieves in the docks', 'knights sworn to the sun'); blank is random. */
  purpose: optionalText('Purpose', 200),
  emblemStyle: z.enum(FACTION_EMBLEM_STYLES, { error: 'Please select an emblem style' }),
  includeHistory: include,
  includeStructure: include,
  includeLeadership: include,
  includeRecruitment: include,
  includeResources: include,
  includeRituals: include,
  includeSpecialAbilities: include,
  includeKeyMembers: include,
  includeQuests: include,
  includeRivals: include,
  includeAllies: include,
  includeWeaknesses: include,
  /** Always true (spec section 3); allies and rivals are written whenever their own flags are on. */
  alliances: z.literal(true).default(true),
  seed: seedSchema,
});

export type FactionRequest = z.output<typeof factionRequestSchema>;
export type FactionRequestInput = z.input<typeof factionRequestSchema>;

/** The quick form: the spec's defaults plus a name, a purpose and the size (ours to choose, issue 9). */
export const factionQuickFormSchema = z.object({
  name: optionalText('Name', 80),
  purpose: optionalText('Purpose', 200),
  size: z.enum(FACTION_SIZES, { error: 'Please select a faction size' }),
});
export type FactionQuickForm = z.input<typeof factionQuickFormSchema>;

/** The quick form sends the spec's defaults and every include flag true. */
export function factionQuickToRequest(quick: FactionQuickForm): FactionRequestInput {
  const name = quick.name?.trim();
  const purpose = quick.purpose?.trim();
  return {
    ...(name ? { name } : {}),
    ...(purpose ? { purpose } : {}),
    size: quick.size,
    influence: FACTION_QUICK_DEFAULTS.influence,
    secrecy: FACTION_QUICK_DEFAULTS.secrecy,
    emblemStyle: FACTION_QUICK_DEFAULTS.emblemStyle,
    ...Object.fromEntries(FACTION_INCLUDE_FLAGS.map((flag) => [flag, true])),
    alliances: true,
  };
}

// ---- Heraldry: the decided coat of arms ----

export const HERALDIC_METALS = ['or', 'argent'] as const;
export const HERALDIC_COLOURS = ['gules', 'azure', 'vert', 'sable', 'purpure'] as const;
export const TINCTURES = [...HERALDIC_METALS, ...HERALDIC_COLOURS] as const;
export type Tincture = (typeof TINCTURES)[number];

/** Shield outlines; each emblem style draws one of them. */
export const SHIELD_SHAPES = [
  'heater',
  'french',
  'spanish',
  'kite',
  'round',
  'lozenge',
  'swiss',
  'pavise',
] as const;

/** Partitions of the field, named as a blazon names them ('per pale'). */
export const DIVISIONS = [
  'none',
  'per pale',
  'per fess',
  'per bend',
  'per chevron',
  'per saltire',
  'quarterly',
] as const;

/** Ordinaries: the broad geometric bands laid over the field. */
export const ORDINARIES = [
  'none',
  'fess',
  'pale',
  'bend',
  'chevron',
  'cross',
  'saltire',
  'chief',
  'bordure',
  'pile',
] as const;

/** The edge an ordinary or a division is drawn with. */
export const LINES = [
  'straight',
  'wavy',
  'embattled',
  'indented',
  'engrailed',
  'dancetty',
  'nebuly',
] as const;

/**
 * Every charge the emblem can draw, each by our own hand (issue 9: at least 40; issue 20: at least 120, covering
 * what faction names and purposes commonly name, beasts and birds by species).
 */
export const CHARGES = [
  // Beasts
  'lion',
  'wolf',
  'bear',
  'boar',
  'stag',
  'horse',
  'fox',
  'cat',
  'hound',
  'ram',
  'bull',
  'goat',
  'hare',
  'unicorn',
  'elephant',
  'squirrel',
  'rat',
  // Monsters
  'dragon',
  'griffin',
  'phoenix',
  // Birds
  'eagle',
  'raven',
  'owl',
  'dove',
  'swan',
  'falcon',
  'cock',
  'heron',
  'gull',
  'magpie',
  'sparrow',
  // Creatures of water, earth and air
  'serpent',
  'fish',
  'eel',
  'dolphin',
  'crab',
  'octopus',
  'frog',
  'tortoise',
  'salamander',
  'spider',
  'scorpion',
  'bee',
  'butterfly',
  'moth',
  'scarab',
  'bat',
  // Weapons and armour
  'sword',
  'dagger',
  'axe',
  'spear',
  'bow',
  'arrow',
  'mace',
  'trident',
  'hammer',
  'helm',
  'gauntlet',
  'banner',
  // Tools and trades
  'anvil',
  'pickaxe',
  'scythe',
  'sickle',
  'shears',
  'ladder',
  'oar',
  'wheel',
  'anchor',
  'ship',
  'key',
  'padlock',
  'chain',
  'scales',
  'quill',
  'book',
  'scroll',
  'hourglass',
  // Things of house and hall
  'lantern',
  'lamp',
  'candle',
  'torch',
  'bell',
  'horn',
  'harp',
  'drum',
  'chalice',
  'tankard',
  'barrel',
  'cauldron',
  'flask',
  'mirror',
  'beehive',
  'purse',
  'coin',
  'ring',
  'gem',
  // Regalia and signs
  'crown',
  'orb',
  'sceptre',
  'cross-formy',
  'mask',
  'eye',
  'hand',
  'heart',
  'skull',
  'bone',
  'feather',
  // Sky and weather
  'sun',
  'crescent',
  'mullet',
  'estoile',
  'comet',
  'thunderbolt',
  'cloud',
  'snowflake',
  'drop',
  'flame',
  // Buildings and land
  'tower',
  'castle',
  'portcullis',
  'bridge',
  'windmill',
  'lighthouse',
  'mountain',
  // Plants
  'tree',
  'pine',
  'oak-leaf',
  'acorn',
  'apple',
  'grapes',
  'garb',
  'rose',
  'lily',
  'fleur-de-lis',
  'thistle',
  'trefoil',
  'mushroom',
  'wreath',
  'escallop',
  // What faction names and typed purposes often name that the first set lacked (a blind read), each drawn by hand
  'egg',
  'map',
  'prism',
  'wagon',
  'pavilion',
  'salt',
  'crook',
  'laughing-mask',
  'wraith',
  'dice',
  'fly',
] as const;
export type Charge = (typeof CHARGES)[number];

/**
 * Colours heraldry has no tincture for, borne 'proper' (in their natural colour) when a name asks for them: 'the
 * Copper Key' bears a copper key proper. For the rule of tincture a proper metal counts as a metal (it is laid on a
 * colour), and it is never the field's or an ordinary's.
 */
export const PROPER_TINCTURES = ['copper', 'bronze'] as const;
export type ProperTincture = (typeof PROPER_TINCTURES)[number];

/** The most charges one coat of arms shows in rows ('twelve boars, three, three, three, two and one'). */
export const MAX_COUNTED_CHARGES = 13;

export const armsSchema = z.object({
  shield: z.enum(SHIELD_SHAPES),
  /** The field's tincture; with a division, the first part's. */
  field: z.enum(TINCTURES),
  division: z.object({ type: z.enum(DIVISIONS), line: z.enum(LINES), tincture: z.enum(TINCTURES) }),
  ordinary: z.object({ type: z.enum(ORDINARIES), line: z.enum(LINES), tincture: z.enum(TINCTURES) }),
  /**
   * The main charge, repeated `count` times in the arrangement heraldry gives that count (none with count 0): one to
   * three as heraldry places them, four to thirteen in rows when the name counts them ('the Twelve Boars'). `semy`:
   * strewn over the whole field instead ('semy of eyes', for 'the Thousand Eyes'), `count` then being how many the
   * shield shows. `proper`: painted in a colour heraldry has no tincture for; `tincture` is then its class (or).
   */
  charge: z.object({
    type: z.enum(CHARGES),
    tincture: z.enum(TINCTURES),
    count: z.number().int().min(0).max(40),
    semy: z.boolean().optional(),
    proper: z.enum(PROPER_TINCTURES).optional(),
  }),
  /**
   * A second charge, laid on the ordinary (a chief, a fess, a bend...) while the main charges lie on the field around
   * it: 'a lighthouse argent, on a chief or three ravens sable'. Borne when the words name two things (a name and a
   * typed purpose), and now and then for variety. Absent on most arms and on arms decided before it existed.
   */
  second: z
    .object({
      type: z.enum(CHARGES),
      tincture: z.enum(TINCTURES),
      count: z.number().int().min(1).max(3),
      proper: z.enum(PROPER_TINCTURES).optional(),
    })
    .optional(),
  /**
   * What the faction's own words (its name, the purpose a game master typed, what it reveres) ask its arms to
   * show: the charges they name, strongest first, the tinctures they name, and the tincture named with the first
   * charge ('the Golden Bell': or). Decided arms always bear the first charge or another named one and every named
   * tincture; a redrawn emblem keeps to them too. Absent on arms decided before it was kept (and when nothing is
   * named).
   */
  named: z
    .object({
      charges: z.array(z.enum(CHARGES)).max(4),
      tinctures: z.array(z.enum(TINCTURES)).max(2),
      chargeTincture: z.enum(TINCTURES).optional(),
      /** How many of the first charge the words count ('the Twelve Boars': 12; 'the Twin Ravens': 2). */
      count: z.number().int().min(2).max(MAX_COUNTED_CHARGES).optional(),
      /** The words name too many to count ('the Thousand Eyes'): the first charge is strewn, semy. */
      semy: z.boolean().optional(),
      /** The first charge's colour is one heraldry lacks ('the Copper Key'): borne proper. */
      proper: z.enum(PROPER_TINCTURES).optional(),
    })
    .optional(),
});
export type Arms = z.infer<typeof armsSchema>;

const named = z.object({ name: z.string().min(1).max(80), description: z.string().min(1) });
const titled = z.object({ title: z.string().min(1).max(120), description: z.string().min(1) });

/** The faction as written by a text provider: every field of the spec, all options resolved, and its arms. */
export const factionDataSchema = z.object({
  name: z.string().min(1).max(120),
  /** Empty when the faction has none. */
  motto: z.string().max(120),
  /** The archetype the purpose was read as ("thieves' guild"). */
  purpose: z.enum(FACTION_PURPOSES),
  size: z.enum(FACTION_SIZES),
  alignment: z.enum(FACTION_ALIGNMENTS),
  influence: z.enum(FACTION_INFLUENCES),
  secrecy: z.enum(FACTION_SECRECY),
  /** For a secret or clandestine faction, also what the public believes it is. */
  description: z.string().min(1),
  /**
   * What players may know of a faction that hides (a share link's player view, issue 22): a rumoured faction's name
   * and the rumours, a secret or clandestine one's front under the front's name. Null for a known faction.
   */
  publicFace: z
    .object({ name: z.string().min(1).max(120), description: z.string().min(1) })
    .nullable()
    .default(null),
  headquarters: z.string().min(1),
  territory: z.string().min(1),
  goals: z.array(z.string().min(1)).min(1).max(10),
  /** Empty when leadership was not included. Names the leader, who heads the key members when they are included. */
  leadership: z.string(),
  /** Empty when structure was not included. The ranks, by name, from the lowest to the highest. */
  structure: z.string(),
  /** Empty when recruitment was not included. */
  recruitment: z.string(),
  /** Empty when history was not included. */
  historyBackground: z.string(),
  resources: z.array(named).max(8),
  rituals: z.array(named).max(6),
  specialAbilities: z.array(z.string().min(1)).max(6),
  quests: z.array(titled).max(6),
  keyMembers: z
    .array(
      z.object({
        name: z.string().min(1).max(80),
        role: z.string().min(1).max(80),
        description: z.string().min(1),
      }),
    )
    .max(8),
  rivals: z.array(z.object({ rivalName: z.string().min(1).max(120), description: z.string().min(1) })).max(5),
  allies: z.array(z.string().min(1)).max(6),
  weaknesses: z.array(z.string().min(1)).max(6),
  emblemStyle: z.enum(FACTION_EMBLEM_STYLES),
  arms: armsSchema,
  /** The arms in heraldic words, written from `arms` ('Sable, a chevron or between three ravens argent'). */
  blazon: z.string().min(1),
  tags: z.array(z.string().min(1).max(40)).min(1).max(8),
});

export type FactionData = z.infer<typeof factionDataSchema>;

/** Fields that say how a faction works inside: players of a hidden faction know none of them. */
// The territory too: it tells whose ground it contests, where its safe houses are and who guards them.
const INSIDE_TEXT = [
  'headquarters',
  'territory',
  'leadership',
  'structure',
  'recruitment',
  'historyBackground',
] as const;
const INSIDE_LISTS = [
  'goals',
  'resources',
  'rituals',
  'specialAbilities',
  'quests',
  'keyMembers',
  'rivals',
  'allies',
  'weaknesses',
  'tags',
] as const;

/**
 * A faction as players may know it (a share link's player view, issue 22, M7). A known faction is shown as it is (but
 * its weaknesses and quests, `playerHidden`). A rumoured one is its name, motto and the rumours; a secret or
 * clandestine one is its front, under the front's name. Nothing that says what it really is, who leads it, how it
 * works, what it wants or whom it fights is left: no purpose, no alignment, no secrecy, no tags.
 */
export function factionForPlayers(faction: FactionData): Record<string, unknown> {
  if (faction.secrecy === 'known') return faction;
  const face = faction.publicFace;
  const {
    purpose: _purpose,
    alignment: _alignment,
    secrecy: _secrecy,
    publicFace: _face,
    ...view
  } = faction as FactionData & Record<string, unknown>;
  const shown: Record<string, unknown> = { ...view };
  for (const field of INSIDE_TEXT) shown[field] = '';
  for (const field of INSIDE_LISTS) shown[field] = [];
  const rumoured = faction.secrecy === 'rumored';
  shown.name = rumoured ? faction.name : (face?.name ?? 'A society nobody names');
  shown.motto = rumoured ? faction.motto : '';
  shown.description =
    face?.description ?? `Little is said in public of ${shown.name}, and less of it is true.`;
  return shown;
}

export const factionContract = defineKind({
  kind: 'faction',
  label: 'faction',
  apiBase: 'faction',
  listPath: 'factions',
  imageRoute: 'emblem',
  regenerateRoute: 'regenerate-emblem',
  responseKey: 'faction',
  entityAtTopLevel: true,
  imageUrlField: 'imageUrl',
  imageErrorCodes: { expired: 'IMAGE_URL_EXPIRED', missing: 'IMAGE_FILE_MISSING' },
  imageMessages: {
    none: 'Image failed to load',
    missing: 'Image file is missing. Please regenerate it.',
    expired: 'Image URL has expired. Please regenerate it.',
  },
  requestSchema: factionRequestSchema,
  dataSchema: factionDataSchema,
  // A share link's player view: how to bring the faction down and the adventures it offers are the GM's (decision 019).
  playerHidden: ['weaknesses', 'quests'],
  playerSafe: factionForPlayers,
  editable: [
    'name',
    'motto',
    'description',
    'headquarters',
    'territory',
    'goals',
    'leadership',
    'structure',
    'recruitment',
    'historyBackground',
    'resources',
    'rituals',
    'specialAbilities',
    'quests',
    'keyMembers',
    'rivals',
    'allies',
    'weaknesses',
    'tags',
  ],
  sections: {
    description: { label: 'Description', fields: ['description', 'publicFace'] },
    headquarters: { label: 'Headquarters', fields: ['headquarters'] },
    territory: { label: 'Territory', fields: ['territory'] },
    goals: { label: 'Goals', fields: ['goals'] },
    leadership: { label: 'Leadership', fields: ['leadership'] },
    structure: { label: 'Structure', fields: ['structure'] },
    recruitment: { label: 'Recruitment', fields: ['recruitment'] },
    history: { label: 'History', fields: ['historyBackground'] },
    resources: { label: 'Resources', fields: ['resources'] },
    rituals: { label: 'Rituals', fields: ['rituals'] },
    abilities: { label: 'Special abilities', fields: ['specialAbilities'] },
    members: { label: 'Key members', fields: ['keyMembers'] },
    rivals: { label: 'Rivals', fields: ['rivals'] },
    allies: { label: 'Allies', fields: ['allies'] },
    weaknesses: { label: 'Weaknesses', fields: ['weaknesses'] },
    quests: { label: 'Quests', fields: ['quests'] },
  },
  fromContext: {
    town: { relation: 'headquartered-in', direction: 'out' },
  },
});
