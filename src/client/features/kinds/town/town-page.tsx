// /town/{id}: one town on its own page (its content arrives with the town issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { MapPinIcon } from 'lucide-react';

export function TownPage({ id }: { id: string }) {
  useDocumentTitle('Town');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Town Gallery"
        title="Town Chronicle"
        description={`The full record of town ${id}: its people, places and secrets.`}
        icon={MapPinIcon}
      />
      <ForgePlaceholder
        icon={MapPinIcon}
        heading="This chronicle is still being written"
        description="Town pages open together with the Town Builder. Until then, this address is reserved for the town's full record."
        upcoming={['Overview, society, locations, people and hooks', 'Map regeneration and download']}
        next={{ label: 'Open the Town Gallery', href: ROUTES.townGallery }}
      />
    </PageContainer>
  );
}
