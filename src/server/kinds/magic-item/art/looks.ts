// The colours of an item's magic: its element (from the damage type, then tags) tints gems, runes and liquids,
// and its rarity sets the glow around it, in the colours 5e players already read at a glance.
import type { ItemRarity } from '../../../../shared/kinds/magic-item.js';

export const ELEMENT_IDS = [
  'fire',
  'cold',
  'lightning',
  'thunder',
  'acid',
  'poison',
  'necrotic',
  'radiant',
  'force',
  'psychic',
] as const;
export type ElementId = (typeof ELEMENT_IDS)[number];

export interface ElementLook {
  /** The glowing colour of runes, gems and liquid. */
  glow: string;
  /** The colour of the element in shadow (a gem's depth, a liquid's bottom). */
  deep: string;
  /** Words that call it up in a damage type or a tag. */
  words: readonly string[];
}

export const ELEMENTS: Readonly<Record<ElementId, ElementLook>> = {
  fire: {
    glow: '#ff7a1f',
    deep: '#a12a0a',
    words: ['fire', 'flame', 'burning', 'ember', 'inferno', 'blaze', 'magma', 'lava', 'fiery'],
  },
  cold: {
    glow: '#a6dcff',
    deep: '#2f6a9a',
    words: ['cold', 'frost', 'ice', 'winter', 'snow', 'frozen', 'glacial', 'icy'],
  },
  lightning: {
    glow: '#ddd0ff',
    deep: '#5a3aa8',
    words: ['lightning', 'storm', 'thunderbolt', 'electric', 'spark'],
  },
  thunder: { glow: '#35c9b8', deep: '#0f5c58', words: ['thunder', 'sonic', 'thunderous', 'quake'] },
  acid: { glow: '#8cf03a', deep: '#2f6a0c', words: ['acid', 'corrosive', 'caustic'] },
  poison: { glow: '#b3c93a', deep: '#4a5a12', words: ['poison', 'venom', 'toxic', 'plague'] },
  necrotic: {
    glow: '#9a4ad0',
    deep: '#1c0a26',
    words: ['necrotic', 'death', 'undead', 'shadow', 'void', 'soul', 'grave', 'vampiric', 'blight'],
  },
  radiant: {
    glow: '#ffd54a',
    deep: '#a8780c',
    words: ['radiant', 'holy', 'divine', 'sacred', 'celestial', 'sun', 'dawn'],
  },
  force: { glow: '#4f86ff', deep: '#16307a', words: ['force', 'arcane', 'mystic'] },
  psychic: { glow: '#ff72d2', deep: '#7a1a64', words: ['psychic', 'mind', 'dream', 'illusion'] },
};

/** Precious stones for items without an element: the gem still catches the eye. */
export const GEMS: readonly { glow: string; deep: string }[] = [
  { glow: '#e0334a', deep: '#6a0c1e' },
  { glow: '#3a6ee8', deep: '#0e2266' },
  { glow: '#2fc46e', deep: '#0b5230' },
  { glow: '#a65ae6', deep: '#3e1466' },
  { glow: '#f0b23a', deep: '#7a4a08' },
  { glow: '#e8f4ff', deep: '#6a8aa8' },
];

/** The colour words the item's prose gives each element's magic ('runes that glow bile-green'). */
export const ELEMENT_COLOUR_WORDS: Readonly<Record<ElementId, string>> = {
  fire: 'ember-orange',
  cold: 'ice-blue',
  lightning: 'storm-blue',
  thunder: 'slate-grey',
  acid: 'bile-green',
  poison: 'nightshade-purple',
  necrotic: 'grave-black',
  radiant: 'sun-gold',
  force: 'pale violet',
  psychic: 'opal-white',
};

/**
 * Every colour word the prose may give an element's magic, the stock word first. One word per element made every
 * acid item in an account 'bile-green' (reader round 2); each item now takes one of these, and the picture still
 * knows the element by any of them. Each is a compound no other prose uses ('blue-white' is a draught's colour, so
 * it is not here), and none contains another.
 */
