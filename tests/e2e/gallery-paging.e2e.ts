// Browser tests of a gallery larger than one page (decision 017): it opens with the first page, shows 'Loading more…'
// and more cards as the user scrolls or presses 'Load more', and its count line, search and statistics cover the
// whole gallery.
import { type FactionSize, factionQuickToRequest } from '@shared/kinds/faction';
import { expect, inject, it } from 'vitest';
import type { AuthAnswer } from './support/app';
import { textOf } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser } from './support/browser';
import { generateViaApi, getViaApi } from './support/content';
import { kindPages } from './support/kind-pages';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

/** One more than a page (48) and the user's whole allowance of credits. */
const COUNT = 50;
const PAGE = 48;

type Npc = { id: number; name: string; imageStatus: string };
type Page = { items: Npc[]; nextCursor: string | null; total: number };

const nameOf = (i: number) => `Scroll ${String(i).padStart(2, '0')}`;

describeInBrowser('gallery paging', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Archivist' });
  const { openGallery } = kindPages<Npc>(baseUrl, {
    apiBase: 'npc',
    listPath: 'npcs',
    gallery: { path: '/npc-gallery', heading: 'NPC Gallery' },
  });

  /** Waits until no picture of the list at `listPath` is still being painted. */
  async function picturesPainted(auth: AuthAnswer, listPath: string): Promise<void> {
    for (let tries = 0; tries < 600; tries++) {
      const { body } = await getViaApi(baseUrl, auth.token, `/api/user/${listPath}?limit=100`);
      if ((body as Page).items.every((entity) => entity.imageStatus !== 'pending')) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${listPath}: pictures never finished`);
  }

  /**
   * Fifty NPCs through the API, the two oldest (the second page) first and the rest eight at a time, then their
   * portraits painted (so no polling runs while the test scrolls).
   */
  async function fillGallery(auth: AuthAnswer): Promise<void> {
    const forge = (i: number) =>
      generateViaApi(baseUrl, auth.token, '/api/npc/generate', 'character', {
        name: nameOf(i),
        race: 'random',
        gender: 'random',
        occupation: 'random',
        age: 'random',
        socialClass: 'random',
        artStyle: 'fantasy',
      });
    await forge(1);
    await forge(2);
    for (let i = 3; i <= COUNT; i += 8) {
      await Promise.all(Array.from({ length: Math.min(8, COUNT - i + 1) }, (_, k) => forge(i + k)));
    }
    await picturesPainted(auth, 'npcs');
  }

  it('opens with the first page, loads the rest as the user scrolls or asks, and counts the whole gallery', async () => {
    const { page, auth } = await pages.signedIn();
    await fillGallery(auth);
    const cards = page.getByRole('article');
    const listCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/user/npcs') listCalls.push(url);
    });
    // The second page takes a while, so the 'Loading more…' state can be seen.
    await page.route(
      (url) => url.pathname === '/api/user/npcs' && url.searchParams.has('cursor'),
      async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      },
    );

    await openGallery(page);
    const count = page.getByText(/^Showing \d+ of \d+ NPCs$/);
    // The count says how many cards are on screen, of the whole gallery.
    await expect.poll(() => cards.count()).toBe(PAGE);
    expect(await textOf(count)).toBe(`Showing ${PAGE} of ${COUNT} NPCs`);
    expect(listCalls.map((url) => url.search)).toEqual([`?limit=${PAGE}`]);
    await page.getByRole('article', { name: nameOf(COUNT), exact: true }).waitFor();
    expect(await page.getByRole('article', { name: nameOf(1), exact: true }).count()).toBe(0);
    await expectAccessible(page, 'gallery with more to load');

    // Scrolling to the foot of the cards asks for the next page; the wait is announced.
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    const status = page.getByRole('status').filter({ hasText: 'Loading more…' });
    await status.waitFor();
    await expect.poll(() => cards.count()).toBe(COUNT);
    await page.getByRole('article', { name: nameOf(1), exact: true }).waitFor();
    await status.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(listCalls).toHaveLength(2);
    expect(listCalls[1]!.searchParams.get('limit')).toBe(String(PAGE));
    expect(listCalls[1]!.searchParams.get('cursor')).toMatch(/^\d+-\d+$/);
    expect(await textOf(count)).toBe(`Showing ${COUNT} of ${COUNT} NPCs`);
    // The pages shown live in the address: a reload brings them back.
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const names = await cards.evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(COUNT);

    await page.reload();
    // Two pages, the second held back 800 ms by the route above.
    await expect.poll(() => cards.count(), { timeout: 5000 }).toBe(COUNT);

    // The keyboard way: a fresh visit, focus on 'Load more', Enter.
    await openGallery(page);
    await page.getByRole('heading', { level: 1, name: 'NPC Gallery' }).waitFor();
    await expect.poll(() => cards.count()).toBe(PAGE);
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(COUNT);
  }, 120_000);

  it('searches the whole gallery, pages not yet loaded included, and counts the matches', async () => {
    const { page, auth } = await pages.signedIn();
    await fillGallery(auth);
    await openGallery(page);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(PAGE);

    // 'Scroll 01' is the oldest, on the second page, which the search loads in the background.
    await page.getByRole('searchbox', { name: 'Search' }).fill(nameOf(1));
    const count = page.getByText(/^Showing \d+ of \d+ NPCs$/);
    await expect.poll(() => textOf(count)).toBe(`Showing 1 of ${COUNT} NPCs`);
    await page.getByRole('article', { name: nameOf(1), exact: true }).waitFor();
    expect(await cards.count()).toBe(1);

    // The search lives in the address: a reload keeps it.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(nameOf(1));
    await page.reload();
    await expect.poll(() => textOf(count)).toBe(`Showing 1 of ${COUNT} NPCs`);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(nameOf(1));

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => textOf(count)).toBe(`Showing ${PAGE} of ${COUNT} NPCs`);
    // Clearing the search shows a page of cards again; the rest follow on scroll.
    await expect.poll(() => cards.count()).toBe(PAGE);
  }, 120_000);

  it('counts the statistics over every page, the ones not on screen included', async () => {
    const { page, auth } = await pages.signedIn();
    const forge = (size: FactionSize) =>
      generateViaApi<Npc>(
        baseUrl,
        auth.token,
        '/api/faction/generate',
        null,
        factionQuickToRequest({ size }),
      );
    // The first page holds 24 of each size (a tie, which goes to the newest: Local Organization); the two oldest, on
    // the second page, make Small Gang the most common of the whole gallery.
    await forge('Small Gang');
    await forge('Small Gang');
    const batch = [...Array(24).fill('Small Gang'), ...Array(23).fill('Local Organization')] as FactionSize[];
    for (let i = 0; i < batch.length; i += 8) await Promise.all(batch.slice(i, i + 8).map(forge));
    const newest = await forge('Local Organization');
    await picturesPainted(auth, 'factions');

    await page.goto('/faction-gallery');
    await page.getByRole('heading', { level: 1, name: 'Faction Gallery' }).waitFor();
    const stats = page.getByTestId('faction-statistics');
    await stats.waitFor();
    await expect.poll(() => textOf(stats)).toContain('Most Common SizeSmall Gang');
    const text = await textOf(stats);
    expect(text).toContain(`Total Factions${COUNT}`);
    expect(text).toContain(`Recently Added${newest.name}`);
    expect(await textOf(page.getByText(/^Showing \d+ of \d+ factions$/))).toBe(
      `Showing ${PAGE} of ${COUNT} factions`,
    );
    // Every page is loaded for the statistics, but the cards still come a page at a time.
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(PAGE);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBe(COUNT);
  }, 120_000);
});
