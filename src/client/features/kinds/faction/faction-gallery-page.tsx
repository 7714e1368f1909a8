// /faction-gallery: the user's own factions (search, statistics and flip cards arrive with the faction issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { FlagIcon } from 'lucide-react';

export function FactionGalleryPage() {
  useDocumentTitle('Faction Gallery');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Tools"
        title="Faction Gallery"
        description="The banners of every order, guild and cult you have founded."
        icon={FlagIcon}
      />
      <ForgePlaceholder
        icon={FlagIcon}
        heading="The war room is being furnished"
        description="The maps are not yet pinned to the walls. When the room opens, every faction you forge will be here, searchable and ready to scheme."
        upcoming={[
          'Search by name, description or tags; filter by size',
          'Statistics: total factions, common sizes and secrecy, the newest arrival',
          'Cards that flip to reveal leaders, members, allies and rivals',
        ]}
        next={{ label: 'Go to the Faction Forge', href: ROUTES.factionGenerator }}
      />
    </PageContainer>
  );
}
