// /npc-generator: the NPC forge (its Quick and Advanced forms arrive with the NPC issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { DramaIcon } from 'lucide-react';

export function NpcGeneratorPage() {
  useDocumentTitle('NPC Generator');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Generators"
        title="NPC Generator"
        description="Breathe life into the people of your world: a face, a voice and a secret worth uncovering."
        icon={DramaIcon}
      />
      <ForgePlaceholder
        icon={DramaIcon}
        heading="The NPC forge is being built"
        description="Our smiths are still setting up this forge. Soon you will pick an archetype and a race, or leave it all to fate, and receive a finished character with a portrait."
        upcoming={[
          'Quick forging from an archetype, or every detail chosen by hand',
          'Appearance, personality, backstory, motivations, secrets and flaws',
          'A portrait in the art style you choose, and plot hooks for your table',
        ]}
        next={{ label: 'Visit the NPC Gallery', href: ROUTES.npcGallery }}
      />
    </PageContainer>
  );
}
