// Renders the town map contact sheet (every size across several terrains, cycling through every style) to look at.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOWN_MAP_STYLES, TOWN_SIZES } from '../../../shared/kinds/town.js';
import { composeSheet } from '../../art/contact-sheet.js';
import { svgToPng } from '../../art/rasterise.js';
import { pngSize } from '../../art/svg-check.js';
import { type FixtureOptions, townFixture } from './map/fixtures.js';
import { drawTownMap } from './town-map.js';

const OUT = path.resolve('test-results/contact-sheets/town-maps.png');

/** Terrains: the water, its shape and the landscape together, as the writer would decide them from the text. */
const TERRAINS: readonly FixtureOptions[] = [
  {
    water: 'river',
    landscape: ['hills', 'road'],
    river: { name: 'the Amber', course: 'loop', from: 'north' },
    landmarks: [{ name: 'the Bell Tower', kind: 'bell tower', where: 'centre', outside: false }],
    streets: ['High Street', 'Mill Lane'],
  },
  {
    water: 'coast',
    landscape: ['forest', 'cliffs'],
    shore: { name: 'the Saltmere', shape: 'bay', side: 'south' },
    landmarks: [{ name: 'Gull Light', kind: 'lighthouse', where: 'south', outside: true }],
    streets: ['Harbour Street'],
  },
  {
    water: 'lake',
    landscape: ['snow', 'mountains', 'glacier'],
    shore: { name: 'Lake Veil', shape: 'fjord', side: 'east' },
    landmarks: [{ name: 'the Beacon', kind: 'beacon', where: 'north', outside: true }],
    streets: ['Ice Road'],
  },
  {
    water: 'island',
    landscape: ['marsh', 'dunes'],
    shore: { name: 'the Grey Sea', shape: 'cove', side: 'west' },
    landmarks: [{ name: 'Tide Shrine', kind: 'shrine', where: 'east', outside: false }],
    streets: ['Quay Row'],
  },
  {
    water: 'river',
    landscape: ['desert', 'canyon', 'ruins'],
    river: { name: 'the Sarn', course: 'meander', from: 'west' },
    landmarks: [{ name: 'the Old Well', kind: 'well', where: 'centre', outside: false }],
    streets: ['Caravan Road'],
  },
  {
    water: 'river',
    landscape: ['jungle', 'volcano', 'waterfall'],
    river: { name: 'the Green Snake', course: 'confluence', from: 'north' },
    landmarks: [{ name: 'Stone Ring', kind: 'standing stones', where: 'south', outside: true }],
    streets: ['Temple Way'],
  },
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
  }, 120_000);
});
