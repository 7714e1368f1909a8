// One whole flow by keyboard alone, as a game master without a mouse: sign up, forge an NPC, browse and search the
// gallery, turn a card, open and close the details (focus comes back), regenerate, export, pick chips with the
// arrows, open the phone drawer, log out. Every stop has a visible focus ring.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { expectToast, newAccount } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser } from './support/browser';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

type Focused = { name: string; role: string; ring: boolean; inDialog: boolean };

/** What has focus: its accessible-ish name, role, whether a focus ring is drawn, and whether it is in a dialog. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', role: 'body', ring: false, inDialog: false };
    const labelled = el.getAttribute('aria-labelledby');
    const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
    const name = (
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      label ??
      el.textContent ??
      ''
    ).trim();
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    return {
      name,
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      ring,
      inDialog: Boolean(el.closest('[role="dialog"]')),
    };
  });
}

/** Presses Tab until the focused element's name matches, checking each stop shows where focus is. */
async function tabTo(
  page: Page,
  name: RegExp,
  { max = 60, backwards = false, role }: { max?: number; backwards?: boolean; role?: string } = {},
): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now.role !== 'body')
      expect(now.ring, `no visible focus ring on '${now.name}' (${now.role})`).toBe(true);
    if (name.test(now.name) && (!role || now.role === role)) return now;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Presses a key and lets a roving-focus group move focus (Radix moves it on the next tick). */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForTimeout(60);
}

describeInBrowser('keyboard only', () => {
  const pages = usePages(baseUrl);

  it('signs up, forges, browses, opens and closes details, regenerates, exports and logs out without a mouse', async () => {
    const { page } = await pages.open('desktop');
    const account = newAccount('Keys');
    await page.goto('/');
    await page.getByRole('tab', { name: 'Log In' }).waitFor();

    // Sign up: the tabs follow the tabs pattern (arrows move between them).
    await tabTo(page, /^Log In$/, { role: 'tab' });
    await press(page, 'ArrowRight');
    expect((await focused(page)).name).toBe('Register');
    await tabTo(page, /^Username$/);
    await page.keyboard.type(account.username);
    await tabTo(page, /^Email$/);
    await page.keyboard.type(account.email);
    await tabTo(page, /^Password$/);
    await page.keyboard.type(account.password);
    await tabTo(page, /^Confirm Password$/);
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();

    // To the NPC generator by the navigation, and forge from the Quick tab.
    await tabTo(page, /^NPC Generator/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'NPC Generator' }).waitFor();
    await tabTo(page, /^Forge NPC$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/npc-gallery');
    const card = page.getByTestId('npc-card').first();
    // Regenerating waits for the first portrait to be painted.
    await card.getByRole('img', { name: /^Portrait of / }).waitFor();

    // Turn the card: focus follows to the back's own flip button.
    await tabTo(page, /^Show the back of /);
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toMatch(/^Show the front of /);
    expect(await card.getAttribute('data-flipped')).toBe('true');

    // Details open in a dialog and one Escape closes it, even after Regenerate put a toast on screen.
    await tabTo(page, /^View Details$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Character Details' });
    await dialog.waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    await tabTo(page, /^Regenerate$/);
    await page.keyboard.press('Enter');
    // The dialog hides the page from the accessibility tree, toast region included, so the toast is found by its markup.
    await page.locator('li[data-state="open"]', { hasText: 'Portrait regenerated' }).waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives focus back as the dialog unmounts, a moment after it leaves the accessibility tree.
    await expect.poll(async () => (await focused(page)).name).toBe('View Details');

    // Export from the card back.
    const download = page.waitForEvent('download');
    await tabTo(page, /^Export PDF$/, { backwards: true });
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // Search the gallery.
    await tabTo(page, /^Search$/, { backwards: true });
    await page.keyboard.type('no such name at all');
    await page.getByText('No NPCs match your search').waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await card.waitFor();

    // Chips are a radio group: arrows move and select.
    await page.goto('/npc-generator');
    // Tab presses sent before the lazily loaded page has drawn its tabs would run through an empty document.
    await page.getByRole('tab', { name: 'Quick' }).waitFor();
    await tabTo(page, /^Quick$/, { role: 'tab' });
    await press(page, 'ArrowRight');
    await page.keyboard.press('Enter');
    const chips = page.getByRole('radiogroup', { name: 'Art Style' });
    await chips.waitFor();
    const checked = await tabTo(page, /^Fantasy$/);
    expect(checked.role).toBe('radio');
    await press(page, 'ArrowRight');
    expect((await focused(page)).name).toBe('Realistic');
    expect(await chips.getByRole('radio', { name: 'Realistic' }).getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page, 'the advanced NPC form reached by keyboard');

    // Log out from the account menu.
    await tabTo(page, /Account menu/);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await press(page, 'End');
    expect((await focused(page)).name).toBe('Logout');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Logged Out', 'You have been successfully logged out.');
  });

  it('opens the phone drawer on its first link and gives focus back to the menu button on Escape', async () => {
    const { page } = await pages.signedIn('phone', 'Thumb');
    await page.goto('/npc-gallery');
    await page.getByRole('heading', { level: 1, name: 'NPC Gallery' }).waitFor();
    await tabTo(page, /^Open navigation menu$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    expect(await focused(page)).toMatchObject({ name: 'NPC Generator', role: 'a', inDialog: true });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toBe('Open navigation menu');
  });
});
