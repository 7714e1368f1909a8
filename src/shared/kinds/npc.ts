// The NPC contract (spec section 3): option lists, the generation request (advanced and quick) and the entity.
import { z } from 'zod';
import { defineKind, optionalText, scaleOfTen, seedSchema, tooLongMessage } from '../content.js';
import { cleanText } from '../text.js';

export const NPC_RACES = [
  'human',
  'elf',
  'dwarf',
  'halfling',
  'gnome',
  'half-elf',
  'half-orc',
  'tiefling',
  'dragonborn',
] as const;
export const NPC_GENDERS = ['male', 'female', 'non-binary'] as const;
/** The advanced form's occupations; 'custom' reveals a free-text occupation. */
export const NPC_OCCUPATIONS = [
  'merchant',
  'guard',
  'noble',
  'innkeeper',
  'blacksmith',
  'priest',
  'wizard',
  'thief',
  'farmer',
] as const;
export const NPC_AGES = ['child', 'young', 'adult', 'middle-aged', 'elderly', 'ancient'] as const;
export const NPC_SOCIAL_CLASSES = ['lower', 'working', 'middle', 'upper', 'nobility'] as const;
export const NPC_ART_STYLES = ['fantasy', 'realistic', 'painterly', 'concept-art', 'cel-shaded'] as const;
export const NPC_ARCHETYPES = [
  'innkeeper',
  'merchant',
  'noble',
  'guard',
  'wizard',
  'priest',
  'outlaw',
  'farmer',
  'smith',
  'bard',
  'alchemist',
  'ranger',
] as const;

/** The SRD 5.1 challenge ratings a stat block can be set at, lowest first. */
export const NPC_CHALLENGE_RATINGS = [
  '0',
  '1/8',
  '1/4',
  '1/2',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
] as const;
export type NpcChallengeRating = (typeof NPC_CHALLENGE_RATINGS)[number];

export type NpcRace = (typeof NPC_RACES)[number];
export type NpcGender = (typeof NPC_GENDERS)[number];
export type NpcAge = (typeof NPC_AGES)[number];
export type NpcSocialClass = (typeof NPC_SOCIAL_CLASSES)[number];
export type NpcArtStyle = (typeof NPC_ART_STYLES)[number];

const withRandom = <T extends readonly [string, ...string[]]>(values: T) => ['random', ...values] as const;

/** Option lists exactly as the forms show them (spec section 3). */
export const NPC_OPTIONS = {
  race: withRandom(NPC_RACES),
  gender: withRandom(NPC_GENDERS),
  occupation: [...withRandom(NPC_OCCUPATIONS), 'custom'] as const,
  age: withRandom(NPC_AGES),
  socialClass: withRandom(NPC_SOCIAL_CLASSES),
  artStyle: NPC_ART_STYLES,
  archetype: withRandom(NPC_ARCHETYPES),
} as const;

/**
 * The social class a title or role says outright ('Lord Mayor', 'Guildmaster of the Guild Bench', 'Beggar-king of the
 * docks'), or undefined when it says none ('Leader of the Gilded Crows'). The engine takes it for a typed occupation
 * whose class is left random, and the generator is pre-filled with it when a town's or faction's person is forged.
 * Rules are read in order: a ruler's rank before an office, an office before a plain 'lord' or 'lady'.
 */
export function socialClassOfTitle(title: string): NpcSocialClass | undefined {
  const text = title.toLowerCase();
  return SOCIAL_CLASS_TITLES.find(([pattern]) => pattern.test(text))?.[1];
}

