// Browser tests of a generation's honest progress and the AI error catalogue, for any kind: the server's stages
// in the overlay and the inline panel as they stream in, the rate limit and quota toasts, the AI provider's
// failures in its own words, and the credits in the account menu after a real generation.
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page, Route } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { expectToast, textOf } from './support/app';
import { describeInBrowser, type ViewportName } from './support/browser';
import { generateViaApi, getViaApi } from './support/content';
import { rewriteList } from './support/list-route';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

const NDJSON = 'application/x-ndjson; charset=utf-8';
const QUOTA_MESSAGE =
  "The AI provider's quota or billing limit has been reached. Check the provider account.";
const BUSY_MESSAGE = 'The AI provider is busy. Please try again in a moment.';
const RATE_LIMIT_TEXT = 'The OpenAI API limit has been reached. Please try again in a moment.';
const TIMEOUT_MESSAGE = 'The AI provider did not answer in time. Please try again.';

type Npc = { id: number; name: string; imageStatus: string; updatedAt: string; portraitUrl: string | null };

/** A promise with its resolver, to hold a stream until the test has looked. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * A slow progress stream: a local server that answers 'writing' at once, then asks the real server to generate
 * and passes its lines on, holding before 'storing' and before the rest until the test opens each gate. The
 * browser's request is sent here by Playwright's route, unseen by the page.
 */
