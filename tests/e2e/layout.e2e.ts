// Nothing a button holds spills out of it: at 360, 768, 1280 and 1920 px, on the Character Details dialog, the Magic
// Item Details sheet, the town page and the faction page (the places with the most actions side by side), every
// visible button's icon, label and chevron sit inside its box. And while the sidebar's code loads, its frame shows.
import { TOWN_QUICK_DEFAULTS, townQuickToRequest } from '@shared/kinds/town';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import {
  type AuthAnswer,
  expectToast,
  newAccount,
  registerViaApi,
  seedSession,
  toastLocator,
} from './support/app';
import { describeInBrowser, type ViewportName } from './support/browser';
import { generateViaApi } from './support/content';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');
const WIDTHS: readonly ViewportName[] = ['narrow', 'tablet', 'laptop', 'wide'];

/** The visible buttons inside `scope` whose content is wider than the button or pokes out of its box. */
async function overflowingButtons(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`no ${selector}`];
    const out: string[] = [];
    for (const button of root.querySelectorAll<HTMLElement>('button, a[data-slot="button"]')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name =
        (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() ||
        button.outerHTML.slice(0, 60);
      if (button.scrollWidth > button.clientWidth + 1) {
        out.push(`${name}: content ${button.scrollWidth}px in ${button.clientWidth}px`);
        continue;
      }
      for (const part of button.querySelectorAll<Element>('svg, span')) {
        const r = part.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1) {
          out.push(
            `${name}: a part spans ${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(box.left)}-${Math.round(box.right)}`,
          );
          break;
        }
      }
    }
    return out;
  }, scope);
}

describeInBrowser('layout: no button overflows', () => {
  const pages = usePages(baseUrl);
  let auth: AuthAnswer;
  let townId: number;
  let factionId: number;

  beforeAll(async () => {
    auth = await registerViaApi(baseUrl, newAccount('Joiner'));
    await generateViaApi(baseUrl, auth.token, '/api/npc/generate', 'character', {
      race: 'dwarf',
      gender: 'male',
      occupation: 'blacksmith',
      age: 'adult',
      socialClass: 'middle',
      artStyle: 'painterly',
    });
    await generateViaApi(baseUrl, auth.token, '/api/magic-item/generate', 'item', {
      rarity: 'Rare',
      type: 'Weapon',
      weaponType: 'Sword',
    });
    const town = await generateViaApi<{ id: number }>(baseUrl, auth.token, '/api/town/generate', null, {
      ...townQuickToRequest({ ...TOWN_QUICK_DEFAULTS }),
    });
    townId = town.id;
    const faction = await generateViaApi<{ id: number }>(baseUrl, auth.token, '/api/faction/generate', null, {
      size: 'Regional Power',
      influence: 'moderate',
      secrecy: 'known',
      emblemStyle: 'fantasy',
    });
    factionId = faction.id;
  });

  it.each(WIDTHS)('keeps every action inside its button (%s)', async (viewport) => {
    const { page, context } = await pages.open(viewport);
    await seedSession(context, auth);
    const problems: string[] = [];

    await page.goto('/npc-gallery');
    const npcCard = page.getByTestId('npc-card').first();
    await npcCard.click({ position: { x: 150, y: 120 } });
    await npcCard.locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).click();
    await page
      .getByRole('dialog', { name: 'Character Details' })
      .getByRole('button', { name: 'Export PDF' })
      .waitFor();
    problems.push(...(await overflowingButtons(page, '[role="dialog"]')).map((p) => `NPC dialog: ${p}`));

    await page.goto('/magic-item-gallery');
    const itemCard = page.getByTestId('magic-item-card').first();
    await itemCard.getByRole('heading').first().click();
    const sheet = page.getByRole('dialog', { name: 'Magic Item Details' });
    await sheet.getByRole('button', { name: 'Export PDF' }).waitFor();
    problems.push(...(await overflowingButtons(page, '[role="dialog"]')).map((p) => `item sheet: ${p}`));

    await page.goto(`/town/${townId}`);
    await page.getByRole('button', { name: 'Regenerate Map' }).waitFor();
    problems.push(...(await overflowingButtons(page, 'main')).map((p) => `town page: ${p}`));

    await page.goto(`/faction/${factionId}`);
    await page.getByRole('button', { name: 'Regenerate Emblem' }).waitFor();
    problems.push(...(await overflowingButtons(page, 'main')).map((p) => `faction page: ${p}`));

    expect(problems).toEqual([]);
  });

  it.each(['narrow', 'phone'] as const)(
    'shows a town page on a phone with its map before its buttons and its tabs on one line (%s)',
    async (viewport) => {
      const { page, context } = await pages.open(viewport);
      await seedSession(context, auth);
      await page.goto(`/town/${townId}`);
      const regenerate = page.getByRole('button', { name: 'Regenerate Map' });
      await regenerate.waitFor();
      const map = await page
        .getByRole('img', { name: /^Map of / })
        .first()
        .boundingBox();
      const button = await regenerate.boundingBox();
      expect(map && button).toBeTruthy();
      expect(map!.y).toBeLessThan(button!.y);
      const tops = await page
        .getByRole('tablist', { name: 'Town sections' })
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
      expect(tops).toHaveLength(5);
      expect(new Set(tops).size).toBe(1);
    },
  );
});