const SOCIAL_CLASS_TITLES: readonly (readonly [RegExp, NpcSocialClass])[] = [
  [
    /\b(beggar|urchin|vagrant|serf|slave|drudge|ratcatcher|rat-catcher|gravedigger|grave-digger|scullion|outcast|pauper)s?\b/,
    'lower',
  ],
  [
    /\b(king|queen|prince|princess|duke|duchess|archduke|baron|baroness|count|countess|earl|viscount|marquis|marquess|margrave|heir|noble|nobleman|noblewoman)\b/,
    'nobility',
  ],
  [
    /\b(mayor|burgomaster|magistrate|chancellor|governor|steward|alderman|alderwoman|guildmaster|grandmaster|high priest|high priestess|archmage|archbishop|bishop|banker|commander|general|admiral|castellan|seneschal|harbourmaster|harbormaster|master of)\b/,
    'upper',
  ],
  [/\b(lord|lady|knight|dame|sir)\b/, 'nobility'],
  [
    /\b(innkeeper|shopkeeper|merchant|trader|scribe|clerk|notary|physician|healer|priest|priestess|cleric|sage|scholar|teacher|apothecary|alchemist|jeweller|jeweler|captain|sergeant|owner|proprietor|keeper|master|mistress|elder)\b/,
    'middle',
  ],
  [
    /\b(farmer|fisher|fisherman|fisherwoman|miner|sailor|dockhand|docker|guard|soldier|hunter|woodcutter|carter|baker|butcher|cook|barmaid|barkeep|mason|carpenter|labourer|laborer|porter|stablehand|groom|smith|blacksmith|brewer|tanner|weaver|servant|maid)\b/,
    'working',
  ],
];

export const npcRequestSchema = z.object({
  name: optionalText('Name', 80),
  race: z.enum(NPC_OPTIONS.race),
  gender: z.enum(NPC_OPTIONS.gender),
  /** A listed occupation, a quick archetype, 'random', or any occupation the game master types. */
  occupation: cleanText({ required: 'Occupation is required' })
    .trim()
    .min(1, 'Occupation is required')
    .max(60, tooLongMessage('Occupation', 60)),
  age: z.enum(NPC_OPTIONS.age),
  socialClass: z.enum(NPC_OPTIONS.socialClass),
  notableFeatures: optionalText('Notable features', 500, { multiline: true }),
  friendliness: scaleOfTen('Friendliness').default(5),
  bravery: scaleOfTen('Bravery').default(5),
  honesty: scaleOfTen('Honesty').default(5),
  includeSecrets: z.boolean().default(true),
  includeFlaws: z.boolean().default(true),
  includeBackstory: z.boolean().default(true),
  includePlotHooks: z.boolean().default(true),
  artStyle: z.enum(NPC_OPTIONS.artStyle),
  /** A 5e stat block only when asked: the spec's form sends nothing and gets none. */
  statBlock: z.boolean().default(false),
  /** Without it the stat block's challenge rating is derived from the occupation and age. */
  challengeRating: z.enum(NPC_CHALLENGE_RATINGS).optional(),
  seed: seedSchema,
});

export type NpcRequest = z.output<typeof npcRequestSchema>;
export type NpcRequestInput = z.input<typeof npcRequestSchema>;

export const npcQuickFormSchema = z.object({
  name: optionalText('Name', 80),
  archetype: z.enum(NPC_OPTIONS.archetype),
  race: z.enum(NPC_OPTIONS.race),
});
export type NpcQuickForm = z.input<typeof npcQuickFormSchema>;

/** The quick form's mapping onto the full request (spec section 3). */
export function npcQuickToRequest(quick: NpcQuickForm): NpcRequestInput {
  const name = quick.name?.trim();
  return {
    ...(name ? { name } : {}),
    race: quick.race,
    occupation: quick.archetype,
    gender: 'random',
    age: 'random',
    socialClass: 'random',
    friendliness: 5,
    bravery: 5,
    honesty: 5,
    includeSecrets: true,
    includeFlaws: true,
    includeBackstory: true,
    includePlotHooks: true,
    artStyle: 'fantasy',
  };
}

export const plotHookSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });

