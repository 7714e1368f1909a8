// Browser test of share links (decision 019) against the real server: the owner shares an NPC from its details,
// a fresh signed-out page opens the link (picture and fields, no secrets, no sidebar or account menu), axe passes on
// the dialog and the page, and after 'Stop sharing' the same address shows the dead-link state.
import { expect, inject, it } from 'vitest';
import { type AuthAnswer, textOf } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser, openPage } from './support/browser';
import { generateViaApi } from './support/content';
import { kindPages, saveViewport } from './support/kind-pages';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

type Npc = { id: number; name: string; imageStatus: string; secrets: string[]; appearance: string };

describeInBrowser('share links', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Herald' });
  const { picturesReady, card, openGallery } = kindPages<Npc>(baseUrl, {
    apiBase: 'npc',
    listPath: 'npcs',
    gallery: { path: '/npc-gallery', heading: 'NPC Gallery' },
  });

  function forge(auth: AuthAnswer): Promise<Npc> {
    return generateViaApi<Npc>(baseUrl, auth.token, '/api/npc/generate', 'character', {
      name: 'Sable Wren',
      race: 'random',
      gender: 'random',
      occupation: 'random',
      age: 'random',
      socialClass: 'random',
      artStyle: 'fantasy',
      includeSecrets: true,
      includePlotHooks: true,
    });
  }

  it('shares an NPC read-only without its secrets, and revoking kills the link', async () => {
    const { page, auth } = await pages.signedIn();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const npc = await forge(auth);
    expect(npc.secrets.length).toBeGreaterThan(0);
    await picturesReady(auth);
    await openGallery(page);
    const npcCard = card(page, 'Sable Wren');
    await npcCard.click({ position: { x: 150, y: 120 } });
    await npcCard.locator('[data-face="back"]').getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Character Details' });
    await details.waitFor();

    const opener = details.getByRole('button', { name: 'Share', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Share Sable Wren' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Player view' }).getAttribute('data-state')).toBe(
      'checked',
    );
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByRole('textbox', { name: 'Share link' });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page, 'the share dialog');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.locator('li[data-state="open"]', { hasText: 'Copied to clipboard' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A fresh browser context: no session, no storage.
    const visitor = await openPage(pages.browser, baseUrl, 'desktop');
    try {
      const path = new URL(url).pathname;
      await visitor.page.goto(path);
      const shown = visitor.page.getByTestId('shared-entity');
      await shown.waitFor();
      await visitor.page.getByRole('heading', { level: 1, name: 'Sable Wren' }).waitFor();
      const picture = visitor.page.getByRole('img', { name: 'Artwork of Sable Wren' });
      await picture.waitFor();
      await visitor.page.waitForFunction(() => {
        const img = document.querySelector('[data-testid="shared-entity"] img') as HTMLImageElement | null;
        return Boolean(img?.complete && img.naturalWidth > 0);
      });
      const text = await textOf(shown);
      expect(text).toContain('Player view');
      expect(text).toContain(npc.appearance);
      for (const secret of npc.secrets) expect(text).not.toContain(secret);
      expect(text).not.toContain(auth.user.username);
      // No sidebar, no account menu, no controls of the owner's.
      expect(await visitor.page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
      for (const name of ['Regenerate', 'Edit', 'Share', 'Export', 'Account menu']) {
        expect(await visitor.page.getByRole('button', { name }).count(), name).toBe(0);
      }
      await saveViewport(visitor.page, 'share-page', 'desktop');
      await expectAccessible(visitor.page, 'the shared page');

      // Stop sharing: the same address is dead at once.
      await dialog.getByRole('button', { name: 'Stop sharing' }).click();
      // The modal hides the toast region from the accessibility tree, so the toast is found by its markup.
      await page.locator('li[data-state="open"]', { hasText: 'Sharing stopped' }).waitFor();
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
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
