// Renders the faction emblem contact sheet (every style down, every alignment across) to look at.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
} from '../../../shared/kinds/faction.js';
import { composeSheet } from '../../art/contact-sheet.js';
import { svgToPng } from '../../art/rasterise.js';
import { pngSize } from '../../art/svg-check.js';
import { factionFixture } from './emblem/fixtures.js';
import { drawEmblem } from './faction-emblem.js';

const OUT = path.resolve('test-results/contact-sheets/faction-emblems.png');

const MOTTOS = [
  'All debts are paid',
  'We remember',
  'By oath and ember',
  '',
  'Silence is gold',
  'Ever watchful',
];

describe('faction emblem contact sheet', () => {
  it('writes test-results/contact-sheets/faction-emblems.png over every style and alignment', () => {
    const svgs: string[] = [];
    let k = 0;
    for (const emblemStyle of FACTION_EMBLEM_STYLES) {
      for (const alignment of FACTION_ALIGNMENTS) {
        // Purposes and secrecy cycle along the sheet so each appears with several styles and alignments.
        const purpose = FACTION_PURPOSES[k % FACTION_PURPOSES.length]!;
        const secrecy = FACTION_SECRECY[(k * 3) % FACTION_SECRECY.length]!;
        const motto = MOTTOS[k % MOTTOS.length]!;
        k += 1;
        svgs.push(
          drawEmblem(factionFixture({ emblemStyle, alignment, purpose, secrecy, motto }, 100 + k), 100 + k),
        );
      }
    }
    const columns = FACTION_ALIGNMENTS.length;
    const sheet = composeSheet(svgs, { columns, tile: 300, background: '#2a2a2e' });
    const png = svgToPng(sheet, columns * 308 + 8);
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, png);
    expect(pngSize(png).width).toBeGreaterThan(2700);
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});
