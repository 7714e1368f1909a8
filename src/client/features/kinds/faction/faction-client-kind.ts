// The faction kind for the generic client: its contract, routes, placeholder emblem and every sentence spoken about
// it (spec sections 2, 4 and 8).
import { defineClientKind } from '@client/features/content/client-kind';
import { safeFileName } from '@client/features/content/exports/save-file';
import { ROUTES } from '@client/lib/routes';
import { type FactionData, factionContract } from '@shared/kinds/faction';
import { createElement, lazy } from 'react';

export const FACTION_PLACEHOLDER_IMAGE = '/images/factions/faction-placeholder.svg';

/** The emblem's download name: the lowercased name plus '-emblem.png' (the spec names none; as the town map's). */
export function factionEmblemFileName(name: string): string {
  return `${safeFileName(name, 'faction').toLowerCase()}-emblem.png`;
}

// The detail view loads when first shown on a share link's page, not with every page that names the kind.
const DetailView = lazy(() => import('./faction-details').then((m) => ({ default: m.FactionDetailView })));

export const factionClientKind = defineClientKind<FactionData>({
  renderDetails: (entity) => createElement(DetailView, { entity }),
  contract: factionContract,
  routes: { generator: ROUTES.factionGenerator, gallery: ROUTES.factionGallery },
  placeholderImage: FACTION_PLACEHOLDER_IMAGE,
  imageFileName: (faction) => factionEmblemFileName(faction.name),
  // Spec section 2: both exports 'open in a new window'.
  exportTarget: 'window',
  texts: {
    modeTabs: { quick: 'QUICK', advanced: 'ADVANCED' },
    overlay: { quick: 'Quickly Forging your Faction', advanced: 'Meticulously Forging your Faction' },
    overlayHint: 'Oaths are sworn, ranks are drawn up, rivals are named and a banner is stitched…',
    forgingPanel: {
      title: 'Forging Your Faction',
      description: 'Swearing in its members, naming its rivals, then painting its emblem.',
    },
    generated: 'Faction Generated',
    limitReached: "You've reached your faction generation limit. Please try again later.",
    imageGenerationFailed: 'Could not generate the faction emblem. Please try again.',
    // Spec section 8 gives the 'image' rule to NPCs and items and the 'map' rule to towns; a faction's failures that
    // are not about credits or rate limits all fall back to 'Failed to Generate Faction' with the server's message.
    imageFailure: { words: [], title: 'Image Generation Failed' },
    failedWithServerMessage: 'Failed to Generate Faction',
    generationFailed: 'Could not generate faction. Please try again or check the console for more details.',
    generationFailedLead: 'Could not generate faction.',
    submitFailed: 'Failed to generate faction. Please try again.',
    image: {
      noun: 'emblem',
      loadFailed: 'Image failed to load',
      serverMessages: true,
      none: 'This faction has no emblem yet.',
      failureToast: {
        title: 'Image Failed to Load',
        description: "The faction emblem couldn't be loaded. You can try regenerating it.",
      },
      regenerated: 'Regenerating Emblem',
      regeneratedDescription: 'Faction emblem regeneration started. Check back soon to see the new emblem!',
      regenerateFailed: 'Failed to regenerate emblem. Please try again.',
      regenerateFailedDetail: 'Regeneration failed',
      painting: 'Painting the emblem…',
      downloadNone: 'There is no faction emblem to download yet.',
      downloadBroken: 'The faction emblem is missing or corrupted. Please regenerate it.',
    },
    export: {
      failed: 'Failed to export faction. Please try again.',
      detailFailedTitle: 'Export failed',
      detailFailed: 'Could not export faction data. Please try again.',
    },
    gallery: {
      emptyTitle: 'No Factions Found',
      emptyDescription: "You haven't created any factions yet. Generate your first faction to get started!",
      emptyAction: 'Create First Faction',
      noMatchTitle: 'No Factions Found',
      noMatchDescription: 'No factions match your current search criteria. Try adjusting your filters.',
      loading: 'Gathering your banners…',
    },
  },
});

/** The words the faction's own screens say beyond the generic pages (spec section 2). */
export const FACTION_TEXTS = {
  forge: 'Forge Faction',
  forging: 'Forging Faction...',
  regenerate: 'Regenerate Emblem',
  regenerating: 'Regenerating...',
  created: 'Faction Created!',
  failed: 'Generation Failed',
  failedFallback: 'There was an error generating your faction. Please try again.',
  loadErrorTitle: 'Error Loading Faction',
  loadError: 'Failed to load the faction. Please try again later.',
  listError: 'Failed to load factions',
  searchPlaceholder: 'Search factions by name, description, or tags...',
  noKeyMembers: 'No key members information available.',
} as const;
