// /npc-gallery: the user's own NPCs (search, filters and flip cards arrive with the NPC issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { LibraryBigIcon } from 'lucide-react';

export function NpcGalleryPage() {
  useDocumentTitle('NPC Gallery');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Tools"
        title="NPC Gallery"
        description="Every character you have forged, gathered in one hall of portraits."
        icon={LibraryBigIcon}
      />
      <ForgePlaceholder
        icon={LibraryBigIcon}
        heading="The portrait hall is being built"
        description="The gallery's walls are still going up. When it opens, every NPC you forge will hang here, ready to be found again at the table."
        upcoming={[
          'Search by name or occupation, filter by race and occupation',
          'Cards that flip to show personality, backstory and secrets',
          'Character details, portrait regeneration and PDF export',
        ]}
        next={{ label: 'Go to the NPC Generator', href: ROUTES.npcGenerator }}
      />
    </PageContainer>
  );
}
