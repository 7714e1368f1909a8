// The NPC kind for the generic client: its contract, routes, placeholder and every sentence spoken about it.
import { defineClientKind } from '@client/features/content/client-kind';
import { safeFileName } from '@client/features/content/exports/save-file';
import { ROUTES } from '@client/lib/routes';
import { type NpcData, npcContract } from '@shared/kinds/npc';
import { createElement, lazy } from 'react';

export const NPC_PLACEHOLDER_IMAGE = '/images/npcs/npc-placeholder.jpg';

// The detail view loads when first shown on a share link's page, not with every page that names the kind.
const NpcDetailView = lazy(() => import('./npc-details').then((m) => ({ default: m.NpcDetailView })));

export const npcClientKind = defineClientKind<NpcData>({
  renderDetails: (entity) => createElement(NpcDetailView, { entity }),
  contract: npcContract,
  routes: { generator: ROUTES.npcGenerator, gallery: ROUTES.npcGallery },
  placeholderImage: NPC_PLACEHOLDER_IMAGE,
  imageFileName: (npc) => `${safeFileName(npc.name, 'portrait')}.png`,
  // A dnd5e actor is made from the stat block, so only an NPC with one has it.
  foundryActor: (npc) => Boolean(npc.statBlock),
  texts: {
    overlay: { quick: 'Quickly Forging your NPC', advanced: 'Meticulously Forging your NPC' },
    overlayHint: 'A name is chosen, a past is written, a secret is hidden away…',
    forgingPanel: {
      title: 'Forging Your NPC',
      description: 'Writing a life story and sitting them for their portrait.',
    },
    generated: 'NPC Generated',
    limitReached:
      "You've used all your NPC generations. Check your account for details on generation limits.",
    imageGenerationFailed: 'Could not generate the NPC portrait. Please try again.',
    generationFailed: 'Could not generate NPC. Please try again or check the console for more details.',
    generationFailedLead: 'Could not generate NPC.',
    submitFailed: 'Failed to generate NPC. Please try again.',
    image: {
      noun: 'portrait',
      loadFailed: 'Failed to load portrait',
      regenerated: 'Portrait regenerated',
      regeneratedDescription: 'A new portrait is on the easel; it appears here as soon as the paint is dry.',
      regenerateFailed: 'Failed to regenerate portrait. Please try again.',
      regenerateFailedDetail: 'Regeneration failed',
      painting: 'Painting portrait…',
      downloadNone: 'There is no portrait to download yet.',
      downloadBroken: 'The portrait image is missing or corrupted. Please regenerate it.',
    },
    export: {
      failed: 'Failed to export NPC. Please try again.',
      detailFailedTitle: 'Export failed',
      detailFailed: 'Could not export NPC data. Please try again.',
    },
    gallery: {
      emptyTitle: 'Your Gallery is Empty',
      emptyDescription:
        'No faces hang in your hall yet. Forge a character and their portrait will be waiting here for your next session.',
      emptyAction: 'Generate Your First NPC',
      noMatchTitle: 'No NPCs match your search',
      noMatchDescription: 'Try another name or occupation, or widen the race and occupation filters.',
      loading: 'Gathering your portraits…',
    },
  },
});
