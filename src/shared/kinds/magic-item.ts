// The magic item contract (spec section 3): option lists, the generation request and the entity.
import { z } from 'zod';
import { defineKind, optionalText, seedSchema } from '../content.js';

export const ITEM_RARITIES = ['Common', 'Uncommon', 'Rare', 'Very Rare', 'Legendary', 'Artifact'] as const;
export const ITEM_TYPES = [
  'Weapon',
  'Armor',
  'Wondrous Item',
  'Ring',
  'Rod',
  'Staff',
  'Wand',
  'Scroll',
  'Potion',
] as const;
export const ITEM_WEAPON_TYPES = [
  'Sword',
  'Axe',
  'Mace',
  'Dagger',
  'Bow',
  'Crossbow',
  'Staff',
  'Warhammer',
  'Spear',
  'Other',
] as const;
export const ITEM_ARMOR_TYPES = ['Light Armor', 'Medium Armor', 'Heavy Armor', 'Shield', 'Other'] as const;
export const ITEM_ART_STYLES = [
  'Fantasy',
  'Medieval',
  'Gothic',
  'Ethereal',
  'Dark Fantasy',
  'Steampunk',
  'Elven',
  'Dwarven',
] as const;

export type ItemRarity = (typeof ITEM_RARITIES)[number];
export type ItemType = (typeof ITEM_TYPES)[number];
export type ItemWeaponType = (typeof ITEM_WEAPON_TYPES)[number];
export type ItemArmorType = (typeof ITEM_ARMOR_TYPES)[number];
export type ItemArtStyle = (typeof ITEM_ART_STYLES)[number];

/** The forms' defaults (spec section 9: Rare, Wondrous Item, Fantasy). */
export const ITEM_DEFAULTS = { rarity: 'Rare', type: 'Wondrous Item', artStyle: 'Fantasy' } as const;

export const magicItemRequestSchema = z.object({
  rarity: z.enum(ITEM_RARITIES, { error: 'Please select a rarity' }),
  /** Absent: the forge picks a type. */
  type: z.enum(ITEM_TYPES).optional(),
  /** Free text, used when the weapon or armor type is Other (e.g. 'trident', 'bracers'). */
  specificType: optionalText('Specific type', 60),
  weaponType: z.enum(ITEM_WEAPON_TYPES).optional(),
  armorType: z.enum(ITEM_ARMOR_TYPES).optional(),
  includeHistory: z.boolean().default(true),
  includeQuirks: z.boolean().default(true),
  artStyle: z.enum(ITEM_ART_STYLES).default('Fantasy'),
  seed: seedSchema,
});

export type MagicItemRequest = z.output<typeof magicItemRequestSchema>;
export type MagicItemRequestInput = z.input<typeof magicItemRequestSchema>;

export const magicItemQuickFormSchema = z.object({
  rarity: z.enum(ITEM_RARITIES, { error: 'Please select a rarity' }),
  type: z.enum(ITEM_TYPES),
  artStyle: z.enum(ITEM_ART_STYLES),
});
export type MagicItemQuickForm = z.input<typeof magicItemQuickFormSchema>;

/** The quick form sends rarity, type and art style with history and quirks included (spec section 3). */
export function magicItemQuickToRequest(quick: MagicItemQuickForm): MagicItemRequestInput {
  return { ...quick, includeHistory: true, includeQuirks: true };
}

const nullableText = z.string().min(1).nullable();

/** The materials an item's picture can paint (the same list as the server's art materials). */
export const ITEM_LOOK_MATERIALS = [
  'steel',
  'iron',
  'bronze',
  'gold',
  'silver',
  'mithral',
  'adamantine',
  'bone',
  'wood',
  'leather',
  'cloth',
  'glass',
  'crystal',
  'obsidian',
] as const;
export type ItemLookMaterial = (typeof ITEM_LOOK_MATERIALS)[number];

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/);

/** One part of what an item is made of: the material painted, its colour, and the words the prose uses. */
export const itemLookPartSchema = z.object({
  material: z.enum(ITEM_LOOK_MATERIALS),
  colour: hexColour,
  words: z.string().min(1).max(80),
});
export type ItemLookPart = z.infer<typeof itemLookPartSchema>;

/**
 * What the item is made of, decided once so that the appearance and the picture agree: the body (blade, head,
 * plates, a potion's vessel), the trim (caps, bands, settings), the grip or haft, a potion's liquid and a wand's
 * length. Optional: items stored before it, and items an AI provider wrote, are drawn from their words.
 */
/** A coloured thing the words name and the picture paints: a set stone, a shield's device, a scroll's seal. */
export const itemLookFeatureSchema = z.object({
  /** What it is, as a short key the picture draws by: 'alexandrite', 'crescent', 'wax', 'glass'. */
  kind: z.string().min(1).max(40),
  colour: hexColour,
  words: z.string().min(1).max(120),
});
export type ItemLookFeature = z.infer<typeof itemLookFeatureSchema>;

export const ITEM_LOOK_SIZES = ['tiny', 'small', 'large'] as const;

