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

export type NpcHairStyle = (typeof NPC_HAIR_STYLES)[number];
export type NpcBeardStyle = (typeof NPC_BEARD_STYLES)[number];
export type NpcHornStyle = (typeof NPC_HORN_STYLES)[number];
export type NpcSide = (typeof NPC_SIDES)[number];
export type NpcScarPlace = (typeof NPC_SCAR_PLACES)[number];
export type NpcMarkKind = (typeof NPC_MARK_KINDS)[number];

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/, 'A colour is #rrggbb');
/** A colour as the prose names it and as the portrait paints it. */
const namedColour = z.object({ word: z.string().min(1).max(40), hex: hexColour });

/**
 * How the NPC looks, decided once: the appearance prose and the portrait both read it, so the words and the
 * picture agree. Optional: NPCs stored before it existed keep validating and are drawn from their seed.
 */
export const npcLooksSchema = z.object({
  skin: namedColour.extend({ kind: z.enum(['skin', 'scales']) }),
  /** null: no hair at all (dragonborn). */
  hair: namedColour.extend({ style: z.enum(NPC_HAIR_STYLES) }).nullable(),
  eyes: namedColour,
  horns: namedColour
    .extend({ style: z.enum(NPC_HORN_STYLES), snapped: z.enum(NPC_SIDES).nullable() })
    .nullable(),
  missingEye: z.object({ side: z.enum(NPC_SIDES), covered: z.enum(['eyepatch', 'scarred-lid']) }).nullable(),
  scars: z.array(z.object({ place: z.enum(NPC_SCAR_PLACES) })).max(4),
  /** A child never has one; a woman's only when the prose says so (it always does when there is one). */
  beard: namedColour.extend({ style: z.enum(NPC_BEARD_STYLES) }).nullable(),
  /** 0 = no grey, 1 = white; lines 0 (smooth) to 3 (deeply lined). */
  age: z.object({ grey: z.number().min(0).max(1), lines: z.number().int().min(0).max(3) }),
  build: z.object({ word: z.string().min(1).max(60), frame: z.enum(['slight', 'average', 'broad']) }),
  /** What the trade and class dress them in: the portrait's outfit archetype, headwear and cloth colour. */
  clothing: z.object({
    archetype: z.string().min(1).max(20),
    headwear: z.string().max(20).nullable(),
    cloth: hexColour,
  }),
  heldItem: z.string().max(20).nullable(),
  marks: z
    .array(
      z.object({
        kind: z.enum(NPC_MARK_KINDS),
        side: z.enum(NPC_SIDES).nullable(),
        colour: hexColour.nullable(),
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
