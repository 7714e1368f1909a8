// Browser test of decision 018 against the real server: a town's page exports Markdown in both flavours (a menu,
// by keyboard too) and JSON; another account imports that file from its gallery's toolbar, once, and a foreign file
// is refused with the server's message; a whole ZIP export comes back through the same button. The open menu and the
// gallery pass axe.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportFileName } from '@shared/content';
import { IMPORT_MESSAGES } from '@shared/entity-document';
import { TOWN_QUICK_DEFAULTS, townQuickToRequest } from '@shared/kinds/town';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { type AuthAnswer, expectToast, newAccount, registerViaApi } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser } from './support/browser';
import { generateViaApi } from './support/content';
import { kindPages } from './support/kind-pages';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

type Town = { id: number; name: string; imageStatus: string };

describeInBrowser('Markdown and JSON exports, and Import', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Archivist' });
  const { picturesReady, card, openGallery } = kindPages<Town>(baseUrl, {
    apiBase: 'town',
    listPath: 'towns',
    gallery: { path: '/town-gallery', heading: 'Town Gallery' },
  });

  function forge(auth: AuthAnswer): Promise<Town> {
    return generateViaApi<Town>(baseUrl, auth.token, '/api/town/generate', null, {
      ...townQuickToRequest({ ...TOWN_QUICK_DEFAULTS }),
      name: 'Saltmere *Reach*',
    });
  }

  /** Runs `act` and answers the file it made the browser save: its name and text. */
  async function downloaded(page: Page, act: () => Promise<unknown>) {
    const [download] = await Promise.all([page.waitForEvent('download'), act()]);
    const file = await download.path();
    return { name: download.suggestedFilename(), text: readFileSync(file, 'utf8'), file };
  }

  /** Signs the page in as another account (the app reads the session from storage on load). */
  async function switchTo(page: Page, auth: AuthAnswer) {
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [auth.token, JSON.stringify(auth.user)] as const,
    );
  }

  async function importFile(page: Page, file: string | string[]) {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import Loreforge JSON or ZIP exports' }).click(),
    ]);
    await chooser.setFiles(file);
  }

  it('exports a town as Obsidian, Homebrewery and JSON, and another account imports it once', async () => {
    const { page, auth } = await pages.signedIn();
    const town = await forge(auth);
    await picturesReady(auth);
    await page.goto(`/town/${town.id}`);
    await page.getByRole('heading', { level: 1, name: town.name }).waitFor();

    const menu = page.getByRole('button', { name: 'Export Markdown', exact: true });
    await menu.click();
    await page.getByRole('menuitem', { name: /Obsidian/ }).waitFor();
    await expectAccessible(page, 'the Markdown flavour menu');
    const obsidian = await downloaded(page, () => page.getByRole('menuitem', { name: /Obsidian/ }).click());
    expect(obsidian.name).toBe(exportFileName(town.name, 'md'));
    expect(obsidian.text.startsWith('---\nkind: "town"\n')).toBe(true);
    expect(obsidian.text).toContain('# Saltmere \\*Reach\\*');
    await expectToast(page, 'Export Successful', 'was saved as Markdown.');

    // By keyboard: the menu opens on Enter, arrows move, Enter chooses.
    await menu.focus();
    await page.keyboard.press('Enter');
    const homebreweryItem = page.getByRole('menuitem', { name: /Homebrewery/ });
    await homebreweryItem.waitFor();
    const focused = () => homebreweryItem.evaluate((item) => item === document.activeElement);
    for (let step = 0; step < 3 && !(await focused()); step++) await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(true);
    const homebrewery = await downloaded(page, () => page.keyboard.press('Enter'));
    expect(homebrewery.name).toBe(exportFileName(town.name, 'homebrewery.md'));
    expect(homebrewery.text.startsWith('# Saltmere')).toBe(true);
    expect(homebrewery.text).toContain('{{note');
    await expectToast(page, 'Export Successful', 'was saved as Homebrewery Markdown.');

    const json = await downloaded(page, () => page.getByRole('button', { name: 'Export JSON' }).click());
    expect(json.name).toBe(exportFileName(town.name, 'json'));
    expect(JSON.parse(json.text)).toMatchObject({ format: 'loreforge.entity', version: 1, kind: 'town' });

    // Another account: Import from the gallery's toolbar.
    const other = await registerViaApi(baseUrl, newAccount('Archivist'));
    await switchTo(page, other);
    await openGallery(page);
    await expectAccessible(page, 'the town gallery with Import');
    await importFile(page, json.file);
    await expectToast(page, 'Import Successful', town.name);
    await card(page, town.name).waitFor();

    await importFile(page, json.file);
    await expectToast(page, 'Already Imported', 'nothing was added');
    expect(await page.getByRole('article', { name: town.name, exact: true }).count()).toBe(1);

    const foreign = path.join(tmpdir(), `not-loreforge-${Date.now()}.json`);
    writeFileSync(foreign, JSON.stringify({ title: 'Session notes' }));
    await importFile(page, foreign);
    await expectToast(page, 'Import Failed', IMPORT_MESSAGES.foreign);

    // Several files at once (a gallery's json/ folder from its ZIP): one summary, the refused file named.
    await importFile(page, [json.file, foreign]);
    await expectToast(
      page,
      'Partly Imported',
      `Imported 0 of 2 files. 1 was already in your galleries. 1 file could not be imported: ${path.basename(foreign)}: ${IMPORT_MESSAGES.foreign}`,
    );
  });

  it('restores a whole ZIP export into another account, once, and says when a ZIP holds nothing to import', async () => {
    const { page, auth } = await pages.signedIn();
    const towns = [await forge(auth), await forge(auth)];
    await picturesReady(auth);
    const zip = async (formats: string) => {
      const response = await fetch(`${baseUrl}/api/user/export.zip?kinds=town&formats=${formats}`, {
        headers: { Authorization: `Bearer ${auth.token}` },
      });
      expect(response.status).toBe(200);
      const file = path.join(tmpdir(), `loreforge-${formats.replace(/,/g, '-')}-${Date.now()}.zip`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      return file;
    };
    // The whole export, PDFs, Markdown and pictures beside the JSON documents: only the documents are imported.
    const everything = await zip('pdf,markdown,json,image');
    const pdfOnly = await zip('pdf');

    const other = await registerViaApi(baseUrl, newAccount('Archivist'));
    await openGallery(page);
    await switchTo(page, other);
    await openGallery(page);
    await importFile(page, everything);
    await expectToast(page, 'Import Successful', 'Imported 2 of 2 files.');
    // Both towns (one name, made twice) are in the other account's gallery.
    await expect.poll(() => page.getByRole('article', { name: towns[0]!.name, exact: true }).count()).toBe(2);

    await importFile(page, everything);
    await expectToast(page, 'Already Imported', 'Imported 0 of 2 files. 2 were already in your galleries.');
    await importFile(page, pdfOnly);
    await expectToast(page, 'Import Failed', IMPORT_MESSAGES.zipWithoutDocuments);
    await expectAccessible(page, 'the town gallery after a ZIP import');
  });
});
