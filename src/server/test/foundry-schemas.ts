// Test support (decision 022): zod mirrors of the Foundry VTT v13 and dnd5e 5.x data model fields our documents
// write, with the types, required fields and choices of the published models: Foundry's common/documents
// (JournalEntry, JournalEntryPage, Actor, Item), common/data/fields.mjs (DocumentIdField, DocumentOwnershipField,
// DocumentStatsField, FilePathField) and dnd5e's module/data (NPCData, its attributes, details and traits templates,
// weapon and feat items, attack and utility activities), checked against the shapes of dnd5e's own SRD exports.
// Objects are strict: a key Foundry does not know would be dropped silently on import, so a typo fails here instead.
import { z } from 'zod';

/** `isValidId`: 16 ASCII letters and digits. */
export const documentId = z.string().regex(/^[a-zA-Z0-9]{16}$/, 'a Foundry id is 16 letters and digits');

/** CONST.DOCUMENT_OWNERSHIP_LEVELS. */
const ownershipLevel = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
/** DocumentOwnershipField: `default` or user ids, to an ownership level. */
const ownership = z
  .record(z.string(), ownershipLevel)
  .refine((value) => Object.keys(value).every((key) => key === 'default' || /^[a-zA-Z0-9]{16}$/.test(key)))
  .refine((value) => 'default' in value, 'ownership carries a default');

/** DocumentStatsField (v13): the managed versions, the times, and the nullable sources. */
const stats = z.strictObject({
  coreVersion: z.string().regex(/^13\.\d+$/, 'written for Foundry VTT v13'),
  systemId: z.string().min(1).nullable(),
  systemVersion: z.string().min(1).nullable(),
  createdTime: z.number().int().nullable(),
  modifiedTime: z.number().int().nullable(),
  lastModifiedBy: documentId.nullable(),
  compendiumSource: z.string().nullable(),
  duplicateSource: z.string().nullable(),
  exportSource: z
    .strictObject({
      worldId: z.string().nullable(),
      uuid: z.string().optional(),
      coreVersion: z.string().nullable(),
      systemId: z.string().nullable(),
      systemVersion: z.string().nullable(),
    })
    .nullable(),
});

/** DocumentFlagsField: keys are package ids (BasePackage.validateId), values objects. */
const flags = z.record(z.string().regex(/^[A-Za-z0-9_-]+$/), z.record(z.string(), z.unknown()));

