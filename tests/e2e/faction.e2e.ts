// Browser tests of the FACTION FORGE, the faction gallery and /faction/{id} against the real server: both forms and
// the request they send, the overlays, the 'Faction Created!' card (no redirect) and the 'Generation Failed' card
// with the catalogue's toasts, the dossier's tabs and empty texts, the error state, search, size filter, count and
// statistics, both empty states, flip cards and the 'Faction Details' dialog, emblem regeneration and a broken
// emblem, PDF and Markdown exports opened in a new window, axe on every screen, screenshots.
import {
  FACTION_INFLUENCE_LABELS,
  FACTION_QUICK_DEFAULTS,
  factionQuickToRequest,
} from '@shared/kinds/faction';
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
import { kindPages, saveViewport } from './support/kind-pages';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

type Named = { name: string; description: string };
type Faction = {
  id: number;
  name: string;
  motto: string;
  purpose: string;
  size: string;
  alignment: string;
  influence: string;
  secrecy: string;
  description: string;
  headquarters: string;
  territory: string;
  goals: string[];
  leadership: string;
  structure: string;
  recruitment: string;
  historyBackground: string;
  resources: Named[];
  rituals: Named[];
  specialAbilities: string[];
  quests: { title: string; description: string }[];
  keyMembers: { name: string; role: string; description: string }[];
  rivals: { rivalName: string; description: string }[];
  allies: string[];
  weaknesses: string[];
  emblemStyle: string;
  blazon: string;
  tags: string[];
  imageUrl: string | null;
  imageStatus: 'pending' | 'ready' | 'failed';
  createdAt: string;
};

const QUICK_REQUEST = factionQuickToRequest({ size: FACTION_QUICK_DEFAULTS.size });

const NO_SECTIONS = {
  includeHistory: false,
  includeStructure: false,
  includeLeadership: false,
  includeRecruitment: false,
  includeResources: false,
  includeRituals: false,
  includeSpecialAbilities: false,
  includeKeyMembers: false,
  includeQuests: false,
  includeRivals: false,
  includeAllies: false,
  includeWeaknesses: false,
};

const INCLUDE_LABELS = [
  'History',
  'Structure',
  'Leadership',
  'Recruitment',
  'Resources',
  'Rituals',
  'Special Abilities',
  'Key Members',
  'Quests',
  'Rivals',
  'Allies',
  'Weaknesses',
];

