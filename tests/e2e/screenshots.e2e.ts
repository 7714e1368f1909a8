// Screenshots of every page at desktop (1440x900) and phone (390x844) sizes, saved to test-results/screenshots/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type AuthAnswer, newAccount, PROTECTED_PAGES, registerViaApi, seedSession } from './support/app';
import {
  describeInBrowser,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser';

const baseUrl = inject('baseUrl');
const VIEWPORT_NAMES: readonly ViewportName[] = ['desktop', 'phone'];

describeInBrowser('screenshots', () => {
  let browser: Browser;
  let auth: AuthAnswer;

  beforeAll(async () => {
    browser = await launchBrowser();
    auth = await registerViaApi(baseUrl, newAccount('Aldric'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(VIEWPORT_NAMES)('captures the signed-out pages (%s)', async (viewport) => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    try {
      await page.goto('/');
      await page.getByRole('tab', { name: 'Log In' }).waitFor();
      await saveScreenshot(page, 'home-signed-out', viewport);

      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.locator('#register-confirm-password-error').waitFor();
      await saveScreenshot(page, 'register-validation', viewport);

      await page.getByRole('tab', { name: 'Log In' }).click();
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.getByText('Invalid email or password').first().waitFor();
      await saveScreenshot(page, 'login-failed-toast', viewport);

      await page.goto('/privacy-policy');
      await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
      await saveScreenshot(page, 'privacy-policy', viewport);

      await page.goto('/no-such-scroll');
      await page.getByRole('heading', { name: 'The Tome Cannot Be Found' }).waitFor();
      await saveScreenshot(page, 'not-found', viewport);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(VIEWPORT_NAMES)('captures the signed-in pages (%s)', async (viewport) => {
    const { page, context, errors } = await openPage(browser, baseUrl, viewport);
    try {
      await seedSession(context, auth);
      await page.goto('/');
      await page.getByRole('heading', { name: /Welcome/ }).waitFor();
      await saveScreenshot(page, 'home-signed-in', viewport);

      for (const { path, heading, shot } of PROTECTED_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await saveScreenshot(page, shot, viewport);
      }

      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
        await saveScreenshot(page, 'drawer-open', viewport);
      } else {
        await page
          .getByRole('button', { name: /Account menu/ })
          .first()
          .click();
        await page.getByRole('menu').waitFor();
        await saveScreenshot(page, 'account-menu-open', viewport);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
