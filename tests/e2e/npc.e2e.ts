// Browser tests of the NPC generator and gallery against the real server: forms, overlay, redirect, portraits,
// filters, flip cards, the Character Details dialog, PDF and PNG downloads, regeneration, ownership, screenshots.
import { readFileSync } from 'node:fs';
import { exportFileName } from '@shared/content';
import { expect, inject, it } from 'vitest';
import {
  type AuthAnswer,
  expectToast,
  newAccount,
  registerViaApi,
  textOf,
  toastLocator,
} from './support/app';
import { describeInBrowser, saveScreenshot, type ViewportName } from './support/browser';
import { choose, generateViaApi, getViaApi } from './support/content';
import { expectCards, kindPages, saveViewport } from './support/kind-pages';
import { rewriteList } from './support/list-route';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

type Npc = {
  id: number;
  name: string;
  race: string;
  gender: string;
  age: string;
  occupation: string;
  socialClass: string;
  tags: string[];
  secrets: string[];
  flaws: string[];
  backstory: string;
  plotHooks: { title: string; description: string }[];
  portraitUrl: string | null;
  imageStatus: 'pending' | 'ready' | 'failed';
  imageError: string | null;
};

const ANY = {
  race: 'random',
  gender: 'random',
  occupation: 'random',
  age: 'random',
  socialClass: 'random',
  artStyle: 'fantasy',
};

