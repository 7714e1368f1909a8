// Printing a detail view (Ctrl-P), for every kind: with print media the dialog or sheet over the gallery prints alone
// as ink on white paper, every tab's sections shown, no control, sidebar, header, toast or overlay. Each kind's print
// is kept as a screenshot and as Chromium's own PDF (rendered with pdftoppm), beside the kind's PDF export rendered
// the same way, under test-results/print/, to be compared by eye.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { kindPaths } from '@shared/content';
import { expect, inject, it } from 'vitest';
import { describeInBrowser } from './support/browser';
import { DETAIL_VIEWS, forgeFor, openDetails } from './support/detail-views';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');
const OUT = new URL('../../test-results/print/', import.meta.url).pathname;

/** PDF pages as PNGs at 60 dpi (`<name>-1.png`, …); answers the page count. */
function render(pdf: Buffer, name: string): number {
  const file = `${OUT}${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, `${OUT}${name}`]);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}

describeInBrowser('printing a detail view', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Scribe' });

  for (const view of DETAIL_VIEWS) {
    const { kind, label } = view.contract;

    it(`prints a ${label}'s details alone, ink on paper, like its PDF`, async () => {
      mkdirSync(OUT, { recursive: true });
      // An earlier run's extra pages would be taken for this one's.
      for (const file of readdirSync(OUT).filter((f) => f.startsWith(`${kind}-`))) rmSync(`${OUT}${file}`);
      const { page, auth } = await pages.signedIn();
      const entity = await forgeFor(baseUrl, auth, view);
      const details = await openDetails(baseUrl, page, view, entity);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.emulateMedia({ media: 'print' });

      // Kept first, so a failing check below leaves the pictures to look at.
      await page.screenshot({ path: `${OUT}${kind}-print-media.png`, fullPage: true });
      const sheet = details.locator('[data-print-sheet]');
      expect(await sheet.isVisible()).toBe(true);
      const printed = await page.evaluate(() => {
        const shown = (el: Element) => el.checkVisibility();
        return {
          paper: getComputedStyle(document.body).backgroundColor,
          ink: getComputedStyle(document.querySelector('[data-print-sheet] h1, [data-print-sheet] h2')!)
            .color,
          buttons: [...document.querySelectorAll('button, [role="button"], [role="tab"]')]
            .filter(shown)
            .map((el) => el.textContent?.trim()),
          // The gallery behind the dialog, the sidebar and the header.
          root: shown(document.getElementById('root')!),
          panels: [...document.querySelectorAll('[data-print-sheet] [role="tabpanel"]')].map(shown),
        };
      });
      expect(printed.paper).toBe('rgb(255, 255, 255)');
      // Dark ink: every channel under a third of full.
      for (const channel of printed.ink.match(/\d+/g)!.slice(0, 3)) expect(Number(channel)).toBeLessThan(85);
      expect(printed.buttons, `${kind}: controls on paper`).toEqual([]);
      expect(printed.root, `${kind}: the page behind the dialog`).toBe(false);
      expect(printed.panels.every(Boolean), `${kind}: every tab printed`).toBe(true);

      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      const printedPages = render(pdf, `${kind}-print`);
      const exported = await fetch(`${baseUrl}${kindPaths(view.contract).exportPdf(entity.id, 'a4')}`, {
        headers: { Authorization: `Bearer ${auth.token}` },
      });
      expect(exported.status).toBe(200);
      const exportedPages = render(Buffer.from(await exported.arrayBuffer()), `${kind}-export`);
      // About as long as the PDF: a sheet gone wrong (a page per section, a blank page) shows in the count.
      expect(printedPages, `${kind}: pages printed`).toBeGreaterThan(0);
      expect(printedPages, `${kind}: pages printed vs ${exportedPages} exported`).toBeLessThanOrEqual(
        exportedPages + 2,
      );
    });
  }

  it("prints a town's own page without the map's zoom controls, the map whole however it was zoomed", async () => {
    const { page, auth } = await pages.signedIn();
    const town = DETAIL_VIEWS.find((view) => view.contract.kind === 'town')!;
    const entity = await forgeFor(baseUrl, auth, town);
    await page.goto(`${baseUrl}/town/${entity.id}`);
    const map = page.getByTestId('town-map-zoom');
    await map.locator('img').waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(Number(await map.getAttribute('data-scale'))).toBeGreaterThan(1);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => ({
      buttons: [...document.querySelectorAll('button, [role="button"], output')]
        .filter((el) => el.checkVisibility())
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim()),
      map: getComputedStyle(document.querySelector('[data-testid="town-map-zoom"] img')!).transform,
    }));
    expect(printed.buttons).toEqual([]);
    expect(printed.map).toBe('none');
  });
});
