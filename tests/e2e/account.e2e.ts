// The account page (issue 23): reached from the account menu, it shows the credits left, what each action costs and
// the history of spends, so running out is not a dead end.
import { expect, inject, it } from 'vitest';
import { newAccount, registerViaApi, seedSession, textOf } from './support/app';
import { expectAccessible } from './support/axe';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { generateViaApi } from './support/content';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

describeInBrowser('account page', () => {
  const pages = usePages(baseUrl);

  it('opens from the account menu with the balance, the costs and the spend just made', async () => {
    const auth = await registerViaApi(baseUrl, newAccount('Steward'));
    const npc = await generateViaApi<{ name: string }>(
      baseUrl,
      auth.token,
      '/api/npc/generate',
      'character',
      {
        race: 'gnome',
        gender: 'female',
        occupation: 'alchemist',
        age: 'adult',
        socialClass: 'middle',
        artStyle: 'painterly',
      },
    );
    const { page, context } = await pages.open();
    await seedSession(context, auth);
    await page.goto('/npc-gallery');
    await page
      .getByRole('button', { name: /Account menu/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Your account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Account', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await textOf(page.getByTestId('account-page-credits'))).toBe(String(auth.user.credits - 1));
    expect(await textOf(page.getByRole('region', { name: 'Credits' }))).toMatch(
      /Forging an NPC, item, town or faction\s*1 credit/,
    );
    const lines = page.getByTestId('credit-line');
    expect(await lines.count()).toBe(1);
    const line = await textOf(lines.first());
    expect(line).toContain(`Generation: NPC ${npc.name}`);
    expect(line).toContain('−1');
    await expectAccessible(page, 'account page');
    await saveScreenshot(page, 'account-with-history', 'desktop');
  });

  it('says beside the Forge button what a forging costs and what is left, and where to look at 0', async () => {
    const auth = await registerViaApi(baseUrl, newAccount('Purser'));
    const { page, context } = await pages.open();
    await seedSession(context, auth);
    await page.goto('/npc-generator');
    const quick = page.getByRole('form', { name: 'Quick NPC' });
    const forge = quick.getByRole('button', { name: 'Forge NPC' });
    await forge.waitFor();
    const note = quick.getByTestId('cost-note');
    await expect
      .poll(() => textOf(note), { timeout: 5000 })
      .toBe(`Uses 1 credit · ${auth.user.credits} credits left`);
    // The button is described by the note, so a screen reader hears the cost with it.
    const described = await forge.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).getAttribute('data-testid')).toBe('cost-note');
    await expectAccessible(page, 'generator with its cost');

    const empty = { ...auth, user: { ...auth.user, credits: 0 } };
    await seedSession(context, empty);
    await page.route('**/api/auth/me', (route) => route.fulfill({ json: { user: empty.user } }));
    await page.reload();
    await expect.poll(() => textOf(note), { timeout: 5000 }).toBe('No credits left · see your account');
    await note.getByRole('link', { name: 'see your account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Account', exact: true }).waitFor();
  });
});
