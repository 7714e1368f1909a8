// Browser tests of the Town Builder, the town gallery and /town/{id} against the real server: both forms and their
// messages, overlays, redirect and toasts ('Map Generation Failed'), search, size filter and statistics, flip cards,
// the 'Town Details' dialog with its tabs and accordion, map regeneration, JPEG download, PDF export, the map
// messages, the zoomable map page, unknown and malformed ids, axe on every screen, screenshots.
import { readFileSync } from 'node:fs';
import { exportFileName } from '@shared/content';
import { TOWN_QUICK_DEFAULTS, townQuickToRequest } from '@shared/kinds/town';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import {
  type AuthAnswer,
  expectToast,
  newAccount,
  registerViaApi,
  textOf,
  toastLocator,
} from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { choose, generateViaApi } from './support/content';
import { kindPages } from './support/kind-pages';
import { rewriteList } from './support/list-route';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

type Titled = { title: string; description: string };
type Town = {
  id: number;
  name: string;
  nickname: string;
  size: string;
  population: number;
  terrain: string;
  description: string;
  notableFeatures: string[];
  economyType: string;
  governmentType: string;
  establishments: { name: string }[];
  keyNpcs: { name: string; role: string }[];
  hooks: Titled[];
  threats: Titled[];
  rumors: string[];
  secrets: string[];
  tags: string[];
  mapStyle: string;
  imageUrl: string | null;
  imageStatus: 'pending' | 'ready' | 'failed';
};

const QUICK_REQUEST = townQuickToRequest({ ...TOWN_QUICK_DEFAULTS });

