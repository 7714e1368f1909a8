// Browser tests of the Magic Item Forge and the magic item gallery against the real server: both forms and their
// conditional fields, overlay, redirect and toasts, pictures, search and empty states, flip cards, the 'Magic Item
// Details' side sheet, regeneration, JPEG download, PDF export, picture failures, ownership, screenshots.
import { readFileSync } from 'node:fs';
import { exportFileName } from '@shared/content';
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
import { describeInBrowser, saveScreenshot } from './support/browser';
import { choose, generateViaApi, getViaApi } from './support/content';
import { expectCards, kindPages, saveViewport } from './support/kind-pages';
import { rewriteList } from './support/list-route';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

type Item = {
  id: number;
  name: string;
  type: string;
  subtype: string;
  rarity: string;
  description: string;
  abilities: string[];
  requiresAttunement: boolean;
  attunementRequirements: string | null;
  bonus: number | null;
  damageType: string | null;
  damageAmount: string | null;
  armorClass: string | null;
  charges: number | null;
  recharge: string | null;
  duration: string | null;
  spellLevel: number | null;
  tags: string[];
  quirks: string[];
  history: string;
  appearance: string;
  artStyle: string;
  imageUrl: string | null;
  imageStatus: 'pending' | 'ready' | 'failed';
  imageError: string | null;
};

const QUICK_REQUEST = {
  rarity: 'Rare',
  type: 'Wondrous Item',
  artStyle: 'Fantasy',
  includeHistory: true,
  includeQuirks: true,
};