/** Hair cuts a portrait can draw; 'bald' and 'shaved' are the written "no hair". */
export const NPC_HAIR_STYLES = [
  'cropped',
  'side-swept',
  'tousled',
  'long-straight',
  'long-wavy',
  'bun',
  'ponytail',
  'braids',
  'curly',
  'wild',
  'mohawk',
  'topknot',
  'bob',
  'shaved',
  'bald',
  /** One braid down the back or over a shoulder (the plural 'braids' is two plaits). */
  'braid',
] as const;
export const NPC_BEARD_STYLES = [
  'stubble',
  'moustache',
  'goatee',
  'short',
  'full',
  'long',
  'braided',
  'forked',
  'sideburns',
] as const;
export const NPC_HORN_STYLES = ['ram', 'swept', 'straight', 'crown', 'dragon'] as const;
/** The NPC's own left or right (a missing left eye is on the viewer's right). */
export const NPC_SIDES = ['left', 'right'] as const;
export const NPC_SCAR_PLACES = [
  'left-cheek',
  'right-cheek',
  'left-brow',
  'right-brow',
  'jaw',
  'lip',
  'snout',
  'forehead',
  'nose',
] as const;
export const NPC_MARK_KINDS = [
  'earring',
  'tattoo',
  'burn',
  'freckles',
  'grey-streak',
  'nose-ring',
  'warpaint',
  'sigils',
] as const;

/** The shape of a face, its nose and its brows, as the prose names them and the portrait draws them. */
export const NPC_FACE_SHAPES = ['oval', 'long', 'round', 'square', 'heart', 'broad', 'narrow'] as const;
export const NPC_NOSES = [
  'straight',
  'hooked',
  'snub',
  'broad',
  'long',
  'crooked',
  'fine',
  'bulbous',
] as const;
export const NPC_BROWS = ['heavy', 'fine', 'arched', 'straight', 'bushy'] as const;
/** Garment cuts a portrait can draw (the look's `clothing.garment`). */
export const NPC_GARMENTS = [
  'tunic',
  'doublet',
  'gown',
  'robe',
  'shirt',
  'mail',
  'leathers',
  'vestment',
  'coat',
  'waistcoat',
  'jerkin',
  'smock',
  'breastplate',
] as const;
/** What is worn over the garment and drawn with it. */
export const NPC_LAYERS = [
  'apron-cloth',
  'apron-leather',
  'cloak',
  'tabard',
  'towel',
  'fur-collar',
  'bandolier',
  'shawl',
  'neckerchief',
  'sash',
  'baldric',
  'stole',
] as const;
/** Typed or seeded details of the body and what is worn on it, beyond the face marks. */
export const NPC_DETAIL_KINDS = [
  'tattoo',
  'scar',
  'burn',
  'birthmark',
  'ring',
  'necklace',
  'pendant',
  'brooch',
  'bracelet',
  'earrings',
  'piercing',
  'missing-finger',
  'gold-tooth',
  'chain',
  /** A badge pinned on the chest, a medal on its ribbon, a string of beads, a pipe in the teeth, spectacles. */
  'badge',
  'medal',
  'beads',
  'pipe',
  'spectacles',
] as const;

export type NpcHairStyle = (typeof NPC_HAIR_STYLES)[number];
export type NpcBeardStyle = (typeof NPC_BEARD_STYLES)[number];
export type NpcHornStyle = (typeof NPC_HORN_STYLES)[number];
export type NpcSide = (typeof NPC_SIDES)[number];
export type NpcScarPlace = (typeof NPC_SCAR_PLACES)[number];
export type NpcMarkKind = (typeof NPC_MARK_KINDS)[number];
export type NpcGarment = (typeof NPC_GARMENTS)[number];
export type NpcLayer = (typeof NPC_LAYERS)[number];
export type NpcDetailKind = (typeof NPC_DETAIL_KINDS)[number];

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/, 'A colour is #rrggbb');
/** A colour as the prose names it and as the portrait paints it. */
const namedColour = z.object({ word: z.string().min(1).max(40), hex: hexColour });

/**
 * How the NPC looks, decided once: the appearance prose and the portrait both read it, so the words and the
 * picture agree. Optional: NPCs stored before it existed keep validating and are drawn from their seed.
 */
