// The magic item kind for the generic client: its contract, routes, placeholder and every sentence spoken about it.
import { defineClientKind } from '@client/features/content/client-kind';
import { safeFileName } from '@client/features/content/exports/save-file';
import { ROUTES } from '@client/lib/routes';
import { type MagicItemData, magicItemContract } from '@shared/kinds/magic-item';
import { createElement, lazy } from 'react';

export const ITEM_PLACEHOLDER_IMAGE = '/images/magic-items/item-placeholder.svg';

/** Spec section 9: the lowercased name plus '-magic-item.jpg'. */
export function itemImageFileName(name: string): string {
  return `${safeFileName(name, 'magic item').toLowerCase()}-magic-item.jpg`;
}

// The detail view loads when first shown on a share link's page, not with every page that names the kind.
const DetailView = lazy(() =>
  import('./magic-item-details-sheet').then((m) => ({ default: m.MagicItemDetailView })),
);

export const magicItemClientKind = defineClientKind<MagicItemData>({
  renderDetails: (entity) => createElement(DetailView, { entity }),
  contract: magicItemContract,
  routes: { generator: ROUTES.magicItemGenerator, gallery: ROUTES.magicItemGallery },
  placeholderImage: ITEM_PLACEHOLDER_IMAGE,
  imageFileName: (item) => itemImageFileName(item.name),
  imageDownloadFormat: 'jpeg',
  texts: {
    overlay: { quick: 'Forging your magical artifact...', advanced: 'Forging your magical artifact...' },
    overlayHint: 'Runes are etched, an enchantment is bound, a legend is written…',
    forgingPanel: {
      title: 'Forging Your Magic Item',
      description: 'Binding its enchantments and painting its likeness.',
    },
    generated: 'Magic Item Generated',
    limitReached:
      "You've used all your magic item generations. Check your account for details on generation limits.",
    imageGenerationFailed: 'Could not generate the magic item image. Please try again.',
    generationFailed:
      'Could not generate magic item. Please try again or check the console for more details.',
    generationFailedLead: 'Could not generate magic item.',
    submitFailed: 'Failed to generate magic item. Please try again.',
    image: {
      noun: 'item image',
      loadFailed: 'Image failed to load',
      serverMessages: true,
      none: 'The item image is missing. Please regenerate it.',
      regenerated: 'Item image regenerated',
      regeneratedDescription: 'A new likeness is being painted; it appears here as soon as it is ready.',
      regenerateFailed: 'Failed to regenerate item image. Please try again.',
      regenerateFailedDetail: 'Regeneration failed',
      painting: 'Painting the item…',
      downloadNone: 'There is no item image to download yet.',
      downloadBroken: 'The item image is missing or corrupted. Please regenerate it.',
    },
    export: {
      failed: 'Failed to export magic item. Please try again.',
      detailFailedTitle: 'Export failed',
      detailFailed: 'Could not export magic item data. Please try again.',
    },
    gallery: {
      emptyTitle: 'Your Magic Item Gallery is Empty',
      emptyDescription:
        'No relics rest in your treasury yet. Forge one and it will wait here, picture and lore, for your next session.',
      emptyAction: 'Forge Your First Item',
      noMatchTitle: 'No items match your search',
      noMatchDescription: 'Try another name, type, rarity or tag.',
      loading: 'Opening the treasury…',
    },
  },
});
