// What an AI provider needs to write and paint a magic item (decision 010): field guidance, the facts and
// mechanics code keeps (type, rarity, bonus, dice, armor class, charges...), and the picture prompt.
import type {
  ItemArtStyle,
  MagicItemData,
  magicItemDataSchema,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import type { KindAi } from '../../pipeline/kind.js';

export const MAGIC_ITEM_GUIDANCE = `
- name: an evocative name, often with an epithet or its maker ("Emberfall, the Foundry Maul"; "Vessa's Lantern of the Drowned Road"). Unique, never generic.
- type, subtype, rarity, requiresAttunement, bonus, damageType, damageAmount, armorClass, charges, recharge, duration, spellLevel, artStyle: decided by the rules engine; repeat them exactly as given.
- attunementRequirements: decided; repeat as given (null means any creature may attune).
- description: 2 to 4 sentences a game master can read aloud when the players first see and hold it.
- abilities: as many as the decided draft has (more power for higher rarity), each "Name. What it does." with concrete 5e mechanics a game master runs at the table: action economy (action, bonus action, reaction), save DC and ability, range in feet, area, duration, uses per day or per rest, charges. Keep the draft's numbers (DCs, dice, charges).
- quirks: 1 or 2 sentences, each a harmless oddity of the item; an empty list when the decided facts say so.
- history: one paragraph (60 to 140 words) on who made it, why, and what became of it; an empty string when the decided facts say so.
- appearance: 2 or 3 sentences: material, colour, ornament, wear.
- tags: 3 to 6 short lowercase keywords (type, theme, element, origin).
Keep everything consistent: name, description, abilities, history and appearance tell of the same object.
`;

const STYLE_WORDS: Record<ItemArtStyle, string> = {
  Fantasy: 'classic high-fantasy item illustration, rich colours, magical glow, finely detailed',
  Medieval: 'illuminated medieval manuscript illustration on parchment, ink outlines, muted pigments',
  Gothic: 'gothic dark illustration, cold stone backdrop, silver and black, high contrast',
  Ethereal: 'ethereal, pale translucent light, soft mist and glow, dreamlike',
  'Dark Fantasy': 'dark fantasy painting, desaturated, smoke, blood-red accents, grim',
  Steampunk: 'steampunk illustration, brass, gears and rivets, sepia tones',
  Elven: 'elven craftsmanship, flowing leaf filigree, silver and green, graceful curves',
  Dwarven: 'dwarven craftsmanship, angular runes, heavy bronze and gold, forge light',
};

const RARITY_GLOW: Record<MagicItemData['rarity'], string> = {
  Common: 'a faint pale shimmer',
  Uncommon: 'a soft green glow',
  Rare: 'a clear blue glow',
  'Very Rare': 'a deep purple aura',
  Legendary: 'a blazing orange-gold aura with sparks',
  Artifact: 'an overwhelming red-gold radiance',
};

export function magicItemImagePrompt(item: MagicItemData): string {
  return [
    `A single magic item, ${item.name}: a ${item.rarity.toLowerCase()} ${item.subtype.toLowerCase()} (${item.type.toLowerCase()}).`,
    item.appearance,
    item.damageType ? `Its magic is tied to ${item.damageType}.` : '',
    `It shines with ${RARITY_GLOW[item.rarity]}.`,
    `Style: ${STYLE_WORDS[item.artStyle]}.`,
    'The object alone, centred and whole, on a simple backdrop. No hands, no people, no text, no frame, no watermark.',
  ]
    .filter(Boolean)
    .join(' ');
}

export const magicItemAi: KindAi<typeof magicItemRequestSchema, typeof magicItemDataSchema> = {
  guidance: MAGIC_ITEM_GUIDANCE,
  fixed(item, asked) {
    return {
      type: item.type,
      subtype: item.subtype,
      rarity: item.rarity,
      requiresAttunement: item.requiresAttunement,
      attunementRequirements: item.attunementRequirements,
      bonus: item.bonus,
      damageType: item.damageType,
      damageAmount: item.damageAmount,
      armorClass: item.armorClass,
      charges: item.charges,
      recharge: item.recharge,
      duration: item.duration,
      spellLevel: item.spellLevel,
      artStyle: item.artStyle,
      // The draft's materials describe the draft's words; the model writes its own appearance, and the picture
      // then reads the materials from those words, so no look is carried over (nor taken from the model).
      look: undefined,
      ...(asked.includeQuirks ? {} : { quirks: [] }),
      ...(asked.includeHistory ? {} : { history: '' }),
    };
  },
  imagePrompt: magicItemImagePrompt,
};
