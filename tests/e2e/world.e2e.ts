// Browser test of a connected world (decision 024) against the real server: a town's key NPC is forged from the town
// (the generator says so, pre-fills the name and links the result back), the NPC's details show who they are
// connected to, a line is edited in place and undone, Escape leaves the editor (not the dialog) with focus back on
// Edit, the backstory is re-rolled while the rest stays, the NPC is found with Ctrl-K, and deleting the town removes
// the link. axe runs with the editor and the connections open.

import { socialClassOfTitle } from '@shared/kinds/npc';
import type { LinksAnswer } from '@shared/world';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { type AuthAnswer, textOf } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { getViaApi } from './support/content';
import { DETAIL_VIEWS, forgeFor, openDetails, type Shared } from './support/detail-views';
import { kindPages } from './support/kind-pages';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

/** A toast over a modal dialog: the dialog hides the rest of the page from the accessibility tree, so by markup. */
const toast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]', { hasText: title }).first().waitFor();
const view = (kind: string) => DETAIL_VIEWS.find((v) => v.contract.kind === kind)!;

/** The entity's links as the API answers them, each read from it: `lives in Saltmere`, `home to Mara Venn`. */
async function linksOf(token: string, apiBase: string, id: number): Promise<string[]> {
  const answer = (await getViaApi(baseUrl, token, `/api/${apiBase}/${id}/links`)).body as LinksAnswer;
  return answer.links.map((link) => `${link.label} ${link.other.name}`).sort();
}

/** The newest entity of a list (`/api/user/{listPath}` answers newest first). */
async function newest(token: string, listPath: string): Promise<Shared> {
  const list = (await getViaApi(baseUrl, token, `/api/user/${listPath}`)).body as Shared[];
  return list[0]!;
}

