// Helpers every content kind's browser suite needs, parameterised by the kind: pictures painted, the generate request
// held back to see the overlay, the newest entity, a card and its loaded picture, the gallery opened.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AuthAnswer } from './app';
import type { ViewportName } from './browser';
import { getViaApi } from './content';

export type KindPageOptions = {
  /** `/api/{apiBase}/generate`. */
  apiBase: string;
  /** `/api/user/{listPath}`. */
  listPath: string;
  gallery: { path: string; heading: string };
};

export function kindPages<E extends { imageStatus: string }>(baseUrl: string, kind: KindPageOptions) {
  const list = async (auth: AuthAnswer) =>
    (await getViaApi(baseUrl, auth.token, `/api/user/${kind.listPath}`)).body as E[];
  return {
    /** The user's entities once no picture is still being painted (newest first). */
    async picturesReady(auth: AuthAnswer): Promise<E[]> {
      for (let i = 0; i < 200; i++) {
        const entities = await list(auth);
        if (entities.every((entity) => entity.imageStatus !== 'pending')) return entities;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${kind.listPath}: pictures never finished`);
    },
    /** The entity made last, as the API lists it. */
    async newest(auth: AuthAnswer): Promise<E> {
      const [entity] = await list(auth);
      if (!entity) throw new Error(`${kind.listPath}: nothing was made`);
      return entity;
    },
    /** Holds the generate request for `ms`, so the overlay can be seen, and records the request body. */
    async slowGenerate(page: Page, ms = 900): Promise<() => Record<string, unknown>> {
      let sent: Record<string, unknown> = {};
      await page.route(`**/api/${kind.apiBase}/generate`, async (route) => {
        sent = route.request().postDataJSON() as Record<string, unknown>;
        await new Promise((r) => setTimeout(r, ms));
        await route.continue();
      });
      return () => sent;
    },
    /** The card of the entity named `name` (a card is an article labelled with the name). */
    card(page: Page, name: string): Locator {
      return page.getByRole('article', { name, exact: true });
    },
    /** The picture frame within `scope` once its picture has loaded. */
    loaded(page: Page, scope: Locator): Locator {
      return scope.getByTestId('image-frame').and(page.locator('[data-state="loaded"]'));
    },
    async openGallery(page: Page): Promise<void> {
      await page.goto(kind.gallery.path);
      await page.getByRole('heading', { level: 1, name: kind.gallery.heading }).waitFor();
      await page.getByTestId('gallery-loading').waitFor({ state: 'detached' });
    },
  };
}

/** Waits until the cards (by test id) show exactly `names`, in order; an empty list means no card. */
export async function expectCards(page: Page, testId: string, names: readonly string[]): Promise<void> {
  const cards = page.getByTestId(testId);
  await expect
    .poll(async () => {
      const texts = await cards.allTextContents();
      return names.length === 0
        ? texts.length
        : texts.length === names.length && names.every((n, i) => texts[i]?.includes(n));
    })
    .toBe(names.length === 0 ? 0 : true);
}

/** A screenshot of the viewport only: a full-page picture would stretch fixed overlays, dialogs and sheets oddly. */
export async function saveViewport(page: Page, name: string, viewport: ViewportName): Promise<void> {
  const dir = new URL('../../../test-results/screenshots/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: new URL(`${name}-${viewport}.png`, dir).pathname, animations: 'disabled' });
}
