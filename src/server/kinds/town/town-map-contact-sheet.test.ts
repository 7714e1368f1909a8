// Renders the town map contact sheet (every size across several terrains, cycling through every style) to look at.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOWN_MAP_STYLES, TOWN_SIZES, type TownLayout } from '../../../shared/kinds/town.js';
import { composeSheet } from '../../art/contact-sheet.js';
import { svgToPng } from '../../art/rasterise.js';
import { pngSize } from '../../art/svg-check.js';
import { townFixture } from './map/fixtures.js';
import { drawTownMap } from './town-map.js';

const OUT = path.resolve('test-results/contact-sheets/town-maps.png');

/** Terrains: the water and the landscape together, as the writer would decide them from the text. */
const TERRAINS: readonly { water: TownLayout['water']; landscape: TownLayout['landscape'] }[] = [
  { water: 'none', landscape: ['plains', 'road'] },
  { water: 'river', landscape: ['hills'] },
  { water: 'coast', landscape: ['forest'] },
  { water: 'lake', landscape: ['snow', 'mountains'] },
  { water: 'island', landscape: ['marsh'] },
  { water: 'none', landscape: ['desert', 'ruins'] },
];

describe('town map contact sheet', () => {
  it('writes test-results/contact-sheets/town-maps.png over every size, several terrains and every style', () => {
    const svgs: string[] = [];
    let k = 0;
    for (const size of TOWN_SIZES) {
      for (const terrain of TERRAINS) {
        // Styles cycle along the sheet so each appears with every size and most terrains.
        const style = TOWN_MAP_STYLES[k % TOWN_MAP_STYLES.length]!;
        k += 1;
        svgs.push(drawTownMap(townFixture(size, { style, ...terrain }), 1000 + k));
      }
    }
    const sheet = composeSheet(svgs, { columns: TERRAINS.length, tile: 520, background: '#2a2a2e' });
    const png = svgToPng(sheet, TERRAINS.length * 528 + 8);
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, png);
    expect(pngSize(png).width).toBeGreaterThan(3000);
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});
