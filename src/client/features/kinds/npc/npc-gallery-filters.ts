// The NPC gallery's search (name or occupation) and its race and occupation filters (spec sections 2 and 5); the
// occupation filter also offers the occupations the user's NPCs hold beyond the spec's list.
import type { GalleryFilter, GallerySearch } from '@client/features/content/gallery/gallery-filters';
import { ALL } from '@client/features/content/gallery/gallery-filters';
import { NPC_OCCUPATIONS, NPC_RACES } from '@shared/kinds/npc';
import type { NpcEntity } from './npc-text';

export const npcSearch: GallerySearch<NpcEntity> = {
  placeholder: 'Search by name or occupation…',
  fields: (npc) => [npc.name, npc.occupation],
};

export const npcFilters: readonly GalleryFilter<NpcEntity>[] = [
  { id: 'race', label: 'Race', options: [ALL, ...NPC_RACES], matches: (npc, race) => npc.race === race },
  {
    id: 'occupation',
    label: 'Occupation',
    options: [ALL, ...NPC_OCCUPATIONS],
    // Occupations can be longer than the list's word ('temple priest'), so the word anywhere counts.
    matches: (npc, occupation) => npc.occupation.toLowerCase().includes(occupation),
    // The Quick form's archetypes (bard, alchemist, ranger…) and typed occupations ('ship captain') are offered as
    // the user's NPCs hold them, so every NPC can be reached by the filter.
    extra: (npc) => {
      const occupation = npc.occupation.trim().toLowerCase();
      return NPC_OCCUPATIONS.some((listed) => occupation.includes(listed)) ? null : occupation || null;
    },
  },
];