describeInBrowser('Town Builder, gallery and town page', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Mason' });
  const { signedIn } = pages;

  function build(auth: AuthAnswer, body: Record<string, unknown> = {}): Promise<Town> {
    return generateViaApi<Town>(baseUrl, auth.token, '/api/town/generate', null, {
      ...QUICK_REQUEST,
      ...body,
    });
  }

  const {
    picturesReady: mapsReady,
    newest: newestTown,
    slowGenerate,
    card,
    loaded,
    openGallery,
  } = kindPages<Town>(baseUrl, {
    apiBase: 'town',
    listPath: 'towns',
    gallery: { path: '/town-gallery', heading: 'Town Gallery' },
  });

  async function openDialog(page: Page, name: string) {
    await card(page, name).getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Town Details' });
    await dialog.waitFor();
    return dialog;
  }

  async function shownNames(page: Page): Promise<string[]> {
    return page
      .getByTestId('town-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  }

  it('shows a new user the empty gallery with links to the Town Builder', async () => {
    const { page } = await signedIn();
    await openGallery(page);
    await page.getByRole('heading', { name: 'Your Town Gallery is Empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Build New Town' }).getAttribute('href')).toBe(
      '/town-generator',
    );
    expect(await page.getByTestId('town-statistics').count()).toBe(0);
    await expectAccessible(page, 'empty town gallery');
    await page.getByRole('link', { name: 'Build Your First Town' }).click();
    await page.getByRole('heading', { level: 1, name: 'Town Builder' }).waitFor();
  });

  it('builds a quick town with the defaults: overlay, toast, gallery after 0.5 s, then its map', async () => {
    const { page, auth } = await signedIn();
    await page.goto('/town-generator');
    expect(await page.getByRole('tab', { name: 'Quick' }).getAttribute('aria-selected')).toBe('true');
    const form = page.getByRole('form', { name: 'Quick town' });
    expect(await textOf(form.getByRole('combobox', { name: 'Size' }))).toBe('Town');
    expect(await textOf(form.getByRole('combobox', { name: 'Economy' }))).toBe('Mixed');
    expect(await textOf(form.getByRole('combobox', { name: 'Government' }))).toBe('Council');
    expect(await textOf(form.getByRole('combobox', { name: 'Map Style' }))).toBe('Fantasy');
    await expectAccessible(page, 'town generator, quick');
    // The quick form's own map styles (spec section 3), not the advanced list.
    await form.getByRole('combobox', { name: 'Map Style' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Fantasy',
      'Parchment',
      'Topographic',
      'Sketched',
      'Watercolor',
      'Isometric',
    ]);
    await page.keyboard.press('Escape');

    const sent = await slowGenerate(page);
    const answered = page.waitForResponse('**/api/town/generate');
    await form.getByRole('button', { name: 'Build Town' }).click();
    const overlay = page.getByTestId('forging-overlay');
    await overlay.waitFor();
    expect(await textOf(overlay)).toContain('Quickly Building your Town');
    expect(await page.getByRole('button', { name: 'Forging…' }).isDisabled()).toBe(true);
    const response = await answered;
    const answeredAt = Date.now();
    expect(response.status()).toBe(200);
    await page.waitForURL('**/town-gallery');
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(400);
    const town = await newestTown(auth);
    await expectToast(page, 'Town Generated', town.name);
    expect(sent()).toEqual(QUICK_REQUEST);
    expect(town).toMatchObject({
      size: 'town',
      economyType: 'mixed',
      governmentType: 'council',
      mapStyle: 'fantasy',
    });

    const townCard = card(page, town.name);
    await loaded(page, townCard).waitFor({ timeout: 20_000 });
    expect(await townCard.getByRole('img', { name: `Map of ${town.name}` }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    expect(await textOf(townCard.getByTestId('town-line'))).toContain('Town · pop.');
  });

  it('opens the Advanced tab on the Quick choices, then builds with every choice obeyed', async () => {
    const { page, auth } = await signedIn();
    await page.goto('/town-generator');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    const form = page.getByRole('form', { name: 'Advanced town' });
    for (const label of [
      'Include History',
      'Include Religion',
      'Include Factions',
      'Include Rumors',
      'Include Secrets',
      'Include Threats',
      'Include Establishments',
      'Include Key NPCs',
      'Include Hooks',
    ]) {
      expect(await form.getByRole('checkbox', { name: label }).getAttribute('aria-checked'), label).toBe(
        'true',
      );
    }
    // The advanced map styles (spec section 3).
    expect(await form.getByRole('radio').allTextContents()).toEqual([
      'Fantasy',
      'Parchment',
      'Topographic',
      'Isometric',
      'Battle',
      'Hand-Drawn',
      'Random',
    ]);
    await expectAccessible(page, 'town generator, advanced');

    // It starts from the Quick tab's choices, so it can be sent as it opens.
    for (const [label, value] of [
      ['Size', 'Town'],
      ['Economy', 'Mixed'],
      ['Government', 'Council'],
    ] as const) {
      expect(await textOf(form.getByRole('combobox', { name: label, exact: true })), label).toBe(value);
    }
    expect(await form.getByRole('radio', { name: 'Fantasy' }).getAttribute('aria-checked')).toBe('true');

    await form.getByLabel('Name (optional)').fill('Saltmere');
    await form.getByLabel('Location (optional)').fill('where the Varrow splits into three mouths');
    await form.getByLabel('Terrain (optional)').fill('river delta');
    await choose(page, 'Size', 'Large Town');
    await choose(page, 'Economy', 'Trade');
    await choose(page, 'Government', 'Theocracy');
    await form.getByRole('radio', { name: 'Parchment' }).click();
    await form.getByRole('checkbox', { name: 'Include Threats' }).click();
    await form.getByRole('checkbox', { name: 'Include Secrets' }).click();

    const sent = await slowGenerate(page);
    const answered = page.waitForResponse('**/api/town/generate');
    await form.getByRole('button', { name: 'Build Town' }).click();
    expect(await textOf(page.getByTestId('forging-overlay'))).toContain(
      'Meticulously Constructing your Town',
    );
    await answered;
    await page.waitForURL('**/town-gallery');
    const town = await newestTown(auth);
    await expectToast(page, 'Town Generated', 'Saltmere');
    expect(sent()).toMatchObject({
      name: 'Saltmere',
      location: 'where the Varrow splits into three mouths',
      terrain: 'river delta',
      size: 'large town',
      economyType: 'trade',
      governmentType: 'theocracy',
      mapStyle: 'parchment',
      includeThreats: false,
      includeSecrets: false,
      includeHistory: true,
      includeHooks: true,
    });
    expect(town).toMatchObject({
      name: 'Saltmere',
      size: 'large town',
      economyType: 'trade',
      governmentType: 'theocracy',
      mapStyle: 'parchment',
      threats: [],
      secrets: [],
    });
  });

  it("toasts failures per the catalogue: 'Map Generation Failed' for a map, the town's limit text", async () => {
    const { page } = await signedIn();
    await page.goto('/town-generator');
    const answers = [
      {
        status: 502,
        body: { message: 'The map could not be drawn.', error: 'PROVIDER_ERROR' },
        title: 'Map Generation Failed',
        text: 'Could not generate the town map. Please try again.',
      },
      {
        status: 403,
        body: { message: 'No credits', error: 'GENERATIONS_LIMIT_REACHED' },
        title: 'Generation Limit Reached',
        text: "You've used all your town generations. Check your account for details on generation limits.",
      },
      {
        status: 500,
        body: { message: 'Nope', error: 'INTERNAL_ERROR' },
        title: 'Generation Failed',
        text: 'Could not generate town. Please try again or check the console for more details.',
      },
    ];
    for (const answer of answers) {
      await page.route('**/api/town/generate', (route) =>
        route.fulfill({ status: answer.status, json: answer.body }),
      );
      await page.getByRole('button', { name: 'Build Town' }).click();
      expect(await expectToast(page, answer.title)).toContain(answer.text);
      await page.unroute('**/api/town/generate');
      expect(new URL(page.url()).pathname).toBe('/town-generator');
      expect(await page.getByRole('button', { name: 'Build Town' }).isEnabled()).toBe(true);
    }
    const logged = pages.current!.errors.splice(0);
    expect(logged).toHaveLength(2);
    for (const line of logged) expect(line).toMatch(/^console\.error: town generation failed/);
  });

  it('searches name, description and tags, filters by size group, counts and shows the statistics', async () => {
    const { page, auth } = await signedIn();
    const hamlet = await build(auth, { size: 'hamlet', terrain: 'marsh' });
    const largeTown = await build(auth, { size: 'large town', terrain: 'marsh' });
    const smallCity = await build(auth, { size: 'small city', terrain: 'snowy mountains' });
    const metropolis = await build(auth, { size: 'metropolis', terrain: 'marsh' });
    const village = await build(auth, { size: 'village', terrain: 'forest' });
    await openGallery(page);
    await page.getByTestId('town-card').nth(4).waitFor();
    const count = page.getByText(/^Showing \d+ of \d+ towns$/);
    expect(await textOf(count)).toBe('Showing 5 of 5 towns');

    const stats = await textOf(page.getByTestId('town-statistics'));
    expect(stats).toContain('Total Towns5');
    expect(stats).toContain('Most Common Terrain');
    expect(stats).toContain('Marsh');
    expect(stats).toContain(`Recently Added${village.name}`);
    // Five sizes, one each: the tie goes to the newest town's size.
    expect(stats).toContain('Most Common SizeVillage');

    await choose(page, 'Size filter', 'Hamlets and villages');
    await expect.poll(() => shownNames(page)).toEqual([village.name, hamlet.name]);
    expect(await textOf(count)).toBe('Showing 2 of 5 towns');
    // 'large town' is a town by its noun; 'small city' a city.
    await choose(page, 'Size filter', 'Towns');
    await expect.poll(() => shownNames(page)).toEqual([largeTown.name]);
    await choose(page, 'Size filter', 'Cities and metropolises');
    await expect.poll(() => shownNames(page)).toEqual([metropolis.name, smallCity.name]);
    await expectAccessible(page, 'town gallery, filtered');
    await choose(page, 'Size filter', 'All sizes');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(smallCity.name.toUpperCase());
    await expect.poll(() => shownNames(page)).toEqual([smallCity.name]);
    const tag = metropolis.tags.find((t) => !hamlet.tags.includes(t) && !village.tags.includes(t));
    if (tag) {
      await search.fill(tag);
      expect(await shownNames(page)).toContain(metropolis.name);
    }
    const words = hamlet.description.split(/\s+/).slice(0, 4).join(' ');
    await search.fill(words);
    expect(await shownNames(page)).toContain(hamlet.name);

    await search.fill('no such borough anywhere');
    await page.getByRole('heading', { name: 'No towns match your search' }).waitFor();
    expect(await textOf(count)).toBe('Showing 0 of 5 towns');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => shownNames(page)).toHaveLength(5);
  });

  it('flips a card to its chronicle and opens the dialog: five tabs, a single-open collapsible accordion', async () => {
    const { page, auth } = await signedIn();
    const town = await build(auth, { size: 'city', economyType: 'trade' });
    await mapsReady(auth);
    await openGallery(page);
    const townCard = card(page, town.name);
    await loaded(page, townCard).waitFor();
    await townCard.click({ position: { x: 150, y: 120 } });
    const back = townCard.locator('[data-face="back"]');
    await back.getByRole('button', { name: 'View Full Details' }).waitFor();
    await back.getByRole('button', { name: 'Export', exact: true }).waitFor();
    const features = await back
      .locator('section', { hasText: 'Notable Features' })
      .locator('li')
      .allTextContents();
    expect(features.length).toBeGreaterThan(0);
    expect(features.length).toBeLessThanOrEqual(3);
    expect(features[0]).toBe(town.notableFeatures[0]);
    expect(await back.getByTestId('and-more').count()).toBe(town.notableFeatures.length > 3 ? 1 : 0);
    await expectAccessible(page, 'town card back');

    const opener = back.getByRole('button', { name: 'View Full Details' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Town Details' });
    await dialog.getByRole('heading', { name: town.name }).waitFor();
    for (const action of ['Regenerate Map', 'Download Map', 'Export PDF']) {
      await dialog.getByRole('button', { name: action, exact: true }).waitFor();
    }
    expect(await dialog.getByRole('link', { name: 'Open Full Page' }).getAttribute('href')).toBe(
      `/town/${town.id}`,
    );
    const tabs = await dialog.getByRole('tab').allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual(['Overview', 'Society', 'Locations', 'People', 'Hooks']);
    expect(await textOf(dialog.getByRole('tabpanel'))).toContain(town.description.slice(0, 40));
    await dialog.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await expectAccessible(page, 'town details dialog');

    await dialog.getByRole('tab', { name: 'Locations' }).click();
    const establishments = dialog.getByTestId('town-establishments').locator(':scope > li');
    expect(await establishments.count()).toBe(town.establishments.length);
    expect(await textOf(establishments.first())).toContain(`1${town.establishments[0]!.name}`);
    await dialog.getByRole('tab', { name: 'People' }).click();
    for (const npc of town.keyNpcs) expect(await textOf(dialog.getByRole('tabpanel'))).toContain(npc.name);
    await dialog.getByRole('tab', { name: 'Society' }).click();
    await dialog.getByRole('region', { name: 'Government' }).waitFor();

    await dialog.getByRole('tab', { name: 'Hooks' }).click();
    const accordion = dialog.getByTestId('town-hooks');
    const triggers = accordion.getByRole('button');
    expect(await triggers.count()).toBe(town.hooks.length + town.threats.length);
    const openPanels = () => accordion.locator('[role="region"][data-state="open"]').count();
    // The first hook is open; opening another closes it (single), and clicking the open one closes it (collapsible).
    expect(await triggers.first().getAttribute('aria-expanded')).toBe('true');
    expect(await openPanels()).toBe(1);
    const last = triggers.last();
    await last.click();
    expect(await last.getAttribute('aria-expanded')).toBe('true');
    expect(await triggers.first().getAttribute('aria-expanded')).toBe('false');
    await expect.poll(openPanels).toBe(1);
    await last.click();
    expect(await last.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(openPanels).toBe(0);
    // By keyboard: arrows move between the headers, Enter opens.
    await triggers.first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await textOf(accordion)).toContain(town.threats[0]?.title ?? town.hooks[0]!.title);
    await expectAccessible(page, 'town details, hooks tab');

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus goes back to what opened the dialog.
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('regenerates the map with its toast, and says so when that fails', async () => {
    const { page, auth } = await signedIn();
    const town = await build(auth, { size: 'village' });
    const [before] = await mapsReady(auth);
    await openGallery(page);
    const dialog = await openDialog(page, town.name);
    await loaded(page, dialog).waitFor();
    await dialog.getByRole('button', { name: 'Regenerate Map' }).click();
    // The open dialog hides the rest of the page (the toasts' region too) from the accessibility tree.
    await page.locator('li[data-state="open"]', { hasText: 'Town map regenerated' }).waitFor();
    const [after] = await mapsReady(auth);
    expect(after?.imageUrl).not.toBe(before?.imageUrl);
    await loaded(page, dialog).waitFor();

    await page.route('**/api/town/*/regenerate-map', (route) =>
      route.fulfill({ status: 500, json: { message: 'Ink spilt', error: 'INTERNAL_ERROR' } }),
    );
    await dialog.getByRole('button', { name: 'Regenerate Map' }).click();
    await page
      .locator('li[data-state="open"]', { hasText: 'Failed to regenerate town map. Please try again.' })
      .filter({ hasText: 'Regeneration failed' })
      .waitFor();
    expect(await textOf(dialog.getByRole('alert'))).toBe('Regeneration failed');
  });

  it('downloads the map as a real JPEG named <lowercased name>-map.jpg and exports the PDF', async () => {
    const { page, auth } = await signedIn();
    const town = await build(auth, { size: 'hamlet' });
    await mapsReady(auth);
    await openGallery(page);
    const townCard = card(page, town.name);
    const front = townCard.locator('[data-face="front"]');
    await loaded(page, front).waitFor();
    const expected = `${town.name.toLowerCase()}-map.jpg`;
    const [fromCard] = await Promise.all([
      page.waitForEvent('download'),
      front.getByRole('button', { name: 'Download town map' }).click(),
    ]);
    expect(fromCard.suggestedFilename()).toBe(expected);
    const jpeg = readFileSync(await fromCard.path());
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(jpeg.length).toBeGreaterThan(5000);

    await townCard.click({ position: { x: 150, y: 120 } });
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      townCard.locator('[data-face="back"]').getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(exportFileName(town.name, 'pdf'));
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expectToast(page, 'Export Successful');

    await townCard.locator('[data-face="back"]').getByRole('button', { name: 'View Full Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Town Details' });
    const [fromDialog] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Map' }).click(),
    ]);
    expect(fromDialog.suggestedFilename()).toBe(expected);
    expect(
      readFileSync(await fromDialog.path())
        .subarray(0, 3)
        .toString('hex'),
    ).toBe('ffd8ff');
    // The map's geometry beside it (decision 027): GeoJSON, saved under the town's name.
    const [geometry] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export Map Data' }).click(),
    ]);
    expect(geometry.suggestedFilename()).toBe(exportFileName(town.name, 'geojson'));
    const geo = JSON.parse(readFileSync(await geometry.path(), 'utf8'));
    expect(geo.type).toBe('FeatureCollection');
    expect(
      geo.features.some((f: { properties: { layer: string } }) => f.properties.layer === 'establishment'),
    ).toBe(true);

    await page.route('**/api/town/*/export', (route) =>
      route.fulfill({ status: 500, json: { message: 'Press jammed', error: 'INTERNAL_ERROR' } }),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await townCard.getByRole('button', { name: 'Downloaded!' }).waitFor({ state: 'detached', timeout: 4000 });
    await townCard.locator('[data-face="back"]').getByRole('button', { name: 'Export', exact: true }).click();
    expect(await expectToast(page, 'Export Failed')).toContain('Failed to export town. Please try again.');
  });

  it('shows the map messages of section 8 with Regenerate and no download', async () => {
    const { page, auth } = await signedIn();
    const names = ['Expired', 'Missing', 'Cracked', 'Garbled', 'Nothing'];
    const made = new Map<number, string>();
    for (const name of names) made.set((await build(auth, { size: 'hamlet' })).id, name);
    const ready = await mapsReady(auth);
    const real = new Map(ready.map((town) => [made.get(town.id)!, town.name]));
    await page.route('**/api/town/*/map?v=*', (route) => {
      const which = made.get(Number(new URL(route.request().url()).pathname.split('/')[3]));
      if (which === 'Expired')
        return route.fulfill({ status: 410, json: { message: 'gone', error: 'IMAGE_URL_EXPIRED' } });
      if (which === 'Missing')
        return route.fulfill({ status: 410, json: { message: 'gone', error: 'IMAGE_FILE_MISSING' } });
      if (which === 'Cracked')
        return route.fulfill({ status: 500, json: { message: 'The ink cracked', error: 'INTERNAL_ERROR' } });
      if (which === 'Garbled') return route.fulfill({ status: 502, body: '<html>Bad gateway</html>' });
      return route.continue();
    });
    await rewriteList<Town>(page, 'towns', (list) =>
      list.map((town) => (made.get(town.id) === 'Nothing' ? { ...town, imageUrl: null } : town)),
    );
    await openGallery(page);
    const expectations = [
      ['Expired', 'failed', 'Image URL has expired. Please regenerate it.'],
      ['Missing', 'failed', 'Image file is missing. Please regenerate it.'],
      ['Cracked', 'failed', 'The ink cracked'],
      // Spec section 8: other errors show the server's message or 'Image failed to load'.
      ['Garbled', 'failed', 'Image failed to load'],
      ['Nothing', 'none', 'The town map is missing. Please view details to regenerate it.'],
    ] as const;
    for (const [which, state, message] of expectations) {
      const front = card(page, real.get(which)!).locator('[data-face="front"]');
      const frame = front.getByTestId('image-frame');
      await frame.and(page.locator(`[data-state="${state}"]`)).waitFor();
      expect(await textOf(frame), which).toContain(message);
      await frame.getByRole('button', { name: 'Regenerate' }).waitFor();
      expect(await front.getByRole('button', { name: 'Download town map' }).isDisabled(), which).toBe(true);
      expect(await frame.locator('img').getAttribute('src')).toBe('/images/towns/town-placeholder.svg');
    }
    expect((await page.request.get('/images/towns/town-placeholder.svg')).status()).toBe(200);
  });

  it('opens /town/{id} with a zoomable map and the dialog content; unknown, foreign and malformed ids are not found', async () => {
    const { page, auth } = await signedIn();
    const town = await build(auth, { size: 'small city', terrain: 'coast' });
    await mapsReady(auth);
    await page.goto(`/town/${town.id}`);
    await page.getByRole('heading', { level: 1, name: town.name }).waitFor();
    const map = page.getByTestId('town-map-zoom');
    await map.waitFor({ timeout: 20_000 });
    expect(await map.getAttribute('data-scale')).toBe('1.00');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await map.getAttribute('data-scale')).toBe('1.25');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await textOf(page.locator('output[aria-label="Zoom level"]'))).toBe('156%');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await map.getAttribute('data-scale')).toBe('1.25');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await map.getAttribute('data-scale')).toBe('1.00');
    // By keyboard on the focused map.
    await map.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    expect(await map.getAttribute('data-scale')).toBe('1.56');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('0');
    expect(await map.getAttribute('data-scale')).toBe('1.00');
    // The wheel zooms too.
    await map.hover();
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => Number(await map.getAttribute('data-scale'))).toBeGreaterThan(1);

    for (const action of ['Regenerate Map', 'Download Map', 'Export PDF']) {
      await page.getByRole('button', { name: action, exact: true }).waitFor();
    }
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual(['Overview', 'Society', 'Locations', 'People', 'Hooks']);
    await page.getByRole('tab', { name: 'Hooks' }).click();
    await page.getByTestId('town-hooks').waitFor();
    await expectAccessible(page, `/town/${town.id}`);
    await page.getByRole('link', { name: 'Back to the Town Gallery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Town Gallery' }).waitFor();

    const stranger = await registerViaApi(baseUrl, newAccount('Stranger'));
    const foreign = await build(stranger, { size: 'hamlet' });
    for (const path of [`/town/${foreign.id}`, '/town/999999999', '/town/abc', '/town/0']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'The Tome Cannot Be Found' }).waitFor();
      expect(await page.getByText(foreign.name).count(), path).toBe(0);
    }
  });

  it.each(['desktop', 'phone'] as const)('captures the town screens (%s)', async (viewport) => {
    const { page, auth } = await signedIn(viewport, 'Cartographer');
    await page.goto('/town-generator');
    await page.getByRole('button', { name: 'Build Town' }).waitFor();
    await saveScreenshot(page, 'town-builder-quick', viewport);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page
      .getByRole('form', { name: 'Advanced town' })
      .getByRole('button', { name: 'Build Town' })
      .click();
    await saveScreenshot(page, 'town-builder-advanced', viewport);

    const requests = [
      { size: 'metropolis', terrain: 'coast', mapStyle: 'parchment', economyType: 'trade' },
      { size: 'village', terrain: 'forest', mapStyle: 'watercolor', economyType: 'agricultural' },
      { size: 'small city', terrain: 'river delta', mapStyle: 'topographic', governmentType: 'monarchy' },
      { size: 'hamlet', terrain: 'snowy mountains', mapStyle: 'sketched', economyType: 'mining' },
    ];
    for (const request of requests) await build(auth, request);
    await mapsReady(auth);
    await openGallery(page);
    const cards = page.getByTestId('town-card');
    for (let i = 0; i < requests.length; i++) await loaded(page, cards.nth(i)).waitFor();
    await toastLocator(page)
      .first()
      .waitFor({ state: 'detached', timeout: 8000 })
      .catch(() => undefined);
    await page.getByTestId('sparkle').first().waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(page, 'town-gallery', viewport);
    await cards.nth(0).click({ position: { x: 150, y: 120 } });
    await cards
      .nth(0)
      .locator('[data-face="back"]')
      .getByRole('button', { name: 'View Full Details' })
      .waitFor();
    await saveScreenshot(page, 'town-card-back', viewport);

    await cards
      .nth(0)
      .locator('[data-face="back"]')
      .getByRole('button', { name: 'View Full Details' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Town Details' });
    await loaded(page, dialog).waitFor();
    await dialog.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await page.screenshot({
      path: `test-results/screenshots/town-dialog-${viewport}.png`,
      animations: 'disabled',
    });
    await dialog.getByRole('tab', { name: 'Hooks' }).click();
    await page.screenshot({
      path: `test-results/screenshots/town-dialog-hooks-${viewport}.png`,
      animations: 'disabled',
    });
    await dialog.getByRole('tab', { name: 'Locations' }).click();
    await page.screenshot({
      path: `test-results/screenshots/town-dialog-locations-${viewport}.png`,
      animations: 'disabled',
    });
    await page.keyboard.press('Escape');

    const [first] = await mapsReady(auth);
    await page.goto(`/town/${first!.id}`);
    await page.getByTestId('town-map-zoom').waitFor();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await saveScreenshot(page, 'town-page', viewport);
    await page.goto('/town/999999999');
    await page.getByRole('heading', { name: 'The Tome Cannot Be Found' }).waitFor();
    await saveScreenshot(page, 'town-page-unknown', viewport);
  });
});
