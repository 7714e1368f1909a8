// Every kind's detail view as the share and print suites reach it: a request that fills every section (so the player
// view has something to hide), the gallery, and how a card opens its details (dialog or side sheet).

import type { KindContract } from '@shared/content';
import { kindPaths } from '@shared/content';
import { FACTION_QUICK_DEFAULTS, factionContract, factionQuickToRequest } from '@shared/kinds/faction';
import { magicItemContract } from '@shared/kinds/magic-item';
import { npcContract } from '@shared/kinds/npc';
import { TOWN_QUICK_DEFAULTS, townContract, townQuickToRequest } from '@shared/kinds/town';
import type { Locator, Page } from 'playwright-core';
import type { AuthAnswer } from './app';
import { generateViaApi } from './content';
import { kindPages } from './kind-pages';

export type Shared = { id: number; name: string; imageStatus: string } & Record<string, unknown>;

export type DetailViewCase = {
  contract: KindContract;
  /** The container's accessible name: 'Character Details', 'Magic Item Details', … */
  container: string;
  request: Record<string, unknown>;
  /** Section titles the player view leaves out (their fields are the kind's `playerHidden`). */
  playerHiddenSections: readonly string[];
  gallery: { path: string; heading: string };
  /** Opens the card's details from the gallery and answers the container. */
  open(page: Page, card: Locator, name: string): Promise<Locator>;
};

/** A card's back face button (NPC, faction: View Details; town: View Full Details) after turning the card. */
async function fromBack(page: Page, card: Locator, button: string, container: string): Promise<Locator> {
  await card.click({ position: { x: 150, y: 120 } });
  await card.locator('[data-face="back"]').getByRole('button', { name: button }).click();
  const details = page.getByRole('dialog', { name: container });
  await details.waitFor();
  return details;
}

export const DETAIL_VIEWS: readonly DetailViewCase[] = [
  {
    contract: npcContract,
    container: 'Character Details',
    request: {
      name: 'Sable Wren',
      race: 'random',
      gender: 'random',
      occupation: 'random',
      age: 'random',
      socialClass: 'random',
      artStyle: 'fantasy',
      includeSecrets: true,
      includePlotHooks: true,
    },
    playerHiddenSections: ['Secrets', 'Plot Hooks'],
    gallery: { path: '/npc-gallery', heading: 'NPC Gallery' },
    open: (page, card) => fromBack(page, card, 'View Details', 'Character Details'),
  },
  {
    contract: magicItemContract,
    container: 'Magic Item Details',
    request: {
      rarity: 'Rare',
      type: 'Wondrous Item',
      artStyle: 'Fantasy',
      includeHistory: true,
      includeQuirks: true,
    },
    playerHiddenSections: [],
    gallery: { path: '/magic-item-gallery', heading: 'Magic Item Gallery' },
    async open(page, card, name) {
      await card.getByRole('button', { name, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Magic Item Details' });
      await sheet.waitFor();
      return sheet;
    },
  },
  {
    contract: townContract,
    container: 'Town Details',
    request: townQuickToRequest({ ...TOWN_QUICK_DEFAULTS }),
    playerHiddenSections: ['Secrets'],
    gallery: { path: '/town-gallery', heading: 'Town Gallery' },
    async open(page, card, name) {
      await card.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Town Details' });
      await dialog.waitFor();
      return dialog;
    },
  },
  {
    contract: factionContract,
    container: 'Faction Details',
    request: { ...factionQuickToRequest({ size: FACTION_QUICK_DEFAULTS.size }), name: 'The Quiet Ledger' },
    playerHiddenSections: ['Weaknesses and Vulnerabilities', 'Quests and Missions'],
    gallery: { path: '/faction-gallery', heading: 'Faction Gallery' },
    async open(page, card, name) {
      await card.locator('[data-face="front"]').getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Faction Details' });
      await dialog.getByRole('heading', { level: 2, name }).waitFor();
      return dialog;
    },
  },
];

/** Makes the kind's entity through the API and waits until its picture is painted. */
export async function forgeFor(baseUrl: string, auth: AuthAnswer, view: DetailViewCase): Promise<Shared> {
  const { contract } = view;
  const entity = await generateViaApi<Shared>(
    baseUrl,
    auth.token,
    kindPaths(contract).generate,
    contract.entityAtTopLevel ? null : contract.responseKey,
    view.request,
  );
  await galleryOf(baseUrl, view).picturesReady(auth);
  return entity;
}

function galleryOf(baseUrl: string, view: DetailViewCase) {
  return kindPages<Shared>(baseUrl, {
    apiBase: view.contract.apiBase,
    listPath: view.contract.listPath,
    gallery: view.gallery,
  });
}

/** Opens the entity's details from its gallery card, once its picture shows there. */
export async function openDetails(
  baseUrl: string,
  page: Page,
  view: DetailViewCase,
  entity: Shared,
): Promise<Locator> {
  const gallery = galleryOf(baseUrl, view);
  await gallery.openGallery(page);
  const details = await view.open(page, gallery.card(page, entity.name), entity.name);
  await gallery.loaded(page, details).waitFor();
  return details;
}

/** Every string anywhere in a value (the texts of a hidden field). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