/** CONST.FILE_CATEGORIES.IMAGE: the extensions a path may end with and the MIME types base64 data may carry. */
const IMAGE_EXTENSIONS = /\.(apng|avif|bmp|gif|jpeg|jpg|png|svg|tiff|webp)$/i;
const IMAGE_TYPES =
  /^data:image\/(apng|avif|bmp|gif|jpeg|png|svg\+xml|tiff|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const base64Image = z.string().regex(IMAGE_TYPES, 'base64 image data');
/** FilePathField({categories: ['IMAGE']}): a path with an image extension, or base64 image data (`isBase64Data`). */
export const imagePath = z.union([z.string().regex(IMAGE_EXTENSIONS, 'an image file path'), base64Image]);

/** CONST.JOURNAL_ENTRY_PAGE_FORMATS: HTML 1, MARKDOWN 2. */
const pageFormat = z.union([z.literal(1), z.literal(2)]);

/** BaseJournalEntryPage (v13, schemaVersion 13.341). */
export const journalEntryPageSchema = z
  .strictObject({
    _id: documentId,
    name: z.string().min(1),
    type: z.enum(['text', 'image', 'pdf', 'video']),
    title: z.strictObject({ show: z.boolean(), level: z.number().int().min(1).max(6) }),
    image: z.strictObject({ caption: z.string().optional() }),
    text: z.strictObject({
      content: z.string().optional(),
      markdown: z.string().optional(),
      format: pageFormat,
    }),
    video: z.strictObject({
      controls: z.boolean(),
      loop: z.boolean().optional(),
      autoplay: z.boolean().optional(),
      volume: z.number().min(0).max(1),
      timestamp: z.number().min(0).optional(),
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
    }),
    // A plain StringField in v13 (not a FilePathField): nullable, never blank.
    src: z.string().min(1).nullable(),
    system: z.record(z.string(), z.unknown()),
    category: documentId.nullable(),
    sort: z.number().int(),
    ownership,
    flags: z.record(z.string(), z.unknown()),
    _stats: stats,
  })
  .refine((page) => page.type !== 'text' || typeof page.text.content === 'string', 'a text page has content')
  .refine((page) => page.type !== 'image' || (page.src !== null && imagePath.safeParse(page.src).success), {
    message: 'an image page shows an image',
  });

/** BaseJournalEntry (v13): pages and categories are embedded collections. */
export const journalEntrySchema = z.strictObject({
  _id: documentId,
  name: z.string().min(1),
  pages: z.array(journalEntryPageSchema).min(1),
  categories: z.array(z.unknown()),
  folder: documentId.nullable(),
  sort: z.number().int(),
  ownership,
  flags,
  _stats: stats,
});

// ---- dnd5e ----

const formula = z.string();
const nullableInt = z.number().int().nullable();
const roll = z.strictObject({
  min: nullableInt,
  max: nullableInt,
  mode: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
});
const ABILITY_KEYS = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
const ability = z.enum(ABILITY_KEYS);
const SKILL_KEYS = [
  'acr',
  'ani',
  'arc',
  'ath',
  'dec',
  'his',
  'ins',
  'itm',
  'inv',
  'med',
  'nat',
  'prc',
  'prf',
  'per',
  'rel',
  'slt',
  'ste',
  'sur',
] as const;
export const DAMAGE_TYPES = [
  'acid',
  'bludgeoning',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'psychic',
  'radiant',
  'slashing',
  'thunder',
] as const;
const LANGUAGE_KEYS = [
  'common',
  'dwarvish',
  'elvish',
  'giant',
  'gnomish',
  'goblin',
  'halfling',
  'orc',
  'abyssal',
  'celestial',
  'deep',
  'draconic',
  'infernal',
  'primordial',
  'sylvan',
  'undercommon',
  'druidic',
  'cant',
] as const;
const damageTrait = z.strictObject({
  value: z.array(z.enum(DAMAGE_TYPES)),
  bypasses: z.array(z.string()),
  custom: z.string(),
});
const source = z.strictObject({
  custom: z.string(),
  book: z.string(),
  page: z.string(),
  license: z.string(),
  rules: z.enum(['2014', '2024']),
  revision: z.number().int().min(1),
});
const distanceUnits = z.enum(['ft', 'mi', 'm', 'km']);

/** dnd5e NPCData (module/data/actor/npc.mjs with the attributes, details and traits templates). */
export const dnd5eNpcSystemSchema = z.strictObject({
  abilities: z.record(
    ability,
    z.strictObject({
      value: z.number().int().min(0),
      proficient: z.union([z.literal(0), z.literal(1)]),
      max: nullableInt,
      bonuses: z.strictObject({ check: formula, save: formula }),
    }),
  ),
  attributes: z.strictObject({
    ac: z.strictObject({
      flat: z.number().int().min(0).nullable(),
      calc: z.enum([
        'flat',
        'natural',
        'default',
        'mage',
        'draconic',
        'unarmoredMonk',
        'unarmoredBarb',
        'custom',
      ]),
      formula,
    }),
    hp: z.strictObject({
      value: z.number().int().min(0),
      max: z.number().int().min(0),
      temp: nullableInt,
      tempmax: nullableInt,
      formula: formula.regex(/^(\d+d\d+( [+-] \d+)?|\d+)$/, 'a hit dice formula'),
    }),
    init: z.strictObject({ ability: z.union([ability, z.literal('')]), bonus: formula, roll }),
    movement: z.strictObject({
      burrow: z.number().min(0),
      climb: z.number().min(0),
      fly: z.number().min(0),
      swim: z.number().min(0),
      walk: z.number().min(0),
      units: distanceUnits,
      hover: z.boolean(),
    }),
    attunement: z.strictObject({ max: z.number().int().min(0) }),
    senses: z.strictObject({
      darkvision: z.number().min(0),
      blindsight: z.number().min(0),
      tremorsense: z.number().min(0),
      truesight: z.number().min(0),
      units: distanceUnits,
      special: z.string(),
    }),
    spellcasting: z.enum(['', 'int', 'wis', 'cha']),
    exhaustion: z.number().int().min(0),
    concentration: z.strictObject({
      ability: z.union([ability, z.literal('')]),
      roll,
      bonuses: z.strictObject({ save: formula }),
      limit: z.number().int().min(0),
    }),
    hd: z.strictObject({ spent: z.number().int().min(0) }),
    death: z.strictObject({
      ability: z.union([ability, z.literal('')]),
      roll,
      success: z.number().int().min(0),
      failure: z.number().int().min(0),
    }),
  }),
  details: z.strictObject({
    biography: z.strictObject({ value: z.string(), public: z.string() }),
    alignment: z.string(),
    race: z.null(),
    type: z.strictObject({
      value: z.string().min(1),
      subtype: z.string(),
      swarm: z.string(),
      custom: z.string(),
    }),
    environment: z.string(),
    cr: z.number().min(0).nullable(),
    spellLevel: z.number().int().min(0),
    ideal: z.string(),
    bond: z.string(),
    flaw: z.string(),
  }),
  traits: z.strictObject({
    size: z.enum(['tiny', 'sm', 'med', 'lg', 'huge', 'grg']),
    di: damageTrait,
    dr: damageTrait,
    dv: damageTrait,
    ci: z.strictObject({ value: z.array(z.string()), custom: z.string() }),
    languages: z.strictObject({ value: z.array(z.enum(LANGUAGE_KEYS)), custom: z.string() }),
    dm: z.strictObject({ amount: z.record(z.string(), formula), bypasses: z.array(z.string()) }),
  }),
  currency: z.strictObject({
    pp: z.number().int().min(0),
    gp: z.number().int().min(0),
    ep: z.number().int().min(0),
    sp: z.number().int().min(0),
    cp: z.number().int().min(0),
  }),
  skills: z.record(
    z.enum(SKILL_KEYS),
    z.strictObject({
      value: z.union([z.literal(0), z.literal(0.5), z.literal(1), z.literal(2)]),
      ability,
      bonuses: z.strictObject({ check: formula, passive: formula }),
      roll,
    }),
  ),
  resources: z.strictObject({
    legact: z.strictObject({ value: z.number().int().min(0), max: z.number().int().min(0) }),
    legres: z.strictObject({ value: z.number().int().min(0), max: z.number().int().min(0) }),
    lair: z.strictObject({ value: z.boolean(), initiative: nullableInt }),
  }),
  tools: z.record(z.string(), z.unknown()),
  source,
});

/** A dnd5e DamageData part: dice, a bonus formula, damage types, or a custom formula. */
const damagePart = z.strictObject({
  number: z.number().int().min(0).nullable(),
  denomination: z.union([z.null(), ...[2, 3, 4, 6, 8, 10, 12, 20, 100].map((die) => z.literal(die))]),
  bonus: formula,
  types: z.array(z.enum(DAMAGE_TYPES)),
  custom: z.strictObject({ enabled: z.boolean(), formula }),
  scaling: z.strictObject({ mode: z.enum(['', 'whole', 'half']), number: nullableInt, formula }),
});

const uses = z.strictObject({ max: formula, spent: z.number().int().min(0), recovery: z.array(z.unknown()) });

/** The common fields of dnd5e's activities (BaseActivityData). */
const activityCommon = {
  _id: documentId,
  activation: z.strictObject({
    type: z.enum([
      'action',
      'bonus',
      'reaction',
      'minute',
      'hour',
      'day',
      'special',
      'legendary',
      'mythic',
      'lair',
      '',
    ]),
    value: z.number().int().nullable(),
    condition: z.string(),
    override: z.boolean(),
  }),
  consumption: z.strictObject({
    targets: z.array(z.unknown()),
    scaling: z.strictObject({ allowed: z.boolean(), max: formula }),
    spellSlot: z.boolean(),
  }),
  description: z.strictObject({ chatFlavor: z.string() }),
  duration: z.strictObject({
    concentration: z.boolean(),
    value: formula,
    units: z.string(),
    special: z.string(),
    override: z.boolean(),
  }),
  effects: z.array(z.unknown()),
  range: z.strictObject({ value: formula, units: z.string(), special: z.string(), override: z.boolean() }),
  target: z.strictObject({
    template: z.strictObject({
      count: formula,
      contiguous: z.boolean(),
      type: z.string(),
      size: formula,
      width: formula,
      height: formula,
      units: z.string(),
    }),
    affects: z.strictObject({ count: formula, type: z.string(), choice: z.boolean(), special: z.string() }),
    prompt: z.boolean(),
    override: z.boolean(),
  }),
  uses,
  sort: z.number().int(),
};

export const attackActivitySchema = z.strictObject({
  ...activityCommon,
  type: z.literal('attack'),
  attack: z.strictObject({
    ability: z.union([ability, z.enum(['', 'none', 'spellcasting'])]),
    bonus: formula,
    critical: z.strictObject({ threshold: nullableInt }),
    flat: z.boolean(),
    type: z.strictObject({
      value: z.enum(['melee', 'ranged']),
      classification: z.enum(['weapon', 'spell', 'unarmed']),
    }),
  }),
  damage: z.strictObject({
    critical: z.strictObject({ bonus: formula }),
    includeBase: z.boolean(),
    parts: z.array(damagePart),
  }),
});

const utilityActivitySchema = z.strictObject({
  ...activityCommon,
  type: z.literal('utility'),
  roll: z.strictObject({ formula, name: z.string(), prompt: z.boolean(), visible: z.boolean() }),
});

const activities = z
  .record(documentId, z.union([attackActivitySchema, utilityActivitySchema]))
  .refine((all) => Object.entries(all).every(([key, activity]) => key === activity._id), 'keyed by _id');

const description = z.strictObject({ value: z.string(), chat: z.string() });
const identifier = z.string().regex(/^[a-z0-9_-]+$/);

/** dnd5e FeatData. */
const featSystem = z.strictObject({
  description,
  source,
  uses,
  type: z.strictObject({
    value: z.enum(['', 'monster', 'class', 'feat', 'race', 'background']),
    subtype: z.string(),
  }),
  requirements: z.string(),
  properties: z.array(z.string()),
  activities,
  enchant: z.record(z.string(), z.unknown()),
  prerequisites: z.strictObject({ level: nullableInt }),
  identifier,
});

/** dnd5e WeaponData. */
const weaponSystem = z.strictObject({
  description,
  source,
  quantity: z.number().int().min(0),
  weight: z.strictObject({ value: z.number().min(0), units: z.string() }),
  price: z.strictObject({ value: z.number().min(0), denomination: z.enum(['pp', 'gp', 'ep', 'sp', 'cp']) }),
  attunement: z.enum(['', 'required', 'optional']),
  equipped: z.boolean(),
  rarity: z.string(),
  identified: z.boolean(),
  cover: z.number().nullable(),
  range: z.strictObject({
    value: z.number().min(0).nullable(),
    long: z.number().min(0).nullable(),
    units: distanceUnits,
    reach: z.number().min(0).nullable(),
  }),
  uses,
  damage: z.strictObject({ base: damagePart, versatile: damagePart }),
  armor: z.strictObject({ value: z.number().int() }),
  hp: z.strictObject({
    value: z.number(),
    max: z.number(),
    dt: z.number().nullable(),
    conditions: z.string(),
  }),
  properties: z.array(z.string()),
  proficient: z.union([z.null(), z.literal(0), z.literal(1)]),
  unidentified: z.strictObject({ description: z.string() }),
  type: z.strictObject({
    value: z.enum(['simpleM', 'simpleR', 'martialM', 'martialR', 'natural', 'improv', 'siege']),
    baseItem: z.string(),
  }),
  container: z.string().nullable(),
  crewed: z.boolean(),
  activities,
  attuned: z.boolean(),
  ammunition: z.record(z.string(), z.unknown()),
  magicalBonus: z.number().int().nullable(),
  identifier,
  mastery: z.string(),
});

const itemCommon = {
  _id: documentId,
  name: z.string().min(1),
  img: imagePath,
  effects: z.array(z.unknown()),
  folder: documentId.nullable(),
  sort: z.number().int(),
  ownership,
  flags,
  _stats: stats,
};

/** BaseItem with dnd5e's feat and weapon types. */
export const dnd5eItemSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...itemCommon, type: z.literal('feat'), system: featSystem }),
  z.strictObject({ ...itemCommon, type: z.literal('weapon'), system: weaponSystem }),
]);