describeInBrowser('Faction Forge, gallery and faction page', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Herald' });
  const { signedIn } = pages;

  function forge(auth: AuthAnswer, body: Record<string, unknown> = {}): Promise<Faction> {
    return generateViaApi<Faction>(baseUrl, auth.token, '/api/faction/generate', null, {
      ...QUICK_REQUEST,
      ...body,
    });
  }

  const {
    picturesReady: emblemsReady,
    newest: newestFaction,
    slowGenerate,
    card,
    loaded,
    openGallery,
  } = kindPages<Faction>(baseUrl, {
    apiBase: 'faction',
    listPath: 'factions',
    gallery: { path: '/faction-gallery', heading: 'Faction Gallery' },
  });

  async function shownNames(page: Page): Promise<string[]> {
    return page
      .getByTestId('faction-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  }

  /** Waits until the toast on screen has gone (for a screenshot of the page alone). */
  async function toastsGone(page: Page) {
    await toastLocator(page)
      .first()
      .waitFor({ state: 'detached', timeout: 8000 })
      .catch(() => undefined);
  }

  it('shows a new user the empty gallery, with Create First Faction and Create New Faction', async () => {
    const { page } = await signedIn();
    await openGallery(page);
    await page.getByRole('heading', { name: 'No Factions Found' }).waitFor();
    expect(await textOf(page.locator('main'))).toContain(
      "You haven't created any factions yet. Generate your first faction to get started!",
    );
    expect(await page.getByTestId('faction-statistics').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create New Faction' }).getAttribute('href')).toBe(
      '/faction-generator',
    );
    await expectAccessible(page, 'empty faction gallery');
    await page.getByRole('link', { name: 'Create First Faction' }).click();
    await page.getByRole('heading', { level: 1, name: 'FACTION FORGE' }).waitFor();
  });

  it("forges a QUICK faction: defaults, overlay, 'Faction Created!' without a redirect, View Details", async () => {
    const { page, auth } = await signedIn();
    await page.goto('/faction-generator');
    await page.getByRole('heading', { level: 1, name: 'FACTION FORGE' }).waitFor();
    const quickTab = page.getByRole('tab', { name: 'QUICK', exact: true });
    expect(await quickTab.getAttribute('aria-selected')).toBe('true');
    expect(await textOf(page.getByRole('tab', { name: 'ADVANCED', exact: true }))).toBe('ADVANCED');
    const form = page.getByRole('form', { name: 'Quick faction' });
    expect(await textOf(form.getByRole('combobox', { name: 'Size' }))).toBe('Regional Power');
    // The purpose is free text with the contract's purposes as suggestions.
    const purpose = form.getByLabel('Purpose (optional)');
    const listId = await purpose.getAttribute('list');
    expect(await page.locator(`datalist#${listId} option`).count()).toBe(14);
    await expectAccessible(page, 'faction generator, quick');

    await form.getByLabel('Name (optional)').fill('The Gilded Quill');
    await purpose.fill('spy ring');
    await choose(page, 'Size', 'Local Organization');
    const sent = await slowGenerate(page);
    const answered = page.waitForResponse('**/api/faction/generate');
    await form.getByRole('button', { name: 'Forge Faction' }).click();
    const overlay = page.getByTestId('forging-overlay');
    await overlay.waitFor();
    expect(await textOf(overlay)).toContain('Quickly Forging your Faction');
    expect(await page.getByRole('button', { name: 'Forging Faction...' }).first().isDisabled()).toBe(true);
    expect((await answered).status()).toBe(200);

    const created = page.getByTestId('faction-created');
    await created.getByRole('heading', { name: 'Faction Created!' }).waitFor();
    const faction = await newestFaction(auth);
    await expectToast(page, 'Faction Generated', 'The Gilded Quill');
    expect(sent()).toEqual(
      factionQuickToRequest({ name: 'The Gilded Quill', purpose: 'spy ring', size: 'Local Organization' }),
    );
    expect(faction).toMatchObject({
      name: 'The Gilded Quill',
      purpose: 'spy ring',
      size: 'Local Organization',
      influence: 'moderate',
      secrecy: 'known',
      emblemStyle: 'fantasy',
    });
    // No automatic redirect: the card stays, focused for keyboards and screen readers.
    await page.waitForTimeout(800);
    expect(new URL(page.url()).pathname).toBe('/faction-generator');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Faction Created!');
    expect(await textOf(created)).toContain('Faction Gallery');
    expect(await created.getByRole('link', { name: 'Faction Gallery' }).getAttribute('href')).toBe(
      '/faction-gallery',
    );
    await expectAccessible(page, "faction generator, 'Faction Created!'");

    await created.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**/faction/${faction.id}`);
    await page.getByRole('heading', { level: 1, name: 'The Gilded Quill' }).waitFor();
  });

  it('forges from the ADVANCED tab with every field obeyed, and leaves a random alignment out', async () => {
    const { page, auth } = await signedIn();
    await page.goto('/faction');
    await page.getByRole('heading', { level: 1, name: 'FACTION FORGE' }).waitFor();
    // The mode tabs by keyboard: arrows move and select.
    await page.getByRole('tab', { name: 'QUICK', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    // Radix moves focus a tick after the key, and selects on focus.
    await expect
      .poll(() => page.getByRole('tab', { name: 'ADVANCED', exact: true }).getAttribute('aria-selected'))
      .toBe('true');
    const form = page.getByRole('form', { name: 'Advanced faction' });
    for (const label of INCLUDE_LABELS) {
      expect(
        await form.getByRole('checkbox', { name: label, exact: true }).getAttribute('aria-checked'),
        label,
      ).toBe('true');
    }
    expect(await form.getByRole('radio').allTextContents()).toEqual([
      'Fantasy',
      'Medieval',
      'Dark',
      'Elegant',
      'Tribal',
      'Arcane',
      'Religious',
      'Military',
    ]);
    expect(await textOf(form.getByRole('combobox', { name: 'Faction Size' }))).toBe('Regional Power');
    expect(await textOf(form.getByRole('combobox', { name: 'Alignment (optional)' }))).toBe('Random');
    await form.getByRole('combobox', { name: 'Alignment (optional)' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Random',
      'Lawful Good',
      'Neutral Good',
      'Chaotic Good',
      'Lawful Neutral',
      'True Neutral',
      'Chaotic Neutral',
      'Lawful Evil',
      'Neutral Evil',
      'Chaotic Evil',
    ]);
    await page.keyboard.press('Escape');
    await form.getByRole('combobox', { name: 'Influence Level' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(Object.values(FACTION_INFLUENCE_LABELS));
    await page.keyboard.press('Escape');
    const goals = form.getByLabel('Goals (optional, one per line)');
    expect(await goals.getAttribute('rows')).toBe('3');
    await expectAccessible(page, 'faction generator, advanced');

    await form.getByLabel('Faction Name (optional)').fill('Order of the Pale Lantern');
    await form.getByLabel('Purpose (optional)').fill('holy order');
    await choose(page, 'Faction Size', 'National Group');
    await choose(page, 'Influence Level', FACTION_INFLUENCE_LABELS.major);
    await choose(page, 'Secrecy Level', 'Secret');
    await choose(page, 'Alignment (optional)', 'Lawful Good');
    await goals.fill('Keep the lanterns lit\nFind the drowned saint');
    for (const label of ['Rituals', 'Key Members', 'Quests']) {
      await form.getByRole('checkbox', { name: label, exact: true }).click();
    }
    await form.getByRole('radio', { name: 'Arcane' }).click();

    const sent = await slowGenerate(page);
    const answered = page.waitForResponse('**/api/faction/generate');
    await form.getByRole('button', { name: 'Forge Faction' }).click();
    expect(await textOf(page.getByTestId('forging-overlay'))).toContain('Meticulously Forging your Faction');
    await answered;
    await page.getByRole('heading', { name: 'Faction Created!' }).waitFor();
    expect(sent()).toEqual({
      name: 'Order of the Pale Lantern',
      purpose: 'holy order',
      size: 'National Group',
      influence: 'major',
      secrecy: 'secret',
      alignment: 'Lawful Good',
      goals: 'Keep the lanterns lit\nFind the drowned saint',
      emblemStyle: 'arcane',
      includeHistory: true,
      includeStructure: true,
      includeLeadership: true,
      includeRecruitment: true,
      includeResources: true,
      includeRituals: false,
      includeSpecialAbilities: true,
      includeKeyMembers: false,
      includeQuests: false,
      includeRivals: true,
      includeAllies: true,
      includeWeaknesses: true,
      alliances: true,
    });
    const faction = await newestFaction(auth);
    expect(faction).toMatchObject({
      name: 'Order of the Pale Lantern',
      purpose: 'holy order',
      size: 'National Group',
      influence: 'major',
      secrecy: 'secret',
      alignment: 'Lawful Good',
      emblemStyle: 'arcane',
      rituals: [],
      keyMembers: [],
      quests: [],
    });
    expect(faction.goals.slice(0, 2)).toEqual(['Keep the lanterns lit', 'Find the drowned saint']);

    // Back to the defaults: blank name, random alignment, which the request leaves out.
    await form.getByRole('button', { name: 'Reset to defaults' }).click();
    const again = await slowGenerate(page, 100);
    const answeredAgain = page.waitForResponse('**/api/faction/generate');
    await form.getByRole('button', { name: 'Forge Faction' }).click();
    await answeredAgain;
    await page.getByRole('heading', { name: 'Faction Created!' }).waitFor();
    expect(again()).not.toHaveProperty('alignment');
    expect(again()).not.toHaveProperty('name');
    expect(again()).toMatchObject({ size: 'Regional Power', influence: 'moderate', includeQuests: true });
  });

  it("shows the 'Generation Failed' card and the catalogue's toasts when forging fails", async () => {
    const { page } = await signedIn();
    await page.goto('/faction-generator');
    const button = page
      .getByRole('form', { name: 'Quick faction' })
      .getByRole('button', { name: 'Forge Faction' });
    await button.waitFor();
    const answers = [
      {
        answer: {
          status: 403,
          json: {
            message: 'You have no credits left to forge a faction.',
            error: 'GENERATIONS_LIMIT_REACHED',
          },
        },
        title: 'Generation Limit Reached',
        text: "You've reached your faction generation limit. Please try again later.",
        card: 'You have no credits left to forge a faction.',
      },
      {
        answer: { status: 500, json: { message: 'The forge went cold.', error: 'INTERNAL_ERROR' } },
        title: 'Failed to Generate Faction',
        text: 'The forge went cold.',
        card: 'The forge went cold.',
      },
      {
        answer: {
          status: 504,
          json: {
            message: 'The AI provider did not answer in time. Please try again.',
            error: 'PROVIDER_TIMEOUT',
          },
        },
        title: 'Failed to Generate Faction',
        text: 'The AI provider did not answer in time. Please try again.',
        card: 'The AI provider did not answer in time. Please try again.',
      },
      {
        answer: { status: 429, json: { message: 'Busy', error: 'RATE_LIMIT_EXCEEDED' } },
        title: 'API Rate Limit Reached',
        text: 'The OpenAI API limit has been reached. Please try again in a moment.',
        card: 'Busy',
      },
      {
        answer: null,
        title: 'Error',
        text: 'Failed to generate faction. Please try again.',
        card: 'There was an error generating your faction. Please try again.',
      },
    ];
    for (const { answer, title, text, card: cardText } of answers) {
      await page.route('**/api/faction/generate', (route) =>
        answer ? route.fulfill(answer) : route.abort(),
      );
      await button.click();
      const failed = page.getByTestId('faction-failed');
      await failed.getByRole('heading', { name: 'Generation Failed' }).waitFor();
      expect(await textOf(failed), title).toContain(cardText);
      expect(await expectToast(page, title, text)).toContain(text);
      await page.unroute('**/api/faction/generate');
      expect(new URL(page.url()).pathname).toBe('/faction-generator');
      expect(await button.isEnabled()).toBe(true);
      if (title === 'Generation Limit Reached')
        await expectAccessible(page, "faction generator, 'Generation Failed'");
    }
    const logged = pages.current!.errors.splice(0);
    expect(logged.filter((line) => line.startsWith('console.error: faction generation failed'))).toHaveLength(
      3,
    );
    expect(logged.filter((line) => line.startsWith('requestfailed: POST'))).toHaveLength(1);
    expect(logged).toHaveLength(4);
  });

  it('shows the dossier at /faction/{id}: standing, goals, blazon and the four tabs, by keyboard too', async () => {
    const { page, auth } = await signedIn();
    const faction = await forge(auth, {
      size: 'Continental Network',
      secrecy: 'rumored',
      influence: 'overwhelming',
      alignment: 'Neutral Evil',
      purpose: 'merchant league',
    });
    await emblemsReady(auth);
    await page.goto(`/faction/${faction.id}`);
    await page.getByRole('heading', { level: 1, name: faction.name }).waitFor();
    const dossier = page.getByTestId('faction-dossier');
    await loaded(page, dossier).waitFor({ timeout: 20_000 });
    expect(await dossier.getByRole('img', { name: `Emblem of ${faction.name}` }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    if (faction.motto) expect(await textOf(dossier.getByTestId('faction-motto'))).toBe(`“${faction.motto}”`);
    expect(await textOf(dossier.getByTestId('faction-badge-size'))).toBe('Size: Continental Network');
    expect(await textOf(dossier.getByTestId('faction-badge-alignment'))).toBe('Alignment: Neutral Evil');
    expect(await textOf(dossier.getByTestId('faction-badge-influence'))).toBe(
      'Influence: Overwhelming influence',
    );
    expect(await textOf(dossier.getByTestId('faction-badge-secrecy'))).toBe('Secrecy: Rumored');
    expect(await textOf(dossier.getByRole('region', { name: 'Description' }))).toContain(
      faction.description.slice(0, 60),
    );
    expect(await textOf(dossier.getByRole('region', { name: 'Headquarters' }))).toContain(
      faction.headquarters,
    );
    expect(await textOf(dossier.getByRole('region', { name: 'Territory' }))).toContain(faction.territory);
    expect(await dossier.getByTestId('faction-goals').locator('li').count()).toBe(faction.goals.length);
    const blazon = dossier.getByRole('region', { name: 'Blazon' });
    expect(await textOf(blazon.getByTestId('faction-blazon'))).toBe(faction.blazon);
    // The arms open in Armoria's editor, a new tab.
    const armoria = blazon.getByRole('link', { name: 'Open in Armoria (opens in a new tab)' });
    expect(await armoria.getAttribute('href')).toMatch(/^https:\/\/azgaar\.github\.io\/Armoria\/\?coa=/);
    expect(await armoria.getAttribute('target')).toBe('_blank');
    for (const action of ['Regenerate Emblem', 'Export Markdown', 'Export PDF']) {
      await dossier.getByRole('button', { name: action, exact: true }).waitFor();
    }
    const tabs = await dossier.getByRole('tab').allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual(['Structure', 'Resources', 'Members', 'Relations']);
    await dossier.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await expectAccessible(page, `/faction/${faction.id}, Structure`);

    const panel = dossier.getByRole('tabpanel');
    for (const [section, text] of [
      ['Leadership', faction.leadership],
      ['Organization', faction.structure],
      ['Recruitment', faction.recruitment],
      ['History', faction.historyBackground],
    ] as const) {
      expect(await textOf(panel.getByRole('region', { name: section })), section).toContain(
        text.slice(0, 40),
      );
    }
    // By keyboard: the arrows move between the tabs and select them.
    await dossier.getByRole('tab', { name: 'Structure' }).focus();
    await page.keyboard.press('ArrowRight');
    // Radix moves focus a tick after the key, and selects on focus.
    const selected = (tab: string) => dossier.getByRole('tab', { name: tab }).getAttribute('aria-selected');
    await expect.poll(() => selected('Resources')).toBe('true');
    const resources = await textOf(panel);
    for (const item of [...faction.resources, ...faction.rituals]) expect(resources).toContain(item.name);
    for (const quest of faction.quests) expect(resources).toContain(quest.title);
    for (const ability of faction.specialAbilities) expect(resources).toContain(ability);
    for (const section of ['Resources', 'Rituals', 'Special Abilities', 'Quests and Missions']) {
      await panel.getByRole('region', { name: section }).waitFor();
    }
    await expectAccessible(page, `/faction/${faction.id}, Resources`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected('Members')).toBe('true');
    const members = await textOf(panel);
    for (const member of faction.keyMembers) {
      expect(members).toContain(member.name);
      expect(members).toContain(member.role);
    }
    await page.keyboard.press('End');
    await expect.poll(() => selected('Relations')).toBe('true');
    const relations = await textOf(panel);
    for (const rival of faction.rivals) expect(relations).toContain(rival.rivalName);
    for (const ally of faction.allies) expect(relations).toContain(ally);
    for (const weakness of faction.weaknesses) expect(relations).toContain(weakness);
    for (const section of ['Rivals and Enemies', 'Allies and Friends', 'Weaknesses and Vulnerabilities']) {
      await panel.getByRole('region', { name: section }).waitFor();
    }
    await expectAccessible(page, `/faction/${faction.id}, Relations`);

    await page.getByRole('link', { name: 'Back to the Faction Gallery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Faction Gallery' }).waitFor();
  });

  it('says what a faction forged with every section left out does not have', async () => {
    const { page, auth } = await signedIn();
    const faction = await forge(auth, NO_SECTIONS);
    expect(faction).toMatchObject({ keyMembers: [], rivals: [], allies: [], historyBackground: '' });
    await page.goto(`/faction/${faction.id}`);
    const dossier = page.getByTestId('faction-dossier');
    await dossier.getByRole('heading', { level: 1, name: faction.name }).waitFor();
    const panel = dossier.getByRole('tabpanel');
    for (const section of ['Leadership', 'Organization', 'Recruitment']) {
      expect(await textOf(panel.getByRole('region', { name: section })), section).toContain(
        'Left out when this faction was forged.',
      );
    }
    expect(await panel.getByRole('region', { name: 'History' }).count()).toBe(0);
    await dossier.getByRole('tab', { name: 'Resources' }).click();
    expect(await panel.getByRole('region').count()).toBe(0);
    expect(await textOf(panel)).toBe(
      'No resources, rituals, special abilities or quests were recorded for this faction.',
    );
    await dossier.getByRole('tab', { name: 'Members' }).click();
    expect(await textOf(panel.getByRole('region', { name: 'Key Members' }))).toContain(
      'No key members information available.',
    );
    await dossier.getByRole('tab', { name: 'Relations' }).click();
    for (const section of ['Rivals and Enemies', 'Allies and Friends', 'Weaknesses and Vulnerabilities']) {
      expect(await textOf(panel.getByRole('region', { name: section })), section).toContain(
        'Left out when this faction was forged.',
      );
    }
    await expectAccessible(page, 'faction dossier without sections, Relations');
  });

  it("shows 'Error Loading Faction' for an unknown id, another user's faction and a failed load", async () => {
    const { page } = await signedIn();
    const stranger = await registerViaApi(baseUrl, newAccount('Stranger'));
    const foreign = await forge(stranger);
    for (const path of [`/faction/${foreign.id}`, '/faction/999999999']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Error Loading Faction' }).waitFor();
      expect(await textOf(page.getByTestId('faction-error'))).toContain(
        'Failed to load the faction. Please try again later.',
      );
      expect(await page.getByText(foreign.name).count(), path).toBe(0);
    }
    await expectAccessible(page, 'faction error state');
    await page.route('**/api/faction/1', (route) =>
      route.fulfill({ status: 500, json: { message: 'The archive is flooded', error: 'INTERNAL_ERROR' } }),
    );
    await page.goto('/faction/1');
    await page.getByRole('heading', { level: 1, name: 'Error Loading Faction' }).waitFor();
    await page.getByRole('link', { name: 'Back to the Faction Gallery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Faction Gallery' }).waitFor();
  });

  it('searches name, description and tags, filters by size group, counts and shows the statistics', async () => {
    const { page, auth } = await signedIn();
    const gang = await forge(auth, { size: 'Small Gang', secrecy: 'secret', purpose: "thieves' guild" });
    const regional = await forge(auth, {
      size: 'Regional Power',
      secrecy: 'known',
      purpose: 'knightly order',
    });
    const local = await forge(auth, { size: 'Local Organization', secrecy: 'secret', purpose: 'cult' });
    const world = await forge(auth, {
      size: 'World Organization',
      secrecy: 'clandestine',
      purpose: 'spy ring',
    });
    await openGallery(page);
    await page.getByTestId('faction-card').nth(3).waitFor();
    const count = page.getByText(/^Showing \d+ of \d+ factions$/);
    expect(await textOf(count)).toBe('Showing 4 of 4 factions');

    const stats = await textOf(page.getByTestId('faction-statistics'));
    expect(stats).toContain('Total Factions4');
    // One of each size: the tie goes to the newest faction's size.
    expect(stats).toContain('Most Common SizeWorld Organization');
    expect(stats).toContain('Common SecrecySecret');
    expect(stats).toContain(`Recently Added${world.name}`);

    const search = page.getByRole('searchbox', { name: 'Search' });
    expect(await search.getAttribute('placeholder')).toBe('Search factions by name, description, or tags...');
    await choose(page, 'Size filter', 'Small (gangs, local)');
    await expect.poll(() => shownNames(page)).toEqual([local.name, gang.name]);
    expect(await textOf(count)).toBe('Showing 2 of 4 factions');
    await choose(page, 'Size filter', 'Regional powers');
    await expect.poll(() => shownNames(page)).toEqual([regional.name]);
    await choose(page, 'Size filter', 'Large (national to world)');
    await expect.poll(() => shownNames(page)).toEqual([world.name]);
    // Filters live in the address: Back and Forward step through them.
    expect(new URL(page.url()).searchParams.get('size')).toBe('large');
    await page.goBack();
    await expect.poll(() => shownNames(page)).toEqual([regional.name]);
    await page.goForward();
    await expect.poll(() => shownNames(page)).toEqual([world.name]);
    await expectAccessible(page, 'faction gallery, filtered');
    await choose(page, 'Size filter', 'All sizes');

    await search.fill(gang.name.toUpperCase());
    await expect.poll(() => shownNames(page)).toEqual([gang.name]);
    const tag = world.tags.find((t) => ![gang, regional, local].some((f) => f.tags.includes(t)));
    if (tag) {
      await search.fill(tag.toUpperCase());
      expect(await shownNames(page)).toContain(world.name);
    }
    const words = regional.description.split(/\s+/).slice(2, 6).join(' ');
    await search.fill(words);
    await expect.poll(() => shownNames(page)).toContain(regional.name);

    await search.fill('no such brotherhood anywhere');
    await page.getByRole('heading', { name: 'No Factions Found' }).waitFor();
    expect(await textOf(page.locator('main'))).toContain(
      'No factions match your current search criteria. Try adjusting your filters.',
    );
    expect(await textOf(count)).toBe('Showing 0 of 4 factions');
    await page.getByTestId('faction-statistics').waitFor();
    await expectAccessible(page, 'faction gallery, no match');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => shownNames(page)).toHaveLength(4);
  });

  it('flips a card by a click on it (not on its buttons) and opens the dialog: loading, then the dossier', async () => {
    const { page, auth } = await signedIn();
    const faction = await forge(auth, { size: 'National Group', purpose: 'mercenary company' });
    await emblemsReady(auth);
    await openGallery(page);
    const factionCard = card(page, faction.name);
    const front = factionCard.locator('[data-face="front"]');
    await loaded(page, front).waitFor();
    if (faction.motto) expect(await textOf(front.getByTestId('faction-motto'))).toBe(`“${faction.motto}”`);
    expect(await textOf(front.getByTestId('faction-badge-size'))).toBe(`Size: ${faction.size}`);
    expect(await textOf(front.getByTestId('faction-badge-alignment'))).toBe(
      `Alignment: ${faction.alignment}`,
    );
    expect(await front.getByTestId('faction-badge-influence').count()).toBe(0);
    expect(await textOf(front.getByTestId('faction-description'))).toBe(faction.description);
    expect(await front.getByTestId('faction-goal').allTextContents()).toEqual(faction.goals.slice(0, 2));
    expect(await front.getByTestId('goals-more').count()).toBe(faction.goals.length > 2 ? 1 : 0);
    // The description is clamped to three lines.
    const lines = await front
      .getByTestId('faction-description')
      .evaluate((el) => Math.round(el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBeLessThanOrEqual(3);
    const box = await factionCard.boundingBox();
    expect(box?.height).toBe(460);

    // A click on a control of the card does not turn it; a click elsewhere does. The dialog reads the faction from
    // GET /api/faction/{id}: a loading state until it answers.
    await page.route(`**/api/faction/${faction.id}`, async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await front.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Faction Details' });
    await dialog.getByText('Unsealing the dossier…').waitFor();
    await expectAccessible(page, 'Faction Details dialog, loading');
    await dialog.getByRole('heading', { level: 2, name: faction.name }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await factionCard.getAttribute('data-flipped')).toBe('false');
    await front.getByTestId('faction-description').click();
    expect(await factionCard.getAttribute('data-flipped')).toBe('true');
    const back = factionCard.locator('[data-face="back"]');
    const section = (title: string) =>
      back.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
    expect(await textOf(section('Leadership'))).toContain(faction.leadership);
    expect(await textOf(section('Structure'))).toContain(faction.structure);
    expect(await textOf(section('Headquarters'))).toContain(faction.headquarters);
    expect(await textOf(section('Territory'))).toContain(faction.territory);
    const memberLines = await back.getByTestId('card-members').locator('li').allTextContents();
    expect(memberLines).toEqual(faction.keyMembers.slice(0, 2).map((m) => `${m.name} · ${m.role}`));
    expect(await section('Allies').locator('li').allTextContents()).toEqual(faction.allies.slice(0, 3));
    expect(await section('Rivals').locator('li').allTextContents()).toEqual(
      faction.rivals.slice(0, 2).map((r) => r.rivalName),
    );
    await expectAccessible(page, 'faction card back');

    const opener = back.getByRole('button', { name: 'View Details' });
    await opener.click();
    await dialog.getByRole('heading', { level: 2, name: faction.name }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Open Full Page' }).getAttribute('href')).toBe(
      `/faction/${faction.id}`,
    );
    for (const action of ['Regenerate Emblem', 'Export Markdown', 'Export PDF']) {
      await dialog.getByRole('button', { name: action, exact: true }).waitFor();
    }
    const tabs = await dialog.getByRole('tab').allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual(['Structure', 'Resources', 'Members', 'Relations']);
    await loaded(page, dialog).waitFor();
    await dialog.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await expectAccessible(page, 'Faction Details dialog');
    await dialog.getByRole('tab', { name: 'Members' }).click();
    await expectAccessible(page, 'Faction Details dialog, Members');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("regenerates the emblem: 'Regenerating...', the started toast, a new emblem; 'Error' when it fails", async () => {
    const { page, auth } = await signedIn();
    const faction = await forge(auth, { emblemStyle: 'medieval' });
    const [before] = await emblemsReady(auth);
    await page.goto(`/faction/${faction.id}`);
    const dossier = page.getByTestId('faction-dossier');
    await loaded(page, dossier).waitFor();
    await page.route('**/api/faction/*/regenerate-emblem', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await dossier.getByRole('button', { name: 'Regenerate Emblem' }).click();
    await dossier.getByRole('button', { name: 'Regenerating...' }).waitFor();
    await expectToast(
      page,
      'Regenerating Emblem',
      'Faction emblem regeneration started. Check back soon to see the new emblem!',
    );
    const [after] = await emblemsReady(auth);
    expect(after?.imageUrl).not.toBe(before?.imageUrl);
    await dossier.getByRole('button', { name: 'Regenerate Emblem' }).waitFor();
    await expect
      .poll(() => dossier.getByRole('img', { name: `Emblem of ${faction.name}` }).getAttribute('src'))
      .toMatch(/^blob:/);
    await page.unroute('**/api/faction/*/regenerate-emblem');

    await page.route('**/api/faction/*/regenerate-emblem', (route) =>
      route.fulfill({ status: 500, json: { message: 'Ink spilt', error: 'INTERNAL_ERROR' } }),
    );
    await toastsGone(page);
    await dossier.getByRole('button', { name: 'Regenerate Emblem' }).click();
    expect(await expectToast(page, 'Error', 'Failed to regenerate emblem. Please try again.')).toContain(
      'Failed to regenerate emblem. Please try again.',
    );
    expect(await textOf(dossier.getByRole('alert'))).toBe('Regeneration failed');
  });

  it("swaps in the placeholder and toasts 'Image Failed to Load' when the emblem cannot load", async () => {
    const { page, auth } = await signedIn();
    const faction = await forge(auth);
    await emblemsReady(auth);
    await page.route('**/api/faction/*/emblem?v=*', (route) =>
      route.fulfill({ status: 410, json: { message: 'gone', error: 'IMAGE_FILE_MISSING' } }),
    );
    await page.goto(`/faction/${faction.id}`);
    const frame = page.getByTestId('faction-dossier').getByTestId('image-frame');
    await frame.and(page.locator('[data-state="failed"]')).waitFor();
    expect(await frame.locator('img').getAttribute('src')).toBe('/images/factions/faction-placeholder.svg');
    expect(await textOf(frame)).toContain('Image file is missing. Please regenerate it.');
    await frame.getByRole('button', { name: 'Regenerate' }).waitFor();
    await expectToast(
      page,
      'Image Failed to Load',
      "The faction emblem couldn't be loaded. You can try regenerating it.",
    );
    expect((await page.request.get('/images/factions/faction-placeholder.svg')).status()).toBe(200);
    await expectAccessible(page, 'faction dossier with a broken emblem');
  });

  it('opens Export PDF and Export Markdown in a new window, the token never in an address', async () => {
    const { page, auth } = await signedIn();
    const faction = await forge(auth, { size: 'Local Organization', purpose: 'druid circle' });
    await emblemsReady(auth);
    const addresses: string[] = [];
    page.context().on('request', (request) => addresses.push(request.url()));
    await page.goto(`/faction/${faction.id}`);
    const dossier = page.getByTestId('faction-dossier');
    await loaded(page, dossier).waitFor();

    // The new window shows an object URL, and a document at a blob: address inherits the app's Content-Security-Policy
    // (connect-src 'self' does not cover blob:), so it cannot fetch its own address. A same-origin page without that
    // policy, served by the test itself, reads the bytes instead (object URLs are readable across the origin's tabs).
    const reader = await page.context().newPage();
    await reader.route(`${baseUrl}/__blob-reader`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reader</title>' }),
    );
    await reader.goto(`${baseUrl}/__blob-reader`);

    /**
     * Clicks the button (and the menu item, for a menu of flavours), then reads what the new window shows: its
     * address and its bytes.
     */
    async function opened(button: string, scope = dossier, menuItem?: string) {
      const trigger = scope.getByRole('button', { name: button, exact: true });
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        menuItem
          ? trigger.click().then(() => page.getByRole('menuitem', { name: menuItem }).click())
          : trigger.click(),
      ]);
      await popup.waitForURL(/^blob:/);
      const url = popup.url();
      const shown = await reader.evaluate(async (address) => {
        const response = await fetch(address);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { type: response.headers.get('Content-Type') ?? '', text: new TextDecoder().decode(bytes) };
      }, url);
      await popup.close();
      return { ...shown, url };
    }

    const pdf = await opened('Export PDF');
    expect(pdf.url.startsWith(`blob:${baseUrl}/`)).toBe(true);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text.slice(0, 5)).toBe('%PDF-');
    await expectToast(page, 'Export Successful');

    // Obsidian: front matter, then the dossier (decision 018); Homebrewery: its blocks, no front matter.
    const markdown = await opened('Export Markdown', dossier, 'Obsidian');
    expect(markdown.type).toBe('text/plain; charset=utf-8');
    expect(markdown.text.startsWith('---\nkind: "faction"\n')).toBe(true);
    expect(markdown.text).toContain(faction.description.slice(0, 30));
    const homebrewery = await opened('Export Markdown', dossier, 'Homebrewery');
    expect(homebrewery.text.startsWith('# ')).toBe(true);
    expect(homebrewery.text).toContain('{{note');

    // From the card's back in the gallery too.
    await openGallery(page);
    const factionCard = card(page, faction.name);
    await factionCard.getByTestId('faction-description').click();
    const fromCard = await opened('Export PDF', factionCard.locator('[data-face="back"]'));
    expect(fromCard.text.slice(0, 5)).toBe('%PDF-');

    expect(addresses.filter((url) => url.includes(auth.token))).toEqual([]);

    // A failed export closes its window and says so.
    await page.goto(`/faction/${faction.id}`);
    await loaded(page, dossier).waitFor();
    await page.route('**/api/faction/*/export/markdown', (route) =>
      route.fulfill({ status: 500, json: { message: 'Press jammed', error: 'INTERNAL_ERROR' } }),
    );
    await dossier.getByRole('button', { name: 'Export Markdown' }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('menuitem', { name: 'Obsidian' }).click(),
    ]);
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(await expectToast(page, 'Export failed')).toContain(
      'Could not export faction data. Please try again.',
    );
  });

  it.each(['desktop', 'phone'] as const)('captures the faction screens (%s)', async (viewport) => {
    const { page, auth } = await signedIn(viewport, 'Chronicler');
    await page.goto('/faction-generator');
    await page.getByRole('button', { name: 'Forge Faction' }).waitFor();
    await saveScreenshot(page, 'faction-forge-quick', viewport);
    await page.getByRole('tab', { name: 'ADVANCED' }).click();
    await saveScreenshot(page, 'faction-forge-advanced', viewport);
    await page.getByRole('tab', { name: 'QUICK' }).click();
    await page
      .getByRole('form', { name: 'Quick faction' })
      .getByLabel('Name (optional)')
      .fill('The Salt Court');
    await page.getByRole('button', { name: 'Forge Faction' }).click();
    await page.getByRole('heading', { name: 'Faction Created!' }).waitFor();
    await toastsGone(page);
    await saveScreenshot(page, 'faction-created', viewport);
    await expectAccessible(page, `'Faction Created!' (${viewport})`);

    const requests = [
      {
        size: 'World Organization',
        secrecy: 'clandestine',
        purpose: 'cabal of mages',
        emblemStyle: 'arcane',
      },
      { size: 'Small Gang', secrecy: 'secret', purpose: "thieves' guild", emblemStyle: 'dark' },
      { size: 'National Group', secrecy: 'known', purpose: 'knightly order', emblemStyle: 'medieval' },
    ];
    for (const request of requests) await forge(auth, request);
    const [first] = await emblemsReady(auth);
    await openGallery(page);
    const cards = page.getByTestId('faction-card');
    for (let i = 0; i < 4; i++) await loaded(page, cards.nth(i)).waitFor();
    await toastsGone(page);
    await page
      .getByTestId('sparkle')
      .first()
      .waitFor({ state: 'detached', timeout: 8000 })
      .catch(() => undefined);
    await saveScreenshot(page, 'faction-gallery', viewport);
    await cards.nth(0).getByTestId('faction-description').click();
    await cards.nth(0).locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).waitFor();
    await saveScreenshot(page, 'faction-card-back', viewport);
    await expectAccessible(page, `faction card back (${viewport})`);
    await cards.nth(0).locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Faction Details' });
    await loaded(page, dialog).waitFor();
    await dialog.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await saveViewport(page, 'faction-dialog', viewport);
    await expectAccessible(page, `Faction Details dialog (${viewport})`);
    await page.keyboard.press('Escape');

    await page.goto(`/faction/${first!.id}`);
    const dossier = page.getByTestId('faction-dossier');
    await loaded(page, dossier).waitFor();
    await dossier.getByTestId('sparkle').waitFor({ state: 'detached', timeout: 7000 });
    await saveScreenshot(page, 'faction-page-structure', viewport);
    for (const tab of ['Resources', 'Members', 'Relations']) {
      await dossier.getByRole('tab', { name: tab }).click();
      await saveScreenshot(page, `faction-page-${tab.toLowerCase()}`, viewport);
      await expectAccessible(page, `/faction/{id}, ${tab} (${viewport})`);
    }
    await page.goto('/faction/999999999');
    await page.getByRole('heading', { name: 'Error Loading Faction' }).waitFor();
    await saveScreenshot(page, 'faction-page-error', viewport);
    await expectAccessible(page, `faction error state (${viewport})`);
  });
});
