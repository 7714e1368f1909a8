// Helpers for the content kinds' browser tests: entities made through the API, and form controls by label.
import type { Page } from 'playwright-core';

/**
 * Generates one entity through the API (faster than the form) and returns the answer's entity: under `responseKey`,
 * or the whole body when it is null (a kind whose answer is the entity itself, `entityAtTopLevel`: towns).
 */
export async function generateViaApi<T = Record<string, unknown>>(
  baseUrl: string,
  token: string,
  path: string,
  responseKey: string | null,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`generate failed: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as Record<string, T>;
  return (responseKey === null ? answer : answer[responseKey]) as T;
}

/** GET with the bearer token; answers status and parsed JSON. */
export async function getViaApi(
  baseUrl: string,
  token: string,
  path: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Picks `option` in the Radix select labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