/** Waits until every picture of the kind is painted, so a detail view opened next shows a finished one. */
async function picturesReady(auth: AuthAnswer, kind: string): Promise<void> {
  await kindPages(baseUrl, { ...view(kind).contract, gallery: view(kind).gallery }).picturesReady(auth);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The detail view's Connections, read as 'Lives in Saltmere (Town)' lines. */
async function connectionsOf(details: Locator): Promise<string[]> {
  const items = details.getByRole('region', { name: 'Connections' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

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
    // The role is the occupation, and a role that names a rank ('Lord Mayor') names the class too.
    const trade = (role: string) => role.split(' ')[0]!.toLowerCase();
    expect(String(npc.occupation).startsWith(trade(keyNpc.role))).toBe(true);
    const titled = socialClassOfTitle(keyNpc.role);
    if (titled) expect(npc.socialClass).toBe(titled);
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
    // A re-roll can be undone like an edit: the earlier backstory comes back, and nothing else changes.
    await details.getByRole('button', { name: 'Undo last change' }).click();
    await toast(page, 'Change Undone');
    await backstory.getByText(original.slice(0, 40)).waitFor();
    expect(await textOf(details.getByRole('region', { name: 'Personality' }))).toBe(personality);
    expect(await details.getByRole('button', { name: 'Undo last change' }).count()).toBe(0);
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

    // Deleting the town (with a confirmation) removes the link from the NPC, asks for none of the town's own links
    // (they went with it) and leaves focus on the gallery's heading, not on the page's body.
    const missing: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404) missing.push(res.url());
    });
    details = await openDetails(baseUrl, page, townView, town);
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${town.name}?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Deleted');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ''), { timeout: 5000 })
      .toBe('H1');
    expect(missing).toEqual([]);
    const links = (await getViaApi(baseUrl, auth.token, `/api/npc/${npc.id}/links`)).body as {
      links: unknown[];
    };
    expect(links.links).toEqual([]);
  });

  it('builds a town out: a faction headquartered there, a member forged from it, their item, and a link by search', async () => {
    const { page, auth } = await pages.signedIn();
    const town = await forgeFor(baseUrl, auth, view('town'));

    // From the town: 'Forge a faction here' opens the faction generator for it; the faction is headquartered there.
    let details = await openDetails(baseUrl, page, view('town'), town);
    await details.getByRole('link', { name: 'Forge a faction here' }).click();
    await page.waitForURL(/\/faction-generator\?context=town%3A\d+$/);
    await page.getByText(`Forging for the town ${town.name}`, { exact: false }).waitFor();
    await page
      .getByRole('form', { name: 'Quick faction' })
      .getByRole('button', { name: 'Forge Faction' })
      .click();
    await page.getByTestId('faction-created').getByRole('heading', { name: 'Faction Created!' }).waitFor();
    const faction = await newest(auth.token, 'factions');
    expect(await linksOf(auth.token, 'faction', faction.id)).toEqual([`headquartered in ${town.name}`]);

    // From the faction: a key member becomes a full NPC, their name and role kept, a member of it.
    details = await openDetails(baseUrl, page, view('faction'), faction);
    // The connections load after the dialog opens: wait for them rather than read an empty list.
    await expect.poll(() => connectionsOf(details)).toContain(`Headquartered in ${town.name} (Town)`);
    await details.getByRole('tab', { name: 'Members' }).click();
    const member = (faction.keyMembers as { name: string; role: string }[])[0]!;
    await details.getByRole('link', { name: `Forge this member: ${member.name}` }).click();
    await page.waitForURL(/\/npc-generator\?context=faction%3A\d+&/);
    await page.getByText(`Forging for the faction ${faction.name}`, { exact: false }).waitFor();
    const npcForm = page.getByRole('form', { name: 'Advanced NPC' });
    expect(await npcForm.getByLabel('Name (optional)').inputValue()).toBe(member.name);
    await npcForm.getByRole('button', { name: 'Forge NPC' }).click();
    await page.waitForURL(/\/npc-gallery/);
    const npc = await newest(auth.token, 'npcs');
    expect(npc.name).toBe(member.name);
    expect(String(npc.occupation).startsWith(member.role.split(' ')[0]!.toLowerCase())).toBe(true);
    expect(await linksOf(auth.token, 'npc', npc.id)).toEqual([`member of ${faction.name}`]);

    // From the NPC: 'Forge their item' makes an item they own.
    await picturesReady(auth, 'npc');
    details = await openDetails(baseUrl, page, view('npc'), npc);
    await details.getByRole('link', { name: 'Forge their item' }).click();
    await page.waitForURL(/\/magic-item-generator\?context=npc%3A\d+$/);
    await page.getByText(`Forging for the NPC ${npc.name}`, { exact: false }).waitFor();
    await saveScreenshot(page, 'world-forge-item-for-npc', 'desktop');
    await page
      .getByRole('form', { name: 'Quick magic item' })
      .getByRole('button', { name: 'Forge Item' })
      .click();
    await page.waitForURL(/\/magic-item-gallery/);
    const item = await newest(auth.token, 'magic-items');
    expect(await linksOf(auth.token, 'magic-item', item.id)).toEqual([`owned by ${npc.name}`]);

    // On the NPC, a link made by hand: 'lives in' the town, found by typing part of its name.
    await picturesReady(auth, 'npc');
    details = await openDetails(baseUrl, page, view('npc'), npc);
    const connections = details.getByRole('region', { name: 'Connections' });
    await connections.getByRole('button', { name: 'Link', exact: true }).click();
    const adding = connections.getByRole('group', { name: `Link ${npc.name}` });
    await adding.getByRole('searchbox', { name: 'Find one of yours' }).fill(town.name.slice(0, 5));
    await adding.getByRole('button', { name: new RegExp(`^lives in ${escapeRegExp(town.name)}`) }).click();
    await adding.waitFor({ state: 'detached' });
    await expect
      .poll(() => connectionsOf(details))
      .toEqual(
        expect.arrayContaining([
          `Lives in ${town.name} (Town)`,
          `Member of ${faction.name} (Faction)`,
          `Owns ${item.name} (Magic item)`,
        ]),
      );
    // Focus goes back to the button that opened the form.
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Link');
    await expectAccessible(page, 'an NPC linked to a town, a faction and an item');
    await saveScreenshot(page, 'world-npc-three-links', 'desktop');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Every page shows who is connected to whom: the town reads the same links the other way.
    expect(await linksOf(auth.token, 'town', town.id)).toEqual(
      [`headquarters of ${faction.name}`, `home to ${npc.name}`].sort(),
    );
    details = await openDetails(baseUrl, page, view('town'), town);
    await expect
      .poll(() => connectionsOf(details))
      .toEqual(
        expect.arrayContaining([`Headquarters of ${faction.name} (Faction)`, `Home to ${npc.name} (NPC)`]),
      );
  });

  it('refuses an edit made on a version another tab has changed, and shows what is there now', async () => {
    const { page, auth } = await pages.signedIn();
    const npc = await forgeFor(baseUrl, auth, view('npc'));
    const other = await pages.current!.context.newPage();
    try {
      const tabs = [page, other];
      const views = [] as Locator[];
      for (const tab of tabs) views.push(await openDetails(baseUrl, tab, view('npc'), npc));

      const editIn = async (tab: Page, details: Locator, text: string) => {
        await details.getByRole('button', { name: 'Edit', exact: true }).click();
        const backstory = details.getByRole('region', { name: 'Backstory' });
        await backstory.getByRole('button', { name: 'Edit Backstory' }).click();
        await backstory.getByRole('textbox', { name: 'Backstory' }).fill(text);
        await tab.keyboard.press('Control+Enter');
      };
      await editIn(other, views[1]!, 'Written in the second tab.');
      await toast(other, 'Saved');

      // The first tab still holds the version it read: its save is refused, its words stay in the editor, and
      // cancelling shows what the second tab saved.
      await editIn(page, views[0]!, 'Written in the first tab.');
      await toast(page, 'Changed Elsewhere');
      expect(await textOf(page.locator('li[data-state="open"]', { hasText: 'Changed Elsewhere' }))).toContain(
        'Your words are still in the editor',
      );
      const backstory = views[0]!.getByRole('region', { name: 'Backstory' });
      expect(await backstory.getByRole('textbox', { name: 'Backstory' }).inputValue()).toBe(
        'Written in the first tab.',
      );
      await saveScreenshot(page, 'world-edit-conflict', 'desktop');
      await backstory.getByRole('textbox', { name: 'Backstory' }).press('Escape');
      await backstory.getByText('Written in the second tab.').waitFor();
      const stored = (await getViaApi(baseUrl, auth.token, `/api/npc/${npc.id}`)).body as Shared;
      expect(stored.backstory).toBe('Written in the second tab.');
    } finally {
      await other.close();
    }
  });

  it('keeps a locked section through Re-roll all and writes the rest anew', async () => {
    const { page, auth } = await pages.signedIn();
    const npc = await forgeFor(baseUrl, auth, view('npc'));
    const details = await openDetails(baseUrl, page, view('npc'), npc);
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const lock = details.getByRole('button', { name: 'Lock Backstory' });
    await lock.click();
    await expect.poll(() => lock.getAttribute('aria-pressed')).toBe('true');
    // A locked section cannot be re-rolled alone either.
    expect(await details.getByRole('button', { name: 'Re-roll Backstory' }).isDisabled()).toBe(true);

    const rerollAll = details.getByRole('button', { name: 'Re-roll all' });
    await rerollAll.click();
    const confirm = page.getByRole('dialog', { name: `Re-roll ${npc.name}?` });
    expect(await textOf(confirm)).toContain('Every section but the 1 locked field is written anew');
    await confirm.getByRole('button', { name: 'Re-roll all' }).click();
    await toast(page, 'Re-rolled');
    await confirm.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Re-roll all');

    const stored = (await getViaApi(baseUrl, auth.token, `/api/npc/${npc.id}`)).body as Shared;
    expect(stored.locked).toEqual(['backstory']);
    expect(stored.backstory).toBe(npc.backstory);
    expect(stored.personality).not.toBe(npc.personality);
    // The same person, told anew: what the kept backstory says of them is still so.
    expect([stored.race, stored.occupation, stored.seed]).toEqual([npc.race, npc.occupation, npc.seed]);
  });
});