/** CONST.TOKEN_DISPLAY_MODES and CONST.TOKEN_DISPOSITIONS. */
const displayMode = z.union(
  [0, 10, 20, 30, 40, 50].map((mode) => z.literal(mode)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]],
);

/** BaseActor (v13) of the dnd5e system's type 'npc'. */
export const dnd5eNpcActorSchema = z.strictObject({
  _id: documentId,
  name: z.string().min(1),
  type: z.literal('npc'),
  img: imagePath,
  system: dnd5eNpcSystemSchema,
  prototypeToken: z.strictObject({
    name: z.string().min(1),
    displayName: displayMode,
    actorLink: z.boolean(),
    width: z.number().positive(),
    height: z.number().positive(),
    disposition: z.union([z.literal(-2), z.literal(-1), z.literal(0), z.literal(1)]),
    displayBars: displayMode,
    bar1: z.strictObject({ attribute: z.string().nullable() }),
    bar2: z.strictObject({ attribute: z.string().nullable() }),
    texture: z.strictObject({ src: imagePath.nullable() }),
  }),
  items: z.array(dnd5eItemSchema),
  effects: z.array(z.unknown()),
  folder: documentId.nullable(),
  sort: z.number().int(),
  ownership,
  flags,
  _stats: stats.refine((s) => s.systemId === 'dnd5e' && /^5\.\d+\.\d+$/.test(s.systemVersion ?? ''), {
    message: 'written for the dnd5e system 5.x',
  }),
});
