// /town-gallery: the user's own towns (search, statistics and flip cards arrive with the town issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { MapIcon } from 'lucide-react';

export function TownGalleryPage() {
  useDocumentTitle('Town Gallery');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Tools"
        title="Town Gallery"
        description="An atlas of every settlement you have raised."
        icon={MapIcon}
      />
      <ForgePlaceholder
        icon={MapIcon}
        heading="The atlas is being bound"
        description="The cartographers are still inking the pages. When the atlas opens, every town you build will be here with its map."
        upcoming={[
          'Search by name, description and tags; filter by size',
          'Statistics on your towns: sizes, terrains and the newest arrival',
          'Cards that flip from map to chronicle, with full details and PDF export',
        ]}
        next={{ label: 'Go to the Town Builder', href: ROUTES.townGenerator }}
      />
    </PageContainer>
  );
}