export const npcLooksSchema = z.object({
  /** `typed` when the game master named the colour: the appearance then always tells it. */
  skin: namedColour.extend({ kind: z.enum(['skin', 'scales']), typed: z.boolean().optional() }),
  /** null: no hair at all (dragonborn). */
  hair: namedColour
    .extend({
      style: z.enum(NPC_HAIR_STYLES),
      /** The game master's own word for the cut when it is not the drawn style's ('dreadlocks', 'plaits'). */
      styleWord: z.string().min(1).max(40).optional(),
    })
    .nullable(),
  eyes: namedColour,
  /** The face's shape, nose (null: a snout) and brows; absent on NPCs stored before it (the seed decides). */
  face: z
    .object({ shape: z.enum(NPC_FACE_SHAPES), nose: z.enum(NPC_NOSES).nullable(), brows: z.enum(NPC_BROWS) })
    .optional(),
  horns: namedColour
    .extend({ style: z.enum(NPC_HORN_STYLES), snapped: z.enum(NPC_SIDES).nullable() })
    .nullable(),
  missingEye: z.object({ side: z.enum(NPC_SIDES), covered: z.enum(['eyepatch', 'scarred-lid']) }).nullable(),
  /** `words`: a typed scar's own words, which the appearance prints ('a scar through the right eyebrow'). */
  scars: z
    .array(z.object({ place: z.enum(NPC_SCAR_PLACES), words: z.string().min(1).max(200).optional() }))
    .max(4),
  /** A child never has one; a woman's only when the prose says so (it always does when there is one). */
  beard: namedColour
    .extend({ style: z.enum(NPC_BEARD_STYLES), styleWord: z.string().min(1).max(40).optional() })
    .nullable(),
  /** 0 = no grey, 1 = white; lines 0 (smooth) to 3 (deeply lined). */
  age: z.object({ grey: z.number().min(0).max(1), lines: z.number().int().min(0).max(3) }),
  build: z.object({ word: z.string().min(1).max(60), frame: z.enum(['slight', 'average', 'broad']) }),
  /**
   * What the trade and class dress them in: the portrait's outfit archetype, headwear and cloth colour; the
   * optional fields (absent on NPCs stored before them) give the cut, the colour's word, what is worn over it, the
   * headwear's colour and trim, a mask and the state of the cloth, each drawn and written alike.
   */
  clothing: z.object({
    archetype: z.string().min(1).max(20),
    headwear: z.string().max(20).nullable(),
    cloth: hexColour,
    garment: z.enum(NPC_GARMENTS).optional(),
    /** The game master's own word for the garment ('robes', 'greatcoat', 'blouse'), drawn as `garment`. */
    garmentWord: z.string().min(1).max(40).optional(),
    clothWord: z.string().min(1).max(40).optional(),
    /** The shirt or lining under the garment. */
    under: namedColour.optional(),
    layers: z
      .array(
        z.object({
          kind: z.enum(NPC_LAYERS),
          word: z.string().min(1).max(40),
          hex: hexColour,
          /** The game master's own noun ('scarf', 'cape', 'surcoat'), drawn as `kind`. */
          noun: z.string().min(1).max(40).optional(),
        }),
      )
      .max(6)
      .optional(),
    /** The game master's own word for the headwear ('beret' drawn as a cap). */
    headwearWord: z.string().min(1).max(40).optional(),
    headwearColour: namedColour.nullable().optional(),
    headwearTrim: namedColour
      .extend({ kind: z.enum(['fur', 'feather', 'gem', 'band']) })
      .nullable()
      .optional(),
    /** Trim of gold or silver thread, or none. */
    trim: namedColour.nullable().optional(),
    mask: z.enum(['domino', 'scarf']).nullable().optional(),
    patched: z.boolean().optional(),
    /** A hood worn up over the head (false: down on the shoulders). */
    hoodUp: z.boolean().optional(),
  }),
  heldItem: z.string().max(20).nullable(),
  /** The game master's own words for what is held ('walking stick', 'battered lute'), drawn as `heldItem`. */
  heldWord: z.string().min(1).max(60).optional(),
  /** The armour the appearance names and the portrait draws, by its SRD name ('chain shirt'); null: none. */
  armour: z
    .object({ name: z.string().min(1).max(40), shield: z.boolean() })
    .nullable()
    .optional(),
  /** The weapon the appearance names and the portrait draws, by its SRD name ('spear'), and where it is carried. */
  weapon: z
    .object({
      name: z.string().min(1).max(40),
      carried: z.enum(['hand', 'back', 'hip']),
      /** The prose's own word when it differs from the SRD name ('cutlass' for a scimitar). */
      word: z.string().min(1).max(40).optional(),
    })
    .nullable()
    .optional(),
  /**
   * Details of the body and what is worn on it beyond the face marks: typed ones (a rose tattoo on the neck, burn
   * scars on the hands, a silver ring, a missing finger) and the jewels of class and keepsake.
   */
  details: z
    .array(
      z.object({
        kind: z.enum(NPC_DETAIL_KINDS),
        /** Where, in a word the prose can use ('neck', 'hands', 'cheek'); null: where that kind is worn. */
        place: z.string().min(1).max(30).nullable(),
        side: z.enum(NPC_SIDES).nullable(),
        /** Its colour or material word ('silver', 'red'), and how the portrait paints it. */
        word: z.string().min(1).max(40).nullable(),
        hex: hexColour.nullable(),
        /** What a tattoo shows or a jewel bears, as typed ('a rose', 'a coiled serpent'). */
        motif: z.string().min(1).max(80).nullable(),
        /** How many, for what comes in numbers ('three fingers'); null: one or a pair. */
        count: z.number().int().min(1).max(10).nullable(),
        typed: z.boolean(),
        /** A typed detail's own words, which the appearance prints ('burn scars on the hands'). */
        words: z.string().min(1).max(200).nullable(),
        /**
         * What the thing is, in the words the prose uses and the drawing reads ('campaign medal', 'prayer beads',
         * 'locket', 'hoops'); absent on NPCs stored before it (the kind alone is drawn).
         */
        noun: z.string().min(1).max(60).optional(),
        /** The figure its outline takes ('a shield' for a badge shaped like a shield); the motif is what it bears. */
        shape: z.string().min(1).max(60).optional(),
        /** A stone set in it, named and painted alike ('garnet'). */
        gem: namedColour.optional(),
        /** The NPC's keepsake (the record's trinket), told where it is worn rather than with the other details. */
        keepsake: z.boolean().optional(),
      }),
    )
    .max(10)
    .optional(),
  marks: z
    .array(
      z.object({
        kind: z.enum(NPC_MARK_KINDS),
        side: z.enum(NPC_SIDES).nullable(),
        colour: hexColour.nullable(),
        /** Typed by the game master: told in the plain words they used, never a varied stand-in. */
        typed: z.boolean().optional(),
      }),
    )
    .max(6),
  /** The game master's notable features that no drawing stands for, kept as written. */
  extras: z.array(z.string().min(1).max(200)).max(6),
});
export type NpcLooks = z.infer<typeof npcLooksSchema>;

