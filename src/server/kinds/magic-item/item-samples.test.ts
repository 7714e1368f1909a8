// Writes items for people to read and look at: ten rare wondrous items of the same options and twenty of mixed
// options, as Markdown (test-results/samples/items.md), and their pictures drawn from their records as one contact
// sheet (test-results/contact-sheets/magic-item-records.png), in the same order.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ITEM_ARMOR_TYPES,
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  ITEM_WEAPON_TYPES,
  type MagicItemData,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { composeSheet } from '../../art/contact-sheet.js';
import { svgToPng } from '../../art/rasterise.js';
import { pngSize } from '../../art/svg-check.js';
import { createRng } from '../../engine/rng.js';
import { generateMagicItem } from './generate.js';
import { drawMagicItem } from './item-art.js';

const SAMPLES = path.resolve('test-results/samples/items.md');
const SHEET = path.resolve('test-results/contact-sheets/magic-item-records.png');

function markdown(item: MagicItemData, n: number, seed: number): string {
  const attune = item.requiresAttunement
    ? `, requires attunement${item.attunementRequirements ? ` ${item.attunementRequirements}` : ''}`
    : '';
  return [
    `## ${n}. ${item.name}`,
    `*${item.subtype}, ${item.rarity.toLowerCase()}${attune}* (seed ${seed}, ${item.artStyle})`,
    '',
    item.description,
    '',
    ...item.abilities.map((a) => `- ${a}`),
    '',
    [
      item.damageAmount ? `Damage: ${item.damageAmount}.` : '',
      item.armorClass ? `AC: ${item.armorClass}.` : '',
      item.charges ? `Charges: ${item.charges}, ${item.recharge}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    '',
    `**Appearance.** ${item.appearance}`,
    '',
    `**Quirks.** ${item.quirks.join(' ')}`,
    '',
    `**History.** ${item.history}`,
    '',
    `Tags: ${item.tags.join(', ')}`,
    '',
  ].join('\n');
}

describe('samples to read and look at', () => {
  it('writes ten rare wondrous items and twenty of mixed options, with their pictures as one sheet', () => {
    const rng = createRng('samples', 'magic-item-samples');
    const wondrous = magicItemRequestSchema.parse({ rarity: 'Rare', type: 'Wondrous Item' });
    const entries: { item: MagicItemData; seed: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const seed = rng.nextUint32();
      entries.push({ item: generateMagicItem(wondrous, seed), seed });
    }
    for (let i = 0; i < 20; i++) {
      const type = rng.pick(ITEM_TYPES);
      const input: MagicItemRequestInput = {
        rarity: rng.pick(ITEM_RARITIES),
        type,
        artStyle: rng.pick(ITEM_ART_STYLES),
      };
      if (type === 'Weapon') input.weaponType = rng.pick(ITEM_WEAPON_TYPES.filter((w) => w !== 'Other'));
      if (type === 'Armor') input.armorType = rng.pick(ITEM_ARMOR_TYPES.filter((a) => a !== 'Other'));
      const seed = rng.nextUint32();
      entries.push({ item: generateMagicItem(magicItemRequestSchema.parse(input), seed), seed });
    }
    const md = [
      '# Magic items: ten rare wondrous items of the same options, then twenty of mixed options',
      '',
      ...entries.map(({ item, seed }, i) => markdown(item, i + 1, seed)),
    ].join('\n');
    fs.mkdirSync(path.dirname(SAMPLES), { recursive: true });
    fs.writeFileSync(SAMPLES, md);
    const svgs = entries.map(({ item, seed }) => drawMagicItem(item, seed));
    const columns = 6;
    const sheet = composeSheet(svgs, { columns, tile: 220 });
    const png = svgToPng(sheet, columns * 228 + 8);
    fs.mkdirSync(path.dirname(SHEET), { recursive: true });
    fs.writeFileSync(SHEET, png);
    expect(pngSize(png).width).toBe(columns * 228 + 8);
    expect(md).not.toMatch(/undefined|#\w+#|\[object/);
  }, 60_000);
});
