// /magic-item-gallery: the user's own magic items (search, flip cards and details arrive with the magic item issue).

import { ForgePlaceholder } from '@client/components/forge-placeholder';
import { PageContainer } from '@client/components/page-container';
import { PageHeader } from '@client/components/page-header';
import { ROUTES } from '@client/lib/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { BookMarkedIcon } from 'lucide-react';

export function MagicItemGalleryPage() {
  useDocumentTitle('Magic Item Gallery');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Tools"
        title="Magic Item Gallery"
        description="Your treasury of forged wonders, catalogued and close at hand."
        icon={BookMarkedIcon}
      />
      <ForgePlaceholder
        icon={BookMarkedIcon}
        heading="The treasury is being built"
        description="The vault doors are not hung yet. When they are, every item you forge will be kept here, searchable by name, type, rarity and tags."
        upcoming={[
          'Search across names, types, rarities and tags',
          'Cards that flip to reveal abilities and tags',
          'A details sheet with lore, image regeneration and PDF export',
        ]}
        next={{ label: 'Go to the Magic Item Forge', href: ROUTES.magicItemGenerator }}
      />
    </PageContainer>
  );
}
