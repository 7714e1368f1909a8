// Helpers that speak Loreforge: accounts through the API, a signed-in browser, and the toast on screen.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';

export type Account = { username: string; email: string; password: string };
export type AuthAnswer = {
  token: string;
  user: { id: number; username: string; email: string; credits: number };
};

/** A new, valid account each call (usernames and e-mails never collide between tests). */
export function newAccount(prefix = 'Bard'): Account {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `${prefix}${tag}`,
    email: `${prefix.toLowerCase()}.${tag}@example.com`,
    password: `Lute${tag}9X`,
  };
}

export async function registerViaApi(baseUrl: string, account: Account = newAccount()): Promise<AuthAnswer> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as AuthAnswer;
}

/** Puts a session in the browser's storage before the first page loads, as a returning user would have. */
export async function seedSession(context: BrowserContext, auth: AuthAnswer): Promise<void> {
  await context.addInitScript(
    ([token, user]) => {
      // Only once per tab: a later logout must stay logged out across navigations.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [auth.token, JSON.stringify(auth.user)] as const,
  );
}

/** A locator's text content, trimmed ('' when it has none). */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

/** The open toast (Radix renders toasts as list items in the 'Notifications (F8)' region). */
export function toastLocator(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');
}

/** Waits for a toast with this title (and description, when given) and returns its text. */
export async function expectToast(page: Page, title: string, description?: string): Promise<string> {
  let toast = toastLocator(page).filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ state: 'visible' });
  return await textOf(toast.first());
}

export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
}

/** The protected pages and the heading each shows. */
export const PROTECTED_PAGES: readonly { path: string; heading: string; shot: string }[] = [
  { path: '/npc-generator', heading: 'NPC Generator', shot: 'npc-generator' },
  { path: '/npc-gallery', heading: 'NPC Gallery', shot: 'npc-gallery' },
  { path: '/magic-item-generator', heading: 'Magic Item Forge', shot: 'magic-item-generator' },
  { path: '/magic-item-gallery', heading: 'Magic Item Gallery', shot: 'magic-item-gallery' },
  { path: '/town-generator', heading: 'Town Builder', shot: 'town-generator' },
  { path: '/town-gallery', heading: 'Town Gallery', shot: 'town-gallery' },
  // A new account owns no town 1: the API answers 404 and the page shows the not-found screen (tests/e2e/town.e2e.ts
  // opens a town of its own).
  { path: '/town/1', heading: 'The Tome Cannot Be Found', shot: 'town-detail-unknown' },
  { path: '/faction-generator', heading: 'FACTION FORGE', shot: 'faction-generator' },
  // Likewise no faction 7: the faction page shows its error state (spec section 2; tests/e2e/faction.e2e.ts opens its own).
  { path: '/faction/7', heading: 'Error Loading Faction', shot: 'faction-detail-unknown' },
  { path: '/faction-gallery', heading: 'Faction Gallery', shot: 'faction-gallery' },
  { path: '/account', heading: 'Your Account', shot: 'account' },
];