export const itemLookSchema = z.object({
  main: itemLookPartSchema.optional(),
  trim: itemLookPartSchema.optional(),
  grip: itemLookPartSchema.optional(),
  liquid: z.object({ colour: hexColour, words: z.string().min(1).max(120) }).optional(),
  lengthInches: z.number().int().min(1).max(120).optional(),
  /**
   * The shape the words give it, as the key the picture draws by: a vessel ('vial', 'round', 'flat'), a ring's
   * form ('signet', 'hands'), a staff's or rod's head ('crook', 'fork'), a shield's outline ('kite'), a figurine's
   * creature ('wolf'), a neck piece ('brooch', 'torc').
   */
  shape: z.string().min(1).max(40).optional(),
  /** Its size for its kind, when the words give one ('a tiny flask'). */
  size: z.enum(ITEM_LOOK_SIZES).optional(),
  /** The stone set in it; absent when the words name none (then none is drawn). */
  stone: itemLookFeatureSchema.optional(),
  /** What closes or seals it: a potion's stopper, a scroll's seal. */
  seal: itemLookFeatureSchema.optional(),
  /** A painted field (a shield's face) or a sheet's own colour (a scroll of silk). */
  field: itemLookFeatureSchema.optional(),
  /** A device or figure on it: a shield's charge, a signet's cut figure. */
  device: itemLookFeatureSchema.optional(),
  /** The writing on it: a scroll's ink ('red ink'), or letters punched into a metal sheet. */
  ink: itemLookFeatureSchema.optional(),
  /** Engraved or glowing runes the words name (without them none are drawn). */
  runes: z.boolean().optional(),
  /** A flame the words give a colour ('a lantern that burns with blue flame'): the picture burns it so. */
  flame: itemLookFeatureSchema.optional(),
});
export type ItemLook = z.infer<typeof itemLookSchema>;

/** The magic item as written by a text provider: every field of the spec, all options resolved. */
export const magicItemDataSchema = z.object({
  name: z.string().min(1).max(120),
  type: z.enum(ITEM_TYPES),
  /** What it is within its type: 'Warhammer', 'Heavy Armor (plate)', 'Amulet', 'Trident'. */
  subtype: z.string().min(1).max(60),
  rarity: z.enum(ITEM_RARITIES),
  description: z.string().min(1),
  /** Each 'Name. What it does, with its numbers.' */
  abilities: z.array(z.string().min(1)).min(1).max(8),
  requiresAttunement: z.boolean(),
  /** 'by a cleric', 'by a creature proficient with smith's tools'; null when any creature may attune. */
  attunementRequirements: nullableText,
  /** +1, +2 or +3 to attack and damage (weapons) or AC (armor); null for none. */
  bonus: z.number().int().min(1).max(3).nullable(),
  damageType: nullableText,
  /** Dice, e.g. '1d8 slashing plus 1d6 fire'. */
  damageAmount: nullableText,
  /** e.g. '18 (plate) + 1' or '+2 (shield) + 1'. */
  armorClass: nullableText,
  charges: z.number().int().min(1).max(50).nullable(),
  /** e.g. 'regains 1d6 + 1 expended charges daily at dawn'. */
  recharge: nullableText,
  /** Potions: how long the effect lasts. */
  duration: nullableText,
  /** Scrolls: the spell level. */
  spellLevel: z.number().int().min(0).max(9).nullable(),
  tags: z.array(z.string().min(1).max(40)).min(1).max(8),
  /** Empty when quirks were not included. */
  quirks: z.array(z.string().min(1)).max(4),
  /** Empty when history was not included. */
  history: z.string(),
  appearance: z.string().min(1),
  artStyle: z.enum(ITEM_ART_STYLES),
  look: itemLookSchema.optional(),
});

export type MagicItemData = z.infer<typeof magicItemDataSchema>;

export const magicItemContract = defineKind({
  kind: 'magic-item',
  label: 'magic item',
  apiBase: 'magic-item',
  listPath: 'magic-items',
  imageRoute: 'image',
  regenerateRoute: 'regenerate-image',
  responseKey: 'item',
  imageUrlField: 'imageUrl',
  imageErrorCodes: { expired: 'IMAGE_URL_EXPIRED', missing: 'IMAGE_FILE_MISSING' },
  imageMessages: {
    none: 'No image available',
    missing: 'Image file is missing. Please regenerate it.',
    expired: 'Image URL has expired. Please regenerate it.',
  },
  requestSchema: magicItemRequestSchema,
  dataSchema: magicItemDataSchema,
  editable: [
    'name',
    'description',
    'abilities',
    'attunementRequirements',
    'quirks',
    'history',
    'appearance',
    'tags',
  ],
  sections: {
    description: { label: 'Description', fields: ['description'] },
    abilities: { label: 'Abilities', fields: ['abilities'] },
    appearance: { label: 'Appearance', fields: ['appearance'] },
    quirks: { label: 'Quirks', fields: ['quirks'] },
    history: { label: 'History', fields: ['history'] },
  },
  fromContext: {
    npc: { relation: 'owns', direction: 'in' },
  },
});
