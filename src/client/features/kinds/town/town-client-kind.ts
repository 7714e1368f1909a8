// The town kind for the generic client: its contract, routes, placeholder map and every sentence spoken about it.
import { defineClientKind } from '@client/features/content/client-kind';
import { safeFileName } from '@client/features/content/exports/save-file';
import { ROUTES } from '@client/lib/routes';
import { type TownData, townContract } from '@shared/kinds/town';
import { createElement, lazy } from 'react';

export const TOWN_PLACEHOLDER_IMAGE = '/images/towns/town-placeholder.svg';

/** Spec section 9: the lowercased name plus '-map.jpg'. */
export function townMapFileName(name: string): string {
  return `${safeFileName(name, 'town').toLowerCase()}-map.jpg`;
}

// The detail view loads when first shown on a share link's page, not with every page that names the kind.
const DetailView = lazy(() => import('./town-details-dialog').then((m) => ({ default: m.TownDetailView })));

export const townClientKind = defineClientKind<TownData>({
  renderDetails: (entity) => createElement(DetailView, { entity }),
  contract: townContract,
  routes: { generator: ROUTES.townGenerator, gallery: ROUTES.townGallery },
  placeholderImage: TOWN_PLACEHOLDER_IMAGE,
  imageFileName: (town) => townMapFileName(town.name),
  imageDownloadFormat: 'jpeg',
  texts: {
    overlay: { quick: 'Quickly Building your Town', advanced: 'Meticulously Constructing your Town' },
    overlayHint: 'Streets are laid, walls are raised, a ruler is chosen and the rumours begin…',
    forgingPanel: {
      title: 'Building Your Town',
      description: 'Settling its people and places, then drawing its map.',
    },
    generated: 'Town Generated',
    limitReached:
      "You've used all your town generations. Check your account for details on generation limits.",
    imageGenerationFailed: 'Could not generate the town map. Please try again.',
    // Spec section 8: a message containing 'map' (towns) gives 'Map Generation Failed'; a town's picture is its
    // map, so the generic 'image' counts too.
    imageFailure: { words: ['map', 'image'], title: 'Map Generation Failed' },
    generationFailed: 'Could not generate town. Please try again or check the console for more details.',
    generationFailedLead: 'Could not generate town.',
    submitFailed: 'Failed to generate town. Please try again.',
    image: {
      noun: 'town map',
      loadFailed: 'Map unavailable',
      serverMessages: true,
      none: 'The town map is missing. Please view details to regenerate it.',
      regenerated: 'Town map regenerated',
      regeneratedDescription:
        'The cartographer is redrawing it; the new map appears here as soon as it is inked.',
      regenerateFailed: 'Failed to regenerate town map. Please try again.',
      regenerateFailedDetail: 'Regeneration failed',
      painting: 'Drawing the map…',
      downloadNone: 'There is no town map to download yet.',
      downloadBroken: 'The town map is missing or corrupted. Please regenerate it.',
    },
    export: {
      failed: 'Failed to export town. Please try again.',
      detailFailedTitle: 'Export failed',
      detailFailed: 'Could not export town data. Please try again.',
    },
    gallery: {
      emptyTitle: 'Your Town Gallery is Empty',
      emptyDescription:
        'No settlements stand on your map yet. Build one and it will wait here, map and chronicle, for your next session.',
      emptyAction: 'Build Your First Town',
      noMatchTitle: 'No towns match your search',
      noMatchDescription: 'Try another name, word of its description or tag, or widen the size filter.',
      loading: 'Unrolling your maps…',
    },
  },
});
