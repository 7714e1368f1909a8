// What each item art style means for the object itself, beside its rendering (art/art-styles.ts): the metals
// its smiths favour, its woods and dyes, the script of its runes, and the shapes of blades, guards and shields.
import type { ItemArtStyle } from '../../../../shared/kinds/magic-item.js';
import type { ArtStyleId } from '../../../art/art-styles.js';
import type { GlyphHand } from '../../../art/glyphs.js';
import type { MaterialId } from '../../../art/materials.js';

export type Weighted<T> = readonly (readonly [T, number])[];

export type BladeProfile = 'straight' | 'leaf' | 'broad' | 'tapered' | 'curved' | 'wavy' | 'falchion';
export type GuardShape = 'bar' | 'swept' | 'drooping' | 'winged' | 'block' | 'crescent' | 'spiked' | 'disc';
export type PommelShape = 'disc' | 'orb' | 'faceted' | 'spike' | 'ring' | 'fishtail' | 'block';
export type ShieldShape = 'round' | 'heater' | 'kite';
export type FlaskShape = 'round' | 'conical' | 'vial' | 'heart' | 'square' | 'gourd';

export interface ItemStyle {
  /** The rendering (palette, outline, shading, frame) in the shared art-style data. */
  art: ArtStyleId;
  /** Metal of blades, heads and plates when the text names none. */
  metals: Weighted<MaterialId>;
  /** Metal of fittings, bands and settings. */
  trims: Weighted<MaterialId>;
  /** Colour of its wood (pale elven ash, black dark-fantasy wood, dwarven oak). */
  wood: string;
  /** Dyes of cloth and leather. */
  cloth: readonly string[];
  leather: string;
  /** Colours for the backdrop panel or sky behind the item. */
  backdrops: readonly string[];
  hand: GlyphHand;
  blades: Weighted<BladeProfile>;
  guards: Weighted<GuardShape>;
  pommels: Weighted<PommelShape>;
  shields: Weighted<ShieldShape>;
  flasks: Weighted<FlaskShape>;
  /** Decoration its makers add to any surface: leaf curls, rivets, thorns... */
  flourish: 'none' | 'leaves' | 'rivets' | 'thorns' | 'gears' | 'tracery' | 'knots';
}