describeInBrowser('NPC generator and gallery', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Keeper' });

  async function signedIn(viewport?: ViewportName, prefix?: string) {
    const signed = await pages.signedIn(viewport, prefix);
    await signed.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    return signed;
  }

  function forge(auth: AuthAnswer, body: Record<string, unknown>): Promise<Npc> {
    return generateViaApi<Npc>(baseUrl, auth.token, '/api/npc/generate', 'character', { ...ANY, ...body });
  }

  const {
    picturesReady: portraitsReady,
    slowGenerate,
    card,
    openGallery,
  } = kindPages<Npc>(baseUrl, {
    apiBase: 'npc',
    listPath: 'npcs',
    gallery: { path: '/npc-gallery', heading: 'NPC Gallery' },
  });

  it('shows a new user the empty gallery with a way to the generator', async () => {
    const { page } = await signedIn();
    await openGallery(page);
    await page.getByRole('heading', { name: 'Your Gallery is Empty' }).waitFor();
    const link = page.getByRole('link', { name: 'Generate Your First NPC' });
    expect(await link.getAttribute('href')).toBe('/npc-generator');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'NPC Generator' }).waitFor();
  });

  it('forges a quick NPC: overlay, inline panel, toast, gallery after 500 ms, then the portrait', async () => {
    const { page, auth } = await signedIn();
    await page.goto('/npc-generator');
    expect(await page.getByRole('tab', { name: 'Quick' }).getAttribute('aria-selected')).toBe('true');
    await page
      .getByRole('form', { name: 'Quick NPC' })
      .getByLabel('Name (optional)')
      .fill('Hilda Quickforge');
    await choose(page, 'Archetype', 'Innkeeper');
    await choose(page, 'Race', 'Dwarf');

    const sent = await slowGenerate(page);
    // The list answers 'painting' once, as it does while the worker is busy, so that state is seen for sure.
    let heldBack = false;
    await rewriteList<Npc>(page, 'npcs', (list) => {
      if (!heldBack && list.length) {
        heldBack = true;
        list[0] = { ...list[0]!, imageStatus: 'pending', portraitUrl: null };
      }
      return list;
    });

    const submit = page.getByRole('button', { name: 'Forge NPC' });
    const answered = page.waitForResponse('**/api/npc/generate');
    await submit.click();
    const overlay = page.getByTestId('forging-overlay');
    await overlay.waitFor();
    expect(await textOf(overlay)).toContain('Quickly Forging your NPC');
    expect(await page.getByTestId('forging-panel').textContent()).toContain('Forging Your NPC');
    expect(await page.getByRole('button', { name: 'Forging…' }).isDisabled()).toBe(true);

    await answered;
    const answeredAt = Date.now();
    await page.waitForURL('**/npc-gallery');
    // The gallery opens 500 ms after the answer (a little less is timer and event slack).
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(400);
    await expectToast(page, 'NPC Generated', 'Hilda Quickforge');
    expect(sent()).toEqual({
      name: 'Hilda Quickforge',
      race: 'dwarf',
      occupation: 'innkeeper',
      gender: 'random',
      age: 'random',
      socialClass: 'random',
      friendliness: 5,
      bravery: 5,
      honesty: 5,
      includeSecrets: true,
      includeFlaws: true,
      includeBackstory: true,
      includePlotHooks: true,
      artStyle: 'fantasy',
    });

    const npcCard = card(page, 'Hilda Quickforge');
    const frame = npcCard.getByTestId('image-frame');
    await frame.and(page.locator('[data-state="painting"]')).waitFor();
    expect(await textOf(frame)).toContain('Painting portrait…');
    await frame.and(page.locator('[data-state="loaded"]')).waitFor();
    expect(
      await npcCard.getByRole('img', { name: 'Portrait of Hilda Quickforge' }).getAttribute('src'),
    ).toMatch(/^blob:/);
    expect(await textOf(npcCard)).toContain('Dwarf');
    // Credits were spent and the sidebar knows it.
    const [me] = await portraitsReady(auth);
    expect(me?.name).toBe('Hilda Quickforge');
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByText(`${auth.user.credits - 1} credits`)
      .waitFor();
  });

  it('forges an advanced NPC with moved sliders, a custom occupation and every section switched off', async () => {
    const { page } = await signedIn();
    await page.goto('/npc-generator');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    const form = page.getByRole('form', { name: 'Advanced NPC' });
    await form.getByLabel('Name (optional)').fill('Orla Lantern');
    await choose(page, 'Race', 'Elf');
    await choose(page, 'Gender', 'Female');
    await choose(page, 'Occupation', 'Custom');
    // An empty custom occupation is refused under its field.
    await form.getByRole('button', { name: 'Forge NPC' }).click();
    expect(await textOf(page.locator('#npc-custom-occupation-error'))).toBe('Occupation is required');
    await form.getByLabel('Custom occupation').fill('lighthouse keeper');
    await choose(page, 'Age', 'Elderly');
    await choose(page, 'Social Class', 'Upper');
    await form.getByLabel('Notable Features (optional)').fill('Salt-white braid; one clouded eye');

    for (const name of ['friendliness', 'bravery', 'honesty']) {
      expect(await textOf(page.getByTestId(`trait-${name}-value`))).toBe('5');
    }
    await page.getByRole('slider', { name: 'Friendliness' }).focus();
    await page.keyboard.press('Home');
    await page.getByRole('slider', { name: 'Bravery' }).focus();
    await page.keyboard.press('End');
    await page.getByRole('slider', { name: 'Honesty' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await textOf(page.getByTestId('trait-friendliness'))).toContain('1 · Hostile');
    expect(await textOf(page.getByTestId('trait-bravery'))).toContain('10 · Fearless');
    expect(await textOf(page.getByTestId('trait-honesty'))).toContain('7 · Truthful');

    for (const label of ['Include Backstory', 'Include Secrets', 'Include Flaws', 'Include Plot Hooks']) {
      const box = page.getByRole('checkbox', { name: label });
      expect(await box.getAttribute('aria-checked')).toBe('true');
      await box.click();
      expect(await box.getAttribute('aria-checked')).toBe('false');
    }
    await page.getByRole('radio', { name: 'Painterly' }).click();

    const sent = await slowGenerate(page);
    await form.getByRole('button', { name: 'Forge NPC' }).click();
    expect(await textOf(page.getByTestId('forging-overlay'))).toContain('Meticulously Forging your NPC');
    await expectToast(page, 'NPC Generated', 'Orla Lantern');
    await page.waitForURL('**/npc-gallery');
    expect(sent()).toEqual({
      name: 'Orla Lantern',
      race: 'elf',
      gender: 'female',
      occupation: 'lighthouse keeper',
      age: 'elderly',
      socialClass: 'upper',
      notableFeatures: 'Salt-white braid; one clouded eye',
      friendliness: 1,
      bravery: 10,
      honesty: 7,
      includeSecrets: false,
      includeFlaws: false,
      includeBackstory: false,
      includePlotHooks: false,
      artStyle: 'painterly',
    });

    await card(page, 'Orla Lantern').getByRole('button', { name: 'Orla Lantern', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Character Details' });
    await dialog.waitFor();
    const details = dialog.getByTestId('npc-details');
    expect(await textOf(details)).toContain('Lighthouse Keeper');
    for (const section of ['Appearance', 'Personality', 'Traits', 'Mannerisms']) {
      await details.getByRole('region', { name: section, exact: true }).waitFor();
    }
    for (const section of ['Secrets', 'Flaws', 'Backstory', 'Plot Hooks']) {
      expect(await details.getByRole('region', { name: section, exact: true }).count(), section).toBe(0);
    }
  });

  it('toasts generation failures per the error catalogue and keeps the form usable', async () => {
    const { page } = await signedIn();
    await page.goto('/npc-generator');
    const answers = [
      {
        status: 403,
        error: 'GENERATIONS_LIMIT_REACHED',
        title: 'Generation Limit Reached',
        text: 'NPC generations',
      },
      {
        status: 429,
        error: 'RATE_LIMIT_EXCEEDED',
        title: 'API Rate Limit Reached',
        text: 'try again in a moment',
      },
      {
        status: 502,
        error: 'GENERATION_FAILED',
        message: 'Image provider refused',
        title: 'Image Generation Failed',
      },
    ];
    for (const answer of answers) {
      await page.route('**/api/npc/generate', (route) =>
        route.fulfill({
          status: answer.status,
          json: { message: answer.message ?? 'Nope', error: answer.error },
        }),
      );
      await page.getByRole('button', { name: 'Forge NPC' }).click();
      const text = await expectToast(page, answer.title);
      if (answer.text) expect(text).toContain(answer.text);
      await page.unroute('**/api/npc/generate');
      expect(new URL(page.url()).pathname).toBe('/npc-generator');
      expect(await page.getByRole('button', { name: 'Forge NPC' }).isEnabled()).toBe(true);
    }
    // 'Image Generation Failed' also leaves its details in the console, as the spec's messages promise.
    const logged = pages.current!.errors.splice(0);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^console\.error: NPC generation failed: ApiError: Image provider refused/);
  });

  it('searches by name or occupation and filters by race and occupation', async () => {
    const { page, auth } = await signedIn();
    await forge(auth, { name: 'Aster Vell', race: 'elf', occupation: 'merchant' });
    await forge(auth, { name: 'Borin Deepdelve', race: 'dwarf', occupation: 'guard' });
    await forge(auth, { name: 'Cassia Marrow', race: 'human', occupation: 'wizard' });
    await portraitsReady(auth);
    await openGallery(page);
    const cards = page.getByTestId('npc-card');
    await cards.nth(2).waitFor();
    expect(await cards.count()).toBe(3);
    // Newest first.
    expect(await textOf(cards.first())).toContain('Cassia Marrow');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('borin');
    await expectCards(page, 'npc-card', ['Borin Deepdelve']);
    await search.fill('WIZARD');
    await expectCards(page, 'npc-card', ['Cassia Marrow']);
    await search.fill('');

    await choose(page, 'Race filter', 'Elf');
    await expectCards(page, 'npc-card', ['Aster Vell']);
    await choose(page, 'Race filter', 'All races');
    await choose(page, 'Occupation filter', 'Guard');
    await expectCards(page, 'npc-card', ['Borin Deepdelve']);
    await choose(page, 'Race filter', 'Human');
    await expectCards(page, 'npc-card', []);
    await page.getByRole('heading', { name: 'No NPCs match your search' }).waitFor();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expectCards(page, 'npc-card', ['Cassia Marrow', 'Borin Deepdelve', 'Aster Vell']);
  });

  it('flips a card by clicking it or its flip button, never from its own buttons, and copies from the back', async () => {
    const { page, auth } = await signedIn();
    const npc = await forge(auth, { name: 'Dorn Ashgrave', race: 'half-orc', occupation: 'blacksmith' });
    await portraitsReady(auth);
    await openGallery(page);
    const npcCard = card(page, 'Dorn Ashgrave');
    await npcCard.getByTestId('image-frame').and(page.locator('[data-state="loaded"]')).waitFor();
    expect(await npcCard.evaluate((el) => el.getBoundingClientRect().height)).toBe(460);
    const front = npcCard.locator('[data-face="front"]');
    expect(await textOf(front)).toContain('Half-Orc · ');
    expect(await front.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeLessThanOrEqual(
      2,
    );

    // Its own buttons do not turn it: the name opens the details instead.
    await front.getByRole('button', { name: 'Dorn Ashgrave', exact: true }).click();
    await page.getByRole('dialog', { name: 'Character Details' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await npcCard.getAttribute('data-flipped')).toBe('false');
    await npcCard.click({ position: { x: 150, y: 120 } });
    expect(await npcCard.getAttribute('data-flipped')).toBe('true');

    const back = npcCard.locator('[data-face="back"]');
    const backText = await textOf(back);
    for (const heading of ['Appearance', 'Personality', 'Backstory', 'Motivations', 'Secrets', 'Flaws']) {
      expect(backText).toContain(heading);
    }
    expect(backText).toContain(npc.backstory.slice(0, 40));
    await back.getByRole('button', { name: 'Export PDF' }).waitFor();
    await back.getByRole('button', { name: 'View Details' }).waitFor();

    await back.getByRole('button', { name: 'Copy backstory' }).click();
    await expectToast(page, 'Copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(npc.backstory);
    expect(await npcCard.getAttribute('data-flipped')).toBe('true');
    await back.getByRole('button', { name: 'Copy motivations' }).click();
    await expectToast(page, 'Copied to clipboard', 'Motivations of Dorn Ashgrave');

    // The keyboard turns it back with the flip button; the hidden face is out of reach.
    await back.getByRole('button', { name: 'Show the front of Dorn Ashgrave' }).focus();
    await page.keyboard.press('Enter');
    expect(await npcCard.getAttribute('data-flipped')).toBe('false');
    expect(await back.getAttribute('inert')).not.toBeNull();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(await focused()).toBe('Show the back of Dorn Ashgrave');
    await page.keyboard.press('Space');
    expect(await npcCard.getAttribute('data-flipped')).toBe('true');
    expect(await focused()).toBe('Show the front of Dorn Ashgrave');
  });

  it('shows every section in the Character Details dialog, with a 5 s sparkle, Share and Edit', async () => {
    const { page, auth } = await signedIn();
    const npc = await forge(auth, { name: 'Elowen Tarry', race: 'tiefling', occupation: 'priest' });
    await portraitsReady(auth);
    await openGallery(page);
    const npcCard = card(page, 'Elowen Tarry');
    await npcCard.click({ position: { x: 150, y: 120 } });
    await npcCard.locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).click();

    const dialog = page.getByRole('dialog', { name: 'Character Details' });
    await dialog.waitFor();
    await dialog.getByTestId('sparkle').waitFor();
    await dialog.getByRole('heading', { name: 'Elowen Tarry' }).waitFor();
    const text = await textOf(dialog);
    for (const fact of ['Race', 'Tiefling', 'Gender', 'Age', npc.age, 'Occupation', 'Social Class']) {
      expect(text).toContain(fact);
    }
    for (const tag of npc.tags) expect(text).toContain(tag);
    for (const section of [
      'Appearance',
      'Personality',
      'Traits',
      'Mannerisms',
      'Flaws',
      'Secrets',
      'Backstory',
      'Motivations',
      'Plot Hooks',
    ]) {
      await dialog.getByRole('region', { name: section, exact: true }).waitFor();
    }
    expect(npc.plotHooks.length).toBeGreaterThan(0);
    for (const hook of npc.plotHooks) {
      expect(text).toContain(hook.title);
      expect(text).toContain(hook.description);
    }
    for (const action of ['Regenerate', 'Edit', 'Share', 'Export PDF']) {
      await dialog.getByRole('button', { name: action, exact: true }).waitFor();
    }
    await dialog.getByTestId('image-frame').and(page.locator('[data-state="loaded"]')).waitFor();
    // The sparkle lasts 5 s.
    await dialog.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });

    // Share makes a public link (decision 019; tests/e2e/share.e2e.ts follows it to the page).
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share Elowen Tarry' });
    await shareDialog.getByRole('button', { name: 'Create link' }).click();
    await shareDialog.getByRole('button', { name: 'Copy', exact: true }).click();
    // A modal dialog hides the rest of the page from the accessibility tree, so the toast is found by its markup.
    await page.locator('li[data-state="open"]', { hasText: 'Copied to clipboard' }).waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await page.keyboard.press('Escape');
    await shareDialog.waitFor({ state: 'detached' });

    // Edit turns the view's edit mode on: each section gets its own Edit, Re-roll and Lock (decision 024).
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    const done = dialog.getByRole('button', { name: 'Done', exact: true });
    expect(await done.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Edit Backstory' }).waitFor();
    await done.click();
    await dialog.getByRole('button', { name: 'Edit Backstory' }).waitFor({ state: 'detached' });

    // Re-forge opens the generator's Advanced form with the NPC's choices and seed.
    await dialog.getByRole('button', { name: 'Re-forge', exact: true }).click();
    await page.waitForURL(`**/npc-generator?from=${npc.id}`);
    const form = page.getByRole('form', { name: 'Advanced NPC' });
    await form.waitFor();
    expect(await page.getByRole('tab', { name: 'Advanced' }).getAttribute('aria-selected')).toBe('true');
    expect(await form.getByLabel('Name (optional)').inputValue()).toBe('Elowen Tarry');
    expect(await textOf(page.getByRole('combobox', { name: 'Race', exact: true }))).toBe('Tiefling');
    expect(await textOf(page.getByText(/^Re-forging/))).toContain('Elowen Tarry');
  });

  it('exports a real PDF named after the NPC, then says Downloaded! for about 2 s', async () => {
    const { page, auth } = await signedIn();
    await forge(auth, { name: "Fennick O'Dell", race: 'halfling', occupation: 'thief' });
    await portraitsReady(auth);
    await openGallery(page);
    const npcCard = card(page, "Fennick O'Dell");
    await npcCard.click({ position: { x: 150, y: 120 } });
    const button = npcCard.locator('[data-face="back"]').getByRole('button', { name: 'Export PDF' });

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(exportFileName("Fennick O'Dell", 'pdf'));
    expect(download.suggestedFilename()).toBe("Fennick_O'Dell.pdf");
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectToast(page, 'Export Successful');
    await npcCard.getByRole('button', { name: 'Downloaded!' }).waitFor();
    await npcCard.getByRole('button', { name: 'Export PDF' }).waitFor({ timeout: 4000 });
  });

  it('downloads the portrait as <name>.png and regenerates it with its toast', async () => {
    const { page, auth } = await signedIn();
    const npc = await forge(auth, { name: 'Garrow Pike', race: 'gnome', occupation: 'wizard' });
    const [before] = await portraitsReady(auth);
    await openGallery(page);
    const front = card(page, 'Garrow Pike').locator('[data-face="front"]');
    await front.getByTestId('image-frame').and(page.locator('[data-state="loaded"]')).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      front.getByRole('button', { name: 'Download portrait' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Garrow Pike.png');
    const png = readFileSync(await download.path());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

    const newPortrait = page.waitForResponse(
      (r) => r.url().includes(`/api/npc/${npc.id}/portrait?v=`) && !r.url().endsWith(before!.portraitUrl!),
    );
    await front.getByRole('button', { name: 'Regenerate portrait' }).click();
    await expectToast(page, 'Portrait regenerated');
    const response = await newPortrait;
    expect(response.status()).toBe(200);
    await front.getByTestId('image-frame').and(page.locator('[data-state="loaded"]')).waitFor();
    const [after] = await portraitsReady(auth);
    expect(after?.portraitUrl).not.toBe(before?.portraitUrl);
  });

  it('shows each portrait failure with its message, a Regenerate button and no download', async () => {
    const { page, auth } = await signedIn();
    await forge(auth, { name: 'Hale Expired' });
    await forge(auth, { name: 'Ivo Missing' });
    await forge(auth, { name: 'Jory Failed' });
    await forge(auth, { name: 'Kell Nothing' });
    const names = new Map((await portraitsReady(auth)).map((npc) => [npc.portraitUrl ?? '-', npc.name]));
    await page.route('**/api/npc/*/portrait?v=*', (route) => {
      const name = names.get(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
      if (name === 'Hale Expired') {
        return route.fulfill({ status: 410, json: { message: 'gone', error: 'PORTRAIT_URL_EXPIRED' } });
      }
      if (name === 'Ivo Missing') {
        return route.fulfill({ status: 410, json: { message: 'gone', error: 'PORTRAIT_FILE_MISSING' } });
      }
      return route.continue();
    });
    await rewriteList<Npc>(page, 'npcs', (list) =>
      list.map((npc) =>
        npc.name === 'Jory Failed'
          ? { ...npc, imageStatus: 'failed', portraitUrl: null, imageError: 'The easel collapsed' }
          : npc.name === 'Kell Nothing'
            ? { ...npc, portraitUrl: null }
            : npc,
      ),
    );
    await openGallery(page);

    const expectations = [
      ['Hale Expired', 'failed', 'Portrait URL has expired. Please regenerate the portrait.'],
      ['Ivo Missing', 'failed', 'The portrait image is missing. Please regenerate it.'],
      ['Jory Failed', 'failed', 'The easel collapsed'],
      ['Kell Nothing', 'none', 'No portrait available'],
    ] as const;
    for (const [name, state, message] of expectations) {
      const front = card(page, name).locator('[data-face="front"]');
      const frame = front.getByTestId('image-frame');
      await frame.and(page.locator(`[data-state="${state}"]`)).waitFor();
      expect(await textOf(frame), name).toContain(message);
      await frame.getByRole('button', { name: 'Regenerate' }).waitFor();
      expect(await front.getByRole('button', { name: 'Download portrait' }).isDisabled(), name).toBe(true);
      expect(await frame.locator('img').getAttribute('src')).toBe('/images/npcs/npc-placeholder.jpg');
    }
    const placeholder = await page.request.get('/images/npcs/npc-placeholder.jpg');
    expect(placeholder.status()).toBe(200);
    expect((await placeholder.body()).subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  it("never shows one user another user's NPCs", async () => {
    const owner = await registerViaApi(baseUrl, newAccount('Owner'));
    const secret = await forge(owner, { name: 'Vexa Hiddenhand', race: 'tiefling' });
    const { page, auth } = await signedIn('desktop', 'Stranger');
    await forge(auth, { name: 'Wren Honest' });
    await openGallery(page);
    await card(page, 'Wren Honest').waitFor();
    expect(await page.getByText('Vexa Hiddenhand').count()).toBe(0);
    expect((await getViaApi(baseUrl, auth.token, `/api/npc/${secret.id}`)).status).toBe(404);
    expect((await getViaApi(baseUrl, auth.token, `/api/npc/${secret.id}/portrait`)).status).toBe(404);
    expect((await getViaApi(baseUrl, auth.token, `/api/npc/${secret.id}/export`)).status).toBe(404);
  });

  it.each(['desktop', 'phone'] as const)('captures the NPC screens (%s)', async (viewport) => {
    const { page, auth } = await signedIn(viewport, 'Painter');
    await openGallery(page);
    await page.getByRole('heading', { name: 'Your Gallery is Empty' }).waitFor();
    // The gallery's mobile menu button (the shell's drawer) is there on phones, the sidebar on desktops.
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(
      viewport === 'phone',
    );
    await saveScreenshot(page, 'npc-gallery-empty', viewport);

    await page.goto('/npc-generator');
    await page.getByRole('button', { name: 'Forge NPC' }).waitFor();
    await saveScreenshot(page, 'npc-generator-quick', viewport);
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByRole('form', { name: 'Advanced NPC' }).waitFor();
    await saveScreenshot(page, 'npc-generator-advanced', viewport);

    await page.getByRole('tab', { name: 'Quick' }).click();
    await slowGenerate(page, 1500);
    await page.getByRole('button', { name: 'Forge NPC' }).click();
    await page.getByTestId('forging-overlay').waitFor();
    await saveViewport(page, 'npc-overlay', viewport);
    await page.waitForURL('**/npc-gallery');

    const people = [
      { race: 'elf', occupation: 'wizard', gender: 'female', artStyle: 'painterly' },
      { race: 'dwarf', occupation: 'blacksmith', gender: 'male', artStyle: 'fantasy' },
      { race: 'dragonborn', occupation: 'guard', gender: 'male', artStyle: 'concept-art' },
      { race: 'halfling', occupation: 'innkeeper', gender: 'female', artStyle: 'cel-shaded' },
      { race: 'tiefling', occupation: 'thief', gender: 'non-binary', artStyle: 'realistic' },
    ];
    for (const person of people) await forge(auth, person);
    await portraitsReady(auth);
    await openGallery(page);
    const cards = page.getByTestId('npc-card');
    await cards.nth(5).waitFor();
    for (let i = 0; i < 6; i++) {
      await cards.nth(i).getByTestId('image-frame').and(page.locator('[data-state="loaded"]')).waitFor();
    }
    // Toasts and sparkles of the fresh cards are gone before the picture is taken.
    await toastLocator(page)
      .first()
      .waitFor({ state: 'detached', timeout: 8000 })
      .catch(() => undefined);
    await page.getByTestId('sparkle').first().waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(page, 'npc-gallery-fronts', viewport);

    await cards.nth(1).click({ position: { x: 150, y: 120 } });
    await cards.nth(1).locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'npc-card-back', viewport);

    await cards.nth(1).locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Character Details' });
    await dialog.getByTestId('image-frame').and(page.locator('[data-state="loaded"]')).waitFor();
    await dialog.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await saveViewport(page, 'npc-details', viewport);
  });
});
