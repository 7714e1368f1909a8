// /magic-item-gallery: the user's own magic items as flip cards, searchable by name, type, rarity and tags, with
// the 'Magic Item Details' side sheet.

import { GalleryPage, type GalleryPageConfig } from '@client/features/content/gallery/gallery-page';
import type { MagicItemData } from '@shared/kinds/magic-item';
import { BookMarkedIcon } from 'lucide-react';
import { MagicItemCard } from './magic-item-card';
import { magicItemClientKind } from './magic-item-client-kind';
import { MagicItemDetailsSheet } from './magic-item-details-sheet';
import { magicItemSearch } from './magic-item-text';

export const magicItemGallery: GalleryPageConfig<MagicItemData> = {
  kind: magicItemClientKind,
  title: 'Magic Item Gallery',
  description: 'Your treasury of forged wonders, catalogued and close at hand.',
  icon: BookMarkedIcon,
  forge: { label: 'Forge New Item', always: true },
  search: magicItemSearch,
  noun: (total) => (total === 1 ? 'item' : 'items'),
  listError: { message: 'Your gallery could not be loaded.' },
  cards: 'narrow',
  clearLabel: 'Show all items',
  card: (item, props) => <MagicItemCard item={item} {...props} />,
  details: ({ entity }, onClose) => <MagicItemDetailsSheet item={entity} onClose={onClose} />,
};

export function MagicItemGalleryPage() {
  return <GalleryPage {...magicItemGallery} />;
}