export const ITEM_STYLES: Readonly<Record<ItemArtStyle, ItemStyle>> = {
  Fantasy: {
    art: 'fantasy',
    metals: [
      ['steel', 4],
      ['silver', 2],
      ['mithral', 1],
      ['gold', 1],
      ['adamantine', 1],
    ],
    trims: [
      ['gold', 4],
      ['silver', 1],
      ['bronze', 1],
    ],
    wood: '#8a5a30',
    cloth: ['#7a2a4a', '#2a4a8a', '#5a2a7a', '#2a6a4a', '#8a3a1a'],
    leather: '#6e3f22',
    backdrops: ['#3a2a6a', '#1e3a6a', '#4a1e4e', '#1e4a4a'],
    hand: 'arcane',
    blades: [
      ['straight', 4],
      ['leaf', 2],
      ['tapered', 2],
      ['curved', 1],
      ['wavy', 1],
    ],
    guards: [
      ['winged', 3],
      ['swept', 3],
      ['bar', 2],
      ['crescent', 1],
    ],
    pommels: [
      ['orb', 3],
      ['faceted', 2],
      ['disc', 2],
    ],
    shields: [
      ['heater', 3],
      ['kite', 2],
      ['round', 2],
    ],
    flasks: [
      ['round', 3],
      ['heart', 2],
      ['conical', 2],
      ['vial', 1],
      ['gourd', 1],
    ],
    flourish: 'none',
  },
  Medieval: {
    art: 'medieval',
    metals: [
      ['steel', 3],
      ['iron', 3],
      ['silver', 1],
    ],
    trims: [
      ['bronze', 2],
      ['gold', 2],
      ['iron', 1],
    ],
    wood: '#7a5230',
    cloth: ['#8a2a22', '#2a4a80', '#3a5a2a', '#6a4a22'],
    leather: '#6a4226',
    backdrops: ['#2f4f8f', '#8a2a22', '#2f5f3a', '#5a2f6a'],
    hand: 'angular',
    blades: [
      ['straight', 5],
      ['tapered', 2],
      ['falchion', 1],
    ],
    guards: [
      ['bar', 4],
      ['drooping', 2],
      ['crescent', 1],
    ],
    pommels: [
      ['disc', 4],
      ['faceted', 1],
      ['fishtail', 1],
    ],
    shields: [
      ['heater', 5],
      ['kite', 2],
      ['round', 1],
    ],
    flasks: [
      ['gourd', 2],
      ['round', 2],
      ['square', 1],
    ],
    flourish: 'none',
  },
  Gothic: {
    art: 'gothic',
    metals: [
      ['silver', 3],
      ['iron', 2],
      ['steel', 2],
      ['obsidian', 1],
    ],
    trims: [
      ['silver', 3],
      ['iron', 2],
    ],
    wood: '#3a2a2a',
    cloth: ['#2a0e18', '#1a1a2a', '#3a0a14'],
    leather: '#2a1a1a',
    backdrops: ['#26242e'],
    hand: 'arcane',
    blades: [
      ['tapered', 3],
      ['straight', 2],
      ['wavy', 2],
    ],
    guards: [
      ['spiked', 3],
      ['drooping', 2],
      ['swept', 1],
    ],
    pommels: [
      ['spike', 3],
      ['faceted', 2],
      ['ring', 1],
    ],
    shields: [
      ['heater', 3],
      ['kite', 3],
    ],
    flasks: [
      ['vial', 3],
      ['heart', 2],
      ['square', 1],
    ],
    flourish: 'tracery',
  },
  Ethereal: {
    art: 'ethereal',
    metals: [
      ['mithral', 4],
      ['silver', 2],
      ['crystal', 2],
    ],
    trims: [
      ['silver', 3],
      ['mithral', 2],
      ['gold', 1],
    ],
    wood: '#d8d0c0',
    cloth: ['#cfe0f8', '#e8e0f8', '#d8f0f0'],
    leather: '#a89888',
    backdrops: ['#cfdcf0'],
    hand: 'flowing',
    blades: [
      ['leaf', 3],
      ['tapered', 3],
      ['curved', 1],
    ],
    guards: [
      ['crescent', 3],
      ['swept', 2],
      ['winged', 1],
    ],
    pommels: [
      ['orb', 4],
      ['ring', 1],
    ],
    shields: [
      ['kite', 3],
      ['round', 2],
    ],
    flasks: [
      ['vial', 2],
      ['round', 2],
      ['heart', 2],
      ['conical', 1],
    ],
    flourish: 'none',
  },
  'Dark Fantasy': {
    art: 'dark-fantasy',
    metals: [
      ['iron', 4],
      ['obsidian', 2],
      ['adamantine', 1],
      ['bone', 1],
    ],
    trims: [
      ['iron', 3],
      ['bone', 1],
      ['bronze', 1],
    ],
    wood: '#3a2a22',
    cloth: ['#3a0e0e', '#1e1a1a', '#2a2418'],
    leather: '#3a2218',
    backdrops: ['#141013'],
    hand: 'angular',
    blades: [
      ['falchion', 2],
      ['wavy', 2],
      ['broad', 2],
      ['tapered', 1],
    ],
    guards: [
      ['spiked', 4],
      ['drooping', 2],
      ['block', 1],
    ],
    pommels: [
      ['spike', 3],
      ['ring', 1],
      ['block', 1],
    ],
    shields: [
      ['heater', 2],
      ['kite', 2],
      ['round', 1],
    ],
    flasks: [
      ['vial', 2],
      ['square', 2],
      ['gourd', 1],
    ],
    flourish: 'thorns',
  },
  Steampunk: {
    art: 'steampunk',
    metals: [
      ['bronze', 4],
      ['steel', 2],
      ['iron', 1],
    ],
    trims: [
      ['bronze', 4],
      ['gold', 1],
    ],
    wood: '#6a4228',
    cloth: ['#5a3a22', '#3a3a3a', '#6a2a1a'],
    leather: '#6a3e22',
    backdrops: ['#5c4026'],
    hand: 'arcane',
    blades: [
      ['straight', 2],
      ['falchion', 2],
      ['broad', 1],
    ],
    guards: [
      ['disc', 3],
      ['block', 2],
      ['bar', 1],
    ],
    pommels: [
      ['ring', 2],
      ['block', 2],
      ['disc', 2],
    ],
    shields: [
      ['round', 4],
      ['heater', 1],
    ],
    flasks: [
      ['conical', 3],
      ['square', 2],
      ['vial', 2],
    ],
    flourish: 'gears',
  },
  Elven: {
    art: 'elven',
    metals: [
      ['mithral', 3],
      ['silver', 3],
      ['steel', 1],
    ],
    trims: [
      ['gold', 2],
      ['silver', 2],
    ],
    wood: '#c8a878',
    cloth: ['#2f6a4a', '#3a5a7a', '#5a7a3a', '#6a8a8a'],
    leather: '#8a6a42',
    backdrops: ['#3f7560'],
    hand: 'flowing',
    blades: [
      ['leaf', 4],
      ['curved', 3],
      ['tapered', 1],
    ],
    guards: [
      ['crescent', 3],
      ['swept', 3],
      ['winged', 1],
    ],
    pommels: [
      ['orb', 2],
      ['ring', 2],
      ['fishtail', 2],
    ],
    shields: [
      ['kite', 4],
      ['round', 1],
    ],
    flasks: [
      ['heart', 2],
      ['gourd', 2],
      ['vial', 2],
      ['round', 1],
    ],
    flourish: 'leaves',
  },
  Dwarven: {
    art: 'dwarven',
    metals: [
      ['steel', 3],
      ['bronze', 2],
      ['iron', 1],
      ['adamantine', 1],
      ['gold', 1],
    ],
    trims: [
      ['gold', 4],
      ['bronze', 3],
    ],
    wood: '#5a3a22',
    cloth: ['#6a2a1a', '#2a3a5a', '#4a4a22'],
    leather: '#5a341e',
    backdrops: ['#3a332e'],
    hand: 'angular',
    blades: [
      ['broad', 5],
      ['straight', 2],
    ],
    guards: [
      ['block', 4],
      ['bar', 2],
      ['spiked', 1],
    ],
    pommels: [
      ['block', 3],
      ['faceted', 3],
      ['disc', 1],
    ],
    shields: [
      ['round', 5],
      ['heater', 1],
    ],
    flasks: [
      ['square', 2],
      ['gourd', 2],
      ['round', 1],
    ],
    flourish: 'knots',
  },
};