describeInBrowser('Magic Item Forge and gallery', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Smith' });
  const { signedIn } = pages;

  function forge(auth: AuthAnswer, body: Record<string, unknown> = {}): Promise<Item> {
    return generateViaApi<Item>(baseUrl, auth.token, '/api/magic-item/generate', 'item', {
      ...QUICK_REQUEST,
      ...body,
    });
  }

  const {
    picturesReady,
    newest: newestItem,
    slowGenerate,
    card,
    loaded,
    openGallery,
  } = kindPages<Item>(baseUrl, {
    apiBase: 'magic-item',
    listPath: 'magic-items',
    gallery: { path: '/magic-item-gallery', heading: 'Magic Item Gallery' },
  });

  /** Opens the details from the card's name, or from View Details when the card shows its back. */
  async function openSheet(page: Page, name: string) {
    const itemCard = card(page, name);
    if ((await itemCard.getAttribute('data-flipped')) === 'true') {
      await itemCard.locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).click();
    } else {
      await itemCard.getByRole('button', { name, exact: true }).click();
    }
    const sheet = page.getByRole('dialog', { name: 'Magic Item Details' });
    await sheet.waitFor();
    return sheet;
  }

  it('shows a new user the empty gallery, with Forge New Item and a first-item link to the forge', async () => {
    const { page } = await signedIn();
    await openGallery(page);
    await page.getByRole('heading', { name: 'Your Magic Item Gallery is Empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Forge New Item' }).getAttribute('href')).toBe(
      '/magic-item-generator',
    );
    const first = page.getByRole('link', { name: 'Forge Your First Item' });
    expect(await first.getAttribute('href')).toBe('/magic-item-generator');
    await first.click();
    await page.getByRole('heading', { level: 1, name: 'Magic Item Forge' }).waitFor();
  });

  it('forges a quick item with the defaults: overlay, toast, gallery after 0.5 s, then its picture', async () => {
    const { page, auth } = await signedIn();
    await page.goto('/magic-item-generator');
    expect(await page.getByRole('tab', { name: 'Quick' }).getAttribute('aria-selected')).toBe('true');
    const form = page.getByRole('form', { name: 'Quick magic item' });
    expect(await textOf(form.getByRole('combobox', { name: 'Rarity' }))).toBe('Rare');
    expect(await textOf(form.getByRole('combobox', { name: 'Type' }))).toBe('Wondrous Item');
    expect(await textOf(form.getByRole('combobox', { name: 'Art Style' }))).toBe('Fantasy');

    const sent = await slowGenerate(page);
    // The list answers 'painting' once, as it does while the worker is busy, so that state is seen for sure.
    let heldBack = false;
    await rewriteList<Item>(page, 'magic-items', (list) => {
      if (!heldBack && list.length) {
        heldBack = true;
        list[0] = { ...list[0]!, imageStatus: 'pending', imageUrl: null };
      }
      return list;
    });

    const answered = page.waitForResponse('**/api/magic-item/generate');
    await form.getByRole('button', { name: 'Forge Item' }).click();
    const overlay = page.getByTestId('forging-overlay');
    await overlay.waitFor();
    expect(await textOf(overlay)).toContain('Forging your magical artifact...');
    expect(await page.getByRole('button', { name: 'Forging…' }).isDisabled()).toBe(true);

    const response = await answered;
    const answeredAt = Date.now();
    // The forge asks for the progress stream (200, NDJSON); the item is the newest in the list.
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/x-ndjson');
    await page.waitForURL('**/magic-item-gallery');
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(400);
    const item = await newestItem(auth);
    await expectToast(page, 'Magic Item Generated', item.name);
    expect(sent()).toEqual(QUICK_REQUEST);
    expect(item).toMatchObject({ rarity: 'Rare', type: 'Wondrous Item', artStyle: 'Fantasy' });

    const itemCard = card(page, item.name);
    // Forged a moment ago: the card sparkles (confetti is cut under reduced motion, as these tests run).
    await itemCard.getByTestId('sparkle').waitFor();
    const frame = itemCard.getByTestId('image-frame');
    await frame.and(page.locator('[data-state="painting"]')).waitFor();
    expect(await textOf(frame)).toContain('Painting the item…');
    await loaded(page, itemCard).waitFor();
    expect(await itemCard.getByRole('img', { name: `Picture of ${item.name}` }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    const front = itemCard.locator('[data-face="front"]');
    expect(await textOf(front.getByTestId('item-type-line'))).toContain('Wondrous Item');
    expect(await front.locator('[data-rarity="Rare"]').count()).toBe(1);
    await picturesReady(auth);
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByText(`${auth.user.credits - 1} credits`)
      .waitFor();
  });

  it('shows weapon type only for Weapon, armor type only for Armor, specific type only for Other, and forges with them', async () => {
    const { page, auth } = await signedIn();
    await page.goto('/magic-item-generator');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    const form = page.getByRole('form', { name: 'Advanced magic item' });
    const weaponType = form.getByRole('combobox', { name: 'Weapon Type' });
    const armorType = form.getByRole('combobox', { name: 'Armor Type' });
    const specificType = form.getByLabel('Specific Type');
    const conditional = async () => ({
      weapon: await weaponType.count(),
      armor: await armorType.count(),
      specific: await specificType.count(),
    });
    expect(await conditional()).toEqual({ weapon: 0, armor: 0, specific: 0 });
    for (const label of ['Include History', 'Include Quirks']) {
      expect(await form.getByRole('checkbox', { name: label }).getAttribute('aria-checked')).toBe('true');
    }
    expect(await form.getByRole('radio', { name: 'Fantasy', exact: true }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await form.getByRole('radio').count()).toBe(6 + 8);

    // The rarity starts at the spec's default, so the form can be sent as it opens.
    expect(await form.getByRole('radio', { name: 'Rare', exact: true }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await choose(page, 'Type (optional)', 'Weapon');
    expect(await conditional()).toEqual({ weapon: 1, armor: 0, specific: 0 });
    await choose(page, 'Weapon Type', 'Sword');
    expect(await conditional()).toEqual({ weapon: 1, armor: 0, specific: 0 });
    await choose(page, 'Weapon Type', 'Other');
    expect(await conditional()).toEqual({ weapon: 1, armor: 0, specific: 1 });

    await choose(page, 'Type (optional)', 'Armor');
    expect(await conditional()).toEqual({ weapon: 0, armor: 1, specific: 0 });
    await choose(page, 'Armor Type', 'Other');
    expect(await conditional()).toEqual({ weapon: 0, armor: 1, specific: 1 });
    await choose(page, 'Type (optional)', 'Ring');
    expect(await conditional()).toEqual({ weapon: 0, armor: 0, specific: 0 });

    await choose(page, 'Type (optional)', 'Weapon');
    await choose(page, 'Weapon Type', 'Other');
    await specificType.fill('Trident');
    await form.getByRole('radio', { name: 'Legendary' }).click();
    await form.getByRole('checkbox', { name: 'Include History' }).click();
    await form.getByRole('radio', { name: 'Dwarven' }).click();
    expect(await page.locator('#item-rarity-error').count()).toBe(0);

    const sent = await slowGenerate(page);
    const answered = page.waitForResponse('**/api/magic-item/generate');
    await form.getByRole('button', { name: 'Forge Item' }).click();
    expect(await textOf(page.getByTestId('forging-overlay'))).toContain('Forging your magical artifact...');
    await answered;
    await page.waitForURL('**/magic-item-gallery');
    const item = await newestItem(auth);
    await expectToast(page, 'Magic Item Generated', item.name);
    expect(sent()).toEqual({
      rarity: 'Legendary',
      type: 'Weapon',
      weaponType: 'Other',
      specificType: 'Trident',
      includeHistory: false,
      includeQuirks: true,
      artStyle: 'Dwarven',
    });
    // The choices shape the item: a legendary trident, with weapon mechanics and no history.
    expect(item).toMatchObject({ type: 'Weapon', rarity: 'Legendary', artStyle: 'Dwarven', history: '' });
    expect(item.subtype.toLowerCase()).toContain('trident');
    expect(item.damageAmount).toBeTruthy();

    const itemCard = card(page, item.name);
    expect(await textOf(itemCard.getByTestId('item-type-line'))).toMatch(/Weapon · .*Trident/i);
    await itemCard.click({ position: { x: 150, y: 120 } });
    expect(await textOf(itemCard.locator('[data-face="back"]').getByTestId('item-mechanics'))).toContain(
      item.damageAmount!,
    );
    const sheet = await openSheet(page, item.name);
    await sheet.getByRole('tab', { name: 'Lore' }).click();
    expect(await textOf(sheet.getByRole('region', { name: 'History' }))).toContain('left unwritten');
  });

  it('forges armor with its armor type and shows its armor class', async () => {
    const { page, auth } = await signedIn();
    const plate = await forge(auth, { rarity: 'Very Rare', type: 'Armor', armorType: 'Heavy Armor' });
    expect(plate.type).toBe('Armor');
    expect(plate.armorClass).toBeTruthy();
    await openGallery(page);
    const itemCard = card(page, plate.name);
    await itemCard.click({ position: { x: 150, y: 120 } });
    expect(await textOf(itemCard.locator('[data-face="back"]').getByTestId('item-mechanics'))).toContain(
      `AC ${plate.armorClass}`,
    );
  });

  it('toasts generation failures per the error catalogue and keeps the forge usable', async () => {
    const { page } = await signedIn();
    await page.goto('/magic-item-generator');
    const answers = [
      {
        status: 403,
        error: 'GENERATIONS_LIMIT_REACHED',
        title: 'Generation Limit Reached',
        text: 'magic item',
      },
      { status: 429, error: 'RATE_LIMIT_EXCEEDED', title: 'API Rate Limit Reached', text: 'in a moment' },
      {
        status: 500,
        error: 'INTERNAL_ERROR',
        title: 'Generation Failed',
        text: 'Could not generate magic item',
      },
    ];
    for (const answer of answers) {
      await page.route('**/api/magic-item/generate', (route) =>
        route.fulfill({ status: answer.status, json: { message: 'Nope', error: answer.error } }),
      );
      await page.getByRole('button', { name: 'Forge Item' }).click();
      expect(await expectToast(page, answer.title)).toContain(answer.text);
      await page.unroute('**/api/magic-item/generate');
      expect(new URL(page.url()).pathname).toBe('/magic-item-generator');
      expect(await page.getByRole('button', { name: 'Forge Item' }).isEnabled()).toBe(true);
    }
    // 'Generation Failed' leaves its details in the console, as its message promises.
    const logged = pages.current!.errors.splice(0);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^console\.error: magic item generation failed/);
  });

  it('searches by name, type, rarity and tag, and says when nothing matches', async () => {
    const { page, auth } = await signedIn();
    const potion = await forge(auth, { rarity: 'Common', type: 'Potion' });
    const ring = await forge(auth, { rarity: 'Legendary', type: 'Ring' });
    const wand = await forge(auth, { rarity: 'Uncommon', type: 'Wand' });
    await picturesReady(auth);
    await openGallery(page);
    const cards = page.getByTestId('magic-item-card');
    await cards.nth(2).waitFor();
    expect(await textOf(cards.first())).toContain(wand.name);

    const search = page.getByRole('searchbox', { name: 'Search' });
    // A word of the ring's name that the other names lack.
    const word = ring.name
      .split(/[\s,']+/)
      .find(
        (w) => w.length > 3 && ![potion, wand].some((i) => i.name.toLowerCase().includes(w.toLowerCase())),
      );
    expect(word).toBeTruthy();
    await search.fill(word!.toUpperCase());
    await expectCards(page, 'magic-item-card', [ring.name]);
    await search.fill('potion');
    await expectCards(page, 'magic-item-card', [potion.name]);
    await search.fill('legendary');
    await expectCards(page, 'magic-item-card', [ring.name]);
    const tag = wand.tags.find(
      (t) =>
        ![potion, ring].some((i) =>
          [i.name, i.type, i.subtype, i.rarity, ...i.tags].join(' ').toLowerCase().includes(t.toLowerCase()),
        ),
    );
    expect(tag, `a tag only the wand has: ${wand.tags.join(', ')}`).toBeTruthy();
    await search.fill(tag!);
    await expectCards(page, 'magic-item-card', [wand.name]);

    await search.fill('no such relic anywhere');
    await expectCards(page, 'magic-item-card', []);
    await page.getByRole('heading', { name: 'No items match your search' }).waitFor();
    expect(await textOf(page.getByText(/^Showing/))).toBe('Showing 0 of 3 items');
    await page.getByRole('button', { name: 'Show all items' }).click();
    await expectCards(page, 'magic-item-card', [wand.name, ring.name, potion.name]);
    expect(await search.inputValue()).toBe('');
  });

  it('flips a card to at most 3 abilities and 3 tags, then "and more", with its mechanics', async () => {
    const { page, auth } = await signedIn();
    const staff = await forge(auth, { rarity: 'Artifact', type: 'Staff' });
    const potion = await forge(auth, { rarity: 'Common', type: 'Potion' });
    await picturesReady(auth);
    // The staff gets five abilities and five tags, so the card must cut them; the potion keeps what it has.
    const extraAbilities = [
      'Stormcall. Call lightning (DC 19).',
      'Gale. Push 20 feet.',
      'Calm. End a storm.',
    ];
    const extraTags = ['storm', 'relic', 'crown', 'thunder', 'sky'];
    await rewriteList<Item>(page, 'magic-items', (list) =>
      list.map((item) =>
        item.id === staff.id
          ? {
              ...item,
              abilities: [...item.abilities, ...extraAbilities].slice(0, 5),
              tags: [...new Set([...item.tags, ...extraTags])].slice(0, 5),
            }
          : item,
      ),
    );
    await openGallery(page);

    const staffCard = card(page, staff.name);
    await loaded(page, staffCard).waitFor();
    expect(await staffCard.evaluate((el) => el.getBoundingClientRect().height)).toBe(460);
    const front = staffCard.locator('[data-face="front"]');
    expect(await front.locator('[data-rarity="Artifact"]').count()).toBe(1);
    expect(await front.getByTestId('attunement-mark').count()).toBe(staff.requiresAttunement ? 1 : 0);

    expect(await staffCard.getAttribute('data-flipped')).toBe('false');
    await staffCard.click({ position: { x: 150, y: 120 } });
    expect(await staffCard.getAttribute('data-flipped')).toBe('true');
    const back = staffCard.locator('[data-face="back"]');
    expect(await back.getByRole('list', { name: 'Abilities' }).getByRole('listitem').count()).toBe(3);
    // Three tags, then 'and more' in the same row.
    expect(await back.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBe(4);
    expect(await back.getByTestId('and-more').count()).toBe(2);
    expect(await textOf(back)).toContain('Description');
    expect(await textOf(back.getByTestId('item-mechanics'))).toContain(`${staff.charges} charges`);
    await back.getByRole('button', { name: 'Export PDF' }).waitFor();
    await back.getByRole('button', { name: 'View Details' }).waitFor();

    const potionCard = card(page, potion.name);
    await potionCard.getByRole('button', { name: `Show the back of ${potion.name}` }).click();
    const potionBack = potionCard.locator('[data-face="back"]');
    expect(await potionBack.getByRole('list', { name: 'Abilities' }).getByRole('listitem').count()).toBe(
      Math.min(3, potion.abilities.length),
    );
    expect(await potionBack.getByTestId('and-more').count()).toBe(
      Number(potion.abilities.length > 3) + Number(potion.tags.length > 3),
    );
    expect(await textOf(potionBack.getByTestId('item-mechanics'))).toContain(potion.duration!);
    // The keyboard turns it back; focus stays on the card.
    await potionBack.getByRole('button', { name: `Show the front of ${potion.name}` }).focus();
    await page.keyboard.press('Enter');
    expect(await potionCard.getAttribute('data-flipped')).toBe('false');
  });

  it('opens the Magic Item Details side sheet with its Details and Lore tabs', async () => {
    const { page, auth } = await signedIn();
    const sword = await forge(auth, { rarity: 'Very Rare', type: 'Weapon', weaponType: 'Sword' });
    await picturesReady(auth);
    await openGallery(page);
    const sheet = await openSheet(page, sword.name);
    await sheet.getByTestId('sparkle').waitFor();
    await sheet.getByRole('heading', { name: sword.name }).waitFor();
    expect(await textOf(sheet)).toContain(sword.rarity);
    for (const action of ['Export PDF', 'Regenerate Image', 'Download Image']) {
      await sheet.getByRole('button', { name: action, exact: true }).waitFor();
    }
    expect(await sheet.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    for (const section of ['Description', 'Abilities', 'Game Mechanics']) {
      await sheet.getByRole('region', { name: section, exact: true }).waitFor();
    }
    const details = await textOf(sheet.getByRole('tabpanel'));
    expect(details).toContain(sword.description.slice(0, 40));
    for (const ability of sword.abilities) expect(details).toContain(ability.slice(-30));
    const mechanics = await textOf(sheet.getByTestId('item-game-mechanics'));
    for (const label of ['Damage Type', 'Damage']) expect(mechanics).toContain(label);
    expect(mechanics).toContain(sword.damageAmount!);
    expect(mechanics.toLowerCase()).toContain(sword.damageType!.toLowerCase());
    if (sword.bonus) expect(mechanics).toContain(`+${sword.bonus}`);
    expect(await sheet.getByRole('region', { name: 'Quirks', exact: true }).count()).toBe(
      sword.quirks.length ? 1 : 0,
    );
    for (const quirk of sword.quirks) expect(details).toContain(quirk);

    await sheet.getByRole('tab', { name: 'Lore' }).click();
    for (const section of ['Appearance', 'History', 'Tags']) {
      await sheet.getByRole('region', { name: section, exact: true }).waitFor();
    }
    const lore = await textOf(sheet.getByRole('tabpanel'));
    expect(lore).toContain(sword.appearance.slice(0, 40));
    expect(lore).toContain(sword.history.slice(0, 40));
    for (const tag of sword.tags) expect(lore).toContain(tag);
    // The sparkle lasts 5 s; Escape closes the sheet.
    await sheet.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('regenerates the picture from the side sheet with its toast, and says so when that fails', async () => {
    const { page, auth } = await signedIn();
    const item = await forge(auth, { rarity: 'Rare', type: 'Rod' });
    const [before] = await picturesReady(auth);
    await openGallery(page);
    const sheet = await openSheet(page, item.name);
    await loaded(page, sheet).waitFor();

    const newPicture = page.waitForResponse(
      (r) => r.url().includes(`/api/magic-item/${item.id}/image?v=`) && !r.url().endsWith(before!.imageUrl!),
    );
    await sheet.getByRole('button', { name: 'Regenerate Image' }).click();
    await page.locator('li[data-state="open"]', { hasText: 'Item image regenerated' }).waitFor();
    expect((await newPicture).status()).toBe(200);
    await loaded(page, sheet).waitFor();
    const [after] = await picturesReady(auth);
    expect(after?.imageUrl).not.toBe(before?.imageUrl);

    await page.route('**/api/magic-item/*/regenerate-image', (route) =>
      route.fulfill({ status: 500, json: { message: 'Kiln cold', error: 'INTERNAL_ERROR' } }),
    );
    await sheet.getByRole('button', { name: 'Regenerate Image' }).click();
    await page
      .locator('li[data-state="open"]', { hasText: 'Failed to regenerate item image. Please try again.' })
      .filter({ hasText: 'Error' })
      .waitFor();
    expect(await textOf(sheet.getByRole('alert'))).toBe('Regeneration failed');
  });

  it('downloads the picture as a real JPEG named <lowercased name>-magic-item.jpg', async () => {
    const { page, auth } = await signedIn();
    const item = await forge(auth, { rarity: 'Uncommon', type: 'Wand' });
    await picturesReady(auth);
    await openGallery(page);
    const front = card(page, item.name).locator('[data-face="front"]');
    await front.getByTestId('image-frame').and(page.locator('[data-state="loaded"]')).waitFor();
    const expected = `${item.name.toLowerCase()}-magic-item.jpg`;

    const [fromCard] = await Promise.all([
      page.waitForEvent('download'),
      front.getByRole('button', { name: 'Download item image' }).click(),
    ]);
    expect(fromCard.suggestedFilename()).toBe(expected);
    const jpeg = readFileSync(await fromCard.path());
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(jpeg.length).toBeGreaterThan(5000);

    const sheet = await openSheet(page, item.name);
    const [fromSheet] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('button', { name: 'Download Image' }).click(),
    ]);
    expect(fromSheet.suggestedFilename()).toBe(expected);
    expect(
      readFileSync(await fromSheet.path())
        .subarray(0, 3)
        .toString('hex'),
    ).toBe('ffd8ff');
  });

  it('exports a real PDF from the card and the side sheet, and toasts a failed export', async () => {
    const { page, auth } = await signedIn();
    const item = await forge(auth, { rarity: 'Legendary', type: 'Wondrous Item' });
    await picturesReady(auth);
    await openGallery(page);
    const itemCard = card(page, item.name);
    await itemCard.click({ position: { x: 150, y: 120 } });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      itemCard.locator('[data-face="back"]').getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(exportFileName(item.name, 'pdf'));
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expectToast(page, 'Export Successful');
    await itemCard.getByRole('button', { name: 'Downloaded!' }).waitFor();

    const sheet = await openSheet(page, item.name);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    expect(
      readFileSync(await again.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await page.route('**/api/magic-item/*/export', (route) =>
      route.fulfill({ status: 500, json: { message: 'Press jammed', error: 'INTERNAL_ERROR' } }),
    );
    await sheet.getByRole('button', { name: 'Downloaded!' }).waitFor({ state: 'detached', timeout: 4000 });
    await sheet.getByRole('button', { name: 'Export PDF' }).click();
    await page
      .locator('li[data-state="open"]', { hasText: 'Failed to export magic item. Please try again.' })
      .filter({ hasText: 'Export Failed' })
      .waitFor();
  });

  it('shows each picture failure with its message, a Regenerate button and no download', async () => {
    const { page, auth } = await signedIn();
    const names = ['Expired', 'Missing', 'Cracked', 'Garbled', 'Failed', 'Nothing'];
    const made = new Map<number, string>();
    for (const name of names) made.set((await forge(auth, { rarity: 'Common', type: 'Ring' })).id, name);
    const ready = await picturesReady(auth);
    const real = new Map(ready.map((item) => [made.get(item.id)!, item.name]));
    await page.route('**/api/magic-item/*/image?v=*', (route) => {
      const id = Number(new URL(route.request().url()).pathname.split('/')[3]);
      const which = made.get(id);
      if (which === 'Expired') {
        return route.fulfill({ status: 410, json: { message: 'gone', error: 'IMAGE_URL_EXPIRED' } });
      }
      if (which === 'Missing') {
        return route.fulfill({ status: 410, json: { message: 'gone', error: 'IMAGE_FILE_MISSING' } });
      }
      if (which === 'Cracked') {
        return route.fulfill({ status: 500, json: { message: 'The kiln cracked', error: 'INTERNAL_ERROR' } });
      }
      if (which === 'Garbled') return route.fulfill({ status: 502, body: '<html>Bad gateway</html>' });
      return route.continue();
    });
    await rewriteList<Item>(page, 'magic-items', (list) =>
      list.map((item) =>
        made.get(item.id) === 'Failed'
          ? { ...item, imageStatus: 'failed', imageUrl: null, imageError: 'The enchanter fled' }
          : made.get(item.id) === 'Nothing'
            ? { ...item, imageUrl: null }
            : item,
      ),
    );
    await openGallery(page);

    const expectations = [
      ['Expired', 'failed', 'Image URL has expired. Please regenerate it.'],
      ['Missing', 'failed', 'Image file is missing. Please regenerate it.'],
      ['Cracked', 'failed', 'The kiln cracked'],
      ['Garbled', 'failed', 'Image failed to load'],
      ['Failed', 'failed', 'The enchanter fled'],
      ['Nothing', 'none', 'The item image is missing. Please regenerate it.'],
    ] as const;
    for (const [which, state, message] of expectations) {
      const front = card(page, real.get(which)!).locator('[data-face="front"]');
      const frame = front.getByTestId('image-frame');
      await frame.and(page.locator(`[data-state="${state}"]`)).waitFor();
      expect(await textOf(frame), which).toContain(message);
      await frame.getByRole('button', { name: 'Regenerate' }).waitFor();
      expect(await front.getByRole('button', { name: 'Download item image' }).isDisabled(), which).toBe(true);
      expect(await frame.locator('img').getAttribute('src')).toBe('/images/magic-items/item-placeholder.svg');
    }
    expect((await page.request.get('/images/magic-items/item-placeholder.svg')).status()).toBe(200);
  });

  it("never shows one user another user's items", async () => {
    const owner = await registerViaApi(baseUrl, newAccount('Hoarder'));
    const secret = await forge(owner, { rarity: 'Artifact', type: 'Ring' });
    const { page, auth } = await signedIn('desktop', 'Stranger');
    const mine = await forge(auth, { rarity: 'Common', type: 'Potion' });
    await openGallery(page);
    await card(page, mine.name).waitFor();
    expect(await page.getByText(secret.name).count()).toBe(0);
    expect(await page.getByTestId('magic-item-card').count()).toBe(1);
    for (const path of ['', '/image', '/export']) {
      expect((await getViaApi(baseUrl, auth.token, `/api/magic-item/${secret.id}${path}`)).status, path).toBe(
        404,
      );
    }
  });

  it.each(['desktop', 'phone'] as const)('captures the magic item screens (%s)', async (viewport) => {
    const { page, auth } = await signedIn(viewport, 'Jeweller');
    await openGallery(page);
    await page.getByRole('heading', { name: 'Your Magic Item Gallery is Empty' }).waitFor();
    await saveScreenshot(page, 'magic-item-gallery-empty', viewport);

    await page.goto('/magic-item-generator');
    await page.getByRole('button', { name: 'Forge Item' }).waitFor();
    await saveScreenshot(page, 'magic-item-forge-quick', viewport);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await choose(page, 'Type (optional)', 'Weapon');
    await choose(page, 'Weapon Type', 'Other');
    await page.getByLabel('Specific Type').fill('Trident');
    await page.getByRole('radio', { name: 'Very Rare' }).click();
    await saveScreenshot(page, 'magic-item-forge-advanced', viewport);

    await slowGenerate(page, 1500);
    await page
      .getByRole('form', { name: 'Advanced magic item' })
      .getByRole('button', { name: 'Forge Item' })
      .click();
    await page.getByTestId('forging-overlay').waitFor();
    await saveViewport(page, 'magic-item-overlay', viewport);
    await page.waitForURL('**/magic-item-gallery');

    const requests = [
      { rarity: 'Legendary', type: 'Wondrous Item', artStyle: 'Elven' },
      { rarity: 'Rare', type: 'Armor', armorType: 'Shield', artStyle: 'Dwarven' },
      { rarity: 'Common', type: 'Potion', artStyle: 'Fantasy' },
      { rarity: 'Uncommon', type: 'Wand', artStyle: 'Ethereal' },
      { rarity: 'Artifact', type: 'Staff', artStyle: 'Dark Fantasy' },
    ];
    for (const request of requests) await forge(auth, request);
    await picturesReady(auth);
    await openGallery(page);
    const cards = page.getByTestId('magic-item-card');
    await cards.nth(5).waitFor();
    for (let i = 0; i < 6; i++) await loaded(page, cards.nth(i)).waitFor();
    await toastLocator(page)
      .first()
      .waitFor({ state: 'detached', timeout: 8000 })
      .catch(() => undefined);
    await page.getByTestId('sparkle').first().waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(page, 'magic-item-gallery-fronts', viewport);

    await cards.nth(0).click({ position: { x: 150, y: 120 } });
    await cards.nth(0).locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).waitFor();
    await saveScreenshot(page, 'magic-item-card-back', viewport);

    await cards.nth(0).locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).click();
    const sheet = page.getByRole('dialog', { name: 'Magic Item Details' });
    await loaded(page, sheet).waitFor();
    await sheet.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await saveViewport(page, 'magic-item-details', viewport);
    await sheet.getByRole('tab', { name: 'Lore' }).click();
    await saveViewport(page, 'magic-item-lore', viewport);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such relic');
    await page.getByRole('heading', { name: 'No items match your search' }).waitFor();
    await saveScreenshot(page, 'magic-item-gallery-no-match', viewport);
  });
});
