// One search across everything (issue 13, item 5) in the browser, against the real server and its full-text search:
// Ctrl-K from anywhere opens the palette (a combobox over a listbox), typing lists the hits with their kind and the
// matched words marked, the arrows move the active option, Enter opens that entity's own detail view in the palette,
// Escape closes it and gives focus back to what had it. Kind chips filter, 'No matches' says so, the live region
// counts, and 'See all N results' opens /search with the same results, paged with 'Show more'. axe runs on the open
// palette, an entity opened from it and the search page; screenshots at desktop and phone sizes.
import { FACTION_QUICK_DEFAULTS, factionQuickToRequest } from '@shared/kinds/faction';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import type { AuthAnswer } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { generateViaApi } from './support/content';
import { DETAIL_VIEWS } from './support/detail-views';
import { kindPages } from './support/kind-pages';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

// Made-up words, so no generated text happens to match them.
const CROWD = 'Vexmoor';
const CROWD_SIZE = 22;
const GIVEN = ['Ada', 'Bram', 'Cora', 'Dunn', 'Edda', 'Fenn', 'Gale', 'Hob', 'Isla', 'Jory', 'Kell'];
const PAIR = { npc: 'Orrin Bramblequill', faction: 'The Bramblequill Compact' };

const npcRequest = DETAIL_VIEWS.find((view) => view.contract.kind === 'npc')!.request;