describeInBrowser('layout: while a page loads', () => {
  const pages = usePages(baseUrl);

  it('shows the sidebar’s frame, not an empty column, until its code arrives', async () => {
    const auth = await registerViaApi(baseUrl, newAccount('Waiter'));
    const { page, context } = await pages.open('desktop');
    await seedSession(context, auth);
    // A slow line: the sidebar's chunk arrives a second late.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/sidebar-panel-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/npc-gallery');
    const skeleton = page.getByTestId('sidebar-skeleton');
    await skeleton.waitFor();
    expect(await skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(true);
    release();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    // The panel now lies over the frame: what is drawn in the sidebar's middle is the panel's.
    const covered = await page.evaluate(() => {
      const frame = document.querySelector('[data-testid="sidebar-skeleton"]');
      const box = frame?.getBoundingClientRect();
      if (!frame || !box) return false;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!top && !frame.contains(top);
    });
    expect(covered).toBe(true);
  });
});

describeInBrowser('layout: toasts on a phone', () => {
  const pages = usePages(baseUrl);

  it('sit at the top, below the header, not over it', async () => {
    const account = newAccount('Herald');
    await registerViaApi(baseUrl, account);
    const { page } = await pages.open('phone');
    await page.goto('/');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expectToast(page, 'Login Failed');
    const header = await page.locator('header').first().boundingBox();
    const toast = await toastLocator(page).first().boundingBox();
    expect(header && toast).toBeTruthy();
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    // Still the top of the screen, as the spec places it on small viewports.
    expect(toast!.y).toBeLessThan(200);
  });
});

/** The visible one-line fields whose placeholder is wider than the room the field gives it. */
async function truncatedPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return ['no canvas'];
    const out: string[] = [];
    for (const field of document.querySelectorAll<HTMLInputElement>('main input[placeholder]')) {
      const box = field.getBoundingClientRect();
      if (box.width === 0 || !field.placeholder || field.value) continue;
      const style = getComputedStyle(field);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const needed = canvas.measureText(field.placeholder).width;
      if (needed > room + 1)
        out.push(
          `${field.id || field.name}: '${field.placeholder}' needs ${Math.round(needed)}px of ${Math.round(room)}px`,
        );
    }
    // A select's placeholder (or choice) is its trigger's text.
    for (const value of document.querySelectorAll<HTMLElement>('main [role="combobox"] > span')) {
      if (value.getBoundingClientRect().width === 0) continue;
      if (value.scrollWidth > value.clientWidth + 1) out.push(`select: '${value.textContent}' is cut`);
    }
    return out;
  });
}

describeInBrowser('layout: placeholders', () => {
  const pages = usePages(baseUrl);

  // From 1280 px up: on a phone the spec's own gallery placeholders ('Search factions by name, description, or
  // tags...') are longer than any search field a 360 px screen can hold at a readable size.
  it.each(['laptop', 'wide'] as const)('are never cut on the forms and galleries (%s)', async (viewport) => {
    const auth = await registerViaApi(baseUrl, newAccount('Scribe'));
    await generateViaApi(baseUrl, auth.token, '/api/faction/generate', null, {
      size: 'Local Organization',
      influence: 'minor',
      secrecy: 'known',
      emblemStyle: 'fantasy',
    });
    const { page, context } = await pages.open(viewport);
    await seedSession(context, auth);
    const problems: string[] = [];
    for (const path of ['/npc-generator', '/magic-item-generator', '/town-generator', '/faction-generator']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      problems.push(...(await truncatedPlaceholders(page)).map((p) => `${path} quick: ${p}`));
      const advanced = page.getByRole('tab', { name: /Advanced/ });
      if (await advanced.count()) {
        await advanced.first().click();
        await page.waitForTimeout(200);
        problems.push(...(await truncatedPlaceholders(page)).map((p) => `${path} advanced: ${p}`));
      }
    }
    await page.goto('/faction-gallery');
    await page.getByRole('searchbox').waitFor();
    problems.push(...(await truncatedPlaceholders(page)).map((p) => `/faction-gallery: ${p}`));
    expect(problems).toEqual([]);
  });
});