const abilityScore = z.number().int().min(1).max(30);
const namedText = z.object({ name: z.string().min(1).max(80), text: z.string().min(1).max(1200) });

/** A 5e stat block computed by code from the SRD 5.1 rules (src/server/kinds/npc/stats/), never by a model. */
export const npcStatBlockSchema = z.object({
  challengeRating: z.enum(NPC_CHALLENGE_RATINGS),
  xp: z.number().int().min(0),
  proficiencyBonus: z.number().int().min(2).max(9),
  size: z.enum(['Small', 'Medium']),
  /** 'humanoid (elf)'. */
  type: z.string().min(1).max(60),
  alignment: z.string().min(1).max(40),
  armorClass: z.number().int().min(1).max(30),
  /** What the AC comes from: 'chain mail, shield'; empty when unarmoured. */
  armorNote: z.string().max(80),
  hitPoints: z.number().int().min(1),
  /** '4d8 + 4'. */
  hitDice: z.string().min(1).max(40),
  speed: z.string().min(1).max(60),
  abilities: z.object({
    str: abilityScore,
    dex: abilityScore,
    con: abilityScore,
    int: abilityScore,
    wis: abilityScore,
    cha: abilityScore,
  }),
  savingThrows: z.array(z.object({ ability: z.string().min(1), bonus: z.number().int() })).max(6),
  skills: z.array(z.object({ name: z.string().min(1), bonus: z.number().int() })).max(18),
  damageResistances: z.array(z.string().min(1)).max(6),
  senses: z.array(z.string().min(1)).max(4),
  passivePerception: z.number().int(),
  languages: z.array(z.string().min(1)).max(6),
  /** The bonus of its weapon attacks, the average damage of one round's attacks and its save DC (null: none). */
  attackBonus: z.number().int(),
  damagePerRound: z.number().int().min(0),
  saveDc: z.number().int().nullable(),
  traits: z.array(namedText).max(12),
  actions: z.array(namedText).min(1).max(8),
});
export type NpcStatBlock = z.infer<typeof npcStatBlockSchema>;

