// Rewrites a kind's list answers in the browser, whole or a page at a time (decision 017), so a test can show states
// the server would reach only by chance (a picture still painting, one that failed).
import type { Page } from 'playwright-core';

type Paged<E> = { items: E[]; nextCursor: string | null; total: number };

/** Every answer of `/api/user/{listPath}` (with or without `?limit=&cursor=`) passes through `rewrite`. */
export async function rewriteList<E>(
  page: Page,
  listPath: string,
  rewrite: (entities: E[]) => E[],
): Promise<void> {
  await page.route(
    (url) => url.pathname === `/api/user/${listPath}`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as E[] | Paged<E>;
      const json = Array.isArray(body) ? rewrite(body) : { ...body, items: rewrite(body.items) };
      await route.fulfill({ response, json });
    },
  );
}
