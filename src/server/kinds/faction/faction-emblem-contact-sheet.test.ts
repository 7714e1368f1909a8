// Renders the faction emblem contact sheets to look at: every style down and every alignment across; every charge
// once at card size; and arms read from names and typed purposes, each with two redraws beside it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Arms,
  CHARGES,
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
} from '../../../shared/kinds/faction.js';
import { composeSheet } from '../../art/contact-sheet.js';
import { svgToPng } from '../../art/rasterise.js';
import { pngSize } from '../../art/svg-check.js';
import { factionFixture } from './emblem/fixtures.js';
import { redrawFaction } from './emblem/redraw.js';
import { drawEmblem } from './faction-emblem.js';

const OUT = path.resolve('test-results/contact-sheets/faction-emblems.png');
const CHARGES_OUT = path.resolve('test-results/contact-sheets/faction-charges.png');
const NAMED_OUT = path.resolve('test-results/contact-sheets/faction-named-arms.png');

function writeSheet(file: string, svgs: string[], columns: number, tile: number): Buffer {
  const sheet = composeSheet(svgs, { columns, tile, background: '#2a2a2e' });
  const png = svgToPng(sheet, columns * (tile + 8) + 8);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
  return png;
}

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

  it('writes test-results/contact-sheets/faction-charges.png: every charge once, at card size', () => {
    // Two charges a tile would hide the drawing's size; one, on a plain shield, is what a card shows.
    const svgs = CHARGES.map((charge, i) => {
      const field = (['azure', 'gules', 'vert', 'sable', 'purpure'] as const)[i % 5]!;
      const arms: Arms = {
        shield: 'heater',
        field,
        division: { type: 'none', line: 'straight', tincture: field },
        ordinary: { type: 'none', line: 'straight', tincture: field },
        charge: { type: charge, tincture: i % 2 ? 'argent' : 'or', count: 1 },
      };
      return drawEmblem(factionFixture({ arms, emblemStyle: 'medieval', motto: charge }), i);
    });
    const png = writeSheet(CHARGES_OUT, svgs, 14, 120);
    expect(pngSize(png).width).toBe(14 * 128 + 8);
  });

  it('writes test-results/contact-sheets/faction-named-arms.png: arms from names and purposes, then two redraws', () => {
    const cases: [string, string, (typeof FACTION_PURPOSES)[number]][] = [
      ['The Crimson Lily', '', 'noble house'],
      ['The Order of the Golden Bell', '', 'holy order'],
      ['The Fellowship of the Key', '', "thieves' guild"],
      ['Knights of the Silver Bell', '', 'knightly order'],
      ['The Dawn Choir', 'a church of the sun god that runs hospitals', 'holy order'],
      ['The Hive', 'beekeepers who secretly breed giant bees for war', 'cult'],
      ['The Pale Court', 'necromancers', 'cabal of mages'],
      ['The Salt Eels', 'smugglers in the docks', 'smuggling ring'],
    ];
    const svgs: string[] = [];
    cases.forEach(([name, purposeText, purpose], i) => {
      const faction = factionFixture(
        { name, purposeText, purpose, motto: name, emblemStyle: FACTION_EMBLEM_STYLES[i % 8]! },
        i + 1,
      );
      const once = redrawFaction(faction, 101 + i);
      const twice = redrawFaction(once, 202 + i);
      for (const f of [faction, once, twice]) svgs.push(drawEmblem(f, 7));
    });
    const png = writeSheet(NAMED_OUT, svgs, 6, 240);
    expect(pngSize(png).width).toBe(6 * 248 + 8);
  });
});
