import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { needsPoppler } from '../test/tools.js';
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

  it('is a tagged PDF: headings, paragraphs, lists and figures in reading order, decoration as artifacts', async (context) => {
    const sheet = new PdfSheet('Saltmere');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#806040' } })
      .png()
      .toBuffer();
    sheet.picture(png, 54, sheet.doc.y, 120, 'No picture', 'Portrait of Saltmere');
    sheet.title('Saltmere', 'A market town on the salt road');
    sheet.section('Notable Features', ['The salt pans', 'The bell tower']);
    sheet.section('History', 'Founded by salt-cutters, justified and long. '.repeat(120));
    sheet.section('Hooks', [{ title: 'The Bell', description: 'It rang at midnight.' }]);
    const pdf = await sheet.finish();
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/Lang \(en\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect(raw).toMatch(
      /\/S \/Figure[\s\S]*?\/Alt \(Portrait of Saltmere\)|\/Alt \(Portrait of Saltmere\)[\s\S]*?\/S \/Figure/,
    );
    needsPoppler(context);
    const dir = mkdtempSync(path.join(tmpdir(), 'sheet-'));
    writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
    expect(execFileSync('pdfinfo', [path.join(dir, 'sheet.pdf')], { encoding: 'utf8' })).toMatch(
      /Tagged:\s+yes/,
    );
    const tree = execFileSync('pdfinfo', ['-struct-text', path.join(dir, 'sheet.pdf')], { encoding: 'utf8' });
    const elements = tree
      .split('\n')
      .map((line) => /^\s*([A-Z][A-Za-z0-9]*)(?: \(|$)/.exec(line)?.[1])
      .filter(Boolean);
    expect(elements).toEqual(['Document', 'Figure', 'H1', 'P', 'H2', 'L', 'LI', 'LI', 'H2', 'P', 'H2', 'P']);
    for (const text of [
      '"Saltmere"',
      '"Notable Features"',
      '"The salt pans"',
      '"The Bell. It rang at midnight."',
    ])
      expect(tree).toContain(text);
    // The footer is an artifact: it is on the page, not in what a screen reader reads.
    expect(tree).not.toContain('LOREFORGE');
    expect(execFileSync('pdftotext', [path.join(dir, 'sheet.pdf'), '-'], { encoding: 'utf8' })).toContain(
      'LOREFORGE',
    );
  });
});
