// Browser test of share links (decision 019) against the real server, for every kind: the owner opens 'Share' in the
// kind's details and works the dialog by keyboard alone (expiry, Create link, Copy), a fresh signed-out page opens the
// link and sees the kind's own detail view read-only (picture, no player-hidden section, no empty heading, no owner
// control, no sidebar), the dialog still says the entity is shared after a reload, 'Stop sharing' kills the address
// at once, and focus returns to 'Share' each time the dialog closes. axe runs on the dialog and the public page.
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { textOf } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser, openPage, saveScreenshot } from './support/browser';
import { DETAIL_VIEWS, forgeFor, openDetails, stringsIn } from './support/detail-views';
import { saveViewport } from './support/kind-pages';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

/** Presses Tab until `target` has focus (the dialog traps focus, so the walk comes round). */
async function tabTo(page: Page, target: Locator, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

describeInBrowser('share links', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Herald' });

  for (const view of DETAIL_VIEWS) {
    const { kind, label } = view.contract;

    it(`shares a ${label} by keyboard, read-only in its own layout, and revoking kills the link`, async () => {
      const { page, auth } = await pages.signedIn();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const entity = await forgeFor(baseUrl, auth, view);
      const hiddenFields: readonly string[] = view.contract.playerHidden ?? [];
      // A hidden text that a shown field repeats (a quest named like a member's role) proves nothing either way.
      const shownText = JSON.stringify(
        Object.entries(entity).filter(([field]) => !hiddenFields.includes(field)),
      );
      const hidden = hiddenFields
        .flatMap((field) => stringsIn(entity[field]))
        .filter((text) => !shownText.includes(text));
      if (view.playerHiddenSections.length > 0) expect(hidden.length, kind).toBeGreaterThan(0);
      let details = await openDetails(baseUrl, page, view, entity);

      // Keyboard only from here: Enter on 'Share', Tab between the controls.
      let opener = details.getByRole('button', { name: 'Share', exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Share ${entity.name}` });
      const status = dialog.getByTestId('share-status');
      await status.filter({ hasText: 'Not shared' }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Stop sharing' }).count()).toBe(0);
      const playerView = dialog.getByRole('checkbox', { name: 'Player view' });
      expect(await playerView.getAttribute('data-state')).toBe('checked');
      const expiry = dialog.getByRole('combobox', { name: 'Link expires' });
      await tabTo(page, expiry);
      await page.keyboard.press('Enter');
      // Radix moves focus to the chosen option and positions the list a moment after it opens; keys before are lost.
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'option');
      await page.waitForTimeout(300);
      for (const name of ['After 1 day', 'After 7 days']) {
        await page.keyboard.press('ArrowDown');
        await page.getByRole('option', { name }).and(page.locator(':focus')).waitFor();
      }
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      // Radix hands focus back to the trigger a tick after the list leaves; a Tab before that is undone by it.
      await expect.poll(() => focused(expiry), { message: 'focus back on the expiry' }).toBe(true);
      expect(await textOf(expiry)).toContain('After 7 days');
      await tabTo(page, dialog.getByRole('button', { name: 'Create link' }));
      const made = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/share'));
      await page.keyboard.press('Enter');
      expect((await made).status(), 'POST …/share').toBe(201);
      const field = dialog.getByRole('textbox', { name: 'Share link' });
      await field.waitFor();
      const url = await field.inputValue();
      expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
      await status.filter({ hasText: 'Shared since' }).waitFor();
      expect(await textOf(status)).toMatch(/player view, expires /);
      await expectAccessible(page, `the share dialog of a ${label}`);
      await tabTo(page, dialog.getByRole('button', { name: 'Copy', exact: true }));
      await page.keyboard.press('Enter');
      await page.locator('li[data-state="open"]', { hasText: 'Copied to clipboard' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Radix gives focus back as the closed dialog unmounts, a moment after it leaves the accessibility tree.
      await expect.poll(() => focused(opener), { message: 'focus back on Share' }).toBe(true);

      // A fresh browser context: no session, no storage.
      const visitor = await openPage(pages.browser, baseUrl, 'desktop');
      try {
        await visitor.page.goto(new URL(url).pathname);
        const shown = visitor.page.getByTestId('shared-entity');
        await shown.waitFor();
        await visitor.page.getByRole('heading', { level: 1, name: entity.name }).waitFor();
        const frame = shown.getByTestId('image-frame');
        await frame.and(visitor.page.locator('[data-state="loaded"]')).waitFor();
        await visitor.page.waitForFunction(() => {
          const img = document.querySelector(
            '[data-testid="shared-entity"] [data-testid="image-frame"] img:not([aria-hidden])',
          ) as HTMLImageElement | null;
          return Boolean(img?.complete && img.naturalWidth > 0);
        });
        const text = await textOf(shown);
        expect(text).toContain('Player view');
        for (const secret of hidden) expect(text, `${kind}: a player-hidden text`).not.toContain(secret);
        expect(text).not.toContain(auth.user.username);
        expect(text).not.toContain('Left out when');
        for (const section of view.playerHiddenSections) {
          expect(await shown.getByRole('region', { name: section }).count(), section).toBe(0);
        }
        // No heading over nothing: every section has text besides its title.
        const bare = await shown
          .locator('section.detail-section')
          .evaluateAll((sections) =>
            sections
              .filter(
                (s) => (s.textContent ?? '').trim() === (s.querySelector('h3')?.textContent ?? '').trim(),
              )
              .map((s) => s.getAttribute('aria-label')),
          );
        expect(bare, `${kind}: empty sections`).toEqual([]);
        // No sidebar, no account menu, no controls of the owner's.
        expect(await visitor.page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
        const controls = /Regenerate|Edit|Share|Export|Download|Open Full Page|Account menu|Markdown|JSON/;
        expect(await visitor.page.getByRole('button', { name: controls }).count(), kind).toBe(0);
        expect(await visitor.page.getByRole('link', { name: controls }).count(), kind).toBe(0);
        await saveScreenshot(visitor.page, `share-page-${kind}`, 'desktop');
        await expectAccessible(visitor.page, `the shared page of a ${label}`);

        // After a reload the owner's dialog still knows the link, copies the same address again, and can stop it.
        await page.reload();
        details = await openDetails(baseUrl, page, view, entity);
        opener = details.getByRole('button', { name: 'Share', exact: true });
        await opener.focus();
        await page.keyboard.press('Enter');
        await status.filter({ hasText: 'Shared since' }).waitFor();
        expect(await textOf(status)).toMatch(/player view, expires /);
        expect(await field.inputValue()).toBe(url);
        await page.evaluate(() => navigator.clipboard.writeText(''));
        await tabTo(page, dialog.getByRole('button', { name: 'Copy', exact: true }));
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
        await saveViewport(page, `share-dialog-${kind}`, 'desktop');
        await expectAccessible(page, `the share dialog of a shared ${label}`);
        // A new link replaces the old one: the old address is dead, the new one shows the entity.
        await tabTo(page, dialog.getByRole('button', { name: 'Make a new link' }));
        await page.keyboard.press('Enter');
        await expect.poll(() => field.inputValue()).not.toBe(url);
        const fresh = await field.inputValue();
        expect(await textOf(status)).toMatch(/player view, until you stop sharing/);
        await visitor.page.reload();
        await visitor.page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
        await visitor.page.goto(new URL(fresh).pathname);
        await visitor.page.getByRole('heading', { level: 1, name: entity.name }).waitFor();
        await tabTo(page, dialog.getByRole('button', { name: 'Stop sharing' }));
        await page.keyboard.press('Enter');
        // The modal hides the toast region from the accessibility tree, so the toast is found by its markup.
        await page.locator('li[data-state="open"]', { hasText: 'Sharing stopped' }).waitFor();
        await status.filter({ hasText: 'Not shared' }).waitFor();
        await visitor.page.reload();
        await visitor.page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();
        expect(await visitor.page.getByTestId('shared-entity').count()).toBe(0);
        await expectAccessible(visitor.page, 'the dead link');
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }

      // Closing the dialog gives focus back to its opener.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Radix gives focus back as the closed dialog unmounts, a moment after it leaves the accessibility tree.
      await expect.poll(() => focused(opener), { message: 'focus back on Share' }).toBe(true);
    });
  }
});
