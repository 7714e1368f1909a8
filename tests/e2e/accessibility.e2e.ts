// axe-core over every page, dialog, sheet, menu and drawer, signed in and out, on a desktop and a phone: no
// violation of any impact of WCAG 2.2 A/AA anywhere a game master can go.
import { beforeAll, inject, it } from 'vitest';
import { type AuthAnswer, newAccount, PROTECTED_PAGES, registerViaApi, seedSession } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser, type ViewportName } from './support/browser';
import { generateViaApi } from './support/content';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');
const VIEWPORTS: readonly ViewportName[] = ['desktop', 'phone'];

describeInBrowser('accessibility (axe-core)', () => {
  const pages = usePages(baseUrl);
  let auth: AuthAnswer;

  beforeAll(async () => {
    auth = await registerViaApi(baseUrl, newAccount('Herald'));
    await generateViaApi(baseUrl, auth.token, '/api/npc/generate', 'character', {
      race: 'halfling',
      gender: 'female',
      occupation: 'innkeeper',
      age: 'adult',
      socialClass: 'middle',
      artStyle: 'painterly',
    });
    await generateViaApi(baseUrl, auth.token, '/api/magic-item/generate', 'item', {
      rarity: 'Very Rare',
      type: 'Weapon',
      weaponType: 'Sword',
    });
    await generateViaApi(baseUrl, auth.token, '/api/faction/generate', null, {
      size: 'Regional Power',
      influence: 'moderate',
      secrecy: 'secret',
      emblemStyle: 'fantasy',
    });
  });

  it.each(VIEWPORTS)(
    'signed out: login, register, a failed login toast, privacy policy, not found (%s)',
    async (viewport) => {
      const { page } = await pages.open(viewport);
      await page.goto('/');
      await page.getByRole('tab', { name: 'Log In' }).waitFor();
      await expectAccessible(page, `home, Log In (${viewport})`);

      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.locator('#register-confirm-password-error').waitFor();
      await expectAccessible(page, `home, Register with errors (${viewport})`);

      await page.getByRole('tab', { name: 'Log In' }).click();
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByText('Invalid email or password').first().waitFor();
      await expectAccessible(page, `home with the Login Failed toast (${viewport})`);
      pages.current?.errors.splice(0); // the refused login is a 401 the test asked for

      await page.goto('/privacy-policy');
      await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
      await expectAccessible(page, `privacy policy (${viewport})`);

      await page.goto('/no-such-scroll');
      await page.getByRole('heading', { name: 'The Tome Cannot Be Found' }).waitFor();
      await expectAccessible(page, `not found (${viewport})`);
    },
  );

  it.each(VIEWPORTS)(
    'signed in: home and every protected page, with the generators’ Advanced tabs (%s)',
    async (viewport) => {
      const { page, context } = await pages.open(viewport);
      await seedSession(context, auth);
      await page.goto('/');
      await page.getByRole('heading', { name: /Welcome/ }).waitFor();
      await expectAccessible(page, `home signed in (${viewport})`);
      for (const { path, heading } of PROTECTED_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await expectAccessible(page, `${path} (${viewport})`);
        const advanced = page.getByRole('tab', { name: 'Advanced' });
        if ((await advanced.count()) > 0) {
          await advanced.click();
          await expectAccessible(page, `${path}, Advanced tab (${viewport})`);
        }
      }
    },
  );

  it.each(VIEWPORTS)(
    'signed in: cards both ways, the details dialog and sheet, menus and drawer (%s)',
    async (viewport) => {
      const { page, context } = await pages.open(viewport);
      await seedSession(context, auth);

      await page.goto('/npc-gallery');
      const npcCard = page.getByTestId('npc-card').first();
      await npcCard.waitFor();
      await npcCard.getByRole('button', { name: /^Show the back of/ }).click();
      await expectAccessible(page, `NPC card back (${viewport})`);
      await npcCard.getByRole('button', { name: 'View Details' }).click();
      await page.getByRole('dialog', { name: 'Character Details' }).waitFor();
      await expectAccessible(page, `Character Details dialog (${viewport})`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto('/magic-item-gallery');
      const itemCard = page.locator('article').first();
      await itemCard.waitFor();
      await itemCard.getByRole('button', { name: /^Show the back of/ }).click();
      await expectAccessible(page, `item card back (${viewport})`);
      await itemCard.getByRole('button', { name: 'View Details' }).click();
      await page.getByRole('dialog', { name: /Magic Item Details/ }).waitFor();
      await expectAccessible(page, `Magic Item Details sheet (${viewport})`);
      await page.getByRole('tab', { name: 'Lore' }).click();
      await expectAccessible(page, `Magic Item Details sheet, Lore (${viewport})`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto('/faction-gallery');
      const factionCard = page.getByTestId('faction-card').first();
      await factionCard.waitFor();
      await factionCard.getByRole('button', { name: /^Show the back of/ }).click();
      await expectAccessible(page, `faction card back (${viewport})`);
      await factionCard.getByRole('button', { name: 'View Details' }).click();
      const factionDialog = page.getByRole('dialog', { name: 'Faction Details' });
      await factionDialog.getByRole('tab', { name: 'Structure' }).waitFor();
      await expectAccessible(page, `Faction Details dialog (${viewport})`);
      await factionDialog.getByRole('tab', { name: 'Relations' }).click();
      await expectAccessible(page, `Faction Details dialog, Relations (${viewport})`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
        await expectAccessible(page, `navigation drawer (${viewport})`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await page
        .getByRole('button', { name: /Account menu/ })
        .first()
        .click();
      await page.getByRole('menu').waitFor();
      await expectAccessible(page, `account menu (${viewport})`);
    },
  );
});