/** The Bramblequill pair (an NPC and a faction) and `crowd` NPCs named Vexmoor. */
async function makeWorld(auth: AuthAnswer, crowd = 0): Promise<void> {
  await generateViaApi(baseUrl, auth.token, '/api/npc/generate', 'character', {
    ...npcRequest,
    name: PAIR.npc,
  });
  await generateViaApi(baseUrl, auth.token, '/api/faction/generate', null, {
    ...factionQuickToRequest({ size: FACTION_QUICK_DEFAULTS.size }),
    name: PAIR.faction,
  });
  for (let i = 0; i < crowd; i++) {
    const name = `${GIVEN[i % GIVEN.length]} ${CROWD}${i < GIVEN.length ? '' : ' the Younger'}`;
    await generateViaApi(baseUrl, auth.token, '/api/npc/generate', 'character', { ...npcRequest, name });
  }
  // Details opened below show pictures; wait until they are painted, so none is still loading when a test ends.
  await kindPages(baseUrl, {
    apiBase: 'npc',
    listPath: 'npcs',
    gallery: { path: '', heading: '' },
  }).picturesReady(auth);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** The palette, whatever it shows (its accessible name follows the view: the search, or the entity's details). */
const paletteOf = (page: Page) => page.getByTestId('command-palette');

describeInBrowser('search', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Seeker' });

  it('opens with Ctrl-K anywhere, picks a hit with the arrows, opens it with Enter and gives focus back on Escape', async () => {
    const { page, auth } = await pages.signedIn();
    await makeWorld(auth);
    await page.goto('/npc-gallery');
    const gallerySearch = page.getByRole('searchbox', { name: 'Search' });
    await gallerySearch.focus();

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search your world' });
    await palette.waitFor();
    const field = palette.getByRole('combobox', { name: 'Search your world' });
    await expect.poll(() => isFocused(field)).toBe(true);
    expect(await field.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.type('brambleq');
    const status = palette.getByTestId('search-status');
    await status.filter({ hasText: /^2 results$/ }).waitFor();
    expect(await status.getAttribute('role')).toBe('status');
    const options = palette.getByRole('listbox', { name: 'Results' }).getByRole('option');
    expect(await options.count()).toBe(2);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    // Each hit says its kind, and the matched word is marked.
    const texts = await options.allTextContents();
    expect(texts.some((t) => t.includes(PAIR.npc) && t.includes('NPC'))).toBe(true);
    expect(texts.some((t) => t.includes(PAIR.faction) && t.includes('Faction'))).toBe(true);
    expect(await options.first().locator('mark').first().textContent()).toBe('Bramblequill');

    // No option is active until the arrows move; the second ArrowDown reaches the second hit.
    expect(await field.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await field.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await options.first().getAttribute('aria-selected')).toBe('false');
    await expectAccessible(page, 'the open command palette');
    await saveScreenshot(page, 'search-palette', 'desktop');
    const chosen = (await second.getByTestId('hit-name').textContent()) ?? '';
    const kind = chosen === PAIR.npc ? 'NPC' : 'Faction';

    // Enter opens the chosen entity's own detail view, in the palette's dialog.
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: `${kind} Details` });
    await details.getByRole('heading', { name: chosen }).first().waitFor();
    expect(await details.evaluate((el) => el.getAttribute('data-testid'))).toBe('command-palette');
    await expect.poll(() => isFocused(details.getByRole('button', { name: 'Back to results' }))).toBe(true);
    await expectAccessible(page, `a ${kind} opened from the palette`);
    await saveScreenshot(page, 'search-palette-entity', 'desktop');

    // Back to the results keeps the search; Escape closes the palette and focus returns to the gallery's field.
    await page.keyboard.press('Enter');
    await palette.waitFor();
    expect(await field.inputValue()).toBe('brambleq');
    await expect.poll(() => isFocused(field)).toBe(true);
    await page.keyboard.press('Escape');
    await paletteOf(page).waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(gallerySearch)).toBe(true);
  });

  it('filters by kind, says when nothing matches, and leads to the search page, which pages its results', async () => {
    const { page, auth } = await pages.signedIn();
    await makeWorld(auth, CROWD_SIZE);
    await page.goto('/');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();

    // The header's button shows the shortcut and opens the same palette.
    const button = page.getByRole('button', { name: 'Search', exact: true });
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    await button.click();
    const palette = page.getByRole('dialog', { name: 'Search your world' });
    const field = palette.getByRole('combobox', { name: 'Search your world' });
    await field.fill(CROWD.slice(0, 4).toLowerCase());
    const status = palette.getByTestId('search-status');
    await status.filter({ hasText: `8 of ${CROWD_SIZE} results` }).waitFor();
    expect(await palette.getByRole('option').count()).toBe(8);

    // A kind with none of them: 'No matches'; every kind again: the hits are back.
    await palette.getByRole('button', { name: 'Town', exact: true }).click();
    expect(
      await palette.getByRole('button', { name: 'Town', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await status.filter({ hasText: /^No matches$/ }).waitFor();
    await palette.getByText('No matches', { exact: true }).first().waitFor();
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await expectAccessible(page, 'the palette with no matches');
    await saveScreenshot(page, 'search-palette-no-matches', 'desktop');
    await palette.getByRole('button', { name: 'NPC', exact: true }).click();
    await palette.getByRole('button', { name: 'Town', exact: true }).click();
    await status.filter({ hasText: `8 of ${CROWD_SIZE} results` }).waitFor();

    await palette.getByRole('link', { name: `See all ${CROWD_SIZE} results` }).click();
    await page.waitForURL(/\/search\?q=vexm&kinds=npc$/);
    await paletteOf(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    const pageStatus = page.getByTestId('search-status');
    await pageStatus.filter({ hasText: `Showing 20 of ${CROWD_SIZE} results` }).waitFor();
    const results = page.getByTestId('search-result');
    expect(await results.count()).toBe(20);
    expect(await page.getByRole('button', { name: 'NPC', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('searchbox', { name: 'Search your world' }).inputValue()).toBe('vexm');
    await expectAccessible(page, 'the search page');
    await saveScreenshot(page, 'search-page', 'desktop');

    await page.getByRole('button', { name: 'Show more' }).click();
    await pageStatus.filter({ hasText: new RegExp(`^${CROWD_SIZE} results$`) }).waitFor();
    expect(await results.count()).toBe(CROWD_SIZE);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);

    // A result opens its details in a dialog; closing gives focus back to it.
    const result = results.first();
    const name = (await result.getByTestId('hit-name').textContent()) ?? '';
    await result.click();
    const details = page.getByRole('dialog', { name: 'NPC Details' });
    await details.getByRole('heading', { name }).first().waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(result)).toBe(true);

    // Typing on the page searches again and keeps the address in step.
    await page.getByRole('searchbox', { name: 'Search your world' }).fill('zzyzx');
    await page.waitForURL(/\/search\?q=zzyzx&kinds=npc$/);
    await page.getByRole('heading', { level: 2, name: 'No matches' }).waitFor();
  });

  it('fits a phone: the palette and the search page', async () => {
    const { page, auth } = await pages.signedIn('phone');
    await makeWorld(auth);
    await page.goto('/town-gallery');
    await page.getByRole('heading', { level: 1, name: 'Town Gallery' }).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const palette = page.getByRole('dialog', { name: 'Search your world' });
    await palette.getByRole('combobox', { name: 'Search your world' }).fill('bramble');
    await palette
      .getByTestId('search-status')
      .filter({ hasText: /^2 results$/ })
      .waitFor();
    await expectAccessible(page, 'the palette on a phone');
    await saveScreenshot(page, 'search-palette', 'phone');
    await page.keyboard.press('Escape');
    await page.goto('/search?q=bramble');
    await page
      .getByTestId('search-status')
      .filter({ hasText: /^2 results$/ })
      .waitFor();
    await expectAccessible(page, 'the search page on a phone');
    await saveScreenshot(page, 'search-page', 'phone');
  });
});
