// /town-generator: the Town Builder (its Quick and Advanced forms arrive with the town issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { CastleIcon } from 'lucide-react';

export function TownGeneratorPage() {
  useDocumentTitle('Town Builder');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Generators"
        title="Town Builder"
        description="Raise hamlets, ports and capitals, each with its streets, its rulers and its whispers."
        icon={CastleIcon}
      />
      <ForgePlaceholder
        icon={CastleIcon}
        heading="The masons are still at work"
        description="The Town Builder is being built. Soon you will choose a size, an economy and a government, and receive a settlement with its map."
        upcoming={[
          'Sizes from hamlet to metropolis, with economy and government to match',
          'Notable places, key NPCs, factions, rumours, secrets and adventure hooks',
          'A town map in the style you choose',
        ]}
        next={{ label: 'Visit the Town Gallery', href: ROUTES.townGallery }}
      />
    </PageContainer>
  );
}
