// Browser test of a connected world (decision 024) against the real server: a town's key NPC is forged from the town
// (the generator says so, pre-fills the name and links the result back), the NPC's details show who they are
// connected to, a line is edited in place and undone, Escape leaves the editor (not the dialog) with focus back on
// Edit, the backstory is re-rolled while the rest stays, the NPC is found with Ctrl-K, and deleting the town removes
// the link. axe runs with the editor and the connections open.

import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { textOf } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { getViaApi } from './support/content';
import { DETAIL_VIEWS, forgeFor, openDetails, type Shared } from './support/detail-views';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

/** A toast over a modal dialog: the dialog hides the rest of the page from the accessibility tree, so by markup. */
const toast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]', { hasText: title }).first().waitFor();
const view = (kind: string) => DETAIL_VIEWS.find((v) => v.contract.kind === kind)!;

describeInBrowser('a connected world', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Cartographer' });

  it('forges a town NPC from the town, edits and re-rolls it, finds it and unlinks it by deleting the town', async () => {
    const { page, auth } = await pages.signedIn();
    const townView = view('town');
    const town = await forgeFor(baseUrl, auth, townView);
    const keyNpc = (town.keyNpcs as { name: string; role: string }[])[0]!;

    // From the town: 'Forge this NPC' on its first key NPC.
    let details = await openDetails(baseUrl, page, townView, town);
    await details.getByRole('tab', { name: 'People' }).click();
    await details.getByRole('link', { name: `Forge this NPC: ${keyNpc.name}` }).click();
    await page.waitForURL(/\/npc-generator\?context=town%3A\d+/);
    await page.getByText(`Forging for the town ${town.name}`, { exact: false }).waitFor();
    const form = page.getByRole('form', { name: 'Advanced NPC' });
    expect(await form.getByLabel('Name (optional)').inputValue()).toBe(keyNpc.name);
    await saveScreenshot(page, 'world-forge-from-town', 'desktop');
    await form.getByRole('button', { name: 'Forge NPC' }).click();
    await page.waitForURL(/\/npc-gallery/);

    const npcs = (await getViaApi(baseUrl, auth.token, '/api/user/npcs')).body as Shared[];
    const npc = npcs.find((n) => n.name === keyNpc.name)!;
    expect(npc, 'the forged NPC keeps the key NPC name').toBeDefined();
    details = await openDetails(baseUrl, page, view('npc'), npc);
    const connections = details.getByRole('region', { name: 'Connections' });
    await connections.getByText('Lives in').waitFor();
    expect(await textOf(connections)).toContain(town.name);

    // Edit mode: each section gets Edit, Re-roll and Lock. Edit a line in place, then undo it.
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const backstory = details.getByRole('region', { name: 'Backstory' });
    const original = String(npc.backstory);
    await backstory.getByRole('button', { name: 'Edit Backstory' }).click();
    const editor = backstory.getByRole('textbox', { name: 'Backstory' });
    await editor.fill('She came down the river road with nothing but a borrowed name.');
    await expectAccessible(page, 'an NPC with its backstory editor open');
    await page.keyboard.press('Control+Enter');
    await toast(page, 'Saved');
    await backstory.getByText('She came down the river road').waitFor();
    await details.getByRole('button', { name: 'Undo last change' }).click();
    await toast(page, 'Change Undone');
    await backstory.getByText(original.slice(0, 40)).waitFor();

    // Escape leaves the editor, not the dialog, and gives focus back to Edit.
    const edit = backstory.getByRole('button', { name: 'Edit Backstory' });
    await edit.click();
    await backstory.getByRole('textbox', { name: 'Backstory' }).waitFor();
    await page.keyboard.press('Escape');
    await backstory.getByRole('textbox').waitFor({ state: 'detached' });
    expect(await details.isVisible()).toBe(true);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Edit Backstory');

    // Re-roll the backstory: it changes, the personality does not.
    const personality = await textOf(details.getByRole('region', { name: 'Personality' }));
    await backstory.getByRole('button', { name: 'Re-roll Backstory' }).click();
    await toast(page, 'Re-rolled');
    // The same story (its facts are the record's), told anew: the text as a whole differs.
    await page.waitForFunction(
      (before) => !document.querySelector('section[aria-label="Backstory"]')?.textContent?.includes(before),
      original,
    );
    expect(await textOf(details.getByRole('region', { name: 'Personality' }))).toBe(personality);
    await expectAccessible(page, 'an NPC with its connections');
    await saveScreenshot(page, 'world-npc-connections', 'desktop');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Ctrl-K finds it by a prefix of its name.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: /search/i });
    await palette.waitFor();
    await page.keyboard.type(keyNpc.name.split(' ')[0]!.slice(0, 4));
    await palette
      .getByRole('option', { name: new RegExp(keyNpc.name) })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // Deleting the town (with a confirmation) removes the link from the NPC.
    details = await openDetails(baseUrl, page, townView, town);
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${town.name}?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Deleted');
    const links = (await getViaApi(baseUrl, auth.token, `/api/npc/${npc.id}/links`)).body as {
      links: unknown[];
    };
    expect(links.links).toEqual([]);
  });
});
