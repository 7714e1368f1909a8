// Launching Debian's Chromium through playwright-core, pages with a watch on browser errors, and screenshots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe } from 'vitest';
import { CHROMIUM_PATH, hasChromium, isCI } from './environment';

/** Runs the suite when Chromium exists; without it, skips locally and runs (and fails) on CI. */
export const describeInBrowser = hasChromium || isCI ? describe : describe.skip;

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
  /** The narrowest screen the product supports. */
  narrow: { width: 360, height: 740 },
  /** A tablet held upright, a laptop and a wide desktop (the layout test's widths). */
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1280, height: 800 },
  wide: { width: 1920, height: 1080 },
} as const;

/** Viewports of a touch phone (the others are a pointer on a larger screen). */
const TOUCH: ReadonlySet<ViewportName> = new Set(['phone', 'narrow']);

export type ViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  if (!hasChromium) {
    throw new Error(`Chromium is required for the browser tests but was not found at ${CHROMIUM_PATH}.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type TestPage = {
  context: BrowserContext;
  page: Page;
  /**
   * Uncaught exceptions, console errors (minus the browser's own notices of error statuses) and failed API requests
   * (an aborted call hides real failures from anyone reading the network log), except calls a new document load cut
   * short (a test's goto, the reload after signing in), which no app can finish.
   */
  errors: string[];
};

// Chromium reports every non-2xx answer as a console error; the tests provoke 401s and 400s on purpose.
const EXPECTED_CONSOLE = [/Failed to load resource/];

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName = 'desktop',
  options: { reducedMotion?: boolean } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    hasTouch: TOUCH.has(viewport),
    isMobile: TOUCH.has(viewport),
    reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE.some((pattern) => pattern.test(text))) errors.push(`console.error: ${text}`);
  });
  // A document load (the test's goto, a reload) cancels every call still in flight; the app cannot finish those.
  // In-app route changes load no document, so a call they cut short is still caught.
  const started = new WeakMap<object, number>();
  let documentLoadAt = -1;
  page.on('request', (request) => {
    started.set(request, performance.now());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documentLoadAt = performance.now();
  });
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(`${baseUrl}/api/`)) return;
    const reason = request.failure()?.errorText ?? '';
    // A call the old document made just as the load began may be reported a moment after the load itself: no
    // new document has run its scripts within 100 ms of its load starting, so such a call is the old page's.
    if (reason === 'net::ERR_ABORTED' && documentLoadAt + 100 >= (started.get(request) ?? Infinity)) return;
    // A read nobody waits for any longer is cancelled on purpose: the query client aborts a GET whose last reader
    // left (a dialog closed while its links loaded, a search a newer keystroke superseded). Writes are never
    // cancelled, so an aborted write is still caught.
    if (reason === 'net::ERR_ABORTED' && request.method() === 'GET') return;
    errors.push(`requestfailed: ${request.method()} ${request.url()} ${reason}`);
  });
  return { context, page, errors };
}

const SCREENSHOT_DIR = fileURLToPath(new URL('../../../test-results/screenshots', import.meta.url));

/** Saves a full-page screenshot as test-results/screenshots/<name>-<viewport>.png. */
export async function saveScreenshot(page: Page, name: string, viewport: ViewportName): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}-${viewport}.png`);
  // Web fonts must be in before the picture is taken, or the headings fall back to Times.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // From the top, or the sticky header is painted wherever the page happened to be scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