/** The NPC as written by a text provider: every field the spec names, all options resolved. */
export const npcDataSchema = z.object({
  name: z.string().min(1).max(120),
  race: z.enum(NPC_RACES),
  gender: z.enum(NPC_GENDERS),
  /** Years and life stage, e.g. '112 (middle-aged)'. */
  age: z.string().min(1).max(40),
  ageCategory: z.enum(NPC_AGES),
  occupation: z.string().min(1).max(60),
  socialClass: z.enum(NPC_SOCIAL_CLASSES),
  tags: z.array(z.string().min(1).max(40)).min(1).max(8),
  appearance: z.string().min(1),
  personality: z.string().min(1),
  traits: z.array(z.string().min(1)).min(1).max(8),
  mannerisms: z.array(z.string().min(1)).min(1).max(6),
  /** Empty when the request excluded the backstory. */
  backstory: z.string(),
  motivations: z.array(z.string().min(1)).max(6),
  secrets: z.array(z.string().min(1)).max(6),
  flaws: z.array(z.string().min(1)).max(6),
  plotHooks: z.array(plotHookSchema).max(6),
  artStyle: z.enum(NPC_ART_STYLES),
  looks: npcLooksSchema.optional(),
  /** null when the request did not ask for one; absent on NPCs stored before stat blocks existed. */
  statBlock: npcStatBlockSchema.nullable().optional(),
});

export type NpcData = z.infer<typeof npcDataSchema>;
export type PlotHook = z.infer<typeof plotHookSchema>;

export const npcContract = defineKind({
  kind: 'npc',
  label: 'NPC',
  apiBase: 'npc',
  listPath: 'npcs',
  imageRoute: 'portrait',
  regenerateRoute: 'regenerate-portrait',
  responseKey: 'character',
  imageUrlField: 'portraitUrl',
  imageErrorCodes: { expired: 'PORTRAIT_URL_EXPIRED', missing: 'PORTRAIT_FILE_MISSING' },
  imageMessages: {
    none: 'No portrait available',
    missing: 'The portrait image is missing. Please regenerate it.',
    expired: 'Portrait URL has expired. Please regenerate the portrait.',
  },
  requestSchema: npcRequestSchema,
  dataSchema: npcDataSchema,
  // A share link's player view: what the GM knows and the players should find out (decision 019).
  playerHidden: ['secrets', 'plotHooks'],
  editable: [
    'name',
    'occupation',
    'appearance',
    'personality',
    'traits',
    'mannerisms',
    'backstory',
    'motivations',
    'secrets',
    'flaws',
    'plotHooks',
    'tags',
  ],
  sections: {
    appearance: { label: 'Appearance', fields: ['appearance'] },
    personality: { label: 'Personality', fields: ['personality'] },
    traits: { label: 'Traits', fields: ['traits'] },
    mannerisms: { label: 'Mannerisms', fields: ['mannerisms'] },
    backstory: { label: 'Backstory', fields: ['backstory'] },
    motivations: { label: 'Motivations', fields: ['motivations'] },
    secrets: { label: 'Secrets', fields: ['secrets'] },
    flaws: { label: 'Flaws', fields: ['flaws'] },
    hooks: { label: 'Plot hooks', fields: ['plotHooks'] },
  },
  fromContext: {
    town: { relation: 'lives-in', direction: 'out' },
    faction: { relation: 'member-of', direction: 'out' },
  },
});