async function slowStreamServer(kindPath: string) {
  const gates = { storing: gate(), rest: gate() };
  const seen: { accept?: string; authorization?: string } = {};
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await readBody(request);
      seen.accept = request.headers.accept;
      seen.authorization = request.headers.authorization;
      response.writeHead(200, { 'Content-Type': NDJSON, 'Cache-Control': 'private, no-cache' });
      response.write('{"stage":"writing"}\n');
      const real = await fetch(`${baseUrl}${kindPath}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/x-ndjson',
          Authorization: request.headers.authorization ?? '',
        },
        body,
      });
      const lines = (await real.text()).split('\n').filter(Boolean);
      await gates.storing.opened;
      for (const line of lines.filter((line) => line.includes('"stage":"storing"'))) {
        response.write(`${line}\n`);
      }
      await gates.rest.opened;
      for (const line of lines.filter((line) => !/"stage":"(writing|storing)"/.test(line))) {
        response.write(`${line}\n`);
      }
      response.end();
    })().catch((error: unknown) => {
      response.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${kindPath}`,
    gates,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A screenshot of the viewport only: a full-page picture would stretch the fixed overlay. */
async function saveViewport(page: Page, name: string, viewport: ViewportName): Promise<void> {
  const dir = new URL('../../test-results/screenshots/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: new URL(`${name}-${viewport}.png`, dir).pathname, animations: 'disabled' });
}

/** The step marked current in a stepper, and the state of each step. */
async function steps(scope: Locator): Promise<{ current: string; states: string[] }> {
  const list = scope.getByTestId('forging-steps');
  const current = await textOf(list.locator('li[aria-current="step"]'));
  const states = await list
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('data-step')}:${item.getAttribute('data-state')}`),
    );
  return { current, states };
}

/** Answers the generate request with this progress stream, all at once. */
function fulfilStream(lines: readonly object[]) {
  return (route: Route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': NDJSON },
      body: lines.map((line) => `${JSON.stringify(line)}\n`).join(''),
    });
}

describeInBrowser('generation progress and the AI error catalogue', () => {
  const pages = usePages(baseUrl, { accountPrefix: 'Herald' });
  const { signedIn } = pages;

  it.each(['desktop', 'phone'] as const)(
    'shows each stage in the overlay and the panel as the stream brings it, then the toast and the gallery (%s)',
    async (viewport) => {
      const { page, auth } = await signedIn(viewport);
      const slow = await slowStreamServer('/api/npc/generate');
      try {
        await page.route('**/api/npc/generate', (route) => route.continue({ url: slow.url }));
        await page.goto('/npc-generator');
        await page
          .getByRole('form', { name: 'Quick NPC' })
          .getByLabel('Name (optional)')
          .fill('Wenna Slowquill');
        await page.getByRole('button', { name: 'Forge NPC' }).click();

        const overlay = page.getByTestId('forging-overlay');
        await overlay.getByText('Writing the story…').waitFor();
        expect(await textOf(overlay)).toContain('Quickly Forging your NPC');
        expect(await steps(overlay)).toEqual({
          current: 'Writing the story…',
          states: ['writing:current', 'storing:to-come', 'painting:to-come'],
        });
        // The inline panel follows the same stream.
        expect((await steps(page.getByTestId('forging-panel'))).current).toBe('Writing the story…');
        // The clock runs while the writer writes.
        await overlay.getByTestId('forging-elapsed').getByText('1 s').waitFor();
        await saveViewport(page, 'generation-progress-writing', viewport);

        slow.gates.storing.open();
        await overlay.getByText('Storing it in your archive…').waitFor();
        expect(await steps(overlay)).toEqual({
          current: 'Storing it in your archive…',
          states: ['writing:done', 'storing:current', 'painting:to-come'],
        });
        expect(await page.getByRole('button', { name: 'Forging…' }).isDisabled()).toBe(true);
        await saveViewport(page, 'generation-progress-storing', viewport);

        slow.gates.rest.open();
        await expectToast(page, 'NPC Generated', 'Wenna Slowquill');
        await page.waitForURL('**/npc-gallery');
        await page.getByRole('article', { name: 'Wenna Slowquill', exact: true }).waitFor();
        // The request asked for the stream, with the user's token.
        expect(slow.seen.accept).toContain('application/x-ndjson');
        expect(slow.seen.authorization).toBe(`Bearer ${auth.token}`);
      } finally {
        await slow.close();
      }
    },
  );

  it('shows the quota toast with the server message, and the plain rate limit toast with the spec text', async () => {
    const { page } = await signedIn();
    await page.goto('/npc-generator');
    const forge = page.getByRole('button', { name: 'Forge NPC' });
    const answers: { name: string; handler: (route: Route) => Promise<void>; title: string; text: string }[] =
      [
        {
          name: 'quota, in the stream',
          handler: fulfilStream([
            { stage: 'writing' },
            { stage: 'error', status: 429, error: 'RATE_LIMIT_EXCEEDED', message: QUOTA_MESSAGE },
          ]),
          title: 'API Rate Limit or Quota Reached',
          text: QUOTA_MESSAGE,
        },
        {
          name: 'quota, as plain JSON',
          handler: (route) =>
            route.fulfill({ status: 429, json: { message: QUOTA_MESSAGE, error: 'RATE_LIMIT_EXCEEDED' } }),
          title: 'API Rate Limit or Quota Reached',
          text: QUOTA_MESSAGE,
        },
        {
          name: 'busy, in the stream',
          handler: fulfilStream([
            { stage: 'writing' },
            { stage: 'error', status: 429, error: 'RATE_LIMIT_EXCEEDED', message: BUSY_MESSAGE },
          ]),
          title: 'API Rate Limit Reached',
          text: RATE_LIMIT_TEXT,
        },
        {
          name: 'busy, as plain JSON',
          handler: (route) =>
            route.fulfill({ status: 429, json: { message: BUSY_MESSAGE, error: 'RATE_LIMIT_EXCEEDED' } }),
          title: 'API Rate Limit Reached',
          text: RATE_LIMIT_TEXT,
        },
      ];
    for (const answer of answers) {
      await page.route('**/api/npc/generate', answer.handler);
      await forge.click();
      const toast = await expectToast(page, answer.title, answer.text);
      expect(toast, answer.name).toContain(answer.text);
      if (answer.title === 'API Rate Limit Reached') expect(toast).not.toContain('quota');
      await page.unroute('**/api/npc/generate');
      await page.getByTestId('forging-overlay').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/npc-generator');
      expect(await forge.isEnabled()).toBe(true);
    }
  });

  it("tells an AI provider's failure in its own words after the kind's sentence, and keeps the forge usable", async () => {
    const { page } = await signedIn('desktop', 'Smith');
    await page.goto('/magic-item-generator');
    await page.route(
      '**/api/magic-item/generate',
      fulfilStream([
        { stage: 'writing' },
        { stage: 'error', status: 504, error: 'PROVIDER_TIMEOUT', message: TIMEOUT_MESSAGE },
      ]),
    );
    await page.getByRole('button', { name: 'Forge Item' }).click();
    await expectToast(page, 'Generation Failed', `Could not generate magic item. ${TIMEOUT_MESSAGE}`);
    await page.getByTestId('forging-overlay').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Forge Item' }).isEnabled()).toBe(true);
    // 'Generation Failed' leaves the details in the console.
    const logged = pages.current!.errors.splice(0);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^console\.error: magic item generation failed: ApiError: The AI provider did not/,
    );
  });

  it('takes one credit off the account menu after a real generation', async () => {
    const { page, auth } = await signedIn('desktop', 'Smith');
    await page.goto('/magic-item-generator');
    const menuButton = page.getByRole('button', { name: /Account menu/ }).first();
    const credits = async () => {
      await menuButton.click();
      const value = Number(await textOf(page.getByTestId('account-credits')));
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      return value;
    };
    expect(await credits()).toBe(auth.user.credits);

    await page
      .getByRole('form', { name: 'Quick magic item' })
      .getByRole('button', { name: 'Forge Item' })
      .click();
    await expectToast(page, 'Magic Item Generated');
    await page.waitForURL('**/magic-item-gallery');
    await expect.poll(credits).toBe(auth.user.credits - 1);
    const { body } = await getViaApi(baseUrl, auth.token, '/api/auth/me');
    expect((body as { user: { credits: number } }).user.credits).toBe(auth.user.credits - 1);
  });

  it('refreshes the credits when a picture fails while the gallery watches (a failed regeneration is refunded)', async () => {
    const { page, auth } = await signedIn('desktop', 'Keeper');
    await generateViaApi(baseUrl, auth.token, '/api/npc/generate', 'character', {
      name: 'Orrin Failpaint',
      race: 'human',
      gender: 'random',
      occupation: 'random',
      age: 'random',
      socialClass: 'random',
      artStyle: 'fantasy',
    });
    // The list says 'painting' twice, then the picture failed, as after a regeneration that ends without one.
    let served = 0;
    let failedAt = Number.POSITIVE_INFINITY;
    await rewriteList<Npc>(page, 'npcs', (list) => {
      served += 1;
      const failed = served > 2;
      if (failed && failedAt === Number.POSITIVE_INFINITY) failedAt = Date.now();
      const shown = list.map((npc) => ({
        ...npc,
        imageStatus: failed ? 'failed' : 'pending',
        imageError: failed ? 'Image generation failed: the AI provider did not answer in time.' : null,
        portraitUrl: null,
        updatedAt: failed ? new Date().toISOString() : npc.updatedAt,
      }));
      return shown as Npc[];
    });
    const refreshes: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/me')) refreshes.push(Date.now());
    });

    await page.goto('/npc-gallery');
    const frame = page
      .getByRole('article', { name: 'Orrin Failpaint', exact: true })
      .getByTestId('image-frame');
    await frame.and(page.locator('[data-state="failed"]')).waitFor();
    await expect.poll(() => refreshes.some((at) => at >= failedAt)).toBe(true);
  });
});
