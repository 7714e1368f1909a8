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
});
