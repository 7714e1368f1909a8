// /npc-gallery: the user's own NPCs as flip cards, with search, race and occupation filters and the details.

import { GalleryPage, type GalleryPageConfig } from '@client/features/content/gallery/gallery-page';
import type { NpcData } from '@shared/kinds/npc';
import { LibraryBigIcon } from 'lucide-react';
import { NpcCard } from './npc-card';
import { npcClientKind } from './npc-client-kind';
import { NpcDetailsDialog } from './npc-details-dialog';
import { npcFilters, npcSearch } from './npc-gallery-filters';

export const npcGallery: GalleryPageConfig<NpcData> = {
  kind: npcClientKind,
  title: 'NPC Gallery',
  description: 'Every character you have forged, gathered in one hall of portraits.',
  icon: LibraryBigIcon,
  forge: { label: 'Forge an NPC', always: false },
  search: npcSearch,
  filters: npcFilters,
  noun: () => 'NPCs',
  listError: { message: 'Your gallery could not be loaded.' },
  cards: 'narrow',
  card: (npc, props) => <NpcCard npc={npc} {...props} />,
  details: ({ entity }, onClose) => <NpcDetailsDialog npc={entity} onClose={onClose} />,
};

export function NpcGalleryPage() {
  return <GalleryPage {...npcGallery} />;
}
