// Renders the item contact sheet (every silhouette family in every art style, rarities cycling) for people to look at.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ITEM_ART_STYLES, ITEM_RARITIES, type ItemType } from '../../../shared/kinds/magic-item.js';
import { composeSheet } from '../../art/contact-sheet.js';
import { svgToPng } from '../../art/rasterise.js';
import { pngSize } from '../../art/svg-check.js';
import { drawMagicItem } from './item-art.js';

const OUT = path.resolve('test-results/contact-sheets/magic-items.png');

/** One row per kind: every weapon type, each armour type and the shield, the other types, the wondrous things. */
const ROWS: readonly (readonly [ItemType, string])[] = [
  ['Weapon', 'Sword'],
  ['Weapon', 'Greatsword'],
  ['Weapon', 'Dagger'],
  ['Weapon', 'Axe'],
  ['Weapon', 'Mace'],
  ['Weapon', 'Warhammer'],
  ['Weapon', 'Spear'],
  ['Weapon', 'Trident'],
  ['Weapon', 'Bow'],
  ['Weapon', 'Crossbow'],
  ['Weapon', 'Staff'],
  ['Armor', 'Light Armor'],
  ['Armor', 'Medium Armor'],
  ['Armor', 'Heavy Armor'],
  ['Armor', 'Shield'],
  ['Ring', 'Ring'],
  ['Rod', 'Rod'],
  ['Staff', 'Staff'],
  ['Wand', 'Wand'],
  ['Scroll', 'Scroll'],
  ['Potion', 'Potion'],
  ['Wondrous Item', 'Amulet'],
  ['Wondrous Item', 'Cloak'],
  ['Wondrous Item', 'Boots'],
  ['Wondrous Item', 'Gloves'],
  ['Wondrous Item', 'Belt'],
  ['Wondrous Item', 'Helm'],
  ['Wondrous Item', 'Bracers'],
  ['Wondrous Item', 'Orb'],
  ['Wondrous Item', 'Tome'],
  ['Wondrous Item', 'Lantern'],
  ['Wondrous Item', 'Figurine'],
  ['Wondrous Item', 'Bag'],
  ['Wondrous Item', 'Horn'],
  ['Wondrous Item', 'Mirror'],
  ['Wondrous Item', 'Mask'],
  ['Wondrous Item', 'Lute'],
  ['Wondrous Item', 'Key'],
  ['Wondrous Item', 'Candle'],
  ['Wondrous Item', 'Hourglass'],
  ['Wondrous Item', 'Compass'],
  ['Wondrous Item', 'Pocket Watch'],
  ['Wondrous Item', 'Goggles'],
  ['Wondrous Item', 'Bell'],
  ['Wondrous Item', 'Chalice'],
  ['Wondrous Item', 'Coffer'],
  ['Wondrous Item', 'Relic'],
];

const DAMAGE = [
  null,
  'slashing and fire',
  'cold',
  'lightning',
  'necrotic',
  'radiant',
  'acid',
  'thunder',
  'force',
  'psychic',
  'poison',
];

describe('magic item contact sheet', () => {
  it('renders every kind in every art style, the rarities cycling so each meets every style, as one PNG', () => {
    const tiles: string[] = [];
    ROWS.forEach(([type, subtype], r) => {
      ITEM_ART_STYLES.forEach((artStyle, s) => {
        tiles.push(
          drawMagicItem(
            {
              type,
              subtype,
              artStyle,
              rarity: ITEM_RARITIES[(r + s) % ITEM_RARITIES.length]!,
              damageType: DAMAGE[(r * 3 + s) % DAMAGE.length]!,
              tags: [],
            },
            2000 + r * ITEM_ART_STYLES.length + s,
          ),
        );
      });
    });
    const columns = ITEM_ART_STYLES.length;
    const tile = 160;
    const gap = 8;
    const width = columns * tile + (columns + 1) * gap;
    const png = svgToPng(composeSheet(tiles, { columns, tile, gap }), width);
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, png);
    expect(tiles).toHaveLength(ROWS.length * columns);
    expect(pngSize(fs.readFileSync(OUT)).width).toBe(width);
  }, 120_000);
});
