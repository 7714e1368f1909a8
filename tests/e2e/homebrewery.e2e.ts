// Homebrewery exports read as Homebrewery reads them (issue 12): each kind's `?flavor=homebrewery` Markdown, from the
// real server, rendered by the V3 syntax (support/homebrewery.ts) in Chromium. What the game master pastes must come
// out as pages, blocks and stat-block properties: no raw braces, '::', '\page' or escape left in the text, one page
// per page break, the kind's frame drawn, and for an NPC with a stat block the familiar block (properties, the six
// abilities as a table, actions). Screenshots of every kind, to be looked at.
import { kindPaths } from '@shared/content';
import { expect, inject, it } from 'vitest';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { generateViaApi } from './support/content';
import { DETAIL_VIEWS, type Shared } from './support/detail-views';
import { homebreweryDocument, renderHomebrewery } from './support/homebrewery';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

/** The block each kind's facts are framed in: the selector of its `{{...` classes. */
const FRAME: Record<string, string> = {
  npc: '.block.monster.frame',
  'magic-item': '.block.note',
  town: '.block.note',
  faction: '.block.note',
};

describeInBrowser('Homebrewery Markdown rendered', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Brewer' });

  for (const view of DETAIL_VIEWS) {
    const { contract } = view;
    it(`renders the Homebrewery export of a generated ${contract.label} as pages and blocks, with nothing raw left`, async () => {
      const { page, auth } = await pages.signedIn();
      const request = contract.kind === 'npc' ? { ...view.request, statBlock: true } : view.request;
      const entity = await generateViaApi<Shared>(
        baseUrl,
        auth.token,
        kindPaths(contract).generate,
        contract.entityAtTopLevel ? null : contract.responseKey,
        request,
      );
      const response = await fetch(
        `${baseUrl}/api/${contract.apiBase}/${entity.id}/export/markdown?flavor=homebrewery`,
        {
          headers: { Authorization: `Bearer ${auth.token}` },
        },
      );
      expect(response.status).toBe(200);
      const markdown = await response.text();

      const rendered = renderHomebrewery(markdown);
      await page.setContent(homebreweryDocument(entity.name, rendered));
      const text = await page.evaluate(() => document.body.textContent ?? '');
      for (const raw of ['{{', '}}', '\\page', ' :: ', '\\']) {
        expect(text, `'${raw}' shows in the rendered ${contract.label}`).not.toContain(raw);
      }
      const breaks = markdown.split('\n').filter((line) => line === '\\page').length;
      expect(await page.locator('.page').count()).toBe(breaks + 1);
      expect(await page.locator(FRAME[contract.kind]!).count()).toBeGreaterThan(0);
      // The name heads the document, as written (escapes undone).
      const heading = page.locator('.page :is(h1, h2, h3, h4)').first();
      expect((await heading.textContent())?.trim()).toBe(entity.name);

      if (contract.kind === 'npc') {
        const block = page.locator('.block.monster.frame').filter({ hasText: 'Armor Class' });
        expect(await block.count()).toBe(1);
        expect(await block.locator('th').allTextContents()).toEqual([
          'STR',
          'DEX',
          'CON',
          'INT',
          'WIS',
          'CHA',
        ]);
        expect(await block.locator('td').count()).toBe(6);
        const terms = await block.locator('dt').allTextContents();
        expect(terms).toEqual(expect.arrayContaining(['Armor Class', 'Hit Points', 'Speed', 'Challenge']));
        await block.getByRole('heading', { name: 'Actions' }).waitFor();
      }
      await saveScreenshot(page, `homebrewery-${contract.kind}`, 'desktop');
    });
  }
});
