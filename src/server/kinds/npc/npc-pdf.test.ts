import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAPER_SIZES } from '../../../shared/content.js';
import type { NpcData } from '../../../shared/kinds/npc.js';
import { MIN_BODY_SIZE, MIN_LAST_PAGE_FILL, PdfSheet } from '../../pdf/sheet.js';
import { SAMPLE_REQUESTS } from '../../test/sample-requests.js';
import { hasPoppler } from '../../test/tools.js';
import { npcKind } from './npc-kind.js';
import { NPC_SHEET_STEPS } from './npc-pdf.js';

const COUNT = 30;

/** The sheet of the i-th NPC of the benchmark's varied requests (every option cycled, every section on). */
function sheetOf(i: number, paper: (typeof PAPER_SIZES)[number], statBlock = false): PdfSheet {
  const request = npcKind.contract.requestSchema.parse({ ...SAMPLE_REQUESTS.npc!(i), statBlock });
  const npc = npcKind.procedural.text(request, i) as NpcData;
  const sheet = new PdfSheet(npc.name, paper);
  npcKind.pdf(sheet, { ...npc, id: i + 1 } as never, null);
  return sheet;
}

describe('the NPC sheet', () => {
  it('keeps its text readable at every step', () => {
    for (const step of NPC_SHEET_STEPS) expect(step.body).toBeGreaterThanOrEqual(MIN_BODY_SIZE);
  });

  // The rule: one page, or a last page at least a quarter full (never a page holding a couple of lines); and one
  // page for nearly every NPC, as a game master wants it.
  it.each(PAPER_SIZES)('fits one page, or fills a good part of the second (%s)', (paper) => {
    let onePage = 0;
    for (let i = 0; i < COUNT; i++) {
      const sheet = sheetOf(i, paper);
      if (sheet.pageCount === 1) onePage++;
      else
        expect(sheet.pageFill, `NPC ${i}: ${sheet.pageCount} pages`).toBeGreaterThanOrEqual(
          MIN_LAST_PAGE_FILL,
        );
      expect(sheet.pageCount, `NPC ${i}`).toBeLessThanOrEqual(2);
    }
    expect(onePage).toBeGreaterThanOrEqual(COUNT * 0.9);
  });

  // A stat block adds a bordered section, kept whole: the sheet then runs to a second page, never a third.
  it.each(PAPER_SIZES)('holds a stat block within two pages (%s)', (paper) => {
    for (let i = 0; i < 12; i++) {
      const sheet = sheetOf(i, paper, true);
      expect(sheet.pageCount, `NPC ${i}`).toBeLessThanOrEqual(2);
    }
  });

  // The stat block is drawn by this layout, not by the sheet's blocks: it is tagged too, in the order it is read.
  it.skipIf(!hasPoppler)('tags its stat block for screen readers, in the order it is read', async () => {
    const sheet = sheetOf(3, 'letter', true);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'npc-pdf-')), 'npc.pdf');
    writeFileSync(file, await sheet.finish());
    const tree = execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' });
    const block = tree.slice(tree.indexOf('"Stat Block"'));
    const order = ['Armor Class', 'Hit Points', 'STR', 'CHA', 'Challenge', 'Actions'].map((text) =>
      block.indexOf(text),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(block).toMatch(/H3 \(block\)\s+"Actions"/);
  });
});
