import { describe, expect, it } from 'vitest';
import { PdfSheet } from './sheet.js';

const size = (sheet: PdfSheet) => [Math.round(sheet.doc.page.width), Math.round(sheet.doc.page.height)];

describe('PdfSheet', () => {
  it('is set on Letter by default and on A4 when asked, the wide picture page turned on the same paper', () => {
    for (const [paper, portrait] of [
      ['letter', [612, 792]],
      ['a4', [595, 842]],
    ] as const) {
      const sheet = new PdfSheet('Saltmere', paper);
      expect(size(sheet), paper).toEqual(portrait);
      sheet.widePicturePage(null, 1.5, 'Map of Saltmere', 'No map');
      sheet.doc.switchToPage(1);
      expect(size(sheet), paper).toEqual([portrait[1], portrait[0]]);
      sheet.doc.switchToPage(2);
      expect(size(sheet), paper).toEqual(portrait);
    }
  });

  it('sets a layout at the roomiest step that fits one page, else where its last page is worth turning to', () => {
    const lines = (sheet: PdfSheet, count: number) => {
      for (let i = 0; i < count; i++) sheet.paragraph(`Line ${i} of the sheet.`);
    };
    const steps = [11, 10, 9];
    // Fits at 10 pt, not at 11.
    const fitting = new PdfSheet('fits');
    const lineAt = (body: number) => {
      const probe = new PdfSheet('probe');
      probe.setBodySize(body);
      const before = probe.doc.y;
      probe.paragraph('x');
      return probe.doc.y - before;
    };
    const room = 792 - 54 - 68;
    const count = Math.floor(room / lineAt(10));
    expect(count * lineAt(11)).toBeGreaterThan(room);
    const chosen = fitting.fit(steps, (sheet, body) => {
      sheet.setBodySize(body);
      lines(sheet, count);
    });
    expect(chosen).toBe(10);
    expect(fitting.pageCount).toBe(1);

    // Too long for one page at any step: the roomiest whose last page is at least a quarter full.
    const long = new PdfSheet('long');
    long.fit(steps, (sheet, body) => {
      sheet.setBodySize(body);
      lines(sheet, Math.round(count * 1.6));
    });
    expect(long.pageCount).toBe(2);
    expect(long.pageFill).toBeGreaterThanOrEqual(0.25);
  });

  it('never sets body text below 9 pt', () => {
    const height = (body: number) => {
      const sheet = new PdfSheet('small');
      sheet.setBodySize(body);
      sheet.paragraph('A line of the sheet.');
      return sheet.doc.y;
    };
    expect(height(6)).toBe(height(9));
    expect(height(9)).toBeLessThan(height(10));
  });
});
