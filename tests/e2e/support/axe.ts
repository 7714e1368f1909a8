// axe-core in the browser tests: runs the WCAG 2.x A/AA rules on the page as it is now (dialogs and drawers
// included) and fails on any violation, minor and moderate included. Injected through the DevTools protocol, so the
// app's strict Content-Security-Policy stays as it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/** The violations on the page, of any impact (WCAG 2.0-2.2 A and AA, plus axe's best practices). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
      // Experimental in axe, so a tag run leaves it out; it is the rule behind WCAG 2.5.3 (label in name).
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    }));
  });
  return found;
}

/** Fails with the rules and elements when the page has a violation of any impact (issue 23: none at all). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Entrance animations are stilled under reduced motion but still start at zero opacity for a frame.
  await page.waitForTimeout(150);
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}
