// The browser set-up every suite shares: one Chromium per suite, one page per test, closed after it, and a test that
// fails when its page logged a browser error it did not take for itself.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type AuthAnswer, newAccount, registerViaApi, seedSession } from './app';
import { launchBrowser, openPage, type TestPage, type ViewportName } from './browser';

export type SuitePages = {
  /** The suite's Chromium, for a second page the test closes itself. */
  readonly browser: Browser;
  /** The running test's page (undefined before `open`); take expected errors with `current.errors.splice(0)`. */
  readonly current: TestPage | undefined;
  /** Opens the test's page, signed out. */
  open(viewport?: ViewportName): Promise<TestPage>;
  /** Opens the test's page with a new account's session in place before the first load. */
  signedIn(viewport?: ViewportName, prefix?: string): Promise<{ page: Page; auth: AuthAnswer }>;
};

/** Call at the top of a describe block: registers the hooks and answers the suite's pages. */
export function usePages(
  baseUrl: string,
  { accountPrefix = 'Bard' }: { accountPrefix?: string } = {},
): SuitePages {
  let browser: Browser | undefined;
  let current: TestPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    // What failed while the test ran; closing the page cancels calls still in flight (pictures still loading when
    // the last assertion passed), which, like a document load, the app cannot finish, so they are not counted.
    const errors = [...(current?.errors ?? [])];
    await current?.context.close();
    current = undefined;
    expect(errors).toEqual([]);
  });

  const open = async (viewport: ViewportName = 'desktop'): Promise<TestPage> => {
    if (!browser) throw new Error('usePages: the browser is not up yet (open a page inside a test).');
    current = await openPage(browser, baseUrl, viewport);
    return current;
  };

  return {
    get browser() {
      if (!browser) throw new Error('usePages: the browser is not up yet (use it inside a test).');
      return browser;
    },
    get current() {
      return current;
    },
    open,
    async signedIn(viewport: ViewportName = 'desktop', prefix = accountPrefix) {
      const auth = await registerViaApi(baseUrl, newAccount(prefix));
      const { page, context } = await open(viewport);
      await seedSession(context, auth);
      return { page, auth };
    },
  };
}