export const ELEMENT_COLOUR_VARIANTS: Readonly<Record<ElementId, readonly string[]>> = {
  fire: ['ember-orange', 'forge-red', 'cinder-orange', 'coal-red', 'flame-yellow'],
  cold: ['ice-blue', 'rime-white', 'glacier-blue', 'frost-silver', 'snowmelt-blue'],
  lightning: ['storm-blue', 'spark-white', 'arc-blue', 'flash-white', 'thunderbolt-violet'],
  thunder: ['slate-grey', 'thundercloud-grey', 'gunmetal-grey', 'squall-grey', 'rain-dark'],
  acid: ['bile-green', 'lichen-green', 'gall-yellow', 'marsh-green', 'brine-green'],
  poison: ['nightshade-purple', 'foxglove-purple', 'bruise-purple', 'belladonna-violet', 'hemlock-mauve'],
  necrotic: ['grave-black', 'barrow-black', 'tomb-grey', 'crow-black', 'ink-dark'],
  radiant: ['sun-gold', 'dawn-gold', 'candle-gold', 'halo-white', 'noon-yellow'],
  force: ['pale violet', 'aether-violet', 'lilac-pale', 'twilight-mauve', 'amethyst-clear'],
  psychic: ['opal-white', 'dream-silver', 'milk-opal', 'mist-silver', 'moonglow-pale'],
};

/** The element whose colour word the text names first, for the colour of its magic only. */
export function colourElementOf(text: string | null | undefined): ElementId | null {
  if (!text) return null;
  let best: { id: ElementId; at: number } | null = null;
  for (const id of ELEMENT_IDS) {
    for (const word of ELEMENT_COLOUR_VARIANTS[id]) {
      const at = text.indexOf(word);
      if (at >= 0 && (!best || at < best.at)) best = { id, at };
    }
  }
  return best?.id ?? null;
}

/** The red of healing draughts. */
export const HEALING = { glow: '#e8344a', deep: '#6a0c1e' };

/** The first element named in the damage type, then in the tags, then anywhere in the description. */
export function elementOf(texts: readonly (string | null | undefined)[]): ElementId | null {
  for (const text of texts) {
    if (!text) continue;
    const lower = text.toLowerCase();
    let best: { id: ElementId; at: number } | null = null;
    for (const id of ELEMENT_IDS) {
      for (const word of ELEMENTS[id].words) {
        const m = new RegExp(`\\b${word}(?:s|es|ed|ing)?\\b`).exec(lower);
        if (m && (!best || m.index < best.at)) best = { id, at: m.index };
      }
    }
    if (best) return best.id;
  }
  return null;
}

export interface RarityLook {
  /** The glow colour (Common grey-white, Uncommon green, Rare blue, Very Rare purple, Legendary orange-gold, Artifact red-gold). */
  color: string;
  /** A second colour blended into the aura (the gold of an artifact's red-gold). */
  accent: string;
  /** 0..1: how strong the halo and the aura are. */
  strength: number;
  /** Glints around the item (only the two highest rarities). */
  sparkles: number;
  /** 0..5: how much ornament the maker spent on it (gems, runes, gilding). */
  ornament: number;
}

export const RARITY_LOOKS: Readonly<Record<ItemRarity, RarityLook>> = {
  Common: { color: '#e4e4dc', accent: '#ffffff', strength: 0.14, sparkles: 0, ornament: 0 },
  Uncommon: { color: '#3fd25a', accent: '#b4ffb0', strength: 0.34, sparkles: 0, ornament: 1 },
  Rare: { color: '#3d8bff', accent: '#a8d0ff', strength: 0.52, sparkles: 0, ornament: 2 },
  'Very Rare': { color: '#a94ff2', accent: '#e0b0ff', strength: 0.68, sparkles: 0, ornament: 3 },
  Legendary: { color: '#ff9a1a', accent: '#ffd966', strength: 0.84, sparkles: 10, ornament: 4 },
  Artifact: { color: '#ff3d24', accent: '#ffc83a', strength: 1, sparkles: 16, ornament: 5 },
};
